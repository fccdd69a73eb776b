// Card Caper's state: queries on the public facts, returns, the heuristic and action text
// (what each seat reads of an event is in event_text.cpp).
#include "caper/card_caper/game.hpp"

#include <algorithm>

#include <gsl/assert>
#include <gsl/narrow>
#include <gsl/util>

#include "caper/core/index.hpp"

namespace caper::card_caper {

CardSet State::public_cards() const {
  CardSet set = gone_;
  for (int p = 0; p < num_players(); ++p)
    if (shown(p)) set |= bit(hidden_of(p));
  return set;
}

CardSet State::unseen_by(int viewer) const {
  CardSet seen = hand(viewer) | public_cards();
  if (hidden_of(viewer) != kNoCard) seen |= bit(hidden_of(viewer));
  return kFullDeck & ~seen;
}

CardSet State::failed_guesses(int guesser, int target) const {
  CardSet set = 0;
  for (int k = 0; k < num_players(); ++k)
    if (k != target && ((named_hidden(k, target) >> guesser) & 1U) != 0) set |= bit(hidden_of(k));
  const int code = 1 + guesser * kMaxPlayers + target;
  for (Card x = 0; x < kDeckSize; ++x)
    if (guess_code(x) == code) set |= bit(x);
  return set;
}

CardSet State::left_after(Category c) const {
  CardSet set = 0;
  for (Card x = 0; x < kDeckSize; ++x)
    if (record(x, c)) set |= bit(x);
  return set;
}

// The named operations. They run in apply, so the card bytes are stored with narrow_cast:
// each value fits its bits (the static_assert beside kKindBits in state.hpp).

void State::give_card(int p, Card x) {
  at(dealt_to_, p) |= bit(x);
  at(hand_size_, p) = gsl::narrow_cast<std::uint8_t>(at(hand_size_, p) + 1);  // at most 52
  place_records_[x] = place_byte(kInHand, p);
}

void State::give_hidden(int p, Card x) {
  at(hidden_, p) = x;
  place_records_[x] = place_byte(kHiddenCard, p);
}

// x leaves p's hand after p's active "could not play" records: not part of their snapshots.
void State::take_card(int p, Card x) {
  gone_ |= bit(x);
  at(hand_size_, p) = gsl::narrow_cast<std::uint8_t>(at(hand_size_, p) - 1);  // x was in it
  const unsigned records = (unable_active_ >> (p * kNumCategories)) & 15U;
  place_records_[x] =
      gsl::narrow_cast<std::uint8_t>(place_byte(kind(x), p) | ((records & 3U) << kRecordShift));
  guess_records_[x] = gsl::narrow_cast<std::uint8_t>((records >> 2) << kRecordShift);
}

void State::put_card(int p, Category c, Card x) {
  take_card(p, x);
  add_to_pile(bit(x), c);
  place_records_[x] = gsl::narrow_cast<std::uint8_t>((place_records_[x] & ~kKindBits) |
                                                     (kOnPile + static_cast<unsigned>(c)));
}

void State::lay_open(int h, Card x, int guesser, int target) {
  take_card(h, x);
  place_records_[x] = gsl::narrow_cast<std::uint8_t>((place_records_[x] & ~kKindBits) | kLaidOpen);
  set_laid_open_by(x, guesser, target);
}

void State::show(int p) {
  revealed_ = gsl::narrow_cast<std::uint8_t>(revealed_ | (1U << p));
}

void State::count_right_guess(int guesser) {
  at(right_guesses_, guesser) = gsl::narrow_cast<std::uint8_t>(at(right_guesses_, guesser) + 1);
}

void State::name_hidden(int k, int target, int guesser) {
  Expects(target != k);  // naming k's hidden card as k's is a right guess
  at(at(named_hidden_, k), named_column(k, target)) |=
      gsl::narrow_cast<std::uint8_t>(1U << guesser);
}

void State::forget_named_hidden(int k) {
  at(named_hidden_, k) = {};
}

void State::record_unable(int p, Category c) {
  // The first record is the strongest; later ones are implied by it.
  unable_active_ |= std::uint32_t{1} << (p * kNumCategories + static_cast<int>(c));
}

void State::mark_left_after(Category c, CardSet cards) {
  const auto k = static_cast<unsigned>(c);
  std::uint8_t* bytes = k < 2 ? place_records_.data() : guess_records_.data();
  const auto flag = gsl::narrow_cast<std::uint8_t>(1U << (kRecordShift + (k & 1U)));
  for (Card x = 0; x < kDeckSize; ++x)
    if (has(cards & gone_, x)) bytes[x] = gsl::narrow_cast<std::uint8_t>(bytes[x] | flag);
}

void State::set_laid_open_by(Card x, int guesser, int target) {
  guess_records_[x] = gsl::narrow_cast<std::uint8_t>((guess_records_[x] & ~kCodeBits) |
                                                     (1 + guesser * kMaxPlayers + target));
}

void State::index_cards() {
  const auto records = gsl::narrow_cast<std::uint8_t>(3U << kRecordShift);
  for (Card x = 0; x < kDeckSize; ++x) {
    int owner = 0;
    while (owner < kMaxPlayers - 1 && !has(at(dealt_to_, owner), x)) ++owner;
    int kind = 0;
    if (has(gone_, x)) {
      kind = kLaidOpen;
      if (has(piled_, x))
        kind = kOnPile + (has(pile_category_[0], x) ? 1 : 0) + (has(pile_category_[1], x) ? 2 : 0);
    } else if (has(at(dealt_to_, owner), x)) {
      kind = kInHand;
    }
    place_records_[x] = gsl::narrow_cast<std::uint8_t>((place_records_[x] & records) |
                                                       place_byte(kind, kind == 0 ? 0 : owner));
  }
  for (int p = 0; p < kMaxPlayers; ++p) {
    if (hidden_of(p) != kNoCard) place_records_[hidden_of(p)] = place_byte(kHiddenCard, p);
    at(hand_size_, p) = gsl::narrow<std::uint8_t>(count(hand(p)));
  }
}

std::optional<CardSet> State::opening_of(int p) const {
  const unsigned empty = empty_piles(p);
  if (empty == 0) return std::nullopt;
  const CardSet opening = unable(p, static_cast<Category>(std::countr_zero(empty))).gone;
  for (int c = 0; c < kNumCategories; ++c) {
    const Unable u = unable(p, static_cast<Category>(c));
    const bool filled = ((empty >> c) & 1U) == 0;
    if (filled ? count(pile(p, static_cast<Category>(c)) & opening) != 1
               : !u.active || u.gone != opening)
      return std::nullopt;
  }
  if (count(opening) + bit_count(empty) != kNumCategories) return std::nullopt;
  return opening;
}

CardSet State::undealt() const {
  CardSet set = kFullDeck;
  for (int p = 0; p < num_players(); ++p) {
    set &= ~at(dealt_to_, p);
    if (hidden_of(p) != kNoCard) set &= ~bit(hidden_of(p));
  }
  return set;
}

int State::unrevealed_count() const {
  int k = 0;
  for (int p = 0; p < num_players(); ++p)
    if (!revealed(p)) ++k;
  return k;
}

void State::returns(std::span<double> out) const {
  std::fill(out.begin(), out.end(), 0.0);
  if (!is_terminal()) return;
  const int n = num_players();
  int best = 0;
  for (int p = 0; p < n; ++p) best = std::max(best, score(p));
  int winners = 0;
  for (int p = 0; p < n; ++p)
    if (score(p) == best) ++winners;
  for (int p = 0; p < n && idx(p) < out.size(); ++p)
    if (score(p) == best) at(out, p) = 1.0 / winners;
}

double State::heuristic(int player) const {
  const int n = num_players();
  if (is_terminal()) {
    std::array<double, kMaxPlayers> r{};
    returns(std::span<double>(r.data(), idx(n)));
    return at(r, player);
  }
  int best_other = 0;
  for (int p = 0; p < n; ++p)
    if (p != player) best_other = std::max(best_other, score(p));
  const double lead = std::clamp(static_cast<double>(score(player) - best_other), -4.0, 4.0);
  double h = 0.5 + 0.1 * lead;
  if (hidden_of(player) != kNoCard) h += revealed(player) ? -0.05 : 0.05;
  return std::clamp(h, 0.0, 1.0);
}

std::string State::action_to_string(ActionId action) const {
  return game_->codec().to_string(action);
}

ActionId State::action_from_string(std::string_view text) const {
  return game_->codec().from_string(text);
}

}  // namespace caper::card_caper
