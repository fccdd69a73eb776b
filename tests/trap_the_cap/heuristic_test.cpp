// Trap the Cap's heuristic (State::heuristic) and the greedy bot on it, from positions
// worked out by hand. The bots' behaviour on every game is in tests/bots/.
#include <gtest/gtest.h>

#include "caper/bots/bot.hpp"
#include "caper/catalogue.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

// Material shares, free cap 1 and prisoner 2, plus 1 each. At the start of a 2-player
// game both sides hold 4 caps in the hideout: 5 / 10 each.
TEST(TrapTheCapHeuristic, StartIsEven) {
  const Game game(R"({"players": 2})");
  const State start = game.initial_state();
  EXPECT_DOUBLE_EQ(start.heuristic(0), 0.5);
  EXPECT_DOUBLE_EQ(start.heuristic(1), 0.5);
}

// Greedy prefers the move that traps. p0 has a cap on square 10 and three in the hideout,
// p1 a cap on yellow square 13 and three in the hideout; p0 threw a 3. Trapping (10-13)
// makes p0's material 1 + 4 free caps + 2 x 1 prisoner = 7 against p1's 1 + 3 = 4, a share
// of 7/11; every other move leaves 5/10. Greedy must trap, whatever its seed.
TEST(TrapTheCapHeuristic, GreedyTakesTheTrap) {
  auto game = make_game(Game::kName, R"({"players": 2})");
  auto state = game->state_from_json(
      R"({"end_reason":"none","golden":null,"hideouts":[3,3],"last_roll":3,)"
      R"("locked":[[0,0],[0,0]],"players":2,"roll":3,"scores":[0,0],"stacks":[)"
      R"({"golden_prisoner":false,"prisoners":[0,0],"square":10,"top":0},)"
      R"({"golden_prisoner":false,"prisoners":[0,0],"square":13,"top":1}],)"
      R"("to_move":0,"turns":4,"variant":"basic","winners":[]})");
  const ActionId trap = state->action_from_string("move 10-13");
  ASSERT_TRUE(state->is_legal(trap));
  EXPECT_NEAR(state->apply(trap)->heuristic(0), 7.0 / 11.0, 1e-12);
  for (std::uint64_t seed = 1; seed <= 5; ++seed)
    EXPECT_EQ(bots::make_bot("greedy", seed)->choose(*state), trap);
}

}  // namespace
}  // namespace caper::trap_the_cap
