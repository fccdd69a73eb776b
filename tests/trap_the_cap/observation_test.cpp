// The observation tensor: a hand-worked position, and every two positions told apart.
#include <map>
#include <vector>

#include <gtest/gtest.h>

#include "builder.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

// The layout does not depend on the options.
const ObservationLayout kL = Game("").observation_layout();
using testing::Builder;

std::vector<float> observe(const State& s, int player) {
  std::vector<float> out(kL.size, -1.0F);
  s.observation(player, out);
  return out;
}

// Every float of `o` against `expected` (index -> value), the rest 0.
void expect_floats(const std::vector<float>& o, const std::map<int, float>& expected) {
  ASSERT_EQ(o.size(), static_cast<std::size_t>(kL.size));
  for (int i = 0; i < kL.size; ++i) {
    const auto it = expected.find(i);
    EXPECT_EQ(o[static_cast<std::size_t>(i)], it == expected.end() ? 0.0F : it->second)
        << "index " << i;
  }
}

TEST(TrapTheCapObservation, AHandWorkedPosition) {
  Game g(R"({"players": 2, "variant": "golden_cap", "max_turns": 100})");
  EXPECT_EQ(std::vector<int>(g.observation_shape().begin(), g.observation_shape().end()),
            std::vector<int>{188});
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
  // Slots in the state's order (square, top, then prisoners): the golden tower on 20, the
  // plain P1 cap on 30, the P1 tower on 30.
  expect_floats(o, {
                       {kL.viewer.offset + 0, 1.0F},
                       {kL.to_move.offset + 1, 1.0F},
                       {kL.phase.offset + 1, 1.0F},      // to move (the throw is the last roll)
                       {kL.last_roll.offset + 3, 1.0F},  // a 4
                       {kL.turns.offset, 0.25F},         // 25 of 100
                       {kL.hideouts.offset + 0, 0.75F},
                       {kL.hideouts.offset + 1, 0.25F},
                       {kL.golden_owner.offset + 0, 1.0F},
                       {kL.plays.offset + 0, 1.0F},
                       {kL.plays.offset + 1, 1.0F},
                       {52, 0.15625F},   // slot 0: square 20 / 128
                       {53, 1.0F},       // top: gold
                       {55, 0.25F},      // a P1 prisoner
                       {59, 1.0F},       // a stack
                       {60, 0.234375F},  // slot 1: square 30 / 128
                       {61, 0.25F},      // top: P1
                       {67, 1.0F},
                       {68, 0.234375F},  // slot 2: square 30
                       {69, 0.25F},      // top: P1
                       {70, 0.25F},      // a P0 prisoner
                       {75, 1.0F},
                   });
  // Nothing is hidden: P1 sees the same but for the viewer one-hot.
  std::vector<float> p1 = observe(s, 1);
  EXPECT_EQ(p1[kL.viewer.offset + 1], 1.0F);
  p1[kL.viewer.offset + 1] = 0.0F;
  p1[kL.viewer.offset + 0] = 1.0F;
  EXPECT_EQ(p1, o);
  std::vector<float> small(kL.size - 1);
  EXPECT_THROW(s.observation(0, small), InvalidArgument);
  std::vector<float> right(kL.size);
  EXPECT_THROW(s.observation(2, right), InvalidArgument);
}

// The end by max_turns: phase, winners, locked caps, and a seat without free caps.
TEST(TrapTheCapObservation, AFinishedGame) {
  Game g(R"({"players": 3, "max_turns": 10})");
  // P0 locked up a P1 cap; P1's tower on 10 carries all of P2's caps. Turn 10 of 10: over,
  // P1 wins with 4 prisoners against P0's 1.
  const State s = Builder(g).locked(0, 1, 1).stack(10, 1, {0, 0, 4}).last_roll(2).turns(10).build();
  ASSERT_TRUE(s.is_terminal());
  expect_floats(observe(s, 2), {
                                   {kL.viewer.offset + 2, 1.0F},
                                   {kL.to_move.offset + 0, 1.0F},
                                   {kL.phase.offset + 3, 1.0F},  // over: max_turns
                                   {kL.last_roll.offset + 1, 1.0F},
                                   {kL.turns.offset, 1.0F},
                                   {kL.hideouts.offset + 0, 1.0F},  // 4 caps
                                   {kL.hideouts.offset + 1, 0.5F},  // 2 caps
                                   {kL.locked.offset + 4 * 0 + 1, 0.25F},
                                   {kL.plays.offset + 0, 1.0F},  // P2 has no free cap
                                   {kL.plays.offset + 1, 1.0F},
                                   {kL.winners.offset + 1, 1.0F},
                                   {52, 0.078125F},  // square 10 / 128
                                   {53, 0.25F},      // top: P1
                                   {56, 1.0F},       // 4 P2 prisoners / 4
                                   {59, 1.0F},
                               });
}

// Every cap and the golden cap alone on its square: all 17 slots hold a stack.
TEST(TrapTheCapObservation, SeventeenStacksFillEverySlot) {
  Game g(R"({"variant": "golden_cap"})");
  Builder b(g);
  for (int c = 0; c < 4; ++c)  // colour c on squares 10c+1 .. 10c+4
    for (int k = 1; k <= 4; ++k) b.stack(10 * c + k, c);
  const State s = b.stack(kCentre, kGold).turns(40).build();
  ASSERT_EQ(s.stacks().size(), 17U);
  std::map<int, float> expected{{kL.viewer.offset + 3, 1.0F},    {kL.to_move.offset + 0, 1.0F},
                                {kL.phase.offset + 0, 1.0F},      // the die is to be thrown
                                {kL.last_roll.offset + 0, 1.0F},  // the builder's last roll: 1
                                {kL.turns.offset, 0.04F},         // 40 of 1000
                                {kL.plays.offset + 0, 1.0F},     {kL.plays.offset + 1, 1.0F},
                                {kL.plays.offset + 2, 1.0F},     {kL.plays.offset + 3, 1.0F}};
  for (int slot = 0; slot < 16; ++slot) {  // in square order: colour slot / 4
    const int at = kL.stacks.offset + ObservationLayout::kStackWidth * slot;
    expected[at] = static_cast<float>(10 * (slot / 4) + slot % 4 + 1) / 128.0F;
    if (slot >= 4) expected[at + 1] = static_cast<float>(slot / 4) / 4.0F;
    expected[at + 7] = 1.0F;
  }
  const int last = kL.stacks.offset + ObservationLayout::kStackWidth * 16;
  expected[last] = 58.0F / 128.0F;  // the golden cap on the centre
  expected[last + 1] = 1.0F;
  expected[last + 7] = 1.0F;
  expect_floats(observe(s, 3), expected);
}

// Equal tensors only for equal positions (the JSON says what a position is), and a
// position always gives the same tensor.
TEST(TrapTheCapObservation, TellsEveryTwoPositionsOfRandomGamesApart) {
  for (const char* options :
       {R"({"variant": "golden_cap"})", R"({"variant": "total_partners"})",
        R"({"players": 3, "variant": "tower_race"})", R"({"players": 2, "max_turns": 150})"}) {
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
        for (int p = 0; p < g.num_players(); ++p) {
          ASSERT_EQ(o[static_cast<std::size_t>(kL.plays.offset + p)], s.plays(p) ? 1.0F : 0.0F);
          ASSERT_EQ(o[static_cast<std::size_t>(kL.winners.offset + p)],
                    s.is_winner(p) ? 1.0F : 0.0F);
        }
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
