// The observation tensor (layout in docs/rules/trap_the_cap.md, "Observation tensor"):
// nothing is hidden, so it encodes the whole position, the same for every seat but for
// the seat's own one-hot.
#include <algorithm>
#include <array>

#include "caper/core/error.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

constexpr float kQuarter = 1.0F / kCapsPerColour;
constexpr float kMaxScore = 3.0F * kCapsPerColour;  // every cap of the other colours

void one_hot(std::span<float> out, int offset, int index) {
  if (index >= 0) out[idx(offset + index)] = 1.0F;
}

}  // namespace

void State::observation(int player, std::span<float> out) const {
  using O = ObservationLayout;
  if (player < 0 || player >= game_->num_players())
    throw InvalidArgument("trap_the_cap observation: player " + std::to_string(player) +
                          " is not a seat");
  if (out.size() != idx(O::kSize))
    throw InvalidArgument("trap_the_cap observation: buffer of " + std::to_string(out.size()) +
                          " floats, expected " + std::to_string(O::kSize));
  std::fill(out.begin(), out.end(), 0.0F);
  auto put = [&](int offset, float value) { out[idx(offset)] = value; };
  one_hot(out, O::kViewer, player);
  one_hot(out, O::kToMove, to_move_);
  put(O::kPhase + (is_terminal() ? 2 : roll_ == 0 ? 0 : 1), 1.0F);
  one_hot(out, O::kRoll, roll_ - 1);
  one_hot(out, O::kLastRoll, last_roll_ - 1);
  put(O::kTurns, static_cast<float>(turns_) / static_cast<float>(game_->options().max_turns));
  const unsigned seats = seats_to_play(in_play_mask());
  for (int p = 0; p < game_->num_players(); ++p) {
    const auto up = idx(p);
    put(O::kHideouts + p, hideout_[up] * kQuarter);
    for (int c = 0; c < game_->num_players(); ++c)
      put(O::kLocked + p * kMaxColours + c, locked_[up][idx(c)] * kQuarter);
    put(O::kPlays + p, static_cast<float>((seats >> p) & 1U));
    put(O::kWinners + p, static_cast<float>(is_winner(p)));
  }
  one_hot(out, O::kGoldenOwner, golden_owner_);
  put(O::kGoldenInHideout, golden_in_hideout_);
  one_hot(out, O::kEndReason, static_cast<int>(end_) - 1);
  // Scores (as score()) in one pass: what each owner carries of other teams, and locks up.
  std::array<int, kMaxColours> scores{};
  for (const Stack& s : stacks()) {
    const int owner = s.top == kGold ? golden_owner_ : s.top;
    if (owner < 0) continue;
    for (int c = 0; c < game_->num_players(); ++c)
      if (game_->team(c) != game_->team(owner)) scores[idx(owner)] += s.prisoners[idx(c)];
  }
  for (int p = 0; p < game_->num_players(); ++p) {
    for (int c = 0; c < game_->num_players(); ++c) scores[idx(p)] += locked(p, c);
    put(O::kScores + p, static_cast<float>(scores[idx(p)]) / kMaxScore);
  }
  int tower = 0;
  for (const Stack& s : stacks()) {
    out[idx(O::kPlanes + s.top * kSquares + s.square)] += s.top == kGold ? 1.0F : kQuarter;
    if (s.prisoner_count() == 0) continue;
    const int slot = O::kTowers + tower++ * O::kTowerWidth;
    put(slot, 1.0F);
    put(slot + 1, static_cast<float>(s.square) / (kSquares - 1));
    put(slot + 2 + s.top, 1.0F);
    for (int c = 0; c < kMaxColours; ++c) put(slot + 7 + c, s.prisoners[idx(c)] * kQuarter);
    put(slot + 11, s.golden_prisoner);
  }
}

}  // namespace caper::trap_the_cap
