// Setup: starting scores, the four piles into the pubs, the deal, spares and duplicates.
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

double probability_of(const State& s, ActionId a) {
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  for (const auto& o : outcomes)
    if (o.action == a) return o.probability;
  return 0.0;
}

TEST(CaptainCoolSetup, StartingScoresAreARandomPermutationOneSeatAtATime) {
  Game g(R"({"players": 4})");
  State s = g.initial_state();
  ASSERT_EQ(s.phase(), Phase::kStartScores);
  ASSERT_EQ(s.current_player(), kChancePlayer);
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  ASSERT_EQ(outcomes.size(), 4u);
  for (const auto& o : outcomes) EXPECT_DOUBLE_EQ(o.probability, 0.25);
  s = act(s, "start 3");
  EXPECT_EQ(s.action_to_string(start_id(1), 2), "p1 starts on 1");  // public
  s.chance_outcomes(outcomes);
  ASSERT_EQ(outcomes.size(), 3u);
  EXPECT_FALSE(s.is_legal(start_id(3)));
  s = act(act(s, "start 1"), "start 4");
  // The last seat takes the number left.
  EXPECT_EQ(s.score(0), 3);
  EXPECT_EQ(s.score(1), 1);
  EXPECT_EQ(s.score(2), 4);
  EXPECT_EQ(s.score(3), 2);
  EXPECT_EQ(s.phase(), Phase::kFillBoss);
}

State after_scores(const Game& g) {
  State s = g.initial_state();
  while (s.phase() == Phase::kStartScores) {
    ActionList legal;
    s.legal_actions(legal);
    s = s.apply(legal[0]);
  }
  return s;
}

TEST(CaptainCoolSetup, EachPubGetsOneCardFromEachPileInRandomOrderThenAPlainCard) {
  Game g(R"({"players": 4})");
  State s = after_scores(g);
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  EXPECT_EQ(outcomes.size(), 50u);
  EXPECT_DOUBLE_EQ(probability_of(s, draw_id(0)), 1.0 / 4 / 5);    // a Captain Cool card
  EXPECT_DOUBLE_EQ(probability_of(s, draw_id(20)), 1.0 / 4 / 35);  // a plain card
  s = act(s, "draw c7");                                           // Tom's 6 into pub I
  EXPECT_EQ(s.pub_card(0, 0), 7);
  EXPECT_DOUBLE_EQ(probability_of(s, draw_id(8)), 0.0);  // Tom's pile is used
  EXPECT_DOUBLE_EQ(probability_of(s, draw_id(0)), 1.0 / 3 / 5);
  EXPECT_DOUBLE_EQ(probability_of(s, draw_id(20)), 1.0 / 3 / 35);
  s = act(act(act(s, "draw c20"), "draw c0"), "draw c10");
  EXPECT_EQ(s.pub_card(1, 0), 20);
  EXPECT_EQ(s.pub_card(3, 0), 10);
  ASSERT_EQ(s.phase(), Phase::kFillPlain);
  s.chance_outcomes(outcomes);
  EXPECT_EQ(outcomes.size(), 34u);  // plain pile only
  for (const auto& o : outcomes) EXPECT_DOUBLE_EQ(o.probability, 1.0 / 34);
  s = act(act(act(act(s, "draw c15"), "draw c16"), "draw c17"), "draw c18");
  EXPECT_EQ(s.pub_card(3, 1), 18);
  EXPECT_EQ(s.phase(), Phase::kDeal);
}

// Draws the setup through the pubs, then deals the lowest plain cards.
State through_setup(const Game& g) {
  State s = after_scores(g);
  while (s.phase() != Phase::kChoose) {
    ActionList legal;
    s.legal_actions(legal);
    s = s.apply(legal[0]);
  }
  return s;
}

TEST(CaptainCoolSetup, DealByPlayerCountSparesOnTheCircle) {
  const int expected_hand[] = {0, 0, 5, 3, 2, 2, 1, 1};
  for (int n = 2; n <= 7; ++n) {
    Game g(R"({"players": )" + std::to_string(n) + "}");
    State s = through_setup(g);
    int on_circle_or_discard = 0;
    for (int p = 0; p < n; ++p) EXPECT_EQ(s.hand_size(p), expected_hand[n]) << n;
    for (int c = 0; c < kNumCards; ++c)
      if (s.location(c) >= kLocCircle && s.location(c) <= kLocDiscard) ++on_circle_or_discard;
    EXPECT_EQ(on_circle_or_discard, 10 - n * expected_hand[n]) << n;
    EXPECT_EQ(s.round(), 1);
    EXPECT_EQ(s.current_player(), 0);
  }
}

TEST(CaptainCoolSetup, DealtCardsAreHiddenAndDealtInSeatOrder) {
  Game g(R"({"players": 3})");
  State s = through_setup(g);
  const auto view = to_j(s, 1);
  EXPECT_EQ(view["hands"][0].size(), 0u);
  EXPECT_EQ(view["hidden_cards"][0], 3);
  EXPECT_EQ(view["hands"][1].size(), 3u);
  EXPECT_TRUE(view["piles"]["plain"].is_number());
  for (int c = 0; c < kNumCards; ++c) {
    if (s.location(c) >= kLocHand) {
      EXPECT_FALSE(s.is_public(c));
    }
  }
}

TEST(CaptainCoolSetup, EventTextTellsEachSeatOnlyWhatItLearns) {
  // 3 players: the deal is the first chance node after the pubs are filled; its first
  // card goes to seat 0. A pub card is public and reads in full for everyone.
  Game g(R"({"players": 3})");
  State s = after_scores(g);
  EXPECT_EQ(s.action_to_string(draw_id(0), 1), "pub I gets CC's 1");
  EXPECT_EQ(s.action_to_string(draw_id(0), 2), "pub I gets CC's 1");
  EXPECT_EQ(s.action_to_string(draw_id(0), kFullView), "pub I gets CC's 1");  // public
  for (const char* a : {"draw c0", "draw c5", "draw c10", "draw c15", "draw c16", "draw c17",
                        "draw c18", "draw c19"})
    s = act(s, a);
  ASSERT_EQ(s.phase(), Phase::kDeal);
  EXPECT_EQ(s.action_to_string(draw_id(26), kFullView), "p0 is dealt 4");
  EXPECT_EQ(s.action_to_string(draw_id(26)), "draw c26");
  EXPECT_EQ(s.action_to_string(draw_id(26), 0), "you are dealt 4");
  EXPECT_EQ(s.action_to_string(draw_id(26), 1), "p0 is dealt a card");
  EXPECT_EQ(s.action_to_string(draw_id(27), 2), "p0 is dealt a card");
  s = act(s, "draw c26");  // the second card goes to seat 1
  EXPECT_EQ(s.action_to_string(draw_id(27), 1), "you are dealt 4 (CC)");
  EXPECT_EQ(s.action_to_string(draw_id(27), 0), "p1 is dealt a card");
}

TEST(CaptainCoolSetup, DuplicateSparesOneOnTheCircleTheRestDiscarded) {
  Game g(R"({"players": 6})");
  State s = after_scores(g);
  for (const char* a :
       {"draw c0", "draw c5", "draw c10", "draw c15", "draw c16", "draw c17", "draw c18",
        "draw c19", "draw c20", "draw c21", "draw c22", "draw c23", "draw c24", "draw c25"})
    s = act(s, a);
  ASSERT_EQ(s.phase(), Phase::kSpares);
  // The first 8 takes its space, a later one is discarded; every seat reads it so.
  EXPECT_EQ(s.action_to_string(draw_id(39), 3), "spare 8 goes to the Big Deal circle");
  EXPECT_EQ(act(s, "draw c39").action_to_string(draw_id(41), 0), "spare 8 (Ed) is discarded");
  s = act(act(act(act(s, "draw c39"), "draw c40"), "draw c41"), "draw c26");
  EXPECT_EQ(s.circle(8), 39);
  EXPECT_EQ(s.location(40), kLocDiscard);
  EXPECT_EQ(s.location(41), kLocDiscard);
  EXPECT_EQ(s.circle(4), 26);
  EXPECT_EQ(s.phase(), Phase::kChoose);
  // Deal order: card k to seat k mod 6.
  EXPECT_EQ(s.location(20), kLocHand + 0);
  EXPECT_EQ(s.location(25), kLocHand + 5);
}

TEST(CaptainCoolSetup, PilesLastExactlyFiveRounds) {
  // 35 plain cards: 15 at setup, 5 in each of rounds 2-5; each boss pile gives one a round.
  Game g(R"({"players": 4})");
  Rng rng(5);
  State s = g.initial_state();
  int draws_by_round[kRounds + 1] = {};
  while (!s.is_terminal()) {
    if (s.current_player() == kChancePlayer) {
      if (s.phase() != Phase::kStartScores) ++draws_by_round[s.round()];
      ChanceList o;
      s.chance_outcomes(o);
      s = s.apply(rng.sample(o));
    } else {
      ActionList legal;
      s.legal_actions(legal);
      s = s.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
    }
  }
  EXPECT_EQ(draws_by_round[1], 18);
  for (int r = 2; r <= kRounds; ++r) EXPECT_EQ(draws_by_round[r], 8);
}

}  // namespace
}  // namespace caper::captain_cool::testing
