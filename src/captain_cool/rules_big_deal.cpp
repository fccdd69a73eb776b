// Captain Cool phase 3, the Big Deal: placing cards in rank order, chain scoring on the
// circular track, boss bonuses; then the end of the round and of the game.
#include <bit>

#include <gsl/util>

#include "caper/captain_cool/game.hpp"
#include "caper/core/bits.hpp"

namespace caper::captain_cool {

void State::begin_big_deal() {
  order_ = rank_order();
  counters_.turn = 0;
  // Majority at each boss: most figures; a tie goes to the lowest-ranked tied player.
  for (int b = 0; b < kNumBosses; ++b) {
    const int place = kNumPubs + b;
    int best = -1;
    for (int p = 0; p < n(); ++p) {
      const int f = figures(place, p);
      if (f == 0) continue;
      if (best < 0 || f > figures(place, best) ||
          (f == figures(place, best) && scores_[idx(p)] < scores_[idx(best)]))
        best = p;
    }
    counters_.majority[idx(b)] = gsl::narrow_cast<std::int8_t>(best);  // a seat or -1
  }
  advance_big_deal();
}

// A card can go on its space if that is empty and, for a boss card, no card of the same
// boss is on the circle yet.
std::uint64_t State::placeable(std::uint64_t cards) const {
  std::uint64_t out = cards;
  for (int b = 0; b < kNumBosses; ++b)
    if (on_circle_ & game_->pile_cards(b)) out &= ~game_->pile_cards(b);
  // Branch-free: whether a space is taken is hard to predict.
  for (std::uint64_t rest = out; rest != 0; rest &= rest - 1) {
    const int c = std::countr_zero(rest);
    const bool taken = circle_[idx(card(c).value - 1)] >= 0;
    out &= ~(std::uint64_t{taken} << c);
  }
  return out;
}

// Moves on to the next player who can place a card; a player who cannot place shows
// the cards left in hand. Ends the round when the circle is full or all have played.
void State::advance_big_deal() {
  while (true) {
    bool full = true;
    for (auto c : circle_) full = full && c >= 0;
    if (full || counters_.turn >= n()) {
      end_round();
      return;
    }
    const int p = order_[counters_.turn];
    const std::uint64_t hand = hand_cards(p);
    if (placeable(hand) != 0) {
      phase_ = Phase::kBigDeal;
      actor_ = gsl::narrow_cast<std::int8_t>(p);  // a seat
      return;
    }
    show(hand);
    ++counters_.turn;
  }
}

void State::big_deal_actions(ActionList& out) const {
  out.append_bits(placeable(hand_cards(actor_)), [](int c) { return card_id(c); });
}

bool State::big_deal_legal(const Action& a) const {
  return a.kind == ActionKind::kCard && ((hand_cards(actor_) >> a.arg) & 1u) &&
         placeable(std::uint64_t{1} << a.arg) != 0;
}

void State::apply_big_deal(const Action& a) {
  const int points = big_deal_points(actor_, a.arg);
  move_card(a.arg, kLocCircle + card(a.arg).value - 1);
  add_points(actor_, points);
  // A placement that fills the circle leaves the mover unable to place more: the cards
  // left in hand are shown (rulebook) before the round ends.
  if (bit_count(on_circle_) == kCircleSpaces) show(hand_cards(actor_));
  advance_big_deal();
}

void State::end_round() {
  if (round_ == kRounds) {
    phase_ = Phase::kOver;
    actor_ = -1;
    return;
  }
  for (auto c : circle_)
    if (c >= 0) move_card(c, kLocDiscard);
  return_figures();
  used_.fill(0);
  pending_.fill(-1);
  revealed_.fill(-1);
  order_.fill(-1);
  counters_.majority.fill(-1);
  counters_.turn = 0;
  counters_.step = 0;
  counters_.affray_pub = 0;
  ++round_;
  begin_refill();
}

}  // namespace caper::captain_cool
