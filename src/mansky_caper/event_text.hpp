// The Mansky Caper's events in the words of the rulebook, for a seat's log and move list
// ("open the safe in R1 (Library)", "the Loot token is 2 gems"). Every event of this game
// is public, so the words are the same for every seat; the full view keeps the notation.
#pragma once

#include <string>

#include "caper/mansky_caper/state.hpp"

namespace caper::mansky_caper {

std::string event_text(const State& state, const Action& action);

}  // namespace caper::mansky_caper
