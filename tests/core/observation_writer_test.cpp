// The two observation writers of caper/core/observation.hpp write the same floats: each
// section worked out by hand, from a buffer filled with garbage first (the dense writer
// must overwrite every float, the sparse one zeroes the buffer at the start).
#include <gtest/gtest.h>

#include <vector>

#include "caper/core/observation.hpp"

namespace caper {
namespace {

template <class Writer>
std::vector<float> write_sections() {
  std::vector<float> out(3 + 52 + 11 + 5 + 70 + 2 + 2, 9.0F);
  Writer w(out);
  w.bits(0b101, 3);                                // 1 0 1
  w.cards((std::uint64_t{1} << 51) | 0x80 | 0x1);  // cards 0, 7, 51
  w.bits(0x7FF, 11);                               // all 11 set
  w.one_hot(5, 3);                                 // 0 0 0 1 0
  w.zeros(70);                                     // more than one window
  w.scalar(0.25F);
  w.flag(true);
  EXPECT_FALSE(w.done());
  w.one_hot(2, -1);  // nothing hot
  EXPECT_TRUE(w.done());
  return out;
}

std::vector<float> expected() {
  std::vector<float> e(3 + 52 + 11 + 5 + 70 + 2 + 2, 0.0F);
  e[0] = e[2] = 1.0F;
  e[3 + 0] = e[3 + 7] = e[3 + 51] = 1.0F;
  for (int i = 0; i < 11; ++i) e[55 + static_cast<std::size_t>(i)] = 1.0F;
  e[66 + 3] = 1.0F;
  e[141] = 0.25F;
  e[142] = 1.0F;
  return e;
}

TEST(ObservationWriter, WritesEveryFloatOnce) {
  EXPECT_EQ(write_sections<ObservationWriter>(), expected());
}

TEST(ObservationWriter, SparseWriterWritesTheSameFloats) {
  EXPECT_EQ(write_sections<SparseObservationWriter>(), expected());
}

template <class Writer>
std::vector<float> dense_and_sparse(std::uint64_t set) {
  std::vector<float> out(104, 9.0F);
  Writer w(out);
  w.dense_cards(set);
  w.cards(set);
  EXPECT_TRUE(w.done());
  return out;
}

TEST(ObservationWriter, DenseCardsMarksWhatCardsMarks) {
  const std::uint64_t set = 0x000F'0000'FF00'0013ULL;  // cards 0, 1, 4, 24-31, 48-51
  std::vector<float> e(52, 0.0F);
  for (int c : {0, 1, 4, 24, 25, 26, 27, 28, 29, 30, 31, 48, 49, 50, 51})
    e[static_cast<std::size_t>(c)] = 1.0F;
  e.insert(e.end(), e.begin(), e.end());
  EXPECT_EQ(dense_and_sparse<ObservationWriter>(set), e);
  EXPECT_EQ(dense_and_sparse<SparseObservationWriter>(set), e);
}

// Bits at or past the width belong to no float of the section: neither writer marks them
// (a caller passing a shifted word, as Card Caper does with its records, relies on that).
template <class Writer>
std::vector<float> narrow_bits() {
  std::vector<float> out(2 + 8, 0.0F);
  Writer w(out);
  w.bits(0b1111'0110, 2);  // bits 1, 2, 4-7: only bit 1 is within the width
  w.zeros(8);
  return out;
}

TEST(ObservationWriter, BitsPastTheWidthAreIgnored) {
  std::vector<float> e(2 + 8, 0.0F);
  e[1] = 1.0F;
  EXPECT_EQ(narrow_bits<ObservationWriter>(), e);
  EXPECT_EQ(narrow_bits<SparseObservationWriter>(), e);
}

TEST(ObservationWriter, EveryByteOfBitsGoesToItsEightFloats) {
  for (unsigned byte = 0; byte < 256; ++byte) {
    std::vector<float> out(8, 9.0F);
    ObservationWriter w(out);
    w.bits(byte, 8);
    for (unsigned b = 0; b < 8; ++b)
      EXPECT_EQ(out[b], ((byte >> b) & 1U) != 0 ? 1.0F : 0.0F) << byte << " bit " << b;
  }
}

}  // namespace
}  // namespace caper
