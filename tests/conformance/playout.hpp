// Seeded random playouts shared by the conformance and golden tests.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "caper/core/any_game.hpp"
#include "caper/core/playout.hpp"

namespace caper::testing {

// 64-bit FNV-1a of a text, printed in golden transcripts.
std::uint64_t fnv1a(const std::string& text);

// The whole game from the initial state with Rng(seed): a line per step with the player,
// the action text and the hash of the state's JSON. with_states adds the initial state's
// JSON and, after a quarter, half and three quarters of the steps and at the end, the full
// state (a line per top-level member) and every seat's JSON view (the members that differ
// from the full state) and observation tensor (rows of 20 values, zeros as "."), so that a
// change of what a seat sees or of the tensor's layout is a diff of the golden files.
std::string playout_transcript(const AnyGame& game, std::uint64_t seed, bool with_states);

// Plays `games` random games with seeds first_seed, first_seed + 1, ... and calls
// visit(state, seed, step) at every state, the terminal one included. visit returns false
// to stop (after a failure). Returns the number of states visited.
template <class Visit>
long for_each_state(const AnyGame& game, std::uint64_t first_seed, int games, Visit&& visit) {
  constexpr int kMaxSteps = 200000;
  long visited = 0;
  for (int g = 0; g < games; ++g) {
    const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(g);
    Rng rng(seed);
    std::unique_ptr<AnyState> state = game.initial_state();
    ActionList legal;
    ChanceList outcomes;
    for (int step = 0; step < kMaxSteps; ++step) {
      ++visited;
      if (!visit(*state, seed, step)) return visited;
      if (state->is_terminal()) break;
      state = state->apply(random_action(*state, legal, outcomes, rng));
    }
  }
  return visited;
}

}  // namespace caper::testing
