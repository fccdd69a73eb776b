// Seeded random playouts shared by the conformance and golden tests.
#pragma once

#include <cstdint>
#include <string>

#include "caper/core/any_game.hpp"

namespace caper::testing {

// 64-bit FNV-1a of a text, printed in golden transcripts.
std::uint64_t fnv1a(const std::string& text);

// The whole game from the initial state with Rng(seed): a line per step with the player,
// the action text and the hash of the state's JSON; with_states adds the full JSON of the
// initial state, every 25th state and the final state.
std::string playout_transcript(const AnyGame& game, std::uint64_t seed, bool with_states);

}  // namespace caper::testing
