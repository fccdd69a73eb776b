// Golden playthroughs: whole seeded games stored under tests/golden/<game>/ and compared
// exactly, with every seat's view and observation tensor at four points of each game
// (playout_transcript), so that any change of behaviour, of what a seat sees or of the
// tensor's layout shows. A failure names the first step and the fields that differ
// (golden_diff.hpp; tests/golden/README.md). After an intended change, regenerate with
// CAPER_UPDATE_GOLDEN=1 and review the diff.
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "caper/catalogue.hpp"
#include "conformance/configurations.hpp"
#include "conformance/golden_diff.hpp"
#include "conformance/playout.hpp"

namespace caper::testing {
namespace {

constexpr std::uint64_t kGoldenSeeds[] = {1, 2};

class Golden : public ::testing::TestWithParam<Configuration> {};

std::string golden_path(const Configuration& config, std::uint64_t seed) {
  return std::string(CAPER_TEST_DATA_DIR) + "/golden/" + config.game + "/" + config.label +
         "_seed" + std::to_string(seed) + ".txt";
}

TEST_P(Golden, PlaythroughMatchesTheStoredTranscript) {
  const Configuration& config = GetParam();
  auto game = make_game(config.game, config.options);
  const bool update = std::getenv("CAPER_UPDATE_GOLDEN") != nullptr;
  for (std::uint64_t seed : kGoldenSeeds) {
    const std::string path = golden_path(config, seed);
    const std::string transcript = playout_transcript(*game, seed, /*with_states=*/true);
    if (update) {
      std::ofstream(path, std::ios::binary) << transcript;
      continue;
    }
    std::ifstream file(path, std::ios::binary);
    ASSERT_TRUE(file.good()) << path << " is missing; run with CAPER_UPDATE_GOLDEN=1 to create it";
    std::stringstream stored;
    stored << file.rdbuf();
    EXPECT_TRUE(transcript == stored.str()) << "the playthrough differs from " << path << "\n"
                                            << golden_difference(stored.str(), transcript);
  }
}

INSTANTIATE_TEST_SUITE_P(AllGames, Golden, ::testing::ValuesIn(golden_configurations()),
                         configuration_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Golden);

}  // namespace
}  // namespace caper::testing
