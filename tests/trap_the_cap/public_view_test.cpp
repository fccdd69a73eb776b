// The public view: what a person at the table who holds no seat sees. Nothing is hidden in
// Trap the Cap (the board, the caps and the dice are in sight of all), so it is the whole
// state, as every seat's view is.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "builder.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

using testing::play;

// Four players, golden cap: p0 threw 6 and moved H0-10, then threw 2.
TEST(TrapTheCapPublicView, IsTheWholeBoardAndEveryEventReadsAsTheNotation) {
  const Game g(R"({"players": 4, "variant": "golden_cap"})");
  const State s = play(play(play(g.initial_state(), "roll 6"), "move H0-10"), "roll 2");
  auto shown = nlohmann::json::parse(s.to_json(kPublicView));
  EXPECT_EQ(shown["view"], -2);
  EXPECT_EQ(shown["roll"], 2);
  EXPECT_EQ(shown["hideouts"], nlohmann::json({3, 4, 4, 4}));
  shown["view"] = -1;
  EXPECT_EQ(shown.dump(), s.to_json(kFullView));
  EXPECT_EQ(s.to_text(kPublicView), s.to_text(kFullView));
  ActionList legal;
  s.legal_actions(legal);
  for (ActionId a : legal) EXPECT_EQ(s.action_to_string(a, kPublicView), s.action_to_string(a));
  // The game's own check of a viewer names the public view among those it takes.
  try {
    (void)s.action_to_string(legal[0], -3);
    ADD_FAILURE() << "viewer -3 was taken";
  } catch (const InvalidArgument& e) {
    EXPECT_STREQ(e.what(),
                 "trap_the_cap: viewer -3 is neither -1 (full view), -2 (public view) nor a seat "
                 "0..3");
  }
}

}  // namespace
}  // namespace caper::trap_the_cap
