// Trap the Cap's own invariants at every state of random games of every configuration
// (every variant, scoring and player count of Game::kConfigurations). What every game
// promises is checked for every game by tests/conformance; here only what is this game's:
// the legal list stays within the game's max_legal_actions(), and every game ends with a
// winner (returns summing to 1; the contract also allows a game nobody wins).
#include <numeric>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "caper/trap_the_cap/game.hpp"
#include "conformance/budget.hpp"
#include "conformance/playout.hpp"

namespace caper::trap_the_cap {
namespace {

// One game per configuration in sanitizer builds (conformance/budget.hpp).
TEST(TrapTheCapRandomPlay, EveryConfigurationStaysInItsMoveBoundAndEndsWithAWinner) {
  constexpr int kGames = caper::testing::budget(3, 1);
  for (const TestConfiguration& config : Game::kConfigurations) {
    SCOPED_TRACE(std::string(config.options));
    const Game game(config.options);
    const auto bound = static_cast<std::size_t>(game.max_legal_actions());
    int ended = 0;
    ActionList legal;
    caper::testing::for_each_state(
        game, 1, kGames, [&](const State& s, std::uint64_t seed, int step) {
          SCOPED_TRACE("seed " + std::to_string(seed) + " step " + std::to_string(step));
          s.legal_actions(legal);
          EXPECT_LE(legal.size(), bound);
          if (s.is_terminal()) {
            std::vector<double> returns(static_cast<std::size_t>(game.num_players()));
            s.returns(returns);
            EXPECT_NEAR(std::accumulate(returns.begin(), returns.end(), 0.0), 1.0, 1e-9);
            ++ended;
          }
          return !::testing::Test::HasFailure();
        });
    EXPECT_EQ(ended, kGames);
  }
}

}  // namespace
}  // namespace caper::trap_the_cap
