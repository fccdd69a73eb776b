// Whole random games for every player count, with and without the advanced rules,
// checking invariants after every action.
#include <gtest/gtest.h>

#include "caper/captain_cool/game.hpp"
#include "conformance/budget.hpp"
#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

// Sanitizer builds play fewer seeds and check views at fewer states (conformance/budget.hpp).
constexpr std::uint64_t kSeeds = caper::testing::budget(6, 1);
constexpr int kViewEvery = caper::testing::budget(1, 3);  // states between view checks

void play(const std::string& options, std::uint64_t seed) {
  Game game(options);
  Rng rng(seed);
  State s = game.initial_state();
  int steps = 0;
  int max_legal = 0;
  while (!s.is_terminal()) {
    ActionList legal;
    s.legal_actions(legal);
    ASSERT_FALSE(legal.empty()) << s.to_json(kFullView);
    max_legal = std::max(max_legal, static_cast<int>(legal.size()));
    ActionId a;
    if (s.current_player() == kChancePlayer) {
      ChanceList outcomes;
      s.chance_outcomes(outcomes);
      double sum = 0;
      for (auto& o : outcomes) sum += o.probability;
      ASSERT_NEAR(sum, 1.0, 1e-9);
      a = rng.sample(outcomes);
    } else {
      a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
    }
    s = s.apply(a);
    // Invariants: distinct scores once set; JSON round trip.
    if (steps % 7 == 0) {
      State back = game.state_from_json(s.to_json(kFullView));
      ASSERT_EQ(back.to_json(kFullView), s.to_json(kFullView));
      ASSERT_TRUE(back == s);
    }
    ASSERT_LT(++steps, 5000);
  }
  for (int p = 0; p < game.num_players(); ++p)
    for (int q = p + 1; q < game.num_players(); ++q) EXPECT_NE(s.score(p), s.score(q));
  EXPECT_LE(max_legal, 50);
  EXPECT_EQ(s.round(), 5);
}

// In every view of a random game: no other player's hidden card, no pile content, no
// other player's pending choice; determinize keeps the view.
TEST(CaptainCoolPlayout, ViewsNeverLeakAndDeterminizeKeepsThem) {
  for (const char* options : {R"({"players": 3})", R"({"players": 6, "advanced": true})"}) {
    Game game(options);
    Rng rng(17);
    State s = game.initial_state();
    for (int step = 0; !s.is_terminal(); ++step) {
      for (int p = 0; p < game.num_players() && step % kViewEvery == 0; ++p) {
        const json view = to_j(s, p);
        for (const auto& [name, pile] : view["piles"].items())
          ASSERT_TRUE(pile.is_number()) << name;
        for (int q = 0; q < game.num_players(); ++q) {
          const auto qi = static_cast<std::size_t>(q);
          if (q == p) continue;
          for (const auto& c : view["hands"][qi]) ASSERT_TRUE(s.is_public(c.get<int>()));
          const json& pending = view["pending"][qi];
          ASSERT_TRUE(pending.is_null() || pending == "hidden");
        }
        Rng d(static_cast<std::uint64_t>(p) + 100);
        ASSERT_EQ(s.determinize(p, d).to_json(p), s.to_json(p));
      }
      s = random_step(s, rng);
    }
  }
}

TEST(CaptainCoolPlayout, EveryPlayerCountPlaysToTheEnd) {
  for (int players = 2; players <= 7; ++players)
    for (bool advanced : {false, true})
      for (std::uint64_t seed = 1; seed <= kSeeds; ++seed)
        play(R"({"players": )" + std::to_string(players) + R"(, "advanced": )" +
                 (advanced ? "true" : "false") + "}",
             seed * 31 + static_cast<std::uint64_t>(players));
}

}  // namespace
}  // namespace caper::captain_cool::testing
