// The games of this library, listed once. The runtime catalogue (caper/catalogue.hpp,
// caper_game_count/caper_game_name in the C ABI), the benchmarks, the allocation test and
// every other compile-time "for each game" derive from `Games`; names come from G::kName.
// Adding a game is its folder plus one entry here. The order is part of the C ABI
// (caper_game_name(i)), so new games go at the end.
#pragma once

#include "caper/captain_cool/game.hpp"
#include "caper/card_caper/game.hpp"
#include "caper/core/game_concept.hpp"
#include "caper/core/type_list.hpp"
#include "caper/mansky_caper/game.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper {

using Games =
    TypeList<card_caper::Game, mansky_caper::Game, trap_the_cap::Game, captain_cool::Game>;

// Calls f.template operator()<G>() for every game type G, in catalogue order.
template <class F>
void for_each_game_type(F&& f) {
  for_each_type(Games{}, f);
}

}  // namespace caper
