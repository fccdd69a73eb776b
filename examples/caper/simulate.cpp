// caper simulate: independent seeded games on several threads. States are immutable and
// every game has its own seed and bots, so threads share nothing but the game object.
#include <atomic>
#include <chrono>
#include <iostream>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "caper/catalogue.hpp"
#include "cli.hpp"

namespace caper::cli {

int command_simulate(const Args& args) {
  if (args.words.size() != 1) throw InvalidArgument("simulate needs one game name");
  const std::string name = args.words[0];
  const Json options = options_from(args);
  const std::uint64_t games = args.number("games", 100);
  const std::uint64_t threads =
      args.number("threads", std::max(1u, std::thread::hardware_concurrency()));
  const std::uint64_t seed = args.number("seed", 1);
  if (games == 0 || threads == 0 || threads > 256)
    throw InvalidArgument("--games must be positive and --threads 1..256");
  std::shared_ptr<AnyGame> game = make_game(name, options.dump());
  const int players = game->num_players();
  const std::vector<std::string> specs = seat_specs(args, players, "random");

  std::vector<double> wins(static_cast<std::size_t>(players), 0.0);
  std::uint64_t actions_total = 0;
  std::mutex mutex;
  std::atomic<std::uint64_t> next{0};
  std::atomic<std::uint64_t> done{0};
  const auto start = std::chrono::steady_clock::now();

  auto worker = [&] {
    std::vector<double> my_wins(static_cast<std::size_t>(players), 0.0);
    std::uint64_t my_actions = 0;
    for (std::uint64_t i = next++; i < games; i = next++) {
      auto seats = make_seats(specs, seed + i);
      std::vector<bots::Bot*> raw;
      for (auto& bot : seats) raw.push_back(bot.get());
      Rng chance(seed + i);
      std::unique_ptr<AnyState> state = game->initial_state();
      std::unique_ptr<AnyState> spare = game->initial_state();
      while (!state->is_terminal()) {
        state->apply_into(bots::next_action(*state, raw.data(), chance), *spare);
        std::swap(state, spare);
        ++my_actions;
      }
      const std::vector<double> returns = state->returns();
      for (int p = 0; p < players; ++p) my_wins[p] += returns[p];
      const std::uint64_t finished = ++done;
      if (games >= 20 && finished % (games / 10) == 0)
        std::cerr << fmt::format("  {}/{} games\n", finished, games);
    }
    std::lock_guard lock(mutex);
    for (int p = 0; p < players; ++p) wins[p] += my_wins[p];
    actions_total += my_actions;
  };
  std::vector<std::thread> pool;
  for (std::uint64_t t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& thread : pool) thread.join();
  const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;

  fmt::print("{}: {} games on {} threads in {:.3f} s: {:.1f} games/s, {:.0f} actions/s\n", name,
             games, threads, seconds.count(), games / seconds.count(),
             actions_total / seconds.count());
  fmt::print("seat  bot        win share\n");
  for (int p = 0; p < players; ++p)
    fmt::print("p{:<4} {:<10} {:.3f}\n", p, specs[p], wins[p] / static_cast<double>(games));
  return 0;
}

}  // namespace caper::cli
