#include <gtest/gtest.h>

#include "caper/card_caper/state.hpp"

namespace caper::card_caper {
namespace {

TEST(CardCaperSmoke, RandomGameEnds) {
  const Game game(R"({"players": 4})");
  Rng rng(1);
  State s = game.initial_state();
  int steps = 0;
  while (!s.is_terminal() && steps < 100000) {
    ActionList actions;
    s.legal_actions(actions);
    ASSERT_FALSE(actions.empty());
    s = s.apply(actions[static_cast<std::size_t>(rng.below(actions.size()))]);
    ++steps;
  }
  EXPECT_TRUE(s.is_terminal());
}

}  // namespace
}  // namespace caper::card_caper
