// The Mansky Caper's own invariants at every state of random games of every player count.
// What every game promises (legal lists, chance outcomes, returns, texts, JSON, views) is
// checked for every game by tests/conformance; here only what is this game's: gems and
// coins are conserved, there are no more Favor markers than players, the legal list stays
// within its documented bound, a reloaded state equals the state (operator==, which sees
// a fact the JSON would drop), and some games of every count end with the rooms gone.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "conformance/budget.hpp"
#include "conformance/playout.hpp"
#include "helpers.hpp"

namespace mc_test {
namespace {

using caper::testing::budget;

void expect_conserved(const State& s) {
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
  EXPECT_EQ(gems, g.edition().supply_gems);
  EXPECT_EQ(coins, g.edition().supply_coins);
  EXPECT_LE(favors, g.num_players());
}

void random_games(int players, int games, std::uint64_t first_seed) {
  SCOPED_TRACE(std::to_string(players) + " players");
  const Game g("{\"players\": " + std::to_string(players) + "}");
  int over_by_rooms = 0;
  std::size_t max_seen = 0;
  caper::ActionList legal;
  caper::testing::for_each_state(
      g, first_seed, games, [&](const State& s, std::uint64_t seed, int step) {
        SCOPED_TRACE("seed " + std::to_string(seed) + " step " + std::to_string(step));
        s.legal_actions(legal);
        max_seen = std::max(max_seen, legal.size());
        EXPECT_LE(legal.size(),
                  static_cast<std::size_t>(caper::mansky_caper::kMaxLegalActionsBound));
        expect_conserved(s);
        EXPECT_TRUE(g.state_from_json(s.to_json(caper::kFullView)) == s) << "the reload differs";
        if (s.end_reason() == caper::mansky_caper::EndReason::kRoomsGone) ++over_by_rooms;
        return !::testing::Test::HasFailure();
      });
  EXPECT_GT(over_by_rooms, 0) << "no game ended with the rooms gone";
  std::printf("players %d: at most %zu legal actions seen\n", players, max_seen);
}

// Fewer games in sanitizer builds (conformance/budget.hpp).
TEST(ManskyRandomPlay, TwoPlayers) {
  random_games(2, budget(40, 8), 100);
}
TEST(ManskyRandomPlay, ThreePlayers) {
  random_games(3, budget(30, 6), 200);
}
TEST(ManskyRandomPlay, FourPlayers) {
  random_games(4, budget(30, 6), 300);
}
TEST(ManskyRandomPlay, FivePlayers) {
  random_games(5, budget(20, 4), 400);
}
TEST(ManskyRandomPlay, SixPlayers) {
  random_games(6, budget(20, 4), 500);
}

}  // namespace
}  // namespace mc_test
