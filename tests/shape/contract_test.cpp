// The game contract is two concepts. GameType's members are all required: a type that lacks
// any one of the hooks the adapter once had fallbacks for (to_text, viewer text, the
// observation, the heuristic) or an option set to play or its bot levels is not a GameType,
// so such a game does not build. OptionalHook holds for a hook the game has, with its
// signature, and for nothing else. Checked at compile time on a minimal fake game from which
// one member at a time is removed, and on one that adds the optional hooks.
#include <array>
#include <optional>
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

// The fake game with every optional hook, and one whose outcome_text has the wrong result.
enum class FakeEnd { kNone, kTurnLimit };
struct HookedState : FakeState<Drop::kNothing> {
  HookedState apply(ActionId /*action*/) const { return *this; }
  HookedState determinize(int /*player*/, Rng& /*rng*/) const { return *this; }
  FakeEnd end_reason() const { return FakeEnd::kNone; }
  std::string outcome_text(ActionId /*action*/, int /*viewer*/) const { return ""; }
  std::optional<ActionId> advised_action(Rng& /*rng*/) const { return std::nullopt; }
};
struct HookedGame : FakeGame<Drop::kNothing> {
  using State = HookedState;
  using FakeGame::FakeGame;
  State initial_state() const { return {}; }
  State state_from_json(std::string_view /*json*/) const { return {}; }
  void observation_high(std::span<float> /*out*/) const {}
};
struct MisHookedState : FakeState<Drop::kNothing> {
  MisHookedState apply(ActionId /*action*/) const { return *this; }
  MisHookedState determinize(int /*player*/, Rng& /*rng*/) const { return *this; }
  int outcome_text(ActionId /*action*/, int /*viewer*/) const { return 0; }
};
struct MisHookedGame : FakeGame<Drop::kNothing> {
  using State = MisHookedState;
  using FakeGame::FakeGame;
  State initial_state() const { return {}; }
  State state_from_json(std::string_view /*json*/) const { return {}; }
};

template <class G>
constexpr bool has_any_hook() {
  return OptionalHook<G, Hook::kEndReason> || OptionalHook<G, Hook::kOutcomeText> ||
         OptionalHook<G, Hook::kAdvisedAction> || OptionalHook<G, Hook::kObservationHigh>;
}
static_assert(GameType<HookedGame> && GameType<MisHookedGame>, "hooks are beside the contract");
static_assert(!has_any_hook<FakeGame<Drop::kNothing>>(), "the plain fake has no optional hook");
static_assert(OptionalHook<HookedGame, Hook::kEndReason>, "end_reason with kTurnLimit");
static_assert(OptionalHook<HookedGame, Hook::kOutcomeText>, "outcome_text");
static_assert(OptionalHook<HookedGame, Hook::kAdvisedAction>, "advised_action");
static_assert(OptionalHook<HookedGame, Hook::kObservationHigh>, "observation_high");
static_assert(!has_any_hook<MisHookedGame>(), "an outcome_text that is not text is no hook");

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
