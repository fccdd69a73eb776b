// The Mansky Caper: the Driver's scripted turn (2 players), the end of the game and returns.
#include <algorithm>

#include "caper/mansky_caper/game.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {
void State::driver_turn() {
  CharacterState& d = chars_[active_];
  if (5 * d.gems + d.coins >= 10) {
    move_char(active_, kCar);
    stash(active_);
    end_turn();
    return;
  }
  if (d.pos != kCar) {
    start_opening(d.pos);
    return;
  }
  int best = -1;
  for (int p = 0; p < game_->num_players(); ++p) {
    const CharacterState& c = chars_[idx(p)];
    if (c.pos == kCar) continue;
    if (best < 0) {
      best = p;
      continue;
    }
    const CharacterState& b = chars_[idx(best)];
    const int value = 5 * c.gems + c.coins;
    const int best_value = 5 * b.gems + b.coins;
    if (value > best_value || (value == best_value && c.keys > b.keys)) best = p;
  }
  if (best < 0) {
    end_turn();  // everyone is at the car: the Driver skips its turn
    return;
  }
  const int room = chars_[idx(best)].pos;
  move_char(active_, room);
  start_opening(room);
}

void State::finish(EndReason reason) {
  phase_ = Phase::kOver;
  counts_.end_reason = reason;
  counts_.moment = Moment::kNone;
  winners_ = 0;
  int best = -1;
  auto better = [this](int a, int b) {  // a beats b
    if (score(a) != score(b)) return score(a) > score(b);
    if (chars_[idx(a)].stash_gems != chars_[idx(b)].stash_gems)
      return chars_[idx(a)].stash_gems > chars_[idx(b)].stash_gems;
    return chars_[idx(a)].favors < chars_[idx(b)].favors;
  };
  for (int c = 0; c < num_characters(); ++c) {
    if (best < 0 || better(c, best)) {
      best = c;
      winners_ = as_byte(1U << c);
    } else if (!better(best, c)) {
      winners_ = as_byte(winners_ | (1U << c));
    }
  }
}

void State::returns(std::span<double> out) const {
  std::fill(out.begin(), out.end(), 0.0);
  if (!is_terminal()) return;
  // A win the Driver has, alone or shared, is nobody's: every player gets 0.
  if (game_->has_driver() && is_winner(game_->driver())) return;
  int k = 0;
  for (int c = 0; c < num_characters(); ++c) k += is_winner(c) ? 1 : 0;
  for (int p = 0; p < game_->num_players() && idx(p) < out.size(); ++p)
    if (is_winner(p)) at(out, p) = 1.0 / k;
}

}  // namespace caper::mansky_caper
