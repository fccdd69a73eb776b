// Shared by the rules' sources: the bound board, the landing rule and the small queries
// the move generator and the legality check call per stack (inlined into both).
#pragma once

#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {

extern const Board& g_board;

// Landing rules for a piece of `team` ending (or turning) on `square`; `leaving` is the
// square the piece left (it no longer counts there; it is of its own team).
inline State::Landing State::landing(const Occupancy& occ, int square, int team, bool golden,
                                     int leaving) {
  const auto sq = idx(square);
  const int count = occ.count[sq] - (square == leaving ? 1 : 0);
  const bool enemies = (occ.teams[sq] & ~(1U << team)) != 0;
  if (g_board.is_grey(square)) {
    if (golden && enemies) return Landing::kTrap;
    return count < 3 ? Landing::kLand : Landing::kIllegal;
  }
  return enemies ? Landing::kTrap : Landing::kLand;
}

inline int State::team_of_stack(const Stack& s) const {
  if (s.top != kGold) return game_->team(s.top);
  return golden_owner_ >= 0 ? game_->team(golden_owner_) : -1;  // -1: the neutral golden cap
}

inline bool State::movable_colour(int colour) const {
  if (colour == to_move_) return true;
  return game_->options().variant == Variant::kTotalPartners &&
         game_->team(colour) == game_->team(to_move_);
}

inline bool State::golden_movable() const {
  return golden_owner_ >= 0 && movable_colour(golden_owner_);
}

}  // namespace caper::trap_the_cap
