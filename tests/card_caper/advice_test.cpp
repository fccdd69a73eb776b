// Card Caper's advice to the bots (State::advised_action): the play that tells the
// opponents least of one's own hidden card, and the guess the opponent's piles make likeliest
// under a model of them choosing uniformly among the cards that fit.
#include <string>

#include <gtest/gtest.h>

#include "caper/card_caper/game.hpp"
#include "position.hpp"

namespace caper::card_caper {
namespace {

using testing::card;
using testing::filler;
using testing::Position;
using testing::Seat;

// Two players, dealer p1, p0 to act in `phase` on the fourth turn.
Position two_players(const std::string& phase) {
  Position pos;
  pos.dealer = 1;
  pos.phase = phase;
  pos.turn = 0;
  pos.turns = 3;
  return pos;
}

std::string advised(const State& s, std::uint64_t seed) {
  Rng rng(seed);
  const std::optional<ActionId> action = s.advised_action(rng);
  return action ? s.action_to_string(*action) : "none";
}

// Two players, p0 (hidden 9H) to play onto its empty Lower pile with 2C and 7C, its only
// cards below 9; its Different Value pile holds 3C-6C. p1 cannot see p0's hand, so p0's
// hidden card may be, for p1, any card of p0's hand that fits p0's piles, or 9H. After
// 7C on Lower, 2C is no longer one (rank 2 is not above 7); after 2C, 7C still is (7 is
// above 2 and not on the Value pile), and every other card is as likely either way (the
// likelihood of a one-card Lower pile does not depend on which card it is). So 2C says less.
TEST(CardCaperAdvice, PlaysTheCardThatTellsLeastOfTheHiddenCard) {
  const Game game(R"({"players": 2})");
  Position pos = two_players("play");
  pos.category = "lower";
  Seat p0;
  p0.hidden = "9H";
  p0.hand = {"2C", "7C", "9C", "9D", "9S", "TC", "TD", "TH", "TS", "JC", "JD",
             "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS"};
  p0.piles = {{"value", {"3C", "4C", "5C", "6C"}}};
  pos.seats = {p0, filler("AS")};
  const State s = pos.build(game);
  for (std::uint64_t seed = 1; seed <= 5; ++seed) EXPECT_EQ(advised(s, seed), "play lower 2C");
}

// Two players, p0 to guess. p1 (hidden 4D) has AC, 2C, 3C on its Lower pile and nothing
// else on its piles; p0 holds every other ace, two and three (and 4C), so for p0 the cards
// below 4 that p1 held are exactly those three. With p1's hidden card of rank 4, three cards
// fit its Lower pile and the pile's chance is 1/(3*2*1); of rank 5, the three unseen fours fit
// too and it is 1/(6*5*4); higher ranks less still. So p0 names an unseen four: 4D, 4H or 4S.
TEST(CardCaperAdvice, GuessesTheCardThePilesMakeLikeliest) {
  const Game game(R"({"players": 2})");
  Position pos = two_players("guess");
  Seat p0 = filler("KS", {"AD", "AH", "AS", "2D", "2H", "2S", "3D", "3H", "3S", "4C"});
  Seat p1 = filler("4D");
  p1.piles = {{"lower", {"AC", "2C", "3C"}}};
  pos.seats = {p0, p1};
  const State s = pos.build(game);
  ASSERT_TRUE(has(s.hand(0), card("4C")));
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const std::string guess = advised(s, seed);
    EXPECT_TRUE(guess == "guess p1 4D" || guess == "guess p1 4H" || guess == "guess p1 4S")
        << guess;
  }
}

// After an ask the guess stays open: the advice never declines it.
TEST(CardCaperAdvice, NeverDeclinesAGuess) {
  const Game game(R"({"players": 2})");
  Position pos = two_players("ask_guess");
  pos.asked = 1;
  pos.category = "lower";
  Seat p1 = filler("4D");
  p1.piles = {{"lower", {"AC"}}};
  pos.seats = {filler("KS"), p1};
  const State s = pos.build(game);
  for (std::uint64_t seed = 1; seed <= 5; ++seed)
    EXPECT_EQ(advised(s, seed).rfind("guess p1 ", 0), 0U) << advised(s, seed);
}

}  // namespace
}  // namespace caper::card_caper
