// observation(player, out): exactly what `player` sees in their JSON view, as floats.
// Layout (n players; docs/rules/card_caper.md): a header, the seats' facts, a slot per hidden
// card a failed guess named, and three codes per card (where it lies and whose it is; the
// "could not play" records it left the hand after; the guess that laid it open).
// Written front to back without a zero-fill pass and without loops whose length depends on
// the position (issue 16.6): some parts are written as fixed runs longer than the part (the
// flags for six seats, eight floats a slot), and the next part, written after them,
// overwrites what runs over.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "caper/card_caper/state.hpp"
#include "caper/core/bits.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"
#include "caper/core/observation.hpp"

namespace caper::card_caper {
namespace {

using observation_detail::kByteFloats;
using observation_detail::kMaxRun;
using observation_detail::kWindow;

// `count` floats from `from` to `at` (count fixed at compile time: plain vector moves).
template <int kCount>
void put(float* at, const float* from) {
  std::memcpy(at, from, sizeof(float) * kCount);
}
// A one-hot of kWidth floats (at least the part's size) with `hot` set: none if hot < 0.
template <int kWidth>
void put_one_hot(float* at, int hot) {
  put<kWidth>(at, &kWindow[idx(kMaxRun - std::max(hot, -1))]);
}

// A card code is a sum of bits, each a set of cards, with weights 1, 2, 4, ...: written
// four cards at a time from tables indexed by a byte holding four cards of two such sets.
struct Four {
  float f[4];
};

// kPairs<d>[b].f[i] = (bit i of b + 2 * bit 4 + i of b) / d.
template <int kDivisor>
constexpr std::array<Four, 256> make_pairs() {
  std::array<Four, 256> table{};
  for (unsigned b = 0; b < 256; ++b)
    for (unsigned i = 0; i < 4; ++i)
      table[b].f[i] = static_cast<float>(((b >> i) & 1U) + 2 * ((b >> (4 + i)) & 1U)) /
                      static_cast<float>(kDivisor);
  return table;
}
alignas(64) constexpr std::array<Four, 256> kPairs64 = make_pairs<64>();
alignas(64) constexpr std::array<Four, 256> kPairs16 = make_pairs<16>();
alignas(64) constexpr std::array<Four, 256> kPairs4 = make_pairs<4>();

// GCC/Clang vector types (16 bytes: one SSE2 register on x86-64, NEON elsewhere).
typedef std::uint8_t U8x16 __attribute__((vector_size(16)));
typedef std::uint16_t U16x8 __attribute__((vector_size(16)));
typedef std::uint64_t U64x2 __attribute__((vector_size(16)));
typedef float F32x4 __attribute__((vector_size(16)));

// Two card sets as the byte offsets of their table rows, four cards at a time in the order
// the cards are written: offset g is 16 * (cards 4g..4g+3 of `low` + 16 * the same of
// `high`). Groups 0, 2, .. come from the even nibbles of the sets, 1, 3, .. from the odd.
struct Offsets {
  std::uint16_t at[16];
};
constexpr std::uint64_t kLowNibbles = 0x0F0F0F0F0F0F0F0FULL;
inline Offsets offsets(CardSet low, CardSet high) {
  const auto even = (U8x16)U64x2{(low & kLowNibbles) | ((high & kLowNibbles) << 4), 0};
  const auto odd = (U8x16)U64x2{((low >> 4) & kLowNibbles) | (high & ~kLowNibbles), 0};
  // Interleaved (groups 0, 1, 2, ..), then widened to half-words: SSE2 unpack instructions.
  const U8x16 groups =
      __builtin_shufflevector(even, odd, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
  const U8x16 zero{};
  const auto first = (U16x8)__builtin_shufflevector(groups, zero, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20,
                                                    5, 21, 6, 22, 7, 23);
  const auto second = (U16x8)__builtin_shufflevector(groups, zero, 8, 24, 9, 25, 10, 26, 11, 27, 12,
                                                     28, 13, 29, 14, 30, 15, 31);
  Offsets out;
  const U16x8 a = first << 4;
  const U16x8 b = second << 4;
  std::memcpy(out.at, &a, sizeof a);
  std::memcpy(out.at + 8, &b, sizeof b);
  // Read back from memory one by one (loads), not taken out of the register (2 uops each).
  asm("" : "+m"(out));
  return out;
}

// The table row at byte offset `at`.
inline F32x4 row(const std::array<Four, 256>& table, unsigned at) {
  F32x4 v;  // rows are 16-byte aligned: one aligned load, which addps can take directly
  std::memcpy(&v, __builtin_assume_aligned(reinterpret_cast<const char*>(table.data()) + at, 16),
              sizeof v);
  return v;
}

// 52 floats: card x gets (a + 2b + 4c + 8d + 16e + 32f) / 64 at bit x of the six sets of
// the three offsets (a, b from ab, ...).
inline void write_code(float* out, const Offsets& ab, const Offsets& cd, const Offsets& ef) {
#pragma GCC unroll 13
  for (int g = 0; g < kDeckSize / 4; ++g) {
    const F32x4 sum = row(kPairs64, ab.at[g]) + row(kPairs16, cd.at[g]) + row(kPairs4, ef.at[g]);
    std::memcpy(out + 4 * g, &sum, sizeof sum);
  }
}
// The same with two offsets: (c + 2d + 4e + 8f) / 16.
inline void write_code(float* out, const Offsets& cd, const Offsets& ef) {
#pragma GCC unroll 13
  for (int g = 0; g < kDeckSize / 4; ++g) {
    const F32x4 sum = row(kPairs16, cd.at[g]) + row(kPairs4, ef.at[g]);
    std::memcpy(out + 4 * g, &sum, sizeof sum);
  }
}

// Hand sizes over 32 (at most 25 cards), guesses and guesser sets over 64: exact scales.
constexpr float kHandScale = 1.0F / 32;
constexpr float kCodeScale = 1.0F / 64;

// Bytes as floats over 64, exactly and without a conversion instruction: byte b under the
// half-word 0x4800 (the float 2^17) is the float 2^17 + b / 64, less 2^17 leaves b / 64.
constexpr U16x8 kExponent = {0x4800, 0x4800, 0x4800, 0x4800, 0x4800, 0x4800, 0x4800, 0x4800};
constexpr float k17 = 131072.0F;  // 2^17
inline F32x4 low_floats(U16x8 words) {
  return (F32x4)__builtin_shufflevector(words, kExponent, 0, 8, 1, 9, 2, 10, 3, 11) - k17;
}
inline F32x4 high_floats(U16x8 words) {
  return (F32x4)__builtin_shufflevector(words, kExponent, 4, 12, 5, 13, 6, 14, 7, 15) - k17;
}
inline U16x8 low_words(U8x16 bytes) {
  return (U16x8)__builtin_shufflevector(bytes, U8x16{}, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6,
                                        22, 7, 23);
}
inline U16x8 high_words(U8x16 bytes) {
  return (U16x8)__builtin_shufflevector(bytes, U8x16{}, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13,
                                        29, 14, 30, 15, 31);
}
inline void store(float* out, F32x4 v) {
  std::memcpy(out, &v, sizeof v);
}

// 8 floats from the 8 bytes of `bytes` (byte 0 first), each over 64.
inline void write_bytes(float* out, std::uint64_t bytes) {
  const U16x8 words = low_words((U8x16)U64x2{bytes, 0});
  store(out, low_floats(words));
  store(out + 4, high_floats(words));
}

// 52 floats from 52 bytes, each over 64.
inline void write_bytes(float* out, const std::uint8_t* bytes) {
  for (int k = 0; k < 3; ++k, bytes += 16, out += 16) {
    U8x16 v;
    std::memcpy(&v, bytes, sizeof v);
    const U16x8 low = low_words(v);
    const U16x8 high = high_words(v);
    store(out, low_floats(low));
    store(out + 4, high_floats(low));
    store(out + 8, low_floats(high));
    store(out + 12, high_floats(high));
  }
  std::uint32_t last = 0;
  std::memcpy(&last, bytes, sizeof last);
  store(out, low_floats(low_words((U8x16)U64x2{last, 0})));
}

}  // namespace

void State::observation(int player, std::span<float> out) const {
  const int n = num_players();
  if (player < 0 || player >= n || out.size() != idx(observation_size(n)))
    throw InvalidArgument("card_caper observation: player " + std::to_string(player) +
                          " or buffer size " + std::to_string(out.size()) + " out of range");
  float* at = out.data();
  put_one_hot<8>(at, player);
  put_one_hot<12>(at + n, static_cast<int>(phase_));
  at += n + kNumPhases;
  put_one_hot<8>(at, dealer_);
  put_one_hot<8>(at + n, turn_);
  put_one_hot<8>(at + 2 * n, asked_);
  at += 3 * n;
  const bool has_category = phase_ == Phase::kPlay || phase_ == Phase::kAskResponse ||
                            (phase_ == Phase::kAskGuess && asked_ >= 0);
  put_one_hot<4>(at, has_category ? static_cast<int>(category_) : -1);
  const Options& o = game_->options();
  at[4] = static_cast<float>(turns_) / static_cast<float>(o.max_turns);
  at[5] = static_cast<float>(dealt_) * kCodeScale;
  at[6] = end_ == EndReason::kCaught ? 1.0F : 0.0F;
  at[7] = end_ == EndReason::kTurnLimit ? 1.0F : 0.0F;
  at += 8;
  observe_seats(at);
  at += 7 * n;
  observe_hidden_guesses(at);  // before the card codes, which overwrite its overrun
  at += n * (1 + n);
  observe_cards(player, at);
}

// The seats' facts, n floats each: revealed, hand size, score; then 4 per seat, the "could
// not play" records (seat s, category c at 4s + c). The flags go out as runs for six seats.
void State::observe_seats(float* out) const {
  const int n = num_players();
  const Options& o = game_->options();
  // Scores over the least power of two at least the most a seat can score (an exact scale).
  const auto most =
      static_cast<unsigned>(std::max(1, (n - 1) * o.points_correct_guess + o.points_got_away));
  // 2^-k for 2^k = bit_ceil(most), built from its exponent bits (no division to wait on).
  const auto width = static_cast<unsigned>(std::bit_width(most - 1));
  const float score_scale = std::bit_cast<float>((127U - width) << 23);
  put<8>(out, kByteFloats[revealed_].f);
  for (int p = 0; p < n; ++p) {
    out[n + p] = static_cast<float>(bit_count(dealt_to_[idx(p)] & ~gone_)) * kHandScale;
    out[2 * n + p] = static_cast<float>(score_[idx(p)]) * score_scale;
  }
  out += 3 * n;
  for (int k = 0; k < kMaxSeats * kNumCategories / 8; ++k)
    put<8>(out + 8 * k, kByteFloats[(unable_active_ >> (8 * k)) & 255U].f);
}

// The three card codes. Where a card lies, as kind + 8 * owner over 64 (kind: 0 not seen,
// 1 the viewer's hand, 2 a hidden card the viewer sees, 3 laid open, 4 + c on a pile of
// category c; owner 0 for a card not seen); the records of its owner it left the hand
// after, bit c for category c, over 16; the guess that laid it open, 1 + 6 * guesser +
// target, over 64.
void State::observe_cards(int player, float* out) const {
  const CardSet on_piles = on_pile_[0] | on_pile_[1] | on_pile_[2] | on_pile_[3];
  const CardSet own_hand = hand(player);
  // Over all six seats (a fixed loop): a seat not in play has no cards and no hidden card.
  std::array<CardSet, kMaxSeats> own{};  // each seat's cards, the hidden one if shown
  CardSet hidden_shown = 0;              // the viewer's own hidden card and every revealed one
  const unsigned shown = revealed_ | (1U << player);
  for (int p = 0; p < kMaxSeats; ++p) {
    const Card h = hidden_[idx(p)];
    const bool visible = ((shown >> p) & 1U) != 0 && h != kNoCard;
    const CardSet hidden = (CardSet{1} << (h & 63U)) & (CardSet{0} - (visible ? 1U : 0U));
    hidden_shown |= hidden;
    own[idx(p)] = dealt_to_[idx(p)] | hidden;
  }
  const CardSet seen = own_hand | hidden_shown | gone_;
  // Bit j of the owner: seats 1, 3, 5 for bit 0; 2, 3 for bit 1; 4, 5 for bit 2.
  const CardSet owner0 = (own[1] | own[3] | own[5]) & seen;
  const CardSet owner1 = (own[2] | own[3]) & seen;
  const CardSet owner2 = (own[4] | own[5]) & seen;
  const CardSet open = gone_ & ~on_piles;
  write_code(out,
             offsets(own_hand | open | on_pile_[1] | on_pile_[3],
                     hidden_shown | open | on_pile_[2] | on_pile_[3]),
             offsets(on_piles, owner0), offsets(owner1, owner2));
  // The state keeps there only cards of seats with that record, and only cards gone.
  write_code(out + kDeckSize, offsets(gone_since_unable_[0], gone_since_unable_[1]),
             offsets(gone_since_unable_[2], gone_since_unable_[3]));
  write_bytes(out + 2 * kDeckSize, laid_open_by_.data());
}

// Failed guesses that named a hidden card: a slot of 1 + n floats per such card, in card
// order (the view does not say whose it is): (card + 1) / 64, then for each target t the
// guessers who named it as t's, bit g, over 64. Then the empty slots, all 0: the seats whose
// card nobody named come after the others, in seat order. Each slot is written as 8 floats
// from 8 bytes (card + 1, the six targets' guesser sets, 0), the next part overwriting the
// overrun.
void State::observe_hidden_guesses(float* out) const {
  const int n = num_players();
  std::array<std::uint64_t, kMaxSeats> bytes{};
  std::array<unsigned, kMaxSeats> key{};  // the slot order
  for (int k = 0; k < kMaxSeats; ++k) {
    // The row's six bytes in two loads (one wide load of narrower stores would stall).
    std::uint32_t low = 0;
    std::uint16_t high = 0;
    std::memcpy(&low, named_hidden_[idx(k)].data(), sizeof low);
    std::memcpy(&high, named_hidden_[idx(k)].data() + sizeof low, sizeof high);
    const bool named = (low | high) != 0;
    const unsigned card = (hidden_[idx(k)] + 1U) & (0U - (named ? 1U : 0U));
    bytes[idx(k)] = card | (std::uint64_t{low} << 8) | (std::uint64_t{high} << 40);
    key[idx(k)] = named ? card : kDeckSize + 1U + static_cast<unsigned>(k);
  }
  std::array<int, kMaxSeats> order{};  // the seat in each slot
  for (int k = 0; k < n; ++k) {
    int rank = 0;
    for (int j = 0; j < kMaxSeats; ++j) rank += key[idx(j)] < key[idx(k)] ? 1 : 0;
    order[idx(rank)] = k;
  }
  for (int r = 0; r < n; ++r, out += 1 + n) write_bytes(out, bytes[idx(order[idx(r)])]);
}

}  // namespace caper::card_caper
