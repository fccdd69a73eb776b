// The dealer, the hidden cards and the deal: single-card chance nodes, clockwise from the
// dealer's left.
#include <gtest/gtest.h>

#include <numeric>

#include "caper/card_caper/game.hpp"
#include "position.hpp"

namespace caper::card_caper {
namespace {

using testing::card;
using testing::play;

double total(const ChanceList& list) {
  double sum = 0;
  for (const ChanceOutcome& o : list) sum += o.probability;
  return sum;
}

TEST(CardCaperDeal, DealerIsChosenUniformly) {
  const Game game(R"({"players": 5})");
  const State s = game.initial_state();
  EXPECT_EQ(s.current_player(), kChancePlayer);
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  ASSERT_EQ(outcomes.size(), 5U);
  for (int p = 0; p < 5; ++p) {
    EXPECT_EQ(s.action_to_string(outcomes[static_cast<std::size_t>(p)].action),
              "dealer p" + std::to_string(p));
    EXPECT_DOUBLE_EQ(outcomes[static_cast<std::size_t>(p)].probability, 0.2);
  }
}

TEST(CardCaperDeal, EachSeatReadsADealAsWhatItLearns) {
  // Three players, dealer p1: the first hidden card goes to p2, the first hand card (after
  // the three hidden cards) to p2 as well.
  const Game game(R"({"players": 3})");
  const State s = play(game.initial_state(), "dealer p1");
  const ActionId qs = s.action_from_string("deal QS");
  // The notation for the record; the full view, which sees everything, names the card.
  EXPECT_EQ(s.action_to_string(qs), "deal QS");
  EXPECT_EQ(s.action_to_string(qs, kFullView), "p2 is dealt QS as their hidden card");
  EXPECT_EQ(s.action_to_string(qs, 2), "you are dealt QS as your hidden card");
  EXPECT_EQ(s.action_to_string(qs, 0), "p2 is dealt a hidden card");
  EXPECT_EQ(s.action_to_string(qs, 1), "p2 is dealt a hidden card");
  const State hands = play(play(play(s, "deal QS"), "deal 3D"), "deal 7H");
  const ActionId ac = hands.action_from_string("deal AC");
  EXPECT_EQ(hands.action_to_string(ac, 2), "you are dealt AC");
  EXPECT_EQ(hands.action_to_string(ac, 0), "p2 is dealt a card");
  EXPECT_EQ(hands.action_to_string(ac, kFullView), "p2 is dealt AC");
  // The next card goes to p0.
  const State next = play(hands, "deal AC");
  EXPECT_EQ(next.action_to_string(next.action_from_string("deal KD"), 0), "you are dealt KD");
  EXPECT_EQ(next.action_to_string(next.action_from_string("deal KD"), 2), "p0 is dealt a card");
  // A public event reads the same for every seat and the full view.
  const State start = game.initial_state();
  const ActionId p1 = start.action_from_string("dealer p1");
  for (int viewer : {kFullView, 0, 1, 2})
    EXPECT_EQ(start.action_to_string(p1, viewer), "p1 is the dealer");
  EXPECT_EQ(start.action_to_string(p1), "dealer p1");
}

TEST(CardCaperDeal, ThreePlayersGet17_16_16WithTheDealerShort) {
  const Game game(R"({"players": 3})");
  State s = play(game.initial_state(), "dealer p1");
  EXPECT_EQ(s.dealer(), 1);
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  EXPECT_EQ(outcomes.size(), 52U);
  EXPECT_DOUBLE_EQ(outcomes[0].probability, 1.0 / 52);
  // Hidden cards: one each, starting left of the dealer (p2, p0, p1).
  s = play(s, "deal QS");
  EXPECT_EQ(s.hidden(2), card("QS"));
  EXPECT_EQ(s.hidden(0), kNoCard);
  s = play(s, "deal 3D");
  EXPECT_EQ(s.hidden(0), card("3D"));
  s = play(s, "deal 7H");
  EXPECT_EQ(s.hidden(1), card("7H"));
  EXPECT_EQ(s.phase(), Phase::kDealHands);
  s.chance_outcomes(outcomes);
  ASSERT_EQ(outcomes.size(), 49U);
  EXPECT_DOUBLE_EQ(total(outcomes), 1.0);
  // A hidden card can no longer be dealt.
  EXPECT_FALSE(s.is_legal(s.action_from_string("deal QS")));
  // The first hand card goes to the dealer's left (p2), then p0, then p1.
  s = play(s, "deal AC");
  EXPECT_EQ(s.hand(2), bit(card("AC")));
  s = play(s, "deal 2C");
  EXPECT_EQ(s.hand(0), bit(card("2C")));
  s = play(s, "deal 3C");
  EXPECT_EQ(s.hand(1), bit(card("3C")));
  for (int k = 3; k < 49; ++k) {
    s.chance_outcomes(outcomes);
    EXPECT_EQ(outcomes.size(), static_cast<std::size_t>(49 - k));
    EXPECT_DOUBLE_EQ(outcomes[0].probability, 1.0 / (49 - k));
    s = s.apply(outcomes[0].action);
  }
  // 49 cards: the first to receive (p2) gets 17, p0 and the dealer p1 get 16 each.
  EXPECT_EQ(count(s.hand(2)) + count(s.gone(2)), 17);
  EXPECT_EQ(count(s.hand(0)) + count(s.gone(0)), 16);
  EXPECT_EQ(count(s.hand(1)) + count(s.gone(1)), 16);
  EXPECT_EQ(s.phase(), Phase::kOpening);
  EXPECT_EQ(s.turn_player(), 2);  // the opening starts left of the dealer
}

TEST(CardCaperDeal, FourAndSixPlayersDealEvenly) {
  for (int n : {2, 4, 5, 6}) {
    const Game game(R"({"players": )" + std::to_string(n) + "}");
    State s = play(game.initial_state(), "dealer p0");
    while (s.phase() == Phase::kDealHidden || s.phase() == Phase::kDealHands) {
      ChanceList outcomes;
      s.chance_outcomes(outcomes);
      s = s.apply(outcomes[outcomes.size() / 2].action);
    }
    const int cards = 52 - n;
    for (int p = 0; p < n; ++p) {
      // Seat p is the k-th to receive (k = p - 1 mod n); the first cards/n*... share.
      const int k = (p - 1 + n) % n;
      const int share = cards / n + (k < cards % n ? 1 : 0);
      EXPECT_EQ(count(s.hand(p)) + count(s.gone(p)), share) << n << " players, p" << p;
      EXPECT_NE(s.hidden(p), kNoCard);
    }
  }
}

}  // namespace
}  // namespace caper::card_caper
