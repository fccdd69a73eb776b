// The initial state: every cap in its hideout, the golden cap on the centre.
#include "caper/trap_the_cap/game.hpp"
#include "trap_the_cap/internal.hpp"

namespace caper::trap_the_cap {

State::State(const Game& game) : game_(&game) {}

bool operator==(const State& a, const State& b) {
  if (a.num_stacks_ != b.num_stacks_) return false;
  for (std::size_t i = 0; i < a.num_stacks_; ++i)
    if (!(a.stacks_[i] == b.stacks_[i])) return false;
  return a.game_ == b.game_ && a.hideout_ == b.hideout_ && a.locked_ == b.locked_ &&
         a.golden_owner_ == b.golden_owner_ && a.golden_in_hideout_ == b.golden_in_hideout_ &&
         a.to_move_ == b.to_move_ && a.roll_ == b.roll_ && a.last_roll_ == b.last_roll_ &&
         a.end_ == b.end_ && a.winners_ == b.winners_ && a.turns_ == b.turns_;
}

State Game::initial_state() const {
  State s(*this);
  for (int c = 0; c < options_.players; ++c) s.hideout_[idx(c)] = kCapsPerColour;
  if (golden_cap()) {
    Stack gold;
    gold.square = kCentre;
    gold.top = kGold;
    s.insert(gold);
  }
  return s;
}

}  // namespace caper::trap_the_cap
