// observation(player, out): exactly what `player` sees in their JSON view, as floats.
// Layout (n players; docs/rules/card_caper.md): a header, a block per seat, card planes
// (one float per card: every card lies in one place, so a plane per kind of place and one
// per owner), and the failed guesses that named hidden cards. Written front to back once
// through the core SparseObservationWriter, straight from the state's bit sets.
#include <algorithm>
#include <array>

#include "caper/card_caper/state.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"
#include "caper/core/observation.hpp"

namespace caper::card_caper {
namespace {

// Seat codes in the laid-open planes: (seat + 1) / 8, exact in float, within [0, 1].
constexpr float kSeatCode = 1.0F / 8;

}  // namespace

void State::observation(int player, std::span<float> out) const {
  const int n = num_players();
  if (player < 0 || player >= n || out.size() != idx(observation_size(n)))
    throw InvalidArgument("card_caper observation: player " + std::to_string(player) +
                          " or buffer size " + std::to_string(out.size()) + " out of range");
  const Options& o = game_->options();
  SparseObservationWriter w(out);
  w.one_hot(n, player);
  w.one_hot(kNumPhases, static_cast<int>(phase_));
  w.one_hot(n, dealer_);
  w.one_hot(n, turn_);
  w.one_hot(n, asked_);
  const bool has_category = phase_ == Phase::kPlay || phase_ == Phase::kAskResponse ||
                            (phase_ == Phase::kAskGuess && asked_ >= 0);
  w.one_hot(kNumCategories, has_category ? static_cast<int>(category_) : -1);
  w.scalar(static_cast<float>(turns_) / static_cast<float>(o.max_turns));
  w.scalar(static_cast<float>(dealt_) / static_cast<float>(kDeckSize));
  w.flag(end_ == EndReason::kCaught);
  w.flag(end_ == EndReason::kTurnLimit);
  const float most =
      static_cast<float>(std::max(1, (n - 1) * o.points_correct_guess + o.points_got_away));
  for (int p = 0; p < n; ++p) {
    w.flag(revealed(p));
    w.scalar(static_cast<float>(count(hand(p))) / static_cast<float>(kDeckSize));
    w.scalar(static_cast<float>(score_[idx(p)]) / most);
    w.bits(unable_active_ >> (p * kNumCategories), kNumCategories);
  }
  observe_cards(player, w);
  observe_hidden_guesses(w);
}

// The card planes: where each card the viewer can see lies, whose it is, which of them left
// their owner's hand after the owner's "could not play" record, and the guess that laid a
// card open.
void State::observe_cards(int player, SparseObservationWriter& w) const {
  const int n = num_players();
  const CardSet on_piles = on_pile_[0] | on_pile_[1] | on_pile_[2] | on_pile_[3];
  CardSet hidden_shown = 0;  // the viewer's own hidden card and every revealed one
  for (int p = 0; p < n; ++p)
    if (hidden_[idx(p)] != kNoCard && (p == player || revealed(p)))
      hidden_shown |= bit(hidden_[idx(p)]);
  // Sets that often hold many cards go out whole (no branch), the others bit by bit.
  const CardSet own_hand = hand(player);
  w.dense_cards(own_hand);
  w.cards(hidden_shown);
  for (int c = 0; c < kNumCategories; ++c) w.dense_cards(on_pile_[idx(c)]);
  const CardSet open = gone_ & ~on_piles;
  w.cards(open);
  const CardSet shown = own_hand | hidden_shown | gone_;
  std::array<CardSet, kNumCategories> recorded{};  // the cards of seats with a record
  for (int p = 0; p < n; ++p) {
    const CardSet own = dealt_to_[idx(p)] | (hidden_[idx(p)] == kNoCard ? 0 : bit(hidden_[idx(p)]));
    w.dense_cards(own & shown);
    for (int c = 0; c < kNumCategories; ++c)
      if (((unable_active_ >> (p * kNumCategories + c)) & 1U) != 0) recorded[idx(c)] |= own;
  }
  for (int c = 0; c < kNumCategories; ++c)
    w.cards(gone_since_unable_[idx(c)] & gone_ & recorded[idx(c)]);
  float* guesser = w.cursor();
  w.zeros(2 * kDeckSize);
  float* target = guesser + kDeckSize;
  for (CardSet rest = open; rest != 0; rest &= rest - 1) {
    const int x = std::countr_zero(rest);
    const int code = laid_open_by_[idx(x)];
    if (code == 0) continue;
    guesser[x] = static_cast<float>((code - 1) / kMaxSeats + 1) * kSeatCode;
    target[x] = static_cast<float>((code - 1) % kMaxSeats + 1) * kSeatCode;
  }
}

// Failed guesses that named a hidden card: a slot per named hidden card, in card order
// (the view does not say whose it is), with (card + 1) / 52 and bit guesser * n + target.
void State::observe_hidden_guesses(SparseObservationWriter& w) const {
  const int n = num_players();
  std::array<int, kMaxSeats> named{};  // the seats whose hidden card was named, by card
  int count_named = 0;
  for (int k = 0; k < n; ++k) {
    bool any = false;
    for (int t = 0; t < n; ++t) any = any || named_hidden_[idx(k)][idx(t)] != 0;
    if (!any) continue;
    int i = count_named++;
    for (; i > 0 && hidden_[idx(named[idx(i - 1)])] > hidden_[idx(k)]; --i)
      named[idx(i)] = named[idx(i - 1)];
    named[idx(i)] = k;
  }
  for (int i = 0; i < count_named; ++i) {
    const int k = named[idx(i)];
    w.scalar(static_cast<float>(hidden_[idx(k)] + 1) / static_cast<float>(kDeckSize));
    float* pairs = w.cursor();  // zeroed by the writer: only the named pairs are stored
    for (int t = 0; t < n; ++t)
      for (unsigned g = named_hidden_[idx(k)][idx(t)]; g != 0; g &= g - 1)
        pairs[std::countr_zero(g) * n + t] = 1.0F;
    w.advance(n * n);
  }
  w.zeros((n - count_named) * (1 + n * n));
}

}  // namespace caper::card_caper
