// A random playout step on a typed state: the policy of benchmarks, tests and rollouts.
#pragma once

#include "caper/core/action.hpp"
#include "caper/core/rng.hpp"

namespace caper {

// Fills `legal`; at a chance node samples an outcome by its probability (filling
// `outcomes`), else picks a legal action uniformly. Allocates nothing.
template <class State>
ActionId random_action(const State& state, ActionList& legal, ChanceList& outcomes, Rng& rng) {
  state.legal_actions(legal);
  if (state.current_player() == kChancePlayer) {
    state.chance_outcomes(outcomes);
    return rng.sample(outcomes);
  }
  return legal[static_cast<std::size_t>(rng.below(legal.size()))];
}

}  // namespace caper
