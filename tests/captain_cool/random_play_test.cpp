// Captain Cool's own invariants at every state of random games of every configuration
// (every player count, with and without the advanced rules: Game::kConfigurations). What
// every game promises is checked for every game by tests/conformance; here only what is
// this game's: a reloaded state equals the state (operator==, which sees a fact the JSON
// would drop), at most 50 legal actions, a game of 5 rounds within 5000 steps whose final
// scores are all different, and views that show no other seat's hidden card, pile or
// pending choice.
#include <gtest/gtest.h>

#include <string>

#include "caper/captain_cool/game.hpp"
#include "conformance/budget.hpp"
#include "conformance/playout.hpp"
#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

// Sanitizer builds play fewer seeds and check views at fewer states (conformance/budget.hpp).
constexpr int kSeeds = caper::testing::budget(6, 1);
constexpr int kViewEvery = caper::testing::budget(1, 3);  // states between view checks
constexpr int kReloadEvery = 7;                           // states between reloads

TEST(CaptainCoolRandomPlay, EveryConfigurationPlaysFiveRoundsToDistinctScores) {
  for (const TestConfiguration& config : Game::kConfigurations) {
    SCOPED_TRACE(std::string(config.options));
    const Game game(config.options);
    const int n = game.num_players();
    int ended = 0;
    ActionList legal;
    caper::testing::for_each_state(
        game, 31, kSeeds, [&](const State& s, std::uint64_t seed, int step) {
          SCOPED_TRACE("seed " + std::to_string(seed) + " step " + std::to_string(step));
          s.legal_actions(legal);
          EXPECT_LE(legal.size(), 50U);
          EXPECT_LT(step, 5000);
          if (step % kReloadEvery == 0) {
            EXPECT_TRUE(game.state_from_json(s.to_json(kFullView)) == s) << "the reload differs";
          }
          if (s.is_terminal()) {
            ++ended;
            EXPECT_EQ(s.round(), 5);
            for (int p = 0; p < n; ++p)
              for (int q = p + 1; q < n; ++q) {
                EXPECT_NE(s.score(p), s.score(q));
              }
          }
          return !::testing::Test::HasFailure();
        });
    EXPECT_EQ(ended, kSeeds);
  }
}

// In every view of a random game: no other player's hidden card, no pile content, no
// other player's pending choice.
TEST(CaptainCoolRandomPlay, ViewsNeverLeak) {
  for (const char* options : {R"({"players": 3})", R"({"players": 6, "advanced": true})"}) {
    SCOPED_TRACE(options);
    const Game game(options);
    caper::testing::for_each_state(game, 17, 1, [&](const State& s, std::uint64_t, int step) {
      for (int p = 0; p < game.num_players() && step % kViewEvery == 0; ++p) {
        const json view = to_j(s, p);
        for (const auto& [name, pile] : view["piles"].items())
          EXPECT_TRUE(pile.is_number()) << name;
        for (int q = 0; q < game.num_players(); ++q) {
          const auto qi = static_cast<std::size_t>(q);
          if (q == p) continue;
          for (const auto& c : view["hands"][qi]) EXPECT_TRUE(s.is_public(c.get<int>()));
          const json& pending = view["pending"][qi];
          EXPECT_TRUE(pending.is_null() || pending == "hidden");
        }
      }
      return !::testing::Test::HasFailure();
    });
  }
}

}  // namespace
}  // namespace caper::captain_cool::testing
