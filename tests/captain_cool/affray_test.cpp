// Phase 2, the Affray: positions where the sixth figures are being chosen; the reveal
// starts the Affray. Card ids: docs/rules/captain_cool.md (c47 = plain 10, c29 = plain 5).
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

constexpr int I = 0, II = 1, CC = 4, Tom = 5, Ed = 6;

// Pub I holds c47 (10) and c29 (5); the other pubs are empty.
Position pub_one(const Game& g) {
  Position pos(g);
  pos.pub(I, 0, 47).pub(I, 1, 29).set("step", 5);
  return pos;
}

TEST(CaptainCoolAffray, DominanceSecondCardAndCharityWithJumpOver) {
  Game g(R"({"players": 3})");
  Position pos = pub_one(g);
  pos.score(0, 5).score(1, 3).score(2, 8);
  pos.figures(I, 0, 2).figures(CC, 0, 3);   // plays I: 3 in pub I
  pos.figures(I, 1, 2).figures(Tom, 1, 3);  // plays Tom: 2 in pub I
  pos.figures(I, 2, 1).figures(Ed, 2, 4);   // plays Ed: 1 in pub I
  State s = pos.build();
  s = act(act(act(s, "play I"), "play Tom"), "play Ed");
  ASSERT_EQ(s.phase(), Phase::kAffrayPick);
  ASSERT_EQ(s.current_player(), 0);
  ActionList legal;
  s.legal_actions(legal);
  ASSERT_EQ(legal.size(), 2u);
  EXPECT_EQ(s.action_to_string(legal[0]), "c29");
  EXPECT_EQ(s.action_to_string(legal[1]), "c47");
  s = act(s, "c47");
  // p0: 5 + 10 = 15. p1 (2 figures, the majority of the rest) gets c29: 3 + 5 = 8 is
  // taken by p2, so it jumps to 9. p2 gets 2 charity points: 8 + 2 = 10.
  EXPECT_EQ(s.score(0), 15);
  EXPECT_EQ(s.score(1), 9);
  EXPECT_EQ(s.score(2), 10);
  EXPECT_EQ(s.location(47), kLocHand + 0);
  EXPECT_EQ(s.location(29), kLocHand + 1);
  EXPECT_TRUE(s.is_public(47));  // taken face up
  EXPECT_TRUE(s.is_public(29));
}

TEST(CaptainCoolAffray, JumpOverSkipsEveryOccupiedNumber) {
  Game g(R"({"players": 3})");
  Position pos = pub_one(g);
  pos.score(0, 3).score(1, 8).score(2, 9);
  pos.figures(I, 0, 1).figures(CC, 0, 4);
  pos.figures(CC, 1, 5).figures(CC, 2, 5);
  pos.hand(1, 26);  // keeps the Big Deal waiting
  State s = act(act(act(act(pos.build(), "play I"), "play CC"), "play CC"), "c29");
  EXPECT_EQ(s.score(0), 10);  // 3 + 5 = 8 (taken), 9 (taken), 10
}

TEST(CaptainCoolAffray, SecondCardTieGoesToTheLowerScore) {
  Game g(R"({"players": 3})");
  Position pos = pub_one(g);
  pos.score(0, 5).score(1, 8).score(2, 3);
  pos.figures(I, 0, 2).figures(CC, 0, 3);
  pos.figures(I, 1, 1).figures(Tom, 1, 4);
  pos.figures(I, 2, 1).figures(Ed, 2, 4);
  State s = act(act(act(pos.build(), "play I"), "play Tom"), "play Ed");
  // The log says that the second card went by the tie.
  EXPECT_EQ(s.outcome_text(s.action_from_string("c47"), 0),
            "pub I: p0 takes 10 (+10), p2 takes 5 (+5): tied with p1 for the second "
            "card, the lower score takes it, p1 charity +2; pub II: nobody there, no cards; pub "
            "III: nobody there, no cards; pub IV: nobody there, no cards; scores: p0=15 p1=10 "
            "p2=9");
  s = act(s, "c47");
  // p1 and p2 tie with 1 figure: p2 has the lower score and gets c29: 3 + 5 = 8 (taken
  // by p1) -> 9; p1 gets charity 2: 8 + 2 = 10.
  EXPECT_EQ(s.score(0), 15);
  EXPECT_EQ(s.score(2), 9);
  EXPECT_EQ(s.score(1), 10);
  EXPECT_EQ(s.location(29), kLocHand + 2);
}

State trick_position(const Game& g) {
  Position pos = pub_one(g);
  pos.score(0, 6).score(1, 4).score(2, 9);
  pos.figures(I, 0, 1).figures(CC, 0, 4);   // plays I: 2
  pos.figures(I, 1, 2).figures(Tom, 1, 3);  // plays Tom: 2
  pos.figures(I, 2, 1).figures(Ed, 2, 4);   // plays Ed: 1
  return act(act(act(pos.build(), "play I"), "play Tom"), "play Ed");
}

TEST(CaptainCoolAffray, CaptainCoolTrickLowestTiedPlayerTakesBothAndOrders) {
  Game g(R"({"players": 3})");
  State s = trick_position(g);
  ASSERT_EQ(s.phase(), Phase::kAffrayOrder);
  ASSERT_EQ(s.current_player(), 1);  // tied with p0 at 2 figures, lower score
  // c29 first: 4 + 5 = 9 (p2's number) -> 10, then + 10 = 20.
  State a = act(s, "c29");
  EXPECT_EQ(a.score(1), 20);
  EXPECT_EQ(a.location(29), kLocHand + 1);
  EXPECT_EQ(a.location(47), kLocHand + 1);
  // Charity in rank order: p2 (9) first: 11; then p0 (6) + 4 = 10.
  EXPECT_EQ(a.score(2), 11);
  EXPECT_EQ(a.score(0), 10);
  // c47 first: 4 + 10 = 14, + 5 = 19.
  State b = act(s, "c47");
  EXPECT_EQ(b.score(1), 19);
}

TEST(CaptainCoolAffray, CharityIsPaidInRankOrder) {
  Game g(R"({"players": 4})");
  Position pos = pub_one(g);
  pos.score(0, 1).score(1, 10).score(2, 8).score(3, 2);
  pos.figures(I, 0, 2).figures(CC, 0, 3);   // plays I: 3
  pos.figures(I, 1, 1).figures(CC, 1, 4);   // plays CC: 1
  pos.figures(I, 2, 2).figures(Tom, 2, 3);  // plays Tom: 2
  pos.figures(I, 3, 3).figures(Ed, 3, 2);   // plays Ed: 3
  State s = act(act(act(act(pos.build(), "play I"), "play CC"), "play Tom"), "play Ed");
  ASSERT_EQ(s.phase(), Phase::kAffrayOrder);
  ASSERT_EQ(s.current_player(), 0);  // p0 and p3 tie with 3; p0 has the lower score
  s = act(s, "c29");                 // 1 + 5 = 6, + 10 = 16
  EXPECT_EQ(s.score(0), 16);
  // Rank order: p1 (10) + 2 = 12; p2 (8) + 4 = 12 taken -> 13; p3 (2) + 6 = 8.
  EXPECT_EQ(s.score(1), 12);
  EXPECT_EQ(s.score(2), 13);
  EXPECT_EQ(s.score(3), 8);
}

TEST(CaptainCoolAffray, SamePairOfValuesNeedsNoOrderChoice) {
  Game g(R"({"players": 2})");
  Position pos(g);
  pos.pub(I, 0, 47).pub(I, 1, 48).set("step", 5);  // two plain 10s
  pos.score(0, 2).score(1, 1);
  pos.figures(I, 0, 1).figures(CC, 0, 4);
  pos.figures(I, 1, 1).figures(CC, 1, 4);
  State s = act(act(pos.build(), "play I"), "play I");
  // Tie: p1 (score 1) takes both: 1 + 10 = 11, + 10 = 21; p0 charity 2 * 2: 6.
  EXPECT_EQ(s.score(1), 21);
  EXPECT_EQ(s.score(0), 6);
  EXPECT_NE(s.phase(), Phase::kAffrayOrder);
}

TEST(CaptainCoolAffray, LonePlayerTakesOneCardTheOtherGoesToTheCircleOrDiscard) {
  Game g(R"({"players": 2})");
  Position pos = pub_one(g);
  pos.circle(30);   // space 5 is taken by the plain 5 (Tom)
  pos.hand(1, 26);  // a 4 to place, so the Big Deal waits for p1 (the circle stays)
  pos.figures(I, 0, 1).figures(CC, 0, 4);
  pos.figures(CC, 1, 5);
  State s = act(act(pos.build(), "play I"), "play CC");
  ASSERT_EQ(s.phase(), Phase::kAffrayPick);
  State took_ten = act(s, "c47");
  EXPECT_EQ(took_ten.location(29), kLocDiscard);  // space 5 is taken
  EXPECT_EQ(took_ten.score(0), 11);               // 1 + 10, no charity for a card winner
  State took_five = act(s, "c29");
  EXPECT_EQ(took_five.circle(10), 47);  // space 10 was empty
}

TEST(CaptainCoolAffray, EmptyPubCardsGoToTheCircleFirstSlotFirst) {
  Game g(R"({"players": 2})");
  Position pos(g);
  pos.pub(II, 0, 36).pub(II, 1, 37).set("step", 5);  // 7 and 7(CC)
  pos.figures(CC, 0, 5).figures(CC, 1, 5);
  pos.hand(0, 26);  // a 4 to place, so the Big Deal waits (the circle stays)
  State s = act(act(pos.build(), "play CC"), "play CC");
  ASSERT_EQ(s.phase(), Phase::kBigDeal);
  EXPECT_EQ(s.circle(7), 36);
  EXPECT_EQ(s.location(37), kLocDiscard);
  EXPECT_EQ(s.score(0), 1);
  EXPECT_EQ(s.score(1), 2);
}

TEST(CaptainCoolAffray, PubsAreEvaluatedInOrderOneToFour) {
  Game g(R"({"players": 2})");
  Position pos(g);
  pos.pub(I, 0, 47).pub(I, 1, 29).pub(II, 0, 36).pub(II, 1, 43).set("step", 5);
  pos.figures(II, 1, 1).figures(CC, 1, 4);  // p1 plays II: 2 there
  pos.figures(I, 0, 1).figures(CC, 0, 4);   // p0 plays I: 2 there
  State s = act(act(pos.build(), "play I"), "play II");
  ASSERT_EQ(s.phase(), Phase::kAffrayPick);
  EXPECT_EQ(s.current_player(), 0);  // pub I first
  s = act(s, "c29");
  ASSERT_EQ(s.phase(), Phase::kAffrayPick);
  EXPECT_EQ(s.current_player(), 1);  // then pub II
}

}  // namespace
}  // namespace caper::captain_cool::testing
