// Captain Cool: chance nodes — starting scores, filling the pubs, the setup deal.
#include "caper/captain_cool/game.hpp"

namespace caper::captain_cool {

void State::chance_outcomes_impl(ChanceList& out) const {
  out.clear();
  switch (phase_) {
    case Phase::kStartScores: {
      // The seat `sub_` draws one of the starting numbers still free.
      int free = 0;
      bool taken[kMaxPlayers + 1] = {};
      for (int p = 0; p < sub_; ++p) taken[scores_[static_cast<std::size_t>(p)]] = true;
      for (int s = 1; s <= n(); ++s) free += taken[s] ? 0 : 1;
      for (int s = 1; s <= n(); ++s)
        if (!taken[s]) out.push_back({start_id(s), 1.0 / free});
      return;
    }
    case Phase::kFillBoss: {
      // One card from each of the four piles goes to the pubs' first spaces in a random
      // order: pub `sub_` gets a uniformly chosen unused pile's uniformly chosen card.
      int sizes[kNumPiles] = {};
      for (int c = 0; c < kNumCards; ++c) {
        const auto l = loc_[static_cast<std::size_t>(c)];
        if (l < kLocPub) ++sizes[l];
      }
      int piles = 0;
      for (int k = 0; k < kNumPiles; ++k)
        if (!(decks_used_ & (1u << k)) && sizes[k] > 0) ++piles;
      for (int c = 0; c < kNumCards; ++c) {
        const auto l = loc_[static_cast<std::size_t>(c)];
        if (l >= kLocPub || (decks_used_ & (1u << l))) continue;
        out.push_back({draw_id(c), 1.0 / piles / sizes[l]});
      }
      return;
    }
    case Phase::kFillPlain:
    case Phase::kDeal:
    case Phase::kSpares: {
      const int size = pile_size(kPlainPile);
      for (int c = 0; c < kNumCards; ++c)
        if (loc_[static_cast<std::size_t>(c)] == kLocPile + kPlainPile)
          out.push_back({draw_id(c), 1.0 / size});
      return;
    }
    default:
      return;
  }
}

void State::begin_refill() {
  phase_ = Phase::kFillBoss;
  sub_ = 0;
  decks_used_ = 0;
  actor_ = -1;
}

void State::begin_positions() {
  phase_ = Phase::kChoose;
  sub_ = 0;
  step_ = 0;
  pending_.fill(-1);
  revealed_.fill(-1);
  actor_ = 0;
}

void State::apply_chance(const Action& a) {
  switch (phase_) {
    case Phase::kStartScores: {
      scores_[sub_] = static_cast<std::int16_t>(a.arg);
      ++sub_;
      if (sub_ == n() - 1) {
        // The last seat takes the number left over.
        bool taken[kMaxPlayers + 1] = {};
        for (int p = 0; p < sub_; ++p) taken[scores_[static_cast<std::size_t>(p)]] = true;
        for (int s = 1; s <= n(); ++s)
          if (!taken[s]) scores_[sub_] = static_cast<std::int16_t>(s);
        begin_refill();
      }
      return;
    }
    case Phase::kFillBoss: {
      decks_used_ |= static_cast<std::uint8_t>(1u << loc_[static_cast<std::size_t>(a.arg)]);
      move_card(a.arg, static_cast<std::uint8_t>(kLocPub + sub_ * 2));
      if (++sub_ == kNumPubs) {
        phase_ = Phase::kFillPlain;
        sub_ = 0;
      }
      return;
    }
    case Phase::kFillPlain: {
      move_card(a.arg, static_cast<std::uint8_t>(kLocPub + sub_ * 2 + 1));
      if (++sub_ == kNumPubs) {
        sub_ = 0;
        if (round_ == 1) {
          phase_ = Phase::kDeal;
        } else {
          begin_positions();
        }
      }
      return;
    }
    case Phase::kDeal: {
      move_card(a.arg, static_cast<std::uint8_t>(kLocHand + sub_ % n()));
      if (++sub_ == n() * cards_per_player(n())) {
        sub_ = 0;
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
      move_card(a.arg, circle_[static_cast<std::size_t>(value - 1)] < 0
                           ? static_cast<std::uint8_t>(kLocCircle + value - 1)
                           : kLocDiscard);
      if (++sub_ == spare_cards(n())) begin_positions();
      return;
    }
    default:
      return;
  }
}

}  // namespace caper::captain_cool
