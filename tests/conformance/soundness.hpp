// Whether a state plays soundly: the checks the mutation property test and the stored
// regressions apply at every step of random play from a loaded state.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "caper/core/any_game.hpp"

namespace caper::testing {

struct Unsound {
  std::string check;   // which check failed: a short class name for grouping
  std::string detail;  // what happened, with the step and the state where it happened
  bool failed() const { return !check.empty(); }
};

// Plays up to `steps` random legal actions (chance by probability) from `state`,
// checking at every step: a non-terminal state has a legal action (and, at a chance node,
// outcomes summing to 1 that are its legal actions); to_json(-1) reloads to a state with
// identical JSON and legal list; every seat's view can be written, and the mover's
// determinization keeps the mover's view and legal list; is_legal is true for every
// listed id and false for the others (a sample of them when the game has over 1024 ids); apply of a
// listed id succeeds. Any exception is a failure too.
Unsound play_soundly(const AnyState& state, std::uint64_t seed, int steps);

// Loads `document` in `game`: refused with a caper::Error carrying a message is sound;
// accepted states must play soundly (play_soundly); any other exception is not sound.
// `refused` tells which happened.
Unsound load_and_play(const AnyGame& game, const std::string& document, std::uint64_t seed,
                      int steps, bool& refused);

}  // namespace caper::testing
