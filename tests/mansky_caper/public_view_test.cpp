// The public view: what a person at the table who holds no seat sees. The Mansky Caper
// hides nothing (character cards are read aloud, Room cards flipped, drawn tokens and GASP!
// cards shown), so a spectator sees the whole table, as every seat does.
#include <gtest/gtest.h>

#include <string>

#include "helpers.hpp"

namespace mc_test {
namespace {

// P0's first turn (started(): four characters dealt, R0 = Room 1 and R1 = Room 2 entered).
TEST(ManskyPublicView, IsTheWholeTableAndEveryEventReadsAsForTheSeats) {
  Game g("");
  const State s = started(g);
  Json shown = Json::parse(s.to_json(caper::kPublicView));
  EXPECT_EQ(shown["view"], -2);
  shown["view"] = -1;
  EXPECT_EQ(shown, to_j(s));
  EXPECT_EQ(shown["rooms"][0]["safe"], (Json{{"loot", 6}, {"gasp", 4}, {"danger", 2}}));
  // The text is the full picture, headed as the public's.
  const std::string full = s.to_text(caper::kFullView);
  std::string expected = full;
  expected.insert(full.find('\n'), " (public view)");
  EXPECT_EQ(s.to_text(caper::kPublicView), expected);
  // P1 holds Sergeant Spike and R0 shows Room 1: the public reads them as the seats do.
  EXPECT_EQ(s.action_to_string(s.action_from_string("trade P1"), caper::kPublicView),
            "trade with P1 (Sergeant Spike)");
  EXPECT_EQ(s.action_to_string(s.action_from_string("move R0"), caper::kPublicView),
            "move to R0 (Room 1)");
  const State dealing = g.initial_state();
  EXPECT_EQ(dealing.action_to_string(dealing.action_from_string("deal c5"), caper::kPublicView),
            "P0 is dealt Greedy Gus (take whole)");
}

}  // namespace
}  // namespace mc_test
