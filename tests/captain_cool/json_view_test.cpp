// Options, data, action notation, JSON (full and views), validation errors, determinize.
#include <functional>
#include <memory>

#include <gtest/gtest.h>

#include "caper/core/error.hpp"
#include "conformance/budget.hpp"
#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

template <class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(CaptainCoolOptions, DefaultsAndErrorsNamingTheKey) {
  Game g("");
  EXPECT_EQ(g.num_players(), 4);
  EXPECT_FALSE(g.advanced());
  EXPECT_TRUE(Game(R"({"players": 7, "advanced": true})").advanced());
  EXPECT_THROW(Game(R"({"players": 1})"), BadOptions);
  EXPECT_THROW(Game(R"({"players": 8})"), BadOptions);
  EXPECT_NE(error_of([] { Game(R"({"colour": 1})"); }).find("colour"), std::string::npos);
  EXPECT_NE(error_of([] { Game(R"({"advanced": 1})"); }).find("advanced"), std::string::npos);
  const auto info = json::parse(g.info_json());
  EXPECT_EQ(info["name"], "captain_cool");
  EXPECT_EQ(info["data"]["deck"].size(), 50u);
  EXPECT_EQ(info["options"]["advanced"]["value"], false);
  EXPECT_EQ(info["options"]["advanced"]["default"], false);
  EXPECT_EQ(info["options"]["players"],
            json({{"value", 4}, {"default", 4}, {"min", 2}, {"max", 7}}));
  EXPECT_EQ(info["type"]["utility"], "constant_sum");
}

TEST(CaptainCoolOptions, DeckIsLoadableDataAndValidated) {
  // The deck reported by info_json() is accepted back as the "deck" option.
  const auto info = json::parse(Game("").info_json());
  json deck = info["data"]["deck"];
  deck[49]["value"] = 3;  // a table's own printing: the last 10 is a 3 with a Tom icon
  deck[49]["icons"] = json::array({"Tom"});
  Game g(json{{"players", 2}, {"deck", deck}}.dump());
  EXPECT_EQ(g.deck()[49].value, 3);
  EXPECT_EQ(g.deck()[49].icons, kIconTom);
  EXPECT_EQ(g.deck()[0], default_deck()[0]);
  json short_deck = deck;
  short_deck.erase(0);
  EXPECT_NE(error_of([&] {
              Game(json{{"deck", short_deck}}.dump());
            }).find("options.deck"),
            std::string::npos);
  json bad_value = deck;
  bad_value[3]["value"] = 11;
  EXPECT_NE(error_of([&] {
              Game(json{{"deck", bad_value}}.dump());
            }).find("options.deck[3].value"),
            std::string::npos);
  json six_toms = deck;
  six_toms[20]["boss"] = "Tom";
  EXPECT_NE(error_of([&] {
              Game(json{{"deck", six_toms}}.dump());
            }).find("5 Tom"),
            std::string::npos);
  json bad_icon = deck;
  bad_icon[20]["icons"] = json::array({"Al"});
  EXPECT_THROW(Game(json{{"deck", bad_icon}}.dump()), BadOptions);
}

TEST(CaptainCoolData, DefaultDeckMatchesTheRuling) {
  const Deck& d = default_deck();
  int per_value[11] = {};
  int boss_count[4] = {};
  for (const Card& c : d) {
    ++per_value[c.value];
    ++boss_count[c.boss];
    if (c.boss != kNoBoss) {
      EXPECT_EQ(c.icons, 1u << c.boss);  // shows its own icon
    }
  }
  for (int v = 1; v <= 10; ++v) EXPECT_EQ(per_value[v], 5) << v;
  EXPECT_EQ(boss_count[kCaptainCool], 5);
  EXPECT_EQ(boss_count[kTom], 5);
  EXPECT_EQ(boss_count[kEdward], 5);
  EXPECT_EQ(boss_count[kNoBoss], 35);
  EXPECT_EQ(describe(d[0]), "1*CC");
  EXPECT_EQ(describe(d[9]), "10*Tom");
  EXPECT_EQ(describe(d[14]), "10*Ed");
  EXPECT_EQ(describe(d[21]), "2(CC+Tom)");
  EXPECT_EQ(describe(d[35]), "6(Tom+Ed)");
  EXPECT_EQ(describe(d[42]), "8(CC+Ed)");
  EXPECT_EQ(describe(d[49]), "10");
  // Plain 9s: -, -, Tom, CC.
  EXPECT_EQ(d[45].icons, kIconTom);
  EXPECT_EQ(d[46].icons, kIconCC);
}

TEST(CaptainCoolActions, EveryIdRoundTripsAndBadTextIsRefused) {
  for (ActionId id = 0; id < kNumDistinctActions; ++id) {
    const ActionCodec codec;
    EXPECT_EQ(codec.encode(parse_action(to_string(codec.decode(id)))), id) << to_string(decode(id));
    EXPECT_EQ(codec.encode(codec.decode(id)), id);
  }
  EXPECT_EQ(ActionCodec().size(), 173u);
  EXPECT_EQ(to_string(decode(figure_id(2, 3))), "fig III 3");
  EXPECT_EQ(parse_action("fig III 3"), (Action{ActionKind::kFigure, 2, 3}));
  // Words are split at any whitespace, as in every game.
  EXPECT_EQ(parse_action("fig\tIII  3 "), (Action{ActionKind::kFigure, 2, 3}));
  EXPECT_EQ(parse_action("at  I"), parse_action("at I"));
  EXPECT_EQ(to_string(decode(kCardBase + 17)), "c17");
  EXPECT_THROW(decode(kNumDistinctActions), InvalidArgument);
  for (const char* bad : {"", "c50", "c-1", "draw 3", "play V", "fig I 7", "fig I", "start 0",
                          "start 8", "c1x", "atI", "fig III 3 1"})
    EXPECT_THROW(parse_action(bad), ParseError) << bad;
}

TEST(CaptainCoolActions, IllegalActionNamesTheActionAndPhase) {
  Game g(R"({"players": 2})");
  State s = Position(g).build();
  const std::string message = error_of([&] { (void)act(s, "c3"); });
  EXPECT_NE(message.find("'c3'"), std::string::npos) << message;
  EXPECT_NE(message.find("choose"), std::string::npos) << message;
  EXPECT_THROW(s.apply(kNumDistinctActions), IllegalAction);
  EXPECT_THROW(s.chance_outcomes(*std::make_unique<ChanceList>()), WrongPhase);
}

State mid_game(const Game& g, std::uint64_t seed, int player_steps) {
  Rng rng(seed);
  State s = g.initial_state();
  int steps = 0;
  while (!s.is_terminal() && steps < player_steps) {
    if (s.current_player() != kChancePlayer) ++steps;
    s = random_step(s, rng);
  }
  return s;
}

TEST(CaptainCoolJson, FullStateRoundTripsAndViewsHideSecrets) {
  Game g(R"({"players": 3, "advanced": true})");
  State s = mid_game(g, 3, 2);  // seats 0 and 1 have chosen secretly
  ASSERT_EQ(s.phase(), Phase::kChoose);
  EXPECT_EQ(g.state_from_json(s.to_json(kFullView)), s);
  const auto v2 = to_j(s, 2);
  EXPECT_EQ(v2["pending"][0], "hidden");
  EXPECT_EQ(v2["pending"][1], "hidden");
  EXPECT_TRUE(v2["piles"]["plain"].is_number());
  EXPECT_EQ(v2["hidden_cards"][0], 3);
  EXPECT_EQ(v2["hands"][0].size(), 0u);
  EXPECT_EQ(v2["hands"][2].size(), 3u);
  const std::string text = s.to_text(2);
  EXPECT_NE(text.find("(hidden)"), std::string::npos);
  EXPECT_NE(text.find("Seat 0: supply 6, chose (hidden); hand: 3 hidden cards"), std::string::npos)
      << text;
  EXPECT_NE(text.find("Big Deal"), std::string::npos);
  EXPECT_NE(text.find("1. Positions, p2 to act"), std::string::npos);
}

TEST(CaptainCoolJson, EnvelopeAndDocumentsOfThePreviousVersion) {
  Game g(R"({"players": 2})");
  Position pos(g);
  pos.phase("big_deal", 1).set("order", json::array({0, 1})).set("big_deal_turn", 1);
  pos.set("affray_pub", 4).circle(38).hand(0, 36).hand(1, 47);  // p0 passed: its 7 is blocked
  const State s = pos.build();
  const json doc = to_j(s);
  EXPECT_EQ(doc["game"], "captain_cool");
  EXPECT_EQ(doc["view"], -1);
  EXPECT_EQ(doc["players"], 2);
  EXPECT_EQ(doc["to_move"], 1);
  EXPECT_EQ(doc["phase"], "big_deal");
  EXPECT_EQ(doc["turn"], 1);  // the round
  EXPECT_EQ(doc["big_deal_turn"], 1);
  EXPECT_EQ(doc["result"], nullptr);
  EXPECT_EQ(to_j(s, 0)["view"], 0);
  // The previous version: no envelope, the Big Deal turn under "turn".
  json old = doc;
  for (const char* key : {"game", "view", "players", "to_move", "result", "big_deal_turn"})
    old.erase(key);
  old["turn"] = 1;
  EXPECT_EQ(g.state_from_json(old.dump()), s);
  json view = doc;
  view["view"] = 0;
  EXPECT_THROW((void)g.state_from_json(view.dump()), ParseError);
  json players = doc;
  players["players"] = 3;
  EXPECT_THROW((void)g.state_from_json(players.dump()), ParseError);
}

TEST(CaptainCoolJson, DeterminizeKeepsTheViewerKnowledgeAndRedrawsTheRest) {
  Game g(R"({"players": 3})");
  State s = mid_game(g, 11, 2);
  ASSERT_EQ(s.current_player(), 2);
  bool hands_differ = false;
  bool pending_differ = false;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng rng(seed);
    State d = s.determinize(2, rng);
    EXPECT_EQ(d.to_json(2), s.to_json(2));
    for (int p = 0; p < 3; ++p) EXPECT_EQ(d.hand_size(p), s.hand_size(p));
    for (int c = 0; c < kNumCards; ++c) {
      if (s.location(c) == kLocHand + 2) {
        EXPECT_EQ(d.location(c), kLocHand + 2);
      }
      if (s.location(c) == kLocHand + 0 && d.location(c) != kLocHand + 0) hands_differ = true;
    }
    if (to_j(d)["pending"] != to_j(s)["pending"]) pending_differ = true;
  }
  EXPECT_TRUE(hands_differ);
  EXPECT_TRUE(pending_differ);
}

// In the Big Deal everyone knows the seat to move holds a placeable card (a seat that
// cannot place shows its hand). A redraw for another viewer must keep that, with many
// redraws or with one and the last resort (an unseen placeable card swapped in, chosen from the
// view).
TEST(CaptainCoolJson, DeterminizeInTheBigDealLeavesTheMoverACardToPlace) {
  Game g(R"({"players": 4})");
  constexpr std::uint64_t kSeeds = caper::testing::budget(12, 3);  // fewer in sanitizer builds
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    Rng play(seed);
    State s = g.initial_state();
    ActionList legal;
    ChanceList outcomes;
    while (!s.is_terminal()) {
      if (s.phase() == Phase::kBigDeal) {
        for (int viewer = 0; viewer < 4; ++viewer) {
          if (viewer == s.current_player()) continue;
          for (int attempts : {1, kDeterminizeAttempts}) {
            Rng rng(seed * 100 + static_cast<std::uint64_t>(viewer * 7 + attempts));
            const State d = s.determinize(viewer, rng, attempts);
            ASSERT_EQ(d.to_json(viewer), s.to_json(viewer));
            d.legal_actions(legal);
            ASSERT_FALSE(legal.empty()) << "seat " << s.current_player() << " cannot place";
            ASSERT_TRUE(g.state_from_json(d.to_json(kFullView)) == d);
            ++checked;
          }
        }
      }
      s.legal_actions(legal);
      if (s.current_player() == kChancePlayer) {
        s.chance_outcomes(outcomes);
        s = s.apply(play.sample(outcomes));
      } else {
        s = s.apply(legal[static_cast<std::size_t>(play.below(legal.size()))]);
      }
    }
  }
  EXPECT_GT(checked, caper::testing::budget(500, 150));
}

TEST(CaptainCoolJson, HeuristicUsesPublicScores) {
  Game g(R"({"players": 3})");
  State s = Position(g).score(0, 10).score(1, 4).score(2, 7).build();
  EXPECT_DOUBLE_EQ(s.heuristic(0), 1.0);
  EXPECT_DOUBLE_EQ(s.heuristic(2), 0.5);
  EXPECT_DOUBLE_EQ(s.heuristic(1), 0.0);
}

TEST(CaptainCoolJson, FullTextShowsEveryHand) {
  Game g(R"({"players": 2})");
  State s = Position(g).hand(0, 21, false).circle(47).build();
  const std::string full = s.to_text(kFullView);
  EXPECT_NE(full.find("Seat 0: supply 6; hand: 2 (CC+Tom)\n"), std::string::npos) << full;
  EXPECT_NE(full.find("Big Deal: 10; free 1, 2, 3, 4, 5, 6, 7, 8, 9\n"), std::string::npos) << full;
  EXPECT_EQ(s.to_text(1).find("2 (CC+Tom)"), std::string::npos);
  EXPECT_NE(s.to_text(1).find("Seat 0: supply 6; hand: 1 hidden card\n"), std::string::npos);
}

TEST(CaptainCoolJson, BadDocumentsAreRefusedNamingTheField) {
  Game g(R"({"players": 2})");
  Position pos(g);
  const std::string base = pos.text();
  auto with = [&](const std::function<void(json&)>& edit) {
    json j = json::parse(base);
    edit(j);
    return error_of([&] { (void)g.state_from_json(j.dump()); });
  };
  EXPECT_NE(with([](json& j) { j["hands"][0].push_back(0); }).find("two places"),
            std::string::npos);
  EXPECT_NE(with([](json& j) { j["piles"]["plain"].erase(0); }).find("missing"), std::string::npos);
  EXPECT_NE(with([](json& j) { j["phase"] = "nap"; }).find("phase"), std::string::npos);
  EXPECT_NE(with([](json& j) { j["scores"] = {3, 3}; }).find("state.scores"), std::string::npos);
  EXPECT_NE(with([](json& j) { j["supply"][0] = 5; }).find("state.supply[0]"), std::string::npos);
  EXPECT_NE(with([](json& j) { j["extra"] = 1; }).find("extra"), std::string::npos);
  EXPECT_NE(with([](json& j) { j["circle"][0] = 47; }).find("state.circle[0]"), std::string::npos);
  EXPECT_NE(with([](json& j) {
              j["piles"]["tom"].push_back(j["piles"]["plain"][0]);
              j["piles"]["plain"].erase(0);
            }).find("another pile"),
            std::string::npos);
  EXPECT_NE(with([](json& j) { j["actor"] = 1; }).find("state.actor"), std::string::npos);
  EXPECT_NE(with([](json& j) { j["phase"] = "tom_place"; }).find("advanced"), std::string::npos);
  EXPECT_NE(with([](json& j) { j["round"] = 6; }).find("state.round"), std::string::npos);
  EXPECT_NE(with([](json& j) {
              j["phase"] = "start_scores";
              j["actor"] = nullptr;
              j["sub"] = 1;
              j["scores"] = {9, 0};
            }).find("state.scores[0]"),
            std::string::npos);
  EXPECT_THROW((void)g.state_from_json("[1, 2"), ParseError);
  EXPECT_THROW((void)g.state_from_json("{}"), ParseError);
}

}  // namespace
}  // namespace caper::captain_cool::testing
