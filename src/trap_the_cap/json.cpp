// State JSON both ways (layout in docs/rules/trap_the_cap.md), with full validation.
#include <bit>
#include <string>

#include "caper/trap_the_cap/game.hpp"
#include "core/json_util.hpp"

namespace caper::trap_the_cap {
namespace {

constexpr std::array<std::string_view, 3> kEndNames{"none", "one_left", "max_turns"};

}  // namespace

// Friend of State: fills its private fields from JSON.
struct StateAccess {
  static State parse(const Game& game, std::string_view text);
};

std::string State::to_json(int /*viewer*/) const {
  // No hidden information: every view is the full state.
  const int n = game_->num_players();
  json::Json j;
  j["players"] = n;
  j["variant"] = variant_name(game_->options().variant);
  j["to_move"] = to_move_;
  j["roll"] = roll_;
  j["last_roll"] = last_roll_;
  j["turns"] = turns_;
  json::Json hideouts = json::Json::array();
  json::Json locked_up = json::Json::array();
  json::Json scores = json::Json::array();
  json::Json winners = json::Json::array();
  for (int p = 0; p < n; ++p) {
    hideouts.push_back(hideout_[static_cast<std::size_t>(p)]);
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
    json::Json o;
    o["square"] = s.square;
    o["top"] = s.top;
    json::Json pris = json::Json::array();
    for (int c = 0; c < n; ++c) pris.push_back(s.prisoners[static_cast<std::size_t>(c)]);
    o["prisoners"] = pris;
    o["golden_prisoner"] = s.golden_prisoner != 0;
    stacks.push_back(o);
  }
  j["stacks"] = stacks;
  if (game_->golden_cap())
    j["golden"] = json::Json{{"owner", golden_owner_}, {"in_hideout", golden_in_hideout_ != 0}};
  else
    j["golden"] = nullptr;
  j["scores"] = scores;
  j["winners"] = winners;
  j["end_reason"] = kEndNames[static_cast<std::size_t>(end_)];
  return json::dump(j);
}

State Game::state_from_json(std::string_view text) const {
  return StateAccess::parse(*this, text);
}

State StateAccess::parse(const Game& game, std::string_view text) {
  const json::Json root = json::parse(text, "trap_the_cap state");
  json::ObjectReader r(root, "state");
  const Options& o = game.options();
  const int n = o.players;
  State s(&game);
  if (r.integer("players", 2, 4) != n)
    r.fail("players", "the game has " + std::to_string(n) + " players");
  if (r.string("variant") != variant_name(o.variant))
    r.fail("variant", "the game's variant is " + std::string(variant_name(o.variant)));
  s.to_move_ = static_cast<std::uint8_t>(r.integer("to_move", 0, n - 1));
  s.roll_ = static_cast<std::uint8_t>(r.integer("roll", 0, 6));
  s.last_roll_ = static_cast<std::uint8_t>(r.integer_or("last_roll", s.roll_, 0, 6));
  s.turns_ = static_cast<std::uint16_t>(r.integer("turns", 0, o.max_turns));
  if (s.roll_ != 0 && s.last_roll_ != s.roll_)
    r.fail("last_roll", "must equal roll while a throw is pending");

  std::array<int, kMaxColours> total{};
  const json::Json& hideouts =
      r.array("hideouts", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
  for (int c = 0; c < n; ++c) {
    const auto count = json::integer_at(hideouts, static_cast<std::size_t>(c), "state.hideouts", 0,
                                        kCapsPerColour);
    s.hideout_[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(count);
    total[static_cast<std::size_t>(c)] += static_cast<int>(count);
  }
  const json::Json& locked =
      r.array("locked", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
  for (int p = 0; p < n; ++p) {
    const std::string path = "state.locked[" + std::to_string(p) + "]";
    const json::Json& row =
        json::require_array(locked[static_cast<std::size_t>(p)], path, static_cast<std::size_t>(n),
                            static_cast<std::size_t>(n));
    for (int c = 0; c < n; ++c) {
      const auto count =
          json::integer_at(row, static_cast<std::size_t>(c), path, 0, kCapsPerColour);
      if (count > 0 && game.team(c) == game.team(p))
        json::fail(Status::kParse, path + "[" + std::to_string(c) +
                                       "]: caps of a player's own team are freed, never locked up");
      if (count > 0 && o.variant == Variant::kTowerRace)
        json::fail(Status::kParse,
                   path + "[" + std::to_string(c) + "]: nothing is locked up in the tower race");
      s.locked_[static_cast<std::size_t>(p)][static_cast<std::size_t>(c)] =
          static_cast<std::uint8_t>(count);
      total[static_cast<std::size_t>(c)] += static_cast<int>(count);
    }
  }

  int golden_places = 0;
  const json::Json& stacks = r.array("stacks", 0, kMaxStacks);
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    json::ObjectReader sr(stacks[i], "state.stacks[" + std::to_string(i) + "]");
    Stack st;
    st.square = static_cast<std::uint8_t>(sr.integer("square", 0, kSquares - 1));
    st.top = static_cast<std::uint8_t>(sr.integer("top", 0, 4));
    if (st.top == kGold ? !game.golden_cap() : st.top >= n)
      sr.fail("top", st.top == kGold ? "there is no golden cap in this variant"
                                     : "colour " + std::to_string(st.top) + " is not in play");
    const json::Json& pris =
        sr.array("prisoners", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
    for (int c = 0; c < n; ++c) {
      const auto count = json::integer_at(pris, static_cast<std::size_t>(c),
                                          sr.path_of("prisoners"), 0, kCapsPerColour);
      st.prisoners[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(count);
      total[static_cast<std::size_t>(c)] += static_cast<int>(count);
    }
    st.golden_prisoner = sr.boolean("golden_prisoner") ? 1 : 0;
    if (st.golden_prisoner != 0 && !game.golden_cap())
      sr.fail("golden_prisoner", "there is no golden cap in this variant");
    if (st.golden_prisoner != 0 && st.top == kGold)
      sr.fail("golden_prisoner", "the golden cap cannot be under itself");
    if (st.top == kGold) ++golden_places;
    golden_places += st.golden_prisoner;
    if (st.top != kGold) ++total[st.top];
    sr.reject_unknown();
    s.insert(st);
  }
  for (int c = 0; c < n; ++c)
    if (total[static_cast<std::size_t>(c)] != kCapsPerColour)
      json::fail(Status::kParse,
                 "state: colour " + std::to_string(c) + " has " +
                     std::to_string(total[static_cast<std::size_t>(c)]) +
                     " caps in hideouts, locked up, on squares and in towers; expected " +
                     std::to_string(kCapsPerColour));

  const json::Json& golden = r.require("golden");
  if (!game.golden_cap()) {
    if (!golden.is_null()) r.fail("golden", "must be null: there is no golden cap in this variant");
  } else {
    json::ObjectReader gr(golden, "state.golden");
    s.golden_owner_ = static_cast<std::int8_t>(gr.integer("owner", -1, n - 1));
    s.golden_in_hideout_ = gr.boolean("in_hideout") ? 1 : 0;
    gr.reject_unknown();
    golden_places += s.golden_in_hideout_;
    if (golden_places != 1)
      gr.fail("in_hideout", "the golden cap must be in exactly one place (found " +
                                std::to_string(golden_places) + ")");
    bool trapped = false;
    for (const Stack& st : s.stacks()) trapped = trapped || st.golden_prisoner != 0;
    if (trapped && s.golden_owner_ != -1)
      gr.fail("owner", "a trapped golden cap has no owner (-1)");
    if (s.golden_in_hideout_ != 0 && s.golden_owner_ < 0)
      gr.fail("owner", "a golden cap in a hideout belongs to that hideout's player");
  }

  // Squares: at most 3 pieces on a grey square; one team per yellow square.
  const Board& b = game.board();
  for (std::size_t i = 0; i < s.num_stacks_; ++i) {
    const Stack& st = s.stacks_[i];
    int count = 0;
    for (std::size_t k = 0; k < s.num_stacks_; ++k) {
      const Stack& other = s.stacks_[k];
      if (other.square != st.square) continue;
      ++count;
      if (!b.is_grey(st.square) && s.team_of_stack(other) != s.team_of_stack(st))
        r.fail("stacks",
               "square " + std::to_string(st.square) +
                   " is yellow but holds caps of two teams (the lander would have trapped them)");
    }
    if (b.is_grey(st.square) && count > 3)
      r.fail("stacks", "grey square " + std::to_string(st.square) + " holds " +
                           std::to_string(count) + " pieces (at most 3)");
  }

  // Derived fields must agree with the position.
  if (s.free_teams() <= 1)
    s.end_ = EndReason::kOneLeft;
  else if (s.turns_ >= o.max_turns)
    s.end_ = EndReason::kMaxTurns;
  if (s.is_terminal()) {
    if (s.roll_ != 0) r.fail("roll", "the game is over: no throw is pending");
    s.decide_winners();
  } else if (!s.plays(s.to_move_)) {
    r.fail("to_move", "player " + std::to_string(s.to_move_) + " has no free cap and is out");
  }
  // The outputs (end_reason, scores, winners) may be left out; when given they must agree.
  if (r.has("end_reason")) {
    const int reason = r.choice("end_reason", {"none", "one_left", "max_turns"});
    if (reason != static_cast<int>(s.end_))
      r.fail("end_reason", "the position says '" +
                               std::string(kEndNames[static_cast<std::size_t>(s.end_)]) + "'");
  }
  if (r.has("scores")) {
    const json::Json& scores =
        r.array("scores", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p)
      if (json::integer_at(scores, static_cast<std::size_t>(p), "state.scores", 0, 64) !=
          s.score(p))
        r.fail("scores",
               "player " + std::to_string(p) + " has " + std::to_string(s.score(p)) + " prisoners");
  }
  if (r.has("winners")) {
    const json::Json& winners = r.array("winners", 0, static_cast<std::size_t>(n));
    unsigned mask = 0;
    for (std::size_t i = 0; i < winners.size(); ++i)
      mask |= 1U << json::integer_at(winners, i, "state.winners", 0, n - 1);
    if (mask != s.winners_ || winners.size() != static_cast<std::size_t>(std::popcount(mask)))
      r.fail("winners", "do not match the end of the game");
  }
  r.reject_unknown();
  return s;
}

}  // namespace caper::trap_the_cap
