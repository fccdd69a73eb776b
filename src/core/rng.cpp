#include "caper/core/rng.hpp"

#include <gsl/assert>

#include "caper/core/error.hpp"

namespace caper {
namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}
}  // namespace

std::uint64_t SplitMix64::next() {
  std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) {
  SplitMix64 mix(seed);
  for (auto& word : s_) word = mix.next();
}

Rng Rng::from_state(const std::array<std::uint64_t, 4>& state) {
  if (state == std::array<std::uint64_t, 4>{}) throw InvalidArgument("Rng: all-zero state");
  Rng rng(0);
  rng.s_ = state;
  return rng;
}

std::uint64_t Rng::next_u64() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
  if (bound == 0) throw InvalidArgument("Rng::below: bound must be positive");
  const std::uint64_t threshold = (0 - bound) % bound;  // 2^64 mod bound
  for (;;) {
    const std::uint64_t x = next_u64();
    if (x >= threshold) return x % bound;
  }
}

double Rng::unit() {
  return static_cast<double>(next_u64() >> 11) * 0x1.0p-53;
}

ActionId Rng::sample(const ChanceList& outcomes) {
  if (outcomes.empty()) throw WrongPhase("no chance outcomes to sample");
  const double u = unit();
  double cumulative = 0.0;
  for (const ChanceOutcome& outcome : outcomes) {
    cumulative += outcome.probability;
    if (u < cumulative) return outcome.action;
  }
  return outcomes.back().action;
}

}  // namespace caper
