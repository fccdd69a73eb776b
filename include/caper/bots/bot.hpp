// Bots over AnyState: usable for every game, from C++, the CLI and the conformance suite.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "caper/core/any_game.hpp"

namespace caper::bots {

// A bot chooses one legal action for the player to move. It sees the full state object but
// must use only what that player may know: search bots determinize before looking ahead.
class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string_view name() const = 0;
  virtual ActionId choose(const AnyState& state) = 0;
};

// Uniformly random among the legal actions.
std::unique_ptr<Bot> make_random_bot(std::uint64_t seed);

// One ply: the legal action whose successor has the best AnyState::heuristic for the
// mover (chance successors valued by expectation).
std::unique_ptr<Bot> make_greedy_bot(std::uint64_t seed);

struct MctsSettings {
  int iterations = 1000;        // per move; ignored when time_ms > 0
  double time_ms = 0;           // a time budget per move instead of iterations
  double exploration = 0.7;     // UCB constant on returns in [0, 1]
  int max_rollout_steps = 200;  // then the position is valued by AnyState::heuristic
  std::uint64_t seed = 1;
};

// Single-observer information-set MCTS: a new determinization of the hidden
// information for every iteration, explicit chance nodes, random rollouts.
std::unique_ptr<Bot> make_mcts_bot(const MctsSettings& settings);

// Builds a bot by name ("random", "greedy", "mcts", "mcts:ITERATIONS", "mcts:ms=MILLISECONDS");
// throws InvalidArgument naming the spec. Every bot throws WrongPhase when asked at a chance
// node or a terminal state.
std::unique_ptr<Bot> make_bot(std::string_view spec, std::uint64_t seed);

// Samples the chance outcome when the state is a chance node, else asks the seat's bot.
ActionId next_action(const AnyState& state, Bot* const* seats, Rng& chance_rng);

}  // namespace caper::bots
