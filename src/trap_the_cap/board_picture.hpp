// The board drawn in text: the ring as a 15x15 square with its corners cut (13 squares a
// side), the spokes to the centre, each square three characters wide.
#pragma once

#include <string>
#include <vector>

#include "caper/trap_the_cap/state.hpp"

namespace caper::trap_the_cap {

// 15 lines of 45 characters: "." a yellow square, ":" a grey one, "+" the centre, a
// digit the colour of the cap on top (G the golden cap), "^" after it when the stack
// holds prisoners, "2" etc. when several stacks share a square; the junctions are [ ].
std::vector<std::string> board_picture(const State& state);

// Where each side's squares are, for the legend beside the picture.
std::vector<std::string> board_legend();

}  // namespace caper::trap_the_cap
