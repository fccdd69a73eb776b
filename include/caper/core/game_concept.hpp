// The compile-time contract of a game, two concepts: GameType, the members every game has,
// and OptionalHook, the members a game may add (the adapter, game_adapter.hpp, falls back
// where a game has none). GameAdapter turns a GameType into the virtual interface of
// any_game.hpp. See docs/game_contract.md.
//
// A game is two types:
//   Game  - immutable, built from options JSON (throws BadOptions); owns component data.
//   State - an immutable value; every query is const and apply() returns a new State.
// A State may refer to its Game (by pointer), so a Game must outlive its States.
// Beyond the rules, every game provides:
//   `State::to_text(int viewer)` - a readable picture of what `viewer` sees, for terminals.
//   `State::action_to_string(ActionId, int viewer)` - what `viewer` sees of the event
//     (kFullView: the full text, as action_to_string(id)); it must not depend on anything
//     `viewer` cannot know.
//   `Game::observation_shape()` and `State::observation(int player, std::span<float> out)`
//     - a fixed-shape tensor of exactly what `player` knows; out.size() is the shape's
//     product; no allocation.
//   `State::heuristic(int player)` - in [0, 1], how good the state looks for `player`
//     (the greedy bot's evaluation); it must use only what `player` may know.
//   `Game::kConfigurations` - the option sets the conformance suite plays (below).
//   `Game::kBotLevels` - the bot specs of its levels easy, medium and hard (bot_levels.hpp).
#pragma once

#include <concepts>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "caper/core/action.hpp"
#include "caper/core/bot_levels.hpp"
#include "caper/core/rng.hpp"

namespace caper {

// One option set the conformance suite plays (every variant and player count a game has):
// `static constexpr std::array<TestConfiguration, N> kConfigurations` in each Game, N > 0.
// The label names tests and golden files (tests/golden/<game>/<label>...): letters, digits
// and '_'. Labels starting "sweep_" are swept only, without golden playthroughs.
struct TestConfiguration {
  std::string_view label;
  std::string_view options;  // JSON
};

template <class G>
concept GameType =
    std::constructible_from<G, std::string_view> &&  // options JSON ("" or "{}": defaults)
    std::copyable<typename G::State> &&
    requires(const G& game, const typename G::State& state, std::string_view text,
             ActionList& actions, ChanceList& outcomes, ActionId action, Rng& rng,
             std::span<double> returns, std::span<float> observation, int player) {
  { G::kName } -> std::convertible_to<std::string_view>;
  std::span<const TestConfiguration>(G::kConfigurations);
  requires G::kConfigurations.size() > 0;
  { G::kBotLevels } -> std::convertible_to<BotLevels>;
  { game.num_players() } -> std::same_as<int>;
  { game.num_distinct_actions() } -> std::same_as<ActionId>;
  { game.info_json() } -> std::same_as<std::string>;  // name, players, options, data
  { game.observation_shape() } -> std::convertible_to<std::span<const int>>;
  { game.initial_state() } -> std::same_as<typename G::State>;
  { game.state_from_json(text) } -> std::same_as<typename G::State>;  // throws ParseError

  { state.current_player() } -> std::same_as<int>;  // seat, kChancePlayer or kTerminalPlayer
  { state.is_terminal() } -> std::same_as<bool>;
  { state.legal_actions(actions) } -> std::same_as<void>;     // sorted, unique; empty if terminal
  { state.chance_outcomes(outcomes) } -> std::same_as<void>;  // throws WrongPhase if not chance
  { state.is_legal(action) } -> std::same_as<bool>;
  { state.apply(action) } -> std::same_as<typename G::State>;  // throws IllegalAction
  { state.returns(returns) } -> std::same_as<void>;            // returns.size() == num_players()
  { state.to_json(player) } -> std::same_as<std::string>;      // kFullView or a seat's view
  { state.to_text(player) } -> std::same_as<std::string>;      // kFullView or a seat's view
  { state.action_to_string(action) } -> std::same_as<std::string>;  // throws InvalidArgument
  { state.action_to_string(action, player) } -> std::same_as<std::string>;
  { state.action_from_string(text) } -> std::same_as<ActionId>;  // throws ParseError
  { state.observation(player, observation) } -> std::same_as<void>;
  { state.heuristic(player) } -> std::same_as<double>;
  { state.determinize(player, rng) } -> std::same_as<typename G::State>;
};

// The members a game may have beyond GameType, and what the adapter does without each.
enum class Hook {
  kEndReason,        // State::end_reason(), an enum with kTurnLimit (else: no turn limit)
  kOutcomeText,      // State::outcome_text(action, viewer), in words (else: "")
  kAdvisedAction,    // State::advised_action(rng), the advice bot's move (else: none)
  kObservationHigh,  // Game::observation_high(out), each float's bound (else: every 1)
};

template <class G, Hook H>
concept OptionalHook = (H == Hook::kEndReason &&
                        requires(const typename G::State& state) {
                          {
                            state.end_reason() == decltype(state.end_reason())::kTurnLimit
                            } -> std::same_as<bool>;
                        }) ||
                       (H == Hook::kOutcomeText &&
                        requires(const typename G::State& state, ActionId action, int viewer) {
                          { state.outcome_text(action, viewer) } -> std::same_as<std::string>;
                        }) ||
                       (H == Hook::kAdvisedAction &&
                        requires(const typename G::State& state, Rng& rng) {
                          { state.advised_action(rng) } -> std::same_as<std::optional<ActionId>>;
                        }) ||
                       (H == Hook::kObservationHigh &&
                        requires(const G& game, std::span<float> out) {
                          { game.observation_high(out) } -> std::same_as<void>;
                        });

}  // namespace caper
