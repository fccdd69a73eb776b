// FixedList: inline storage with a checked capacity, and appending from a bit set.
#include "caper/core/fixed_list.hpp"

#include <gtest/gtest.h>

namespace caper {
namespace {

TEST(FixedList, AppendBitsWritesEverySetBitLowestFirst) {
  FixedList<int, 8> list;
  list.push_back(100);
  // bits 0, 3 and 63, each made into 10 * bit
  list.append_bits((std::uint64_t{1} << 63) | 0b1001, [](int bit) { return 10 * bit; });
  ASSERT_EQ(list.size(), 4u);
  EXPECT_EQ(list[0], 100);
  EXPECT_EQ(list[1], 0);
  EXPECT_EQ(list[2], 30);
  EXPECT_EQ(list[3], 630);
  list.append_bits(0, [](int) { return -1; });
  EXPECT_EQ(list.size(), 4u);
}

TEST(FixedList, AppendBitsFillsToCapacityAndNoFurther) {
  FixedList<int, 4> list;
  list.push_back(1);
  list.append_bits(0b111, [](int bit) { return bit; });
  EXPECT_EQ(list.size(), 4u);
  EXPECT_DEATH(list.append_bits(0b1, [](int bit) { return bit; }), "past its capacity");
}

// Past the capacity or below empty the program stops (a bug of the library) rather than
// write outside the inline array.
TEST(FixedList, PushResizeAndPopStayWithinTheCapacity) {
  FixedList<int, 2> list;
  EXPECT_DEATH(list.pop_back(), "popped when empty");
  list.push_back(1);
  list.push_back(2);
  EXPECT_DEATH(list.push_back(3), "past its capacity");
  EXPECT_DEATH(list.resize(3), "past its capacity");
  list.resize(1);
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list.back(), 1);
}

}  // namespace
}  // namespace caper
