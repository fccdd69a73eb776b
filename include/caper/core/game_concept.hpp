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

}  // namespace caper
