// legal_actions and apply never touch the heap: counted with a replaced operator new.
#include <atomic>
#include <cstdlib>
#include <new>

#include <gtest/gtest.h>

#include "caper/trap_the_cap/game.hpp"

namespace {
std::atomic<long> g_allocations{0};
}

void* operator new(std::size_t size) {
  ++g_allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}

namespace caper::trap_the_cap {
namespace {

TEST(TrapTheCapPerformance, LegalActionsAndApplyNeverAllocate) {
  for (const char* options :
       {R"({"players": 4})", R"({"variant": "total_partners"})", R"({"variant": "golden_cap"})"}) {
    const Game g(options);
    Rng rng(3);
    State s = g.initial_state();
    ActionList legal;
    (void)num_actions(true);  // build the id tables first
    const long before = g_allocations.load();
    int steps = 0;
    while (!s.is_terminal()) {
      s.legal_actions(legal);
      s = s.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
      ++steps;
    }
    EXPECT_EQ(g_allocations.load(), before) << options;
    EXPECT_GT(steps, 10);
  }
  static_assert(sizeof(State) < 256);
}

}  // namespace
}  // namespace caper::trap_the_cap
