// How promptly a search stops, in every game (2 players, first position with a choice):
// the time from caper_bot_cancel on this thread to caper_bot_choose's return on another,
// and how far past its budget a "mcts:ms=100" search returns. The worst of 5 trials each.
// On a loaded machine the wall time also holds the wait of the searching thread for a core,
// so the search thread's own CPU time from the cancel to its return is given as well: what
// the search itself still did. usage: caper_bot_latency (Linux: thread CPU clocks)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

#include <pthread.h>
#include <time.h>

#include "caper/caper.h"

namespace {

using Clock = std::chrono::steady_clock;

double ms(Clock::duration d) {
  return std::chrono::duration<double, std::milli>(d).count();
}

// A thread's CPU time so far, in ms.
double cpu_ms(clockid_t clock) {
  timespec t{};
  clock_gettime(clock, &t);
  return 1e3 * static_cast<double>(t.tv_sec) + 1e-6 * static_cast<double>(t.tv_nsec);
}

// The first state with a seat to move and more than one legal action (lowest actions).
caper_state* first_choice(const caper_game* game) {
  caper_state* state = nullptr;
  caper_game_initial_state(game, &state);
  for (;;) {
    std::uint32_t actions[1024];
    std::size_t len = 0;
    caper_state_legal_actions(state, actions, 1024, &len);
    if (caper_state_current_player(state) >= 0 && len > 1) return state;
    caper_state* next = nullptr;
    caper_state_apply(state, actions[0], &next);
    caper_state_free(state);
    state = next;
  }
}

}  // namespace

int main() {
  std::printf(
      "| game | cancel to return, worst of 5 (ms) | search CPU after the cancel, worst of 5 (ms) "
      "| past a 100 ms budget, worst of 5 (ms) |\n");
  std::printf("| --- | --- | --- | --- |\n");
  for (std::size_t g = 0; g < caper_game_count(); ++g) {
    caper_game* game = nullptr;
    caper_game_new(caper_game_name(g), "{\"players\": 2}", &game);
    caper_state* state = first_choice(game);
    double cancel_worst = 0, cpu_worst = 0, budget_worst = 0;
    for (int trial = 0; trial < 5; ++trial) {
      caper_bot* bot = nullptr;
      caper_bot_new(game, "mcts:ms=60000", static_cast<std::uint64_t>(trial), &bot);
      std::uint32_t action = 0;
      Clock::time_point returned;
      double cpu_returned = 0;
      std::thread search([&] {
        caper_bot_choose(bot, state, &action);
        returned = Clock::now();
        cpu_returned = cpu_ms(CLOCK_THREAD_CPUTIME_ID);
      });
      clockid_t search_clock{};
      pthread_getcpuclockid(search.native_handle(), &search_clock);
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      const double cpu_cancelled = cpu_ms(search_clock);
      const Clock::time_point cancelled = Clock::now();
      caper_bot_cancel(bot);
      search.join();
      cancel_worst = std::max(cancel_worst, ms(returned - cancelled));
      cpu_worst = std::max(cpu_worst, cpu_returned - cpu_cancelled);
      caper_bot_free(bot);

      caper_bot_new(game, "mcts:ms=100", static_cast<std::uint64_t>(trial), &bot);
      const Clock::time_point start = Clock::now();
      caper_bot_choose(bot, state, &action);
      budget_worst = std::max(budget_worst, ms(Clock::now() - start) - 100);
      caper_bot_free(bot);
    }
    std::printf("| %s | %.2f | %.2f | %.2f |\n", caper_game_name(g), cancel_worst, cpu_worst,
                budget_worst);
    caper_state_free(state);
    caper_game_free(game);
  }
  return 0;
}
