// A random playout step on a typed state: the policy of benchmarks, tests and rollouts.
#pragma once

#include "caper/core/action.hpp"
#include "caper/core/rng.hpp"

namespace caper {

// At a chance node samples an outcome by its probability (filling `outcomes`; the legal
// list is not needed there), else fills `legal` and picks one uniformly. Allocates nothing.
template <class State>
ActionId random_action(const State& state, ActionList& legal, ChanceList& outcomes, Rng& rng) {
  if (state.current_player() == kChancePlayer) {
    state.chance_outcomes(outcomes);
    return rng.sample(outcomes);
  }
  state.legal_actions(legal);
  return legal[static_cast<std::size_t>(rng.below(legal.size()))];
}

}  // namespace caper
