// Options, state JSON (both ways, with validation), views, text and action notation.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "builder.hpp"
#include "caper/trap_the_cap/game.hpp"
#include "trap_the_cap/board_picture.hpp"

namespace caper::trap_the_cap {
namespace {

using testing::Builder;
using testing::play;

template <class E, class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const E& e) {
    return e.what();
  }
  return "<no error>";
}

bool mentions(const std::string& message, const std::string& what) {
  return message.find(what) != std::string::npos;
}

TEST(TrapTheCapOptions, DefaultsAndEveryKey) {
  const Game g("");
  EXPECT_EQ(g.num_players(), 4);
  EXPECT_EQ(g.options().variant, Variant::kBasic);
  EXPECT_EQ(g.options().scoring, Scoring::kOffensive);
  EXPECT_EQ(g.options().max_turns, 1000);
  const Game h(
      R"({"players": 2, "variant": "golden_cap", "scoring": "defensive", "max_turns": 7, "golden_winner": "prisoners"})");
  EXPECT_EQ(h.num_players(), 2);
  EXPECT_EQ(h.options().golden_winner, GoldenWinner::kPrisoners);
  EXPECT_EQ(h.options().max_turns, 7);
  EXPECT_GT(h.num_distinct_actions(), g.num_distinct_actions());
}

TEST(TrapTheCapOptions, BadOptionsNameTheKey) {
  auto bad = [](const char* options) { return error_of<BadOptions>([&] { Game g(options); }); };
  EXPECT_TRUE(mentions(bad(R"({"colour": 1})"), "colour"));
  EXPECT_TRUE(mentions(bad(R"({"players": 5})"), "players"));
  EXPECT_TRUE(mentions(bad(R"({"players": 1})"), "players"));
  EXPECT_TRUE(mentions(bad(R"({"variant": "chess"})"), "variant"));
  EXPECT_TRUE(mentions(bad(R"({"scoring": "both"})"), "scoring"));
  EXPECT_TRUE(mentions(bad(R"({"max_turns": 0})"), "max_turns"));
  EXPECT_TRUE(mentions(bad(R"({"max_turns": "many"})"), "max_turns"));
  EXPECT_TRUE(mentions(bad(R"({"players": 2, "variant": "partners"})"), "variant"));
  EXPECT_TRUE(mentions(bad(R"({"golden_winner": "owner"})"), "golden_winner"));
  EXPECT_TRUE(mentions(bad(R"([1])"), "options"));
}

TEST(TrapTheCapOptions, InfoDescribesOptionsAndTheBoard) {
  const Game g(R"({"players": 3, "variant": "golden_cap"})");
  const auto info = nlohmann::json::parse(g.info_json());
  EXPECT_EQ(info["name"], "trap_the_cap");
  EXPECT_EQ(info["num_players"], 3);
  EXPECT_EQ(info["players"], nlohmann::json({{"min", 2}, {"max", 4}, {"default", 4}}));
  EXPECT_EQ(info["num_distinct_actions"], g.num_distinct_actions());
  EXPECT_EQ(info["observation_shape"], nlohmann::json({188}));
  EXPECT_EQ(info["type"], nlohmann::json({{"chance", true},
                                          {"hidden_information", false},
                                          {"simultaneous", false},
                                          {"utility", "constant_sum"}}));
  EXPECT_EQ(info["options"]["golden_winner"],
            nlohmann::json(
                {{"value", "owner"}, {"default", "owner"}, {"allowed", {"owner", "prisoners"}}}));
  EXPECT_EQ(info["options"]["max_turns"],
            nlohmann::json({{"value", 1000}, {"default", 1000}, {"min", 1}, {"max", 60000}}));
  EXPECT_EQ(info["options"]["variant"]["value"], "golden_cap");
  EXPECT_EQ(info["options"]["scoring"]["allowed"], nlohmann::json({"offensive", "defensive"}));
  EXPECT_EQ(info["data"]["max_legal_actions"], 81);
  EXPECT_EQ(info["data"]["max_chance_outcomes"], 6);
  // golden_winner is an option of the golden cap game only.
  EXPECT_FALSE(nlohmann::json::parse(Game("").info_json())["options"].contains("golden_winner"));
  EXPECT_EQ(info["data"]["board"]["edges"].size(), 84U);
  EXPECT_EQ(info["data"]["board"]["grey"].size(), 12U);
  EXPECT_EQ(info["data"]["board"]["hideout_junctions"], nlohmann::json({5, 18, 31, 44}));
}

TEST(TrapTheCapJson, RoundTripsAndViewsEqualTheFullState) {
  const Game g(R"({"players": 4, "variant": "golden_cap"})");
  const State s = play(play(play(g.initial_state(), "roll 6"), "move H0-10"), "roll 2");
  const std::string json = s.to_json(kFullView);
  const State back = g.state_from_json(json);
  EXPECT_TRUE(back == s);
  EXPECT_EQ(back.to_json(kFullView), json);
  // Nothing is hidden: a seat's view is the full state, but for the envelope's "view".
  for (int p = 0; p < 4; ++p) {
    auto view = nlohmann::json::parse(s.to_json(p));
    EXPECT_EQ(view["view"], p);
    view["view"] = -1;
    EXPECT_EQ(view.dump(), json);
  }
  Rng rng(5);
  EXPECT_TRUE(s.determinize(2, rng) == s);
  const auto j = nlohmann::json::parse(json);
  EXPECT_EQ(j["roll"], 2);
  EXPECT_EQ(j["turn_of"], 0);
  EXPECT_EQ(j["to_move"], 0);
  EXPECT_EQ(j["phase"], "move");
  EXPECT_EQ(j["turn"], 1);
  EXPECT_EQ(j["game"], "trap_the_cap");
  EXPECT_EQ(j["result"], nullptr);
  EXPECT_EQ(j["hideouts"], nlohmann::json({3, 4, 4, 4}));
  EXPECT_EQ(j["golden"]["owner"], -1);
  EXPECT_EQ(j["end_reason"], "none");
}

TEST(TrapTheCapJson, TheEnvelopeAndDocumentsOfThePreviousVersion) {
  const Game g(R"({"players": 4, "variant": "partners"})");
  // The die is to be thrown by P2: the envelope's to_move says "chance", turn_of the seat.
  const State chance = Builder(g).stack(10, 0).stack(40, 1).to_move(2).turns(5).build();
  auto j = nlohmann::json::parse(chance.to_json(kFullView));
  EXPECT_EQ(j["to_move"], "chance");
  EXPECT_EQ(j["turn_of"], 2);
  EXPECT_EQ(j["phase"], "throw");
  EXPECT_EQ(j["turn"], 5);
  // A document of the previous version (to_move the seat, no envelope) still loads.
  auto old = j;
  for (const char* key : {"game", "view", "phase", "turn", "result", "turn_of"}) old.erase(key);
  old["to_move"] = 2;
  EXPECT_TRUE(g.state_from_json(old.dump()) == chance);
  // Without turn_of, a to_move of "chance" does not say whose throw it is.
  auto lost = j;
  lost.erase("turn_of");
  EXPECT_TRUE(mentions(error_of<ParseError>([&] { (void)g.state_from_json(lost.dump()); }),
                       "state.turn_of"));
  auto viewed = j;
  viewed["view"] = 1;
  EXPECT_TRUE(
      mentions(error_of<ParseError>([&] { (void)g.state_from_json(viewed.dump()); }), "view"));
  // The end: P0 traps team 1+3's last free cap; the partners share the win. Points are
  // prisoners: P0's 3 locked up and the one under his tower, P2's 4 locked up.
  const State s =
      Builder(g).stack(10, 0).stack(12, 1).locked(0, 1, 3).locked(2, 3, 4).roll(2).build();
  const auto end = nlohmann::json::parse(play(s, "move 10-12").to_json(kFullView));
  EXPECT_EQ(end["to_move"], nullptr);
  EXPECT_EQ(end["phase"], "over");
  EXPECT_EQ(end["result"], nlohmann::json({{"winners", {0, 2}},
                                           {"returns", {0.5, 0.0, 0.5, 0.0}},
                                           {"points", {4, 0, 4, 0}},
                                           {"reason", "one_left"},
                                           {"truncated", false}}));
  // A game stopped by max_turns is truncated.
  const Game h(R"({"players": 2, "max_turns": 3})");
  const State last = Builder(h).stack(10, 0).stack(30, 1, {2, 0}).turns(2).roll(1).build();
  const auto cut = nlohmann::json::parse(play(last, "move 10-11").to_json(kFullView));
  EXPECT_EQ(cut["result"]["reason"], "max_turns");
  EXPECT_EQ(cut["result"]["truncated"], true);
  EXPECT_EQ(cut["end_reason"], "max_turns");
}

TEST(TrapTheCapJson, InconsistentStatesAreRefusedNamingTheField) {
  const Game g(R"({"players": 2})");
  const std::string good = Builder(g).stack(10, 0).stack(12, 1).roll(2).build().to_json(kFullView);
  auto refuse = [&](auto edit) {
    auto j = nlohmann::json::parse(good);
    edit(j);
    return error_of<ParseError>([&] { (void)g.state_from_json(j.dump()); });
  };
  // A cap on two places: P0's cap on 10 while all four P0 caps are in the hideout.
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["hideouts"][0] = 4; }), "colour 0 has 5"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["hideouts"][1] = 1; }), "colour 1 has 2"));
  // Two teams on a yellow square; four pieces on a grey square.
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["stacks"][1]["square"] = 10; }), "yellow"));
  EXPECT_TRUE(mentions(
      refuse([](auto& j) {
        j["hideouts"] = {2, 1};
        for (int t : {0, 1, 1})
          j["stacks"].push_back(
              {{"square", 8}, {"top", t}, {"prisoners", {0, 0}}, {"golden_prisoner", false}});
        j["stacks"][0]["square"] = 8;
      }),
      "grey square 8"));
  // Towers: own caps are never locked up; no golden cap outside its variant.
  EXPECT_TRUE(mentions(refuse([](auto& j) {
                         j["locked"][0][0] = 1;
                         j["hideouts"][0] = 2;
                       }),
                       "state.locked[0][0]"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["stacks"][0]["golden_prisoner"] = true; }),
                       "golden_prisoner"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["stacks"][0]["top"] = 2; }), "top"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["stacks"][0]["prisoners"] = {0}; }), "prisoners"));
  // Types, ranges, unknown and derived fields.
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["roll"] = "five"; }), "state.roll"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["roll"] = 7; }), "state.roll"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["players"] = 3; }), "players"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["colour"] = 1; }), "colour"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j.erase("stacks"); }), "stacks"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["end_reason"] = "max_turns"; }), "end_reason"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["winners"] = {0}; }), "winners"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["scores"] = {1, 0}; }), "scores"));
  EXPECT_TRUE(mentions(refuse([](auto& j) { j["golden"] = {{"owner", 0}}; }), "golden"));
  EXPECT_THROW((void)g.state_from_json("[]"), ParseError);
}

// The invariants of docs/rules/trap_the_cap.md ("Invariants of a state") not covered above.
TEST(TrapTheCapJson, EveryInvariantOfAReachableStateIsEnforced) {
  auto refused = [](const Game& g, const std::string& json) {
    return error_of<ParseError>([&] { (void)g.state_from_json(json); });
  };
  auto edited = [](const Builder& b, auto edit) {
    auto j = nlohmann::json::parse(b.json());
    edit(j);
    return j.dump();
  };
  const Game g(R"({"players": 2})");
  const Builder moving = Builder(g).stack(10, 0).stack(12, 1).roll(2).turns(3);
  ASSERT_NO_THROW((void)moving.build());
  // The last die is the pending throw, and 0 only before the first throw.
  EXPECT_TRUE(mentions(refused(g, edited(moving, [](auto& j) { j["last_roll"] = 3; })),
                       "state.last_roll: must equal roll"));
  EXPECT_TRUE(mentions(refused(g, edited(moving,
                                         [](auto& j) {
                                           j["roll"] = 0;
                                           j["last_roll"] = 0;
                                         })),
                       "state.last_roll: is 0 only before the first throw"));
  // A finished game (P1 has no free cap) has no pending throw.
  EXPECT_TRUE(mentions(refused(g, Builder(g).stack(10, 0).locked(0, 1, 4).roll(3).json()),
                       "state.roll: the game is over"));
  // Nothing is locked up in the tower race.
  const Game race(R"({"players": 2, "variant": "tower_race"})");
  EXPECT_TRUE(mentions(refused(race, Builder(race).stack(10, 0).locked(0, 1, 1).json()),
                       "nothing is locked up in the tower race"));
  // The golden cap: owned in a hideout, never under itself, and unowned on top only where
  // it started (the centre), carrying nothing.
  const Game gold(R"({"players": 2, "variant": "golden_cap"})");
  EXPECT_TRUE(mentions(refused(gold, Builder(gold).golden(-1, true).json()),
                       "state.golden.owner: a golden cap in a hideout belongs"));
  EXPECT_TRUE(
      mentions(refused(gold, Builder(gold).stack(20, kGold, {0, 0}, true).golden(0, false).json()),
               "cannot be under itself"));
  EXPECT_TRUE(mentions(refused(gold, Builder(gold).stack(20, kGold).json()),
                       "state.golden.owner: a golden cap on top without an owner"));
  EXPECT_TRUE(mentions(refused(gold, Builder(gold).stack(kCentre, kGold, {0, 1}).json()),
                       "never left the centre"));
  EXPECT_NO_THROW((void)Builder(gold).stack(kCentre, kGold).build());
  EXPECT_NO_THROW((void)Builder(gold).stack(20, kGold, {0, 1}).golden(0, false).build());
  // The envelope names this game.
  EXPECT_TRUE(mentions(refused(g, edited(moving, [](auto& j) { j["game"] = "no_such_game"; })),
                       "state.game"));
}

// determinize is a copy: a function of the view alone (the view is the whole state).
TEST(TrapTheCapJson, DeterminizeIsTheStateItselfForEverySeatAndSeed) {
  const Game g(R"({"players": 4, "variant": "total_partners"})");
  Rng rng(3);
  State s = g.initial_state();
  ActionList legal;
  for (int step = 0; step < 200 && !s.is_terminal(); ++step) {
    for (int p = 0; p < 4; ++p) {
      Rng a(static_cast<std::uint64_t>(step)), b(static_cast<std::uint64_t>(step + 1));
      const State x = s.determinize(p, a);
      EXPECT_TRUE(x == s);
      EXPECT_EQ(x.to_json(p), s.determinize(p, b).to_json(p));
      // A state loaded from the view gives the same determinization.
      auto view = nlohmann::json::parse(s.to_json(p));
      view["view"] = -1;
      Rng c(static_cast<std::uint64_t>(step));
      EXPECT_EQ(g.state_from_json(view.dump()).determinize(p, c).to_json(kFullView),
                x.to_json(kFullView));
    }
    s.legal_actions(legal);
    s = s.apply(legal[rng.below(legal.size())]);
  }
}

TEST(TrapTheCapJson, GoldenCapAndTurnOrderAreValidated) {
  const Game g(R"({"players": 2, "variant": "golden_cap"})");
  // The golden cap both on the centre and in P0's hideout.
  EXPECT_TRUE(mentions(
      error_of<ParseError>([&] { (void)Builder(g).stack(kCentre, kGold).golden(0, true).build(); }),
      "golden"));
  // Trapped but owned.
  EXPECT_TRUE(mentions(error_of<ParseError>([&] {
                         (void)Builder(g).stack(10, 1, {0, 0}, true).golden(0, false).build();
                       }),
                       "state.golden.owner"));
  // The player to move has no free cap.
  const Game h(R"({"players": 3})");
  EXPECT_TRUE(
      mentions(error_of<ParseError>([&] { (void)Builder(h).locked(1, 0, 4).to_move(0).build(); }),
               "to_move"));
}

TEST(TrapTheCapText, APictureOfCapsTowersHideoutsPrisonersTurnAndRoll) {
  const Game g(R"({"players": 2, "variant": "golden_cap"})");
  const State s =
      Builder(g).stack(12, 0, {0, 1}, true).stack(8, 1).locked(1, 0, 1).to_move(1).roll(4).build();
  const std::string text = s.to_text(kFullView);
  EXPECT_TRUE(mentions(text, "P1 threw 4")) << text;
  EXPECT_TRUE(mentions(text, "12: P0[tower over 1xP1 gold]")) << text;
  EXPECT_TRUE(mentions(text, "8 (grey): P1")) << text;
  EXPECT_TRUE(mentions(text, "locked up: 1xP0")) << text;
  EXPECT_EQ(s.to_text(0), text);
}

// The drawn board, cells 3 characters wide: the bottom row (14) holds 51, 0 .. 11 in
// columns 1 .. 13, so square s in column s + 2 (the junction 5 in the middle, column 7);
// square 12 starts the right side going up (row 13, column 14); the centre 58 is row 7,
// column 7. A tower shows its top's colour and ^, a lone cap its colour.
TEST(TrapTheCapText, TheBoardIsDrawn) {
  const Game g(R"({"players": 2})");
  const State s = Builder(g).stack(12, 0, {0, 1}).stack(8, 1).build();
  const std::vector<std::string> picture = board_picture(s);
  ASSERT_EQ(picture.size(), 15U);
  for (const std::string& row : picture) EXPECT_EQ(row.size(), 45U);
  EXPECT_EQ(picture[13].substr(42, 3), " 0^");  // square 12 under the tower
  EXPECT_EQ(picture[14].substr(30, 3), " 1 ");  // square 8 (grey) under P1's cap
  EXPECT_EQ(picture[14].substr(21, 3), "[.]");  // junction 5, empty
  EXPECT_EQ(picture[14].substr(18, 3), " . ");  // square 4
  EXPECT_EQ(picture[14].substr(12, 3), " : ");  // square 2, grey
  EXPECT_EQ(picture[14].substr(3, 3), " . ");   // square 51
  EXPECT_EQ(picture[7].substr(21, 3), " + ");   // the centre
  EXPECT_EQ(picture[0].substr(0, 3), "   ");    // a cut corner
  const std::string text = s.to_text(kFullView);
  EXPECT_TRUE(mentions(text, picture[7].substr(0, 30))) << text;
}

TEST(TrapTheCapNotation, AnyCase) {
  const Game g(R"({"players": 4})");
  const State s = g.initial_state();
  EXPECT_EQ(s.action_from_string("Move 3-h0-5"), s.action_from_string("move 3-H0-5"));
  EXPECT_EQ(s.action_from_string("MOVE h2-28"), s.action_from_string("move H2-28"));
  EXPECT_EQ(s.action_from_string("ROLL 5"), s.action_from_string("roll 5"));
  EXPECT_EQ(s.action_from_string("Pass"), kPassAction);
  // Words are split at any whitespace, as in every game.
  EXPECT_EQ(s.action_from_string("move\t3-H0-5 "), s.action_from_string("move 3-H0-5"));
  EXPECT_EQ(s.action_from_string(" roll  5"), s.action_from_string("roll 5"));
}

TEST(TrapTheCapNotation, ExamplesAndErrors) {
  const Game g(R"({"players": 4})");
  const State s = g.initial_state();
  EXPECT_EQ(s.action_from_string("roll 5"), 4U);
  EXPECT_EQ(s.action_from_string("pass"), kPassAction);
  for (const char* text : {"move 12-17", "move 3-H0-5", "move 3-H0", "move H2-28", "move 12/3-14"})
    EXPECT_EQ(s.action_to_string(s.action_from_string(text)), text);
  const Action m = s.game().codec().decode(s.action_from_string("move 3-H0-5"));
  EXPECT_EQ(m.kind, ActionKind::kHomeOut);
  EXPECT_EQ(m.from, 3);
  EXPECT_EQ(m.via, hideout_node(0));
  EXPECT_EQ(m.to, 5);
  for (const char* bad : {"", "roll 7", "move 3", "move 99-1", "move 3-20", "move 3-H2",
                          "move 3/9-5", "gold 20-22-19", "move 20-22-19", "jump 1-2"})
    EXPECT_THROW((void)s.action_from_string(bad), ParseError) << bad;
  EXPECT_THROW((void)s.action_to_string(g.num_distinct_actions()), InvalidArgument);
  const Game golden(R"({"variant": "golden_cap"})");
  EXPECT_EQ(golden.initial_state().action_to_string(
                golden.initial_state().action_from_string("gold 20-22-19")),
            "gold 20-22-19");
}

}  // namespace
}  // namespace caper::trap_the_cap
