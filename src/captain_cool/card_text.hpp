// Captain Cool's cards as a player names them (docs/rules/captain_cool.md, "Cards in words"):
// the face, and the card's id beside it only where the viewer sees another card of the same
// face beside it and a choice could otherwise read twice the same.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "caper/captain_cool/game.hpp"

namespace caper::captain_cool {

// "10", "6 (Tom+Ed)" (a plain card and its icons), "Ed's 7" (a Gangster Boss card).
std::string card_face(const Card& card);

// The face of card c as `viewer` reads it where it is: with " [c47]" when the other card of
// its pub, or another card of its hand that the viewer sees, has the same face.
std::string card_words(const State& s, int c, int viewer);

// The Big Deal circle: its cards space by space, then the free spaces ("CC's 1, 4, 10;
// free 2, 3, 5, 6, 7, 8, 9"), or "empty".
std::string circle_words(const State& s, const std::array<std::int8_t, kCircleSpaces>& circle);

}  // namespace caper::captain_cool
