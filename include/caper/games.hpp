// Every game's typed API, and a list of their Game types for code that is written once
// as a template over GameType (benchmarks, the allocation test).
#pragma once

#include <tuple>

#include "caper/captain_cool/game.hpp"
#include "caper/captain_cool/state.hpp"
#include "caper/card_caper/game.hpp"
#include "caper/card_caper/state.hpp"
#include "caper/core/game_concept.hpp"
#include "caper/mansky_caper/game.hpp"
#include "caper/mansky_caper/state.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper {

using AllGames =
    std::tuple<card_caper::Game, mansky_caper::Game, trap_the_cap::Game, captain_cool::Game>;

// Calls f.template operator()<G>() for every game type G.
template <class F>
void for_each_game_type(F&& f) {
  [&]<class... G>(std::tuple<G...>*) {
    (f.template operator()<G>(), ...);
  }(static_cast<AllGames*>(nullptr));
}

}  // namespace caper
