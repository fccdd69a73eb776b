// observation(player, out): exactly what `player` sees in their JSON view, as floats.
// Layout (n players; docs/rules/card_caper.md): one-hot planes written from the bit sets.
#include <algorithm>

#include "caper/card_caper/state.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"

namespace caper::card_caper {
namespace {

// Writes 1 at out[base + c] for every card c of `set`; returns base + 52.
std::size_t put_cards(std::span<float> out, std::size_t base, CardSet set) {
  while (set != 0) {
    out[base + idx(std::countr_zero(set))] = 1.0F;
    set &= set - 1;
  }
  return base + kDeckSize;
}

// Writes a one-hot of `k` among `size` slots (nothing when k < 0); returns base + size.
std::size_t put_one_hot(std::span<float> out, std::size_t base, int k, int size) {
  if (k >= 0) out[base + idx(k)] = 1.0F;
  return base + idx(size);
}

}  // namespace

void State::observation(int player, std::span<float> out) const {
  const int n = num_players();
  if (player < 0 || player >= n || out.size() != idx(observation_size(n)))
    throw InvalidArgument("card_caper observation: player " + std::to_string(player) +
                          " or buffer size " + std::to_string(out.size()) + " out of range");
  std::fill(out.begin(), out.end(), 0.0F);
  const Options& o = game_->options();
  std::size_t k = put_one_hot(out, 0, player, n);
  k = put_one_hot(out, k, static_cast<int>(phase_), kNumPhases);
  k = put_one_hot(out, k, dealer_, n);
  k = put_one_hot(out, k, turn_, n);
  k = put_one_hot(out, k, asked_, n);
  const bool has_category = phase_ == Phase::kPlay || phase_ == Phase::kAskResponse ||
                            (phase_ == Phase::kAskGuess && asked_ >= 0);
  k = put_one_hot(out, k, has_category ? static_cast<int>(category_) : -1, kNumCategories);
  out[k++] = static_cast<float>(turns_) / static_cast<float>(o.max_turns);
  out[k++] = static_cast<float>(dealt_) / static_cast<float>(kDeckSize);
  out[k++] = end_ == EndReason::kCaught ? 1.0F : 0.0F;
  out[k++] = end_ == EndReason::kTurnLimit ? 1.0F : 0.0F;
  const float most =
      static_cast<float>(std::max(1, (n - 1) * o.points_correct_guess + o.points_got_away));
  for (int p = 0; p < n; ++p) {
    const Card h = hidden_[idx(p)];
    const bool shown = h != kNoCard && (p == player || revealed(p));
    out[k++] = revealed(p) ? 1.0F : 0.0F;
    out[k++] = static_cast<float>(count(hand(p))) / static_cast<float>(kDeckSize);
    out[k++] = static_cast<float>(score_[idx(p)]) / most;
    k = put_cards(out, k, shown ? bit(h) : 0);
    for (int c = 0; c < kNumCategories; ++c)
      k = put_cards(out, k, pile(p, static_cast<Category>(c)));
    k = put_cards(out, k, laid_open(p));
  }
  k = put_cards(out, k, hand(player));
  for (int g = 0; g < n; ++g)
    for (int t = 0; t < n; ++t) k = put_cards(out, k, failed_guesses(g, t));
  for (int p = 0; p < n; ++p)
    for (int c = 0; c < kNumCategories; ++c) {
      const Unable u = unable(p, static_cast<Category>(c));
      out[k++] = u.active ? 1.0F : 0.0F;
      k = put_cards(out, k, u.gone);
    }
}

}  // namespace caper::card_caper
