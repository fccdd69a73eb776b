// The option sets of a game worth playing through, read from its info_json.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace caper {

// Default options, every player count (info "players" {min, max}), then every allowed value
// of each option that lists its values (variants, scoring rules) and every boolean option
// turned over, each at the largest player count `accepts` takes with it.
std::vector<std::string> configurations(std::string_view info_json,
                                        const std::function<bool(const std::string&)>& accepts);

}  // namespace caper
