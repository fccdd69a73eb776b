// Two bots over many seeded 2-player games, seats rotated every game: the first bot's win
// share (mean return) with its 95% interval, and each bot's think time per move. Games are
// independent and seeded by their index, so the shares do not depend on --threads.
// usage: caper_bot_match GAME BOT_A BOT_B GAMES [--seed S] [--threads T]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "caper/bots/bot.hpp"
#include "caper/catalogue.hpp"

namespace {

using Clock = std::chrono::steady_clock;

struct GameResult {
  double share_a = 0;  // the first bot's return
  double seconds[2] = {0, 0};
  long moves[2] = {0, 0};
  double slowest[2] = {0, 0};
};

// Game g seats bot A at seat g % 2; its bots and chance draws are seeded by seed and g.
GameResult play(const caper::AnyGame& game, const std::string (&specs)[2], std::uint64_t seed,
                std::uint64_t g) {
  std::unique_ptr<caper::bots::Bot> bots[2];
  int owner[2];  // which bot (0 = A) sits at a seat
  for (int seat = 0; seat < 2; ++seat) {
    owner[seat] = static_cast<int>((static_cast<std::uint64_t>(seat) + g) % 2);
    bots[seat] =
        caper::bots::make_bot(game, specs[owner[seat]], seed * 1000003ULL + 2 * g + seat + 1);
  }
  caper::Rng chance(seed + g);
  GameResult result;
  std::unique_ptr<caper::AnyState> state = game.initial_state();
  while (!state->is_terminal()) {
    caper::ActionId action;
    const int seat = state->current_player();
    if (seat < 0) {
      action = state->sample_chance(chance);
    } else {
      const Clock::time_point start = Clock::now();
      action = bots[seat]->choose(*state);
      const double spent = std::chrono::duration<double>(Clock::now() - start).count();
      const int b = owner[seat];
      result.seconds[b] += spent;
      result.moves[b] += 1;
      result.slowest[b] = std::max(result.slowest[b], spent);
    }
    state = state->apply(action);
  }
  result.share_a = state->returns()[static_cast<std::size_t>(owner[0] == 0 ? 0 : 1)];
  return result;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: %s GAME BOT_A BOT_B GAMES [--seed S] [--threads T]\n", argv[0]);
    return 2;
  }
  const std::string specs[2] = {argv[2], argv[3]};
  const std::uint64_t games = std::strtoull(argv[4], nullptr, 10);
  std::uint64_t seed = 11;
  unsigned threads = 1;
  for (int i = 5; i + 1 < argc; i += 2) {
    if (std::string(argv[i]) == "--seed") seed = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::string(argv[i]) == "--threads")
      threads = static_cast<unsigned>(std::atoi(argv[i + 1]));
  }
  std::shared_ptr<caper::AnyGame> game = caper::make_game(argv[1], R"({"players": 2})");
  std::vector<GameResult> results(games);
  std::vector<std::thread> workers;
  for (unsigned t = 0; t < std::max(1u, threads); ++t)
    workers.emplace_back([&, t] {
      for (std::uint64_t g = t; g < games; g += std::max(1u, threads))
        results[g] = play(*game, specs, seed, g);
    });
  for (std::thread& worker : workers) worker.join();

  double sum = 0, squares = 0, seconds[2] = {0, 0}, slowest[2] = {0, 0};
  long moves[2] = {0, 0};
  for (const GameResult& r : results) {
    sum += r.share_a;
    squares += r.share_a * r.share_a;
    for (int b = 0; b < 2; ++b) {
      seconds[b] += r.seconds[b];
      moves[b] += r.moves[b];
      slowest[b] = std::max(slowest[b], r.slowest[b]);
    }
  }
  const double n = static_cast<double>(games);
  const double mean = sum / n;
  const double sd = std::sqrt(std::max(0.0, squares / n - mean * mean) * n / std::max(1.0, n - 1));
  const double half = 1.96 * sd / std::sqrt(n);
  // One Markdown table row: game, bots, games, A's share [95% interval], ms a move (mean, max).
  std::printf("| %s | %s | %s | %llu | %.3f [%.3f, %.3f] | %.1f (max %.0f) | %.1f (max %.0f) |\n",
              argv[1], specs[0].c_str(), specs[1].c_str(), static_cast<unsigned long long>(games),
              mean, std::max(0.0, mean - half), std::min(1.0, mean + half),
              1000 * seconds[0] / std::max(1L, moves[0]), 1000 * slowest[0],
              1000 * seconds[1] / std::max(1L, moves[1]), 1000 * slowest[1]);
  return 0;
}
