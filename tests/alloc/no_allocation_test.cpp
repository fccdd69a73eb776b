// Zero heap allocations per apply, legal_actions, chance_outcomes and is_legal in the C++
// API of every game, checked by counting every operator new of this test program.
#include <atomic>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "alloc/configurations.hpp"
#include "caper/catalogue.hpp"
#include "caper/core/playout.hpp"
#include "caper/core/vector_env.hpp"
#include "caper/game_list.hpp"

namespace {
std::atomic<long> g_allocations{0};
}

void* operator new(std::size_t size) {
  ++g_allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) {
  return operator new(size);
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete[](void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  std::free(p);
}

namespace caper {
namespace {

// Plays seeded random games; at every state counts the allocations of legal_actions,
// chance_outcomes, is_legal and apply, which must be zero. Seed 0 is an uncounted warm-up, so
// one-time lazy initialisation of shared tables (function-local statics) is not counted.
template <GameType G>
void expect_no_allocations(const char* options) {
  SCOPED_TRACE(std::string(G::kName) + " " + options);
  const G game(options);
  for (std::uint64_t seed = 0; seed <= 3; ++seed) {
    const bool counted = seed > 0;
    Rng rng(seed);
    typename G::State state = game.initial_state();
    ActionList legal;
    ChanceList outcomes;
    for (int step = 0; step < 100000 && !state.is_terminal(); ++step) {
      const long before = g_allocations.load();
      const ActionId action = random_action(state, legal, outcomes, rng);
      const bool listed_is_legal = state.is_legal(action);
      typename G::State next = state.apply(action);
      const long used = g_allocations.load() - before;
      ASSERT_TRUE(listed_is_legal) << state.action_to_string(action);
      if (counted) {
        ASSERT_EQ(used, 0) << "step " << step << ": " << used << " allocation(s) applying "
                           << state.action_to_string(action);
      }
      state = next;
    }
    ASSERT_TRUE(state.is_terminal());
  }
}

TEST(NoAllocation, CounterSeesAllocations) {
  const long before = g_allocations.load();
  auto* p = new std::vector<int>(10);
  EXPECT_GE(g_allocations.load() - before, 2);
  delete p;
}

// Whether G accepts `options` (a configuration to count) or refuses them.
template <GameType G>
bool accepts(const std::string& options) {
  try {
    G{options};
    return true;
  } catch (const Error&) {
    return false;
  }
}

TEST(NoAllocation, EveryGameEveryConfiguration) {
  int games = 0;
  for_each_game_type([&]<class G>() {
    ++games;
    for (const std::string& options :
         configurations(G("").info_json(), [](const std::string& o) { return accepts<G>(o); }))
      expect_no_allocations<G>(options.c_str());
  });
  EXPECT_GT(games, 0) << "the list of games is empty";
}

// VectorEnv::step (the batched step of learning hosts) applies the actions, draws the chance
// outcomes, restarts the games that ended and writes every buffer in place: a batch step allocates
// nothing.
TEST(NoAllocation, VectorEnvStepsInPlace) {
  int games = 0;
  for_each_game_type([&]<class G>() {
    ++games;
    SCOPED_TRACE(std::string(G::kName));
    VectorEnv env(make_game(G::kName), 16, 7);
    Rng rng(5);
    std::vector<ActionId> actions(env.size());
    int restarts = 0;
    for (int step = 0; step < 3000; ++step) {
      for (std::size_t i = 0; i < env.size(); ++i)
        actions[i] = env.legal_actions()[i * env.max_legal() + rng.below(env.num_legal()[i])];
      const long before = g_allocations.load();
      env.step(actions);
      ASSERT_EQ(g_allocations.load() - before, 0) << "batch step " << step;
      for (const std::uint8_t done : env.done()) restarts += done;
    }
    EXPECT_GT(restarts, 0) << "no game ended, so no restart was counted";
  });
  EXPECT_GT(games, 0) << "the list of games is empty";
}

}  // namespace
}  // namespace caper
