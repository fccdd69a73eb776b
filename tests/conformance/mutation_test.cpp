// The property of issue 19.2, for every game and configuration: real states mutated field
// by field (conformance/mutation.hpp) are either refused with a message or accepted as
// states that play soundly for a few hundred random steps (conformance/soundness.hpp).
// With CAPER_SAVE_REGRESSIONS=DIR, each failing document is written to
// DIR/<game>/<label>_<hash>.json in the form tests/regressions/ keeps. For a longer hunt,
// CAPER_MUTATIONS_PER_STATE=N tries N mutations of each source state instead of 30.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "caper/catalogue.hpp"
#include "conformance/budget.hpp"
#include "conformance/configurations.hpp"
#include "conformance/mutation.hpp"
#include "conformance/playout.hpp"
#include "conformance/soundness.hpp"
#include "core/json_util.hpp"

namespace caper::testing {
namespace {

constexpr int kGames = budget(2, 1);
constexpr std::size_t kStatesPerGame = budget(6, 2);
constexpr std::size_t kMutationsPerState = budget(30, 8);
constexpr int kPlaySteps = budget(200, 40);

// kStatesPerGame states spread over each of kGames random games, the last one included.
std::vector<std::string> source_states(const AnyGame& game) {
  std::vector<std::string> out;
  for (int g = 0; g < kGames; ++g) {
    std::vector<std::string> all;
    for_each_state(game, 500 + static_cast<std::uint64_t>(g), 1,
                   [&](const AnyState& state, std::uint64_t, int) {
                     all.push_back(state.to_json(kFullView));
                     return true;
                   });
    for (std::size_t k = 1; k <= kStatesPerGame; ++k)
      out.push_back(all[(all.size() - 1) * k / kStatesPerGame]);
  }
  return out;
}

std::size_t mutations_per_state() {
  const char* text = std::getenv("CAPER_MUTATIONS_PER_STATE");
  const long n = text == nullptr ? 0 : std::atol(text);
  return n > 0 ? static_cast<std::size_t>(n) : kMutationsPerState;
}

// mutations_per_state() of `count` indices, picked by `rng` without repeats.
std::vector<std::size_t> pick(std::size_t count, Rng& rng) {
  std::vector<std::size_t> index(count);
  for (std::size_t i = 0; i < count; ++i) index[i] = i;
  const std::size_t n = std::min(count, mutations_per_state());
  for (std::size_t i = 0; i < n; ++i)
    std::swap(index[i], index[i + static_cast<std::size_t>(rng.below(count - i))]);
  index.resize(n);
  return index;
}

void save_regression(const Configuration& config, const std::string& document,
                     const std::string& mutation, std::uint64_t seed, const Unsound& failure) {
  const char* dir = std::getenv("CAPER_SAVE_REGRESSIONS");
  if (dir == nullptr) return;
  const std::filesystem::path folder = std::filesystem::path(dir) / config.game;
  std::filesystem::create_directories(folder);
  std::ostringstream name;
  name << config.label << "_" << std::hex << fnv1a(document) << ".json";
  json::Json record = {{"options", json::parse(config.options, "options")},
                       {"mutation", mutation},
                       {"failure", failure.check},
                       {"seed", seed},
                       {"state", json::parse(document, "state")}};
  std::ofstream(folder / name.str()) << record.dump(1) << "\n";
}

class MutationProperty : public ::testing::TestWithParam<Configuration> {};

TEST_P(MutationProperty, MutatedStatesAreRefusedOrPlaySoundly) {
  const Configuration& config = GetParam();
  auto game = make_game(config.game, config.options);
  Rng rng(fnv1a(config.game + config.label));
  struct Class {
    int count = 0;
    std::string example;
  };
  std::map<std::string, Class> failures;
  int refused = 0;
  int accepted = 0;
  std::map<std::string, int[4]> by_class;  // tried, refused, accepted, failed
  for (const std::string& source : source_states(*game)) {
    const json::Json doc = json::parse(source, "state");
    const std::vector<Mutation> mutations = mutations_of(doc);
    for (std::size_t i : pick(mutations.size(), rng)) {
      json::Json mutant = doc;
      mutations[i].edit(mutant);
      const std::string text = json::dump(mutant);
      bool was_refused = false;
      const std::uint64_t seed = rng.below(1u << 30);
      const Unsound result = load_and_play(*game, text, seed, kPlaySteps, was_refused);
      ++(was_refused ? refused : accepted);
      int* tally = by_class[mutations[i].kind];
      ++tally[0];
      ++tally[was_refused ? 1 : 2];
      if (result.failed()) ++tally[3];
      if (!result.failed()) continue;
      Class& c = failures[result.check];
      if (c.count++ == 0)
        c.example = mutations[i].description + ": " + result.detail.substr(0, 600);
      save_regression(config, text, mutations[i].description, seed, result);
    }
  }
  int failed = 0;
  std::string summary;
  for (const auto& [check, c] : failures) {
    failed += c.count;
    summary += "\n  " + std::to_string(c.count) + " x " + check + "; e.g. " + c.example;
  }
  std::cout << "MUTATIONS " << config.game << " " << config.label << " total " << refused + accepted
            << " refused " << refused << " accepted " << accepted << " failed " << failed << "\n";
  for (const auto& [kind, t] : by_class)
    std::cout << "MUTATION_CLASS " << config.game << " " << kind << ": " << t[0] << " " << t[1]
              << " " << t[2] << " " << t[3] << "\n";
  RecordProperty("refused", refused);
  RecordProperty("accepted", accepted);
  EXPECT_EQ(failed, 0) << "mutated documents that were accepted and then went wrong:" << summary;
}

INSTANTIATE_TEST_SUITE_P(AllGames, MutationProperty,
                         ::testing::ValuesIn(registered_configurations()), configuration_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(MutationProperty);

}  // namespace
}  // namespace caper::testing
