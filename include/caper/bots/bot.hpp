// Bots over AnyState: usable for every game, from C++, the CLI and the conformance suite.
#pragma once

#include <atomic>
#include <cstddef>
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

  // The bot's action for the seat to move; throws WrongPhase at a chance node or a terminal
  // state. A search stopped by cancel() returns its best action so far (every search
  // finishes its first iteration, so there always is one).
  ActionId choose(const AnyState& state);

  // Stops the choose() running on another thread, within milliseconds; safe from any
  // thread. Called when no choose() runs, it stops the next one at its start: a cancel is
  // used up by the call it stopped.
  void cancel() noexcept { cancel_.store(true, std::memory_order_relaxed); }

 protected:
  virtual ActionId decide(const AnyState& state) = 0;
  bool cancel_requested() const noexcept { return cancel_.load(std::memory_order_relaxed); }

 private:
  std::atomic<bool> cancel_{false};
};

// Uniformly random among the legal actions.
std::unique_ptr<Bot> make_random_bot(std::uint64_t seed);

// One ply: the legal action whose successor has the best AnyState::heuristic for the
// mover (chance successors valued by expectation).
std::unique_ptr<Bot> make_greedy_bot(std::uint64_t seed);

// The game's own advice (AnyState::advised_action) on a determinization of the mover's
// knowledge; greedy where the game gives none.
std::unique_ptr<Bot> make_advice_bot(std::uint64_t seed);

// The largest budgets a spec may ask for: a search beyond them would hang a client.
inline constexpr long kMaxIterations = 200000;
inline constexpr long kMaxTimeMs = 60000;
inline constexpr long kMaxTreeMiB = 1024;
inline constexpr long kMaxRolloutSteps = 10000;

struct MctsSettings {
  long iterations = 1000;       // per move; when time_ms > 0, at most this many
  double time_ms = 0;           // a time budget per move (not reproducible)
  double exploration = 0.7;     // UCB constant on returns in [0, 1]
  int max_rollout_steps = 200;  // then the position is valued by AnyState::heuristic
  std::size_t max_tree_bytes = std::size_t{64} << 20;  // the tree stops growing there
  // Opponents in the tree choose as the greedy bot would from a determinization of their
  // own knowledge, not by the searcher's statistics, which are built on the searcher's
  // secrets (an opponent would otherwise seem to know them).
  bool model_opponents = false;
  // Rollout moves as the greedy bot would choose them (each player on its own knowledge)
  // instead of uniformly random ones.
  bool greedy_rollouts = false;
  std::uint64_t seed = 1;
};

// Single-observer information-set MCTS: a new determinization of the hidden
// information for every iteration, explicit chance nodes, random rollouts.
std::unique_ptr<Bot> make_mcts_bot(const MctsSettings& settings);

// Builds a bot by name: a level, "easy", "medium" or "hard" (the spec `game` gives it,
// AnyGame::bot_levels: an MCTS of fixed work, reproducible from the seed), "random", "greedy",
// "mcts" or "mcts:" with comma-separated items ITERATIONS, ms=MILLISECONDS, mb=MIB (the
// tree's bound), depth=STEPS (rollout cut-off), opponents=greedy, rollout=greedy
// (MctsSettings), e.g. "mcts:5000,ms=200,mb=16"; throws InvalidArgument quoting at most the
// first kSpecQuoteBytes of a bad spec.
std::unique_ptr<Bot> make_bot(const AnyGame& game, std::string_view spec, std::uint64_t seed);
// The same without a game, for every spec but a level (a level throws InvalidArgument).
std::unique_ptr<Bot> make_bot(std::string_view spec, std::uint64_t seed);
inline constexpr std::size_t kSpecQuoteBytes = 40;

// Samples the chance outcome when the state is a chance node, else asks the seat's bot.
ActionId next_action(const AnyState& state, Bot* const* seats, Rng& chance_rng);

}  // namespace caper::bots
