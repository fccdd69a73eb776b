// The observation tensor (layout in docs/rules/trap_the_cap.md, "Observation tensor"):
// nothing is hidden, so it encodes the whole position, the same for every seat but for
// the seat's own one-hot. Most of it is zero (at most 17 caps on 385 square floats, at most
// 8 towers), so the core SparseObservationWriter zeroes it once and stores the rest.
#include <array>

#include "caper/core/error.hpp"
#include "caper/core/observation.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

constexpr float kQuarter = 1.0F / kCapsPerColour;
constexpr float kMaxScore = 3.0F * kCapsPerColour;  // every cap of the other colours

}  // namespace

void State::observation(int player, std::span<float> out) const {
  using O = ObservationLayout;
  const int n = game_->num_players();
  if (player < 0 || player >= n)
    throw InvalidArgument("trap_the_cap observation: player " + std::to_string(player) +
                          " is not a seat");
  if (out.size() != idx(O::kSize))
    throw InvalidArgument("trap_the_cap observation: buffer of " + std::to_string(out.size()) +
                          " floats, expected " + std::to_string(O::kSize));
  // Scores (as score()) in one pass: what each owner carries of other teams, and locks up.
  const int team_bits = game_->team(1) == game_->team(3) ? 1 : ~0;  // p, q one team: 0
  SparseObservationWriter w(out);
  w.one_hot(kMaxColours, player);
  w.one_hot(kMaxColours, to_move_);
  w.one_hot(3, is_terminal() ? 2 : roll_ == 0 ? 0 : 1);
  w.one_hot(6, roll_ - 1);
  w.one_hot(6, last_roll_ - 1);
  w.scalar(static_cast<float>(turns_) / static_cast<float>(game_->options().max_turns));
  for (int p = 0; p < kMaxColours; ++p) w.scalar(p < n ? hideout_[idx(p)] * kQuarter : 0.0F);
  // Scores (as score()): the caps each seat locked up, then what the towers carry of other
  // teams, added in the one pass over the stacks below.
  std::array<int, kMaxColours> scores{};
  for (int p = 0; p < kMaxColours; ++p)
    for (int c = 0; c < kMaxColours; ++c) {
      const bool seen = p < n && c < n;
      if (seen) scores[idx(p)] += locked_[idx(p)][idx(c)];
      w.scalar(seen ? locked_[idx(p)][idx(c)] * kQuarter : 0.0F);
    }
  w.one_hot(kMaxColours, golden_owner_);
  w.scalar(golden_in_hideout_);
  float* score_floats = w.cursor();
  w.zeros(kMaxColours);
  const unsigned seats_mask = (1U << n) - 1;  // colours beyond the player count stay 0
  w.dense_bits(seats_to_play(in_play_mask()) & seats_mask, kMaxColours);
  w.dense_bits(winners_ & seats_mask, kMaxColours);
  w.one_hot(2, static_cast<int>(end_) - 1);
  w.scalar(0.0F);  // spare
  // Planes: a mark per stack on top; towers (stacks with prisoners) listed after them.
  float* planes = w.cursor();
  w.zeros(5 * kSquares);
  int towers = 0;
  for (const Stack& s : stacks()) {
    planes[s.top * kSquares + s.square] += s.top == kGold ? 1.0F : kQuarter;
    if (s.prisoner_count() == 0) continue;
    ++towers;
    w.scalar(1.0F);
    w.scalar(static_cast<float>(s.square) / (kSquares - 1));
    w.one_hot(5, s.top);
    for (int c = 0; c < kMaxColours; ++c) w.scalar(s.prisoners[idx(c)] * kQuarter);
    w.scalar(s.golden_prisoner);
    const int owner = s.top == kGold ? golden_owner_ : s.top;
    if (owner < 0) continue;               // a golden cap without owner scores for no one
    for (int c = 0; c < kMaxColours; ++c)  // no branch on the teams (c ^ owner)
      scores[idx(owner)] += s.prisoners[idx(c)] * static_cast<int>(((c ^ owner) & team_bits) != 0);
  }
  w.zeros((8 - towers) * O::kTowerWidth);
  for (int p = 0; p < kMaxColours; ++p)
    score_floats[p] = static_cast<float>(scores[idx(p)]) / kMaxScore;
}

}  // namespace caper::trap_the_cap
