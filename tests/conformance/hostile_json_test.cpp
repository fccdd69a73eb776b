// Hostile JSON for every game: real state documents mutated at random (numbers changed to
// extreme or nearby values, keys removed, types swapped, array elements duplicated or
// dropped). Each mutant must be refused with ParseError, or accepted as a state that
// round-trips and plays on under the contract. Never a crash, never another exception.
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "caper/catalogue.hpp"
#include "caper/core/playout.hpp"
#include "conformance/budget.hpp"
#include "conformance/configurations.hpp"
#include "conformance/playout.hpp"
#include "core/json_util.hpp"

namespace caper::testing {
namespace {

using json::Json;

constexpr int kStatesPerGame = budget(12, 4);
constexpr int kMutationsPerState = budget(60, 20);

// Every value in the document, as JSON pointers.
void collect_pointers(const Json& value, const std::string& path, std::vector<std::string>& out) {
  out.push_back(path);
  if (value.is_object()) {
    for (auto it = value.begin(); it != value.end(); ++it)
      collect_pointers(it.value(), path + "/" + it.key(), out);
  } else if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i)
      collect_pointers(value[i], path + "/" + std::to_string(i), out);
  }
}

Json replacement(const Json& old, Rng& rng) {
  switch (rng.below(9)) {
    case 0:
      return Json(-1);
    case 1:
      return Json(1000000000000LL);
    case 2:
      return old.is_number_integer() ? Json(old.get<std::int64_t>() + 1) : Json(0);
    case 3:
      return old.is_number_integer() ? Json(old.get<std::int64_t>() - 1) : Json(1);
    case 4:
      return Json("x");
    case 5:
      return Json(nullptr);
    case 6:
      return Json::array();
    case 7:
      return Json(true);
    default:
      return Json(0.5);
  }
}

// One random mutation at a random place of the document.
Json mutate(Json doc, Rng& rng) {
  std::vector<std::string> pointers;
  collect_pointers(doc, "", pointers);
  const std::string path = pointers[static_cast<std::size_t>(rng.below(pointers.size()))];
  if (path.empty()) return Json::array();
  const Json::json_pointer pointer(path);
  Json& target = doc[pointer];
  Json& parent = doc[pointer.parent_pointer()];
  const std::uint64_t kind = rng.below(4);
  if (kind == 0 && parent.is_object()) {
    parent.erase(path.substr(path.rfind('/') + 1));
  } else if (kind == 1 && parent.is_array() && !parent.empty()) {
    parent.push_back(parent[0]);
  } else if (kind == 2 && parent.is_array() && !parent.empty()) {
    parent.erase(parent.size() - 1);
  } else {
    target = replacement(target, rng);
  }
  return doc;
}

class HostileJson : public ::testing::TestWithParam<Configuration> {};

TEST_P(HostileJson, MutatedStatesAreRefusedOrStayConsistent) {
  auto game = make_game(GetParam().game, GetParam().options);
  Rng rng(4242);
  std::unique_ptr<AnyState> state = game->initial_state();
  int refused = 0;
  int accepted = 0;
  for (int s = 0; s < kStatesPerGame && !state->is_terminal(); ++s) {
    const Json doc = json::parse(state->to_json(kFullView), "state");
    for (int m = 0; m < kMutationsPerState; ++m) {
      const std::string text = json::dump(mutate(doc, rng));
      std::unique_ptr<AnyState> mutant;
      try {
        mutant = game->state_from_json(text);
      } catch (const ParseError& e) {
        EXPECT_GT(std::string(e.what()).size(), 10u);
        ++refused;
        continue;
      }
      ++accepted;
      // Accepted: it must behave as a state. Play a few random steps.
      const std::string json = mutant->to_json(kFullView);
      EXPECT_EQ(game->state_from_json(json)->to_json(kFullView), json);
      for (int step = 0; step < 20 && !mutant->is_terminal(); ++step) {
        ActionList legal;
        mutant->legal_actions(legal);
        ASSERT_FALSE(legal.empty()) << "accepted mutant without legal actions: " << text;
        ChanceList outcomes;
        mutant = mutant->apply(random_action(*mutant, legal, outcomes, rng));
      }
    }
    // Advance the source game by a few steps.
    for (int k = 0; k < 9 && !state->is_terminal(); ++k) {
      ActionList legal;
      ChanceList outcomes;
      state = state->apply(random_action(*state, legal, outcomes, rng));
    }
  }
  RecordProperty("refused", refused);
  RecordProperty("accepted", accepted);
  EXPECT_GT(refused, accepted) << "most random mutations should be refused";
}

INSTANTIATE_TEST_SUITE_P(AllGames, HostileJson, ::testing::ValuesIn(registered_configurations()),
                         configuration_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(HostileJson);

}  // namespace
}  // namespace caper::testing
