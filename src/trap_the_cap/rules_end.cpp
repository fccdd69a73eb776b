// Who is still in play, whose turn is next, the scores and the end of the game.
#include <algorithm>
#include <bit>

#include <gsl/util>

#include "caper/core/bits.hpp"
#include "caper/trap_the_cap/game.hpp"
#include "trap_the_cap/internal.hpp"

namespace caper::trap_the_cap {

unsigned State::in_play_mask() const {
  unsigned mask = 0;
  for (int c = 0; c < game_->num_players(); ++c)
    mask |= static_cast<unsigned>(hideout_[idx(c)] > 0) << c;
  for (std::size_t i = 0; i < num_stacks_; ++i) mask |= 1U << stacks_[i].top;
  mask &= ~(1U << kGold);  // the golden cap's own bit; its owner is added below
  if (golden_owner_ >= 0) mask |= 1U << golden_owner_;  // a golden cap with an owner is free
  return mask;
}

bool State::in_play(int player) const {
  return ((in_play_mask() >> player) & 1U) != 0;
}

// In total partners a seat moves his team's caps, so he plays while his partner has a free
// cap (seats p and p ^ 2 are partners); elsewhere a seat plays while he has a free cap.
unsigned State::seats_to_play(unsigned in_play) const {
  if (game_->options().variant != Variant::kTotalPartners) return in_play;
  return (in_play | (in_play >> 2) | (in_play << 2)) & 0xFU;
}

bool State::plays(int seat) const {
  return ((seats_to_play(in_play_mask()) >> seat) & 1U) != 0;
}

int State::free_teams() const {
  const unsigned players = in_play_mask();
  unsigned teams = 0;
  for (int p = 0; p < game_->num_players(); ++p)
    if ((players >> p) & 1U) teams |= 1U << game_->team(p);
  return bit_count(teams);
}

int State::score(int player) const {
  int total = 0;
  const int team = game_->team(player);
  for (int c = 0; c < game_->num_players(); ++c) {
    total += locked_[idx(player)][idx(c)];
    if (game_->team(c) == team) continue;
    for (std::size_t i = 0; i < num_stacks_; ++i) {
      const Stack& s = stacks_[i];
      const int owner = s.top == kGold ? golden_owner_ : s.top;
      if (owner == player) total += s.prisoners[idx(c)];
    }
  }
  return total;
}

double State::heuristic(int player) const {
  if (is_terminal()) {
    std::array<double, kMaxColours> r{};
    returns(std::span<double>(r.data(), idx(game_->num_players())));
    return r[idx(player)];
  }
  std::array<double, kMaxColours> material{};
  for (int p = 0; p < game_->num_players(); ++p)
    material[idx(p)] = 1.0 + 2.0 * score(p) + hideout_[idx(p)];
  for (std::size_t i = 0; i < num_stacks_; ++i)
    if (stacks_[i].top < game_->num_players()) material[stacks_[i].top] += 1.0;
  double all = 0;
  for (int p = 0; p < game_->num_players(); ++p) all += material[idx(p)];
  return material[idx(player)] / all;
}

void State::finish_turn() {
  ++turns_;
  const int thrown = roll_;
  roll_ = 0;
  const unsigned players = in_play_mask();
  const int n = game_->num_players();
  unsigned teams = 0;
  for (int p = 0; p < n; ++p) teams |= ((players >> p) & 1U) << game_->team(p);
  if ((teams & (teams - 1)) == 0) {  // at most one team left
    end_ = EndReason::kOneLeft;
  } else if (turns_ >= game_->options().max_turns) {
    end_ = EndReason::kTurnLimit;
  }
  if (is_terminal()) {
    decide_winners();
    return;
  }
  const unsigned seats = seats_to_play(players);
  if (thrown == 6 && ((seats >> to_move_) & 1U)) return;  // a 6 throws again
  // The next seat that plays after to_move_, clockwise (the lowest one when none is later;
  // to_move_ itself when it is the only one).
  const unsigned later = seats & ~((2U << to_move_) - 1U);
  to_move_ =
      gsl::narrow_cast<std::uint8_t>(std::countr_zero(later != 0 ? later : seats));  // a seat
}

void State::decide_winners() {
  const Options& o = game_->options();
  const int n = game_->num_players();
  winners_ = 0;
  bool offensive = end_ == EndReason::kTurnLimit;
  if (!offensive) {
    if (o.variant == Variant::kGoldenCap) {
      offensive = true;
      if (o.golden_winner == GoldenWinner::kOwner) {
        int holder = golden_owner_;
        for (std::size_t i = 0; i < num_stacks_ && holder < 0; ++i)
          if (stacks_[i].golden_prisoner != 0) holder = stacks_[i].top;
        if (holder >= 0) {
          winners_ = gsl::narrow_cast<std::uint8_t>(1U << holder);  // a bit per seat
          return;
        }
      }
    } else if (o.variant == Variant::kTowerRace || o.scoring == Scoring::kDefensive) {
      for (int p = 0; p < n; ++p)
        if (in_play(p))
          for (int q = 0; q < n; ++q)
            if (game_->team(q) == game_->team(p))
              winners_ = gsl::narrow_cast<std::uint8_t>(winners_ | (1U << q));
      return;
    } else {
      offensive = true;
    }
  }
  std::array<int, kMaxColours> team_score{};
  for (int p = 0; p < n; ++p) team_score[idx(game_->team(p))] += score(p);
  int best = -1;
  for (int p = 0; p < n; ++p) best = std::max(best, team_score[idx(game_->team(p))]);
  for (int p = 0; p < n; ++p)
    if (team_score[idx(game_->team(p))] == best)
      winners_ = gsl::narrow_cast<std::uint8_t>(winners_ | (1U << p));
}

void State::returns(std::span<double> out) const {
  std::fill(out.begin(), out.end(), 0.0);
  if (!is_terminal()) return;
  const int k = bit_count(static_cast<unsigned>(winners_));
  for (int p = 0; p < game_->num_players() && idx(p) < out.size(); ++p)
    if (is_winner(p)) at(out, p) = 1.0 / k;
}

}  // namespace caper::trap_the_cap
