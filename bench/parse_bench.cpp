// The cost per byte of parsing hostile documents through the C ABI, for a 10 KB and a 1 MB
// document of each shape (a loader must not be a way to stall a host): parsing must be linear, so
// bytes_per_second of the 1 MB document stays within 2x of the 10 KB one. The documents are refused
// (they are no game state or options), but only after being parsed in full. See
// docs/performance.md.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "caper/caper.h"

namespace {

// {"stacks":[{},{},...]}: once quadratic (every object's end rescanned the array).
std::string empty_objects(std::size_t bytes) {
  std::string doc = "{\"stacks\":[{}";
  while (doc.size() + 5 < bytes) doc += ",{}";
  return doc + "]}";
}

// {"stacks":[{"a":0,"b":0},...]}: a key set per object.
std::string small_objects(std::size_t bytes) {
  std::string doc = "{\"stacks\":[{\"a\":0,\"b\":0}";
  while (doc.size() + 20 < bytes) doc += ",{\"a\":0,\"b\":0}";
  return doc + "]}";
}

// One object with many distinct keys: {"k0":0,"k1":0,...}.
std::string many_keys(std::size_t bytes) {
  std::string doc = "{\"k0\":0";
  for (std::size_t i = 1; doc.size() + 20 < bytes; ++i) doc += ",\"k" + std::to_string(i) + "\":0";
  return doc + "}";
}

// Nested arrays as deep as allowed, repeated: [[[...]]],[[[...]]],...
std::string deep_arrays(std::size_t bytes) {
  const std::string unit = std::string(60, '[') + std::string(60, ']');
  std::string doc = "{\"stacks\":[" + unit;
  while (doc.size() + unit.size() + 3 < bytes) doc += "," + unit;
  return doc + "]}";
}

template <std::string (*Make)(std::size_t)>
void BM_StateFromJson(benchmark::State& bm) {
  const std::string doc = Make(static_cast<std::size_t>(bm.range(0)));
  caper_game* game = nullptr;
  if (caper_game_new(caper_game_name(0), nullptr, &game) != CAPER_OK) {
    bm.SkipWithError("caper_game_new failed");
    return;
  }
  for (auto _ : bm) {
    caper_state* state = nullptr;
    benchmark::DoNotOptimize(caper_state_from_json(game, doc.c_str(), &state));
    caper_state_free(state);
  }
  bm.SetBytesProcessed(static_cast<std::int64_t>(bm.iterations() * doc.size()));
  caper_game_free(game);
}

template <std::string (*Make)(std::size_t)>
void BM_GameOptions(benchmark::State& bm) {
  const std::string doc = Make(static_cast<std::size_t>(bm.range(0)));
  for (auto _ : bm) {
    caper_game* game = nullptr;
    benchmark::DoNotOptimize(caper_game_new(caper_game_name(0), doc.c_str(), &game));
    caper_game_free(game);
  }
  bm.SetBytesProcessed(static_cast<std::int64_t>(bm.iterations() * doc.size()));
}

constexpr std::int64_t k10KB = 10 * 1024;
constexpr std::int64_t k1MB = 1024 * 1024;

BENCHMARK(BM_StateFromJson<empty_objects>)->Arg(k10KB)->Arg(k1MB)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_StateFromJson<small_objects>)->Arg(k10KB)->Arg(k1MB)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_StateFromJson<many_keys>)->Arg(k10KB)->Arg(k1MB)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_StateFromJson<deep_arrays>)->Arg(k10KB)->Arg(k1MB)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_GameOptions<empty_objects>)->Arg(k10KB)->Arg(k1MB)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_GameOptions<many_keys>)->Arg(k10KB)->Arg(k1MB)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
