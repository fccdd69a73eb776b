// Per-game benchmarks: random playouts, one step (legal actions + apply), legal actions
// alone and a state copy, in the typed C++ API, through AnyState and through the C ABI,
// so that the overhead of each layer is a measured ratio. See docs/performance.md.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "caper/caper.h"
#include "caper/catalogue.hpp"
#include "caper/core/playout.hpp"
#include "caper/core/vector_env.hpp"
#include "caper/game_list.hpp"

namespace caper {
namespace {

constexpr std::size_t kPoolSize = 4096;

// States met along seeded random playouts: the positions a playout really visits.
template <GameType G>
std::vector<typename G::State> state_pool(const G& game) {
  std::vector<typename G::State> pool;
  Rng rng(12345);
  ActionList legal;
  ChanceList outcomes;
  while (pool.size() < kPoolSize) {
    typename G::State state = game.initial_state();
    while (!state.is_terminal() && pool.size() < kPoolSize) {
      pool.push_back(state);
      const ActionId action = random_action(state, legal, outcomes, rng);
      state = state.apply(action);
    }
  }
  return pool;
}

// The same pool for AnyState and the C ABI, reached the way their clients reach states:
// `add(true, 0)` starts a game, `add(false, action)` applies `action` to the last state.
template <GameType G, class Add>
void for_each_pool_action(Add add) {
  const G game("");
  Rng rng(12345);
  ActionList legal;
  ChanceList outcomes;
  std::size_t size = 0;
  while (size < kPoolSize) {
    typename G::State state = game.initial_state();
    add(true, ActionId{0});
    ++size;
    while (size < kPoolSize) {
      const ActionId action = random_action(state, legal, outcomes, rng);
      state = state.apply(action);
      if (state.is_terminal()) break;
      add(false, action);
      ++size;
    }
  }
}

template <GameType G>
void BM_Playout(benchmark::State& bench) {
  const G game("");
  Rng rng(1);
  ActionList legal;
  ChanceList outcomes;
  std::int64_t actions = 0;
  for (auto _ : bench) {
    typename G::State state = game.initial_state();
    while (!state.is_terminal()) {
      const ActionId action = random_action(state, legal, outcomes, rng);
      state = state.apply(action);
      ++actions;
    }
    benchmark::DoNotOptimize(state);
  }
  bench.counters["games/s"] =
      benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
  bench.counters["actions/game"] =
      static_cast<double>(actions) / static_cast<double>(bench.iterations());
  bench.counters["state_bytes"] = sizeof(typename G::State);
}

// One playout step: legal actions (or chance outcomes), a random choice, apply.
template <GameType G>
void BM_Step(benchmark::State& bench) {
  const G game("");
  const auto pool = state_pool(game);
  Rng rng(2);
  ActionList legal;
  ChanceList outcomes;
  std::size_t i = 0;
  for (auto _ : bench) {
    const typename G::State& state = pool[i++ % pool.size()];
    const ActionId action = random_action(state, legal, outcomes, rng);
    typename G::State next = state.apply(action);
    benchmark::DoNotOptimize(next);
  }
}

template <GameType G>
void BM_LegalActions(benchmark::State& bench) {
  const G game("");
  const auto pool = state_pool(game);
  ActionList legal;
  std::size_t i = 0;
  for (auto _ : bench) {
    pool[i++ % pool.size()].legal_actions(legal);
    benchmark::DoNotOptimize(legal);
  }
}

template <GameType G>
void BM_Copy(benchmark::State& bench) {
  const G game("");
  const auto pool = state_pool(game);
  std::size_t i = 0;
  for (auto _ : bench) {
    typename G::State copy = pool[i++ % pool.size()];
    benchmark::DoNotOptimize(copy);
    benchmark::ClobberMemory();
  }
  bench.counters["state_bytes"] = sizeof(typename G::State);
}

// The same step through AnyState (virtual calls) with apply_into.
template <GameType G>
void BM_AnyStep(benchmark::State& bench) {
  auto game = make_game(G::kName, "");
  std::vector<std::unique_ptr<AnyState>> pool;
  for_each_pool_action<G>([&](bool new_game, ActionId action) {
    pool.push_back(new_game ? game->initial_state() : pool.back()->apply(action));
  });
  auto out = game->initial_state();
  Rng rng(2);
  ActionList legal;
  ChanceList outcomes;
  std::size_t i = 0;
  for (auto _ : bench) {
    const AnyState& state = *pool[i++ % pool.size()];
    state.apply_into(random_action(state, legal, outcomes, rng), *out);
  }
}

// The benchmark pool's states as C ABI handles, reached by applying actions through the
// C ABI as clients reach states (the caller frees them).
template <GameType G>
std::vector<caper_state*> capi_pool(const caper_game* game) {
  std::vector<caper_state*> pool;
  for_each_pool_action<G>([&](bool new_game, ActionId action) {
    caper_state* handle = nullptr;
    if (new_game)
      caper_game_initial_state(game, &handle);
    else
      caper_state_apply(pool.back(), action, &handle);
    pool.push_back(handle);
  });
  return pool;
}

// The same step through the C ABI: caper_state_legal_actions + caper_state_apply_into.
template <GameType G>
void BM_CApiStep(benchmark::State& bench) {
  caper_game* game = nullptr;
  caper_game_new(std::string(G::kName).c_str(), nullptr, &game);
  const std::vector<caper_state*> pool = capi_pool<G>(game);
  caper_state* out = nullptr;
  caper_game_initial_state(game, &out);
  caper_rng* rng = nullptr;
  caper_rng_new(2, &rng);
  std::uint32_t legal[kMaxLegalActions];
  std::size_t i = 0;
  for (auto _ : bench) {
    caper_state* state = pool[i++ % pool.size()];
    std::size_t len = 0;
    std::uint32_t action = 0;
    if (caper_state_current_player(state) == CAPER_CHANCE) {
      caper_state_sample_chance(state, rng, &action);
    } else {
      caper_state_legal_actions(state, legal, kMaxLegalActions, &len);
      std::uint64_t r = 0;
      caper_rng_next_u64(rng, &r);
      action = legal[r % len];
    }
    caper_state_apply_into(state, action, out);
  }
  for (caper_state* state : pool) caper_state_free(state);
  caper_state_free(out);
  caper_rng_free(rng);
  caper_game_free(game);
}

// Writing the observation tensor of the seat to move (seat 0 at chance nodes) through the
// C ABI, into a caller buffer, as learning code does for every step. The seats are looked
// up before timing: the figure is the observation call alone.
template <GameType G>
void BM_CApiObservation(benchmark::State& bench) {
  caper_game* game = nullptr;
  caper_game_new(std::string(G::kName).c_str(), nullptr, &game);
  const std::vector<caper_state*> pool = capi_pool<G>(game);
  std::vector<std::int32_t> seats;
  for (const caper_state* state : pool)
    seats.push_back(std::max(caper_state_current_player(state), std::int32_t{0}));
  std::vector<float> buffer(caper_game_observation_size(game));
  std::size_t i = 0;
  for (auto _ : bench) {
    const std::size_t at = i++ % pool.size();
    std::size_t written = 0;
    caper_state_observation(pool[at], seats[at], buffer.data(), buffer.size(), &written);
    benchmark::DoNotOptimize(buffer.data());
    benchmark::ClobberMemory();
  }
  bench.counters["floats"] = static_cast<double>(buffer.size());
  for (caper_state* state : pool) caper_state_free(state);
  caper_game_free(game);
}

// VectorEnv::step for a batch of 1,024 with a random legal pick per game made in C++ (the
// native part of bench/vector_bench.py, without Python): per_applied is the CPU time per action
// the batch applied, chance outcomes included, the unit of capi_step.
template <GameType G>
void BM_VecStep(benchmark::State& bench) {
  constexpr std::size_t kBatch = 1024;
  VectorEnv env(make_game(G::kName, ""), kBatch, 1);
  Rng rng(3);
  std::vector<ActionId> actions(kBatch);
  auto pick = [&] {
    const auto legal = env.legal_actions();
    const auto counts = env.num_legal();
    for (std::size_t i = 0; i < kBatch; ++i)
      actions[i] = legal[i * env.max_legal() + rng.below(counts[i])];
  };
  for (int warm = 0; warm < 20; ++warm) {
    pick();
    env.step(actions);
  }
  const std::uint64_t before = env.total_steps();
  for (auto _ : bench) {
    pick();
    env.step(actions);
  }
  const auto applied = static_cast<double>(env.total_steps() - before);
  bench.counters["per_applied"] =
      benchmark::Counter(applied, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  bench.counters["applied/step"] = applied / static_cast<double>(bench.iterations());
}

template <GameType G>
void register_game() {
  const std::string name(G::kName);
  benchmark::RegisterBenchmark((name + "/playout").c_str(), BM_Playout<G>)
      ->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark((name + "/step").c_str(), BM_Step<G>);
  benchmark::RegisterBenchmark((name + "/legal_actions").c_str(), BM_LegalActions<G>);
  benchmark::RegisterBenchmark((name + "/copy").c_str(), BM_Copy<G>);
  benchmark::RegisterBenchmark((name + "/any_step").c_str(), BM_AnyStep<G>);
  benchmark::RegisterBenchmark((name + "/capi_step").c_str(), BM_CApiStep<G>);
  benchmark::RegisterBenchmark((name + "/capi_observation").c_str(), BM_CApiObservation<G>);
  benchmark::RegisterBenchmark((name + "/vec_step").c_str(), BM_VecStep<G>)
      ->Unit(benchmark::kMicrosecond);
}

}  // namespace
}  // namespace caper

int main(int argc, char** argv) {
  caper::for_each_game_type([]<class G>() { caper::register_game<G>(); });
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
