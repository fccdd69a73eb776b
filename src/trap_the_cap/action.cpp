#include "caper/trap_the_cap/action.hpp"

#include <array>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <vector>

#include <fmt/format.h>
#include <gsl/assert>
#include <gsl/narrow>
#include <gsl/util>

#include "caper/core/error.hpp"
#include "caper/trap_the_cap/data.hpp"
#include "caper/trap_the_cap/game.hpp"
#include "core/words.hpp"

namespace caper::trap_the_cap {
namespace {

constexpr ActionId kFirstMove = 7;
constexpr int kMaxBall = 32;

// The id tables, built once from the board.
struct Tables {
  std::array<std::array<std::int8_t, kNodes>, kNodes> ball_index{};  // [S][E]
  std::array<std::array<std::int8_t, kNodes>, kNodes> cont_index{};  // [S][E], via S's hideout
  std::array<int, kNodes> ball_size{};
  std::array<int, kNodes> home_size{};  // 0, or 1 + number of continuation squares
  std::array<int, kNodes> pieces{};     // 8 on squares, 1 in hideouts
  std::array<ActionId, kNodes> colour_base{};
  std::array<ActionId, kNodes> golden_base{};
  std::vector<std::int16_t> rev_index;  // [S][ti][ei] with ei == ball_size for E == S
  std::vector<Action> moves;            // id - kFirstMove -> move
  ActionId colour_end = 0;
  ActionId golden_end = 0;

  static std::size_t rev_slot(int s, int ti, int ei) {
    return (idx(s) * kMaxBall + idx(ti)) * (kMaxBall + 1) + idx(ei);
  }

  Tables() {
    const Board& b = Board::standard();
    for (auto& row : ball_index) row.fill(-1);
    for (auto& row : cont_index) row.fill(-1);
    rev_index.assign(idx(kNodes) * kMaxBall * (kMaxBall + 1), -1);
    for (int s = 0; s < kNodes; ++s) {
      const auto us = idx(s);
      const auto ball = b.ball(s);
      Expects(ball.size() < kMaxBall);
      ball_size[us] = gsl::narrow<int>(ball.size());
      for (std::size_t i = 0; i < ball.size(); ++i)
        ball_index[us][ball[i]] = gsl::narrow<std::int8_t>(i);
      pieces[us] = s < kSquares ? kMaxPiecesPerSquare : 1;
      const int h = s < kSquares ? b.hideout_near(s) : -1;
      if (h >= 0) {
        const int home = hideout_node(h);
        const int dh = b.distance(s, home);
        int n = 0;
        for (int e = 0; e < kSquares; ++e) {
          const int d = b.distance(home, e);
          if (d >= 1 && d <= kMaxRoll - dh) cont_index[us][idx(e)] = gsl::narrow<std::int8_t>(n++);
        }
        home_size[us] = 1 + n;
      }
    }
    ActionId next = kFirstMove;
    for (int s = 0; s < kNodes; ++s) {
      const auto us = idx(s);
      colour_base[us] = next;
      for (int p = 0; p < pieces[us]; ++p) add_piece_moves(s, p, false);
      next = kFirstMove + static_cast<ActionId>(moves.size());
    }
    colour_end = next;
    for (int s = 0; s < kNodes; ++s) {
      const auto us = idx(s);
      golden_base[us] = next;
      add_piece_moves(s, 0, true);
      // Reversals: turning square T (k steps), end E (m steps back from T).
      const auto ball = b.ball(s);
      int n = 0;
      for (std::size_t ti = 0; ti < ball.size(); ++ti) {
        const int t = ball[ti];
        const int k = b.distance(s, t);
        if (k >= kMaxRoll) continue;
        for (std::size_t ei = 0; ei <= ball.size(); ++ei) {
          const int e = ei < ball.size() ? ball[ei] : s;
          if (e == s && s >= kSquares) continue;
          const int m = b.distance(t, e);
          if (m < 1 || m > kMaxRoll - k || b.distance(s, e) != std::abs(k - m)) continue;
          rev_index[rev_slot(s, gsl::narrow<int>(ti), gsl::narrow<int>(ei))] =
              gsl::narrow<std::int16_t>(n++);
          moves.push_back(Action{ActionKind::kReverse, 0, true, gsl::narrow<std::uint8_t>(s), 0,
                                 gsl::narrow<std::uint8_t>(t), gsl::narrow<std::uint8_t>(e)});
        }
      }
      next = kFirstMove + static_cast<ActionId>(moves.size());
    }
    golden_end = next;
  }

  void add_piece_moves(int s, int piece, bool golden) {
    const Board& b = Board::standard();
    const auto from = gsl::narrow<std::uint8_t>(s);
    const auto p = gsl::narrow<std::uint8_t>(piece);
    for (std::uint8_t e : b.ball(s))
      moves.push_back(Action{ActionKind::kStep, 0, golden, from, p, 0, e});
    if (home_size[idx(s)] == 0) return;
    const auto home = gsl::narrow<std::uint8_t>(hideout_node(b.hideout_near(s)));
    moves.push_back(Action{ActionKind::kHomeStop, 0, golden, from, p, home, 0});
    for (int e = 0; e < kSquares; ++e)
      if (cont_index[idx(s)][idx(e)] >= 0)
        moves.push_back(
            Action{ActionKind::kHomeOut, 0, golden, from, p, home, gsl::narrow<std::uint8_t>(e)});
  }

  ActionId base(bool golden, int s, int piece) const {
    const auto us = idx(s);
    if (golden) return golden_base[us];
    return colour_base[us] +
           static_cast<ActionId>(piece) * static_cast<ActionId>(ball_size[us] + home_size[us]);
  }
};

const Tables& tables() {
  static const Tables c;
  return c;
}

std::string node_name(int node) {
  if (is_hideout_node(node)) return fmt::format("H{}", hideout_seat(node));
  return fmt::format("{}", node);
}

[[noreturn]] void bad_text(std::string_view text, std::string_view why) {
  throw ParseError(fmt::format("trap_the_cap action '{}': {}", text, why));
}

int parse_node(std::string_view token, std::string_view text) {
  if (token.empty()) bad_text(text, "missing square");
  bool hideout = false;
  if (token[0] == 'H' || token[0] == 'h') {
    hideout = true;
    token.remove_prefix(1);
  }
  int value = -1;
  auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
  if (ec != std::errc() || ptr != token.data() + token.size() || token.empty())
    bad_text(text, fmt::format("'{}' is not a square number or H0..H3", token));
  if (hideout) {
    if (value < 0 || value > 3) bad_text(text, "hideouts are H0..H3");
    return hideout_node(value);
  }
  if (value < 0 || value >= kSquares) bad_text(text, "squares are 0..76");
  return value;
}

}  // namespace

ActionId ActionCodec::size() const {
  return golden_cap_ ? tables().golden_end : tables().colour_end;
}

ActionId piece_base(bool golden, int from, int piece) {
  return tables().base(golden, from, piece);
}

ActionId step_id(bool golden, int from, int piece, int to) {
  const Tables& c = tables();
  const int i = c.ball_index[idx(from)][idx(to)];
  Expects(i >= 0);
  return c.base(golden, from, piece) + static_cast<ActionId>(i);
}

ActionId home_stop_id(bool golden, int from, int piece) {
  const Tables& c = tables();
  Expects(c.home_size[idx(from)] > 0);
  return c.base(golden, from, piece) + static_cast<ActionId>(c.ball_size[idx(from)]);
}

ActionId home_out_id(bool golden, int from, int piece, int to) {
  const Tables& c = tables();
  const int i = c.cont_index[idx(from)][idx(to)];
  Expects(i >= 0);
  return c.base(golden, from, piece) + static_cast<ActionId>(c.ball_size[idx(from)] + 1 + i);
}

ActionId reverse_id(int from, int turn, int to) {
  const Tables& c = tables();
  const auto us = idx(from);
  const int ti = c.ball_index[us][idx(turn)];
  const int ei = to == from ? c.ball_size[us] : c.ball_index[us][idx(to)];
  Expects(ti >= 0 && ei >= 0);
  const int r = c.rev_index[Tables::rev_slot(from, ti, ei)];
  Expects(r >= 0);
  return c.golden_base[us] + static_cast<ActionId>(c.ball_size[us] + c.home_size[us] + r);
}

ActionId ActionCodec::encode(const Action& m) const {
  const Tables& c = tables();
  auto bad = [&](const std::string& why) -> ActionId {
    throw InvalidArgument(fmt::format("trap_the_cap move '{}': {}", to_string(m), why));
  };
  if (m.golden && !golden_cap_) bad("there is no golden cap in this variant");
  switch (m.kind) {
    case ActionKind::kRoll:
      if (m.roll < 1 || m.roll > 6) bad("a die shows 1..6");
      return kRollBase + m.roll - 1U;
    case ActionKind::kPass:
      return kPassAction;
    default:
      break;
  }
  if (m.from >= kNodes) bad("no such start node");
  const auto us = idx(m.from);
  if (m.golden ? m.piece != 0 : m.piece >= c.pieces[us]) bad("no such piece index");
  if (m.kind != ActionKind::kHomeStop && m.to >= kSquares) bad("the end must be a square");
  switch (m.kind) {
    case ActionKind::kStep:
      if (c.ball_index[us][m.to] < 0) bad("the end is not 1..6 steps from the start");
      return step_id(m.golden, m.from, m.piece, m.to);
    case ActionKind::kHomeStop:
    case ActionKind::kHomeOut:
      if (c.home_size[us] == 0 || m.via != hideout_node(Board::standard().hideout_near(m.from)))
        bad("that hideout is not within 6 steps");
      if (m.kind == ActionKind::kHomeStop) return home_stop_id(m.golden, m.from, m.piece);
      if (c.cont_index[us][m.to] < 0) bad("the end is out of reach after the hideout");
      return home_out_id(m.golden, m.from, m.piece, m.to);
    case ActionKind::kReverse: {
      if (!m.golden) bad("only the golden cap reverses");
      if (m.via >= kSquares) bad("the turning point must be a square");
      const int ti = c.ball_index[us][m.via];
      const int ei = m.to == m.from ? c.ball_size[us] : c.ball_index[us][m.to];
      if (ti < 0 || ei < 0 || c.rev_index[Tables::rev_slot(m.from, ti, ei)] < 0)
        bad("no two-leg move of at most 6 steps has that turn and end");
      return reverse_id(m.from, m.via, m.to);
    }
    default:
      return bad("unknown kind");
  }
}

Action ActionCodec::decode(ActionId id) const {
  const Tables& c = tables();
  if (id >= size())
    throw InvalidArgument(
        fmt::format("trap_the_cap: action id {} out of range (0..{})", id, size() - 1));
  if (id < kPassAction)
    return Action{ActionKind::kRoll, gsl::narrow_cast<std::uint8_t>(id + 1), false, 0, 0, 0, 0};
  if (id == kPassAction) return Action{};
  return c.moves[id - kFirstMove];
}

std::string to_string(const Action& m) {
  switch (m.kind) {
    case ActionKind::kRoll:
      return fmt::format("roll {}", m.roll);
    case ActionKind::kPass:
      return "pass";
    default:
      break;
  }
  const std::string_view verb = m.golden ? "gold" : "move";
  const std::string from =
      m.piece != 0 ? fmt::format("{}/{}", node_name(m.from), m.piece) : node_name(m.from);
  switch (m.kind) {
    case ActionKind::kStep:
      return fmt::format("{} {}-{}", verb, from, node_name(m.to));
    case ActionKind::kHomeStop:
      return fmt::format("{} {}-{}", verb, from, node_name(m.via));
    case ActionKind::kHomeOut:
    case ActionKind::kReverse:
      return fmt::format("{} {}-{}-{}", verb, from, node_name(m.via), node_name(m.to));
    default:
      return fmt::format("{} {}", verb, from);
  }
}

// Any case: "Move 5-h0" is "move 5-H0".
Action parse_action(std::string_view original) {
  std::string lowered(original);
  for (char& c : lowered) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const std::vector<std::string_view> w = split_words(lowered);
  if (w.size() == 1 && w[0] == "pass") return Action{};
  if (w.size() == 2 && w[0] == "roll") {
    const std::string_view n = w[1];
    if (n.size() != 1 || n[0] < '1' || n[0] > '6') bad_text(original, "a die shows 1..6");
    return Action{ActionKind::kRoll, gsl::narrow_cast<std::uint8_t>(n[0] - '0'), false, 0, 0, 0, 0};
  }
  Action m;
  if (w.size() == 2 && w[0] == "move") {
    m.golden = false;
  } else if (w.size() == 2 && w[0] == "gold") {
    m.golden = true;
  } else {
    bad_text(original, "expected 'roll N', 'pass', 'move ...' or 'gold ...'");
  }
  std::string_view rest = w[1];
  std::array<std::string_view, 4> parts{};
  std::size_t count = 0;
  while (true) {
    const std::size_t dash = rest.find('-');
    if (count == parts.size()) bad_text(original, "too many squares");
    parts[count++] = rest.substr(0, dash);
    if (dash == std::string_view::npos) break;
    rest.remove_prefix(dash + 1);
  }
  if (count < 2 || count > 3)
    bad_text(original, "expected start-end, start-H-end or start-turn-end");
  std::string_view first = parts[0];
  if (const std::size_t slash = first.find('/'); slash != std::string_view::npos) {
    const std::string_view index = first.substr(slash + 1);
    int piece = -1;
    auto [ptr, ec] = std::from_chars(index.data(), index.data() + index.size(), piece);
    if (ec != std::errc() || ptr != index.data() + index.size() || piece < 0 ||
        piece >= kMaxPiecesPerSquare || index.empty())
      bad_text(original, "the piece index after '/' must be 0..7");
    m.piece = gsl::narrow_cast<std::uint8_t>(piece);
    first = first.substr(0, slash);
  }
  m.from = gsl::narrow<std::uint8_t>(parse_node(first, original));
  const int second = parse_node(parts[1], original);
  if (count == 2) {
    if (is_hideout_node(second)) {
      m.kind = ActionKind::kHomeStop;
      m.via = gsl::narrow<std::uint8_t>(second);
    } else {
      m.kind = ActionKind::kStep;
      m.to = gsl::narrow<std::uint8_t>(second);
    }
  } else {
    m.kind = is_hideout_node(second) ? ActionKind::kHomeOut : ActionKind::kReverse;
    m.via = gsl::narrow<std::uint8_t>(second);
    m.to = gsl::narrow<std::uint8_t>(parse_node(parts[2], original));
  }
  try {
    (void)ActionCodec(true).encode(m);
  } catch (const InvalidArgument& e) {
    bad_text(original, e.what());
  }
  return m;
}

std::string State::action_to_string(ActionId action) const {
  return to_string(game_->codec().decode(action));  // InvalidArgument when out of range
}

std::string State::action_to_string(ActionId action, int viewer) const {
  if (!is_viewer(viewer, game_->num_players()))
    throw InvalidArgument(fmt::format(
        "trap_the_cap: viewer {} is neither -1 (full view), -2 (public view) nor a seat 0..{}",
        viewer, game_->num_players() - 1));
  return action_to_string(action);
}

ActionId State::action_from_string(std::string_view text) const {
  const Action m = parse_action(text);
  if (m.golden && !game_->golden_cap())
    throw ParseError(
        fmt::format("trap_the_cap action '{}': there is no golden cap in this variant", text));
  return game_->codec().encode(m);
}

}  // namespace caper::trap_the_cap
