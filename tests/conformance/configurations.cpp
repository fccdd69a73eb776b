#include "conformance/configurations.hpp"

#include "caper/game_list.hpp"

namespace caper::testing {

std::vector<Configuration> registered_configurations() {
  std::vector<Configuration> out;
  for_each_game_type([&]<class G>() {
    for (const TestConfiguration& config : G::kConfigurations)
      out.push_back({std::string(G::kName), std::string(config.options), std::string(config.label),
                     !config.label.starts_with("sweep_")});
  });
  return out;
}

std::vector<Configuration> golden_configurations() {
  std::vector<Configuration> out;
  for (Configuration& config : registered_configurations())
    if (config.golden) out.push_back(std::move(config));
  return out;
}

std::string configuration_name(const ::testing::TestParamInfo<Configuration>& info) {
  return info.param.game + "_" + info.param.label;
}

void PrintTo(const Configuration& config, std::ostream* out) {
  *out << config.game << " " << config.options;
}

}  // namespace caper::testing
