// How the observation turns one byte of a state into a float: (byte + bias, mod 256) times
// scale. A block of bytes the observation converts at once (a nested struct of the state)
// declares one ByteScale per byte, in field order, beside its fields, and a static_assert
// that there are as many as the struct has bytes: adding a field then fails to compile
// until its scale is written, and each scale sits next to the field it reads.
// core/byte_floats.hpp builds the conversion plans from these tables.
#pragma once

#include <cstdint>

namespace caper {

struct ByteScale {
  float scale = 0.0F;     // a power of two (every float exact), or 0: not in the tensor
  std::uint8_t bias = 0;  // 1 maps a stored -1 ("none") to 0 and the rest up by one
};

}  // namespace caper
