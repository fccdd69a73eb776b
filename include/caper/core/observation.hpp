// Writing observation tensors front to back, every float exactly once, so that no
// zero-fill pass is needed (an observation is read every step of training): one-hots as fixed-size
// copies from a window of zeros around a single 1, bit sets through a table of eight 0/1 floats per
// byte, both plain memcpy of fixed size that the compiler turns into vector moves. Counts and codes
// that a state keeps as bytes go through core/byte_floats.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>

#include "caper/core/error.hpp"

namespace caper {
namespace observation_detail {

struct Eight {
  float f[8];
};

constexpr std::array<Eight, 256> make_byte_floats() {
  std::array<Eight, 256> table{};
  for (unsigned byte = 0; byte < 256; ++byte)
    for (unsigned b = 0; b < 8; ++b) table[byte].f[b] = ((byte >> b) & 1U) != 0 ? 1.0F : 0.0F;
  return table;
}

// kByteFloats[b].f[i] is bit i of byte b as a float.
alignas(64) inline constexpr std::array<Eight, 256> kByteFloats = make_byte_floats();

// The longest one-hot or zero run written from the window below.
inline constexpr int kMaxRun = 64;

constexpr std::array<float, 2 * kMaxRun + 1> make_window() {
  std::array<float, 2 * kMaxRun + 1> window{};
  window[kMaxRun] = 1.0F;
  return window;
}

// kMaxRun zeros, a 1, kMaxRun zeros: a one-hot of `size` with `hot` set starts at
// kMaxRun - hot; `size` zeros start just after the 1.
alignas(64) inline constexpr std::array<float, 2 * kMaxRun + 1> kWindow = make_window();

// InvalidArgument naming the bad player or buffer (src/core/observation.cpp).
[[noreturn, gnu::cold]] void throw_bad_arguments(std::string_view game, int player, int players,
                                                 std::size_t floats, std::size_t size);

}  // namespace observation_detail

// Every game's State::observation checks its arguments here, once (the adapter and the C
// ABI call it): `player` a seat of the `players`, `out` exactly `size` floats.
inline void check_observation(std::string_view game, int player, int players,
                              std::span<const float> out, int size) {
  if (player < 0 || player >= players || out.size() != static_cast<std::size_t>(size)) [[unlikely]]
    observation_detail::throw_bad_arguments(game, player, players, out.size(),
                                            static_cast<std::size_t>(size));
}

// A one-hot of `size` floats (at most kCopy) with `hot` set, all zero when hot is outside
// [0, size), written as kCopy floats in whole copies: the floats past `size` are zeros that
// the next section, written after, overwrites.
template <int kCopy>
void write_one_hot(float* out, int size, int hot) {
  static_assert(kCopy > 0 && kCopy <= observation_detail::kMaxRun);
  using observation_detail::kMaxRun;
  const int at = hot >= 0 && hot < size ? kMaxRun - hot : kMaxRun + 1;
  std::memcpy(out, &observation_detail::kWindow[static_cast<std::size_t>(at)],
              sizeof(float) * kCopy);
}

// The first kFloats (4 or 8) bits of `byte` as floats, bit i at out[i].
template <int kFloats = 8>
void write_bit_floats(float* out, unsigned byte) {
  static_assert(kFloats == 4 || kFloats == 8);
  std::memcpy(out, observation_detail::kByteFloats[byte & 255U].f, sizeof(float) * kFloats);
}

// A cursor over the tensor for sections of any size, each written in order.
class ObservationWriter {
 public:
  explicit ObservationWriter(std::span<float> out)
      : at_(out.data()), end_(out.data() + out.size()) {}

  void scalar(float value) { *at_++ = value; }
  void flag(bool value) { *at_++ = value ? 1.0F : 0.0F; }
  // `width` floats (at most 64): float i is bit i of `set`.
  void bits(std::uint64_t set, int width) {
    for (; width >= 8; width -= 8, set >>= 8, at_ += 8) write_bit_floats(at_, set & 255U);
    copy(observation_detail::kByteFloats[set & 255U].f, width);
  }
  // `size` floats (at most kMaxRun), 1 at `hot`; all zero when hot is outside [0, size).
  void one_hot(int size, int hot) {
    using observation_detail::kMaxRun;
    using observation_detail::kWindow;
    const bool in = hot >= 0 && hot < size;
    copy(in ? &kWindow[static_cast<std::size_t>(kMaxRun - hot)] : &kWindow[kMaxRun + 1], size);
  }
  // The next float to write (for a section the game writes itself) and skipping past it.
  float* cursor() const { return at_; }
  void advance(int count) { at_ += count; }
  // True once every float of the buffer is written.
  bool done() const { return at_ == end_; }

 private:
  // `count` floats from `src`: whole 16-byte blocks, then the rest one by one.
  void copy(const float* src, int count) {
    for (; count >= 4; count -= 4, src += 4, at_ += 4) std::memcpy(at_, src, sizeof(float) * 4);
    for (; count > 0; --count) *at_++ = *src++;
  }

  float* at_;
  float* end_;
};

}  // namespace caper
