// The board as text and the action notation of every id.
#include <gtest/gtest.h>

#include <string>

#include "helpers.hpp"

namespace mc_test {
namespace {

// The trade being put together is on the board, for both sides: P0 offers its Favor
// marker to P1 for nothing.
TEST(ManskyText, TheTradeOnOfferIsShown) {
  Game g("");
  const State s = play(started(g), {"trade P1", "give favor"});
  EXPECT_NE(s.to_text(1).find("Trade being made: P0 gives 1 favor to P1 for nothing"),
            std::string::npos)
      << s.to_text(1);
  const State sent = act(s, "send-offer");
  EXPECT_NE(sent.to_text(0).find("Trade on offer: P0 gives 1 favor to P1 for nothing"),
            std::string::npos)
      << sent.to_text(0);
}

TEST(ManskyText, EveryIdHasText) {
  Game g("");
  State s = g.initial_state();
  EXPECT_EQ(g.num_distinct_actions(), 170U);
  const std::string text = started(g).to_text(0);
  EXPECT_NE(text.find("R1 Room 2 [open] safe: 7 loot, 3 GASP!, 3 danger; track o!B"),
            std::string::npos)
      << text;
  // The characters as a table, the ability in words, each column as wide as its longest
  // entry ("Sergeant Spike (send to car)").
  EXPECT_NE(text.find("  seat  character                     where  loot   stash  keys  favors\n"
                      "> P0    Frankie the Fixer (draw two)  R0     0g 0c  0g 0c  0     1\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("To move: P0"), std::string::npos);
  for (caper::ActionId id = 0; id < g.num_distinct_actions(); ++id)
    ASSERT_EQ(s.action_from_string(s.action_to_string(id)), id) << s.action_to_string(id);
  EXPECT_THROW((void)s.action_to_string(g.num_distinct_actions()), caper::InvalidArgument);
}

}  // namespace
}  // namespace mc_test
