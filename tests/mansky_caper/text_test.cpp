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

// A room's leftover loot is counted as the characters' table counts loot, and the used keys
// left in it follow: R0 (Room 1, 6/4/2, no danger drawn) holds 1 gem and 2 coins, R1 (Room
// 2, 7/3/3) a key. Each line is under 80 columns, so six players' screens keep a row a room.
TEST(ManskyText, ARoomIsOneShortLine) {
  Game g("");
  const State s = edit(started(g), [](Json& j) {
    j["rooms"][0]["leftover"] = {{"gems", 1}, {"coins", 2}};
    j["rooms"][1]["keys"] = 1;
  });
  const std::string text = s.to_text(caper::kFullView);
  EXPECT_NE(text.find("R0 Room 1: safe 6 loot, 4 GASP!, 2 danger; track oB; left 1g 2c\n"
                      "R1 Room 2: safe 7 loot, 3 GASP!, 3 danger; track o!B; keys left 1\n"
                      "R2 [locked]\n"),
            std::string::npos)
      << text;
}

// Action text is words split at any whitespace, as in every game: a tab or a doubled
// space reads as the one space the notation prints.
TEST(ManskyText, ActionWordsAreSplitAtAnyWhitespace) {
  Game g("");
  State s = g.initial_state();
  EXPECT_EQ(s.action_from_string("move\tR0"), s.action_from_string("move R0"));
  EXPECT_EQ(s.action_from_string(" favor  send_to_car\tP3\n"),
            s.action_from_string("favor send_to_car P3"));
  EXPECT_THROW(s.action_from_string("favor send_to_carP3"), caper::ParseError);
}

TEST(ManskyText, EveryIdHasText) {
  Game g("");
  State s = g.initial_state();
  EXPECT_EQ(g.num_distinct_actions(), 170U);
  const std::string text = started(g).to_text(0);
  EXPECT_NE(text.find("R1 Room 2: safe 7 loot, 3 GASP!, 3 danger; track o!B\n"), std::string::npos)
      << text;
  // The characters as a table, the ability in words, each column as wide as its longest
  // entry ("Sergeant Spike (send to car)").
  EXPECT_NE(text.find("  seat  character                     where  loot   stash  keys  favors\n"
                      "> P0    Frankie the Fixer (draw two)  R0     0g 0c  0g 0c  0     1\n"),
            std::string::npos)
      << text;
  // "> " marks whose turn it is; no other line says so (a row fewer on a terminal).
  EXPECT_EQ(text.find("To move"), std::string::npos) << text;
  for (caper::ActionId id = 0; id < g.num_distinct_actions(); ++id)
    ASSERT_EQ(s.action_from_string(s.action_to_string(id)), id) << s.action_to_string(id);
  EXPECT_THROW((void)s.action_to_string(g.num_distinct_actions()), caper::InvalidArgument);
}

}  // namespace
}  // namespace mc_test
