// State JSON both ways, player views that leak nothing, and the text picture.
#include <gtest/gtest.h>

#include "caper/card_caper/game.hpp"
#include "position.hpp"

namespace caper::card_caper {
namespace {

using testing::card;
using testing::error_of;
using testing::filler;
using testing::Json;
using testing::play;
using testing::Position;
using testing::Seat;

// Plays `steps` random actions from the start.
State random_state(const Game& game, std::uint64_t seed, int steps) {
  Rng rng(seed);
  State s = game.initial_state();
  for (int i = 0; i < steps && !s.is_terminal(); ++i) {
    ActionList list;
    s.legal_actions(list);
    s = s.apply(list[static_cast<std::size_t>(rng.below(list.size()))]);
  }
  return s;
}

// Every card the viewer may not see must be absent from the view's text.
void expect_no_leak(const State& s, int viewer) {
  const std::string view = s.to_json(viewer);
  CardSet visible = s.public_cards() | s.hand(viewer);
  if (s.hidden(viewer) != kNoCard) visible |= bit(s.hidden(viewer));
  for (int g = 0; g < s.num_players(); ++g)
    for (int t = 0; t < s.num_players(); ++t) visible |= s.failed_guesses(g, t);
  for (Card c = 0; c < kDeckSize; ++c) {
    if (has(visible, c)) continue;
    EXPECT_EQ(view.find("\"" + card_to_string(c) + "\""), std::string::npos)
        << card_to_string(c) << " leaks to p" << viewer << " in " << view;
  }
  const Json j = Json::parse(view);
  for (int p = 0; p < s.num_players(); ++p) {
    const Json& pj = j["seats"][static_cast<std::size_t>(p)];
    EXPECT_EQ(pj["hand_size"].get<int>(), count(s.hand(p)));
    if (p != viewer) {
      EXPECT_TRUE(pj["hand"].is_null());
      if (s.is_terminal()) {
        // The final reveal: once the game is over every hidden card is shown.
        EXPECT_EQ(pj["hidden"], card_to_string(s.hidden(p)));
      } else if (!s.revealed(p)) {
        EXPECT_TRUE(pj["hidden"].is_null());
      }
    }
  }
  const std::string text = s.to_text(viewer);
  for (Card c = 0; c < kDeckSize; ++c) {
    if (!has(visible, c)) {
      EXPECT_EQ(text.find(" " + card_to_string(c)), std::string::npos) << text;
    }
  }
}

TEST(CardCaperJson, FullStateRoundTripsThroughoutRandomGames) {
  for (int n = 2; n <= kMaxPlayers; ++n) {
    const Game game(R"({"players": )" + std::to_string(n) + "}");
    Rng rng(static_cast<std::uint64_t>(100 + n));
    State s = game.initial_state();
    int steps = 0;
    while (true) {
      const std::string text = s.to_json(kFullView);
      const State back = game.state_from_json(text);
      ASSERT_EQ(back, s) << text;
      ASSERT_EQ(back.to_json(kFullView), text);
      if (s.is_terminal()) break;
      ActionList list;
      s.legal_actions(list);
      s = s.apply(list[static_cast<std::size_t>(rng.below(list.size()))]);
      ++steps;
    }
    EXPECT_GT(steps, 52);
  }
}

TEST(CardCaperViews, DuringTheDealOnlyOwnCardsAreShown) {
  const Game game(R"({"players": 3})");
  State s = play(game.initial_state(), "dealer p0");
  s = play(play(s, "deal 5S"), "deal 9C");  // p1 hides 5S, p2 hides 9C
  s = play(play(s, "deal QD"), "deal 2H");  // p0 hides QD; p1 is dealt 2H
  const Json v1 = Json::parse(s.to_json(1));
  EXPECT_EQ(v1["seats"][1]["hidden"], "5S");
  EXPECT_EQ(v1["seats"][1]["hand"], Json::array({"2H"}));
  EXPECT_TRUE(v1["seats"][0]["hidden"].is_null());
  EXPECT_TRUE(v1["seats"][2]["hidden"].is_null());
  EXPECT_EQ(v1["undealt_count"], 48);
  const std::string v0 = s.to_json(0);
  for (const char* secret : {"\"5S\"", "\"9C\"", "\"2H\""})
    EXPECT_EQ(v0.find(secret), std::string::npos) << secret;
  for (int p = 0; p < 3; ++p) expect_no_leak(s, p);
}

TEST(CardCaperViews, RandomGamesLeakNothing) {
  for (int n : {2, 3, 4, 6}) {
    const Game game(R"({"players": )" + std::to_string(n) + "}");
    for (std::uint64_t seed = 1; seed <= 3; ++seed)
      for (int steps : {10, 60, 80, 120, 200}) {
        const State s = random_state(game, seed * 31 + static_cast<std::uint64_t>(n), steps);
        for (int p = 0; p < n; ++p) expect_no_leak(s, p);
      }
  }
}

TEST(CardCaperViews, AViewCannotBeLoadedAsAState) {
  const Game game("");
  const State s = random_state(game, 5, 100);
  EXPECT_EQ(error_of([&] { game.state_from_json(s.to_json(1)); }),
            "state.view: must be -1 (a player's or the public view is not a full state), got 1");
}

Position simple_position() {
  Position pos;
  pos.dealer = 3;
  pos.phase = "roll";
  pos.turn = 1;
  pos.turns = 3;
  Seat p0 = filler("7H");
  p0.piles = {{"lower", {"2D"}}};
  pos.seats = {p0, filler("QS"), filler("AD"), filler("KH")};
  return pos;
}

TEST(CardCaperJson, BadDocumentsNameTheField) {
  const Game game("");
  const Json good = simple_position().to_json(game);
  EXPECT_NO_THROW(game.state_from_json(good.dump()));
  const auto error_with = [&](auto&& edit) {
    Json j = good;
    edit(j);
    return error_of([&] { game.state_from_json(j.dump()); });
  };
  EXPECT_EQ(error_of([&] { game.state_from_json("{"); }), "card_caper state: malformed JSON");
  EXPECT_EQ(error_with([](Json& j) { j["phase"] = "nap"; }),
            "state.phase: unknown value 'nap'; expected one of: choose_dealer, deal_hidden, "
            "deal_hands, opening, roll, play, guess, ask_choose, ask_response, ask_guess, over");
  EXPECT_EQ(error_with([](Json& j) { j["extra"] = 1; }), "state.extra: unknown key");
  EXPECT_EQ(error_with([](Json& j) { j["seats"][1]["hidden"] = "7H"; }),
            "state.seats[1].hidden: card 7H is in two places");
  EXPECT_EQ(error_with([](Json& j) { j["seats"][0]["piles"]["lower"] = {"9D"}; }),
            "state.seats[0].piles.lower: 9D does not fit this category for hidden card 7H");
  EXPECT_EQ(error_with([](Json& j) {
              j["seats"][0]["piles"]["lower"] = {"2D", "2C"};
              j["seats"][0]["hand"].erase(0);
              j["seats"][0]["hand_size"] = 10;
            }),
            "state.seats[0].piles.lower: card 2C is in two places");
  EXPECT_EQ(error_with([](Json& j) { j["seats"][2]["hidden"] = "1X"; }),
            "state.seats[2].hidden: '1X' is not a card");
  EXPECT_EQ(error_with([](Json& j) { j["seats"][2]["hand_size"] = 3; }),
            "state.seats[2].hand_size: does not match the hand");
  EXPECT_EQ(error_with([](Json& j) {
              j["seats"][2]["hand"].erase(0);
              j["seats"][2]["hand_size"] = 11;
            }),
            "state.seats[2].hand: holds 11 cards with piles and laid-open cards, the deal "
            "gives 12");
  EXPECT_EQ(error_with([](Json& j) { j["to_move"] = 2; }),
            "state.to_move: does not match the phase");
  EXPECT_EQ(error_with([](Json& j) { j["turns"] = 2000; }),
            "state.turns: must be between 0 and 1000, got 2000");
  EXPECT_EQ(error_with([](Json& j) {
              j["failed_guesses"] = {{{"guesser", 0}, {"target", 1}, {"card", "QS"}}};
            }),
            "state.failed_guesses[0].card: is the target's hidden card: the guess was right");
  EXPECT_EQ(error_with([](Json& j) {
              j["result"] = {{"reason", "caught"}, {"winners", {0}}};
            }),
            "state.result: must be null until the game is over");
  EXPECT_EQ(error_with([](Json& j) { j["seats"] = Json::array(); }),
            "state.seats: expected 4 elements, got 0");
}

TEST(CardCaperJson, FactsTheCompactStateDerivesAreChecked) {
  // The state stores scores in 16 bits, a failed guess as a laid-open or hidden card, and an
  // unable record's pile as the pile's cards among its `gone`: documents that could not come
  // from play otherwise are rejected by name.
  const Game game("");
  const Json good = simple_position().to_json(game);
  const auto error_with = [&](auto&& edit) {
    Json j = good;
    edit(j);
    return error_of([&] { game.state_from_json(j.dump()); });
  };
  EXPECT_EQ(error_with([](Json& j) { j["seats"][0]["score"] = 5; }),
            "state.seats[0].score: must be between 0 and 4, got 5");
  EXPECT_EQ(error_with([](Json& j) {
              j["failed_guesses"] = {{{"guesser", 1}, {"target", 2}, {"card", "2D"}}};
            }),
            "state.failed_guesses[0].card: is on a pile: a named card was laid open or is a "
            "hidden card");
  Json open = good;
  const Json card = open["seats"][1]["hand"][0];
  open["seats"][1]["hand"].erase(0);
  open["seats"][1]["hand_size"] = 11;
  open["seats"][1]["laid_open"] = {card};
  open["failed_guesses"] = {{{"guesser", 0}, {"target", 2}, {"card", card}}};
  const State laid_open = game.state_from_json(open.dump());
  EXPECT_EQ(laid_open.failed_guesses(0, 2), bit(*card_from_string(card.get<std::string>())));
  const Json written = Json::parse(laid_open.to_json(kFullView));
  EXPECT_EQ(written["seats"], open["seats"]);
  EXPECT_EQ(written["failed_guesses"], open["failed_guesses"]);
  open["failed_guesses"].push_back({{"guesser", 3}, {"target", 2}, {"card", card}});
  EXPECT_EQ(error_of([&] { game.state_from_json(open.dump()); }),
            "state.failed_guesses[1].card: was named before and laid open: it cannot be named "
            "again");
  EXPECT_EQ(
      error_with([](Json& j) {
        j["unable"] = {
            {{"player", 0}, {"category", "lower"}, {"pile", Json::array()}, {"gone", {"2D"}}}};
      }),
      "state.unable[0].pile: must be the cards of the pile now that are listed in 'gone'");
}

TEST(CardCaperJson, TheEnvelopeIsWrittenAndTheFormerLayoutStillLoads) {
  const Game game("");
  const State s = random_state(game, 3, 400);
  const Json j = Json::parse(s.to_json(kFullView));
  EXPECT_EQ(j["game"], "card_caper");
  EXPECT_EQ(j["view"], -1);
  EXPECT_EQ(j["players"], 4);
  EXPECT_EQ(j["seats"].size(), 4U);
  EXPECT_EQ(j["turn"], s.turns_played());
  // The layout before the envelope: per-seat records under "players", to_move -1 for
  // chance and -2 at the end, result {reason, winners}; no game, view or turn.
  Json before = j;
  before["players"] = before["seats"];
  before.erase("seats");
  for (const char* key : {"game", "view", "turn"}) before.erase(key);
  before["to_move"] = s.current_player();
  if (s.is_terminal()) {
    before["result"].erase("returns");
    before["result"].erase("truncated");
  }
  EXPECT_EQ(game.state_from_json(before.dump()), s);
  EXPECT_EQ(game.state_from_json(j.dump()), s);
  Json wrong = j;
  wrong["game"] = "no_such_game";
  EXPECT_EQ(error_of([&] { game.state_from_json(wrong.dump()); }),
            "state.game: must be \"card_caper\"");
  wrong = j;
  wrong["players"] = 3;
  EXPECT_EQ(error_of([&] { game.state_from_json(wrong.dump()); }),
            "state.players: the game has 4 players");
}

TEST(CardCaperJson, ScoresMustCountTheRevealedCards) {
  // A loaded score must be reachable: four players, points 1 and 1, so the option-derived cap is 3
  // + 1 = 4. Nobody is revealed yet, so nobody can have a point; the old loader took 4, and one
  // right guess later wrote 5, which it refused.
  const Game game("");
  Position pos = simple_position();
  pos.seats[1].score = 4;
  EXPECT_EQ(error_of([&] { pos.build(game); }),
            "state.seats: the scores count 4 right guesses but 0 hidden cards are revealed");
  // Worth 3 points each, a score of 2 is no whole number of right guesses.
  const Game three(R"({"points_correct_guess": 3})");
  pos.seats[1].score = 2;
  pos.seats[2].revealed = true;
  EXPECT_EQ(error_of([&] { pos.build(three); }),
            "state.seats[1].score: 2 is not a whole number of right guesses (3 points each)");
  // p1 revealed p2's AD (3 points): consistent. A right guess later still reloads.
  pos.seats[1].score = 3;
  pos.phase = "guess";
  const State s = pos.build(three);
  const State after = play(s, "guess p0 7H");
  EXPECT_EQ(after.score(1), 6);
  EXPECT_EQ(three.state_from_json(after.to_json(kFullView)), after);
  // At a "caught" end the last unrevealed player also has the got-away points.
  Position two;
  two.dealer = 1;
  two.phase = "over";
  two.turn = 1;
  two.turns = 1;
  two.reason = "caught";
  two.seats = {filler("5C"), filler("6C")};
  two.seats[0].revealed = true;
  two.seats[1].score = 2;  // the right guess and getting away with it
  const Game pair(R"({"players": 2})");
  EXPECT_NO_THROW(two.build(pair));
  two.seats[1].score = 1;  // got away, but who revealed p0's 5C?
  EXPECT_EQ(error_of([&] { two.build(pair); }),
            "state.seats: the scores count 0 right guesses but 1 hidden cards are revealed");
  two.seats[1].score = 0;  // not even the got-away point
  EXPECT_EQ(error_of([&] { two.build(pair); }),
            "state.seats[1].score: 0 is not a whole number of right guesses (1 points each) "
            "plus the got-away points");
}

TEST(CardCaperJson, UnableRecordsMustBeTrue) {
  // p0 hides 7H and still holds a card lower than 7 (the filler gives clubs from AC up), so
  // a record "p0 could not play onto an empty Lower pile" is false.
  const Game game("");
  Json j = simple_position().to_json(game);
  j["seats"][0]["piles"]["lower"] = Json::array();
  j["seats"][0]["hand"].push_back("2D");
  j["seats"][0]["hand_size"] = 12;
  j["unable"] = {
      {{"player", 0}, {"category", "lower"}, {"pile", Json::array()}, {"gone", Json::array()}}};
  const std::string message = error_of([&] { game.state_from_json(j.dump()); });
  EXPECT_NE(message.find("state.unable[0].pile: "), std::string::npos) << message;
  EXPECT_NE(message.find("was in hand and playable there"), std::string::npos) << message;
}

TEST(CardCaperText, ShowsPilesHandsScoresAndTurn) {
  const Game game("");
  const State s = simple_position().build(game);
  const std::string text = s.to_text(0);
  EXPECT_NE(text.find("Card Caper, 4 players, dealer p3, turn 3"), std::string::npos) << text;
  EXPECT_NE(text.find("p0    7H"), std::string::npos) << text;
  EXPECT_NE(text.find("p1    ??      0      12 cards"), std::string::npos) << text;
  // p0's piles, in the header's order: only Lower Value holds a card, 2D.
  EXPECT_NE(text.find("(11)  - | 2D | - | -\n"), std::string::npos) << text;
  EXPECT_NE(text.find("now: p1 rolls the die"), std::string::npos) << text;
  EXPECT_EQ(s.to_text(1).find("7H"), std::string::npos);
}

// A seat's own row (its hidden card and hand) comes last, just above its moves; the seats
// before it go round the table from the next one. The full view keeps seat order.
TEST(CardCaperText, TheViewersOwnRowComesLast) {
  const Game game("");
  const State s = simple_position().build(game);
  const auto row = [](const std::string& text, int p) {
    return text.find("\np" + std::to_string(p) + " ");
  };
  const std::string p1 = s.to_text(1);
  EXPECT_LT(row(p1, 2), row(p1, 3)) << p1;
  EXPECT_LT(row(p1, 3), row(p1, 0)) << p1;
  EXPECT_LT(row(p1, 0), row(p1, 1)) << p1;
  for (int p : {0, 2, 3})
    EXPECT_EQ(p1.find("\np" + std::to_string(p) + " ", row(p1, 1)), std::string::npos) << p1;
  const std::string full = s.to_text(kFullView);
  EXPECT_LT(row(full, 0), row(full, 1));
  EXPECT_LT(row(full, 2), row(full, 3));
}

}  // namespace
}  // namespace caper::card_caper

namespace caper::card_caper {
namespace {

using testing::Json;

// Every leaf of real states replaced by values of every type: the loader either accepts the
// document or throws a caper::Error (ParseError) — never another exception, never a crash.
TEST(CardCaperJson, MutatedDocumentsAreRefusedCleanly) {
  const Game game(R"({"players": 3})");
  const std::vector<Json> replacements{nullptr,
                                       -1,
                                       0,
                                       2,
                                       99999,
                                       "x",
                                       "7H",
                                       true,
                                       Json::array(),
                                       Json::object(),
                                       Json::array({"AC", "AC"})};
  int refused = 0;
  for (int steps : {3, 30, 60, 90}) {
    Rng rng(static_cast<std::uint64_t>(steps));
    State s = game.initial_state();
    for (int i = 0; i < steps && !s.is_terminal(); ++i) {
      ActionList list;
      s.legal_actions(list);
      s = s.apply(list[static_cast<std::size_t>(rng.below(list.size()))]);
    }
    const Json doc = Json::parse(s.to_json(kFullView));
    const Json flat = doc.flatten();
    for (auto it = flat.begin(); it != flat.end(); ++it) {
      for (const Json& value : replacements) {
        Json mutated = doc;
        mutated[Json::json_pointer(it.key())] = value;
        try {
          (void)game.state_from_json(mutated.dump());
        } catch (const Error&) {
          ++refused;
        } catch (const std::exception& e) {
          ADD_FAILURE() << it.key() << " = " << value.dump() << ": " << e.what();
        }
      }
    }
  }
  EXPECT_GT(refused, 1000);
}

}  // namespace
}  // namespace caper::card_caper
