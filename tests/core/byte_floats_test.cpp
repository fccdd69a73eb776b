// The block conversion of bytes to floats (core/byte_floats.hpp): a hand-worked block,
// and the SSE2 path against the plain loop, bit for bit, on random blocks and plans (the
// plain loop is what builds without SSE2 run, so it must give the same tensors).
#include "caper/core/byte_floats.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>

#include <gtest/gtest.h>

#include "caper/core/error.hpp"
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

// Records of 3 bytes laid end to end (a code stored -1 for none, over 8; a count over 4; a
// flag), by their ByteScale table: the block from byte 4 starts at the second byte of the
// second record: lane 0 is a count, lane 1 a flag, lane 2 a code.
TEST(ByteFloats, RecordPlanFollowsTheRecordFromAnyByte) {
  constexpr std::array<ByteScale, 3> kRecord{{{0.125F, 1}, {0.25F}, {1.0F}}};
  const std::uint8_t bytes[16] = {2, 1, 255, 4, 0, 6, 1, 1, 0, 3, 0, 255, 0, 1, 3, 2};
  float out[16];
  write_byte_floats(out, bytes, record_plan(kRecord, 4));
  const float expected[16] = {0.5F,   1.0F,  0.0F, 1.0F, 0.0F, 0.875F, 0.25F, 1.0F,
                              0.125F, 0.75F, 0.0F, 0.0F, 0.0F, 1.0F,   0.5F,  0.5F};
  for (int i = 0; i < 16; ++i) EXPECT_EQ(out[i], expected[i]) << "lane " << i;
  // record_plans: block b starts at byte 16 b (16 = 1 mod 3: the second block at a count).
  constexpr std::array<BytePlan, 2> kPlans = record_plans<2>(kRecord);
  EXPECT_EQ(kPlans[1].scale(0), 0.25F);
  EXPECT_EQ(kPlans[1].bias(2), 1);
}

TEST(ByteFloats, OnlyPowersOfTwoAreScales) {
  EXPECT_THROW(uniform_plan(0.1F), InvalidArgument);
  EXPECT_THROW(uniform_plan(3.0F), InvalidArgument);
  EXPECT_THROW(uniform_plan(std::ldexp(1.0F, -127)), InvalidArgument);
  EXPECT_NO_THROW(uniform_plan(std::ldexp(1.0F, -126)));
  EXPECT_NO_THROW(uniform_plan(1.0F));
  float out[16];
  write_byte_floats(out, splat_bytes(200), uniform_plan(0.0F));  // a lane that reads 0
  for (int i = 0; i < 16; ++i) EXPECT_EQ(out[i], 0.0F) << "lane " << i;
}

TEST(ByteFloats, ShorterWritesLeaveTheRestAlone) {
  const BytePlan plan = uniform_plan(1.0F);
  float out[16];
  for (float& f : out) f = -1.0F;
  write_byte_floats<8>(out, splat_bytes(9), plan);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(out[i], 9.0F);
  for (int i = 8; i < 16; ++i) EXPECT_EQ(out[i], -1.0F) << "lane " << i << " was written";
}

TEST(ByteFloats, LowBytesAreTheIntegersBytesInMemoryOrder) {
  float out[16];
  write_byte_floats(out, low_bytes(0x0807060504030201ULL), uniform_plan(1.0F));
  for (int i = 0; i < 8; ++i) EXPECT_EQ(out[i], static_cast<float>(i + 1)) << "lane " << i;
  for (int i = 8; i < 16; ++i) EXPECT_EQ(out[i], 0.0F) << "lane " << i;
}

TEST(ByteFloats, LowLoadsTakeTheirBytesAndZerosAbove) {
  const std::uint8_t raw[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  float out[16];
  write_byte_floats(out, load_low_bytes<4>(raw + 2), uniform_plan(1.0F));
  const float four[16] = {3, 4, 5, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  for (int i = 0; i < 16; ++i) EXPECT_EQ(out[i], four[i]) << "lane " << i;
  write_byte_floats(out, load_low_bytes(raw + 8), uniform_plan(1.0F));
  const float eight[16] = {9, 10, 11, 12, 13, 14, 15, 16, 0, 0, 0, 0, 0, 0, 0, 0};
  for (int i = 0; i < 16; ++i) EXPECT_EQ(out[i], eight[i]) << "lane " << i;
  const std::uint16_t words[8] = {0, 1, 2, 300, 4, 5, 6, 65535};
  write_word_floats(out, load_words(words), 1.0F);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(out[i], static_cast<float>(words[i])) << "lane " << i;
}

TEST(ByteFloats, HalfWordsUnsignedAndSigned) {
  float out[8];
  write_word_floats(out, Words8{0, 1, 2, 3, 1024, 65535, 7, 8}, 0.25F);
  const float unsigned_expected[8] = {0.0F, 0.25F, 0.5F, 0.75F, 256.0F, 16383.75F, 1.75F, 2.0F};
  for (int i = 0; i < 8; ++i) EXPECT_EQ(out[i], unsigned_expected[i]) << "lane " << i;
  float four[8] = {9, 9, 9, 9, 9, 9, 9, 9};
  const auto m3 = static_cast<std::uint16_t>(-3);
  const auto m32768 = static_cast<std::uint16_t>(-32768);
  write_int16_floats<4>(four, Words8{m3, 0, 5, m32768, 1, 1, 1, 1}, 0.5F);
  const float signed_expected[8] = {-1.5F, 0.0F, 2.5F, -16384.0F, 9, 9, 9, 9};
  for (int i = 0; i < 8; ++i) EXPECT_EQ(four[i], signed_expected[i]) << "lane " << i;
}

TEST(ByteFloats, ByteMaskTakesTheTopBitOfEachLane) {
  Rng rng(8);
  for (int round = 0; round < 500; ++round) {
    std::uint8_t raw[16];
    for (std::uint8_t& b : raw) b = static_cast<std::uint8_t>(rng.below(256));
    const Bytes16 bytes = load_bytes(raw);
    unsigned expected = 0;
    for (int i = 0; i < 16; ++i) expected |= (raw[i] >= 128 ? 1U : 0U) << i;
    ASSERT_EQ(byte_mask(bytes), expected);
    ASSERT_EQ(byte_floats_detail::portable_mask(bytes), expected);
  }
  const Bytes16 zeros{};
  EXPECT_EQ(byte_mask((Bytes16)(zeros == splat_bytes(0))), 0xFFFFU);  // every lane equal
}

TEST(ByteFloats, LaneMasksSetTheLanesOfTheSetBits) {
  // Bits 0, 7, 8 and 15: lanes 0, 7, 8 and 15 (both halves and their ends).
  const Bytes16 masks = lane_masks(0x8181);
  for (int i = 0; i < 16; ++i)
    EXPECT_EQ(masks[i], i == 0 || i == 7 || i == 8 || i == 15 ? 0xFF : 0) << "lane " << i;
  // Every lane's mask is its bit: byte_mask reads the bits back.
  Rng rng(9);
  for (int round = 0; round < 500; ++round) {
    const auto bits = static_cast<std::uint16_t>(rng.below(65536));
    ASSERT_EQ(byte_mask(lane_masks(bits)), bits);
  }
}

TEST(ByteFloats, VectorPathEqualsThePlainLoop) {
  Rng rng(16);
  for (int round = 0; round < 2000; ++round) {
    std::array<float, kByteBlock> scales{};
    std::array<std::uint8_t, kByteBlock> biases{};
    std::uint8_t bytes[16];
    for (std::size_t i = 0; i < kByteBlock; ++i) {
      bytes[i] = static_cast<std::uint8_t>(rng.below(256));
      biases[i] = static_cast<std::uint8_t>(rng.below(256));
      const int shift = static_cast<int>(rng.below(128));  // 2^0 .. 2^-126, or 0
      scales[i] = shift == 127 ? 0.0F : std::ldexp(1.0F, -shift);
    }
    const BytePlan plan(scales, biases);
    float reference[16];
    float fast[16];
    byte_floats_detail::portable(reference, load_bytes(bytes), plan);
    write_byte_floats(fast, bytes, plan);
    ASSERT_EQ(bits_of(fast), bits_of(reference)) << "round " << round;
  }
}

}  // namespace
}  // namespace caper
