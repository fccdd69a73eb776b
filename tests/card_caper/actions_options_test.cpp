// Action ids and text round-trip; options are validated and name the bad key.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "caper/card_caper/game.hpp"
#include "position.hpp"

namespace caper::card_caper {
namespace {

using testing::error_of;

TEST(CardCaperActions, EveryIdRoundTripsForEveryPlayerCount) {
  for (int n = 2; n <= kMaxPlayers; ++n) {
    const Game game(R"({"players": )" + std::to_string(n) + "}");
    const State s = game.initial_state();
    // 52 deals + n dealers + 6 faces + 4*52 plays + n*52 guesses + 4n asks + no-guess.
    EXPECT_EQ(game.num_distinct_actions(),
              static_cast<ActionId>(52 + n + 6 + 4 * 52 + n * 52 + 4 * n + 1));
    for (ActionId id = 0; id < game.num_distinct_actions(); ++id) {
      const std::string text = s.action_to_string(id);
      EXPECT_EQ(s.action_from_string(text), id) << text;
      EXPECT_EQ(game.codec().encode(game.codec().decode(id)), id);
    }
    EXPECT_THROW(s.action_to_string(game.num_distinct_actions()), InvalidArgument);
  }
}

TEST(CardCaperActions, NotationExamples) {
  const Game game(R"({"players": 4})");
  const ActionCodec& codec = game.codec();
  EXPECT_EQ(codec.to_string(codec.encode(Action::play(Category::kLower, make_card(2, 7)))),
            "play lower 7H");
  EXPECT_EQ(codec.to_string(codec.encode(Action::guess(2, make_card(3, 12)))), "guess p2 QS");
  EXPECT_EQ(codec.to_string(codec.encode(Action::ask(1, Category::kHigher))), "ask p1 higher");
  EXPECT_EQ(codec.to_string(codec.encode(Action::deal(make_card(0, 10)))), "deal TC");
  EXPECT_EQ(codec.to_string(codec.encode(Action::dealer(2))), "dealer p2");
  EXPECT_EQ(codec.to_string(codec.encode(Action::die(DieFace::kGuess))), "die guess");
  EXPECT_EQ(codec.to_string(codec.no_guess_id()), "no-guess");
  // Lenient input: "10", lower case, extra spaces, any whitespace between words.
  EXPECT_EQ(codec.from_string("  play   lower 10h "), codec.from_string("play lower TH"));
  EXPECT_EQ(codec.from_string("play\tlower\t TH\n"), codec.from_string("play lower TH"));
  // Id layout.
  EXPECT_EQ(codec.from_string("deal AC"), 0U);
  EXPECT_EQ(codec.from_string("deal KS"), 51U);
  EXPECT_EQ(codec.from_string("dealer p0"), 52U);
  EXPECT_EQ(codec.from_string("die suit"), 56U);
  EXPECT_EQ(codec.from_string("play suit AC"), 62U);
  EXPECT_EQ(codec.from_string("guess p0 AC"), 62U + 208U);
  EXPECT_EQ(codec.from_string("ask p0 suit"), 62U + 208U + 208U);
  EXPECT_EQ(codec.from_string("no-guess"), 62U + 208U + 208U + 16U);
}

TEST(CardCaperActions, BadTextIsAParseErrorSayingWhy) {
  const Game game(R"({"players": 3})");
  const State s = game.initial_state();
  EXPECT_THROW(s.action_from_string("guess p3 QS"), ParseError);
  EXPECT_NE(error_of([&] { s.action_from_string("guess p3 QS"); }).find("seat p3 does not exist"),
            std::string::npos);
  EXPECT_NE(error_of([&] { s.action_from_string("play lower 1H"); }).find("'1H' is not a card"),
            std::string::npos);
  EXPECT_NE(error_of([&] { s.action_from_string("play sideways 7H"); }).find("not a category"),
            std::string::npos);
  EXPECT_NE(error_of([&] { s.action_from_string("fly"); }).find("unknown action 'fly'"),
            std::string::npos);
  EXPECT_NE(error_of([&] { s.action_from_string("die seven"); }).find("not a die face"),
            std::string::npos);
  EXPECT_NE(error_of([&] { s.action_from_string("no-guess now"); }).find("takes 0 argument"),
            std::string::npos);
  EXPECT_THROW(s.action_from_string(""), ParseError);
  EXPECT_THROW(s.action_from_string("guess px QS"), ParseError);
  EXPECT_THROW(s.action_from_string("guess p1"), ParseError);
}

TEST(CardCaperOptions, DefaultsAndRanges) {
  const Game defaults("");
  EXPECT_EQ(defaults.num_players(), 4);
  EXPECT_EQ(defaults.options().points_correct_guess, 1);
  EXPECT_EQ(defaults.options().points_got_away, 1);
  EXPECT_EQ(defaults.options().max_turns, 1000);
  const Game custom(
      R"({"players": 6, "points_correct_guess": 3, "points_got_away": 0, "max_turns": 50})");
  EXPECT_EQ(custom.num_players(), 6);
  EXPECT_EQ(custom.options().points_correct_guess, 3);
  EXPECT_EQ(custom.options().points_got_away, 0);
  EXPECT_EQ(custom.options().max_turns, 50);
  EXPECT_EQ(error_of([] { Game g(R"({"players": 7})"); }),
            "options.players: must be between 2 and 6, got 7");
  EXPECT_EQ(error_of([] { Game g(R"({"players": 1})"); }),
            "options.players: must be between 2 and 6, got 1");
  EXPECT_EQ(error_of([] { Game g(R"({"colour": "red"})"); }), "options.colour: unknown key");
  EXPECT_EQ(error_of([] { Game g(R"({"max_turns": 0})"); }),
            "options.max_turns: must be between 1 and 1000000, got 0");
  EXPECT_THROW(Game(R"({"points_got_away": "one"})"), BadOptions);
  EXPECT_THROW(Game("[1]"), BadOptions);
  EXPECT_THROW(Game("{"), BadOptions);
  const nlohmann::json info = nlohmann::json::parse(custom.info_json());
  EXPECT_EQ(info["options"]["points_correct_guess"],
            nlohmann::json({{"value", 3}, {"default", 1}, {"min", 0}, {"max", 100}}));
  EXPECT_EQ(info["options"]["players"]["value"], 6);
  EXPECT_EQ(info["type"]["hidden_information"], true);
  EXPECT_EQ(info["observation_shape"], nlohmann::json::array({6 * 6 + 12 * 6 + 175}));
}

}  // namespace
}  // namespace caper::card_caper
