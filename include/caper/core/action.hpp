// Action ids, legal-action lists and chance outcomes shared by every game.
#pragma once

#include <cstddef>
#include <cstdint>

#include "caper/core/fixed_list.hpp"

namespace caper {

// A stable dense action id: 0 <= id < Game::num_distinct_actions().
using ActionId = std::uint32_t;

// current_player() returns a seat 0..n-1, or one of these.
inline constexpr int kChancePlayer = -1;
inline constexpr int kTerminalPlayer = -2;

// to_json(viewer) and every other view: kFullView is the whole state; kPublicView what a
// person at the table who holds no seat sees (everything face up, counts of hidden things,
// no hand, no face-down card, no private event); a seat is that player's view.
inline constexpr int kFullView = -1;
inline constexpr int kPublicView = -2;

// True when `viewer` is kFullView, kPublicView or one of `players` seats.
constexpr bool is_viewer(int viewer, int players) {
  return viewer >= kPublicView && viewer < players;
}
// True when `viewer` sees what `seat` alone knows: the full view and that seat itself.
constexpr bool sees_seat(int viewer, int seat) {
  return viewer == kFullView || viewer == seat;
}

// Upper bounds on list sizes for any game; each game documents its own, smaller bound.
inline constexpr std::size_t kMaxLegalActions = 1024;
inline constexpr std::size_t kMaxChanceOutcomes = 256;
// At least every game's own kMaxPlayers (each game.hpp asserts it): a buffer of one value a
// seat for any game.
inline constexpr int kMaxPlayersOfAnyGame = 8;

using ActionList = FixedList<ActionId, kMaxLegalActions>;

// No default member initialisers: ChanceList keeps its storage uninitialised (see FixedList).
struct ChanceOutcome {
  ActionId action;
  double probability;
  friend bool operator==(const ChanceOutcome&, const ChanceOutcome&) = default;
};

using ChanceList = FixedList<ChanceOutcome, kMaxChanceOutcomes>;

}  // namespace caper
