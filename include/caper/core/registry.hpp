// The registry: maps game names to factories. The list of games itself lives in
// the catalogue (caper/game_list.hpp, caper/catalogue.hpp), outside core/, so core knows no game.
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "caper/core/any_game.hpp"

namespace caper {

struct GameEntry {
  std::string_view name;
  std::shared_ptr<AnyGame> (*make)(std::string_view options_json);
};

// Finds `name` in `entries` and builds it; throws UnknownGame listing the known names.
std::shared_ptr<AnyGame> make_game_from(std::span<const GameEntry> entries, std::string_view name,
                                        std::string_view options_json);

}  // namespace caper
