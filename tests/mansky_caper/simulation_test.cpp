// Random playouts of every player count: the contract holds at every step.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "caper/core/rng.hpp"
#include "conformance/budget.hpp"
#include "helpers.hpp"

namespace mc_test {
namespace {

void check_invariants(const State& s) {
  const Game& g = s.game();
  int gems = s.supply_gems(), coins = s.supply_coins(), favors = 0;
  for (int c = 0; c < g.num_characters(); ++c) {
    const auto& ch = s.character(c);
    gems += ch.gems + ch.stash_gems;
    coins += ch.coins + ch.stash_coins;
    favors += ch.favors;
  }
  for (int r = 0; r < g.edition().mansion_size; ++r) {
    gems += s.room(r).gems;
    coins += s.room(r).coins;
  }
  ASSERT_EQ(gems, g.edition().supply_gems);
  ASSERT_EQ(coins, g.edition().supply_coins);
  ASSERT_LE(favors, g.num_players());
}

void random_games(int players, int games, std::uint64_t seed, bool check_json) {
  Game g("{\"players\": " + std::to_string(players) + "}");
  caper::Rng rng(seed);
  int over_by_rooms = 0;
  std::size_t max_seen = 0;
  for (int game = 0; game < games; ++game) {
    State s = g.initial_state();
    int steps = 0;
    while (!s.is_terminal()) {
      ASSERT_LT(++steps, 200000);
      caper::ActionList list;
      s.legal_actions(list);
      ASSERT_FALSE(list.empty()) << s.to_text(-1);
      ASSERT_LE(list.size(), static_cast<std::size_t>(caper::mansky_caper::kMaxLegalActionsBound));
      max_seen = std::max(max_seen, list.size());
      for (std::size_t i = 1; i < list.size(); ++i) ASSERT_LT(list[i - 1], list[i]);
      caper::ActionId pick;
      if (s.is_chance_node()) {
        caper::ChanceList outcomes;
        s.chance_outcomes(outcomes);
        double sum = 0;
        for (const auto& o : outcomes) {
          ASSERT_GT(o.probability, 0.0);
          sum += o.probability;
        }
        ASSERT_NEAR(sum, 1.0, 1e-9);
        pick = rng.sample(outcomes);
      } else {
        ASSERT_GE(s.current_player(), 0);
        ASSERT_LT(s.current_player(), players);
        pick = list[static_cast<std::size_t>(rng.below(list.size()))];
      }
      ASSERT_EQ(s.action_from_string(s.action_to_string(pick)), pick);
      if (check_json) {
        const std::string text = s.to_json(-1);
        State back = g.state_from_json(text);
        ASSERT_EQ(back.to_json(-1), text);
        ASSERT_TRUE(back == s);
      }
      s = s.apply(pick);
      check_invariants(s);
    }
    std::vector<double> ret(static_cast<std::size_t>(players));
    s.returns(ret);
    double total = 0;
    for (double v : ret) total += v;
    ASSERT_LE(total, 1.0 + 1e-9);
    if (s.end_reason() == caper::mansky_caper::EndReason::kRoomsGone) ++over_by_rooms;
  }
  EXPECT_GT(over_by_rooms, 0);
  std::printf("players %d: at most %zu legal actions seen\n", players, max_seen);
}

// Fewer games in sanitizer builds (conformance/budget.hpp).
using caper::testing::budget;

TEST(ManskySimulation, TwoPlayers) {
  random_games(2, budget(40, 8), 1, true);
}
TEST(ManskySimulation, ThreePlayers) {
  random_games(3, budget(30, 6), 2, true);
}
TEST(ManskySimulation, FourPlayers) {
  random_games(4, budget(30, 6), 3, true);
}
TEST(ManskySimulation, FivePlayers) {
  random_games(5, budget(20, 4), 4, false);
}
TEST(ManskySimulation, SixPlayers) {
  random_games(6, budget(20, 4), 5, true);
}

// The trade being put together is on the board, for both sides: P0 offers its Favor
// marker to P1 for nothing.
TEST(ManskySimulation, TheTradeOnOfferIsShown) {
  Game g("");
  const State s = play(started(g), {"trade P1", "give favor"});
  EXPECT_NE(s.to_text(1).find("Trade being made: P0 gives 1 favor to P1 for nothing"),
            std::string::npos)
      << s.to_text(1);
  const State sent = act(s, "send-offer");
  EXPECT_NE(sent.to_text(0).find("Trade on offer: P0 gives 1 favor to P1 for nothing"),
            std::string::npos)
      << sent.to_text(0);
}

TEST(ManskySimulation, EveryIdHasText) {
  Game g("");
  State s = g.initial_state();
  EXPECT_EQ(g.num_distinct_actions(), 170U);
  const std::string text = started(g).to_text(0);
  EXPECT_NE(text.find("R1 Room 2 [open] safe: 7 loot, 3 GASP!, 3 danger; track o!B"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("> P0 Frankie the Fixer (draw_two) R0 | loot 0g 0c"), std::string::npos)
      << text;
  EXPECT_NE(text.find("To move: P0"), std::string::npos);
  for (caper::ActionId id = 0; id < g.num_distinct_actions(); ++id)
    ASSERT_EQ(s.action_from_string(s.action_to_string(id)), id) << s.action_to_string(id);
  EXPECT_THROW((void)s.action_to_string(g.num_distinct_actions()), caper::InvalidArgument);
}

}  // namespace
}  // namespace mc_test
