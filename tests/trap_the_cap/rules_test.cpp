// The basic rules, each from a concrete position worked out by hand from the rulebook.
#include <gtest/gtest.h>

#include "builder.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

using testing::Builder;
using testing::has;
using testing::legal_texts;
using testing::on;
using testing::play;
using Texts = std::vector<std::string>;

// The moves of one start, e.g. prefix "move 3-".
Texts starting(const State& s, const std::string& prefix) {
  Texts out;
  for (const auto& t : legal_texts(s))
    if (t.rfind(prefix, 0) == 0) out.push_back(t);
  return out;
}

TEST(TrapTheCapRules, StartAllCapsInTheirHideoutsAndTheDieIsAChanceNode) {
  Game g(R"({"players": 3})");
  const State s = g.initial_state();
  for (int c = 0; c < 3; ++c) EXPECT_EQ(s.in_hideout(c), 4);
  EXPECT_TRUE(s.stacks().empty());
  EXPECT_EQ(s.current_player(), kChancePlayer);
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  ASSERT_EQ(outcomes.size(), 6U);
  for (std::size_t i = 0; i < 6; ++i) {
    EXPECT_EQ(outcomes[i].action, i);
    EXPECT_DOUBLE_EQ(outcomes[i].probability, 1.0 / 6.0);
  }
  EXPECT_EQ(legal_texts(s), (Texts{"roll 1", "roll 2", "roll 3", "roll 4", "roll 5", "roll 6"}));
  const State rolled = play(s, "roll 4");
  EXPECT_EQ(rolled.current_player(), 0);
  EXPECT_EQ(rolled.roll(), 4);
  EXPECT_THROW(rolled.chance_outcomes(outcomes), WrongPhase);
}

TEST(TrapTheCapRules, LeavingTheHideoutTheFirstStepIsOntoItsJunction) {
  Game g(R"({"players": 2})");
  EXPECT_EQ(legal_texts(play(g.initial_state(), "roll 1")), (Texts{"move H0-5"}));
  // Throw 3: H0 -> 5, then two more steps along any branch: 3, 7 or 53.
  EXPECT_EQ(legal_texts(play(g.initial_state(), "roll 3")),
            (Texts{"move H0-3", "move H0-53", "move H0-7"}));
  const State s = play(play(g.initial_state(), "roll 3"), "move H0-53");
  EXPECT_EQ(s.in_hideout(0), 3);
  EXPECT_EQ(on(s, 53), (Texts{"0:00"}));
}

TEST(TrapTheCapRules, AMoveWalksExactlyTheThrowInOneDirectionBranchingAtJunctions) {
  Game g(R"({"players": 2})");
  const State s = Builder(g).stack(3, 0).hideout(0, 3).stack(40, 1).hideout(1, 3).roll(4).build();
  // 3-2-1-0-51 backwards; 3-4-5 then 6-7 or 52-53 forwards; never back onto a square.
  EXPECT_EQ(starting(s, "move 3-"), (Texts{"move 3-51", "move 3-53", "move 3-7"}));
}

TEST(TrapTheCapRules, AtTheCentreAMoveMayTakeAnySpoke) {
  Game g(R"({"players": 2})");
  const State s = Builder(g).stack(57, 0).stack(40, 1).roll(2).build();
  EXPECT_EQ(starting(s, "move 57-"),
            (Texts{"move 57-55", "move 57-59", "move 57-65", "move 57-71"}));
}

TEST(TrapTheCapRules, TheThrowerChoosesWhichCapToMoveOnTheBoardOrFromTheHideout) {
  Game g(R"({"players": 2})");
  const State s = Builder(g).stack(20, 0).stack(40, 1).roll(1).build();
  EXPECT_EQ(starting(s, "move "), (Texts{"move 20-19", "move 20-21", "move H0-5"}));
}

TEST(TrapTheCapRules, ATowerOnItsWayHomeKeepsTrappingWhereItLands) {
  Game g(R"({"players": 3})");
  const State s = Builder(g).stack(10, 0, {0, 1, 0}).stack(13, 2).roll(3).build();
  const State after = play(s, "move 10-13");
  EXPECT_EQ(on(after, 13), (Texts{"0:011"}));
  EXPECT_EQ(after.score(0), 2);
}

TEST(TrapTheCapRules, GoingBackOutOfTheHideoutTheCapTrapsWhereItLands) {
  Game g(R"({"players": 2})");
  // 4, 5, H0 (3 points), then 5, 6, 7 with the remaining 3: it traps the P1 cap on 7.
  const State s = Builder(g).stack(3, 0, {0, 1}).stack(7, 1).roll(6).build();
  const State after = play(s, "move 3-H0-7");
  EXPECT_EQ(after.locked(0, 1), 1);
  EXPECT_EQ(on(after, 7), (Texts{"0:01"}));
  EXPECT_EQ(after.score(0), 2);
  // The way out is a new walk: it may come back over the squares it walked in on.
  EXPECT_TRUE(has(legal_texts(s), "move 3-H0-3"));
}

TEST(TrapTheCapRules, CapsPassOverOccupiedSquaresWithoutTrapping) {
  Game g(R"({"players": 2})");
  const State s = Builder(g).stack(10, 0).stack(11, 1).roll(2).build();
  const State after = play(s, "move 10-12");
  EXPECT_EQ(on(after, 11), (Texts{"1:00"}));
  EXPECT_EQ(on(after, 12), (Texts{"0:00"}));
}

TEST(TrapTheCapRules, LandingOnAnotherColourOnAYellowSquareTrapsIt) {
  Game g(R"({"players": 2})");
  const State s = Builder(g).stack(10, 0).stack(12, 1).roll(2).build();
  const State after = play(s, "move 10-12");
  EXPECT_EQ(on(after, 12), (Texts{"0:01"}));  // P0 on top of one P1 cap
  EXPECT_EQ(after.score(0), 1);
  EXPECT_EQ(after.in_hideout(1), 3);
}

TEST(TrapTheCapRules, OwnCapsShareAYellowSquare) {
  Game g(R"({"players": 2})");
  const State s = Builder(g).stack(10, 0).stack(12, 0).stack(40, 1).roll(2).build();
  const State after = play(s, "move 10-12");
  EXPECT_EQ(on(after, 12), (Texts{"0:00", "0:00"}));
  EXPECT_EQ(after.score(0), 0);
}

TEST(TrapTheCapRules, ALanderTakesAllTheCapsOnAYellowSquare) {
  Game g(R"({"players": 3})");
  const State s = Builder(g).stack(10, 0).stack(12, 1).stack(12, 1).stack(30, 2).roll(2).build();
  const State after = play(s, "move 10-12");
  EXPECT_EQ(on(after, 12), (Texts{"0:020"}));
  EXPECT_EQ(after.score(0), 2);
}

TEST(TrapTheCapRules, TrappingATowerTakesTheWholeTowerAndItMovesAsOne) {
  Game g(R"({"players": 3})");
  // A P1 tower on 12 holds one P0 and one P2 cap.
  const State s = Builder(g).stack(10, 0).stack(12, 1, {1, 0, 1, 0}).stack(30, 2).roll(2).build();
  const State after = play(s, "move 10-12");
  EXPECT_EQ(on(after, 12), (Texts{"0:111"}));
  EXPECT_EQ(after.score(0), 2);  // own caps carried are not prisoners
  // The tower moves as one: P0 throws 3 and walks it to 15 (grey).
  const State moved = play(
      Builder(g).stack(12, 0, {1, 1, 1, 0}).hideout(0, 2).stack(30, 2).to_move(0).roll(3).build(),
      "move 12-15");
  EXPECT_EQ(on(moved, 15), (Texts{"0:111"}));
  EXPECT_TRUE(on(moved, 12).empty());
}

TEST(TrapTheCapRules, GreySquaresHoldUpToThreeAndNobodyIsTrappedThere) {
  Game g(R"({"players": 3})");
  const State s = Builder(g).stack(6, 0).stack(8, 1).stack(8, 2).roll(2).build();
  const State after = play(s, "move 6-8");
  EXPECT_EQ(on(after, 8), (Texts{"0:000", "1:000", "2:000"}));
  EXPECT_EQ(after.score(0), 0);
  // A full grey square cannot be landed on.
  const State full = Builder(g).stack(6, 0).stack(8, 1).stack(8, 2).stack(8, 2).roll(2).build();
  EXPECT_FALSE(has(legal_texts(full), "move 6-8"));
  EXPECT_TRUE(has(legal_texts(full), "move 6-4"));
}

TEST(TrapTheCapRules, RulebookExampleTowerTwoSquaresInFrontOfItsHideoutThrowsFive) {
  Game g(R"({"players": 2})");
  // P0's tower on 3 carries a P1 cap and a P0 cap: it walks 4 and 5 (two squares), enters
  // H0 (counting 1), unloads, and goes back out with the remaining 2 points.
  const State s = Builder(g).stack(3, 0, {1, 1}).stack(40, 1).roll(5).build();
  const Texts moves = starting(s, "move 3-");
  EXPECT_EQ(moves, (Texts{"move 3-50", "move 3-54", "move 3-8", "move 3-H0", "move 3-H0-4",
                          "move 3-H0-52", "move 3-H0-6"}));
  const State out = play(s, "move 3-H0-6");
  EXPECT_EQ(on(out, 6), (Texts{"0:00"}));  // back on the board without prisoners
  EXPECT_EQ(out.locked(0, 1), 1);          // the P1 cap is locked up
  EXPECT_EQ(out.in_hideout(0), 3);         // 2 never left + the freed P0 cap
  EXPECT_EQ(out.score(0), 1);
}

TEST(TrapTheCapRules, TheTowerMayStopInItsHideoutAndNeedsNoExactThrow) {
  Game g(R"({"players": 2})");
  const State s = Builder(g).stack(4, 0, {0, 2}).hideout(0, 3).stack(40, 1).roll(6).build();
  EXPECT_TRUE(has(legal_texts(s), "move 4-H0"));  // 2 of 6 points used
  const State stopped = play(s, "move 4-H0");
  EXPECT_EQ(stopped.in_hideout(0), 4);
  EXPECT_EQ(stopped.locked(0, 1), 2);
  EXPECT_TRUE(on(stopped, 4).empty());
  // From the junction with a 1, the hideout is the whole move.
  const State junction = Builder(g).stack(5, 0, {0, 1}).stack(40, 1).roll(1).build();
  EXPECT_EQ(starting(junction, "move 5-"),
            (Texts{"move 5-4", "move 5-52", "move 5-6", "move 5-H0"}));
}

TEST(TrapTheCapRules, CapsWithoutPrisonersNeverReenterAndNobodyEntersAnotherHideout) {
  Game g(R"({"players": 2})");
  const State plain = Builder(g).stack(4, 0).stack(40, 1).roll(2).build();
  for (const auto& t : legal_texts(plain)) EXPECT_EQ(t.find("-H"), std::string::npos) << t;
  // P1's tower next to H0 may not go in there (its hideout is H1).
  const State other = Builder(g).stack(4, 1, {1, 0}).stack(40, 0).to_move(1).roll(2).build();
  for (const auto& t : legal_texts(other)) EXPECT_EQ(t.find("H0"), std::string::npos) << t;
}

TEST(TrapTheCapRules, ASixThrowsAgainOtherwiseTheNextPlayerThrows) {
  Game g(R"({"players": 3})");
  const State six = play(play(g.initial_state(), "roll 6"), "move H0-10");
  EXPECT_EQ(six.current_player(), kChancePlayer);
  EXPECT_EQ(six.to_move(), 0);
  const State five = play(play(g.initial_state(), "roll 5"), "move H0-9");
  EXPECT_EQ(five.to_move(), 1);
  EXPECT_EQ(five.last_roll(), 5);
  EXPECT_EQ(five.turns(), 1);
}

TEST(TrapTheCapRules, APlayerWithNoLegalMovePassesAndPassIsOnlyLegalThen) {
  Game g(R"({"players": 4})");
  // P0's only free cap is on junction 5; a 3 reaches only the grey squares 2, 8 and 54,
  // each already holding three pieces.
  const State s = Builder(g)
                      .stack(5, 0)
                      .locked(1, 0, 3)
                      .stack(2, 1)
                      .stack(2, 1)
                      .stack(2, 2)
                      .stack(8, 2)
                      .stack(8, 3)
                      .stack(8, 3)
                      .stack(54, 1)
                      .stack(54, 2)
                      .stack(54, 3)
                      .roll(3)
                      .build();
  EXPECT_EQ(legal_texts(s), (Texts{"pass"}));
  const State after = play(s, "pass");
  EXPECT_EQ(after.to_move(), 1);
  EXPECT_EQ(after.current_player(), kChancePlayer);
  // With a 4 there are moves, and pass is not among them.
  const State four = Builder(g).stack(5, 0).locked(1, 0, 3).roll(4).build();
  EXPECT_FALSE(has(legal_texts(four), "pass"));
  EXPECT_FALSE(four.is_legal(kPassAction));
}

TEST(TrapTheCapRules, APlayerWithNoFreeCapIsOutAndSkipped) {
  Game g(R"({"players": 3})");
  // P1's last free cap is on 12; the others are locked up by P0.
  const State s = Builder(g).stack(10, 0).stack(12, 1).locked(0, 1, 3).stack(30, 2).roll(2).build();
  const State after = play(s, "move 10-12");
  EXPECT_FALSE(after.in_play(1));
  EXPECT_FALSE(after.is_terminal());
  EXPECT_EQ(after.to_move(), 2);  // P1 is skipped
}

// P0 traps P1's last cap. P2 was wiped out earlier by P1, who locked up 3 P0 caps and all
// of P2's: P1 has 7 prisoners, P0 ends with 4.
State last_trap(const Game& g) {
  const State s = Builder(g)
                      .stack(10, 0)
                      .locked(1, 0, 3)
                      .stack(12, 1)
                      .locked(0, 1, 3)
                      .locked(1, 2, 4)
                      .roll(2)
                      .build();
  return play(s, "move 10-12");
}

TEST(TrapTheCapRules, OffensiveGameTheMostPrisonersWinsEvenIfOut) {
  Game g(R"({"players": 3})");
  const State end = last_trap(g);
  ASSERT_TRUE(end.is_terminal());
  EXPECT_EQ(end.end_reason(), EndReason::kOneLeft);
  EXPECT_EQ(end.score(0), 4);
  EXPECT_EQ(end.score(1), 7);
  std::array<double, 3> r{};
  end.returns(r);
  EXPECT_EQ(r, (std::array<double, 3>{0, 1, 0}));
  EXPECT_EQ(end.current_player(), kTerminalPlayer);
  ActionList legal;
  end.legal_actions(legal);
  EXPECT_TRUE(legal.empty());
}

TEST(TrapTheCapRules, DefensiveGameTheColourLeftOnTheBoardWins) {
  Game g(R"({"players": 3, "scoring": "defensive"})");
  const State end = last_trap(g);
  ASSERT_TRUE(end.is_terminal());
  std::array<double, 3> r{};
  end.returns(r);
  EXPECT_EQ(r, (std::array<double, 3>{1, 0, 0}));
}

TEST(TrapTheCapRules, MaxTurnsEndsTheGameScoredAsOffensiveAndTiesShare) {
  Game g(R"({"players": 2, "scoring": "defensive", "max_turns": 10})");
  // Each player holds one prisoner; the tenth turn ends the game in a tie.
  const State s = Builder(g).stack(10, 0, {0, 1}).stack(30, 1, {1, 0}).turns(9).roll(1).build();
  const State end = play(s, "move 10-11");
  ASSERT_TRUE(end.is_terminal());
  EXPECT_EQ(end.end_reason(), EndReason::kTurnLimit);
  std::array<double, 2> r{};
  end.returns(r);
  EXPECT_EQ(r, (std::array<double, 2>{0.5, 0.5}));
  // Before the limit the returns are zero.
  s.returns(r);
  EXPECT_EQ(r, (std::array<double, 2>{0, 0}));
}

TEST(TrapTheCapRules, DistinctPiecesOnOneSquareAreMovedSeparately) {
  Game g(R"({"players": 2})");
  // A plain P0 cap and a P0 tower share yellow square 12.
  const State s = Builder(g).stack(12, 0).stack(12, 0, {0, 1}).stack(40, 1).roll(2).build();
  const Texts moves = legal_texts(s);
  EXPECT_TRUE(has(moves, "move 12-14"));
  EXPECT_TRUE(has(moves, "move 12/1-14"));
  EXPECT_EQ(on(play(s, "move 12-14"), 14), (Texts{"0:00"}));
  EXPECT_EQ(on(play(s, "move 12/1-14"), 14), (Texts{"0:01"}));
  // Two plain caps on one square are one choice.
  const State twins = Builder(g).stack(12, 0).stack(12, 0).stack(40, 1).roll(2).build();
  EXPECT_FALSE(has(legal_texts(twins), "move 12/1-14"));
}

TEST(TrapTheCapRules, IllegalActionsAreRefusedAndTheStateIsUnchanged) {
  Game g(R"({"players": 2})");
  const State s = play(g.initial_state(), "roll 2");
  const std::string before = s.to_json(kFullView);
  EXPECT_THROW((void)s.apply(s.action_from_string("move 3-5")), IllegalAction);
  EXPECT_THROW((void)s.apply(0), IllegalAction);  // no throw now
  EXPECT_THROW((void)s.apply(g.num_distinct_actions()), IllegalAction);
  EXPECT_EQ(s.to_json(kFullView), before);
  try {
    (void)s.apply(s.action_from_string("move H1-17"));
    FAIL();
  } catch (const IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find("move H1-17"), std::string::npos);
  }
}

}  // namespace
}  // namespace caper::trap_the_cap
