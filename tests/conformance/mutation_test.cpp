// The sound-loading property, for every game and configuration: real states mutated field
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
// The phase hunt: every integer moved (every kPhaseStride-th in sanitizer builds) in
// kStatesPerPhase states of each phase of one game, each accepted mutant played
// kShortPlaySteps steps: a count or seat that play cannot reach shows within a few steps,
// mostly in the rarer phases (a trade answer, a favor prompt) that states spread over a
// game miss.
constexpr int kStatesPerPhase = 1;
constexpr std::size_t kPhaseStride = budget(1, 24);
constexpr int kShortPlaySteps = 12;

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

// kStatesPerPhase states of each phase (the envelope's "phase") of a random game, picked by
// `rng` among that phase's states.
std::vector<std::string> phase_states(const AnyGame& game, Rng& rng) {
  std::vector<std::string> all;
  std::map<std::string, std::vector<std::size_t>> by_phase;
  for_each_state(game, 600, 1, [&](const AnyState& state, std::uint64_t, int) {
    all.push_back(state.to_json(kFullView));
    by_phase[json::parse(all.back(), "state").value("phase", std::string())].push_back(all.size() -
                                                                                       1);
    return true;
  });
  std::vector<std::string> out;
  for (const auto& [phase, states] : by_phase)
    for (int k = 0; k < kStatesPerPhase; ++k)
      out.push_back(all[states[static_cast<std::size_t>(rng.below(states.size()))]]);
  return out;
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

// Mutates each of `sources` (every integer moved, or mutations_per_state() picked by `rng`),
// loads each mutant and plays the accepted ones `steps` steps; fails for any that went wrong.
void check_mutants(const Configuration& config, const AnyGame& game,
                   const std::vector<std::string>& sources, bool every_mutation, int steps,
                   Rng& rng) {
  struct Class {
    int count = 0;
    std::string example;
  };
  std::map<std::string, Class> failures;
  int refused = 0;
  int accepted = 0;
  std::map<std::string, int[4]> by_class;  // tried, refused, accepted, failed
  for (const std::string& source : sources) {
    const json::Json doc = json::parse(source, "state");
    const std::vector<Mutation> mutations = mutations_of(doc);
    std::vector<std::size_t> chosen;
    if (every_mutation) {
      for (std::size_t i = 0; i < mutations.size(); ++i)
        if (mutations[i].kind == "integer moved") chosen.push_back(i);
      for (std::size_t i = 0; i * kPhaseStride < chosen.size(); ++i)
        chosen[i] = chosen[i * kPhaseStride];
      chosen.resize((chosen.size() + kPhaseStride - 1) / kPhaseStride);
    } else {
      chosen = pick(mutations.size(), rng);
    }
    for (std::size_t i : chosen) {
      json::Json mutant = doc;
      mutations[i].edit(mutant);
      const std::string text = json::dump(mutant);
      bool was_refused = false;
      const std::uint64_t seed = rng.below(1u << 30);
      const Unsound result = load_and_play(game, text, seed, steps, was_refused);
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
  ::testing::Test::RecordProperty("refused", refused);
  ::testing::Test::RecordProperty("accepted", accepted);
  EXPECT_EQ(failed, 0) << "mutated documents that were accepted and then went wrong:" << summary;
}

class MutationProperty : public ::testing::TestWithParam<Configuration> {};

TEST_P(MutationProperty, MutatedStatesAreRefusedOrPlaySoundly) {
  const Configuration& config = GetParam();
  auto game = make_game(config.game, config.options);
  Rng rng(fnv1a(config.game + config.label));
  check_mutants(config, *game, source_states(*game), false, kPlaySteps, rng);
}

TEST_P(MutationProperty, EveryIntegerMovedInAStateOfEachPhaseIsRefusedOrPlaysSoundly) {
  const Configuration& config = GetParam();
  auto game = make_game(config.game, config.options);
  Rng rng(fnv1a(config.game + config.label + "phases"));
  check_mutants(config, *game, phase_states(*game, rng), true, kShortPlaySteps, rng);
}

INSTANTIATE_TEST_SUITE_P(AllGames, MutationProperty,
                         ::testing::ValuesIn(registered_configurations()), configuration_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(MutationProperty);

}  // namespace
}  // namespace caper::testing
