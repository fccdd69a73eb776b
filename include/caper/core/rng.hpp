// The one random number generator of caper: xoshiro256** seeded by SplitMix64.
//
// Both algorithms are by Blackman and Vigna (https://prng.di.unimi.it/) and are
// specified bit for bit, so the same seed gives the same stream on every platform.
// Bounded integers, unit doubles and shuffles are implemented here on top of
// next_u64() rather than with std::*_distribution or std::shuffle, whose output
// differs between standard libraries.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <utility>

#include "caper/core/action.hpp"

namespace caper {

// SplitMix64: used to expand a 64-bit seed into the xoshiro state.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();

 private:
  std::uint64_t state_;
};

class Rng {
 public:
  explicit Rng(std::uint64_t seed);
  // An rng with this exact xoshiro state (not all zero); for tests and saved games.
  static Rng from_state(const std::array<std::uint64_t, 4>& state);

  // xoshiro256**: the raw 64-bit output.
  std::uint64_t next_u64();

  // Uniform integer in [0, bound), bound > 0, by rejection: values below
  // 2^64 mod bound are discarded so every residue is equally likely.
  std::uint64_t below(std::uint64_t bound);

  // Uniform double in [0, 1) from the top 53 bits of next_u64().
  double unit();

  // Fisher-Yates (Durstenfeld): for i from n-1 down to 1, swap i with below(i+1).
  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = static_cast<std::size_t>(below(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  // Picks an outcome: u = unit(), then the first outcome whose cumulative
  // probability exceeds u (the last one if rounding leaves u beyond the sum).
  ActionId sample(const ChanceList& outcomes);

  const std::array<std::uint64_t, 4>& raw_state() const { return s_; }

  friend bool operator==(const Rng&, const Rng&) = default;

 private:
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace caper
