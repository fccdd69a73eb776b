// caper bench: a quick measure of every game (or one) through AnyState, the layer the C
// ABI and the bots use. The full Google Benchmark suite, with the typed C++ API and the
// C ABI side by side, is build/release/bench/caper_bench (docs/performance.md).
#include <chrono>

#include <fmt/format.h>

#include "caper/catalogue.hpp"
#include "caper/core/playout.hpp"
#include "cli.hpp"
#include "terminal.hpp"

namespace caper::cli {
namespace {

struct Figures {
  double games_per_second = 0;
  double ns_per_step = 0;
  double actions_per_game = 0;
};

Figures measure(const AnyGame& game, double seconds) {
  Progress progress(std::string(game.name()), 0, seconds);
  using Clock = std::chrono::steady_clock;
  Rng rng(1);
  std::unique_ptr<AnyState> state = game.initial_state();
  std::unique_ptr<AnyState> next = game.initial_state();
  ActionList legal;
  ChanceList outcomes;
  std::uint64_t games = 0;
  std::uint64_t steps = 0;
  const auto start = Clock::now();
  std::chrono::duration<double> spent{};
  while (spent.count() < seconds) {
    for (int i = 0; i < 1000; ++i) {
      if (state->is_terminal()) {
        ++games;
        state = game.initial_state();
      }
      state->apply_into(random_action(*state, legal, outcomes, rng), *next);
      std::swap(state, next);
      ++steps;
    }
    spent = Clock::now() - start;
    progress.update(games);
  }
  progress.finish();
  Figures figures;
  figures.ns_per_step = spent.count() * 1e9 / static_cast<double>(steps);
  figures.games_per_second = static_cast<double>(games) / spent.count();
  figures.actions_per_game =
      games == 0 ? 0 : static_cast<double>(steps) / static_cast<double>(games);
  return figures;
}

}  // namespace

int command_bench(const BenchArgs& args) {
  std::vector<std::string> names = args.games;
  if (names.empty())
    for (const GameEntry& entry : game_catalogue()) names.emplace_back(entry.name);
  fmt::print("{:<14} {:>12} {:>14} {:>14}\n", "game", "games/s", "ns/step", "actions/game");
  for (const std::string& name : names) {
    auto game = make_game(name, options_json(args.players, args.options).dump());
    const Figures f = measure(*game, args.seconds);
    fmt::print("{:<14} {:>12.1f} {:>14.1f} {:>14.1f}\n", name, f.games_per_second, f.ns_per_step,
               f.actions_per_game);
  }
  return 0;
}

}  // namespace caper::cli
