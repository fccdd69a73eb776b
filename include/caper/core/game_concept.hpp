// The compile-time contract every game satisfies. AnyGame adapts any conforming
// game to one virtual interface (see any_game.hpp).
//
// A game is two types:
//   Game  - immutable, built from options JSON (throws BadOptions); owns component data.
//   State - an immutable value; every query is const and apply() returns a new State.
// A State may refer to its Game (by pointer), so a Game must outlive its States.
// Optional: `std::string State::to_text(int viewer) const`, a readable picture of the
// state for terminals (AnyState::to_text falls back to the JSON view without it).
// Optional: `double State::heuristic(int player) const`, in [0, 1], how good the state
// looks for `player` (the greedy bot's evaluation; AnyState falls back to the returns).
// It must use only what `player` may know.
// Required of every game (see docs/game_contract.md):
//   `std::string State::action_to_string(ActionId, int viewer) const` - what `viewer` sees
//     of the event (kFullView: the full text, as action_to_string(id)); it must not
//     depend on anything `viewer` cannot know.
//   `std::span<const int> Game::observation_shape() const` and
//   `void State::observation(int player, std::span<float> out) const` - a fixed-shape
//     tensor of exactly what `player` knows; out.size() is the shape's product; no
//     allocation.
#pragma once

#include <concepts>
#include <span>
#include <string>
#include <string_view>

#include "caper/core/action.hpp"
#include "caper/core/rng.hpp"

namespace caper {

template <class G>
concept GameType =
    std::constructible_from<G, std::string_view> &&  // options JSON ("" or "{}": defaults)
    std::copyable<typename G::State> &&
    requires(const G& game, const typename G::State& state, std::string_view text,
             ActionList& actions, ChanceList& outcomes, ActionId action, Rng& rng,
             std::span<double> returns, int player) {
  { G::kName } -> std::convertible_to<std::string_view>;
  { game.num_players() } -> std::same_as<int>;
  { game.num_distinct_actions() } -> std::same_as<ActionId>;
  { game.info_json() } -> std::same_as<std::string>;  // name, players, options, data
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
  { state.action_to_string(action) } -> std::same_as<std::string>;  // throws InvalidArgument
  { state.action_from_string(text) } -> std::same_as<ActionId>;     // throws ParseError
  { state.determinize(player, rng) } -> std::same_as<typename G::State>;
};

// The surfaces every game is moving to (issue 16 and 18); the adapter uses them when present.
template <class G>
concept HasViewerText = requires(const typename G::State& state, ActionId action, int player) {
  { state.action_to_string(action, player) } -> std::same_as<std::string>;
};
template <class G>
concept HasObservation = requires(const G& game, const typename G::State& state,
                                  std::span<float> out, int player) {
  { game.observation_shape() } -> std::convertible_to<std::span<const int>>;
  { state.observation(player, out) } -> std::same_as<void>;
};

}  // namespace caper
