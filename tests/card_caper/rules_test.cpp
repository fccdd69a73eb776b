// The rules from concrete positions; every expectation is worked out by hand from the
// rulebook and the rulings (docs/rules/card_caper.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <type_traits>

#include "caper/card_caper/game.hpp"
#include "caper/core/rng.hpp"
#include "position.hpp"

namespace caper::card_caper {
namespace {

using testing::card;
using testing::cards;
using testing::error_of;
using testing::Fill;
using testing::filler;
using testing::Json;
using testing::legal_texts;
using testing::play;
using testing::Position;
using testing::Seat;
using Texts = std::vector<std::string>;

// Four players, dealer p3, p0 to roll. p0's hidden card is 7H; their piles hold 3C
// (Different Suit), 4D (Lower), JD (Higher), QC (Different Value); 8 cards in hand.
Position piles_position() {
  Position pos;
  pos.dealer = 3;
  pos.phase = "roll";
  pos.turn = 0;
  pos.turns = 4;
  Seat p0;
  p0.hidden = "7H";
  p0.hand = {"2C", "7C", "9D", "KS", "5H", "7D", "4S", "JH"};
  p0.piles = {{"suit", {"3C"}}, {"lower", {"4D"}}, {"higher", {"JD"}}, {"value", {"QC"}}};
  Seat p1 = filler("QS");
  Seat p2 = filler("AD");
  Seat p3 = filler("KH");
  pos.seats = {p0, p1, p2, p3};
  return pos;
}

TEST(CardCaperPiles, DifferentSuitNeedsAnotherSuitThanTheHiddenCardAndANewSuit) {
  const Game game("");
  const State s = play(piles_position().build(game), "die suit");
  EXPECT_EQ(s.phase(), Phase::kPlay);
  EXPECT_EQ(s.current_player(), 0);
  // Not 5H, JH (hearts, like 7H); not 2C, 7C (clubs already on the pile via 3C).
  EXPECT_EQ(legal_texts(s),
            (Texts{"play suit 7D", "play suit 9D", "play suit 4S", "play suit KS"}));
}

TEST(CardCaperPiles, LowerValueNeedsALowerRankAndANewValue) {
  const Game game("");
  const State s = play(piles_position().build(game), "die lower");
  // Lower than 7: 2C, 5H, 4S; 4S repeats the 4 of 4D on the pile.
  EXPECT_EQ(legal_texts(s), (Texts{"play lower 2C", "play lower 5H"}));
  EXPECT_THROW(play(s, "play lower 4S"), IllegalAction);
  EXPECT_NE(error_of([&] { play(s, "play lower 4S"); }).find("new to that pile"),
            std::string::npos);
  const State after = play(s, "play lower 5H");
  EXPECT_EQ(after.pile(0, Category::kLower), cards({"4D", "5H"}));
  EXPECT_FALSE(has(after.hand(0), card("5H")));
  EXPECT_EQ(after.phase(), Phase::kRoll);  // the turn passes clockwise
  EXPECT_EQ(after.turn_player(), 1);
  EXPECT_EQ(after.turns_played(), 5);
}

TEST(CardCaperPiles, HigherValueNeedsAHigherRankAndANewValue) {
  const Game game("");
  const State s = play(piles_position().build(game), "die higher");
  // Higher than 7: 9D, KS, JH; JH repeats the jack of JD. 7C/7D are not higher (equal).
  EXPECT_EQ(legal_texts(s), (Texts{"play higher 9D", "play higher KS"}));
}

TEST(CardCaperPiles, DifferentValueNeedsAnotherRankAndANewValue) {
  const Game game("");
  const State s = play(piles_position().build(game), "die value");
  // Not 7C, 7D (the hidden card's rank). The pile's QC blocks no hand card.
  EXPECT_EQ(legal_texts(s), (Texts{"play value 2C", "play value 9D", "play value 5H",
                                   "play value JH", "play value 4S", "play value KS"}));
  const State after = play(s, "play value 9D");
  // A second 9 may no longer go onto the Different Value pile, but may go elsewhere.
  EXPECT_TRUE(has(after.pile(0, Category::kValue), card("9D")));
}

TEST(CardCaperPiles, AcesAreLowAndKingsHigh) {
  // Hidden AH: nothing is lower than an ace; KS is higher and 2S is higher.
  Position pos = piles_position();
  pos.seats[0].hidden = "AH";
  pos.seats[0].hand = {"2C", "KS", "5H", "7D"};
  pos.seats[0].piles = {{"suit", {"3C"}}, {"higher", {"JD"}}, {"value", {"QC"}}};
  pos.seats[0].fill = Fill::kLaidOpen;
  pos.seats[3].hidden = "7H";
  const Game game("");
  const State start = pos.build(game);
  const State lower = play(start, "die lower");
  EXPECT_EQ(lower.phase(), Phase::kRoll);  // nothing playable: the turn is over
  EXPECT_EQ(lower.turn_player(), 1);
  EXPECT_EQ(lower.hand(0), start.hand(0));  // no card discarded
  EXPECT_TRUE(lower.unable(0, Category::kLower).active);
  EXPECT_EQ(legal_texts(play(start, "die higher")),
            (Texts{"play higher 2C", "play higher 7D", "play higher 5H", "play higher KS"}));
  // Hidden KH: nothing is higher than a king.
  pos.seats[0].hidden = "KH";
  pos.seats[0].piles = {{"suit", {"3C"}}, {"lower", {"JD"}}, {"value", {"QC"}}};
  pos.seats[3].hidden = "AH";
  const State king = play(pos.build(game), "die higher");
  EXPECT_EQ(king.phase(), Phase::kRoll);
  EXPECT_TRUE(king.unable(0, Category::kHigher).active);
}

// The opening: p0 (left of dealer p3) holds the hidden AS and the other twelve spades.
Position opening_position() {
  Position pos;
  pos.dealer = 3;
  pos.phase = "opening";
  pos.turn = 0;
  Seat p0;
  p0.hidden = "AS";
  p0.hand = {"2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"};
  pos.seats = {p0, filler("7H"), filler("7D"), filler("7C")};
  return pos;
}

TEST(CardCaperOpening, OnlyTrueCardsAndEmptyPilesWithoutAFittingCard) {
  const Game game("");
  const State s = opening_position().build(game);
  EXPECT_EQ(s.current_player(), 0);
  // No card of another suit (Different Suit stays empty), nothing below an ace (Lower
  // stays empty); every spade is higher than the ace and of another value.
  const Texts legal = legal_texts(s);
  ASSERT_EQ(legal.size(), 24U);
  EXPECT_EQ(legal.front(), "play higher 2S");
  EXPECT_EQ(legal[11], "play higher KS");
  EXPECT_EQ(legal[12], "play value 2S");
  EXPECT_EQ(legal.back(), "play value KS");
  const State one = play(s, "play higher 5S");
  EXPECT_EQ(one.current_player(), 0);  // still p0: the Different Value pile is open
  EXPECT_EQ(legal_texts(one).size(), 11U);
  EXPECT_FALSE(one.is_legal(one.action_from_string("play higher 6S")));  // one card per pile
  const State two = play(one, "play value 9S");
  // p0 has filled what they can; p1 opens next.
  EXPECT_EQ(two.phase(), Phase::kOpening);
  EXPECT_EQ(two.current_player(), 1);
  EXPECT_EQ(two.pile(0, Category::kSuit), 0U);
  EXPECT_EQ(two.pile(0, Category::kLower), 0U);
  EXPECT_TRUE(two.unable(0, Category::kSuit).active);
  EXPECT_TRUE(two.unable(0, Category::kLower).active);
  EXPECT_FALSE(two.unable(0, Category::kHigher).active);
}

TEST(CardCaperOpening, TheOpeningFillsEveryPileItCan) {
  // Ruling: the opening fills every pile it can. p0 hides 2S and holds AS, 3S..KS. Only AS is lower
  // than 2S, so playing it onto Different Value would leave Lower empty although Lower AS, Higher
  // 3S, Value 4S fill three piles (no card of another suit: Different Suit stays empty either way).
  Position pos = opening_position();
  pos.seats[0].hidden = "2S";
  pos.seats[0].hand = {"AS", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"};
  const Game game("");
  const State s = pos.build(game);
  const Texts legal = legal_texts(s);
  // Lower AS; Higher and Value any of 3S..KS; never Value AS, nothing on Different Suit.
  ASSERT_EQ(legal.size(), 1U + 11U + 11U);
  EXPECT_EQ(legal.front(), "play lower AS");
  EXPECT_EQ(legal[1], "play higher 3S");
  EXPECT_EQ(legal[12], "play value 3S");
  EXPECT_FALSE(s.is_legal(s.action_from_string("play value AS")));
  EXPECT_NE(error_of([&] { play(s, "play value AS"); }).find("most piles"), std::string::npos);
  // Higher first: AS must still go to Lower, so Value AS stays illegal.
  const State higher = play(s, "play higher 3S");
  EXPECT_FALSE(higher.is_legal(higher.action_from_string("play value AS")));
  EXPECT_TRUE(higher.is_legal(higher.action_from_string("play lower AS")));
  const State done = play(play(higher, "play lower AS"), "play value 4S");
  EXPECT_EQ(done.current_player(), 1);  // three piles filled: p0's opening is over
  EXPECT_EQ(done.pile(0, Category::kLower), bit(card("AS")));
  EXPECT_EQ(done.pile(0, Category::kSuit), 0U);
  EXPECT_TRUE(done.unable(0, Category::kSuit).active);  // true: no card of another suit
  EXPECT_FALSE(done.unable(0, Category::kLower).active);
}

// The most piles of `piles` distinct cards of `hand` fill, by trying every assignment.
int brute_force_fill(CardSet hand, Card hidden, unsigned piles) {
  if (piles == 0) return 0;
  const int c = std::countr_zero(piles);
  const unsigned rest = piles & (piles - 1);
  int best = brute_force_fill(hand, hidden, rest);  // pile c stays empty
  const CardSet fit = hand & fitting_cards(static_cast<Category>(c), hidden);
  for (int x = 0; x < kDeckSize; ++x)
    if (has(fit, static_cast<Card>(x)))
      best = std::max(best, 1 + brute_force_fill(hand & ~bit(static_cast<Card>(x)), hidden, rest));
  return best;
}

TEST(CardCaperOpening, TheMatchingAgreesWithTryingEveryAssignment) {
  // OpeningMatch counts cards by type (the set of empty piles a card fits); checked here
  // against the definition: a card may open pile c when, after it, the other empty piles
  // can still be filled as far as before.
  Rng rng(13);
  for (int round = 0; round < 150; ++round) {
    const auto hidden = static_cast<Card>(rng.below(kDeckSize));
    CardSet hand = 0;
    const int size = 1 + static_cast<int>(rng.below(12));
    while (count(hand) < size) {
      const auto x = static_cast<Card>(rng.below(kDeckSize));
      if (x != hidden) hand |= bit(x);
    }
    const auto piles = static_cast<unsigned>(1 + rng.below(kAllPiles));
    const OpeningMatch match(hand, hidden, piles);
    const int most = brute_force_fill(hand, hidden, piles);
    ASSERT_EQ(match.most(), most) << "round " << round;
    for (int c = 0; c < kNumCategories; ++c) {
      CardSet expected = 0;
      const auto category = static_cast<Category>(c);
      if (((piles >> c) & 1U) != 0)
        for (int x = 0; x < kDeckSize; ++x) {
          const auto card = static_cast<Card>(x);
          if (has(hand & fitting_cards(category, hidden), card) &&
              1 + brute_force_fill(hand & ~bit(card), hidden, piles & ~(1U << c)) == most)
            expected |= bit(card);
        }
      EXPECT_EQ(match.plays(category), expected) << "round " << round << ", pile " << c;
    }
  }
}

TEST(CardCaperOpening, AStateWhoseOpeningLeftAFillablePileEmptyIsRefused) {
  // The old ruling's ending of the example above: Value AS, Higher 3S, Lower empty with a
  // true record (nothing in hand is lower than 2S), yet AS could have filled Lower.
  Position pos = opening_position();
  pos.phase = "roll";
  pos.turns = 0;
  pos.seats[0].hidden = "2S";
  pos.seats[0].hand = {"4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"};
  pos.seats[0].piles = {{"value", {"AS"}}, {"higher", {"3S"}}};
  pos.unable = Json::array(
      {{{"player", 0}, {"category", "suit"}, {"pile", Json::array()}, {"gone", {"3S", "AS"}}},
       {{"player", 0}, {"category", "lower"}, {"pile", Json::array()}, {"gone", {"3S", "AS"}}}});
  const Game game("");
  EXPECT_NE(error_of([&] {
              pos.build(game);
            }).find("state.seats[0].piles: the opening left a pile empty"),
            std::string::npos);
  // The opening the rule gives (Lower AS, Higher 3S, Value 4S) loads.
  pos.seats[0].hand = {"5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"};
  pos.seats[0].piles = {{"lower", {"AS"}}, {"higher", {"3S"}}, {"value", {"4S"}}};
  pos.unable = Json::array({{{"player", 0},
                             {"category", "suit"},
                             {"pile", Json::array()},
                             {"gone", {"3S", "4S", "AS"}}}});
  EXPECT_NO_THROW(pos.build(game));
}

TEST(CardCaperOpening, EveryoneOpensThenTheDealerRolls) {
  const Game game("");
  State s = play(play(opening_position().build(game), "play higher 5S"), "play value 9S");
  std::vector<int> order;
  while (s.phase() == Phase::kOpening) {
    if (order.empty() || order.back() != s.current_player()) order.push_back(s.current_player());
    ActionList list;
    s.legal_actions(list);
    s = s.apply(list[0]);
  }
  EXPECT_EQ(order, (std::vector<int>{1, 2, 3}));
  // The filler deals p1 twelve clubs, p2 twelve diamonds, p3 twelve hearts. p2 hides 7D,
  // so holds no card of another suit: their Different Suit pile stays empty.
  for (int p = 1; p < 4; ++p)
    for (int c = 0; c < kNumCategories; ++c)
      EXPECT_EQ(count(s.pile(p, static_cast<Category>(c))), p == 2 && c == 0 ? 0 : 1)
          << p << " " << c;
  EXPECT_TRUE(s.unable(2, Category::kSuit).active);
  EXPECT_EQ(s.phase(), Phase::kRoll);
  EXPECT_EQ(s.turn_player(), 3);  // the dealer begins the game by rolling the die
  ChanceList faces;
  s.chance_outcomes(faces);
  ASSERT_EQ(faces.size(), 6U);
  for (const ChanceOutcome& f : faces) EXPECT_DOUBLE_EQ(f.probability, 1.0 / 6);
  EXPECT_EQ(s.action_to_string(faces[4].action), "die guess");
  EXPECT_EQ(s.action_to_string(faces[5].action), "die ask");
}

// Guessing: four players, p0 to guess. p1 hides QS, p2 AD, p3 KH; 9D is in p2's hand.
Position guess_position() {
  Position pos;
  pos.dealer = 3;
  pos.phase = "guess";
  pos.turn = 0;
  pos.turns = 1;
  Seat p0 = filler("7H", {"2C"});
  Seat p2 = filler("AD", {"9D"});
  pos.seats = {p0, filler("QS"), p2, filler("KH")};
  return pos;
}

TEST(CardCaperGuess, RightGuessRevealsAndScores) {
  const Game game("");
  const State s = guess_position().build(game);
  const State after = play(s, "guess p1 QS");
  EXPECT_TRUE(after.revealed(1));
  EXPECT_EQ(after.score(0), 1);
  EXPECT_EQ(after.phase(), Phase::kRoll);  // three hidden cards remain: play goes on
  EXPECT_EQ(after.turn_player(), 1);
  // Everyone now sees QS.
  EXPECT_NE(after.to_json(2).find("\"QS\""), std::string::npos);
  const Game generous(R"({"points_correct_guess": 3})");
  EXPECT_EQ(play(guess_position().build(generous), "guess p1 QS").score(0), 3);
}

TEST(CardCaperGuess, WrongGuessLaysTheNamedCardOpenWhoeverHoldsIt) {
  const Game game("");
  const State s = guess_position().build(game);
  const State after = play(s, "guess p1 9D");  // 9D is in p2's hand, not p1's
  EXPECT_FALSE(after.revealed(1));
  EXPECT_EQ(after.score(0), 0);
  EXPECT_EQ(after.laid_open(2), bit(card("9D")));
  EXPECT_FALSE(has(after.hand(2), card("9D")));
  EXPECT_EQ(count(after.hand(2)), count(s.hand(2)) - 1);
  EXPECT_EQ(after.failed_guesses(0, 1), bit(card("9D")));
  EXPECT_EQ(after.phase(), Phase::kRoll);
  EXPECT_EQ(after.turn_player(), 1);
  // 9D is public now: it is in every view and can no longer be named.
  EXPECT_NE(after.to_json(3).find("\"9D\""), std::string::npos);
}

TEST(CardCaperGuess, WrongGuessOfAnotherHiddenCardLaysNothingOpen) {
  const Game game("");
  const State s = guess_position().build(game);
  const State after = play(s, "guess p1 KH");  // KH is p3's hidden card
  for (int p = 0; p < 4; ++p) EXPECT_EQ(after.laid_open(p), 0U);
  EXPECT_EQ(after.failed_guesses(0, 1), bit(card("KH")));
  EXPECT_FALSE(after.revealed(3));
  EXPECT_NE(after.to_json(2).find(R"({"card":"KH","guesser":0,"target":1})"), std::string::npos);
}

TEST(CardCaperGuess, ACardNamedWithoutSuccessMayBeNamedAgain) {
  Position pos = guess_position();
  pos.failed = Json::array({{{"guesser", 0}, {"target", 1}, {"card", "KH"}}});
  const Game game("");
  const State s = pos.build(game);
  EXPECT_TRUE(s.is_legal(s.action_from_string("guess p1 KH")));
  EXPECT_EQ(play(s, "guess p1 KH").failed_guesses(0, 1), bit(card("KH")));
}

TEST(CardCaperGuess, OnlyUnrevealedOpponentsAndUnseenCardsMayBeNamed) {
  Position pos = guess_position();
  pos.seats[1].revealed = true;
  pos.seats[0].score = 1;
  const Game game("");
  const State s = pos.build(game);
  const Texts legal = legal_texts(s);
  // Opponents p2 and p3; 52 cards minus p0's 12 hand cards, p0's 7H and the revealed QS.
  EXPECT_EQ(legal.size(), 2U * (52 - 12 - 1 - 1));
  EXPECT_FALSE(s.is_legal(s.action_from_string("guess p1 QS")));  // already revealed
  EXPECT_FALSE(s.is_legal(s.action_from_string("guess p0 7H")));  // not an opponent
  EXPECT_FALSE(s.is_legal(s.action_from_string("guess p2 2C")));  // in p0's own hand
  EXPECT_FALSE(s.is_legal(s.action_from_string("guess p2 QS")));  // public
  EXPECT_TRUE(s.is_legal(s.action_from_string("guess p2 AD")));
  EXPECT_NE(error_of([&] { play(s, "guess p1 QS"); }).find("unrevealed opponent"),
            std::string::npos);
}

TEST(CardCaperAsk, AskedPlayerWhoCannotPlayThenAskerDeclines) {
  Position pos = guess_position();
  pos.phase = "ask_choose";
  const Game game("");
  const State s = pos.build(game);
  EXPECT_EQ(legal_texts(s).size(), 12U);  // 3 opponents x 4 categories
  EXPECT_EQ(legal_texts(s).front(), "ask p1 suit");
  // p2 hides AD: nothing is lower than an ace.
  const State asked = play(s, "ask p2 lower");
  EXPECT_EQ(asked.phase(), Phase::kAskGuess);
  EXPECT_EQ(asked.current_player(), 0);
  EXPECT_TRUE(asked.unable(2, Category::kLower).active);
  EXPECT_EQ(asked.hand(2), s.hand(2));
  const Texts legal = legal_texts(asked);
  EXPECT_EQ(legal.back(), "no-guess");
  EXPECT_EQ(legal.size(), 3U * (52 - 12 - 1) + 1);
  const State done = play(asked, "no-guess");
  EXPECT_EQ(done.phase(), Phase::kRoll);
  EXPECT_EQ(done.turn_player(), 1);
  for (int p = 0; p < 4; ++p) EXPECT_EQ(done.score(p), 0);
}

TEST(CardCaperAsk, AskedPlayerChoosesTheCardThenTheAskerGuesses) {
  Position pos = guess_position();
  pos.phase = "ask_choose";
  pos.seats[1].fill = Fill::kNone;
  pos.seats[1].hand = {"3S", "5S", "8C", "JC"};
  pos.seats[1].laid_open = {"2D", "3D", "4D", "5D", "6D", "7D", "8D", "TD"};
  pos.seats[0].hand = {"2C"};
  const Game game("");
  const State s = pos.build(game);
  const State asked = play(s, "ask p1 lower");
  EXPECT_EQ(asked.phase(), Phase::kAskResponse);
  EXPECT_EQ(asked.current_player(), 1);
  // p1 hides QS: lower cards are 3S, 5S, 8C, JC; p1 picks.
  EXPECT_EQ(legal_texts(asked),
            (Texts{"play lower 8C", "play lower JC", "play lower 3S", "play lower 5S"}));
  EXPECT_FALSE(asked.is_legal(asked.action_from_string("play higher 8C")));
  const State answered = play(asked, "play lower JC");
  EXPECT_EQ(answered.pile(1, Category::kLower), bit(card("JC")));
  for (int c = 0; c < kNumCategories; ++c)  // onto the asked player's own pile only
    EXPECT_EQ(answered.pile(0, static_cast<Category>(c)), s.pile(0, static_cast<Category>(c)));
  EXPECT_EQ(answered.phase(), Phase::kAskGuess);
  EXPECT_EQ(answered.current_player(), 0);
  const State guessed = play(answered, "guess p1 QS");
  EXPECT_TRUE(guessed.revealed(1));
  EXPECT_EQ(guessed.score(0), 1);
  // The asker may guess another opponent than the one asked.
  EXPECT_TRUE(answered.is_legal(answered.action_from_string("guess p3 KH")));
}

TEST(CardCaperAsk, ARevealedOpponentMayBeAskedToo) {
  // "name an opponent" (revealed or not): p1's QS is revealed but p1 still holds cards.
  Position pos = guess_position();
  pos.phase = "ask_choose";
  pos.seats[1].revealed = true;
  pos.seats[0].score = 1;
  const Game game("");
  const State s = pos.build(game);
  EXPECT_EQ(legal_texts(s).size(), 12U);  // p1, p2, p3 x 4 categories
  EXPECT_EQ(legal_texts(s).front(), "ask p1 suit");
  EXPECT_FALSE(s.is_legal(s.action_from_string("ask p0 suit")));  // not oneself
  EXPECT_NE(error_of([&] { play(s, "ask p0 suit"); }).find("name an opponent"), std::string::npos);
  // p1 (hidden QS) holds the filler's low cards, so has one lower than a queen.
  const State asked = play(s, "ask p1 lower");
  EXPECT_EQ(asked.phase(), Phase::kAskResponse);
  EXPECT_EQ(asked.current_player(), 1);
  ActionList list;
  asked.legal_actions(list);
  const State answered = asked.apply(list[0]);
  EXPECT_EQ(count(answered.pile(1, Category::kLower)), 1);
  // The guess still names an unrevealed opponent only.
  EXPECT_FALSE(answered.is_legal(answered.action_from_string("guess p1 QS")));
  EXPECT_TRUE(answered.is_legal(answered.action_from_string("guess p3 KH")));
  // The state reloads.
  EXPECT_EQ(game.state_from_json(answered.to_json(kFullView)), answered);
}

TEST(CardCaperTurns, ARevealedPlayerKeepsGuessingButCategoryFacesDoNothing) {
  Position pos = piles_position();
  pos.seats[0].revealed = true;
  pos.seats[1].score = 1;
  const Game game("");
  const State s = pos.build(game);
  for (const char* face : {"die suit", "die lower", "die higher", "die value"}) {
    const State after = play(s, face);
    EXPECT_EQ(after.phase(), Phase::kRoll) << face;
    EXPECT_EQ(after.turn_player(), 1);
    EXPECT_EQ(after.hand(0), s.hand(0));
    EXPECT_FALSE(after.unable(0, Category::kLower).active);
  }
  const State guess = play(s, "die guess");
  EXPECT_EQ(guess.phase(), Phase::kGuess);
  EXPECT_EQ(guess.current_player(), 0);
  EXPECT_EQ(play(s, "die ask").current_player(), 0);
}

// The end: p1 and p2 are revealed; p0 (to guess) and p3 are not.
Position end_position() {
  Position pos = guess_position();
  pos.seats[1].revealed = true;
  pos.seats[2].revealed = true;
  pos.seats[1].score = 1;
  pos.seats[3].score = 1;
  return pos;
}

// What `text` sets off in s, in words, the same for every viewer (the end is public).
std::string outcome(const State& s, const std::string& text) {
  const ActionId action = s.action_from_string(text);
  const std::string full = s.outcome_text(action, kFullView);
  for (int p = 0; p < s.num_players(); ++p)
    EXPECT_EQ(s.outcome_text(action, p), full) << text << " for p" << p;
  return full;
}

TEST(CardCaperEnd, LastHiddenCardGetsAwayWithIt) {
  const Game game("");
  const State over = play(end_position().build(game), "guess p3 KH");
  // The final reveal: p0's 7H, never guessed, is named with the points (p0: 1 + 1).
  EXPECT_EQ(outcome(end_position().build(game), "guess p3 KH"),
            "right: p3's hidden card KH is revealed; game over: p0 gets away with it (+1); "
            "p0's hidden card was 7H; points: p0 2 p1 1 p2 0 p3 1");
  EXPECT_TRUE(over.is_terminal());
  EXPECT_EQ(over.end_reason(), EndReason::kCaught);
  EXPECT_EQ(over.score(0), 2);  // 1 for the guess, 1 for getting away with it
  EXPECT_EQ(over.score(1), 1);
  EXPECT_EQ(over.score(3), 1);
  std::vector<double> r(4);
  over.returns(r);
  EXPECT_EQ(r, (std::vector<double>{1, 0, 0, 0}));
  EXPECT_EQ(over.current_player(), kTerminalPlayer);
  ActionList none;
  over.legal_actions(none);
  EXPECT_TRUE(none.empty());
  const Json result = Json::parse(over.to_json(-1))["result"];
  EXPECT_EQ(result["reason"], "caught");
  EXPECT_EQ(result["winners"], Json::array({0}));
  EXPECT_EQ(result["returns"], Json::array({1.0, 0.0, 0.0, 0.0}));
  EXPECT_EQ(result["truncated"], false);
  // Before the end, returns are zeros.
  end_position().build(game).returns(r);
  EXPECT_EQ(r, (std::vector<double>{0, 0, 0, 0}));
}

TEST(CardCaperEnd, TheBonusGoesToTheOwnerEvenIfNotTheGuesserAndTiesShare) {
  Position pos = end_position();
  pos.seats[0].revealed = true;  // p0 is caught already; p2 still hides AD
  pos.seats[2].revealed = false;
  pos.seats[1].score = 1;
  pos.seats[3].score = 1;
  const Game game(R"({"points_got_away": 1})");
  const State over = play(pos.build(game), "guess p3 KH");
  EXPECT_TRUE(over.is_terminal());
  EXPECT_EQ(over.score(0), 1);
  EXPECT_EQ(over.score(2), 1);  // got away with it
  std::vector<double> r(4);
  over.returns(r);
  EXPECT_EQ(r, (std::vector<double>{0.25, 0.25, 0.25, 0.25}));
  EXPECT_EQ(outcome(pos.build(game), "guess p3 KH"),
            "right: p3's hidden card KH is revealed; game over: p2 gets away with it (+1); "
            "p2's hidden card was AD; points: p0 1 p1 1 p2 1 p3 1; p0, p1, p2 and p3 tie with "
            "1 point and share the win");
  const Game big(R"({"points_got_away": 5})");
  const State big_over = play(pos.build(big), "guess p3 KH");
  EXPECT_EQ(big_over.score(2), 5);
  big_over.returns(r);
  EXPECT_EQ(r, (std::vector<double>{0, 0, 1, 0}));
}

TEST(CardCaperEnd, TwoPlayersEndOnTheFirstRightGuess) {
  const Game game(R"({"players": 2})");
  Position pos;
  pos.dealer = 1;
  pos.phase = "guess";
  pos.turn = 1;
  pos.turns = 1;
  pos.seats = {filler("5C"), filler("6C")};
  const State over = play(pos.build(game), "guess p0 5C");
  EXPECT_TRUE(over.is_terminal());
  EXPECT_EQ(over.score(1), 2);  // right guess + own card never revealed
  EXPECT_EQ(over.score(0), 0);
}

TEST(CardCaperEnd, TurnLimitEndsTheGameWithScoresAsTheyStand) {
  const Game game(R"({"max_turns": 5})");
  Position pos = guess_position();
  pos.phase = "roll";
  pos.turns = 4;
  pos.seats[2].score = 1;
  pos.seats[1].revealed = true;
  const State s = pos.build(game);
  const State over = play(play(s, "die guess"), "guess p3 2H");
  EXPECT_TRUE(over.is_terminal());
  EXPECT_EQ(over.end_reason(), EndReason::kTurnLimit);
  EXPECT_EQ(over.turns_played(), 5);
  std::vector<double> r(4);
  over.returns(r);
  EXPECT_EQ(r, (std::vector<double>{0, 0, 1, 0}));  // nobody gets away with it
  EXPECT_EQ(over.score(3), 0);
  // The cards were filled in card order from p0: p2 holds 2H after 9D. The three hidden
  // cards nobody guessed are shown, and the points as they stand.
  EXPECT_EQ(outcome(play(s, "die guess"), "guess p3 2H"),
            "wrong: p2 lays 2H open; game over: the turn limit is reached; p0's hidden card "
            "was 7H, p2's was AD and p3's was KH; points: p0 0 p1 0 p2 1 p3 0");
  // A turn ended by a category face counts as well.
  const State limit = play(s, "die lower");  // p0 (7H, 12 cards) may or may not play
  if (limit.phase() == Phase::kPlay) {
    ActionList list;
    limit.legal_actions(list);
    EXPECT_TRUE(limit.apply(list[0]).is_terminal());
  } else {
    EXPECT_TRUE(limit.is_terminal());
  }
}

TEST(CardCaperHeuristic, FollowsTheScoreLeadAndTheReturnsAtTheEnd) {
  const Game game("");
  const State s = end_position().build(game);  // scores 0,1,0,1; p1 and p2 revealed
  EXPECT_DOUBLE_EQ(s.heuristic(0), 0.5 - 0.1 + 0.05);
  EXPECT_DOUBLE_EQ(s.heuristic(1), 0.5 - 0.05);
  EXPECT_DOUBLE_EQ(s.heuristic(3), 0.5 + 0.05);
  const State over = play(s, "guess p3 KH");
  EXPECT_DOUBLE_EQ(over.heuristic(0), 1.0);
  EXPECT_DOUBLE_EQ(over.heuristic(3), 0.0);
}

TEST(CardCaperRules, IllegalActionsAreRefusedWithTheReason) {
  const Game game("");
  const State s = guess_position().build(game);
  EXPECT_THROW(s.apply(game.num_distinct_actions()), IllegalAction);
  EXPECT_NE(error_of([&] { s.apply(game.num_distinct_actions() + 5); }).find("out of range"),
            std::string::npos);
  EXPECT_NE(error_of([&] { play(s, "die guess"); }).find("not legal in phase 'guess'"),
            std::string::npos);
  EXPECT_THROW(s.chance_outcomes(*std::make_unique<ChanceList>()), WrongPhase);
}

TEST(CardCaperRules, PlayableCardsMatchesPlayableCardByCard) {
  // The bit-mask form used by the rules agrees with `playable` for random piles and hands.
  Rng rng(3);
  for (int i = 0; i < 20000; ++i) {
    const auto hidden = static_cast<Card>(rng.below(kDeckSize));
    const auto cat = static_cast<Category>(rng.below(kNumCategories));
    const CardSet pile = rng.next_u64() & rng.next_u64() & rng.next_u64() & kFullDeck;
    const CardSet hand = rng.next_u64() & kFullDeck;
    CardSet expected = 0;
    for (Card c = 0; c < kDeckSize; ++c)
      if (has(hand, c) && playable(cat, c, hidden, pile)) expected |= bit(c);
    ASSERT_EQ(playable_cards(cat, hand, hidden, pile), expected);
  }
}

TEST(CardCaperRules, StateIsSmallAndFixedSize) {
  static_assert(std::is_trivially_copyable_v<State>);
  // 256 bytes on x86-64 (docs/rules/card_caper.md): GCC copies it with vector moves.
  EXPECT_LE(sizeof(State), 256U);
}

}  // namespace
}  // namespace caper::card_caper
