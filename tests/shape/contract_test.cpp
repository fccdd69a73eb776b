// The game contract has no optional hooks: a type that lacks any one of the hooks the
// adapter once had fallbacks for (to_text, viewer text, the observation, the heuristic)
// or an option set to play or its bot levels is not a GameType, so such a game does not build.
// Checked at compile time on a minimal fake game from which one member at a time is removed.
#include <array>
#include <span>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "caper/catalogue.hpp"
#include "caper/core/game_concept.hpp"
#include "caper/game_list.hpp"

namespace caper {
namespace {

enum class Drop {
  kNothing,
  kToText,
  kViewerText,
  kObservation,
  kShape,
  kHeuristic,
  kConfigs,
  kBotLevels
};

template <Drop D>
struct FakeState {
  int current_player() const { return kTerminalPlayer; }
  bool is_terminal() const { return true; }
  void legal_actions(ActionList& /*out*/) const {}
  void chance_outcomes(ChanceList& /*out*/) const {}
  bool is_legal(ActionId /*action*/) const { return false; }
  FakeState apply(ActionId /*action*/) const { return *this; }
  void returns(std::span<double> /*out*/) const {}
  std::string to_json(int /*viewer*/) const { return "{}"; }
  std::string to_text(int /*viewer*/) const requires(D != Drop::kToText) { return ""; }
  std::string action_to_string(ActionId /*action*/) const { return ""; }
  std::string action_to_string(ActionId /*action*/, int /*viewer*/) const
      requires(D != Drop::kViewerText) {
    return "";
  }
  ActionId action_from_string(std::string_view /*text*/) const { return 0; }
  void observation(int /*player*/, std::span<float> /*out*/) const
      requires(D != Drop::kObservation) {}
  double heuristic(int /*player*/) const requires(D != Drop::kHeuristic) { return 0; }
  FakeState determinize(int /*player*/, Rng& /*rng*/) const { return *this; }
};

template <Drop D>
struct FakeGame {
  using State = FakeState<D>;
  static constexpr std::string_view kName = "fake";
  static constexpr std::array<TestConfiguration, D == Drop::kConfigs ? 0 : 1> kConfigurations{};
  static constexpr auto kBotLevels = [] {
    if constexpr (D == Drop::kBotLevels)
      return 0;
    else
      return BotLevels{.easy = "random", .medium = "greedy", .hard = "mcts"};
  }();
  explicit FakeGame(std::string_view /*options*/) {}
  int num_players() const { return 2; }
  ActionId num_distinct_actions() const { return 1; }
  std::string info_json() const { return "{}"; }
  std::span<const int> observation_shape() const requires(D != Drop::kShape) { return {}; }
  State initial_state() const { return {}; }
  State state_from_json(std::string_view /*json*/) const { return {}; }
};

static_assert(GameType<FakeGame<Drop::kNothing>>, "the complete fake is a game");
static_assert(!GameType<FakeGame<Drop::kToText>>, "to_text is required");
static_assert(!GameType<FakeGame<Drop::kViewerText>>, "action_to_string(id, viewer) is required");
static_assert(!GameType<FakeGame<Drop::kObservation>>, "observation is required");
static_assert(!GameType<FakeGame<Drop::kShape>>, "observation_shape is required");
static_assert(!GameType<FakeGame<Drop::kHeuristic>>, "heuristic is required");
static_assert(!GameType<FakeGame<Drop::kConfigs>>, "at least one configuration is required");
static_assert(!GameType<FakeGame<Drop::kBotLevels>>, "the bot levels are required");

// Every game of the list is a GameType (the catalogue's template demands it) with a
// non-empty list of configurations of distinct labels whose options the game accepts, and
// the catalogue holds each.
TEST(GameContract, EveryGameListsDistinctConfigurations) {
  std::size_t games = 0;
  for_each_game_type([&]<GameType G>() {
    ++games;
    for (std::size_t i = 0; i < G::kConfigurations.size(); ++i) {
      const TestConfiguration& config = G::kConfigurations[i];
      for (std::size_t j = 0; j < i; ++j)
        EXPECT_NE(config.label, G::kConfigurations[j].label) << G::kName;
      EXPECT_NO_THROW((void)make_game(G::kName, config.options)) << G::kName << " " << config.label;
    }
  });
  EXPECT_GT(games, 0U) << "an empty catalogue fails";
  EXPECT_EQ(games, game_catalogue().size());
}

}  // namespace
}  // namespace caper
