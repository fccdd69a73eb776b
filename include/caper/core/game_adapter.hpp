// GameAdapter<G>: the single template that turns a GameType into AnyGame/AnyState.
// The catalogue (src/catalogue.cpp) instantiates it once for each game of caper::Games.
#pragma once

#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

#include "caper/core/any_game.hpp"
#include "caper/core/game_concept.hpp"

namespace caper {

template <GameType G>
class GameAdapter;

// Whether two game objects are the same game: the same name and the same options (every
// option's value as the game normalizes it, which its info lists). Two games made apart
// with the same options are the same game: their states and bots mix.
bool same_game(const AnyGame& a, const AnyGame& b);
// Unless same_game(ours, theirs), throws InvalidArgument naming both games, or the options
// in which they differ: "<theirs_role> G (max_turns=7), <ours_role> G (max_turns=1000):
// not the same game (its name and options)".
void require_same_game(const AnyGame& ours, std::string_view ours_role, const AnyGame& theirs,
                       std::string_view theirs_role);

// The adapters' refusals, built by the compiled library (src/core/game_adapter.cpp).
namespace adapter_detail {
[[noreturn, gnu::cold]] void throw_action_text_too_long(std::size_t bytes);
[[noreturn, gnu::cold]] void throw_bad_viewer(int viewer, int players);
[[noreturn, gnu::cold]] void throw_bad_player(int player, int players);
[[noreturn, gnu::cold]] void throw_small_returns(std::size_t size, int players);
[[noreturn, gnu::cold]] void throw_bad_high_buffer(std::size_t floats);
[[noreturn, gnu::cold]] void throw_action_out_of_range(ActionId action, ActionId distinct);
[[noreturn, gnu::cold]] void throw_action_not_legal(ActionId action, std::string_view text);

// `to = from` for a state. In WebAssembly a copy of more than 128 bytes is a memory.copy,
// which V8 runs as a call out of the module (about 10 ns for a 256-byte state); written
// as 16-byte loads and stores it costs a few. Elsewhere the compiler's own copy.
template <class State>
void assign(State& to, const State& from) {
#if defined(__wasm_simd128__)
  if constexpr (std::is_trivially_copyable_v<State>) {
    auto* out = reinterpret_cast<unsigned char*>(&to);
    const auto* in = reinterpret_cast<const unsigned char*>(&from);
    constexpr std::size_t kBlocks = sizeof(State) / 16;
    for (std::size_t i = 0; i < kBlocks; ++i)
      wasm_v128_store(out + 16 * i, wasm_v128_load(in + 16 * i));
    std::memcpy(out + 16 * kBlocks, in + 16 * kBlocks, sizeof(State) % 16);
    return;
  }
#endif
  to = from;
}
}  // namespace adapter_detail

template <GameType G>
class StateAdapter final : public AnyState {
 public:
  StateAdapter(std::shared_ptr<const GameAdapter<G>> game, typename G::State state)
      : game_(std::move(game)), state_(std::move(state)) {}

  const typename G::State& state() const { return state_; }

  const AnyGame& game() const override { return *game_; }
  std::unique_ptr<AnyState> clone() const override {
    return std::make_unique<StateAdapter>(game_, state_);
  }
  int current_player() const override { return state_.current_player(); }
  bool is_terminal() const override { return state_.is_terminal(); }
  void legal_actions(ActionList& out) const override { state_.legal_actions(out); }
  void chance_outcomes(ChanceList& out) const override { state_.chance_outcomes(out); }
  bool is_legal(ActionId action) const override { return state_.is_legal(action); }
  std::unique_ptr<AnyState> apply(ActionId action) const override {
    return std::make_unique<StateAdapter>(game_, state_.apply(action));
  }
  void copy_into(AnyState& out) const override { write(target_of(out), state_); }
  void apply_into(ActionId action, AnyState& out) const override {
    StateAdapter& target = target_of(out);  // refused before the action is
    write(target, state_.apply(action));
  }
  void returns(std::span<double> out) const override {
    if (out.size() < static_cast<std::size_t>(game_->game().num_players()))
      adapter_detail::throw_small_returns(out.size(), game_->game().num_players());
    state_.returns(out.first(static_cast<std::size_t>(game_->game().num_players())));
  }
  // Every game's end_reason() names its turn limit kTurnLimit; a game without one has none.
  bool ended_by_turn_limit() const override {
    if constexpr (OptionalHook<G, Hook::kEndReason>)
      return state_.end_reason() == decltype(state_.end_reason())::kTurnLimit;
    else
      return false;
  }
  std::string to_json(int viewer) const override {
    check_viewer(viewer);
    return state_.to_json(viewer);
  }
  std::string to_text(int viewer) const override {
    check_viewer(viewer);
    return state_.to_text(viewer);
  }
  std::string action_to_string(ActionId action) const override {
    return state_.action_to_string(action);
  }
  std::string action_to_string(ActionId action, int viewer) const override {
    check_viewer(viewer);
    return state_.action_to_string(action, viewer);
  }
  // A game that describes no consequence of its actions has no outcome_text. An action
  // that is not legal here sets off nothing: refused alike in every game.
  std::string outcome_text(ActionId action, int viewer) const override {
    check_viewer(viewer);
    if (!state_.is_legal(action)) throw_not_legal(action);
    if constexpr (OptionalHook<G, Hook::kOutcomeText>)
      return state_.outcome_text(action, viewer);
    else
      return "";
  }
  // The game's observation checks the seat and the buffer (core/observation.hpp).
  void observation(int player, std::span<float> out) const override {
    state_.observation(player, out);
  }
  ActionId action_from_string(std::string_view text) const override {
    // Outside input: refused above a fixed size before any game reads it.
    if (text.size() > kMaxActionTextBytes) adapter_detail::throw_action_text_too_long(text.size());
    return state_.action_from_string(text);
  }
  double heuristic(int player) const override {
    if (player < 0 || player >= game_->game().num_players())
      adapter_detail::throw_bad_player(player, game_->game().num_players());
    return state_.heuristic(player);
  }
  std::optional<ActionId> advised_action(Rng& rng) const override {
    if constexpr (OptionalHook<G, Hook::kAdvisedAction>)
      return state_.advised_action(rng);
    else
      return std::nullopt;
  }
  std::unique_ptr<AnyState> determinize(int player, Rng& rng) const override {
    if (player < 0 || player >= game_->game().num_players())
      adapter_detail::throw_bad_player(player, game_->game().num_players());
    return std::make_unique<StateAdapter>(game_, state_.determinize(player, rng));
  }

 private:
  // `out` as this type, unchanged. Every state of a GameAdapter<G> is a StateAdapter<G>
  // (only the adapter makes them), so the game object proves the type without a
  // dynamic_cast; a state of another game object is checked out of line.
  StateAdapter& target_of(AnyState& out) const {
    if (&out.game() == game_.get()) return static_cast<StateAdapter&>(out);
    return of_equal_game(out);
  }
  [[gnu::cold, gnu::noinline]] StateAdapter& of_equal_game(AnyState& out) const {
    require_same_game(*game_, "the input state of", out.game(), "the output state is of");
    return dynamic_cast<StateAdapter&>(out);  // the same name: the same G
  }
  // `target` = `state`, which points into this game object: `target` keeps it alive from
  // now on (the game object it had may be another one of the same game).
  void write(StateAdapter& target, const typename G::State& state) const {
    adapter_detail::assign(target.state_, state);
    if (target.game_ != game_) [[unlikely]]
      target.game_ = game_;
  }
  [[noreturn]] void throw_not_legal(ActionId action) const {
    const ActionId distinct = game_->num_distinct_actions();
    if (action >= distinct) adapter_detail::throw_action_out_of_range(action, distinct);
    adapter_detail::throw_action_not_legal(action, state_.action_to_string(action));
  }
  void check_viewer(int viewer) const {
    if (!is_viewer(viewer, game_->game().num_players()))
      adapter_detail::throw_bad_viewer(viewer, game_->game().num_players());
  }

  std::shared_ptr<const GameAdapter<G>> game_;
  typename G::State state_;
};

template <GameType G>
class GameAdapter final : public AnyGame {
 public:
  explicit GameAdapter(std::string_view options_json) : game_(options_json) {
    num_players_ = game_.num_players();
    observation_size_ = size_of(game_.observation_shape());
    info_ = game_.info_json();
  }

  const G& game() const { return game_; }

  std::string_view name() const override { return G::kName; }
  ActionId num_distinct_actions() const override { return game_.num_distinct_actions(); }
  std::string info_json() const override { return info_; }
  const BotLevels& bot_levels() const override { return G::kBotLevels; }
  std::span<const int> observation_shape() const override { return game_.observation_shape(); }
  void observation_high(std::span<float> out) const override {
    if (out.size() != observation_size()) adapter_detail::throw_bad_high_buffer(observation_size());
    if constexpr (OptionalHook<G, Hook::kObservationHigh>)
      game_.observation_high(out);
    else
      std::fill(out.begin(), out.end(), 1.0F);  // codes and counts over their constants
  }
  std::size_t state_bytes() const override { return sizeof(StateAdapter<G>); }
  std::unique_ptr<AnyState> initial_state() const override {
    return std::make_unique<StateAdapter<G>>(self(), game_.initial_state());
  }
  std::unique_ptr<AnyState> state_from_json(std::string_view json) const override {
    return std::make_unique<StateAdapter<G>>(self(), game_.state_from_json(json));
  }

 private:
  std::shared_ptr<const GameAdapter> self() const {
    return std::static_pointer_cast<const GameAdapter>(shared_from_this());
  }
  G game_;
};

// Builds a shared AnyGame for G; the registry's factories call this.
template <GameType G>
std::shared_ptr<AnyGame> make_any_game(std::string_view options_json) {
  return std::make_shared<GameAdapter<G>>(options_json);
}

}  // namespace caper
