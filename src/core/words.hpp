// Action text is words: every game's parser splits it the same way, so that a tab or a
// doubled space means the same in every game.
#pragma once

#include <string_view>
#include <vector>

namespace caper {

// The words of `text`, split at any run of whitespace (space, tab, newline, ...), without
// empty words: "  play\tlower  TH " is {"play", "lower", "TH"}.
std::vector<std::string_view> split_words(std::string_view text);

}  // namespace caper
