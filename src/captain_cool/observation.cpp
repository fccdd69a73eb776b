// Captain Cool observation tensor: exactly what a seat's JSON view shows, as floats
// (layout and decoding in docs/rules/captain_cool.md). Every float is written once, with
// no zero-fill pass: a card is in one place, so it gets one code, and the 50 codes are
// built sixteen cards at a time as bytes; every section is bytes of the state turned into
// floats by core/byte_floats.hpp. Every scale is a power of two, so each float is exactly
// its integer over that constant.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "caper/captain_cool/game.hpp"
#include "caper/core/byte_floats.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"
#include "caper/core/observation.hpp"

namespace caper::captain_cool {

int observation_size(int n) {
  return obs_cards(n) + kNumCards;  // 90 + 26 n
}

namespace {

// A card's code is its kLoc* value less 3 (docs/rules/captain_cool.md).
static_assert(kCodePub == kLocPub - 3 && kCodeCircle == kLocCircle - 3 &&
              kCodeDiscard == kLocDiscard - 3 && kCodeHand == kLocHand - 3);
static_assert(kCodeHand + kCodeNotShown + kMaxPlayers <= kCardCodeScale);

// The header's counters, from sub to the majority holders.
constexpr int kHeaderCounters = 14;

typedef std::uint64_t U64x2 __attribute__((vector_size(16)));
typedef std::int8_t I8x16 __attribute__((vector_size(16)));

// a < b lane by lane for bytes below 128, as signed bytes: SSE2 compares those in one
// instruction (unsigned bytes take three).
Bytes16 less(Bytes16 a, Bytes16 b) {
  return reinterpret_cast<Bytes16>(reinterpret_cast<I8x16>(a) < reinterpret_cast<I8x16>(b));
}

// 8 bytes from `src` in the low half (a 7-byte array per seat and the byte after it).
Bytes16 load8(const void* src) {
  std::uint64_t low = 0;
  std::memcpy(&low, src, sizeof low);
  return reinterpret_cast<Bytes16>(U64x2{low, 0});
}

// 0xFF or 0 to 1 or 0.
Bytes16 ones(Bytes16 mask) {
  return mask & splat_bytes(1);
}

// Byte i is 0xFF when bit i of the 16 bits is set.
Bytes16 expand_bits16(std::uint64_t bits) {
  const Bytes16 masks = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
  constexpr std::uint64_t kEveryByte = 0x0101010101010101U;
  const U64x2 spread = {(bits & 0xFFU) * kEveryByte, ((bits >> 8) & 0xFFU) * kEveryByte};
  return reinterpret_cast<Bytes16>((reinterpret_cast<Bytes16>(spread) & masks) == masks);
}

constexpr Bytes16 kLanes = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

constexpr BytePlan kOne = uniform_plan(1.0F);
constexpr BytePlan kEighths = uniform_plan(1.0F / 8);
constexpr BytePlan kCodes = uniform_plan(1.0F / kCardCodeScale);
// sub/64, step, queue_pos/8, affray_pub/4, turn/8, piles/32, then (pick, majority + 1)/8.
constexpr BytePlan kCounters = {
    {1.0F / 64, 1.0F / 8, 1.0F / 8, 1.0F / 4, 1.0F / 8, 1.0F / 32, 1.0F / 32, 1.0F / 32, 1.0F / 32,
     1.0F / 8, 1.0F / 8, 1.0F / 8, 1.0F / 8, 1.0F / 8, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0}};

}  // namespace

// The sections of State::observation, each writing its own offsets.
struct StateObservation {
  static void header(const State& s, float* out);
  static void counters(const State& s, float* out);
  static void cards(const State& s, int player, float* out);
  static void seats(const State& s, int player, float* out);
  static void figures(const State& s, float* out);
};

void StateObservation::header(const State& s, float* out) {
  ObservationWriter w(std::span<float>(out, kObsHeader));
  w.one_hot(kRounds, s.round_ - 1);
  w.one_hot(kObsPhases, static_cast<int>(s.phase_));
  counters(s, w.cursor());
  w.advance(kHeaderCounters);
  w.bits(s.decks_used_, kNumPiles);
}

// sub, step, queue_pos, affray_pub, turn, the 4 pile sizes, the pick's place and seat and
// the 3 majority holders: 14 bytes in a row in the state (and 2 of scores_ whose floats,
// times 0, land on decks_used, written after), each over its own constant.
void StateObservation::counters(const State& s, float* out) {
  static_assert(offsetof(State, majority_) + kNumBosses ==
                    offsetof(State, sub_) + kHeaderCounters &&
                offsetof(State, sub_) + kByteBlock <= sizeof(State));
  // A pick's seat is shown only with its place: without a place it reads -1 (none).
  const Bytes16 seat_lane = kLanes == splat_bytes(10);
  const Bytes16 no_pick = splat_bytes(static_cast<std::uint8_t>(s.pick_place_ >> 7));  // 0xFF or 0
  write_byte_floats(out, load_bytes(&s.sub_) | (seat_lane & no_pick), kCounters);
}

// Sixteen cards at a time: code = where - 3, + 8 for the viewer's cards not shown, 0 for a
// pile or another seat's hidden card. The last block (cards 34..49) overlaps the one before
// with the same values.
void StateObservation::cards(const State& s, int player, float* out) {
  const Bytes16 own_hand = splat_bytes(static_cast<std::uint8_t>(kLocHand + player));
  for (int first : {0, 16, 32, kNumCards - kByteBlock}) {
    const Bytes16 where = load_bytes(&at(s.where_, first));
    const Bytes16 shown = expand_bits16(s.public_ >> first);
    const Bytes16 pile = less(where, splat_bytes(kLocPub));
    const Bytes16 hand = less(splat_bytes(kLocHand - 1), where);
    const Bytes16 own = where == own_hand;
    const Bytes16 unknown = pile | (hand & ~(own | shown));
    const Bytes16 not_shown = own & ~shown & splat_bytes(kCodeNotShown);
    const Bytes16 code = where - splat_bytes(kLocPub - kCodePub) + not_shown;
    write_byte_floats(out + first, code & ~unknown, kCodes);
  }
}

// One section (one float per seat) at a time, as 8 lanes from a 7-byte array per seat and
// the byte after it in the State: the eighth float (and those past n) land in the next
// section, written after.
void StateObservation::seats(const State& s, int player, float* out) {
  static_assert(offsetof(State, order_) + 8 <= sizeof(State));
  const int n = s.n();
  const Bytes16 viewer = kLanes == splat_bytes(static_cast<std::uint8_t>(player));
  float* f = out;
  auto put = [&](Bytes16 bytes, const BytePlan& plan) {
    write_byte_floats<8>(f, bytes, plan);
    f += n;
  };
  put(ones(kLanes == splat_bytes(static_cast<std::uint8_t>(s.actor_))), kOne);
  put(ones(viewer), kOne);
  for (int q = 0; q < n; ++q) f[q] = static_cast<float>(at(s.scores_, q)) * (1.0F / 128);
  f += n;
  put(load8(s.secret_.data()) & ~viewer, kEighths);  // the viewer sees all its own
  put(load8(s.supply_.data()), kEighths);
  // Another seat's choice reads "hidden": 7, the place after Ed. Then + 1 for the codes.
  const Bytes16 pending = load8(s.pending_.data());
  const Bytes16 hidden = ~viewer & less(splat_bytes(0xFF), pending);  // as signed: -1 < p
  const Bytes16 one = splat_bytes(1);
  put(((pending & ~hidden) | (hidden & splat_bytes(kNumPlaces))) + one, kEighths);
  put(load8(s.revealed_.data()) + one, kEighths);
  const Bytes16 in_queue = less(kLanes, splat_bytes(s.queue_len_));
  put((load8(s.queue_.data()) + one) & in_queue, kEighths);
  const auto order_shown = static_cast<std::uint8_t>(s.order_[0] >= 0 ? 0xFF : 0);
  put((load8(s.order_.data()) + one) & splat_bytes(order_shown), kEighths);
  const Bytes16 used = load8(s.used_.data());
  for (int b = 0; b < kNumBosses; ++b) {
    const Bytes16 bit = splat_bytes(static_cast<std::uint8_t>(1 << b));
    put(ones((used & bit) == bit), kOne);
  }
}

// A place at a time: its row of 7 seats and the next byte, as 8 (standing, lying) pairs;
// the pairs past n land in the next place, or in the cards, written after.
void StateObservation::figures(const State& s, float* out) {
  static_assert(offsetof(State, figures_) + sizeof(State::figures_) + 1 <= sizeof(State));
  const int n = s.n();
  const Bytes16 nibble = splat_bytes(15);
  for (int place = 0; place < kNumPlaces; ++place) {
    const Bytes16 row = load8(at(s.figures_, place).data());
    const Bytes16 standing = row & nibble;
    const Bytes16 lying = (row >> 4) & nibble;
    const Bytes16 pairs = __builtin_shufflevector(standing, lying, 0, 16, 1, 17, 2, 18, 3, 19, 4,
                                                  20, 5, 21, 6, 22, 7, 23);  // punpcklbw
    write_byte_floats(out + 2 * n * place, pairs, kEighths);
  }
}

void State::observation(int player, std::span<float> out) const {
  const int np = n();
  if (out.size() != idx(observation_size(np)))
    throw InvalidArgument("captain_cool: observation needs " +
                          std::to_string(observation_size(np)) + " floats, got " +
                          std::to_string(out.size()));
  float* o = out.data();
  StateObservation::header(*this, o);
  // In this order: a section may write floats past its end that the next one overwrites.
  StateObservation::seats(*this, player, o + kObsHeader);
  StateObservation::figures(*this, o + obs_figures(np));
  StateObservation::cards(*this, player, o + obs_cards(np));
}

}  // namespace caper::captain_cool
