// Bytes to floats sixteen at a time, for observation tensors whose counts and codes a state
// keeps as bytes in the tensor's order (an observation is a
// few dozen stores): float i is (byte i + bias i, mod 256)
// times scale i, with per-lane tables fixed at compile time. With SSE2 (every x86-64) a
// block is a few register operations and four 16-byte stores, with no branch; compilers do
// not find that form for the plain loop once the tables are inlined (GCC 12 goes scalar),
// so it is written out here once. Elsewhere the same values come from the plain loop,
// byte_floats_detail::portable, which the core tests compare against the SSE2 path.
// The scales are powers of two, so every value is exact (and equal on both paths).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "caper/core/byte_scale.hpp"
#include "caper/core/error.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace caper {

// Lane i of a vector is the byte at offset i in memory (low_bytes relies on it).
static_assert(std::endian::native == std::endian::little);

inline constexpr int kByteBlock = 16;

// 16 bytes in a register. A GCC/Clang vector type: +, -, &, |, ~, == and < work lane by
// lane on every target (a comparison gives 0xFF or 0 per lane).
typedef std::uint8_t Bytes16 __attribute__((vector_size(16)));

// Eight half-words in a register (lane-wise operators as for Bytes16).
typedef std::uint16_t Words8 __attribute__((vector_size(16)));

inline Bytes16 load_bytes(const void* src) {
  Bytes16 bytes;
  std::memcpy(&bytes, src, sizeof bytes);
  return bytes;
}

inline Words8 load_words(const void* src) {
  Words8 words;
  std::memcpy(&words, src, sizeof words);
  return words;
}

// The 8 bytes of `low` (in memory order) in lanes 0-7, zeros above. Built in registers:
// an 8-byte memcpy into a zeroed vector goes through the stack, and a wide load of bytes
// just stored narrowly waits for the stores to drain.
inline Bytes16 low_bytes(std::uint64_t low) {
  typedef std::uint64_t U64x2 __attribute__((vector_size(16)));
  return (Bytes16)U64x2{low, 0};
}

// The kCount (4 or 8) bytes at `src` in lanes 0..kCount-1, zeros above: for arrays too
// short for a 16-byte load, or bytes just stored one by one (through low_bytes).
template <int kCount = 8>
inline Bytes16 load_low_bytes(const void* src) {
  static_assert(kCount == 4 || kCount == 8);
  std::conditional_t<kCount == 4, std::uint32_t, std::uint64_t> low = 0;
  std::memcpy(&low, src, sizeof low);
  return low_bytes(low);
}

// The same byte in every lane.
inline Bytes16 splat_bytes(std::uint8_t value) {
  return Bytes16{} + value;
}

// How a block of 16 bytes becomes 16 floats: float i is (byte i + bias[i], mod 256) times
// scale[i]. (A bias of 1 maps a stored -1, "none", to 0 and everything else up by one.)
// Every scale is a power of two, 2^-s with 0 <= s <= 126, so that every float is exact, or
// 0 for a lane that must read 0; another scale is refused (a compile error for the
// constexpr plans the games keep).
class BytePlan {
 public:
  constexpr BytePlan(const std::array<float, kByteBlock>& scale,
                     const std::array<std::uint8_t, kByteBlock>& bias)
      : scale_(scale), bias_(bias) {
    for (std::size_t i = 0; i < kByteBlock; ++i) {
      biased_ = biased_ || bias[i] != 0;
      keep_[i] = scale[i] == 0.0F ? 0 : 0xFF;
      masked_ = masked_ || scale[i] == 0.0F;
      const float power_of_two = scale[i] == 0.0F ? 1.0F : scale[i];  // a lane masked to 0
      int s = 0;
      float power = 1.0F;
      while (s <= 126 && power != power_of_two) {
        power /= 2;
        ++s;
      }
      if (s > 126) throw InvalidArgument("BytePlan: a scale is not a power of two 2^-s");
      // The float with the bits (150 - s) << 23 | b is 2^(23-s) + b 2^-s; less base_, b 2^-s.
      exponent_[i] = static_cast<std::uint16_t>((150 - s) << 7);
      base_[i] = power * 8388608.0F;  // 2^23
    }
  }

  float scale(int i) const { return scale_[static_cast<std::size_t>(i)]; }
  std::uint8_t bias(int i) const { return bias_[static_cast<std::size_t>(i)]; }
  const std::uint8_t* biases() const { return bias_.data(); }
  // False when every bias is 0 (the add is left out; known at compile time for the
  // constexpr plans).
  bool biased() const { return biased_; }
  // 0xFF for a lane to convert, 0 for a lane of scale 0; masked() when there is such a lane.
  const std::uint8_t* keep() const { return keep_.data(); }
  bool masked() const { return masked_; }
  // The high half-words of the floats that carry the biased bytes, and what to subtract.
  const std::uint16_t* exponents() const { return exponent_.data(); }
  const float* bases() const { return base_.data(); }

 private:
  alignas(16) std::array<float, kByteBlock> scale_;
  alignas(16) std::array<std::uint8_t, kByteBlock> bias_;
  alignas(16) std::array<std::uint16_t, kByteBlock> exponent_{};
  alignas(16) std::array<float, kByteBlock> base_{};
  alignas(16) std::array<std::uint8_t, kByteBlock> keep_{};
  bool biased_ = false;
  bool masked_ = false;
};

// Every lane alike.
constexpr BytePlan uniform_plan(float scale, std::uint8_t bias = 0) {
  std::array<float, kByteBlock> scales{};
  std::array<std::uint8_t, kByteBlock> biases{};
  scales.fill(scale);
  biases.fill(bias);
  return BytePlan(scales, biases);
}

// kCount consecutive plans for a record of kPeriod bytes repeated (bias entries past the
// list given are 0).
template <int kCount, int kPeriod>
constexpr std::array<BytePlan, kCount> repeat_plan(const std::array<float, kPeriod>& scale,
                                                   const std::array<std::uint8_t, kPeriod>& bias) {
  const auto plan = [&](std::size_t block) {
    std::array<float, kByteBlock> scales{};
    std::array<std::uint8_t, kByteBlock> biases{};
    for (std::size_t at = 0; at < kByteBlock; ++at) {
      const std::size_t of = (block * kByteBlock + at) % static_cast<std::size_t>(kPeriod);
      scales[at] = scale[of];
      biases[at] = bias[of];
    }
    return BytePlan(scales, biases);
  };
  return [&]<std::size_t... kBlock>(std::index_sequence<kBlock...>) {
    return std::array<BytePlan, kCount>{plan(kBlock)...};
  }
  (std::make_index_sequence<kCount>());
}

// The plan of the 16 bytes from byte `first` of records laid end to end, each of N bytes
// converted by `record` (a struct's ByteScale table): lane i takes record[(first + i) % N].
template <std::size_t N>
constexpr BytePlan record_plan(const std::array<ByteScale, N>& record, std::size_t first = 0) {
  std::array<float, kByteBlock> scales{};
  std::array<std::uint8_t, kByteBlock> biases{};
  for (std::size_t at = 0; at < kByteBlock; ++at) {
    scales[at] = record[(first + at) % N].scale;
    biases[at] = record[(first + at) % N].bias;
  }
  return BytePlan(scales, biases);
}

// kCount consecutive plans for such records: block b starts at byte 16 b.
template <int kCount, std::size_t N>
constexpr std::array<BytePlan, kCount> record_plans(const std::array<ByteScale, N>& record) {
  return [&]<std::size_t... kBlock>(std::index_sequence<kBlock...>) {
    return std::array<BytePlan, kCount>{record_plan(record, kBlock * kByteBlock)...};
  }
  (std::make_index_sequence<kCount>());
}

namespace byte_floats_detail {

// The reference: the first kFloats floats of the block, one by one.
template <int kFloats = kByteBlock>
void portable(float* out, Bytes16 bytes, const BytePlan& plan) {
  static_assert(kFloats > 0 && kFloats <= kByteBlock);
  for (int i = 0; i < kFloats; ++i)
    out[i] = static_cast<float>(static_cast<std::uint8_t>(bytes[i] + plan.bias(i))) * plan.scale(i);
}

// The reference of byte_mask.
inline unsigned portable_mask(Bytes16 bytes) {
  unsigned mask = 0;
  for (int i = 0; i < kByteBlock; ++i) mask |= static_cast<unsigned>(bytes[i] >> 7) << i;
  return mask;
}

#if defined(__SSE2__)
// Each biased byte, widened to a half-word, becomes the low half of a float whose high half
// is the plan's exponent; less the plan's base, that float is the byte times its scale,
// exactly. No conversion and no product: unpacks, one add and one subtraction a store.
template <int kFloats = kByteBlock>
void sse2(float* out, Bytes16 bytes, const BytePlan& plan) {
  static_assert(kFloats % 4 == 0 && kFloats > 0 && kFloats <= kByteBlock);
  const auto load = [](const void* p) { return _mm_load_si128(static_cast<const __m128i*>(p)); };
  const __m128i zero = _mm_setzero_si128();
  __m128i biased =
      plan.biased() ? _mm_add_epi8((__m128i)bytes, load(plan.biases())) : (__m128i)bytes;
  if (plan.masked()) biased = _mm_and_si128(biased, load(plan.keep()));
  const __m128i low = _mm_unpacklo_epi8(biased, zero);
  const __m128i high = _mm_unpackhi_epi8(biased, zero);
  const __m128i low_exponents = load(plan.exponents());
  const __m128i high_exponents = load(plan.exponents() + 8);
  const __m128i bits[4] = {
      _mm_unpacklo_epi16(low, low_exponents), _mm_unpackhi_epi16(low, low_exponents),
      _mm_unpacklo_epi16(high, high_exponents), _mm_unpackhi_epi16(high, high_exponents)};
  for (int q = 0; q < kFloats / 4; ++q)  // unrolled: kFloats is a constant
    _mm_storeu_ps(out + 4 * q,
                  _mm_sub_ps(_mm_castsi128_ps(bits[q]), _mm_load_ps(plan.bases() + 4 * q)));
}
#endif

typedef float Floats4 __attribute__((vector_size(16)));

// Each half-word, as the low half of a float whose high half is 0x4B00 (2^23), is the float
// 2^23 + word: less `base`, times a power of two, exactly (no conversion instruction).
template <int kFloats>
void words_under_exponent(float* out, Words8 words, float base, float scale) {
  static_assert(kFloats == 4 || kFloats == 8);
  constexpr Words8 kHigh = {0x4B00, 0x4B00, 0x4B00, 0x4B00, 0x4B00, 0x4B00, 0x4B00, 0x4B00};
  const auto low = (Floats4)__builtin_shufflevector(words, kHigh, 0, 8, 1, 9, 2, 10, 3, 11);
  const Floats4 first = (low - base) * scale;
  std::memcpy(out, &first, sizeof first);
  if constexpr (kFloats == 8) {
    const auto high = (Floats4)__builtin_shufflevector(words, kHigh, 4, 12, 5, 13, 6, 14, 7, 15);
    const Floats4 second = (high - base) * scale;
    std::memcpy(out + 4, &second, sizeof second);
  }
}

}  // namespace byte_floats_detail

// The first kFloats (4 or 8) half-words, unsigned, times `scale` (a power of two).
template <int kFloats = 8>
inline void write_word_floats(float* out, Words8 words, float scale) {
  byte_floats_detail::words_under_exponent<kFloats>(out, words, 8388608.0F, scale);
}

// The same for half-words that are int16 (flipping the sign bit adds 2^15).
template <int kFloats = 8>
inline void write_int16_floats(float* out, Words8 words, float scale) {
  byte_floats_detail::words_under_exponent<kFloats>(out, words ^ 0x8000, 8388608.0F + 32768.0F,
                                                    scale);
}

// Bit i is the top bit of byte i (a lane-wise comparison gives 0xFF or 0 per lane). In
// WebAssembly with SIMD one instruction too: clang makes the plain loop 16 stores and loads.
inline unsigned byte_mask(Bytes16 bytes) {
#if defined(__SSE2__)
  return static_cast<unsigned>(_mm_movemask_epi8((__m128i)bytes));
#elif defined(__wasm_simd128__)
  return wasm_i8x16_bitmask((v128_t)bytes);
#else
  return byte_floats_detail::portable_mask(bytes);
#endif
}

// The reverse: lane i is 0xFF when bit i of `bits` is set, else 0 (a mask per lane from a
// bit set, e.g. of the cards a seat cannot see).
inline Bytes16 lane_masks(std::uint16_t bits) {
  // The low byte in lanes 0-7 and the high byte in lanes 8-15, each copied by a multiply
  // (built lane by lane, GCC goes through the stack); then each lane keeps its own bit.
  constexpr std::uint64_t kEveryByte = 0x0101010101010101U;
  typedef std::uint64_t U64x2 __attribute__((vector_size(16)));
  const auto lanes = (Bytes16)U64x2{(bits & 0xFFU) * kEveryByte, (bits >> 8U) * kEveryByte};
  const Bytes16 bit{1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
  return (Bytes16)((lanes & bit) == bit);
}

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
