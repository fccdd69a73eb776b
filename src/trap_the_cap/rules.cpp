// The rules: who moves, the legal moves, and what a move does.
#include <algorithm>
#include <bit>

#include <gsl/assert>

#include "caper/core/error.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

// The board, bound once when the library loads: the move generator's hot loops then
// skip the guard of Board::standard()'s function-local static.
const Board& g_board = Board::standard();

}  // namespace

State::State(const Game* game) : game_(game) {}

bool operator==(const State& a, const State& b) {
  if (a.num_stacks_ != b.num_stacks_) return false;
  for (std::size_t i = 0; i < a.num_stacks_; ++i)
    if (!(a.stacks_[i] == b.stacks_[i])) return false;
  return a.game_ == b.game_ && a.hideout_ == b.hideout_ && a.locked_ == b.locked_ &&
         a.golden_owner_ == b.golden_owner_ && a.golden_in_hideout_ == b.golden_in_hideout_ &&
         a.to_move_ == b.to_move_ && a.roll_ == b.roll_ && a.last_roll_ == b.last_roll_ &&
         a.end_ == b.end_ && a.winners_ == b.winners_ && a.turns_ == b.turns_;
}

int State::current_player() const {
  if (is_terminal()) return kTerminalPlayer;
  if (roll_ == 0) return kChancePlayer;
  return to_move_;
}

int State::team_of_stack(const Stack& s) const {
  if (s.top != kGold) return game_->team(s.top);
  return golden_owner_ >= 0 ? game_->team(golden_owner_) : -1;  // -1: the neutral golden cap
}

bool State::movable_colour(int colour) const {
  if (colour == to_move_) return true;
  return game_->options().variant == Variant::kTotalPartners &&
         game_->team(colour) == game_->team(to_move_);
}

bool State::golden_movable() const {
  return golden_owner_ >= 0 && movable_colour(golden_owner_);
}

unsigned State::in_play_mask() const {
  unsigned mask = 0;
  for (int c = 0; c < game_->num_players(); ++c)
    mask |= static_cast<unsigned>(hideout_[static_cast<std::size_t>(c)] > 0) << c;
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
  return std::popcount(teams);
}

int State::score(int player) const {
  int total = 0;
  const int team = game_->team(player);
  for (int c = 0; c < game_->num_players(); ++c) {
    total += locked_[static_cast<std::size_t>(player)][static_cast<std::size_t>(c)];
    if (game_->team(c) == team) continue;
    for (std::size_t i = 0; i < num_stacks_; ++i) {
      const Stack& s = stacks_[i];
      const int owner = s.top == kGold ? golden_owner_ : s.top;
      if (owner == player) total += s.prisoners[static_cast<std::size_t>(c)];
    }
  }
  return total;
}

double State::heuristic(int player) const {
  if (is_terminal()) {
    std::array<double, kMaxColours> r{};
    returns(std::span<double>(r.data(), static_cast<std::size_t>(game_->num_players())));
    return r[static_cast<std::size_t>(player)];
  }
  std::array<double, kMaxColours> material{};
  for (int p = 0; p < game_->num_players(); ++p)
    material[static_cast<std::size_t>(p)] =
        1.0 + 2.0 * score(p) + hideout_[static_cast<std::size_t>(p)];
  for (std::size_t i = 0; i < num_stacks_; ++i)
    if (stacks_[i].top < game_->num_players()) material[stacks_[i].top] += 1.0;
  double all = 0;
  for (int p = 0; p < game_->num_players(); ++p) all += material[static_cast<std::size_t>(p)];
  return material[static_cast<std::size_t>(player)] / all;
}

void State::occupancy(Occupancy& occ) const {
  occ = Occupancy{};  // zeroed as a block (fill() became a byte loop)
  for (std::size_t i = 0; i < num_stacks_; ++i) {
    const Stack& s = stacks_[i];
    const int team = team_of_stack(s);
    ++occ.count[s.square];
    occ.teams[s.square] =
        static_cast<std::uint8_t>(occ.teams[s.square] | (1U << (team < 0 ? 4 : team)));
  }
}

// Landing rules for a piece of `team` ending (or turning) on `square`; `leaving` is the
// square the piece left (it no longer counts there; it is of its own team).
inline State::Landing State::landing(const Occupancy& occ, int square, int team, bool golden,
                                     int leaving) {
  const auto sq = static_cast<std::size_t>(square);
  const int count = occ.count[sq] - (square == leaving ? 1 : 0);
  const bool enemies = (occ.teams[sq] & ~(1U << team)) != 0;
  if (g_board.is_grey(square)) {
    if (golden && enemies) return Landing::kTrap;
    return count < 3 ? Landing::kLand : Landing::kIllegal;
  }
  return enemies ? Landing::kTrap : Landing::kLand;
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
    golden_index = stacks_[i].top == kGold ? static_cast<int>(i) : golden_index;
  }
  const Stack* golden_on_board =
      golden_index >= 0 ? &stacks_[static_cast<std::size_t>(golden_index)] : nullptr;
  // Colour pieces on squares: distinct stacks per square, in key order (ids ascending).
  int previous_square = -1;
  int piece = 0;
  const Stack* previous = nullptr;
  for (; mine != 0; mine &= mine - 1) {
    const Stack& s = stacks_[static_cast<std::size_t>(std::countr_zero(mine))];
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
    if (hideout_[static_cast<std::size_t>(c)] == 0 || ((movable >> c) & 1U) == 0) continue;
    Stack cap;
    cap.top = static_cast<std::uint8_t>(c);
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

void State::legal_actions(ActionList& out) const {
  generate(out);
}

void State::chance_outcomes(ChanceList& out) const {
  if (is_terminal() || roll_ != 0)
    throw WrongPhase("trap_the_cap: chance outcomes exist only when the die is to be thrown");
  out.clear();
  for (ActionId r = 0; r < 6; ++r) out.push_back(ChanceOutcome{kRollBase + r, 1.0 / 6.0});
}

bool State::is_legal(ActionId action) const {
  return legal_id(action);
}

bool State::legal_id(ActionId action) const {
  if (is_terminal()) return false;
  if (roll_ == 0) return action < 6;
  if (action == kPassAction) {
    ActionList legal;
    generate(legal);
    return legal.size() == 1 && legal[0] == kPassAction;
  }
  if (action <= kPassAction || action >= game_->num_distinct_actions()) return false;
  Stack mover;
  int index = -1;
  return check_move(decode(action), mover, index);
}

// The piece a move names, as generate() enumerates them.
bool State::find_piece(const Move& m, Stack& mover, int& index) const {
  mover = Stack{};
  index = -1;
  if (is_hideout_node(m.from)) {
    const int seat = hideout_seat(m.from);
    if (seat >= game_->num_players()) return false;
    if (m.golden) {
      mover.top = kGold;
      return golden_in_hideout_ != 0 && golden_owner_ == seat && golden_movable();
    }
    mover.top = static_cast<std::uint8_t>(seat);
    return m.piece == 0 && hideout_[static_cast<std::size_t>(seat)] > 0 && movable_colour(seat);
  }
  int piece = 0;
  const Stack* previous = nullptr;
  for (std::size_t i = 0; i < num_stacks_; ++i) {
    const Stack& s = stacks_[i];
    if (s.square != m.from) continue;
    if (m.golden) {
      if (s.top != kGold || !golden_movable()) continue;
    } else {
      if (s.top == kGold || !movable_colour(s.top)) continue;
      if (previous != nullptr && *previous == s) continue;
      previous = &s;
      if (piece++ != m.piece) continue;
    }
    mover = s;
    index = static_cast<int>(i);
    return true;
  }
  return false;
}

bool State::check_move(const Move& m, Stack& mover, int& index) const {
  if (m.golden && !game_->golden_cap()) return false;
  if (!find_piece(m, mover, index)) return false;
  const Board& b = g_board;
  const bool golden = mover.top == kGold;
  const int team = team_of_stack(mover);
  const int n = roll_;
  // Only one or two squares matter: count their pieces directly.
  auto landing_on = [&](int square) {
    Occupancy occ;
    const auto sq = static_cast<std::size_t>(square);
    occ.count[sq] = 0;
    occ.teams[sq] = 0;
    for (std::size_t i = 0; i < num_stacks_; ++i) {
      if (stacks_[i].square != square) continue;
      const int t = team_of_stack(stacks_[i]);
      ++occ.count[sq];
      occ.teams[sq] = static_cast<std::uint8_t>(occ.teams[sq] | (1U << (t < 0 ? 4 : t)));
    }
    return landing(occ, square, team, golden, m.from);
  };
  auto lands = [&](int square) { return landing_on(square) != Landing::kIllegal; };
  switch (m.kind) {
    case MoveKind::kStep:
      return b.distance(m.from, m.to) == n && lands(m.to);
    case MoveKind::kHomeStop:
    case MoveKind::kHomeOut: {
      if (mover.prisoner_count() == 0 || m.from >= kSquares ||
          game_->options().variant == Variant::kTowerRace)
        return false;
      const int home = hideout_node(golden ? golden_owner_ : mover.top);
      const int d = b.distance(m.from, home);
      if (m.via != home || d > n) return false;
      if (m.kind == MoveKind::kHomeStop) return true;
      return d < n && b.distance(home, m.to) == n - d && lands(m.to);
    }
    case MoveKind::kReverse: {
      if (!golden) return false;
      const int k = b.distance(m.from, m.via);
      const int back = n - k;
      if (k < 1 || k >= n || !lands(m.via)) return false;
      const int from_start = k > back ? k - back : back - k;
      return b.distance(m.via, m.to) == back && b.distance(m.from, m.to) == from_start &&
             lands(m.to);
    }
    default:
      return false;
  }
}

void State::insert(const Stack& s) {
  Expects(num_stacks_ < kMaxStacks);
  std::size_t i = num_stacks_++;
  const std::uint64_t key = s.key();
  for (; i > 0 && stacks_[i - 1].key() > key; --i) stacks_[i] = stacks_[i - 1];
  stacks_[i] = s;
}

void State::erase(int index) {
  for (auto i = static_cast<std::size_t>(index); i + 1 < num_stacks_; ++i)
    stacks_[i] = stacks_[i + 1];
  --num_stacks_;
}

// Removes the moving piece (at `index`, found by find_piece) from its start.
void State::take_piece(const Move& m, int index) {
  if (is_hideout_node(m.from)) {
    if (m.golden)
      golden_in_hideout_ = 0;
    else
      --hideout_[static_cast<std::size_t>(hideout_seat(m.from))];
    return;
  }
  Expects(index >= 0 && index < num_stacks_);
  erase(index);
}

// Puts the mover on `square`, trapping what the landing rules say it traps.
void State::land(Stack& mover, int square) {
  const bool golden = mover.top == kGold;
  const int team = team_of_stack(mover);
  const bool may_trap = golden || !g_board.is_grey(square);
  if (may_trap) {
    for (std::size_t i = num_stacks_; i-- > 0;) {
      const Stack& s = stacks_[i];
      if (s.square != square || team_of_stack(s) == team) continue;
      if (s.top == kGold) {
        mover.golden_prisoner = 1;
        golden_owner_ = -1;  // a trapped golden cap belongs to nobody until freed
      } else {
        ++mover.prisoners[s.top];
      }
      for (std::size_t c = 0; c < 4; ++c)
        mover.prisoners[c] = static_cast<std::uint8_t>(mover.prisoners[c] + s.prisoners[c]);
      mover.golden_prisoner = static_cast<std::uint8_t>(mover.golden_prisoner | s.golden_prisoner);
      erase(static_cast<int>(i));
    }
  }
  mover.square = static_cast<std::uint8_t>(square);
}

// In the hideout: own-team prisoners are freed (each into its own colour's hideout),
// the golden cap is freed to the hideout's owner, the rest are locked up.
void State::unload(Stack& mover) {
  const int owner = mover.top == kGold ? golden_owner_ : mover.top;
  const int team = game_->team(owner);
  for (std::size_t c = 0; c < 4; ++c) {
    if (mover.prisoners[c] == 0) continue;
    if (game_->team(static_cast<int>(c)) == team)
      hideout_[c] = static_cast<std::uint8_t>(hideout_[c] + mover.prisoners[c]);
    else
      locked_[static_cast<std::size_t>(owner)][c] = static_cast<std::uint8_t>(
          locked_[static_cast<std::size_t>(owner)][c] + mover.prisoners[c]);
    mover.prisoners[c] = 0;
  }
  if (mover.golden_prisoner != 0) {
    mover.golden_prisoner = 0;
    golden_owner_ = static_cast<std::int8_t>(owner);
    golden_in_hideout_ = 1;
  }
}

State State::apply(ActionId action) const {
  Move m;
  Stack mover;
  int index = -1;
  bool legal = false;
  if (is_terminal()) {
    legal = false;
  } else if (roll_ == 0 || action <= kPassAction) {
    legal = legal_id(action);
  } else if (action < game_->num_distinct_actions()) {
    m = decode(action);
    legal = check_move(m, mover, index);
  }
  if (!legal) {
    std::string text;
    try {
      text = "'" + action_to_string(action) + "'";
    } catch (const Error&) {
      text = "id " + std::to_string(action) + " (out of range)";
    }
    std::string why = is_terminal() ? "the game is over"
                      : roll_ == 0  ? "the die must be thrown first"
                                    : "not a legal move with a throw of " + std::to_string(roll_);
    throw IllegalAction("trap_the_cap: action " + text + " is illegal: " + why);
  }
  State next = *this;
  if (roll_ == 0) {
    next.roll_ = static_cast<std::uint8_t>(action - kRollBase + 1);
    next.last_roll_ = next.roll_;
    return next;
  }
  if (action != kPassAction) {
    next.take_piece(m, index);
    switch (m.kind) {
      case MoveKind::kStep:
        next.land(mover, m.to);
        next.insert(mover);
        break;
      case MoveKind::kHomeStop:
        next.unload(mover);
        if (mover.top == kGold)
          next.golden_in_hideout_ = 1;
        else
          ++next.hideout_[mover.top];
        break;
      case MoveKind::kHomeOut:
        next.unload(mover);
        next.land(mover, m.to);
        next.insert(mover);
        break;
      case MoveKind::kReverse:
        next.land(mover, m.via);
        next.land(mover, m.to);
        next.insert(mover);
        break;
      default:
        Expects(false);
    }
  }
  next.finish_turn();
  return next;
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
  to_move_ = static_cast<std::uint8_t>(std::countr_zero(later != 0 ? later : seats));
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
          winners_ = static_cast<std::uint8_t>(1U << holder);
          return;
        }
      }
    } else if (o.variant == Variant::kTowerRace || o.scoring == Scoring::kDefensive) {
      for (int p = 0; p < n; ++p)
        if (in_play(p))
          for (int q = 0; q < n; ++q)
            if (game_->team(q) == game_->team(p))
              winners_ = static_cast<std::uint8_t>(winners_ | (1U << q));
      return;
    } else {
      offensive = true;
    }
  }
  std::array<int, kMaxColours> team_score{};
  for (int p = 0; p < n; ++p) team_score[static_cast<std::size_t>(game_->team(p))] += score(p);
  int best = -1;
  for (int p = 0; p < n; ++p)
    best = std::max(best, team_score[static_cast<std::size_t>(game_->team(p))]);
  for (int p = 0; p < n; ++p)
    if (team_score[static_cast<std::size_t>(game_->team(p))] == best)
      winners_ = static_cast<std::uint8_t>(winners_ | (1U << p));
}

void State::returns(std::span<double> out) const {
  std::fill(out.begin(), out.end(), 0.0);
  if (!is_terminal()) return;
  const int k = std::popcount(static_cast<unsigned>(winners_));
  if (k == 0) return;
  for (std::size_t p = 0; p < out.size(); ++p)
    if (is_winner(static_cast<int>(p))) out[p] = 1.0 / k;
}

std::string State::action_to_string(ActionId action) const {
  if (action >= game_->num_distinct_actions())
    throw InvalidArgument("trap_the_cap: action id " + std::to_string(action) +
                          " out of range (0.." + std::to_string(game_->num_distinct_actions() - 1) +
                          ")");
  return to_string(decode(action));
}

std::string State::action_to_string(ActionId action, int viewer) const {
  if (viewer < kFullView || viewer >= game_->num_players())
    throw InvalidArgument("trap_the_cap: viewer " + std::to_string(viewer) +
                          " is neither -1 (full view) nor a seat 0.." +
                          std::to_string(game_->num_players() - 1));
  return action_to_string(action);
}

ActionId State::action_from_string(std::string_view text) const {
  const Move m = parse_move(text);
  if (m.golden && !game_->golden_cap())
    throw ParseError("trap_the_cap action '" + std::string(text) +
                     "': there is no golden cap in this variant");
  return encode(m);
}

State State::determinize(int /*player*/, Rng& /*rng*/) const {
  return *this;
}

}  // namespace caper::trap_the_cap
