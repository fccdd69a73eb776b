// caper arena: two or more bots over many seeded games, seats rotated every game so that
// no bot keeps the first-player advantage; reports each bot's share of the wins.
#include <fmt/format.h>

#include "caper/core/index.hpp"
#include "cli.hpp"
#include "terminal.hpp"

namespace caper::cli {

int command_arena(const SimulateArgs& args) {
  std::shared_ptr<AnyGame> game = args.game.make();
  const std::vector<std::string> bots = args.game.seat_specs(*game, "random");
  if (std::find(bots.begin(), bots.end(), "human") != bots.end())
    throw InvalidArgument("arena plays bots only; use caper play for human seats");
  const std::uint64_t games = args.games;
  const std::uint64_t seed = args.game.seed;
  std::vector<double> share(bots.size(), 0.0);
  std::vector<int> wins(bots.size(), 0);
  Progress progress(args.game.name, games);
  for (std::uint64_t g = 0; g < games; ++g) {
    // Game g seats bot b at seat (b + g) mod players.
    std::vector<std::string> seating(bots.size());
    for (std::size_t b = 0; b < bots.size(); ++b) seating[(b + g) % bots.size()] = bots[b];
    auto seats = make_seats(*game, seating, seed + g);
    std::vector<bots::Bot*> raw;
    for (auto& bot : seats) raw.push_back(bot.get());
    Rng chance(seed + g);
    std::unique_ptr<AnyState> state = game->initial_state();
    while (!state->is_terminal()) {
      state = state->apply(bots::next_action(*state, raw.data(), chance));
      progress.update(g);
    }
    const std::vector<double> returns = state->returns();
    for (std::size_t b = 0; b < bots.size(); ++b) {
      const double r = returns[(b + g) % bots.size()];
      share[b] += r;
      if (r == 1.0) ++wins[b];
    }
  }
  progress.finish();
  fmt::print("{}: {} games, seats rotated, seed {}\n", args.game.name, games, seed);
  fmt::print("{:<6} {:<12} {:>10} {:>10}\n", "slot", "bot", "win share", "sole wins");
  for (std::size_t b = 0; b < bots.size(); ++b)
    fmt::print("{:<6} {:<12} {:>10.3f} {:>10}\n", b, bots[b], share[b] / static_cast<double>(games),
               wins[b]);
  return 0;
}

}  // namespace caper::cli
