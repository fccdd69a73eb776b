// The block conversion of bytes to floats (core/byte_floats.hpp): a hand-worked block,
// and the SSE2 path against the plain loop, bit for bit, on random blocks and plans (the
// plain loop is what builds without SSE2 run, so it must give the same tensors).
#include "caper/core/byte_floats.hpp"

#include <array>
#include <cstdint>
#include <cstring>

#include <gtest/gtest.h>

#include "caper/core/rng.hpp"

namespace caper {
namespace {

std::array<std::uint32_t, kByteBlock> bits_of(const float* floats) {
  std::array<std::uint32_t, kByteBlock> bits{};
  std::memcpy(bits.data(), floats, sizeof bits);
  return bits;
}

TEST(ByteFloats, HandWorkedBlock) {
  // Lanes 0-3 codes with "none" stored as 255 (bias 1, over 8), lanes 4-15 counts over 4.
  const BytePlan plan =
      repeat_plan<1, 16>({0.125F, 0.125F, 0.125F, 0.125F, 0.25F, 0.25F, 0.25F, 0.25F, 0.25F, 0.25F,
                          0.25F, 0.25F, 0.25F, 0.25F, 0.25F, 0.25F},
                         {1, 1, 1, 1})[0];
  const std::uint8_t bytes[16] = {255, 0, 3, 6, 0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 100, 255};
  float out[16];
  write_byte_floats(out, bytes, plan);
  const float expected[16] = {0.0F, 0.125F, 0.5F, 0.875F, 0.0F, 0.25F, 0.5F,  0.75F,
                              1.0F, 1.25F,  1.5F, 1.75F,  2.0F, 3.0F,  25.0F, 63.75F};
  for (int i = 0; i < 16; ++i) EXPECT_EQ(out[i], expected[i]) << "lane " << i;
}

TEST(ByteFloats, ShorterWritesLeaveTheRestAlone) {
  const BytePlan plan = uniform_plan(1.0F);
  float out[16];
  for (float& f : out) f = -1.0F;
  write_byte_floats<8>(out, splat_bytes(9), plan);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(out[i], 9.0F);
  for (int i = 8; i < 16; ++i) EXPECT_EQ(out[i], -1.0F) << "lane " << i << " was written";
}

TEST(ByteFloats, VectorPathEqualsThePlainLoop) {
  Rng rng(16);
  for (int round = 0; round < 2000; ++round) {
    BytePlan plan{};
    std::uint8_t bytes[16];
    for (int i = 0; i < 16; ++i) {
      const auto at = static_cast<std::size_t>(i);
      bytes[i] = static_cast<std::uint8_t>(rng.below(256));
      plan.bias[at] = static_cast<std::uint8_t>(rng.below(256));
      // Powers of two and other scales alike (a product, never a sum: no contraction).
      plan.scale[at] = round % 2 == 0 ? 1.0F / static_cast<float>(1U << rng.below(12))
                                      : 1.0F / static_cast<float>(1 + rng.below(300));
    }
    float reference[16];
    float fast[16];
    byte_floats_detail::portable(reference, load_bytes(bytes), plan);
    write_byte_floats(fast, bytes, plan);
    ASSERT_EQ(bits_of(fast), bits_of(reference)) << "round " << round;
  }
}

}  // namespace
}  // namespace caper
