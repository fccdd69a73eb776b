// Writes, as JSON lines, what tests/schema/validate.py checks against the published
// schemas: each configuration's game info, then the full state, every seat's view and the
// public view at states of seeded random games. The games come from the catalogue, the
// configurations from the conformance suite, so no game is named here.
//
// Usage: caper_schema_dump [GAMES [EVERY]]  (GAMES random games per configuration, every
// EVERY-th state and the last one of each game).
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>

#include "caper/catalogue.hpp"
#include "caper/core/error.hpp"
#include "conformance/configurations.hpp"
#include "conformance/playout.hpp"

namespace caper::testing {
namespace {

void line(const Configuration& config, int players, const char* kind, std::uint64_t seed, int step,
          int viewer, const std::string& doc) {
  // `doc` is JSON written by the library, so it is embedded as it is.
  std::cout << R"({"game":")" << config.game << R"(","label":")" << config.label
            << R"(","players":)" << players << R"(,"kind":")" << kind << R"(","seed":)" << seed
            << R"(,"step":)" << step << R"(,"viewer":)" << viewer << R"(,"doc":)" << doc << "}\n";
}

void dump(const Configuration& config, int games, int every) {
  auto game = make_game(config.game, config.options);
  const int players = game->num_players();
  line(config, players, "info", 0, 0, kFullView, game->info_json());
  for_each_state(*game, 1, games, [&](const AnyState& state, std::uint64_t seed, int step) {
    if (step % every != 0 && !state.is_terminal()) return true;
    line(config, players, "state", seed, step, kFullView, state.to_json(kFullView));
    for (int p = 0; p < players; ++p)
      line(config, players, "view", seed, step, p, state.to_json(p));
    line(config, players, "view", seed, step, kPublicView, state.to_json(kPublicView));
    return true;
  });
}

}  // namespace
}  // namespace caper::testing

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 2;
  const int every = argc > 2 ? std::atoi(argv[2]) : 1;
  if (games < 1 || every < 1) {
    std::cerr << "usage: caper_schema_dump [GAMES [EVERY]], both at least 1\n";
    return 2;
  }
  try {
    for (const auto& config : caper::testing::registered_configurations())
      caper::testing::dump(config, games, every);
  } catch (const caper::Error& e) {
    std::cerr << "caper_schema_dump: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
