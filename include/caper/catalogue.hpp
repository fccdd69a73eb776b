// The games built into this library at run time: one entry per type of the compile-time
// list `Games` (caper/game_list.hpp), in its order, named by G::kName.
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "caper/core/registry.hpp"

namespace caper {

std::span<const GameEntry> game_catalogue();

// make_game("trap_the_cap", R"({"players": 3})"); empty options mean defaults.
std::shared_ptr<AnyGame> make_game(std::string_view name, std::string_view options_json = {});

}  // namespace caper
