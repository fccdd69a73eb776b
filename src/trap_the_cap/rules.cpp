// The rules: who moves, whether a move is legal, and what a move does.
#include <string>

#include <fmt/format.h>
#include <gsl/assert>
#include <gsl/util>

#include "caper/core/error.hpp"
#include "caper/trap_the_cap/game.hpp"
#include "trap_the_cap/internal.hpp"

namespace caper::trap_the_cap {

// The board, bound once when the library loads: the move generator's hot loops then
// skip the guard of Board::standard()'s function-local static.
const Board& g_board = Board::standard();

int State::current_player() const {
  if (is_terminal()) return kTerminalPlayer;
  if (roll_ == 0) return kChancePlayer;
  return to_move_;
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
  return check_move(game_->codec().decode(action), mover, index);
}

// The piece a move names, as generate() enumerates them.
bool State::find_piece(const Action& m, Stack& mover, int& index) const {
  mover = Stack{};
  index = -1;
  if (is_hideout_node(m.from)) {
    const int seat = hideout_seat(m.from);
    if (seat >= game_->num_players()) return false;
    if (m.golden) {
      mover.top = kGold;
      return golden_in_hideout_ != 0 && golden_owner_ == seat && golden_movable();
    }
    mover.top = gsl::narrow_cast<std::uint8_t>(seat);  // a colour in play
    return m.piece == 0 && hideout_[idx(seat)] > 0 && movable_colour(seat);
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
    index = gsl::narrow_cast<int>(i);  // below kMaxStacks
    return true;
  }
  return false;
}

bool State::check_move(const Action& m, Stack& mover, int& index) const {
  if (m.golden && !game_->golden_cap()) return false;
  if (!find_piece(m, mover, index)) return false;
  const Board& b = g_board;
  const bool golden = mover.top == kGold;
  const int team = team_of_stack(mover);
  const int n = roll_;
  // Only one or two squares matter: count their pieces directly.
  auto landing_on = [&](int square) {
    Occupancy occ;
    const auto sq = idx(square);
    occ.count[sq] = 0;
    occ.teams[sq] = 0;
    for (std::size_t i = 0; i < num_stacks_; ++i) {
      if (stacks_[i].square != square) continue;
      const int t = team_of_stack(stacks_[i]);
      ++occ.count[sq];
      occ.teams[sq] =
          gsl::narrow_cast<std::uint8_t>(occ.teams[sq] | (1U << (t < 0 ? 4 : t)));  // 5 bits
    }
    return landing(occ, square, team, golden, m.from);
  };
  auto lands = [&](int square) { return landing_on(square) != Landing::kIllegal; };
  switch (m.kind) {
    case ActionKind::kStep:
      return b.distance(m.from, m.to) == n && lands(m.to);
    case ActionKind::kHomeStop:
    case ActionKind::kHomeOut: {
      if (mover.prisoner_count() == 0 || m.from >= kSquares ||
          game_->options().variant == Variant::kTowerRace)
        return false;
      const int home = hideout_node(golden ? golden_owner_ : mover.top);
      const int d = b.distance(m.from, home);
      if (m.via != home || d > n) return false;
      if (m.kind == ActionKind::kHomeStop) return true;
      return d < n && b.distance(home, m.to) == n - d && lands(m.to);
    }
    case ActionKind::kReverse: {
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
  for (auto i = idx(index); i + 1 < num_stacks_; ++i) stacks_[i] = stacks_[i + 1];
  --num_stacks_;
}

// Removes the moving piece (at `index`, found by find_piece) from its start.
void State::take_piece(const Action& m, int index) {
  if (is_hideout_node(m.from)) {
    if (m.golden)
      golden_in_hideout_ = 0;
    else
      --hideout_[idx(hideout_seat(m.from))];
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
      // At most kCapsPerColour caps of a colour are prisoners, and one golden cap.
      for (std::size_t c = 0; c < 4; ++c)
        mover.prisoners[c] = gsl::narrow_cast<std::uint8_t>(mover.prisoners[c] + s.prisoners[c]);
      mover.golden_prisoner =
          gsl::narrow_cast<std::uint8_t>(mover.golden_prisoner | s.golden_prisoner);
      erase(gsl::narrow_cast<int>(i));  // below kMaxStacks
    }
  }
  mover.square = gsl::narrow_cast<std::uint8_t>(square);  // below kSquares
}

// In the hideout: own-team prisoners are freed (each into its own colour's hideout),
// the golden cap is freed to the hideout's owner, the rest are locked up.
void State::unload(Stack& mover) {
  const int owner = mover.top == kGold ? golden_owner_ : mover.top;
  const int team = game_->team(owner);
  // Every count stays within kCapsPerColour: a cap is in one place only.
  for (std::size_t c = 0; c < 4; ++c) {
    if (mover.prisoners[c] == 0) continue;
    if (game_->team(gsl::narrow_cast<int>(c)) == team)
      hideout_[c] = gsl::narrow_cast<std::uint8_t>(hideout_[c] + mover.prisoners[c]);
    else
      locked_[idx(owner)][c] =
          gsl::narrow_cast<std::uint8_t>(locked_[idx(owner)][c] + mover.prisoners[c]);
    mover.prisoners[c] = 0;
  }
  if (mover.golden_prisoner != 0) {
    mover.golden_prisoner = 0;
    golden_owner_ = gsl::narrow_cast<std::int8_t>(owner);  // a seat
    golden_in_hideout_ = 1;
  }
}

State State::apply(ActionId action) const {
  Action m;
  Stack mover;
  int index = -1;
  bool legal = false;
  if (is_terminal()) {
    legal = false;
  } else if (roll_ == 0 || action <= kPassAction) {
    legal = legal_id(action);
  } else if (action < game_->num_distinct_actions()) {
    m = game_->codec().decode(action);
    legal = check_move(m, mover, index);
  }
  if (!legal) {
    std::string text;
    try {
      text = fmt::format("'{}'", action_to_string(action));
    } catch (const Error&) {
      text = fmt::format("id {} (out of range)", action);
    }
    std::string why = is_terminal() ? "the game is over"
                      : roll_ == 0  ? "the die must be thrown first"
                                    : fmt::format("not a legal move with a throw of {}", roll_);
    throw IllegalAction(fmt::format("trap_the_cap: action {} is illegal: {}", text, why));
  }
  State next = *this;
  if (roll_ == 0) {
    next.roll_ = gsl::narrow_cast<std::uint8_t>(action - kRollBase + 1);  // a legal throw, 1..6
    next.last_roll_ = next.roll_;
    return next;
  }
  if (action != kPassAction) {
    next.take_piece(m, index);
    switch (m.kind) {
      case ActionKind::kStep:
        next.land(mover, m.to);
        next.insert(mover);
        break;
      case ActionKind::kHomeStop:
        next.unload(mover);
        if (mover.top == kGold)
          next.golden_in_hideout_ = 1;
        else
          ++next.hideout_[mover.top];
        break;
      case ActionKind::kHomeOut:
        next.unload(mover);
        next.land(mover, m.to);
        next.insert(mover);
        break;
      case ActionKind::kReverse:
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

}  // namespace caper::trap_the_cap
