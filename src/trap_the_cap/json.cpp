// State JSON both ways (layout in docs/rules/trap_the_cap.md), with full validation: the
// reader checks every invariant of a reachable state ("Invariants of a state").
#include <bit>
#include <string>

#include <fmt/format.h>
#include <gsl/narrow>

#include "caper/core/bits.hpp"
#include "caper/trap_the_cap/game.hpp"
#include "core/envelope.hpp"
#include "core/json_util.hpp"
#include "trap_the_cap/internal.hpp"

namespace caper::trap_the_cap {
namespace {

constexpr std::array<std::string_view, 3> kEndNames{"none", "one_left", "max_turns"};

}  // namespace

// Friend of State: reads its private fields from JSON, one section per function.
struct StateJson {
  using Totals = std::array<int, kMaxColours>;  // caps of each colour found so far
  static State parse(const Game& game, std::string_view text);
  static void read_turn(const json::ObjectReader& r, State& s);
  static void read_hideouts(const json::ObjectReader& r, State& s, Totals& total);
  static void read_locked(const json::ObjectReader& r, State& s, Totals& total);
  static int read_stacks(const json::ObjectReader& r, State& s, Totals& total);
  static Stack read_stack(const json::Json& value, std::size_t i, const Game& game, Totals& total);
  static void check_totals(const State& s, const Totals& total);
  static void read_golden(const json::ObjectReader& r, State& s, int golden_places);
  static void check_squares(const json::ObjectReader& r, const State& s);
  static void check_turn(const json::ObjectReader& r, State& s);
  static void check_outputs(const json::ObjectReader& r, const State& s);
};

std::string State::to_json(int viewer) const {
  // No hidden information: every view is the full state.
  const int n = game_->num_players();
  json::Json j;
  j["variant"] = variant_name(game_->options().variant);
  j["turn_of"] = to_move_;
  j["roll"] = roll_;
  j["last_roll"] = last_roll_;
  j["turns"] = turns_;
  json::Json hideouts = json::Json::array();
  json::Json locked_up = json::Json::array();
  json::Json scores = json::Json::array();
  json::Json winners = json::Json::array();
  for (int p = 0; p < n; ++p) {
    hideouts.push_back(hideout_[idx(p)]);
    json::Json row = json::Json::array();
    for (int c = 0; c < n; ++c) row.push_back(locked(p, c));
    locked_up.push_back(row);
    scores.push_back(score(p));
    if (is_winner(p)) winners.push_back(p);
  }
  j["hideouts"] = hideouts;
  j["locked"] = locked_up;
  json::Json stacks = json::Json::array();
  for (const Stack& s : this->stacks()) {
    json::Json pris = json::Json::array();
    for (int c = 0; c < n; ++c) pris.push_back(s.prisoners[idx(c)]);
    stacks.push_back({{"square", s.square},
                      {"top", s.top},
                      {"prisoners", pris},
                      {"golden_prisoner", s.golden_prisoner != 0}});
  }
  j["stacks"] = stacks;
  if (game_->golden_cap())
    j["golden"] = json::Json{{"owner", golden_owner_}, {"in_hideout", golden_in_hideout_ != 0}};
  else
    j["golden"] = nullptr;
  j["scores"] = scores;
  j["winners"] = winners;
  j["end_reason"] = kEndNames[idx(static_cast<int>(end_))];
  std::array<double, kMaxColours> returns{};
  this->returns(std::span<double>(returns.data(), idx(n)));
  std::array<int, kMaxColours> points{};
  for (int p = 0; p < n; ++p) points[idx(p)] = score(p);
  json::write_envelope(j, {.game = Game::kName,
                           .view = viewer,
                           .players = n,
                           .to_move = current_player(),
                           .phase = name_of(kPhaseNames, phase()),
                           .turn = turns_,
                           .returns = std::span<const double>(returns.data(), idx(n)),
                           .points = std::span<const int>(points.data(), idx(n)),
                           .reason = kEndNames[idx(static_cast<int>(end_))],
                           .truncated = end_ == EndReason::kTurnLimit});
  return json::dump(j);
}

State Game::state_from_json(std::string_view text) const {
  return StateJson::parse(*this, text);
}

State StateJson::parse(const Game& game, std::string_view text) {
  const json::Json root = json::parse(text, "trap_the_cap state");
  json::ObjectReader r(root, "state");
  json::accept_envelope(r, Game::kName);
  State s(game);
  const Options& o = game.options();
  if (r.integer("players", 2, 4) != o.players)
    r.fail("players", fmt::format("the game has {} players", o.players));
  if (r.string("variant") != variant_name(o.variant))
    r.fail("variant", fmt::format("the game's variant is {}", variant_name(o.variant)));
  read_turn(r, s);
  Totals total{};
  read_hideouts(r, s, total);
  read_locked(r, s, total);
  const int golden_places = read_stacks(r, s, total);
  check_totals(s, total);
  read_golden(r, s, golden_places);
  check_squares(r, s);
  check_turn(r, s);
  check_outputs(r, s);
  r.reject_unknown();
  return s;
}

// The seat whose turn it is ("turn_of"; documents of the previous version have it as an
// integer "to_move"), the throw and the turn counter.
void StateJson::read_turn(const json::ObjectReader& r, State& s) {
  const Options& o = s.game_->options();
  const int n = o.players;
  if (r.has("turn_of")) {
    s.to_move_ = gsl::narrow<std::uint8_t>(r.integer("turn_of", 0, n - 1));
  } else {
    const json::Json* to_move = r.find("to_move");
    if (to_move == nullptr || !json::is_integer(*to_move))
      r.fail("turn_of", "missing (the seat whose turn it is)");
    s.to_move_ = gsl::narrow<std::uint8_t>(r.integer("to_move", 0, n - 1));
  }
  s.roll_ = gsl::narrow<std::uint8_t>(r.integer("roll", 0, 6));
  s.last_roll_ = gsl::narrow<std::uint8_t>(r.integer_or("last_roll", s.roll_, 0, 6));
  s.turns_ = gsl::narrow<std::uint16_t>(r.integer("turns", 0, o.max_turns));
  if (s.roll_ != 0 && s.last_roll_ != s.roll_)
    r.fail("last_roll", "must equal roll while a throw is pending");
  if (s.last_roll_ == 0 && s.turns_ > 0)
    r.fail("last_roll",
           fmt::format("is 0 only before the first throw, but {} turns were played", s.turns_));
}

void StateJson::read_hideouts(const json::ObjectReader& r, State& s, Totals& total) {
  const int n = s.game_->num_players();
  const json::Json& hideouts = r.array("hideouts", idx(n), idx(n));
  for (int c = 0; c < n; ++c) {
    const auto count = json::integer_at(hideouts, idx(c), "state.hideouts", 0, kCapsPerColour);
    s.hideout_[idx(c)] = gsl::narrow<std::uint8_t>(count);
    total[idx(c)] += gsl::narrow<int>(count);
  }
}

void StateJson::read_locked(const json::ObjectReader& r, State& s, Totals& total) {
  const Game& game = *s.game_;
  const int n = game.num_players();
  const json::Json& locked = r.array("locked", idx(n), idx(n));
  for (int p = 0; p < n; ++p) {
    const std::string path = fmt::format("state.locked[{}]", p);
    const json::Json& row = json::require_array(locked[idx(p)], path, idx(n), idx(n));
    for (int c = 0; c < n; ++c) {
      const auto count = json::integer_at(row, idx(c), path, 0, kCapsPerColour);
      if (count > 0 && game.team(c) == game.team(p))
        json::fail(
            Status::kParse,
            fmt::format("{}[{}]: caps of a player's own team are freed, never locked up", path, c));
      if (count > 0 && game.options().variant == Variant::kTowerRace)
        json::fail(Status::kParse,
                   fmt::format("{}[{}]: nothing is locked up in the tower race", path, c));
      s.locked_[idx(p)][idx(c)] = gsl::narrow<std::uint8_t>(count);
      total[idx(c)] += gsl::narrow<int>(count);
    }
  }
}

// Returns the number of places the golden cap was found in (on top or as a prisoner).
int StateJson::read_stacks(const json::ObjectReader& r, State& s, Totals& total) {
  int golden_places = 0;
  const json::Json& stacks = r.array("stacks", 0, kMaxStacks);
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    const Stack st = read_stack(stacks[i], i, *s.game_, total);
    golden_places += (st.top == kGold ? 1 : 0) + st.golden_prisoner;
    s.insert(st);
  }
  return golden_places;
}

Stack StateJson::read_stack(const json::Json& value, std::size_t i, const Game& game,
                            Totals& total) {
  const int n = game.num_players();
  json::ObjectReader sr(value, fmt::format("state.stacks[{}]", i));
  Stack st;
  st.square = gsl::narrow<std::uint8_t>(sr.integer("square", 0, kSquares - 1));
  st.top = gsl::narrow<std::uint8_t>(sr.integer("top", 0, kGold));
  if (st.top == kGold ? !game.golden_cap() : st.top >= n)
    sr.fail("top", st.top == kGold ? "there is no golden cap in this variant"
                                   : fmt::format("colour {} is not in play", st.top));
  const json::Json& pris = sr.array("prisoners", idx(n), idx(n));
  for (int c = 0; c < n; ++c) {
    const auto count = json::integer_at(pris, idx(c), sr.path_of("prisoners"), 0, kCapsPerColour);
    st.prisoners[idx(c)] = gsl::narrow<std::uint8_t>(count);
    total[idx(c)] += gsl::narrow<int>(count);
  }
  st.golden_prisoner = sr.boolean("golden_prisoner") ? 1 : 0;
  if (st.golden_prisoner != 0 && !game.golden_cap())
    sr.fail("golden_prisoner", "there is no golden cap in this variant");
  if (st.golden_prisoner != 0 && st.top == kGold)
    sr.fail("golden_prisoner", "the golden cap cannot be under itself");
  if (st.top != kGold) ++total[st.top];
  sr.reject_unknown();
  return st;
}

// Every cap of a colour in play is in exactly one place.
void StateJson::check_totals(const State& s, const Totals& total) {
  for (int c = 0; c < s.game_->num_players(); ++c)
    if (total[idx(c)] != kCapsPerColour)
      json::fail(Status::kParse, fmt::format("state: colour {} has {} caps in hideouts, locked "
                                             "up, on squares and in towers; expected {}",
                                             c, total[idx(c)], kCapsPerColour));
}

void StateJson::read_golden(const json::ObjectReader& r, State& s, int golden_places) {
  const Game& game = *s.game_;
  const json::Json& golden = r.require("golden");
  if (!game.golden_cap()) {
    if (!golden.is_null()) r.fail("golden", "must be null: there is no golden cap in this variant");
    return;
  }
  json::ObjectReader gr(golden, "state.golden");
  s.golden_owner_ = gsl::narrow<std::int8_t>(gr.integer("owner", -1, game.num_players() - 1));
  s.golden_in_hideout_ = gr.boolean("in_hideout") ? 1 : 0;
  gr.reject_unknown();
  golden_places += s.golden_in_hideout_;
  if (golden_places != 1)
    gr.fail("in_hideout",
            fmt::format("the golden cap must be in exactly one place (found {})", golden_places));
  for (const Stack& st : s.stacks()) {
    if (st.golden_prisoner != 0 && s.golden_owner_ != -1)
      gr.fail("owner", "a trapped golden cap has no owner (-1)");
    // Nobody moves a golden cap before he owns it: unowned on top, it has never left the
    // centre and has trapped nothing.
    if (st.top == kGold && s.golden_owner_ < 0 && (st.square != kCentre || st.prisoner_count() > 0))
      gr.fail("owner", fmt::format("a golden cap on top without an owner never left the centre "
                                   "({}) and carries nothing",
                                   kCentre));
  }
  if (s.golden_in_hideout_ != 0 && s.golden_owner_ < 0)
    gr.fail("owner", "a golden cap in a hideout belongs to that hideout's player");
}

// At most 3 pieces on a grey square; one team per yellow square.
void StateJson::check_squares(const json::ObjectReader& r, const State& s) {
  const Board& b = s.game_->board();
  for (const Stack& st : s.stacks()) {
    int count = 0;
    for (const Stack& other : s.stacks()) {
      if (other.square != st.square) continue;
      ++count;
      if (!b.is_grey(st.square) && s.team_of_stack(other) != s.team_of_stack(st))
        r.fail("stacks", fmt::format("square {} is yellow but holds caps of two teams (the "
                                     "lander would have trapped them)",
                                     st.square));
    }
    if (b.is_grey(st.square) && count > 3)
      r.fail("stacks", fmt::format("grey square {} holds {} pieces (at most 3)", st.square, count));
  }
}

// The end follows from the position; a game going on has a seat that plays.
void StateJson::check_turn(const json::ObjectReader& r, State& s) {
  if (s.free_teams() <= 1)
    s.end_ = EndReason::kOneLeft;
  else if (s.turns_ >= s.game_->options().max_turns)
    s.end_ = EndReason::kTurnLimit;
  if (s.is_terminal()) {
    if (s.roll_ != 0) r.fail("roll", "the game is over: no throw is pending");
    s.decide_winners();
  } else if (!s.plays(s.to_move_)) {
    r.fail(r.has("turn_of") ? "turn_of" : "to_move",
           fmt::format("player {} has no free cap and is out", s.to_move_));
  }
}

// The outputs (end_reason, scores, winners) may be left out; when given they must agree.
void StateJson::check_outputs(const json::ObjectReader& r, const State& s) {
  const int n = s.game_->num_players();
  if (r.has("end_reason")) {
    const int reason = r.choice("end_reason", {"none", "one_left", "max_turns"});
    if (reason != static_cast<int>(s.end_))
      r.fail("end_reason",
             fmt::format("the position says '{}'", kEndNames[idx(static_cast<int>(s.end_))]));
  }
  if (r.has("scores")) {
    const json::Json& scores = r.array("scores", idx(n), idx(n));
    for (int p = 0; p < n; ++p)
      if (json::integer_at(scores, idx(p), "state.scores", 0, 64) != s.score(p))
        r.fail("scores", fmt::format("player {} has {} prisoners", p, s.score(p)));
  }
  if (r.has("winners")) {
    const json::Json& winners = r.array("winners", 0, idx(n));
    unsigned mask = 0;
    for (std::size_t i = 0; i < winners.size(); ++i)
      mask |= 1U << json::integer_at(winners, i, "state.winners", 0, n - 1);
    if (mask != s.winners_ || winners.size() != idx(bit_count(mask)))
      r.fail("winners", "do not match the end of the game");
  }
}

}  // namespace caper::trap_the_cap
