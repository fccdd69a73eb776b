// Captain Cool rules of the chance nodes: starting scores, filling the pubs, the set-up deal.
#include <bit>

#include <gsl/util>

#include "caper/captain_cool/game.hpp"

namespace caper::captain_cool {

// The piles a draw phase draws from (bit k = pile k): fill_boss the piles not used yet in
// this refill, the other draw phases the plain pile.
unsigned State::draw_piles() const {
  return phase_ == Phase::kFillBoss ? ~decks_used_ & ((1u << kNumPiles) - 1) : 1u << kPlainPile;
}

std::uint64_t State::drawable_cards() const {
  std::uint64_t cards = 0;
  for (int k = 0; k < kNumPiles; ++k)
    if (draw_piles() & (1u << k)) cards |= game_->pile_cards(k);
  return in_pile_ & cards;
}

void State::chance_outcomes_impl(ChanceList& out) const {
  out.clear();
  if (phase_ == Phase::kStartScores) {
    // The seat `counters_.sub` draws one of the starting numbers still free.
    int free = 0;
    bool taken[kMaxPlayers + 1] = {};
    for (int p = 0; p < counters_.sub; ++p) taken[scores_[idx(p)]] = true;
    for (int s = 1; s <= n(); ++s) free += taken[s] ? 0 : 1;
    for (int s = 1; s <= n(); ++s)
      if (!taken[s]) out.push_back({start_id(s), 1.0 / free});
    return;
  }
  if (!is_chance()) return;
  // A card: a uniformly chosen pile among those drawn from that still have cards, then a
  // uniformly chosen card of it. (fill_boss: one card of each pile goes to the pubs' first
  // spaces in a random order; the other phases draw from the plain pile alone.)
  const unsigned from = draw_piles();
  int piles = 0;
  for (int k = 0; k < kNumPiles; ++k)
    if ((from & (1u << k)) && counters_.pile_left[idx(k)] > 0) ++piles;
  double chance[kNumPiles] = {};  // of each card, by pile
  for (int k = 0; k < kNumPiles; ++k)
    if ((from & (1u << k)) && counters_.pile_left[idx(k)] > 0)
      chance[k] = 1.0 / piles / counters_.pile_left[idx(k)];
  out.append_bits(drawable_cards(), [&](int c) {
    return ChanceOutcome{draw_id(c), chance[pile_of(card(c))]};
  });
}

bool State::chance_legal(const Action& a) const {
  if (phase_ == Phase::kStartScores) {
    if (a.kind != ActionKind::kStart || a.arg > n()) return false;
    for (int p = 0; p < counters_.sub; ++p)
      if (scores_[idx(p)] == a.arg) return false;
    return true;
  }
  return a.kind == ActionKind::kDraw && ((drawable_cards() >> a.arg) & 1u);
}

void State::begin_refill() {
  phase_ = Phase::kFillBoss;
  counters_.sub = 0;
  decks_used_ = 0;
  actor_ = -1;
}

void State::begin_positions() {
  phase_ = Phase::kChoose;
  counters_.sub = 0;
  counters_.step = 0;
  pending_.fill(-1);
  revealed_.fill(-1);
  actor_ = 0;
}

void State::apply_chance(const Action& a) {
  switch (phase_) {
    case Phase::kStartScores: {
      scores_[counters_.sub] = gsl::narrow_cast<std::int16_t>(a.arg);  // a start score, 1..n
      ++counters_.sub;
      if (counters_.sub == n() - 1) {
        // The last seat takes the number left over.
        bool taken[kMaxPlayers + 1] = {};
        for (int p = 0; p < counters_.sub; ++p) taken[scores_[idx(p)]] = true;
        for (int s = 1; s <= n(); ++s)
          if (!taken[s]) scores_[counters_.sub] = gsl::narrow_cast<std::int16_t>(s);  // 1..n
        begin_refill();
      }
      return;
    }
    case Phase::kFillBoss: {
      decks_used_ |= gsl::narrow_cast<std::uint8_t>(1u << pile_of(card(a.arg)));  // 4 piles
      move_card(a.arg, kLocPub + counters_.sub * 2);
      if (++counters_.sub == kNumPubs) {
        phase_ = Phase::kFillPlain;
        counters_.sub = 0;
      }
      return;
    }
    case Phase::kFillPlain: {
      move_card(a.arg, kLocPub + counters_.sub * 2 + 1);
      if (++counters_.sub == kNumPubs) {
        counters_.sub = 0;
        if (round_ == 1) {
          phase_ = Phase::kDeal;
        } else {
          begin_positions();
        }
      }
      return;
    }
    case Phase::kDeal: {
      move_card(a.arg, kLocHand + counters_.sub % n());
      if (++counters_.sub == n() * cards_per_player(n())) {
        counters_.sub = 0;
        if (spare_cards(n()) > 0) {
          phase_ = Phase::kSpares;
        } else {
          begin_positions();
        }
      }
      return;
    }
    case Phase::kSpares: {
      // Spares drawn one at a time: the first of a value takes its space, a later one of
      // the same value is discarded (the same as choosing one of them at random).
      const int value = card(a.arg).value;
      move_card(a.arg, circle_[idx(value - 1)] < 0 ? kLocCircle + value - 1 : kLocDiscard);
      if (++counters_.sub == spare_cards(n())) begin_positions();
      return;
    }
    default:
      return;
  }
}

}  // namespace caper::captain_cool
