// The observation tensor: a hand-worked position, and every two positions told apart.
#include <map>
#include <vector>

#include <gtest/gtest.h>

#include "builder.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

using O = ObservationLayout;
using testing::Builder;

std::vector<float> observe(const State& s, int player) {
  std::vector<float> out(O::kSize, -1.0F);
  s.observation(player, out);
  return out;
}

TEST(TrapTheCapObservation, AHandWorkedPosition) {
  Game g(R"({"players": 2, "variant": "golden_cap", "max_turns": 100})");
  EXPECT_EQ(std::vector<int>(g.observation_shape().begin(), g.observation_shape().end()),
            std::vector<int>{545});
  // P0's golden cap on 20 carries a P1 cap; on 30 a P1 tower over a P0 cap and a P1 cap.
  // Hideouts: P0 3, P1 1. P1 threw a 4 on turn 25.
  const State s = Builder(g)
                      .stack(20, kGold, {0, 1})
                      .golden(0, false)
                      .stack(30, 1, {1, 0})
                      .stack(30, 1)
                      .to_move(1)
                      .roll(4)
                      .turns(25)
                      .build();
  const std::vector<float> o = observe(s, 0);
  std::map<int, float> expected{
      {O::kViewer + 0, 1.0F},
      {O::kToMove + 1, 1.0F},
      {O::kPhase + 1, 1.0F},  // to move
      {O::kRoll + 3, 1.0F},
      {O::kLastRoll + 3, 1.0F},
      {O::kTurns, 0.25F},
      {O::kHideouts + 0, 0.75F},
      {O::kHideouts + 1, 0.25F},
      {O::kGoldenOwner + 0, 1.0F},
      {O::kScores + 0, 1.0F / 12},  // the P1 cap under P0's golden cap
      {O::kScores + 1, 1.0F / 12},  // the P0 cap under P1's tower
      {O::kPlays + 0, 1.0F},
      {O::kPlays + 1, 1.0F},
      {O::kPlanes + 4 * kSquares + 20, 1.0F},  // the golden cap on top on 20
      {O::kPlanes + 1 * kSquares + 30, 0.5F},  // two P1 pieces on 30
      {O::kTowers + 0, 1.0F},                  // tower 0: on 20, gold over P1
      {O::kTowers + 1, 20.0F / 76},
      {O::kTowers + 2 + 4, 1.0F},
      {O::kTowers + 7 + 1, 0.25F},
      {O::kTowers + 12 + 0, 1.0F},  // tower 1: on 30, P1 over P0
      {O::kTowers + 12 + 1, 30.0F / 76},
      {O::kTowers + 12 + 2 + 1, 1.0F},
      {O::kTowers + 12 + 7 + 0, 0.25F},
  };
  for (int i = 0; i < O::kSize; ++i) {
    const auto it = expected.find(i);
    EXPECT_FLOAT_EQ(o[static_cast<std::size_t>(i)], it == expected.end() ? 0.0F : it->second)
        << "index " << i;
  }
  // Nothing is hidden: P1 sees the same but for the viewer one-hot.
  std::vector<float> p1 = observe(s, 1);
  EXPECT_EQ(p1[O::kViewer + 1], 1.0F);
  p1[O::kViewer + 1] = 0.0F;
  p1[O::kViewer + 0] = 1.0F;
  EXPECT_EQ(p1, o);
  std::vector<float> small(O::kSize - 1);
  EXPECT_THROW(s.observation(0, small), InvalidArgument);
  std::vector<float> right(O::kSize);
  EXPECT_THROW(s.observation(2, right), InvalidArgument);
}

// Equal tensors only for equal positions (the JSON says what a position is), and a
// position always gives the same tensor.
TEST(TrapTheCapObservation, TellsEveryTwoPositionsOfRandomGamesApart) {
  for (const char* options : {R"({"variant": "golden_cap"})", R"({"variant": "total_partners"})",
                              R"({"players": 3, "variant": "tower_race"})"}) {
    Game g(options);
    std::map<std::vector<float>, std::string> seen;
    for (int seed = 1; seed <= 6; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed));
      State s = g.initial_state();
      ActionList legal;
      while (true) {
        const std::vector<float> o = observe(s, 1);
        const std::string json = s.to_json(1);
        const auto [it, fresh] = seen.emplace(o, json);
        ASSERT_EQ(it->second, json) << options << ": two positions with one tensor";
        for (int p = 0; p < g.num_players(); ++p)
          ASSERT_FLOAT_EQ(o[static_cast<std::size_t>(O::kScores + p)], s.score(p) / 12.0F);
        if (s.is_terminal()) break;
        s.legal_actions(legal);
        s = s.apply(legal[rng.below(legal.size())]);
      }
    }
    EXPECT_GT(seen.size(), 500U) << options;
  }
}

}  // namespace
}  // namespace caper::trap_the_cap
