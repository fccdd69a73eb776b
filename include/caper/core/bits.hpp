// Bit counting written once for every game. std::popcount compiles to a call into libgcc
// on baseline x86-64 (the POPCNT instruction is x86-64-v2), which showed as 15% of a Card
// Caper step; this inline form is a dozen instructions and needs no CPU feature.
#pragma once

#include <cstdint>

namespace caper {

// The number of set bits of `x`.
constexpr int bit_count(std::uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555ULL;
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

}  // namespace caper
