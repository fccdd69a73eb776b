// Captain Cool in words: the board and the events name cards by their faces, with an id only
// where two cards side by side read the same, and never by a card the viewer cannot see.
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

constexpr int I = 0, II = 1;

// Two players choosing their first action card: pub I holds the two plain 10s, pub II
// Edward's 7 and the 6 with Tom's and Edward's icons; the circle Captain Cool's 1 and the 2
// with two icons; p0 holds Tom's 2 (won face up) and two plain 9s (dealt), p1 two plain 6s,
// one dealt, one won face up.
State twins_position(const Game& g) {
  Position pos(g);
  pos.pub(I, 0, 47).pub(I, 1, 48).pub(II, 0, 13).pub(II, 1, 35);
  pos.circle(0).circle(21);
  pos.hand(0, 5).hand(0, 43, false).hand(0, 44, false);
  pos.hand(1, 32, false).hand(1, 33);
  return pos.build();
}

TEST(CaptainCoolText, BoardNamesFacesAndTellsTwinsApartByTheirIds) {
  Game g(R"({"players": 2})");
  const State s = twins_position(g);
  const std::string p0 = s.to_text(0);
  EXPECT_EQ(p0.substr(0, p0.find('\n')), "Captain Cool — round 1/5, 1. Positions, p0 to act");
  EXPECT_NE(p0.find("\n  I: 10 [c47], 10 [c48]; figures:\n"), std::string::npos) << p0;
  EXPECT_NE(p0.find("\n  II: Ed's 7, 6 (Tom+Ed); figures:\n"), std::string::npos) << p0;
  EXPECT_NE(p0.find("\n  III: -, -; figures:\n"), std::string::npos) << p0;
  EXPECT_NE(p0.find("\nBig Deal: CC's 1, 2 (CC+Tom); free 3, 4, 5, 6, 7, 8, 9, 10\n"),
            std::string::npos)
      << p0;
  // p0 sees both 9s in the own hand, and of p1's two 6s only the one won face up: that one
  // has no twin p0 can see, so its id would tell p0 of the hidden one. It reads "6".
  EXPECT_NE(p0.find("\nSeat 1: supply 6; hand: 6 and 1 hidden card\n"), std::string::npos) << p0;
  EXPECT_NE(p0.find("\nSeat 0 (you): supply 6; hand: Tom's 2, 9 [c43], 9 [c44]\n"),
            std::string::npos)
      << p0;
  const std::string p1 = s.to_text(1);
  EXPECT_NE(p1.find("\nSeat 0: supply 6; hand: Tom's 2 and 2 hidden cards\n"), std::string::npos)
      << p1;
  EXPECT_NE(p1.find("\nSeat 1 (you): supply 6; hand: 6 [c32], 6 [c33]\n"), std::string::npos) << p1;
  const std::string full = s.to_text(kFullView);
  EXPECT_NE(full.find("\nSeat 0: supply 6; hand: Tom's 2, 9 [c43], 9 [c44]\n"), std::string::npos)
      << full;
  EXPECT_NE(full.find("\nSeat 1: supply 6; hand: 6 [c32], 6 [c33]\n"), std::string::npos) << full;
}

TEST(CaptainCoolText, AFullCircleIsFoldedToEightyColumns) {
  // The longest faces of each value: 1 (Tom), 2 (CC+Tom), 3 (Tom), Tom's 4, 5 (Tom),
  // 6 (Tom+Ed), 7 (Tom), 8 (CC+Ed), 9 (Tom), Ed's 10: 10 + 97 characters.
  Game g(R"({"players": 2})");
  Position pos(g);
  for (int c : {17, 21, 24, 6, 30, 35, 38, 42, 45, 14}) pos.circle(c);
  const std::string text = pos.build().to_text(0);
  EXPECT_NE(text.find("\nBig Deal: 1 (Tom), 2 (CC+Tom), 3 (Tom), Tom's 4, 5 (Tom), 6 (Tom+Ed), 7 "
                      "(Tom),\n    8 (CC+Ed), 9 (Tom), Ed's 10\n"),
            std::string::npos)
      << text;
}

TEST(CaptainCoolText, AffrayPickBetweenTwinsReadsWithTheirIds) {
  // p0 has 2 figures in pub I, p1 one: p0 picks one of the two plain 10s, p1 gets the other.
  Game g(R"({"players": 2})");
  Position pos(g);
  pos.pub(I, 0, 47).pub(I, 1, 48).set("step", 6);
  pos.figures(I, 0, 2).figures(5, 0, 4).figures(I, 1, 1).figures(5, 1, 5);
  pos.phase("affray_pick", 0);
  const State s = pos.build();
  ASSERT_EQ(s.phase(), Phase::kAffrayPick);
  for (int viewer : {0, 1, kFullView}) {
    EXPECT_EQ(s.action_to_string(card_id(47), viewer), "take 10 [c47] from pub I");
    EXPECT_EQ(s.action_to_string(card_id(48), viewer), "take 10 [c48] from pub I");
  }
  // Scores 1 + 10 = 11 and 2 + 10 = 12.
  EXPECT_EQ(s.outcome_text(card_id(48), 1),
            "pub I: p0 takes 10 [c48] (+10), p1 takes 10 [c47] (+10); pub II: nobody there, no "
            "cards; pub III: nobody there, no cards; pub IV: nobody there, no cards; scores: "
            "p1=12 p0=11");
}

TEST(CaptainCoolText, BigDealPlacementTellsTwinsApartOnlyToWhoSeesBoth) {
  // p0 places first and holds two dealt plain 9s: the circle is empty, so either scores 1;
  // the other can then not be placed (its space is taken) and is shown. p1 holds nothing.
  Game g(R"({"players": 2})");
  Position pos(g);
  pos.phase("big_deal", 0).set("order", json::array({0, 1})).set("big_deal_turn", 0);
  pos.set("affray_pub", 4).hand(0, 43, false).hand(0, 44, false);
  const State s = pos.build();
  EXPECT_EQ(s.action_to_string(card_id(43), 0), "place 9 [c43] (+1)");
  EXPECT_EQ(s.action_to_string(card_id(43), 1), "place 9 (+1)");  // p1 sees one 9
  // p0: 1 + 1 = 2, taken by p1, so 3.
  EXPECT_EQ(s.outcome_text(card_id(43), 1),
            "p0 shows 9; the Big Deal is over: 9; free 1, 2, 3, 4, 5, 6, 7, 8, 10; scores: p0=3 "
            "p1=2");
}

}  // namespace
}  // namespace caper::captain_cool::testing
