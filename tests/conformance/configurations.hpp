// The option sets the conformance suite runs for each game: every variant and player
// count. A game in the catalogue without an entry here runs with its defaults.
#pragma once

#include <string>
#include <vector>

namespace caper::testing {

struct Configuration {
  std::string game;
  std::string options;  // JSON
  std::string label;    // for test names: letters, digits and '_'
};

// Configurations of every game registered in the catalogue.
std::vector<Configuration> registered_configurations();

}  // namespace caper::testing
