// The observation tensor (layout in docs/rules/trap_the_cap.md, "Observation tensor"):
// nothing is hidden, so it encodes the whole position, the same for every seat but for
// the seat's own one-hot. A header of one-hots and counts, then a record of 8 floats per
// stack slot (17: every cap and the golden cap could stand alone), written front to back,
// every float once, with no branch on the position: the call costs a few dozen stores
// (issue 16.6).
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "caper/core/error.hpp"
#include "caper/core/observation.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

using O = ObservationLayout;

// GCC/Clang vector types of 16 bytes (an SSE2 register on baseline x86-64). The casts
// between them read a byte below a half-word and a half-word below a float's high half:
// little-endian order.
static_assert(std::endian::native == std::endian::little);
typedef std::uint8_t U8x16 __attribute__((vector_size(16)));
typedef std::int8_t S8x16 __attribute__((vector_size(16)));
typedef std::uint16_t U16x8 __attribute__((vector_size(16)));
typedef std::uint64_t U64x2 __attribute__((vector_size(16)));
typedef float F32x4 __attribute__((vector_size(16)));

// A byte b under the half-word E, as the bits of a float, is 2^k + b 2^(k-23) where 2^k
// has the bits E << 16; less 2^k it is b 2^(k-23), exactly. So a slot's bytes (square,
// top, prisoners of colours 0..3, golden prisoner, pad) become square / 128, top / 4,
// prisoners / 4, golden prisoner and the pad (set to 1 for a stack) with no conversion.
constexpr U16x8 kExponents = {0x4780, 0x4A00, 0x4A00, 0x4A00, 0x4A00, 0x4A00, 0x4B00, 0x4B00};
constexpr float k16 = 65536.0F;    // 2^16 (bits 0x4780 << 16)
constexpr float k21 = 2097152.0F;  // 2^21 (0x4A00 << 16)
constexpr float k23 = 8388608.0F;  // 2^23 (0x4B00 << 16)
constexpr F32x4 kBaseLow = {k16, k21, k21, k21};
constexpr F32x4 kBaseHigh = {k21, k21, k23, k23};
// The pad byte of each of two slots, set to 1: the last float reads 1 for a stack.
constexpr U8x16 kPadOne = {0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1};

// The slot numbers of the 16 bytes of slots i and i + 1.
constexpr S8x16 slot_numbers(int i) {
  const auto a = static_cast<std::int8_t>(i);
  const auto b = static_cast<std::int8_t>(i + 1);
  return S8x16{a, a, a, a, a, a, a, a, b, b, b, b, b, b, b, b};
}

// The low or high 8 bytes widened to half-words (zero high bytes).
U16x8 low_words(U8x16 bytes) {
  return (U16x8)__builtin_shufflevector(bytes, U8x16{}, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6,
                                        22, 7, 23);
}
U16x8 high_words(U8x16 bytes) {
  return (U16x8)__builtin_shufflevector(bytes, U8x16{}, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13,
                                        29, 14, 30, 15, 31);
}

// The 8 floats of one slot from its bytes as half-words.
void write_slot(U16x8 words, float* out) {
  const F32x4 low = (F32x4)__builtin_shufflevector(words, kExponents, 0, 8, 1, 9, 2, 10, 3, 11);
  const F32x4 high = (F32x4)__builtin_shufflevector(words, kExponents, 4, 12, 5, 13, 6, 14, 7, 15);
  const F32x4 a = low - kBaseLow;
  const F32x4 b = high - kBaseHigh;
  std::memcpy(out, &a, sizeof a);
  std::memcpy(out + 4, &b, sizeof b);
}

// Four bytes (each at most 4) as floats / 4, the same way.
void write_quarters(std::uint32_t bytes, float* out) {
  const U16x8 words = low_words((U8x16)U64x2{bytes, 0});
  constexpr U16x8 kQuarter = {0x4A00, 0x4A00, 0x4A00, 0x4A00, 0x4A00, 0x4A00, 0x4A00, 0x4A00};
  const F32x4 f = (F32x4)__builtin_shufflevector(words, kQuarter, 0, 8, 1, 9, 2, 10, 3, 11) -
                  F32x4{k21, k21, k21, k21};
  std::memcpy(out, &f, sizeof f);
}

std::uint32_t load_u32(const std::uint8_t* bytes) {
  std::uint32_t x = 0;
  std::memcpy(&x, bytes, sizeof x);
  return x;
}

}  // namespace

// The stack slots: slot i < num_stacks_ is stacks_[i] (the state's sorted order), the
// rest are zeros; two slots (16 bytes) at a time. Returns the prisoners of each colour
// summed over the stacks (a byte per colour), for the seats still playing.
std::uint32_t State::write_stack_slots(float* out) const {
  static_assert(kMaxStacks == 17 && sizeof(Stack) == 8 && sizeof(stacks_) == 136);
  const auto n = static_cast<std::int8_t>(num_stacks_);
  const S8x16 count = {n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n};
  U8x16 sum{};  // per byte; each colour has 4 caps, so its prisoner bytes add up to 4 or less
  for (int i = 0; i + 1 < kMaxStacks; i += 2, out += 16) {
    U8x16 bytes;
    std::memcpy(&bytes, &stacks_[idx(i)], sizeof bytes);
    bytes = (bytes | kPadOne) & (U8x16)(slot_numbers(i) < count);  // stacks only
    sum += bytes;
    write_slot(low_words(bytes), out);
    write_slot(high_words(bytes), out + 8);
  }
  std::uint64_t last = 0;  // through a register: a wide load of a narrow store would stall
  std::memcpy(&last, &stacks_[kMaxStacks - 1], sizeof last);
  U8x16 bytes = (U8x16)U64x2{last, 0};
  bytes = (bytes | kPadOne) & (U8x16)(slot_numbers(kMaxStacks - 1) < count);
  sum += bytes;
  write_slot(low_words(bytes), out);
  const U64x2 halves = (U64x2)sum;  // the even and the odd slots
  return static_cast<std::uint32_t>((halves[0] >> 16) + (halves[1] >> 16));
}

void State::observation(int player, std::span<float> out) const {
  const int n = game_->num_players();
  if (player < 0 || player >= n)
    throw InvalidArgument("trap_the_cap observation: player " + std::to_string(player) +
                          " is not a seat");
  if (out.size() != idx(O::kSize))
    throw InvalidArgument("trap_the_cap observation: buffer of " + std::to_string(out.size()) +
                          " floats, expected " + std::to_string(O::kSize));
  // Caps of each colour trapped or locked up (a byte per colour, at most 4): the colour
  // is in play (in_play_mask) while it has a free cap, that is while fewer than 4 are.
  std::uint32_t taken = write_stack_slots(&out[O::kStacks]);
  for (int p = 0; p < kMaxColours; ++p) taken += load_u32(locked_[idx(p)].data());
  const std::uint32_t free = ~(taken >> 2) & 0x01010101U;             // a byte of 4 has bit 2 set
  unsigned in_play = ((free * 0x00204081U) >> 21) & ((1U << n) - 1);  // byte c to bit c
  if (golden_owner_ >= 0) in_play |= 1U << golden_owner_;
  ObservationWriter w(out);
  w.one_hot(kMaxColours, player);
  w.one_hot(kMaxColours, to_move_);
  w.one_hot(4, is_terminal() ? static_cast<int>(end_) + 1 : roll_ == 0 ? 0 : 1);
  w.one_hot(6, last_roll_ - 1);
  w.scalar(static_cast<float>(turns_) / static_cast<float>(game_->options().max_turns));
  w.flag(golden_in_hideout_ != 0);
  write_quarters(load_u32(hideout_.data()), w.cursor());
  w.advance(kMaxColours);
  for (int p = 0; p < kMaxColours; ++p, w.advance(kMaxColours))
    write_quarters(load_u32(locked_[idx(p)].data()), w.cursor());
  w.one_hot(kMaxColours, golden_owner_);
  w.dense_bits(seats_to_play(in_play), kMaxColours);
  w.dense_bits(winners_, kMaxColours);
}

}  // namespace caper::trap_the_cap
