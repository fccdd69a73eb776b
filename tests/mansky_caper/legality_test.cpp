// is_legal checks one action's conditions directly; here it must agree with membership in
// legal_actions for every id, in every state met along random playouts (and in their JSON
// round trips, which rebuild the cached owner table and room masks).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "caper/core/playout.hpp"
#include "caper/core/rng.hpp"
#include "helpers.hpp"

namespace mc_test {
namespace {

void expect_is_legal_matches(const State& s, const std::string& where) {
  caper::ActionList legal;
  s.legal_actions(legal);
  ASSERT_TRUE(std::is_sorted(legal.begin(), legal.end())) << where;
  for (caper::ActionId id = 0; id < s.game().num_distinct_actions() + 2; ++id) {
    const bool listed = std::binary_search(legal.begin(), legal.end(), id);
    ASSERT_EQ(s.is_legal(id), listed)
        << where << ": id " << id << " ("
        << (id < s.game().num_distinct_actions() ? s.action_to_string(id)
                                                 : std::string("out of range"))
        << ") in " << s.to_json(caper::kFullView);
  }
}

void check(const std::string& options, int games, std::uint64_t seed) {
  Game g(options);
  caper::Rng rng(seed);
  caper::ActionList legal;
  caper::ChanceList outcomes;
  int states = 0;
  for (int game = 0; game < games; ++game) {
    State s = g.initial_state();
    while (!s.is_terminal()) {
      const std::string where = options + " game " + std::to_string(game);
      expect_is_legal_matches(s, where);
      if (rng.below(16) == 0) {
        const State back = g.state_from_json(s.to_json(caper::kFullView));
        ASSERT_EQ(back, s) << where;
        expect_is_legal_matches(back, where + " (from JSON)");
      }
      ++states;
      s = s.apply(caper::random_action(s, legal, outcomes, rng));
    }
    expect_is_legal_matches(s, options + " terminal");
  }
  EXPECT_GT(states, games * 20);
}

TEST(ManskyLegality, IsLegalMatchesLegalActions) {
  for (int players = 2; players <= 6; ++players)
    check(R"({"players": )" + std::to_string(players) + "}", 40,
          static_cast<std::uint64_t>(100 + players));
}

// A mansion of six rooms and a short game: every room slot and the turn limit are reached.
TEST(ManskyLegality, IsLegalMatchesLegalActionsSixRooms) {
  check(R"({"players": 3, "max_turns": 40, "edition": {"mansion_size": 6}})", 40, 7);
  check(R"({"players": 2, "edition": {"mansion_size": 6}})", 40, 8);
}

}  // namespace
}  // namespace mc_test
