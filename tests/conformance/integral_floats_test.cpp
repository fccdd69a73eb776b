// Godot's parse_json(), JavaScript and many JSON libraries write every number as a float
// (-1 as -1.0): a state or options written so load as the integers they hold, in every
// game, and a fraction where an integer belongs is refused naming the field and the value.
#include <cmath>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "caper/catalogue.hpp"
#include "caper/core/any_game.hpp"
#include "conformance/configurations.hpp"
#include "conformance/playout.hpp"
#include "core/json_util.hpp"

namespace caper::testing {
namespace {

using json::Json;

constexpr int kEveryNthState = 5;  // and the terminal one

class IntegralFloats : public ::testing::TestWithParam<Configuration> {};

// `value` with every integer in it written as the float of the same value (3 as 3.0);
// `count` counts them.
Json with_floats(const Json& value, int& count) {
  if (value.is_number_unsigned()) {
    ++count;
    return Json(static_cast<double>(value.get<std::uint64_t>()));
  }
  if (value.is_number_integer()) {
    ++count;
    return Json(static_cast<double>(value.get<std::int64_t>()));
  }
  if (!value.is_structured()) return value;
  Json copy = value;
  for (Json& element : copy) element = with_floats(element, count);
  return copy;
}

TEST_P(IntegralFloats, AStateWithEveryIntegerAFloatLoadsAsItself) {
  const std::shared_ptr<AnyGame> game = make_game(GetParam().game, GetParam().options);
  long checked = 0;
  for_each_state(*game, 11, 1, [&](const AnyState& state, std::uint64_t, int step) {
    if (step % kEveryNthState != 0 && !state.is_terminal()) return true;
    const std::string saved = state.to_json();
    int floats = 0;
    const std::string written = json::dump(with_floats(json::parse(saved, "state"), floats));
    EXPECT_GT(floats, 0) << "a state with no integer";
    EXPECT_NE(written.find(".0"), std::string::npos) << written;
    EXPECT_EQ(game->state_from_json(written)->to_json(), saved) << "step " << step;
    ++checked;
    return !::testing::Test::HasFailure();
  });
  EXPECT_GT(checked, 1);
}

TEST_P(IntegralFloats, OptionsWithEveryIntegerAFloatMakeTheSameGame) {
  const std::shared_ptr<AnyGame> game = make_game(GetParam().game, GetParam().options);
  const Json info = json::parse(game->info_json(), "info");
  // Every option's value, and the configuration's own (some, such as an edition, are data).
  Json options = Json::object();
  for (const auto& [key, option] : info.at("options").items()) options[key] = option.at("value");
  if (!GetParam().options.empty()) options.update(json::parse(GetParam().options, "options"));
  int floats = 0;
  const std::string written = json::dump(with_floats(options, floats));
  ASSERT_GT(floats, 0) << "every game has an integer option: players";
  EXPECT_EQ(make_game(GetParam().game, written)->info_json(), game->info_json()) << written;
}

TEST_P(IntegralFloats, AFractionIsRefusedNamingTheFieldAndTheValue) {
  const std::shared_ptr<AnyGame> game = make_game(GetParam().game, GetParam().options);
  Json doc = json::parse(game->initial_state()->to_json(), "state");
  ASSERT_TRUE(doc.contains("turn")) << "the envelope has the turn";
  doc["turn"] = doc["turn"].get<double>() + 0.5;
  const std::string expected = "state.turn: expected an integer, got " + doc["turn"].dump();
  try {
    game->state_from_json(json::dump(doc));
    ADD_FAILURE() << "a turn of " << doc["turn"].dump() << " was accepted";
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()), expected);
  }
  Json options = Json::object();
  options["players"] = game->num_players() + 0.5;
  try {
    make_game(GetParam().game, json::dump(options));
    ADD_FAILURE() << "players " << options["players"].dump() << " was accepted";
  } catch (const BadOptions& e) {
    EXPECT_EQ(std::string(e.what()),
              "options.players: expected an integer, got " + options["players"].dump());
  }
}

INSTANTIATE_TEST_SUITE_P(AllGames, IntegralFloats, ::testing::ValuesIn(registered_configurations()),
                         configuration_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(IntegralFloats);

}  // namespace
}  // namespace caper::testing
