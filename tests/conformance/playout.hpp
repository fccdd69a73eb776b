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

namespace detail {
inline const AnyState& state_of(const std::unique_ptr<AnyState>& state) {
  return *state;
}
template <class State>
const State& state_of(const State& state) {
  return state;
}
}  // namespace detail

// Plays `games` random games with seeds first_seed, first_seed + 1, ... and calls
// visit(state, seed, step) at every state, the terminal one included. visit returns false
// to stop (after a failure). Returns the number of states visited. `game` is an AnyGame
// (the conformance suite) or a game's own type, whose State a game's own tests check
// (tests/<game>/random_play_test.cpp).
template <class Game, class Visit>
long for_each_state(const Game& game, std::uint64_t first_seed, int games, Visit&& visit) {
  constexpr int kMaxSteps = 200000;
  long visited = 0;
  for (int g = 0; g < games; ++g) {
    const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(g);
    Rng rng(seed);
    auto state = game.initial_state();
    ActionList legal;
    ChanceList outcomes;
    for (int step = 0; step < kMaxSteps; ++step) {
      ++visited;
      const auto& current = detail::state_of(state);
      if (!visit(current, seed, step)) return visited;
      if (current.is_terminal()) break;
      state = current.apply(random_action(current, legal, outcomes, rng));
    }
  }
  return visited;
}

}  // namespace caper::testing
