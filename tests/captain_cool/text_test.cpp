// Captain Cool in words: the board and the events name cards by their faces, with an id only
// where two cards side by side read the same, and never by a card the viewer cannot see.
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

constexpr int I = 0, II = 1, III = 2, IV = 3, CC = 4, Tom = 5, Ed = 6;

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

// Every seat's and the full view's text of each legal action, which must be one text (the
// moves of the advanced game's Positions are public); returned in the legal order.
std::vector<std::string> public_texts(const State& s) {
  ActionList legal;
  s.legal_actions(legal);
  std::vector<std::string> out;
  for (ActionId a : legal) {
    out.push_back(s.action_to_string(a, kFullView));
    for (int seat = 0; seat < s.game().num_players(); ++seat)
      EXPECT_EQ(s.action_to_string(a, seat), out.back()) << s.action_to_string(a);
  }
  return out;
}

using Texts = std::vector<std::string>;

TEST(CaptainCoolText, TheRevealNamesThePlacesAsTheRulebookDoes) {
  // Three players choose pub II, the Captain Cool card and pub IV; the last choice reveals.
  Game g(R"({"players": 3})");
  State s = act(act(Position(g).build(), "play II"), "play CC");
  EXPECT_EQ(s.action_to_string(play_id(IV), 2), "choose pub IV");
  EXPECT_EQ(s.action_to_string(play_id(Ed), 2), "choose Edward");
  EXPECT_EQ(s.action_to_string(play_id(IV), kFullView), "p2 chooses pub IV face down");
  EXPECT_EQ(s.action_to_string(play_id(IV), 0), "p2 chooses an action card face down");
  EXPECT_EQ(s.outcome_text(play_id(IV), 0), "revealed: p0 pub II, p1 Captain Cool, p2 pub IV");
}

TEST(CaptainCoolText, ABossCardIsUsedTheBasicWayOrForItsAbilityInWords) {
  // Advanced, three players: p0 reveals Tom, p1 pub I, p2 Captain Cool; p2 (score 3) decides
  // first, then p0 (score 1).
  Game g(R"({"players": 3, "advanced": true})");
  Position pos(g);
  pos.score(0, 1).score(1, 2).score(2, 3);
  State s = act(act(act(pos.build(), "play Tom"), "play I"), "play CC");
  EXPECT_EQ(public_texts(s), (Texts{"place a figure at Captain Cool as in the basic rules",
                                    "use Captain Cool's special ability (exchange 2 figures)"}));
  s = act(s, "plain");
  EXPECT_EQ(public_texts(s), (Texts{"place a figure at Tom as in the basic rules",
                                    "use Tom's special ability (place 2 figures anywhere)"}));
  // Tom's two figures go anywhere, one at a time.
  s = act(s, "ability");
  const Texts anywhere{"place one in pub I",  "place one in pub II",       "place one in pub III",
                       "place one in pub IV", "place one at Captain Cool", "place one at Tom",
                       "place one at Edward"};
  EXPECT_EQ(public_texts(s), anywhere);
  EXPECT_EQ(public_texts(act(s, "at III")), anywhere);
  // The notation is unchanged, and is what records hold.
  EXPECT_EQ(s.action_to_string(place_id(III)), "at III");
  EXPECT_EQ(s.action_from_string("at III"), place_id(III));
}

TEST(CaptainCoolText, CaptainCoolsExchangeNamesEachFigureByItsPlaceAndOwner) {
  // As CaptainCoolAdvanced.CaptainCoolExchangesTwoFiguresWhichLieDown: p0 has 2 figures in
  // pub I, p1 2 in pub II and 1 lying in pub IV (which cannot be exchanged); p0 reveals
  // Captain Cool and uses the ability.
  Game g(R"({"players": 2, "advanced": true})");
  Position pos(g);
  pos.figures(I, 0, 2).figures(II, 1, 2).figures(IV, 1, 1, /*lying=*/true).set("step", 2);
  State s = act(act(act(pos.build(), "play CC"), "play I"), "ability");
  EXPECT_EQ(public_texts(s),
            (Texts{"place a figure at Captain Cool", "place no figure at Captain Cool"}));
  s = act(s, "done");
  EXPECT_EQ(public_texts(s),
            (Texts{"exchange, in pub I, a figure of p0", "exchange, in pub I, a figure of p1",
                   "exchange, in pub II, a figure of p1", "exchange none"}));
  s = act(s, "fig I 0");
  EXPECT_EQ(public_texts(s), (Texts{"exchange it with, in pub II, a figure of p1"}));
  // With a figure of its own at Captain Cool, p0 may exchange that one too.
  State placed = act(act(act(act(pos.build(), "play CC"), "play I"), "ability"), "at CC");
  EXPECT_EQ(public_texts(placed)[3], "exchange, at Captain Cool, a figure of p0");
}

TEST(CaptainCoolText, EdwardsMovesSayFromWhereToWhere) {
  // As CaptainCoolAdvanced.EdwardMovesUpToTwoOwnFiguresWhichLieDown: p0 has 2 figures in
  // pub I, reveals Edward, uses the ability and places a figure at Edward.
  Game g(R"({"players": 2, "advanced": true})");
  Position pos(g);
  pos.figures(I, 0, 2).figures(III, 1, 2).set("step", 2);
  State s = act(act(act(pos.build(), "play Ed"), "play I"), "ability");
  EXPECT_EQ(public_texts(s), (Texts{"place a figure at Edward", "place no figure at Edward"}));
  s = act(s, "at Ed");
  EXPECT_EQ(public_texts(s),
            (Texts{"move a figure from pub I", "move a figure from Edward", "move no figure"}));
  s = act(s, "at I");
  EXPECT_EQ(public_texts(s),
            (Texts{"move it to pub II", "move it to pub III", "move it to pub IV",
                   "move it to Captain Cool", "move it to Tom", "move it to Edward"}));
  s = act(s, "at III");
  // One figure moved (it lies in pub III now): the second move may be left out.
  EXPECT_EQ(public_texts(s), (Texts{"move a figure from pub I", "move a figure from Edward",
                                    "move no second figure"}));
}

}  // namespace
}  // namespace caper::captain_cool::testing
