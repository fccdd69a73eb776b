// Many threads playing from the same shared game and state (C++ and C ABI) must give the
// same games as one thread: states are immutable, games are read-only. Run under
// ThreadSanitizer with the tsan preset (cmake --preset tsan).
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "caper/caper.h"
#include "caper/catalogue.hpp"
#include "caper/core/any_game.hpp"
#include "caper/core/playout.hpp"

namespace caper {
namespace {

constexpr int kThreads = 6;

// Plays from `start` with Rng(seed) for every choice; returns the final full JSON.
std::string play_from(const AnyState& start, std::uint64_t seed) {
  Rng rng(seed);
  std::unique_ptr<AnyState> state = start.clone();
  ActionList legal;
  ChanceList outcomes;
  while (!state->is_terminal()) state = state->apply(random_action(*state, legal, outcomes, rng));
  return state->to_json(kFullView) + state->to_json(0);
}

std::string play_from_c(const caper_state* start, std::uint64_t seed) {
  caper_rng* rng = nullptr;
  caper_rng_new(seed, &rng);
  caper_state* state = nullptr;
  caper_state_clone(start, &state);
  std::vector<std::uint32_t> legal(kMaxLegalActions);
  while (!caper_state_is_terminal(state)) {
    std::uint32_t action = 0;
    if (caper_state_current_player(state) == CAPER_CHANCE) {
      caper_state_sample_chance(state, rng, &action);
    } else {
      std::size_t len = 0;
      std::uint64_t r = 0;
      caper_state_legal_actions(state, legal.data(), legal.size(), &len);
      caper_rng_next_u64(rng, &r);
      action = legal[r % len];
    }
    caper_state* next = nullptr;
    caper_state_apply(state, action, &next);
    caper_state_free(state);
    state = next;
  }
  std::size_t len = 0;
  caper_state_to_json(state, -1, nullptr, 0, &len);
  std::string json(len, '\0');
  caper_state_to_json(state, -1, json.data(), len, &len);
  caper_state_free(state);
  caper_rng_free(rng);
  return json;
}

TEST(ThreadSafety, SharedStatesGiveTheSingleThreadedGames) {
  for (const GameEntry& entry : game_catalogue()) {
    SCOPED_TRACE(std::string(entry.name));
    std::shared_ptr<AnyGame> game = make_game(entry.name);
    // A shared start a few steps in, so threads share a non-trivial state.
    std::unique_ptr<AnyState> start = game->initial_state();
    Rng warmup(99);
    for (int i = 0; i < 5 && !start->is_terminal(); ++i) {
      ActionList legal;
      start->legal_actions(legal);
      start = start->apply(start->is_chance_node() ? start->sample_chance(warmup) : legal[0]);
    }
    std::vector<std::string> expected;
    for (int t = 0; t < kThreads; ++t) expected.push_back(play_from(*start, 1000 + t));

    std::vector<std::string> got(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
      threads.emplace_back([&, t] { got[t] = play_from(*start, 1000 + t); });
    for (auto& thread : threads) thread.join();
    EXPECT_EQ(got, expected);
  }
}

TEST(ThreadSafety, SharedCHandlesGiveTheSingleThreadedGames) {
  for (std::size_t g = 0; g < caper_game_count(); ++g) {
    SCOPED_TRACE(caper_game_name(g));
    caper_game* game = nullptr;
    ASSERT_EQ(caper_game_new(caper_game_name(g), nullptr, &game), CAPER_OK);
    caper_state* start = nullptr;
    ASSERT_EQ(caper_game_initial_state(game, &start), CAPER_OK);
    std::vector<std::string> expected;
    for (int t = 0; t < kThreads; ++t) expected.push_back(play_from_c(start, 2000 + t));
    std::vector<std::string> got(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
      threads.emplace_back([&, t] {
        got[t] = play_from_c(start, 2000 + t);
        // Errors on one thread do not leak into another thread's last error.
        caper_state* none = nullptr;
        EXPECT_EQ(caper_state_apply(start, 0xFFFFFFFFu, &none), CAPER_E_ILLEGAL_ACTION);
        EXPECT_NE(std::string(caper_last_error()).find("caper_state_apply"), std::string::npos);
      });
    for (auto& thread : threads) thread.join();
    EXPECT_EQ(got, expected);
    caper_state_free(start);
    caper_game_free(game);
  }
}

TEST(ThreadSafety, LastErrorIsPerThread) {
  caper_game* game = nullptr;
  EXPECT_EQ(caper_game_new("no_such_game_main", nullptr, &game), CAPER_E_UNKNOWN_GAME);
  std::thread other([] {
    EXPECT_STREQ(caper_last_error(), "");
    caper_game* g = nullptr;
    EXPECT_EQ(caper_game_new(nullptr, nullptr, &g), CAPER_E_INVALID_ARGUMENT);
  });
  other.join();
  EXPECT_NE(std::string(caper_last_error()).find("no_such_game_main"), std::string::npos);
}

// caper_bot_cancel from this thread stops a caper_bot_choose running on another one: it
// returns a legal action long before its minute of budget, with no data race (TSan).
TEST(ThreadSafety, ABotSearchIsCancelledFromAnotherThread) {
  for (std::size_t g = 0; g < caper_game_count(); ++g) {
    SCOPED_TRACE(caper_game_name(g));
    caper_game* game = nullptr;
    ASSERT_EQ(caper_game_new(caper_game_name(g), nullptr, &game), CAPER_OK);
    caper_state* state = nullptr;
    ASSERT_EQ(caper_game_initial_state(game, &state), CAPER_OK);
    caper_rng* rng = nullptr;
    ASSERT_EQ(caper_rng_new(5, &rng), CAPER_OK);
    while (caper_state_current_player(state) == CAPER_CHANCE) {  // to a seat's turn
      std::uint32_t outcome = 0;
      caper_state* next = nullptr;
      ASSERT_EQ(caper_state_sample_chance(state, rng, &outcome), CAPER_OK);
      ASSERT_EQ(caper_state_apply(state, outcome, &next), CAPER_OK);
      caper_state_free(state);
      state = next;
    }
    caper_rng_free(rng);
    caper_bot* bot = nullptr;
    ASSERT_EQ(caper_bot_new(game, "mcts:ms=60000", 1, &bot), CAPER_OK);
    std::uint32_t action = 0xFFFFFFFFu;
    caper_status status = CAPER_E_INTERNAL;
    const auto start = std::chrono::steady_clock::now();
    std::thread search([&] { status = caper_bot_choose(bot, state, &action); });
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    EXPECT_EQ(caper_bot_cancel(bot), CAPER_OK);
    search.join();
    const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
    EXPECT_LT(spent.count(), 10.0);  // generous: the machine is shared
    EXPECT_EQ(status, CAPER_OK);
    EXPECT_EQ(caper_state_is_legal(state, action), 1);
    caper_bot_free(bot);
    caper_state_free(state);
    caper_game_free(game);
  }
}

}  // namespace
}  // namespace caper
