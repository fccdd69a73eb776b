// Bit operations written once for every game. std::popcount compiles to a call into libgcc
// on baseline x86-64 (the POPCNT instruction is x86-64-v2), which showed as 15% of a Card
// Caper step; this inline form is a dozen instructions and needs no CPU feature.
#pragma once

#include <bit>
#include <cstdint>
#include <type_traits>

namespace caper {

// The number of set bits of `x`.
constexpr int bit_count(std::uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555ULL;
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

// std::bit_cast where the standard library has it, else the compiler builtin it is made
// of (emscripten 3.1.6's libc++ lacks std::bit_cast; GCC, Clang and MSVC have the builtin).
template <class To, class From>
requires(sizeof(To) == sizeof(From) && std::is_trivially_copyable_v<To> &&
         std::is_trivially_copyable_v<From>) constexpr To bit_cast(const From& from) noexcept {
#if defined(__cpp_lib_bit_cast)
  return std::bit_cast<To>(from);
#else
  return __builtin_bit_cast(To, from);
#endif
}

}  // namespace caper
