// Documents that once broke a game (found by the mutation property test or by fuzzing),
// kept in tests/regressions/<game>/: each must now be refused with a message, or accepted
// and play soundly. A file is {"options", "mutation", "failure", "seed", "state"}; the play
// from it uses the seed that failed (when known) and kSeeds more.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "caper/catalogue.hpp"
#include "conformance/budget.hpp"
#include "conformance/soundness.hpp"
#include "core/json_util.hpp"

namespace caper::testing {
namespace {

constexpr int kPlaySteps = budget(300, 100);
constexpr std::uint64_t kSeeds = budget(8, 2);

std::filesystem::path regressions_folder() {
  return std::filesystem::path(CAPER_TEST_DATA_DIR) / "regressions";
}

// The games of the catalogue that have stored regressions.
std::vector<std::string> games_with_regressions() {
  std::vector<std::string> out;
  for (const GameEntry& entry : game_catalogue())
    if (std::filesystem::is_directory(regressions_folder() / entry.name))
      out.emplace_back(entry.name);
  return out;
}

std::string param_name(const ::testing::TestParamInfo<std::string>& param) {
  return param.param;
}

// A folder that names no game of the catalogue would never be run.
TEST(RegressionFolders, EachNamesAGameOfTheCatalogue) {
  if (!std::filesystem::is_directory(regressions_folder())) return;
  for (const auto& entry : std::filesystem::directory_iterator(regressions_folder())) {
    if (!entry.is_directory()) continue;
    bool known = false;
    for (const GameEntry& game : game_catalogue())
      known = known || entry.path().filename() == game.name;
    EXPECT_TRUE(known) << entry.path() << " names no game of the catalogue";
  }
}

class Regressions : public ::testing::TestWithParam<std::string> {};

TEST_P(Regressions, StoredDocumentsAreRefusedOrPlaySoundly) {
  const std::filesystem::path folder = regressions_folder() / GetParam();
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".json") continue;
    ++files;
    SCOPED_TRACE(entry.path().filename().string());
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    const json::Json record = json::parse(text.str(), "regression file");
    auto game = make_game(GetParam(), json::dump(record.at("options")));
    std::vector<std::uint64_t> seeds;
    if (record.contains("seed")) seeds.push_back(record.at("seed").get<std::uint64_t>());
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) seeds.push_back(seed);
    for (std::uint64_t seed : seeds) {
      bool refused = false;
      const Unsound result =
          load_and_play(*game, json::dump(record.at("state")), seed, kPlaySteps, refused);
      EXPECT_FALSE(result.failed())
          << "seed " << seed << ": " << result.check
          << " (once: " << record.at("failure").get<std::string>() << ", after "
          << record.at("mutation").get<std::string>() << ")\n"
          << result.detail.substr(0, 1000);
      if (refused || result.failed()) break;
    }
  }
  EXPECT_GT(files, 0) << folder << " holds no .json file";
}

INSTANTIATE_TEST_SUITE_P(AllGames, Regressions, ::testing::ValuesIn(games_with_regressions()),
                         param_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Regressions);

}  // namespace
}  // namespace caper::testing
