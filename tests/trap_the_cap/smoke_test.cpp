// Whole games through the type-erased interface, and every action id's codecs.
#include <algorithm>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "caper/core/game_adapter.hpp"
#include "caper/trap_the_cap/game.hpp"
#include "conformance/budget.hpp"

namespace caper::trap_the_cap {
namespace {

void play_random_games(const std::string& options, int games) {
  auto g = make_any_game<Game>(options);
  for (int seed = 1; seed <= games; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    auto state = g->initial_state();
    int steps = 0;
    while (!state->is_terminal()) {
      ActionList legal;
      state->legal_actions(legal);
      ASSERT_FALSE(legal.empty());
      ASSERT_LE(static_cast<int>(legal.size()),
                static_cast<const GameAdapter<Game>&>(*g).game().max_legal_actions());
      for (std::size_t i = 1; i < legal.size(); ++i) ASSERT_LT(legal[i - 1], legal[i]);
      const ActionId a =
          state->is_chance_node() ? state->sample_chance(rng) : legal[rng.below(legal.size())];
      ASSERT_EQ(state->action_from_string(state->action_to_string(a)), a);
      const std::string json = state->to_json();
      ASSERT_EQ(g->state_from_json(json)->to_json(), json);
      state = state->apply(a);
      ++steps;
    }
    double sum = 0;
    for (double r : state->returns()) sum += r;
    EXPECT_NEAR(sum, 1.0, 1e-9) << options;
    EXPECT_GT(steps, 0);
  }
}

// Every variant, on one game each in sanitizer builds (conformance/budget.hpp).
TEST(TrapTheCapSmoke, RandomGamesOfEveryVariantEndWithAWinner) {
  constexpr int kGames = caper::testing::budget(3, 1);
  play_random_games(R"({"players": 2})", kGames);
  play_random_games(R"({"players": 3, "scoring": "defensive"})", kGames);
  play_random_games(R"({"players": 4})", kGames);
  play_random_games(R"({"variant": "partners"})", kGames);
  play_random_games(R"({"variant": "total_partners"})", kGames);
  play_random_games(R"({"players": 3, "variant": "tower_race"})", kGames);
  play_random_games(R"({"variant": "golden_cap"})", kGames);
  play_random_games(R"({"players": 2, "variant": "golden_cap", "golden_winner": "prisoners"})",
                    kGames);
}

TEST(TrapTheCapActions, EveryIdRoundTripsThroughMoveAndText) {
  for (bool golden : {false, true}) {
    const ActionCodec codec(golden);
    EXPECT_EQ(codec.size(), golden ? 18027U : 13191U);
    for (ActionId id = 0; id < codec.size(); ++id) {
      const Action m = codec.decode(id);
      ASSERT_EQ(codec.encode(m), id);
      const std::string text = to_string(m);
      ASSERT_EQ(parse_action(text), m) << text;
    }
  }
  EXPECT_THROW((void)ActionCodec(true).decode(18027), InvalidArgument);
  EXPECT_THROW((void)ActionCodec(false).decode(13191), InvalidArgument);
  // A golden move is no action of a game without the golden cap.
  EXPECT_THROW((void)ActionCodec(false).encode(parse_action("gold 20-25")), InvalidArgument);
}

}  // namespace
}  // namespace caper::trap_the_cap

namespace caper::trap_the_cap {
namespace {

// No information is hidden: a throw and a move read the same for every seat.
TEST(TrapTheCapActions, EveryViewerReadsTheFullText) {
  Game g(R"({"players": 3, "variant": "golden_cap"})");
  const State start = g.initial_state();
  const State three = start.apply(start.action_from_string("roll 3"));
  const ActionId gold = three.action_from_string("move H0-7");
  for (int viewer = kFullView; viewer < 3; ++viewer) {
    EXPECT_EQ(start.action_to_string(2, viewer), "roll 3");
    EXPECT_EQ(three.action_to_string(gold, viewer), "move H0-7");
    EXPECT_EQ(three.action_to_string(kPassAction, viewer), "pass");
  }
  EXPECT_THROW((void)three.action_to_string(gold, 3), InvalidArgument);
  EXPECT_THROW((void)three.action_to_string(gold, -2), InvalidArgument);
  EXPECT_THROW((void)three.action_to_string(g.num_distinct_actions(), 0), InvalidArgument);
}

// is_legal checks one move directly; it must agree with the generated list for every id.
TEST(TrapTheCapActions, IsLegalAgreesWithLegalActionsForEveryId) {
  for (const char* options :
       {R"({"players": 3})", R"({"variant": "total_partners"})", R"({"variant": "golden_cap"})",
        R"({"players": 2, "variant": "tower_race"})"}) {
    const Game g(options);
    const ActionId limit = g.num_distinct_actions();
    for (int seed = 1; seed <= 2; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed));
      State s = g.initial_state();
      for (int step = 0; !s.is_terminal(); ++step) {
        ActionList legal;
        s.legal_actions(legal);
        if (step % 9 == 0 || legal.size() > 12) {
          for (ActionId id = 0; id < limit; ++id) {
            ASSERT_EQ(s.is_legal(id), std::binary_search(legal.begin(), legal.end(), id))
                << options << " id " << id << " " << s.action_to_string(id) << "\n"
                << s.to_text(kFullView);
          }
        }
        s = s.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
      }
    }
  }
}

}  // namespace
}  // namespace caper::trap_the_cap
