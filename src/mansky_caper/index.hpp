// Small casts used throughout the Mansky Caper's rules: seat/slot indexes and counts.
#pragma once

#include <cstddef>
#include <cstdint>

namespace caper::mansky_caper {

inline std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}
inline std::uint8_t u8(int v) {
  return static_cast<std::uint8_t>(v);
}

}  // namespace caper::mansky_caper
