// Golden values pin the generator bit for bit: any platform, compiler or library that
// produced a different stream would break determinism, and fails here.
#include "caper/core/rng.hpp"

#include <array>
#include <vector>

#include <gtest/gtest.h>

#include "caper/core/error.hpp"

namespace caper {
namespace {

// The reference values of Vigna's splitmix64.c for seed 1234567.
TEST(SplitMix64, MatchesReferenceSequence) {
  SplitMix64 mix(1234567);
  EXPECT_EQ(mix.next(), 6457827717110365317ULL);
  EXPECT_EQ(mix.next(), 3203168211198807973ULL);
  EXPECT_EQ(mix.next(), 9817491932198370423ULL);
  EXPECT_EQ(mix.next(), 4593380528125082431ULL);
  EXPECT_EQ(mix.next(), 16408922859458223821ULL);
}

// The reference xoshiro256** outputs from state {1, 2, 3, 4}.
TEST(Rng, MatchesXoshiroReferenceSequence) {
  Rng rng = Rng::from_state({1, 2, 3, 4});
  const std::array<std::uint64_t, 10> expected{11520ULL,
                                               0ULL,
                                               1509978240ULL,
                                               1215971899390074240ULL,
                                               1216172134540287360ULL,
                                               607988272756665600ULL,
                                               16172922978634559625ULL,
                                               8476171486693032832ULL,
                                               10595114339597558777ULL,
                                               2904607092377533576ULL};
  for (std::uint64_t value : expected) EXPECT_EQ(rng.next_u64(), value);
}

TEST(Rng, SeedingGoesThroughSplitMix) {
  Rng rng(42);
  const std::array<std::uint64_t, 4> expected{1546998764402558742ULL, 6990951692964543102ULL,
                                              12544586762248559009ULL, 17057574109182124193ULL};
  for (std::uint64_t value : expected) EXPECT_EQ(rng.next_u64(), value);
}

TEST(Rng, BoundedIntegersAreGolden) {
  Rng rng(7);
  std::vector<std::uint64_t> rolls;
  for (int i = 0; i < 10; ++i) rolls.push_back(rng.below(6));
  EXPECT_EQ(rolls, (std::vector<std::uint64_t>{0, 2, 0, 4, 2, 5, 4, 4, 4, 1}));
}

TEST(Rng, ShuffleIsGoldenFisherYates) {
  Rng rng(99);
  std::array<int, 10> items{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  rng.shuffle(std::span<int>(items));
  EXPECT_EQ(items, (std::array<int, 10>{4, 1, 9, 0, 7, 2, 5, 3, 6, 8}));
}

TEST(Rng, UnitIsTop53Bits) {
  Rng rng(5);
  EXPECT_DOUBLE_EQ(rng.unit(), 0.2884112281702357);
  EXPECT_DOUBLE_EQ(rng.unit(), 0.6020823331320106);
  EXPECT_DOUBLE_EQ(rng.unit(), 0.6495467305510222);
}

TEST(Rng, BelowZeroIsRefused) {
  Rng rng(1);
  EXPECT_THROW(rng.below(0), InvalidArgument);
  EXPECT_THROW(Rng::from_state({0, 0, 0, 0}), InvalidArgument);
}

TEST(Rng, SampleWalksCumulativeProbabilities) {
  ChanceList outcomes;
  outcomes.push_back({10, 0.25});
  outcomes.push_back({20, 0.75});
  // seed 5 gives unit() = 0.288..., 0.602..., 0.649...: all beyond 0.25.
  Rng rng(5);
  EXPECT_EQ(rng.sample(outcomes), 20u);
  ChanceList empty;
  EXPECT_THROW(rng.sample(empty), WrongPhase);
}

TEST(Rng, SampleFrequenciesFollowProbabilities) {
  ChanceList outcomes;
  for (ActionId a = 0; a < 6; ++a) outcomes.push_back({a, 1.0 / 6});
  Rng rng(2024);
  std::array<int, 6> counts{};
  for (int i = 0; i < 60000; ++i) ++counts[rng.sample(outcomes)];
  for (int count : counts) EXPECT_NEAR(count, 10000, 500);
}

}  // namespace
}  // namespace caper
