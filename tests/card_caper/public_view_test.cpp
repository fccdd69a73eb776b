// The public view: what a person at the table who holds no seat sees. The rulebook lays
// the piles open and keeps hands and hidden cards face down; a hidden card guessed right is
// turned up, and at the end every hidden card is shown (rulings.md).
#include <gtest/gtest.h>

#include "caper/card_caper/game.hpp"
#include "position.hpp"

namespace caper::card_caper {
namespace {

using testing::filler;
using testing::Json;
using testing::Position;

// Four players, p3 dealt: p0 hides 7H and has played 2D onto Lower Value (11 cards left in
// hand), p1 guessed p2's hidden AD right (1 point), p1 to roll.
Position guessed_position() {
  Position pos;
  pos.dealer = 3;
  pos.phase = "roll";
  pos.turn = 1;
  pos.turns = 3;
  pos.seats = {filler("7H"), filler("QS"), filler("AD"), filler("KH")};
  pos.seats[0].piles = {{"lower", {"2D"}}};
  pos.seats[1].score = 1;
  pos.seats[2].revealed = true;
  return pos;
}

TEST(CardCaperPublicView, ShowsPilesCountsAndTurnedUpCardsOnly) {
  const Game game("");
  const State s = guessed_position().build(game);
  const Json j = Json::parse(s.to_json(kPublicView));
  EXPECT_EQ(j["view"], -2);
  EXPECT_EQ(j["viewer"], -2);
  EXPECT_EQ(j["to_move"], "chance");
  const Json& seats = j["seats"];
  // No hand is shown, only its size; no face-down hidden card, but p2's turned-up AD.
  for (int p = 0; p < 4; ++p) EXPECT_TRUE(seats[idx(p)]["hand"].is_null()) << p;
  EXPECT_EQ(seats[0]["hand_size"], 11);
  EXPECT_EQ(seats[1]["hand_size"], 12);
  EXPECT_TRUE(seats[0]["hidden"].is_null());
  EXPECT_TRUE(seats[1]["hidden"].is_null());
  EXPECT_EQ(seats[2]["hidden"], "AD");
  EXPECT_EQ(seats[2]["revealed"], true);
  EXPECT_TRUE(seats[3]["hidden"].is_null());
  EXPECT_EQ(seats[0]["piles"]["lower"], Json::array({"2D"}));
  EXPECT_EQ(seats[1]["score"], 1);
  // The text: seats in order, AD marked as guessed, no other card than 2D and AD named.
  const std::string text = s.to_text(kPublicView);
  EXPECT_NE(text.find("turn 3 of at most 1000 (public view)\n"), std::string::npos) << text;
  EXPECT_LT(text.find("\np0 "), text.find("\np1 ")) << text;
  EXPECT_LT(text.find("\np2 "), text.find("\np3 ")) << text;
  EXPECT_NE(text.find("p2    AD!"), std::string::npos) << text;
  EXPECT_NE(text.find("p0    ??      0      11 cards"), std::string::npos) << text;
  for (const char* secret : {"7H", "QS", "KH", "AC"})
    EXPECT_EQ(text.find(secret), std::string::npos) << secret << " in\n" << text;
}

TEST(CardCaperPublicView, ADealIsACardToTheTableAndTheEndShowsEveryHiddenCard) {
  const Game game(R"({"players": 2})");
  State s = game.initial_state();
  s = s.apply(s.action_from_string("dealer p1"));
  ActionList deal;
  s.legal_actions(deal);
  // The first card goes to p0, the dealer's left, as the hidden card: face down to all but p0.
  EXPECT_EQ(s.action_to_string(deal[0], kPublicView), "p0 is dealt a hidden card");
  EXPECT_EQ(s.action_to_string(deal[0], 1), "p0 is dealt a hidden card");

  Position over;
  over.dealer = 1;
  over.phase = "over";
  over.turn = 1;
  over.turns = 1;
  over.reason = "caught";
  over.seats = {filler("5C"), filler("6C")};
  over.seats[0].revealed = true;
  over.seats[1].score = 2;
  const Json j = Json::parse(over.build(game).to_json(kPublicView));
  EXPECT_EQ(j["seats"][0]["hidden"], "5C");
  EXPECT_EQ(j["seats"][1]["hidden"], "6C");
  EXPECT_TRUE(j["seats"][1]["hand"].is_null());
  EXPECT_EQ(j["result"]["winners"], Json::array({1}));
}

TEST(CardCaperPublicView, CannotBeLoadedAsAState) {
  const Game game("");
  const State s = guessed_position().build(game);
  EXPECT_EQ(testing::error_of([&] { game.state_from_json(s.to_json(kPublicView)); }),
            "state.view: must be -1 (a player's or the public view is not a full state), got -2");
}

}  // namespace
}  // namespace caper::card_caper
