// The public view (kPublicView: a person at the table who holds no seat) shows nothing any
// seat cannot know, for every game and configuration over random games. A determinization
// for seat p keeps p's view and redraws all p cannot see, so the public view, its text and
// the public texts of every event and outcome must be the same in the determinizations of
// every seat; and what the public sees must follow from each seat's view alone.
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

constexpr int kGames = budget(1, 1);
constexpr int kDeterminizations = budget(2, 1);
constexpr int kEvery = budget(4, 8);  // states between checks: each applies every legal action

class PublicView : public ::testing::TestWithParam<Configuration> {
 protected:
  std::shared_ptr<AnyGame> game() const { return make_game(GetParam().game, GetParam().options); }
};

std::string where(std::uint64_t seed, int step, int player) {
  return "seed " + std::to_string(seed) + " step " + std::to_string(step) + " seat " +
         std::to_string(player);
}

// What the public sees of a state and of each legal action: the JSON and text of the state,
// the text of every action, and of every action the public view after it and its outcome.
struct PublicSurfaces {
  std::string json, text;
  std::vector<std::string> action_text, json_after, outcome;
};

PublicSurfaces public_surfaces(const AnyState& state, const ActionList& actions) {
  PublicSurfaces s{state.to_json(kPublicView), state.to_text(kPublicView), {}, {}, {}};
  for (ActionId a : actions) {
    s.action_text.push_back(state.action_to_string(a, kPublicView));
    s.json_after.push_back(state.apply(a)->to_json(kPublicView));
    s.outcome.push_back(state.outcome_text(a, kPublicView));
  }
  return s;
}

// In every determinization for every seat: the same public JSON and text, the same public
// text of every action legal there, and the same outcome of an action that leaves the public
// the same view (an outcome may tell what the action makes public, nothing more).
TEST_P(PublicView, IsTheSameInEveryDeterminizationOfEverySeat) {
  auto g = game();
  const int players = g->num_players();
  for_each_state(*g, 1, kGames, [&](const AnyState& state, std::uint64_t seed, int step) {
    if (step % kEvery != 0) return true;
    ActionList legal;
    state.legal_actions(legal);
    const PublicSurfaces truth = public_surfaces(state, legal);
    for (int p = 0; p < players; ++p) {
      SCOPED_TRACE(where(seed, step, p));
      for (int k = 0; k < kDeterminizations; ++k) {
        Rng rng(seed * 1000003ULL + static_cast<std::uint64_t>(step * 101 + p * 11 + k));
        const std::unique_ptr<AnyState> d = state.determinize(p, rng);
        EXPECT_EQ(d->to_json(kPublicView), truth.json)
            << "the public JSON shows what a seat cannot know, at\n"
            << state.to_json(kFullView);
        EXPECT_EQ(d->to_text(kPublicView), truth.text)
            << "the public text shows what a seat cannot know, at\n"
            << state.to_json(kFullView);
        for (std::size_t i = 0; i < legal.size(); ++i) {
          const ActionId a = legal[i];
          if (!d->is_legal(a)) continue;
          EXPECT_EQ(d->action_to_string(a, kPublicView), truth.action_text[i])
              << "the public text of '" << state.action_to_string(a)
              << "' depends on what a seat cannot know";
          if (d->apply(a)->to_json(kPublicView) != truth.json_after[i]) continue;
          EXPECT_EQ(d->outcome_text(a, kPublicView), truth.outcome[i])
              << "the public outcome of '" << state.action_to_string(a)
              << "' depends on what a seat cannot know";
        }
      }
      if (::testing::Test::HasFailure()) return false;
    }
    return true;
  });
}

// The public view follows from each seat's view: over every state seen, two states a seat
// cannot tell apart have the same public view; and the public reads every event and outcome
// as some seat reads it (one that learns no secret of it), never more.
TEST_P(PublicView, RevealsNoMoreThanAnySeat) {
  auto g = game();
  const int players = g->num_players();
  std::vector<std::map<std::string, std::string>> public_of_seat_view(idx(players));
  for_each_state(*g, 1, kGames, [&](const AnyState& state, std::uint64_t seed, int step) {
    const std::string shown = state.to_json(kPublicView);
    for (int p = 0; p < players; ++p) {
      SCOPED_TRACE(where(seed, step, p));
      const std::string view = state.to_json(p);
      const auto [it, inserted] = public_of_seat_view[idx(p)].emplace(view, shown);
      EXPECT_TRUE(inserted || it->second == shown)
          << "two states with the same view for the seat have different public views:\n"
          << it->second << "\n"
          << shown;
    }
    if (step % kEvery != 0) return !::testing::Test::HasFailure();
    ActionList legal;
    state.legal_actions(legal);
    for (ActionId a : legal) {
      bool text_of_a_seat = false;
      bool outcome_of_a_seat = false;
      const std::string text = state.action_to_string(a, kPublicView);
      const std::string outcome = state.outcome_text(a, kPublicView);
      for (int p = 0; p < players; ++p) {
        text_of_a_seat = text_of_a_seat || state.action_to_string(a, p) == text;
        outcome_of_a_seat = outcome_of_a_seat || state.outcome_text(a, p) == outcome;
      }
      EXPECT_TRUE(text_of_a_seat) << "no seat reads '" << state.action_to_string(a)
                                  << "' as the public does: " << text;
      EXPECT_TRUE(outcome_of_a_seat)
          << "no seat reads the outcome of '" << state.action_to_string(a)
          << "' as the public does: " << outcome;
    }
    return !::testing::Test::HasFailure();
  });
}

// The document says whose view it is: "view" is -2 in the public JSON.
TEST_P(PublicView, JsonNamesThePublicView) {
  auto g = game();
  const std::unique_ptr<AnyState> state = g->initial_state();
  EXPECT_NE(state->to_json(kPublicView).find("\"view\":-2"), std::string::npos)
      << state->to_json(kPublicView);
}

INSTANTIATE_TEST_SUITE_P(AllGames, PublicView, ::testing::ValuesIn(registered_configurations()),
                         configuration_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(PublicView);

}  // namespace
}  // namespace caper::testing
