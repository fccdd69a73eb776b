// The variants: partners, total partners, tower race and the golden cap.
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

bool any_starting(const State& s, const std::string& prefix) {
  for (const auto& t : legal_texts(s))
    if (t.rfind(prefix, 0) == 0) return true;
  return false;
}

TEST(TrapTheCapPartners, PartnersShareSquaresAndOnlyTrapTheOtherTeam) {
  Game g(R"({"players": 4, "variant": "partners"})");
  const State share = Builder(g).stack(10, 0).stack(12, 2).roll(2).build();
  EXPECT_EQ(on(play(share, "move 10-12"), 12), (Texts{"0:0000", "2:0000"}));
  const State trap = Builder(g).stack(10, 0).stack(12, 1).stack(12, 3).roll(2).build();
  EXPECT_EQ(on(play(trap, "move 10-12"), 12), (Texts{"0:0101"}));
}

TEST(TrapTheCapPartners, APlayerFreesHisPartnersCapsAndLocksUpTheRest) {
  Game g(R"({"players": 4, "variant": "partners"})");
  const State s = Builder(g).stack(4, 0, {0, 1, 1, 0}).hideout(0, 3).roll(2).build();
  const State after = play(s, "move 4-H0");
  EXPECT_EQ(after.in_hideout(2), 4);  // the partner's cap goes home to H2
  EXPECT_EQ(after.locked(0, 1), 1);
  EXPECT_EQ(after.in_hideout(0), 4);
}

TEST(TrapTheCapPartners, EachPlayerMovesOnlyHisOwnCaps) {
  Game g(R"({"players": 4, "variant": "partners"})");
  const State s = Builder(g).stack(20, 2).roll(2).build();
  EXPECT_FALSE(any_starting(s, "move 20-"));
  EXPECT_FALSE(any_starting(s, "move H2-"));
  EXPECT_TRUE(any_starting(s, "move H0-"));
}

TEST(TrapTheCapPartners, TheTeamWithTheMostPrisonersWinsTogether) {
  Game g(R"({"players": 4, "variant": "partners"})");
  // P0 traps the last free cap of team 1+3: team 0+2 holds 4 + 4 prisoners.
  const State s =
      Builder(g).stack(10, 0).stack(12, 1).locked(0, 1, 3).locked(2, 3, 4).roll(2).build();
  const State end = play(s, "move 10-12");
  ASSERT_TRUE(end.is_terminal());
  std::array<double, 4> r{};
  end.returns(r);
  EXPECT_EQ(r, (std::array<double, 4>{0.5, 0, 0.5, 0}));
}

TEST(TrapTheCapPartners, APlayerWithoutFreeCapsIsSkippedWhileHisPartnerPlays) {
  Game g(R"({"players": 4, "variant": "partners"})");
  // P2's caps are all locked up by P1; after P1's move P3 throws.
  const State s = Builder(g).locked(1, 2, 4).to_move(1).roll(2).build();
  EXPECT_FALSE(s.in_play(2));
  const State after = play(s, "move H1-17");
  EXPECT_EQ(after.to_move(), 3);
}

TEST(TrapTheCapPartners, PartnersNeedFourPlayers) {
  try {
    Game g(R"({"players": 3, "variant": "partners"})");
    FAIL();
  } catch (const BadOptions& e) {
    EXPECT_NE(std::string(e.what()).find("variant"), std::string::npos) << e.what();
  }
  EXPECT_THROW(Game(R"({"players": 2, "variant": "total_partners"})"), BadOptions);
}

TEST(TrapTheCapTotalPartners, TheThrowerMayMoveAnyCapOfHisTeam) {
  Game g(R"({"players": 4, "variant": "total_partners"})");
  const State s = Builder(g).stack(20, 2).roll(2).build();
  EXPECT_TRUE(has(legal_texts(s), "move 20-22"));
  EXPECT_TRUE(any_starting(s, "move H2-"));
  EXPECT_FALSE(any_starting(s, "move H1-"));
  EXPECT_EQ(on(play(s, "move 20-22"), 22), (Texts{"2:0000"}));
}

TEST(TrapTheCapTotalPartners, APartnersTowerUnloadsInThePartnersHideout) {
  Game g(R"({"players": 4, "variant": "total_partners"})");
  // P0 throws 3 and walks P2's tower 30, 31, H2: the prisoner counts for P2.
  const State s = Builder(g).stack(29, 2, {0, 1, 0, 0}).hideout(2, 3).roll(3).build();
  const State after = play(s, "move 29-H2");
  EXPECT_EQ(after.locked(2, 1), 1);
  EXPECT_EQ(after.in_hideout(2), 4);
  EXPECT_EQ(after.to_move(), 1);
}

TEST(TrapTheCapTotalPartners, APlayerWithoutCapsOfHisOwnStillThrowsAndMovesHisPartners) {
  Game g(R"({"players": 4, "variant": "total_partners"})");
  // P2's caps are all locked up by P1; P0 still has 4 in H0. After P1's move P2 throws.
  const State s = Builder(g).locked(1, 2, 4).to_move(1).roll(2).build();
  EXPECT_FALSE(s.in_play(2));
  EXPECT_TRUE(s.plays(2));
  const State p2 = play(s, "move H1-17");
  EXPECT_EQ(p2.to_move(), 2);
  EXPECT_EQ(p2.current_player(), kChancePlayer);
  // A 2: P2 moves one of P0's caps out of H0 (H0-5, then 4, 6 or spoke square 52).
  const State two = play(p2, "roll 2");
  EXPECT_EQ(legal_texts(two), (Texts{"move H0-4", "move H0-52", "move H0-6"}));
  const State after = play(two, "move H0-6");
  EXPECT_EQ(on(after, 6), (Texts{"0:0000"}));
  EXPECT_EQ(after.in_hideout(0), 3);
  EXPECT_EQ(after.to_move(), 3);
  // A 6 gives him another throw, as anyone.
  const State six = play(play(p2, "roll 6"), "move H0-10");
  EXPECT_EQ(six.to_move(), 2);
  // Such a seat may be the one to move in a loaded position; the picture does not call him out.
  const State loaded = Builder(g).locked(1, 2, 4).to_move(2).roll(3).build();
  EXPECT_EQ(loaded.to_move(), 2);
  EXPECT_EQ(loaded.to_text(-1).find("OUT"), std::string::npos) << loaded.to_text(-1);
}

TEST(TrapTheCapTotalPartners, APlayerIsOutOnlyWhenHisTeamHasNoFreeCap) {
  Game g(R"({"players": 4, "variant": "total_partners"})");
  // P2's caps are locked up and P0's last free cap is on 10: P1 traps it and the game ends.
  const State s = Builder(g)
                      .locked(1, 2, 4)
                      .locked(3, 0, 3)
                      .stack(10, 0)
                      .stack(8, 1)
                      .to_move(1)
                      .roll(2)
                      .build();
  EXPECT_TRUE(s.plays(0) && s.plays(2));
  const State end = play(s, "move 8-10");
  EXPECT_TRUE(end.is_terminal());
  EXPECT_FALSE(end.plays(0) || end.plays(2));
  // In the partners game (each moves only his own caps) P2 is skipped instead.
  Game p(R"({"players": 4, "variant": "partners"})");
  const State q = Builder(p).locked(1, 2, 4).to_move(1).roll(2).build();
  EXPECT_FALSE(q.plays(2));
  EXPECT_THROW(Builder(p).locked(1, 2, 4).to_move(2).roll(3).build(), ParseError);
}

TEST(TrapTheCapTowerRace, NoCapReturnsToItsHideoutAndTheColourLeftFreeWins) {
  Game g(R"({"players": 3, "variant": "tower_race"})");
  const State s = Builder(g).stack(4, 0, {0, 1, 0}).stack(30, 2).roll(2).build();
  for (const auto& t : legal_texts(s)) EXPECT_EQ(t.find("-H"), std::string::npos) << t;
  // P0's tower takes P2's last free cap; P1 and P2 are all under P0's towers.
  const State last = Builder(g)
                         .stack(28, 0, {0, 4, 0})
                         .stack(30, 2)
                         .stack(40, 0, {0, 0, 3})
                         .hideout(0, 2)
                         .roll(2)
                         .build();
  const State end = play(last, "move 28-30");
  ASSERT_TRUE(end.is_terminal());
  std::array<double, 3> r{};
  end.returns(r);
  EXPECT_EQ(r, (std::array<double, 3>{1, 0, 0}));
  EXPECT_EQ(on(end, 30), (Texts{"0:041"}));
}

TEST(TrapTheCapTowerRace, ScoringIsNotMixedWithTheVariantsOwnWinner) {
  Game g(R"({"players": 2, "variant": "tower_race", "max_turns": 3})");
  // At max_turns the tower race is scored as offensive: P1 carries more.
  const State s = Builder(g).stack(10, 0, {0, 1}).stack(30, 1, {2, 0}).turns(2).roll(1).build();
  const State end = play(s, "move 10-11");
  ASSERT_EQ(end.end_reason(), EndReason::kTurnLimit);
  std::array<double, 2> r{};
  end.returns(r);
  EXPECT_EQ(r, (std::array<double, 2>{0, 1}));
}

TEST(TrapTheCapGolden, TheGoldenCapStartsOnTheCentreAndIsTrappedLikeAnyCap) {
  Game g(R"({"players": 4, "variant": "golden_cap"})");
  const State start = g.initial_state();
  EXPECT_EQ(on(start, kCentre), (Texts{"G:0000"}));
  EXPECT_EQ(start.golden_owner(), -1);
  const State s = Builder(g).stack(55, 0).stack(kCentre, kGold).roll(3).build();
  const State after = play(s, "move 55-58");
  EXPECT_EQ(on(after, kCentre), (Texts{"0:0000g"}));
  EXPECT_EQ(after.score(0), 0);  // the golden cap is nobody's cap
}

TEST(TrapTheCapGolden, BringingItHomeFreesItAndMakesItAnExtraPiece) {
  Game g(R"({"players": 2, "variant": "golden_cap"})");
  const State s = Builder(g).stack(16, 1, {0, 0}, true).hideout(1, 3).to_move(1).roll(3).build();
  const State home = play(s, "move 16-H1");
  EXPECT_EQ(home.golden_owner(), 1);
  EXPECT_TRUE(home.golden_in_hideout());
  EXPECT_EQ(home.in_hideout(1), 4);
  // Later P1 moves it out like a cap.
  const State out = Builder(g).golden(1, true).to_move(1).roll(1).build();
  EXPECT_EQ(legal_texts(out), (Texts{"gold H1-18", "move H1-18"}));
  EXPECT_EQ(on(play(out, "gold H1-18"), 18), (Texts{"G:00"}));
}

TEST(TrapTheCapGolden, RulebookExampleForwardTwoTrapThenBackThreeTrap) {
  Game g(R"({"players": 4, "variant": "golden_cap"})");
  // P0's golden cap on 20; P1 on 22, P2 on 19. A 5: forward 2 to 22 (trap), back 3 to 19.
  const State s =
      Builder(g).stack(20, kGold).golden(0, false).stack(22, 1).stack(19, 2).roll(5).build();
  const Texts moves = legal_texts(s);
  ASSERT_TRUE(has(moves, "gold 20-22-19"));
  const State after = play(s, "gold 20-22-19");
  EXPECT_EQ(on(after, 19), (Texts{"G:0110"}));
  EXPECT_TRUE(on(after, 22).empty());
  EXPECT_EQ(after.score(0), 2);
  // Back beyond the start: turn on 19 (1 step, trap P2), then 20, 21, over P1 on 22, to 23.
  EXPECT_TRUE(has(moves, "gold 20-19-23"));
  const State beyond = play(s, "gold 20-19-23");
  EXPECT_EQ(on(beyond, 23), (Texts{"G:0010"}));
  EXPECT_EQ(on(beyond, 22), (Texts{"1:0000"}));
  // A turn on an empty square: 21, then back over 20 and P2 on 19 (not trapped) to 17 or,
  // at the junction 18, onto the spoke square 64 (never into H1).
  EXPECT_TRUE(has(moves, "gold 20-21-17"));
  EXPECT_TRUE(has(moves, "gold 20-21-64"));
  EXPECT_EQ(on(play(s, "gold 20-21-17"), 19), (Texts{"2:0000"}));
  // A colour cap never reverses.
  const State cap =
      Builder(g).stack(20, 0).stack(22, 1).stack(19, 2).stack(kCentre, kGold).roll(5).build();
  for (const auto& t : legal_texts(cap)) EXPECT_EQ(t.rfind("gold", 0), std::string::npos);
}

TEST(TrapTheCapGolden, TheGoldenCapTurnsOnAnySquareItMayStopOn) {
  Game g(R"({"players": 2, "variant": "golden_cap"})");
  // P0's golden cap on 25, P1 on 24, a 3. Besides the steps to 22 and 28 it may turn on
  // 24 (trapping P1) and back to 26, or turn on an empty square: 26 or 23 and back to 24
  // (trapping P1 there), 27 and back to 26 (trapping nothing).
  const State s = Builder(g).stack(25, kGold).golden(0, false).stack(24, 1).roll(3).build();
  EXPECT_EQ(legal_texts(s),
            (Texts{"gold 25-22", "gold 25-23-24", "gold 25-24-26", "gold 25-26-24", "gold 25-27-26",
                   "gold 25-28", "move H0-3", "move H0-53", "move H0-7"}));
  const State a = play(s, "gold 25-26-24");
  EXPECT_EQ(on(a, 24), (Texts{"G:01"}));
  EXPECT_TRUE(on(a, 26).empty());
  const State b = play(s, "gold 25-27-26");
  EXPECT_EQ(on(b, 26), (Texts{"G:00"}));
  EXPECT_EQ(on(b, 24), (Texts{"1:00"}));
  // Turning is stopping: not on a grey square already holding 3 pieces and nobody to trap
  // (21 holds three P0 caps: 25-24-23-22-21 and back to 22 is refused); with a P1 cap among
  // two P0 caps there it turns on 21 and traps P1 only.
  const State full = Builder(g)
                         .stack(25, kGold)
                         .golden(0, false)
                         .stack(21, 0)
                         .stack(21, 0)
                         .stack(21, 0)
                         .roll(5)
                         .build();
  EXPECT_FALSE(has(legal_texts(full), "gold 25-21-22"));
  EXPECT_TRUE(has(legal_texts(full), "gold 25-22-24"));
  EXPECT_FALSE(full.is_legal(full.action_from_string("gold 25-21-22")));
  EXPECT_THROW(play(full, "gold 25-21-22"), IllegalAction);
  const State mixed = Builder(g)
                          .stack(25, kGold)
                          .golden(0, false)
                          .stack(21, 0)
                          .stack(21, 0)
                          .stack(21, 1)
                          .roll(5)
                          .build();
  const State c = play(mixed, "gold 25-21-22");
  EXPECT_EQ(on(c, 21), (Texts{"0:00", "0:00"}));
  EXPECT_EQ(on(c, 22), (Texts{"G:01"}));
}

TEST(TrapTheCapGolden, AReversalLeavingTheHideoutNeverGoesBackIntoIt) {
  Game g(R"({"players": 2, "variant": "golden_cap"})");
  // Out of H0 onto 5, on to 6 trapping P1, back to 5: fine; back into H0: never.
  const State s = Builder(g).golden(0, true).stack(6, 1).stack(30, 1).roll(3).build();
  const Texts moves = legal_texts(s);
  EXPECT_TRUE(has(moves, "gold H0-6-5"));
  for (const auto& t : moves) EXPECT_EQ(t.find("-H0"), std::string::npos) << t;
  EXPECT_EQ(on(play(s, "gold H0-6-5"), 5), (Texts{"G:01"}));
}

TEST(TrapTheCapGolden, AGoldenTowerReentersItsOwnersHideoutOnlyWithPrisoners) {
  Game g(R"({"players": 2, "variant": "golden_cap"})");
  const State s = Builder(g).stack(3, kGold, {0, 1}).golden(0, false).roll(5).build();
  EXPECT_TRUE(has(legal_texts(s), "gold 3-H0"));
  const State after = play(s, "gold 3-H0-6");
  EXPECT_EQ(after.locked(0, 1), 1);
  EXPECT_EQ(on(after, 6), (Texts{"G:00"}));
  const State plain = Builder(g).stack(3, kGold).golden(0, false).roll(5).build();
  for (const auto& t : legal_texts(plain)) EXPECT_EQ(t.find("-H0"), std::string::npos) << t;
}

TEST(TrapTheCapGolden, TheGoldenCapTrapsOnGreySquares) {
  Game g(R"({"players": 2, "variant": "golden_cap"})");
  const State s =
      Builder(g).stack(6, kGold).golden(0, false).stack(8, 1).stack(8, 0).roll(2).build();
  EXPECT_EQ(on(play(s, "gold 6-8"), 8), (Texts{"0:00", "G:01"}));
}

TEST(TrapTheCapGolden, AnOwnedGoldenCapTrappedByAnotherLosesItsOwner) {
  Game g(R"({"players": 2, "variant": "golden_cap"})");
  const State s =
      Builder(g).stack(12, kGold).golden(0, false).stack(10, 1).to_move(1).roll(2).build();
  const State after = play(s, "move 10-12");
  EXPECT_EQ(after.golden_owner(), -1);
  EXPECT_EQ(on(after, 12), (Texts{"1:00g"}));
}

// P0's free pieces: the golden cap only; P1's last cap is on 12. Prisoners 4 each at the end.
State golden_final(const Game& g) {
  const State s = Builder(g)
                      .stack(10, kGold)
                      .golden(0, false)
                      .locked(1, 0, 4)
                      .stack(12, 1)
                      .locked(0, 1, 3)
                      .roll(2)
                      .build();
  return play(s, "gold 10-12");
}

TEST(TrapTheCapGolden, WinnerByOwnershipOrByPrisoners) {
  std::array<double, 2> r{};
  const Game owner(R"({"players": 2, "variant": "golden_cap"})");
  const State a = golden_final(owner);
  ASSERT_TRUE(a.is_terminal());
  a.returns(r);
  EXPECT_EQ(r, (std::array<double, 2>{1, 0}));
  const Game prisoners(R"({"players": 2, "variant": "golden_cap", "golden_winner": "prisoners"})");
  const State b = golden_final(prisoners);
  b.returns(r);
  EXPECT_EQ(r, (std::array<double, 2>{0.5, 0.5}));
  // Nobody ever took the golden cap: the owner rule falls back to prisoners.
  const State c = play(Builder(owner)
                           .stack(10, 0)
                           .stack(12, 1)
                           .locked(0, 1, 3)
                           .stack(kCentre, kGold)
                           .roll(2)
                           .build(),
                       "move 10-12");
  ASSERT_TRUE(c.is_terminal());
  c.returns(r);
  EXPECT_EQ(r, (std::array<double, 2>{1, 0}));
}

TEST(TrapTheCapGolden, GoldenWinnerIsOnlyAnOptionOfTheGoldenCapGame) {
  EXPECT_THROW(Game(R"({"golden_winner": "owner"})"), BadOptions);
  EXPECT_THROW(Game(R"({"variant": "golden_cap", "golden_winner": "most"})"), BadOptions);
}

}  // namespace
}  // namespace caper::trap_the_cap
