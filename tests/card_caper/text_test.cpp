// Card Caper in a player's words: the board (what happens now, the piles by the rulebook's
// names, the wrong guesses, the end) and the events as each seat and the full view read
// them, while action_to_string(id) keeps the notation the records are written in.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "caper/card_caper/game.hpp"
#include "position.hpp"

namespace caper::card_caper {
namespace {

using testing::filler;
using testing::play;
using testing::Position;

// Four players, dealer p3, p1 to roll. The hands are filled in deck order (clubs,
// diamonds, hearts, spades; Ace to King), skipping the cards placed: p0 7H, its Lower
// Value pile 2D and AC..JC; p1 QS, QC KC 3D..QD; p2 AD, KD AH..6H 8H..QH; p3 KH, AS..JS KS.
Position table() {
  Position pos;
  pos.dealer = 3;
  pos.phase = "roll";
  pos.turn = 1;
  pos.turns = 3;
  testing::Seat p0 = filler("7H");
  p0.piles = {{"lower", {"2D"}}};
  pos.seats = {p0, filler("QS"), filler("AD"), filler("KH")};
  return pos;
}

std::string line_of(const std::string& text, const std::string& start) {
  const std::size_t at = text.find("\n" + start);
  if (at == std::string::npos) return "";
  return text.substr(at + 1, text.find('\n', at + 1) - at - 1);
}

// Every viewer, the full view first.
std::vector<std::string> read_by_all(const State& s, const std::string& notation) {
  std::vector<std::string> texts;
  const ActionId id = s.action_from_string(notation);
  for (int viewer = kFullView; viewer < s.num_players(); ++viewer)
    texts.push_back(s.action_to_string(id, viewer));
  return texts;
}

// A seat is one row under a header that names the piles in order, so that six seats fit
// 24 rows; the own row comes last.
TEST(CardCaperWords, TheBoardAsP0SeesItAtTheRoll) {
  const Game game("");
  const State s = table().build(game);
  EXPECT_EQ(s.to_text(0),
            "Card Caper, 4 players, dealer p3, turn 3 of at most 1000 (as p0 sees it)\n"
            "now: p1 rolls the die\n"
            "seat  hidden  score  hand      piles: Diff Suit | Lower | Higher | Diff Value\n"
            "p1    ??      0      12 cards  - | - | - | -\n"
            "p2    ??      0      12 cards  - | - | - | -\n"
            "p3    ??      0      12 cards  - | - | - | -\n"
            "p0    7H      0      AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC (11)  - | 2D | - | -\n");
}

// Two players, dealer p1: p0 (hidden AC) holds the other clubs and every diamond, 25 cards
// (79 columns), so its piles go on a line of their own; p1's row still fits one line.
TEST(CardCaperWords, ASeatRowTooWideFor80ColumnsPutsItsPilesBelow) {
  const Game game(R"({"players": 2})");
  Position pos;
  pos.dealer = 1;
  pos.phase = "roll";
  pos.turn = 0;
  pos.seats = {filler("AC"), filler("KS")};
  const std::string text = pos.build(game).to_text(0);
  EXPECT_EQ(line_of(text, "p1 "), "p1    ??      0      25 cards  - | - | - | -") << text;
  EXPECT_NE(text.find("\np0    AC      0      2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D "
                      "5D 6D 7D 8D 9D TD JD QD KD (25)\n      piles: - | - | - | -\n"),
            std::string::npos)
      << text;
}

TEST(CardCaperWords, TheDieAndThePlayInTheRulebooksNames) {
  const Game game("");
  const State s = table().build(game);
  const std::vector<std::string> same(5, "p1 rolls Different Value");
  EXPECT_EQ(read_by_all(s, "die value"), same);
  EXPECT_EQ(read_by_all(s, "die guess")[1], "p1 rolls Guess");
  EXPECT_EQ(read_by_all(s, "die ask")[0], "p1 rolls Ask & Guess");
  EXPECT_EQ(s.action_to_string(s.action_from_string("die ask")), "die ask");
  // Lower Value: p1 (QS) may play any of its diamonds below the queen.
  const State lower = play(s, "die lower");
  EXPECT_EQ(line_of(lower.to_text(2), "now:"), "now: p1 plays onto Lower Value");
  const ActionId d3 = lower.action_from_string("play lower 3D");
  EXPECT_EQ(lower.action_to_string(d3, 1), "play onto Lower Value 3D");
  EXPECT_EQ(lower.action_to_string(d3, kFullView), "play onto Lower Value 3D");
  EXPECT_EQ(lower.action_to_string(d3), "play lower 3D");
}

TEST(CardCaperWords, AskAnswerAndTheChoiceNotToGuess) {
  const Game game("");
  const State ask = play(table().build(game), "die ask");
  EXPECT_EQ(line_of(ask.to_text(1), "now:"), "now: p1 asks an opponent to play onto a pile");
  EXPECT_EQ(read_by_all(ask, "ask p0 lower"), std::vector<std::string>(5, "ask p0 Lower"));
  EXPECT_EQ(ask.action_to_string(ask.action_from_string("ask p3 value"), 0), "ask p3 Value");
  // p2's hidden AD has nothing lower: asked, p2 cannot play, and everyone reads it.
  const ActionId p2 = ask.action_from_string("ask p2 lower");
  for (int viewer = kFullView; viewer < 4; ++viewer)
    EXPECT_EQ(ask.outcome_text(p2, viewer), "p2 could not play onto Lower Value");
  // p0 (7H, 2D already there) answers with a club below 7 of a new value.
  const State asked = play(ask, "ask p0 lower");
  EXPECT_EQ(line_of(asked.to_text(3), "now:"), "now: p0 plays onto Lower Value, asked by p1");
  EXPECT_EQ(asked.action_to_string(asked.action_from_string("play lower 3C"), 0),
            "play onto Lower Value 3C");
  const State answered = play(asked, "play lower 3C");
  EXPECT_EQ(line_of(answered.to_text(0), "now:"), "now: p1 may guess a hidden card, or not");
  ActionList legal;
  answered.legal_actions(legal);
  // The last move is not to guess: said in words to everyone, "no-guess" in the record,
  // and read back from either.
  EXPECT_EQ(read_by_all(answered, "no-guess"), std::vector<std::string>(5, "do not guess"));
  EXPECT_EQ(answered.action_to_string(legal.back(), 1), "do not guess");
  EXPECT_EQ(answered.action_to_string(legal.back()), "no-guess");
  EXPECT_EQ(answered.action_from_string("no-guess"), legal.back());
  EXPECT_EQ(answered.to_text(1).find("ask_guess"), std::string::npos);
}

TEST(CardCaperWords, AWrongGuessIsListedByGuesserAndTarget) {
  const Game game("");
  const State guess = play(table().build(game), "die guess");
  EXPECT_EQ(line_of(guess.to_text(0), "now:"), "now: p1 guesses a hidden card");
  EXPECT_EQ(read_by_all(guess, "guess p2 KS"), std::vector<std::string>(5, "guess p2 KS"));
  // KS is in p3's hand: p3 lays it open, and the board says whose guess it was.
  const State after = play(guess, "guess p2 KS");
  const std::string text = after.to_text(0);
  EXPECT_EQ(line_of(text, "wrong"), "wrong guesses: p1 on p2 KS") << text;
  EXPECT_EQ(line_of(text, "p3 "), "p3    ??      0      11 cards  - | - | - | -  laid open: KS")
      << text;
}

TEST(CardCaperWords, TheDealAndTheDealerSaid) {
  const Game game(R"({"players": 3})");
  const State start = game.initial_state();
  EXPECT_EQ(line_of(start.to_text(0), "now:"), "now: the dealer is drawn");
  const State hidden = play(start, "dealer p1");
  EXPECT_EQ(line_of(hidden.to_text(kFullView), "now:"),
            "now: the hidden cards are dealt (52 cards left to deal)");
}

// Two players: p0 names p1's QS, which leaves p0's own 7H alone unrevealed (1 + 1 points).
TEST(CardCaperWords, TheEndSaysWhyAndWhoWon) {
  const Game game(R"({"players": 2})");
  Position pos;
  pos.dealer = 1;
  pos.phase = "guess";
  pos.turn = 0;
  pos.turns = 5;
  pos.seats = {filler("7H"), filler("QS")};
  const State over = play(pos.build(game), "guess p1 QS");
  const std::string text = over.to_text(1);
  EXPECT_EQ(line_of(text, "the game"), "the game is over: all but one hidden card is revealed");
  EXPECT_EQ(line_of(text, "p0 "), "p0    7H      2      25 cards  - | - | - | -") << text;
  EXPECT_EQ(line_of(text, "points"), "points: p0 2, p1 0; winners: p0") << text;
}

}  // namespace
}  // namespace caper::card_caper
