// Captain Cool's places as the rulebook names them (docs/rules/captain_cool.md, "Places in
// words"): the pubs by their numbers, the Gangster Boss fields by their bosses.
#pragma once

#include <string>
#include <string_view>

namespace caper::captain_cool {

// "Captain Cool", "Tom", "Edward".
std::string_view boss_words(int boss);

// "pub II", "Captain Cool", "Tom", "Edward".
std::string place_words(int place);

// Where a figure stands: "in pub II", "at Captain Cool" (the rulebook's "3 Family Members at
// Captain Cool").
std::string at_place(int place);

}  // namespace caper::captain_cool
