// What a golden failure says: where a playthrough (playout_transcript) differs from its
// stored transcript, by step and by field rather than as two long texts.
#pragma once

#include <string>

namespace caper::testing {

// The first line that differs (a step line shows the step, the player, the action and the
// state's hash), then the fields that differ at the first checkpoint that does, each by
// its JSON path with both values:
//   state.seats[1].hand[0]: expected "5H", actual "6H"
//   view p0.seats[1].hand: expected (absent), actual ["6H"]
//   observation p1[37]: expected 0.125, actual 0
// The steps between checkpoints are stored as hashes only (tests/golden/README.md), so a
// field that differs there and agrees again by the next checkpoint shows as its step only.
// Empty when the two texts are equal.
std::string golden_difference(const std::string& expected, const std::string& actual);

}  // namespace caper::testing
