// The move generator: every legal move of the thrower, sorted by id.
#include <bit>

#include <gsl/util>

#include "caper/trap_the_cap/game.hpp"
#include "trap_the_cap/internal.hpp"

namespace caper::trap_the_cap {

void State::occupancy(Occupancy& occ) const {
  occ = Occupancy{};  // zeroed as a block (fill() became a byte loop)
  for (std::size_t i = 0; i < num_stacks_; ++i) {
    const Stack& s = stacks_[i];
    const int team = team_of_stack(s);
    ++occ.count[s.square];
    occ.teams[s.square] =  // a bit per team, and bit 4 for the golden cap
        gsl::narrow_cast<std::uint8_t>(occ.teams[s.square] | (1U << (team < 0 ? 4 : team)));
  }
}

void State::add_piece_moves(ActionList& out, const Occupancy& occ, int from, int piece,
                            const Stack& mover) const {
  const Board& b = g_board;
  const bool golden = mover.top == kGold;
  const int team = team_of_stack(mover);
  const int n = roll_;
  const ActionId base = piece_base(golden, from, piece);
  for (std::uint8_t e : b.sphere(from, n))
    if (landing(occ, e, team, golden, from) != Landing::kIllegal)
      out.push_back(base + static_cast<ActionId>(b.ball_index(from, e)));
  // A tower carrying prisoners may enter its own hideout (not in the tower race).
  if (mover.prisoner_count() > 0 && from < kSquares &&
      game_->options().variant != Variant::kTowerRace) {
    const int owner = golden ? golden_owner_ : mover.top;
    const int home = hideout_node(owner);
    const int d = b.distance(from, home);
    if (d <= n) {
      out.push_back(base + static_cast<ActionId>(b.ball(from).size()));
      if (d < n)
        for (std::uint8_t e : b.sphere(home, n - d))
          if (landing(occ, e, team, golden, from) != Landing::kIllegal)
            out.push_back(home_out_id(golden, from, piece, e));
    }
  }
  if (!golden) return;
  // The golden cap may reverse once, on any square it may stop on (trapping what stands
  // there), never back into a hideout.
  for (int k = 1; k < n; ++k) {
    const int m = n - k;
    for (std::uint8_t t : b.sphere(from, k)) {
      if (landing(occ, t, team, true, from) == Landing::kIllegal) continue;
      auto try_end = [&](int e) {
        if (landing(occ, e, team, true, from) != Landing::kIllegal)
          out.push_back(reverse_id(from, t, e));
      };
      if (m < k) {
        for (std::uint8_t e : b.sphere(t, m))
          if (b.distance(from, e) == k - m) try_end(e);
      } else if (m == k) {
        if (from < kSquares) try_end(from);
      } else {
        for (std::uint8_t e : b.sphere(from, m - k))
          if (b.distance(t, e) == m) try_end(e);
      }
    }
  }
}

void State::generate(ActionList& out) const {
  out.clear();
  if (is_terminal()) return;
  if (roll_ == 0) {
    for (ActionId r = 0; r < 6; ++r) out.push_back(kRollBase + r);
    return;
  }
  Occupancy occ;
  occupancy(occ);
  unsigned movable = 0;  // colours the player may move
  for (int c = 0; c < game_->num_players(); ++c)
    if (movable_colour(c)) movable |= 1U << c;
  // The stacks the player may move, a bit per index, found without a branch per stack:
  // which stacks those are changes at random from one position to the next, so branches
  // there would mostly mispredict. (The golden cap's top, 4, is never a movable colour.)
  static_assert(kMaxStacks <= 32);
  std::uint32_t mine = 0;
  int golden_index = -1;
  for (std::size_t i = 0; i < num_stacks_; ++i) {
    mine |= ((movable >> stacks_[i].top) & 1U) << i;
    golden_index = stacks_[i].top == kGold ? gsl::narrow_cast<int>(i) : golden_index;
  }
  const Stack* golden_on_board = golden_index >= 0 ? &stacks_[idx(golden_index)] : nullptr;
  // Colour pieces on squares: distinct stacks per square, in key order (ids ascending).
  int previous_square = -1;
  int piece = 0;
  const Stack* previous = nullptr;
  for (; mine != 0; mine &= mine - 1) {
    const Stack& s = stacks_[idx(std::countr_zero(mine))];
    if (s.square != previous_square) {
      previous_square = s.square;
      piece = 0;
    } else if (previous != nullptr && *previous == s) {
      continue;
    }
    add_piece_moves(out, occ, s.square, piece++, s);
    previous = &s;
  }
  for (int c = 0; c < game_->num_players(); ++c) {
    if (hideout_[idx(c)] == 0 || ((movable >> c) & 1U) == 0) continue;
    Stack cap;
    cap.top = gsl::narrow_cast<std::uint8_t>(c);  // a colour
    add_piece_moves(out, occ, hideout_node(c), 0, cap);
  }
  // The golden cap's ids follow every colour move; only its reversals may come unsorted.
  const std::size_t golden_from = out.size();
  if (golden_movable()) {
    if (golden_on_board != nullptr)
      add_piece_moves(out, occ, golden_on_board->square, 0, *golden_on_board);
    if (golden_in_hideout_ != 0) {
      Stack gold;
      gold.top = kGold;
      add_piece_moves(out, occ, hideout_node(golden_owner_), 0, gold);
    }
  }
  for (std::size_t a = golden_from + 1; a < out.size(); ++a) {
    const ActionId v = out[a];
    std::size_t b = a;
    for (; b > 0 && out[b - 1] > v; --b) out[b] = out[b - 1];
    out[b] = v;
  }
  if (out.empty()) out.push_back(kPassAction);
}

}  // namespace caper::trap_the_cap
