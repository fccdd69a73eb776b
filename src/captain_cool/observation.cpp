// Captain Cool observation tensor: exactly what a seat's JSON view shows, as floats
// (layout in docs/rules/captain_cool.md). Counts are scaled to about [0, 1]; every
// integer keeps a distinct float, so two different views give two different tensors.
// Most floats are zero (each card marks at most two columns of its row), so the core
// SparseObservationWriter zeroes the buffer once and only the rest is stored.
#include <bit>

#include "caper/captain_cool/game.hpp"
#include "caper/core/bits.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"
#include "caper/core/observation.hpp"

namespace caper::captain_cool {

// Sections in writing order (n seats): round 5, phase 17, sub/step/queue_pos/affray_pub 4,
// actor n, viewer n, scores n, pile sizes 4, decks used 4, hidden hand cards n,
// standing and lying 2 * 7 * n, supply n, pending n * 8, revealed n * 7, used n * 3,
// queue n * n, pick place 7, pick seat n, order n * n, turn 1, majority 3 * n; then the
// card planes.
int observation_size(int n) {
  const int fixed = kRounds + kObsPhases + 4 + kNumPiles * 2 + kNumPlaces + 1;  // 42
  const int per_seat = 3 + 1 + 2 * kNumPlaces + 1 + (kNumPlaces + 1) + kNumPlaces + kNumBosses + 1 +
                       kNumBosses;  // 41
  return fixed + per_seat * n + 2 * n * n + kNumCards * card_plane_width(n);
}

namespace {

// The sparse writer with the count scalars of this layout.
struct Writer : SparseObservationWriter {
  using SparseObservationWriter::scalar;
  using SparseObservationWriter::SparseObservationWriter;
  void scalar(int value, float scale) { scalar(static_cast<float>(value) * scale); }
};

}  // namespace

void State::observation(int player, std::span<float> out) const {
  const int np = n();
  if (out.size() != idx(observation_size(np)))
    throw InvalidArgument("captain_cool: observation needs " +
                          std::to_string(observation_size(np)) + " floats, got " +
                          std::to_string(out.size()));
  Writer w(out);
  w.one_hot(kRounds, round_ - 1);
  w.one_hot(kObsPhases, static_cast<int>(phase_));
  w.scalar(sub_, 1.0f / 64);
  w.scalar(step_, 1.0f / 8);
  w.scalar(queue_pos_, 1.0f / 8);
  w.scalar(affray_pub_, 1.0f / 4);
  w.one_hot(np, actor_);
  w.one_hot(np, player);
  for (int p = 0; p < np; ++p) w.scalar(at(scores_, p), 1.0f / 128);
  for (int k = 0; k < kNumPiles; ++k) w.scalar(at(pile_left_, k), 1.0f / 32);
  for (int k = 0; k < kNumPiles; ++k) w.scalar((decks_used_ >> k) & 1, 1.0f);
  for (int p = 0; p < np; ++p) {
    const std::uint64_t hidden = p == player ? 0 : hand_cards(p) & ~public_;
    w.scalar(bit_count(hidden), 1.0f / 8);
  }
  for (int place = 0; place < kNumPlaces; ++place)
    for (int p = 0; p < np; ++p) {
      w.scalar(standing(place, p), 1.0f / kFigures);
      w.scalar(lying(place, p), 1.0f / kFigures);
    }
  for (int p = 0; p < np; ++p) w.scalar(at(supply_, p), 1.0f / kFigures);
  for (int p = 0; p < np; ++p) {
    const int pending = at(pending_, p);  // a hidden choice is the last column
    w.one_hot(kNumPlaces + 1, pending < 0 ? -1 : p == player ? pending : kNumPlaces);
  }
  for (int p = 0; p < np; ++p) w.one_hot(kNumPlaces, at(revealed_, p));
  for (int p = 0; p < np; ++p)
    for (int b = 0; b < kNumBosses; ++b) w.scalar((at(used_, p) >> b) & 1, 1.0f);
  for (int i = 0; i < np; ++i) w.one_hot(np, i < queue_len_ ? at(queue_, i) : -1);
  w.one_hot(kNumPlaces, pick_place_);
  w.one_hot(np, pick_seat_);
  for (int i = 0; i < np; ++i) w.one_hot(np, at(order_, i));
  w.scalar(turn_, 1.0f / 8);
  for (int b = 0; b < kNumBosses; ++b) w.one_hot(np, at(majority_, b));
  // Card planes: a row per card, one column per place the viewer can see it in.
  const int width = card_plane_width(np);
  float* cards = w.cursor();
  auto mark = [&](int c, int column) { cards[c * width + column] = 1.0f; };
  std::uint64_t placed = in_pile_ | on_circle_;
  for (int k = 0; k < kNumPubs * 2; ++k) {
    const int c = at(at(pubs_, k / 2), k % 2);
    if (c < 0) continue;
    mark(c, k);
    placed |= std::uint64_t{1} << c;
  }
  for (std::uint64_t rest = on_circle_; rest != 0; rest &= rest - 1)
    mark(std::countr_zero(rest), kObsCircleColumn);
  for (int p = 0; p < np; ++p) {
    const std::uint64_t hand = hand_cards(p);
    placed |= hand;
    const std::uint64_t seen = p == player ? hand : hand & public_;
    for (std::uint64_t rest = seen; rest != 0; rest &= rest - 1)
      mark(std::countr_zero(rest), kObsHandColumn + p);
    for (std::uint64_t rest = hand & public_; rest != 0; rest &= rest - 1)
      mark(std::countr_zero(rest), kObsHandColumn + np);
  }
  const std::uint64_t all = (std::uint64_t{1} << kNumCards) - 1;
  for (std::uint64_t rest = all & ~placed; rest != 0; rest &= rest - 1)
    mark(std::countr_zero(rest), kObsDiscardColumn);
}

}  // namespace caper::captain_cool
