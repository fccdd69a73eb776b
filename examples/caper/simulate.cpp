// caper simulate: independent seeded games on several threads. States are immutable and
// every game has its own seed and bots, so threads share nothing but the game object.
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "caper/core/index.hpp"
#include "cli.hpp"
#include "terminal.hpp"

namespace caper::cli {

int command_simulate(const SimulateArgs& args) {
  const std::uint64_t games = args.games;
  const std::uint64_t threads = args.threads;
  std::shared_ptr<AnyGame> game = args.game.make();
  const int players = game->num_players();
  const std::vector<std::string> specs = args.game.seat_specs(*game, "random");
  if (std::find(specs.begin(), specs.end(), "human") != specs.end())
    throw InvalidArgument("simulate plays bots only; use caper play for human seats");

  std::vector<double> wins(idx(players), 0.0);
  std::uint64_t actions_total = 0;
  std::mutex mutex;
  std::atomic<std::uint64_t> next{0};
  std::atomic<std::uint64_t> done{0};
  const auto start = std::chrono::steady_clock::now();

  auto worker = [&] {
    std::vector<double> my_wins(idx(players), 0.0);
    std::uint64_t my_actions = 0;
    for (std::uint64_t i = next++; i < games; i = next++) {
      auto seats = make_seats(*game, specs, args.game.seed + i);
      std::vector<bots::Bot*> raw;
      for (auto& bot : seats) raw.push_back(bot.get());
      Rng chance(args.game.seed + i);
      std::unique_ptr<AnyState> state = game->initial_state();
      std::unique_ptr<AnyState> spare = game->initial_state();
      while (!state->is_terminal()) {
        state->apply_into(bots::next_action(*state, raw.data(), chance), *spare);
        std::swap(state, spare);
        ++my_actions;
      }
      const std::vector<double> returns = state->returns();
      for (int p = 0; p < players; ++p) my_wins[idx(p)] += returns[idx(p)];
      ++done;
    }
    std::lock_guard lock(mutex);
    for (int p = 0; p < players; ++p) wins[idx(p)] += my_wins[idx(p)];
    actions_total += my_actions;
  };
  std::vector<std::thread> pool;
  for (std::uint64_t t = 0; t < threads; ++t) pool.emplace_back(worker);
  {
    // The main thread only draws the progress line while the workers play.
    Progress progress(args.game.name, games);
    while (done.load() < games) {
      progress.update(done.load());
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }
  for (auto& thread : pool) thread.join();
  const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;

  fmt::print("{}: {} games on {} threads in {:.3f} s: {:.1f} games/s, {:.0f} actions/s\n",
             args.game.name, games, threads, seconds.count(),
             static_cast<double>(games) / seconds.count(),
             static_cast<double>(actions_total) / seconds.count());
  fmt::print("seat  bot        win share\n");
  for (int p = 0; p < players; ++p)
    fmt::print("p{:<4} {:<10} {:.3f}\n", p, specs[idx(p)],
               wins[idx(p)] / static_cast<double>(games));
  return 0;
}

}  // namespace caper::cli
