// No leak of hidden information, for every game and configuration over random games.
// What player p knows is p's JSON view (to_json(p)); determinize(p) gives states p cannot
// tell from the true one. So p's observation tensor, p's text of every event and p's own
// determinizations must be the same for all of them, and only p's view may tell states
// apart for p: a learner, a bot or a host that shows a seat only its own surfaces can then
// never learn what that seat's player could not.
#include <cmath>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "caper/catalogue.hpp"
#include "caper/core/index.hpp"
#include "conformance/budget.hpp"
#include "conformance/configurations.hpp"
#include "conformance/playout.hpp"

namespace caper::testing {
namespace {

constexpr int kGames = budget(2, 1);
constexpr int kDeterminizations = budget(3, 2);

class NoLeak : public ::testing::TestWithParam<Configuration> {
 protected:
  std::shared_ptr<AnyGame> game() const { return make_game(GetParam().game, GetParam().options); }
};

std::string where(std::uint64_t seed, int step, int player) {
  return "seed " + std::to_string(seed) + " step " + std::to_string(step) + " player " +
         std::to_string(player);
}

std::string bytes_of(const std::vector<float>& tensor) {
  return {reinterpret_cast<const char*>(tensor.data()), tensor.size() * sizeof(float)};
}

// A seed for determinize, different at every state and player but reproducible.
std::uint64_t mix(std::uint64_t seed, int step, int player, int k) {
  return seed * 1000003ULL + static_cast<std::uint64_t>(step) * 101ULL +
         static_cast<std::uint64_t>(player) * 11ULL + static_cast<std::uint64_t>(k);
}

// Calls check(state, p, seed, step) for every seat p at every `every`-th state of kGames
// random games, under a trace naming the place; stops after the first failure.
template <class Check>
void for_each_seat(const AnyGame& g, int every, Check&& check) {
  const int players = g.num_players();
  for_each_state(g, 1, kGames, [&](const AnyState& state, std::uint64_t seed, int step) {
    if (step % every != 0) return true;
    for (int p = 0; p < players; ++p) {
      SCOPED_TRACE(where(seed, step, p));
      check(state, p, seed, step);
    }
    return !::testing::Test::HasFailure();
  });
}

// The k-th determinization of `state` for p, seeded by where it is (so reproducible).
std::unique_ptr<AnyState> determinization(const AnyState& state, int p, std::uint64_t seed,
                                          int step, int k) {
  Rng rng(mix(seed, step, p, k));
  return state.determinize(p, rng);
}

// observation(s, p) has observation_size() finite floats, equals observation(d, p) for
// determinizations d of s for p, and across all states seen: equal views for p <=> equal
// tensors for p.
TEST_P(NoLeak, ObservationIsExactlyWhatThePlayerKnows) {
  auto g = game();
  const int players = g->num_players();
  ASSERT_FALSE(g->observation_shape().empty()) << "the game has no observation tensor";
  const std::size_t size = g->observation_size();
  ASSERT_GT(size, 0u);
  std::vector<std::map<std::string, std::string>> tensor_of_view(idx(players));
  std::vector<std::map<std::string, std::string>> view_of_tensor(idx(players));
  for_each_seat(*g, 1, [&](const AnyState& state, int p, std::uint64_t seed, int step) {
    const std::vector<float> tensor = state.observation(p);
    EXPECT_EQ(tensor.size(), size);
    for (float x : tensor) EXPECT_TRUE(std::isfinite(x)) << "a float is not finite";
    for (int k = 0; k < kDeterminizations; ++k) {
      EXPECT_EQ(determinization(state, p, seed, step, k)->observation(p), tensor)
          << "the tensor differs for a determinization, so it shows what the player cannot "
             "know, at\n"
          << state.to_json(kFullView);
    }
    const std::string view = state.to_json(p);
    const std::string key = bytes_of(tensor);
    const auto [by_view, new_view] = tensor_of_view[idx(p)].emplace(view, key);
    EXPECT_TRUE(new_view || by_view->second == key)
        << "two states with the same view for the player have different tensors; view:\n"
        << view;
    const auto [by_tensor, new_tensor] = view_of_tensor[idx(p)].emplace(key, view);
    EXPECT_TRUE(new_tensor || by_tensor->second == view)
        << "two states the player can tell apart have the same tensor; views:\n"
        << by_tensor->second << "\n"
        << view;
  });
}

// action_to_string(id, viewer): kFullView gives the full text; a seat's text of an action
// is the same in every determinization for that seat, and two actions after which the seat
// sees the same thing (though the states differ) read the same for it.
TEST_P(NoLeak, EventTextIsWhatTheViewerLearns) {
  constexpr int kEvery = budget(2, 8);  // states between checks: each applies every legal action
  auto g = game();
  const int players = g->num_players();
  for_each_state(*g, 1, kGames, [&](const AnyState& state, std::uint64_t seed, int step) {
    if (step % kEvery != 0) return true;
    ActionList legal;
    state.legal_actions(legal);
    std::vector<std::string> full;
    std::vector<std::unique_ptr<AnyState>> next;
    for (ActionId a : legal) {
      next.push_back(state.apply(a));
      full.push_back(next.back()->to_json(kFullView));
    }
    for (int p = 0; p < players; ++p) {
      SCOPED_TRACE(where(seed, step, p));
      std::vector<std::string> texts;
      for (ActionId a : legal) {
        texts.push_back(state.action_to_string(a, p));
        EXPECT_FALSE(texts.back().empty());
      }
      for (int k = 0; k < kDeterminizations; ++k) {
        const std::unique_ptr<AnyState> d = determinization(state, p, seed, step, k);
        for (std::size_t i = 0; i < legal.size(); ++i) {
          if (!d->is_legal(legal[i])) continue;
          EXPECT_EQ(d->action_to_string(legal[i], p), texts[i])
              << "the text depends on what the player cannot know; full text "
              << state.action_to_string(legal[i]) << ", at\n"
              << state.to_json(kFullView);
        }
      }
      // Successors p cannot tell apart must read the same for p.
      std::map<std::string, std::size_t> first_with_view;
      for (std::size_t i = 0; i < legal.size(); ++i) {
        const auto [it, inserted] = first_with_view.emplace(next[i]->to_json(p), i);
        const std::size_t j = it->second;
        if (inserted || full[i] == full[j] || ::testing::Test::HasFailure()) continue;
        EXPECT_EQ(texts[i], texts[j])
            << "the player sees the same after '" << state.action_to_string(legal[j]) << "' and '"
            << state.action_to_string(legal[i]) << "' but the texts tell them apart, at\n"
            << state.to_json(kFullView);
      }
    }
    return !::testing::Test::HasFailure();
  });
}

// The full view (the watcher who sees everything) reads every legal action in words: never
// empty, and a public event (every seat reads it alike) reads as the seats read it.
TEST_P(NoLeak, FullViewTextOfAPublicEventIsTheSeats) {
  constexpr int kEvery = budget(2, 8);  // states between checks
  auto g = game();
  const int players = g->num_players();
  for_each_state(*g, 1, kGames, [&](const AnyState& state, std::uint64_t seed, int step) {
    if (step % kEvery != 0) return true;
    SCOPED_TRACE(where(seed, step, kFullView));
    ActionList legal;
    state.legal_actions(legal);
    for (ActionId a : legal) {
      const std::string full = state.action_to_string(a, kFullView);
      EXPECT_FALSE(full.empty()) << state.action_to_string(a);
      const std::string seat0 = state.action_to_string(a, 0);
      bool same = true;
      for (int p = 1; p < players; ++p) same = same && state.action_to_string(a, p) == seat0;
      if (!same) continue;
      EXPECT_EQ(full, seat0) << "a public event, '" << state.action_to_string(a) << "'";
    }
    return !::testing::Test::HasFailure();
  });
}

// outcome_text(id, viewer) may tell what the action makes public, nothing more: in a
// determinization for the seat where the action is legal and leaves the seat the same view
// as it does in the true state, it reads the same.
TEST_P(NoLeak, OutcomeTextDependsOnlyOnTheViewsBeforeAndAfter) {
  constexpr int kEvery = budget(2, 8);  // states between checks
  for_each_seat(*game(), kEvery, [](const AnyState& state, int p, std::uint64_t seed, int step) {
    ActionList legal;
    state.legal_actions(legal);
    // The true state's side of each action, once for every determinization.
    std::vector<std::string> view_after, outcome;
    for (ActionId a : legal) {
      view_after.push_back(state.apply(a)->to_json(p));
      outcome.push_back(state.outcome_text(a, p));
    }
    for (int k = 0; k < kDeterminizations; ++k) {
      const std::unique_ptr<AnyState> d = determinization(state, p, seed, step, k);
      for (std::size_t i = 0; i < legal.size(); ++i) {
        const ActionId a = legal[i];
        if (!d->is_legal(a) || d->apply(a)->to_json(p) != view_after[i]) continue;
        EXPECT_EQ(d->outcome_text(a, p), outcome[i])
            << "the outcome of '" << state.action_to_string(a)
            << "' depends on what the player cannot know, at\n"
            << state.to_json(kFullView);
      }
    }
  });
}

// determinize(p, rng) is a function of p's view and the rng: from s and from any d1 that p
// cannot tell from s, the same seed gives byte-identical states.
TEST_P(NoLeak, DeterminizeDependsOnlyOnTheView) {
  constexpr int kEvery = budget(2, 8);  // states between checks
  for_each_seat(*game(), kEvery, [](const AnyState& state, int p, std::uint64_t seed, int step) {
    const std::string view = state.to_json(p);
    for (int k = 0; k < kDeterminizations; ++k) {
      const std::unique_ptr<AnyState> d1 = determinization(state, p, seed, step, k);
      EXPECT_EQ(d1->to_json(p), view) << "determinize changed the player's view";
      const std::uint64_t b = mix(seed, step, p, k + 100);
      Rng from_state(b);
      Rng from_d1(b);
      EXPECT_EQ(state.determinize(p, from_state)->to_json(kFullView),
                d1->determinize(p, from_d1)->to_json(kFullView))
          << "the same seed determinizes two states with the same view differently, from\n"
          << state.to_json(kFullView) << "\nand\n"
          << d1->to_json(kFullView);
    }
  });
}

INSTANTIATE_TEST_SUITE_P(AllGames, NoLeak, ::testing::ValuesIn(registered_configurations()),
                         configuration_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(NoLeak);

}  // namespace
}  // namespace caper::testing
