// Writes an observation tensor front to back, every float exactly once, so that no
// zero-fill pass is needed (issue 16.6). Bit sets go out through a table of eight 0/1
// floats per byte of bits (one 32-byte copy per byte), one-hots through a window around a
// single 1, both as plain memcpy of fixed size that the compiler turns into vector moves.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

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

// What both writers share: the place in the buffer and the plain stores.
class Cursor {
 public:
  void scalar(float value) { *at_++ = value; }
  void flag(bool value) { *at_++ = value ? 1.0F : 0.0F; }
  // The next float to write (for a game that fills a section itself) and skipping past it.
  float* cursor() const { return at_; }
  void advance(int count) { at_ += count; }
  // True once every float of the buffer is written.
  bool done() const { return at_ == end_; }

 protected:
  explicit Cursor(std::span<float> out) : at_(out.data()), end_(out.data() + out.size()) {}
  float* at_;
  float* end_;
};

}  // namespace observation_detail

class ObservationWriter : public observation_detail::Cursor {
 public:
  explicit ObservationWriter(std::span<float> out) : Cursor(out) {}

  // `width` floats (at most 64): float i is bit i of `set`.
  void bits(std::uint64_t set, int width) {
    using observation_detail::kByteFloats;
    for (; width >= 8; width -= 8, set >>= 8, at_ += 8)
      std::memcpy(at_, kByteFloats[set & 255U].f, sizeof(float) * 8);
    copy(kByteFloats[set & 255U].f, width);
  }
  // A 52-card set, one float per card (the width the compiler can unroll).
  void cards(std::uint64_t set) {
    using observation_detail::kByteFloats;
    for (int i = 0; i < 6; ++i, set >>= 8, at_ += 8)
      std::memcpy(at_, kByteFloats[set & 255U].f, sizeof(float) * 8);
    std::memcpy(at_, kByteFloats[set & 15U].f, sizeof(float) * 4);
    at_ += 4;
  }
  // The same as bits() and cards(), for calls that read the same with either writer.
  void dense_bits(std::uint64_t set, int width) { bits(set, width); }
  void dense_cards(std::uint64_t set) { cards(set); }
  // `size` floats (at most kMaxRun), 1 at `hot`; all zero when hot is outside [0, size).
  void one_hot(int size, int hot) {
    using observation_detail::kMaxRun;
    using observation_detail::kWindow;
    const bool in = hot >= 0 && hot < size;
    copy(in ? &kWindow[static_cast<std::size_t>(kMaxRun - hot)] : &kWindow[kMaxRun + 1], size);
  }
  // `count` zero floats (a slot the viewer cannot see, or that is empty).
  void zeros(int count) {
    for (; count > observation_detail::kMaxRun; count -= observation_detail::kMaxRun)
      copy(&observation_detail::kWindow[observation_detail::kMaxRun + 1],
           observation_detail::kMaxRun);
    copy(&observation_detail::kWindow[observation_detail::kMaxRun + 1], count);
  }

 private:
  // `count` floats from `src`: whole 16-byte blocks, then the rest one by one.
  void copy(const float* src, int count) {
    for (; count >= 4; count -= 4, src += 4, at_ += 4) std::memcpy(at_, src, sizeof(float) * 4);
    for (; count > 0; --count) *at_++ = *src++;
  }
};

// The same interface for a tensor that is mostly zeros: the buffer is zeroed once at the
// start (one memset, which the C library does with the machine's widest stores), then
// only the non-zero floats are stored. Which writer is faster depends on how many floats
// are non-zero; each game uses the one its benchmark favours.
class SparseObservationWriter : public observation_detail::Cursor {
 public:
  explicit SparseObservationWriter(std::span<float> out) : Cursor(out) {
    std::memset(out.data(), 0, out.size_bytes());
  }

  // A set bit costs a store and a loop turn whose exit the branch predictor misses when the
  // count varies from call to call (about 20 cycles): right for sets that are mostly empty.
  void bits(std::uint64_t set, int width) {
    if (width < 64) set &= (std::uint64_t{1} << width) - 1;  // bits past the width: not ours
    for (; set != 0; set &= set - 1) at_[std::countr_zero(set)] = 1.0F;
    at_ += width;
  }
  void cards(std::uint64_t set) { bits(set, 52); }
  // A set that often holds many cards: the fixed 13 table copies of ObservationWriter, with
  // no branch, over the zeros.
  void dense_cards(std::uint64_t set) {
    ObservationWriter dense(std::span<float>(at_, 52));
    dense.cards(set);
    at_ += 52;
  }
  void dense_bits(std::uint64_t set, int width) {
    ObservationWriter dense(std::span<float>(at_, static_cast<std::size_t>(width)));
    dense.bits(set, width);
    at_ += width;
  }
  void one_hot(int size, int hot) {
    if (hot >= 0 && hot < size) at_[hot] = 1.0F;
    at_ += size;
  }
  void zeros(int count) { at_ += count; }
};

}  // namespace caper
