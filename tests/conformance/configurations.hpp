// The option sets the conformance suite runs for each game: every variant and player
// count, read from each game's own list (G::kConfigurations, caper/core/game_concept.hpp)
// for every game of caper::Games, so this suite names no game.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace caper::testing {

struct Configuration {
  std::string game;
  std::string options;  // JSON
  std::string label;    // for test names: letters, digits and '_'
  // Whether tests/golden/<game>/ holds playthroughs of it; the other configurations are
  // there for the sweeps only (option corners the per-game tests used to play).
  bool golden = true;
};

// Configurations of every game of caper::Games, in catalogue order.
std::vector<Configuration> registered_configurations();
// Those with golden playthroughs.
std::vector<Configuration> golden_configurations();

// "<game>_<label>", the name of a parameterised test.
std::string configuration_name(const ::testing::TestParamInfo<Configuration>& info);

// So that a failing test prints the configuration rather than its bytes.
void PrintTo(const Configuration& config, std::ostream* out);

}  // namespace caper::testing
