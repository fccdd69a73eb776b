// Bytes to floats sixteen at a time, for observation tensors whose counts and codes a state
// keeps as bytes in the tensor's order (issue 16.6): float i is (byte i + bias i, mod 256)
// times scale i, with per-lane tables fixed at compile time. With SSE2 (every x86-64) a
// block is a few register operations and four 16-byte stores, with no branch; compilers do
// not find that form for the plain loop once the tables are inlined (GCC 12 goes scalar),
// so it is written out here once. Elsewhere the same values come from the plain loop,
// byte_floats_detail::portable, which the core tests compare against the SSE2 path.
// Scales that are powers of two make every value exact.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace caper {

inline constexpr int kByteBlock = 16;

// 16 bytes in a register. A GCC/Clang vector type: +, -, &, |, ~, == and < work lane by
// lane on every target (a comparison gives 0xFF or 0 per lane).
typedef std::uint8_t Bytes16 __attribute__((vector_size(16)));

inline Bytes16 load_bytes(const void* src) {
  Bytes16 bytes;
  std::memcpy(&bytes, src, sizeof bytes);
  return bytes;
}

// The same byte in every lane.
inline Bytes16 splat_bytes(std::uint8_t value) {
  return Bytes16{} + value;
}

// How a block of 16 bytes becomes 16 floats: float i is (byte i + bias[i], mod 256) times
// scale[i]. (A bias of 1 maps a stored -1, "none", to 0 and everything else up by one.)
struct BytePlan {
  alignas(16) std::array<float, kByteBlock> scale{};
  alignas(16) std::array<std::uint8_t, kByteBlock> bias{};
};

// Every lane alike.
constexpr BytePlan uniform_plan(float scale, std::uint8_t bias = 0) {
  BytePlan plan{};
  for (int i = 0; i < kByteBlock; ++i) {
    plan.scale[static_cast<std::size_t>(i)] = scale;
    plan.bias[static_cast<std::size_t>(i)] = bias;
  }
  return plan;
}

// kCount consecutive plans for a record of kPeriod bytes repeated (bias entries past the
// list given are 0).
template <int kCount, int kPeriod>
constexpr std::array<BytePlan, kCount> repeat_plan(const std::array<float, kPeriod>& scale,
                                                   const std::array<std::uint8_t, kPeriod>& bias) {
  std::array<BytePlan, kCount> plans{};
  for (std::size_t i = 0; i < static_cast<std::size_t>(kCount * kByteBlock); ++i) {
    const std::size_t at = i % kByteBlock;
    const std::size_t of = i % static_cast<std::size_t>(kPeriod);
    plans[i / kByteBlock].scale[at] = scale[of];
    plans[i / kByteBlock].bias[at] = bias[of];
  }
  return plans;
}

namespace byte_floats_detail {

// The reference: the first kFloats floats of the block, one by one.
template <int kFloats = kByteBlock>
void portable(float* out, Bytes16 bytes, const BytePlan& plan) {
  static_assert(kFloats > 0 && kFloats <= kByteBlock);
  for (int i = 0; i < kFloats; ++i) {
    const auto at = static_cast<std::size_t>(i);
    out[i] =
        static_cast<float>(static_cast<std::uint8_t>(bytes[i] + plan.bias[at])) * plan.scale[at];
  }
}

#if defined(__SSE2__)
template <int kFloats = kByteBlock>
void sse2(float* out, Bytes16 bytes, const BytePlan& plan) {
  static_assert(kFloats % 4 == 0 && kFloats > 0 && kFloats <= kByteBlock);
  const __m128i zero = _mm_setzero_si128();
  const __m128i biased = _mm_add_epi8(
      (__m128i)bytes, _mm_load_si128(reinterpret_cast<const __m128i*>(plan.bias.data())));
  const __m128i low = _mm_unpacklo_epi8(biased, zero);
  const __m128i high = _mm_unpackhi_epi8(biased, zero);
  const __m128i ints[4] = {_mm_unpacklo_epi16(low, zero), _mm_unpackhi_epi16(low, zero),
                           _mm_unpacklo_epi16(high, zero), _mm_unpackhi_epi16(high, zero)};
  for (int q = 0; q < kFloats / 4; ++q)  // unrolled: kFloats is a constant
    _mm_storeu_ps(out + 4 * q,
                  _mm_mul_ps(_mm_cvtepi32_ps(ints[q]), _mm_load_ps(plan.scale.data() + 4 * q)));
}
#endif

}  // namespace byte_floats_detail

// Writes the first kFloats (4, 8, 12 or 16) floats of the block to out[0, kFloats).
template <int kFloats = kByteBlock>
inline void write_byte_floats(float* out, Bytes16 bytes, const BytePlan& plan) {
#if defined(__SSE2__)
  byte_floats_detail::sse2<kFloats>(out, bytes, plan);
#else
  byte_floats_detail::portable<kFloats>(out, bytes, plan);
#endif
}

// The same for 16 bytes in memory.
template <int kFloats = kByteBlock>
inline void write_byte_floats(float* out, const void* src, const BytePlan& plan) {
  write_byte_floats<kFloats>(out, load_bytes(src), plan);
}

}  // namespace caper
