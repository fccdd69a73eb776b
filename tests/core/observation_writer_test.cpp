// The observation writers of caper/core/observation.hpp: each section worked out by hand,
// into a buffer filled with garbage first (every float must be overwritten).
#include <gtest/gtest.h>

#include <vector>

#include "caper/core/observation.hpp"

namespace caper {
namespace {

TEST(ObservationWriter, WritesEveryFloatOnce) {
  std::vector<float> out(3 + 52 + 11 + 5 + 2 + 2, 9.0F);
  ObservationWriter w(out);
  w.bits(0b101, 3);                                   // 1 0 1
  w.bits((std::uint64_t{1} << 51) | 0x80 | 0x1, 52);  // 0, 7 and 51 of 52
  w.bits(0x7FF, 11);                                  // all 11 set
  w.one_hot(5, 3);                                    // 0 0 0 1 0
  w.scalar(0.25F);
  w.flag(true);
  EXPECT_FALSE(w.done());
  w.one_hot(2, -1);  // nothing hot
  EXPECT_TRUE(w.done());
  std::vector<float> e(out.size(), 0.0F);
  e[0] = e[2] = 1.0F;
  e[3 + 0] = e[3 + 7] = e[3 + 51] = 1.0F;
  for (int i = 0; i < 11; ++i) e[55 + static_cast<std::size_t>(i)] = 1.0F;
  e[66 + 3] = 1.0F;
  e[71] = 0.25F;
  e[72] = 1.0F;
  EXPECT_EQ(out, e);
}

// Bits at or past the width belong to no float of the section (a caller may pass a
// shifted word).
TEST(ObservationWriter, BitsPastTheWidthAreIgnored) {
  std::vector<float> out(2 + 1, 9.0F);
  ObservationWriter w(out);
  w.bits(0b1111'0110, 2);  // bits 1, 2, 4-7: only bit 1 is within the width
  w.scalar(0.0F);
  EXPECT_EQ(out, (std::vector<float>{0.0F, 1.0F, 0.0F}));
}

TEST(ObservationWriter, EveryByteGoesToItsEightFloats) {
  for (unsigned byte = 0; byte < 256; ++byte) {
    float out[8];
    write_bit_floats(out, byte);
    for (unsigned b = 0; b < 8; ++b)
      EXPECT_EQ(out[b], ((byte >> b) & 1U) != 0 ? 1.0F : 0.0F) << byte << " bit " << b;
  }
}

// A fixed-width one-hot: 1 at `hot` within the size, zeros everywhere else of the copy,
// nothing written past it.
TEST(ObservationWriter, FixedWidthOneHots) {
  std::vector<float> out(10, 9.0F);
  write_one_hot<8>(out.data(), 6, 4);
  EXPECT_EQ(out, (std::vector<float>{0, 0, 0, 0, 1, 0, 0, 0, 9, 9}));
  write_one_hot<8>(out.data(), 6, 6);  // outside the size: none
  EXPECT_EQ(out, (std::vector<float>{0, 0, 0, 0, 0, 0, 0, 0, 9, 9}));
  write_one_hot<4>(out.data() + 6, 4, 0);
  EXPECT_EQ(out, (std::vector<float>{0, 0, 0, 0, 0, 0, 1, 0, 0, 0}));
  write_one_hot<4>(out.data(), 4, -1);
  EXPECT_EQ(out, (std::vector<float>{0, 0, 0, 0, 0, 0, 1, 0, 0, 0}));
}

}  // namespace
}  // namespace caper
