// Captain Cool phase 3, the Big Deal: placing cards in rank order, chain scoring on the
// circular track, boss bonuses; then the end of the round and of the game.
#include "caper/captain_cool/game.hpp"

namespace caper::captain_cool {

void State::begin_big_deal() {
  order_ = rank_order();
  turn_ = 0;
  // Majority at each boss: most figures; a tie goes to the lowest-ranked tied player.
  for (int b = 0; b < kNumBosses; ++b) {
    const int place = kNumPubs + b;
    int best = -1;
    for (int p = 0; p < n(); ++p) {
      const int f = figures(place, p);
      if (f == 0) continue;
      if (best < 0 || f > figures(place, best) ||
          (f == figures(place, best) &&
           scores_[static_cast<std::size_t>(p)] < scores_[static_cast<std::size_t>(best)]))
        best = p;
    }
    majority_[static_cast<std::size_t>(b)] = static_cast<std::int8_t>(best);
  }
  advance_big_deal();
}

bool State::can_place(int c) const {
  const Card& k = card(c);
  if (circle_[static_cast<std::size_t>(k.value - 1)] >= 0) return false;
  if (k.boss == kNoBoss) return true;
  for (auto other : circle_)
    if (other >= 0 && card(other).boss == k.boss) return false;
  return true;
}

// Moves on to the next player who can place a card; a player who cannot place shows
// the cards left in hand. Ends the round when the circle is full or all have played.
void State::advance_big_deal() {
  while (true) {
    bool full = true;
    for (auto c : circle_) full = full && c >= 0;
    if (full || turn_ >= n()) {
      end_round();
      return;
    }
    const int p = order_[turn_];
    for (int c = 0; c < kNumCards; ++c) {
      if (loc_[static_cast<std::size_t>(c)] == kLocHand + p && can_place(c)) {
        phase_ = Phase::kBigDeal;
        actor_ = static_cast<std::int8_t>(p);
        return;
      }
    }
    for (int c = 0; c < kNumCards; ++c)
      if (loc_[static_cast<std::size_t>(c)] == kLocHand + p) public_ |= std::uint64_t{1} << c;
    ++turn_;
  }
}

void State::big_deal_actions(ActionList& out) const {
  for (int c = 0; c < kNumCards; ++c)
    if (loc_[static_cast<std::size_t>(c)] == kLocHand + actor_ && can_place(c))
      out.push_back(card_id(c));
}

void State::apply_big_deal(const Action& a) {
  const int points = big_deal_points(actor_, a.arg);
  move_card(a.arg, static_cast<std::uint8_t>(kLocCircle + card(a.arg).value - 1));
  add_points(actor_, points);
  advance_big_deal();
}

void State::end_round() {
  if (round_ == kRounds) {
    phase_ = Phase::kGameOver;
    actor_ = -1;
    return;
  }
  for (int c = 0; c < kNumCards; ++c)
    if (loc_[static_cast<std::size_t>(c)] >= kLocCircle &&
        loc_[static_cast<std::size_t>(c)] < kLocDiscard)
      move_card(c, kLocDiscard);
  for (auto& row : standing_) row.fill(0);
  for (auto& row : lying_) row.fill(0);
  for (int p = 0; p < n(); ++p) supply_[static_cast<std::size_t>(p)] = kFigures;
  used_.fill(0);
  pending_.fill(-1);
  revealed_.fill(-1);
  order_.fill(-1);
  majority_.fill(-1);
  turn_ = 0;
  step_ = 0;
  affray_pub_ = 0;
  ++round_;
  begin_refill();
}

}  // namespace caper::captain_cool
