// apply, legal_actions and chance_outcomes never touch the heap: counted by replacing the
// global operator new in this test program.
#include <cstdlib>
#include <new>

#include <gtest/gtest.h>

#include "caper/captain_cool/game.hpp"

namespace {
bool g_counting = false;
long g_allocations = 0;
}  // namespace

void* operator new(std::size_t size) {
  if (g_counting) ++g_allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}

namespace caper::captain_cool::testing {
namespace {

TEST(CaptainCoolAllocation, ApplyAndLegalActionsAllocateNothing) {
  // The counter sees allocations.
  g_counting = true;
  g_allocations = 0;
  void* probe = ::operator new(16);
  g_counting = false;
  ::operator delete(probe);
  ASSERT_EQ(g_allocations, 1);
  {
    Game game(R"({"players": 2})");
    const State s = game.initial_state();
    g_counting = true;
    const std::string text = s.to_json(kFullView);  // the library's own allocations count
    g_counting = false;
    ASSERT_GT(g_allocations, 1);
  }
  for (const char* options : {R"({"players": 4})", R"({"players": 5, "advanced": true})"}) {
    Game game(options);
    Rng rng(9);
    State s = game.initial_state();
    while (!s.is_terminal()) {
      ActionList legal;
      ChanceList outcomes;
      g_counting = true;
      g_allocations = 0;
      s.legal_actions(legal);
      if (s.current_player() == kChancePlayer) s.chance_outcomes(outcomes);
      g_counting = false;
      const ActionId a = s.current_player() == kChancePlayer
                             ? rng.sample(outcomes)
                             : legal[static_cast<std::size_t>(rng.below(legal.size()))];
      g_counting = true;
      State next = s.apply(a);
      const bool legal_ok = s.is_legal(a);
      g_counting = false;
      ASSERT_TRUE(legal_ok);
      ASSERT_EQ(g_allocations, 0) << "allocation in phase " << phase_name(s.phase());
      s = next;
    }
  }
}

}  // namespace
}  // namespace caper::captain_cool::testing
