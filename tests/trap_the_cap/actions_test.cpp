// Every action id's codecs, and the text every viewer reads of an action.
#include <string>

#include <gtest/gtest.h>

#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

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
  EXPECT_EQ(three.action_to_string(gold, kPublicView), "move H0-7");
  EXPECT_THROW((void)three.action_to_string(gold, -3), InvalidArgument);
  EXPECT_THROW((void)three.action_to_string(g.num_distinct_actions(), 0), InvalidArgument);
}

}  // namespace
}  // namespace caper::trap_the_cap
