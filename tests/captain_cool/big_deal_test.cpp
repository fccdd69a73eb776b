// Phase 3, the Big Deal, with the rulebook's worked examples; round and game end.
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

constexpr int I = 0, CC = 4, Tom = 5, Ed = 6;

// A Big Deal position: order by rank, seat `actor` to place.
Position big_deal(const Game& g, const std::vector<int>& order, int turn = 0) {
  Position pos(g);
  pos.phase("big_deal", order[static_cast<std::size_t>(turn)]);
  pos.set("order", order).set("big_deal_turn", turn).set("affray_pub", 4);
  return pos;
}

TEST(CaptainCoolBigDeal, RulebookChainEightNineTenOneExtendedToFive) {
  Game g(R"({"players": 2})");
  Position pos = big_deal(g, {1, 0}).score(1, 20).score(0, 10);
  pos.circle(39).circle(43).circle(47).circle(15);  // 8, 9, 10, 1 (plain, no icons)
  pos.hand(1, 36).hand(1, 18);                      // a 7 and a 2
  State s = pos.build();
  EXPECT_EQ(s.big_deal_points(1, 36), 5);  // the 7 beside the 8
  EXPECT_EQ(s.big_deal_points(1, 18), 5);  // the 2 beside the 1
  State after = act(s, "c36");
  EXPECT_EQ(after.score(1), 25);
  EXPECT_EQ(after.circle(7), 36);
  // Then the 2 joins the chain 7-8-9-10-1 on the other side: 6 points.
  EXPECT_EQ(after.big_deal_points(1, 18), 6);
}

TEST(CaptainCoolBigDeal, RulebookGapBetweenFourAndSixFilledForThree) {
  Game g(R"({"players": 2})");
  Position pos = big_deal(g, {0, 1}).score(0, 20).score(1, 10);
  pos.circle(26).circle(32);  // single 4 and 6
  pos.hand(0, 29);            // a plain 5
  State s = act(pos.build(), "c29");
  EXPECT_EQ(s.score(0), 23);
}

TEST(CaptainCoolBigDeal, SingleCardIsWorthOneAndAFullCircleTen) {
  Game g(R"({"players": 2})");
  Position pos = big_deal(g, {0, 1}).score(0, 20).score(1, 10);
  pos.hand(0, 47);  // a 10 on an empty circle
  EXPECT_EQ(pos.build().big_deal_points(0, 47), 1);
  for (int c : {15, 18, 22, 26, 29, 32, 36, 39, 43}) pos.circle(c);  // 1..9
  State s = pos.build();
  EXPECT_EQ(s.big_deal_points(0, 47), 10);
  // Placing the tenth card fills the circle: the Big Deal ends at once, before p1 plays.
  Position with_p1 = pos;
  with_p1.hand(1, 48, false);
  State done = act(with_p1.build(), "c47");
  EXPECT_EQ(done.score(0), 30);
  EXPECT_EQ(done.round(), 2);
  EXPECT_EQ(done.phase(), Phase::kFillBoss);
  EXPECT_EQ(done.location(48), kLocHand + 1);
  EXPECT_FALSE(done.is_public(48));  // p1 never became the active player: nothing shown
}

TEST(CaptainCoolBigDeal, FillingTheCircleShowsTheMoversCardsLeft) {
  // Rulebook: the active player who can place no more cards shows the rest, also when his
  // own placement filled the circle and so ends the round.
  Game g(R"({"players": 2})");
  for (int round : {2, 5}) {
    Position pos = big_deal(g, {0, 1}).score(0, 20).score(1, 10).set("round", round);
    for (int c : {15, 18, 22, 26, 29, 32, 36, 39, 43}) pos.circle(c);  // 1..9
    pos.hand(0, 47, false).hand(0, 33, false).hand(1, 48, false);      // p0: a 10 and a 6
    State s = pos.build();
    EXPECT_FALSE(s.is_public(33));
    State done = act(s, "c47");
    EXPECT_EQ(done.round(), round == 5 ? 5 : 3);
    EXPECT_EQ(done.is_terminal(), round == 5);
    EXPECT_EQ(done.location(33), kLocHand + 0);  // shown, then back in the hand
    EXPECT_TRUE(done.is_public(33));
    EXPECT_FALSE(done.is_public(48));
    for (int viewer : {kFullView, 0, 1}) {
      const json view = to_j(done, viewer);
      EXPECT_TRUE(in_list(view["hands"][0], 33)) << viewer;
      EXPECT_TRUE(in_list(view["shown"][0], 33)) << viewer;
    }
    EXPECT_EQ(to_j(done, 0)["hidden_cards"][1], 1);
    // No determinization for p1 may move the shown card.
    Rng rng(7);
    for (int i = 0; i < 20; ++i) EXPECT_EQ(done.determinize(1, rng).location(33), kLocHand + 0);
  }
}

TEST(CaptainCoolBigDeal, RulebookRedAndBlackBonuses) {
  // Red (seat 0): 3 figures at Captain Cool (majority), 1 at Tom (majority).
  // Black (seat 1): 1 figure at Captain Cool.
  Game g(R"({"players": 2})");
  Position pos = big_deal(g, {0, 1}).score(0, 20).score(1, 10).set("round", 2);
  pos.figures(CC, 0, 3).figures(Tom, 0, 1).figures(CC, 1, 1);
  pos.set("majority", json::array({0, 0, nullptr}));
  pos.hand(0, 2).hand(0, 21).hand(1, 1);  // 5*CC; 2 (CC+Tom); 3*CC
  State s = pos.build();
  EXPECT_EQ(s.big_deal_points(0, 2), 1 + 6);    // boss card: 3 presence + 3 majority
  EXPECT_EQ(s.big_deal_points(0, 21), 1 + 12);  // both icons: 6 + 6
  EXPECT_EQ(s.big_deal_points(1, 1), 1 + 3);    // Black: presence only
  State after = act(s, "c21");
  EXPECT_EQ(after.score(0), 33);
}

TEST(CaptainCoolBigDeal, IconWithoutPresenceGivesNoBonus) {
  Game g(R"({"players": 2})");
  Position pos = big_deal(g, {0, 1}).score(0, 20).score(1, 10);
  pos.figures(Ed, 1, 2).set("majority", json::array({nullptr, nullptr, 1}));
  pos.hand(0, 34);  // 6 (Ed)
  EXPECT_EQ(pos.build().big_deal_points(0, 34), 1);
}

TEST(CaptainCoolBigDeal, MajorityTieGoesToTheLowerRankedPlayer) {
  // The majority is fixed as the Big Deal starts: reach it through the last reveal.
  Game g(R"({"players": 3})");
  Position pos(g);
  pos.set("step", 5).score(0, 10).score(1, 5).score(2, 7);
  pos.figures(Tom, 0, 1).figures(CC, 0, 4);  // plays Tom: 2
  pos.figures(Tom, 1, 1).figures(CC, 1, 4);  // plays Tom: 2
  pos.figures(CC, 2, 5);                     // plays CC: 6
  pos.hand(0, 38).hand(1, 45).hand(2, 36);   // 7 (Tom), 9 (Tom), 7
  State s = act(act(act(pos.build(), "play Tom"), "play Tom"), "play CC");
  ASSERT_EQ(s.phase(), Phase::kBigDeal);
  const auto j = to_j(s);
  EXPECT_EQ(j["majority"], json::array({2, 1, nullptr}));
  EXPECT_EQ(j["order"], json::array({0, 2, 1}));  // by score
  EXPECT_EQ(s.big_deal_points(0, 38), 1 + 3);
  EXPECT_EQ(s.big_deal_points(1, 45), 1 + 6);
}

TEST(CaptainCoolBigDeal, OnlyOneCardOfEachBossColour) {
  Game g(R"({"players": 2})");
  // Round 2: two Captain Cool cards have left their pile (one a round).
  Position pos = big_deal(g, {0, 1}).score(0, 20).score(1, 10).set("round", 2);
  pos.circle(0);                          // 1*CC on the circle
  pos.hand(0, 2).hand(0, 31).hand(0, 9);  // 5*CC (blocked), 5 (CC) plain, 10*Tom
  State s = pos.build();
  ActionList legal;
  s.legal_actions(legal);
  ASSERT_EQ(legal.size(), 2u);
  EXPECT_EQ(s.action_to_string(legal[0]), "c9");
  EXPECT_EQ(s.action_to_string(legal[1]), "c31");
}

TEST(CaptainCoolBigDeal, EveryPlaceableCardInChosenOrderThenShowTheRest) {
  Game g(R"({"players": 2})");
  Position pos = big_deal(g, {0, 1}).score(0, 20).score(1, 10);
  pos.hand(0, 36, false).hand(0, 37).hand(0, 47);  // 7 (hidden), 7 (CC), 10
  pos.hand(1, 26, false).hand(1, 27, false);       // 4, 4 (CC): both hidden
  State s = pos.build();
  ActionList legal;
  s.legal_actions(legal);
  EXPECT_EQ(legal.size(), 3u);
  s = act(s, "c37");  // now the other 7 cannot be placed
  s.legal_actions(legal);
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_EQ(s.action_to_string(legal[0]), "c47");
  EXPECT_FALSE(in_list(to_j(s, 1)["hands"][0], 36));
  s = act(s, "c47");  // 10 beside... 7 and 10 are apart: 1 point
  EXPECT_EQ(s.score(0), 22);
  // p0 cannot place c36: it is shown; p1 now places.
  EXPECT_TRUE(s.is_public(36));
  EXPECT_TRUE(in_list(to_j(s, 1)["hands"][0], 36));
  EXPECT_EQ(s.current_player(), 1);
  s = act(s, "c27");
  // p1's other 4 cannot be placed: shown, and the round ends.
  EXPECT_EQ(s.phase(), Phase::kFillBoss);
  EXPECT_TRUE(s.is_public(26));
  EXPECT_EQ(s.location(26), kLocHand + 1);
}

TEST(CaptainCoolBigDeal, RoundEndClearsTheBoardAndRefills) {
  Game g(R"({"players": 2})");
  Position pos = big_deal(g, {0, 1}).score(0, 20).score(1, 10);
  pos.figures(I, 0, 3).figures(CC, 1, 2).circle(15).hand(0, 47);
  State s = act(pos.build(), "c47");
  EXPECT_EQ(s.round(), 2);
  EXPECT_EQ(s.phase(), Phase::kFillBoss);
  EXPECT_EQ(s.location(15), kLocDiscard);
  EXPECT_EQ(s.location(47), kLocDiscard);
  EXPECT_EQ(s.figures(I, 0), 0);
  EXPECT_EQ(s.supply(0), 6);
  EXPECT_EQ(s.supply(1), 6);
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  EXPECT_EQ(outcomes.size(), 48u);  // every card still in a pile
}

TEST(CaptainCoolBigDeal, GameEndsAfterTheFifthBigDealUnplacedCardsScoreNothing) {
  Game g(R"({"players": 2})");
  // p0 has had its turn (its 7 cannot be placed); p1 places the last card of round 5.
  Position pos = big_deal(g, {0, 1}, 1).score(0, 20).score(1, 18).set("round", 5);
  pos.circle(36).hand(0, 37).hand(1, 47);
  State s = pos.build();
  std::vector<double> r(2);
  s.returns(r);
  EXPECT_EQ(r, (std::vector<double>{0, 0}));
  s = act(s, "c47");
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.current_player(), kTerminalPlayer);
  json doc = to_j(s);
  EXPECT_EQ(doc["phase"], "over");
  EXPECT_EQ(doc["result"]["reason"], "five_rounds");
  doc["phase"] = "game_over";  // the previous version's name still loads
  EXPECT_EQ(g.state_from_json(doc.dump()), s);
  EXPECT_EQ(s.score(1), 19);
  EXPECT_EQ(s.score(0), 20);  // the unplaced 7 scores nothing
  s.returns(r);
  EXPECT_EQ(r, (std::vector<double>{1, 0}));
  ActionList legal;
  s.legal_actions(legal);
  EXPECT_TRUE(legal.empty());
}

}  // namespace
}  // namespace caper::captain_cool::testing
