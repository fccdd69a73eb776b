// Captain Cool: determinize, a function of the viewer's information only (two states the
// viewer cannot tell apart give the same result), so it cannot leak what the viewer lacks.
#include <bit>

#include <gsl/util>

#include "caper/captain_cool/game.hpp"
#include "caper/core/bits.hpp"
#include "caper/core/index.hpp"

namespace caper::captain_cool {

// Shuffles, pile by pile, the cards `player` has not seen among their places. The cards
// are taken in id order and the places in an order the view fixes (the pile, then each
// other seat's hidden cards by seat), so the result depends on the view and `rng` alone.
// (A hidden hand card was dealt, so it is plain: how many hidden cards of each pile a seat
// holds is in the view.)
void State::redraw_unseen(int player, Rng& rng) {
  for (int pile = 0; pile < kNumPiles; ++pile) {
    const std::uint64_t mine = game_->pile_cards(pile);
    std::uint64_t unseen = in_pile_ & mine;
    std::array<std::uint8_t, kNumCards> slots{};
    std::size_t count = 0;
    for (int i = 0; i < at(counters_.pile_left, pile); ++i) slots[count++] = kLocPile + pile;
    for (int q = 0; q < n(); ++q) {
      if (q == player) continue;
      const std::uint64_t hidden = hand_cards(q) & ~public_ & mine;
      unseen |= hidden;
      for (int i = bit_count(hidden); i > 0; --i)
        slots[count++] = gsl::narrow_cast<std::uint8_t>(kLocHand + q);  // a kLoc* value
    }
    std::array<std::int8_t, kNumCards> pool{};
    std::size_t cards = 0;
    for (std::uint64_t rest = unseen; rest != 0; rest &= rest - 1)
      pool[cards++] = gsl::narrow_cast<std::int8_t>(std::countr_zero(rest));  // a card
    rng.shuffle(std::span<std::int8_t>(pool.data(), cards));
    for (std::size_t i = 0; i < cards; ++i) take_card(pool[i]);
    for (std::size_t i = 0; i < cards; ++i) put_card(pool[i], slots[i]);
  }
}

// The last resort of determinize in the Big Deal, from the view alone: one of the cards
// `player` has not seen outside the mover's hand that the mover could place trades places
// with one of the mover's hidden cards (both plain; chosen by `rng`). There is such a card,
// since the mover's true placeable card is one the viewer has not seen.
void State::give_back_placeable(int player, Rng& rng) {
  const std::uint64_t plain = game_->pile_cards(kPlainPile);
  std::uint64_t elsewhere = in_pile_;
  for (int q = 0; q < n(); ++q)
    if (q != player && q != actor_) elsewhere |= hand_cards(q) & ~public_;
  const std::uint64_t candidates = placeable(elsewhere & plain);
  const std::uint64_t mover_hidden = hand_cards(actor_) & ~public_ & plain;
  if (candidates == 0 || mover_hidden == 0) return;
  auto pick = [&](std::uint64_t set) {
    for (auto k = rng.below(static_cast<std::uint64_t>(bit_count(set))); k > 0; --k) set &= set - 1;
    return std::countr_zero(set);
  };
  const int c = pick(candidates);
  const int d = pick(mover_hidden);
  const int c_loc = location(c);
  take_card(c);
  take_card(d);
  put_card(c, kLocHand + actor_);
  put_card(d, c_loc);
}

// Redraws every card `player` has not seen: other players' hidden hand cards and the
// piles, pile by pile (a card only trades places with cards of its own pile), keeping
// every hand's size and the piles' sizes. In the Big Deal everyone knows the player to
// move holds a placeable card (else they would have shown their hand), so redraws that
// break this are rejected; after kDeterminizeAttempts an unseen placeable card is swapped
// into the mover's hand (give_back_placeable, from the view alone). Other players' secret choices
// that are still hidden are re-chosen uniformly among their action cards.
State State::determinize(int player, Rng& rng) const {
  return determinize(player, rng, kDeterminizeAttempts);
}

State State::determinize(int player, Rng& rng, int attempts) const {
  State s = *this;
  const bool mover_must_place = phase_ == Phase::kBigDeal && actor_ != player;
  for (int attempt = 0;; ++attempt) {
    s = *this;
    s.redraw_unseen(player, rng);
    if (!mover_must_place || s.placeable(s.hand_cards(actor_)) != 0) break;
    if (attempt + 1 >= attempts) {
      s.give_back_placeable(player, rng);
      break;
    }
  }
  for (int q = 0; q < n(); ++q) {
    const auto qi = idx(q);
    if (q == player || pending_[qi] < 0) continue;
    std::array<std::int8_t, kNumPlaces> options{};
    std::size_t count = 0;
    for (int place = 0; place < kNumPlaces; ++place) {
      if (place >= kNumPubs && (used_[qi] & (1u << (place - kNumPubs)))) continue;
      options[count++] = gsl::narrow_cast<std::int8_t>(place);  // below kNumPlaces
    }
    s.pending_[qi] = options[idx(rng.below(count))];
  }
  return s;
}

}  // namespace caper::captain_cool
