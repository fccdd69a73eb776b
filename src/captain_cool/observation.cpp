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

#include <gsl/util>

#include "caper/captain_cool/game.hpp"
#include "caper/core/byte_floats.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"
#include "caper/core/observation.hpp"

namespace caper::captain_cool {

ObservationLayout::ObservationLayout(const Options& options) {
  const int n = options.players;
  SectionList sections;
  round = sections.next(kRounds);
  phase = sections.next(kNumPhases);
  counters = sections.next(18);  // 14 counters (State::Counters) and 4 decks_used flags
  actor = sections.next(n);
  viewer = sections.next(n);
  scores = sections.next(n);
  secret = sections.next(n);
  supply = sections.next(n);
  pending = sections.next(n);
  revealed = sections.next(n);
  queue = sections.next(n);
  order = sections.next(n);
  used = sections.next(kNumBosses * n);
  figures = sections.next(2 * kNumPlaces * n);
  cards = sections.next(kNumCards);
  size = sections.end();
}

void Game::observation_high(std::span<float> out) const {
  std::fill(out.begin(), out.end(), 1.0F);
  std::fill_n(out.begin() + layout_.scores.offset, layout_.scores.size,
              32767.0F * State::kScoreScale);
}

namespace {

// A card's code is its kLoc* value less 3 (docs/rules/captain_cool.md).
static_assert(kCodePub == kLocPub - 3 && kCodeCircle == kLocCircle - 3 &&
              kCodeDiscard == kLocDiscard - 3 && kCodeHand == kLocHand - 3);
static_assert(kCodeHand + kCodeNotShown + kMaxPlayers <= kCardCodeScale);

typedef std::int8_t I8x16 __attribute__((vector_size(16)));

// a < b lane by lane for bytes below 128, as signed bytes: SSE2 compares those in one
// instruction (unsigned bytes take three).
Bytes16 less(Bytes16 a, Bytes16 b) {
  return reinterpret_cast<Bytes16>(reinterpret_cast<I8x16>(a) < reinterpret_cast<I8x16>(b));
}

// 0xFF or 0 to 1 or 0.
Bytes16 ones(Bytes16 mask) {
  return mask & splat_bytes(1);
}

// A 1 at byte 32: the 16 bytes from 32 - i hold a one-hot of lane i (none for i outside
// 0..15), one load instead of a splat and a compare.
constexpr int kHotAt = 32;
alignas(64) constexpr std::array<std::uint8_t, 64> kHotByte = [] {
  std::array<std::uint8_t, 64> bytes{};
  bytes[kHotAt] = 1;
  return bytes;
}();
Bytes16 one_hot_bytes(int lane) {  // lane in -16..32
  return load_bytes(&kHotByte[static_cast<std::size_t>(kHotAt - lane)]);
}

// 0xFF in bytes 0-15, 0 in 16-31: the 16 bytes from 16 - k are 0xFF in lanes below k.
alignas(32) constexpr std::array<std::uint8_t, 32> kPrefixBytes = [] {
  std::array<std::uint8_t, 32> bytes{};
  for (std::size_t i = 0; i < 16; ++i) bytes[i] = 0xFF;
  return bytes;
}();
Bytes16 lanes_below(int k) {  // k in 0..16
  return load_bytes(&kPrefixBytes[static_cast<std::size_t>(kByteBlock - k)]);
}

// Lanes 4-7 of a block: the 4 decks_used flags as bytes 0 or 1, by the 4 bits.
constexpr std::array<std::uint64_t, 16> kDeckBytes = [] {
  std::array<std::uint64_t, 16> rows{};
  for (std::size_t bits = 0; bits < 16; ++bits)
    for (std::size_t k = 0; k < 4; ++k)
      if ((bits >> k) & 1U) rows[bits] |= std::uint64_t{1} << (8 * (4 + k));
  return rows;
}();

constexpr BytePlan kOne = uniform_plan(1.0F);  // one-hots and flags
// A per-seat array's plan: its scale (state.hpp, beside the field) in every lane.
constexpr BytePlan seat_plan(ByteScale field) {
  return uniform_plan(field.scale, field.bias);
}
constexpr BytePlan kCodes = uniform_plan(1.0F / kCardCodeScale);
// The header's lanes: `ones` lanes of 1 (one-hot bytes), then the bytes [first, last) of
// State::Counters by their kScales, then lanes of 1 (flags) up to 16.
constexpr BytePlan header_plan(int ones, std::size_t first, std::size_t last,
                               const std::array<ByteScale, 16>& counters) {
  std::array<ByteScale, kByteBlock> lanes{};
  for (ByteScale& lane : lanes) lane = {1.0F};
  for (std::size_t i = first; i < last; ++i)
    lanes[static_cast<std::size_t>(ones) + i - first] = counters[i];
  return record_plan(lanes);
}

}  // namespace

// The sections of State::observation, each writing its own offsets.
struct StateObservation {
  static void header(const State& s, float* out);
  static void cards(const State& s, int player, float* out);
  template <int kWidth>
  static void seats(const State& s, int player, int n, float* out);
  template <int kWidth>
  static void figures(const State& s, int n, float* out);
};

// 40 floats as three byte blocks: the round and phase one-hots are lane compares (the
// round's lanes 0-4 and the phase's 5-21 never meet, so one block holds both), the 14
// counters are State::Counters, one 16-byte load shifted into place.
void StateObservation::header(const State& s, float* out) {
  static_assert(kRounds + kNumPhases + 18 == 40 && kRounds == 5);
  const int phase = static_cast<int>(s.phase_);
  // Floats 16-31: phase one-hot 11..16 (lanes 0-5), then sub to pick_place; floats 32-39:
  // pick_seat, the majorities, the 4 decks_used flags.
  static constexpr BytePlan kHeaderMiddle = header_plan(6, 0, 10, State::Counters::kScales);
  static constexpr BytePlan kHeaderTail = header_plan(0, 10, 14, State::Counters::kScales);
  write_byte_floats(out, one_hot_bytes(s.round_ - 1) | one_hot_bytes(phase + 5), kOne);
  const Bytes16 counters = load_bytes(&s.counters_);
  // Lanes 0-5: the phase's one-hot for phases 11 to 16 (lane phase - 11); lanes 6-15: sub
  // to pick_place.
  const Bytes16 middle = __builtin_shufflevector(Bytes16{}, counters, 0, 1, 2, 3, 4, 5, 16, 17, 18,
                                                 19, 20, 21, 22, 23, 24, 25);
  write_byte_floats(out + 16, middle | one_hot_bytes(phase - 11), kHeaderMiddle);
  // Lanes 0-3: pick_seat and the majorities. A pick's seat is shown only with its place:
  // without a place it reads -1 (none).
  const Bytes16 tail = __builtin_shufflevector(counters, Bytes16{}, 10, 11, 12, 13, 16, 16, 16, 16,
                                               16, 16, 16, 16, 16, 16, 16, 16);
  const std::uint64_t no_pick =
      gsl::narrow_cast<std::uint8_t>(s.counters_.pick_place >> 7);  // -1 (none) or 0 as 0xFF or 0
  const Bytes16 flags = low_bytes(no_pick | at(kDeckBytes, s.decks_used_ & 15U));
  write_byte_floats<8>(out + 32, tail | flags, kHeaderTail);
}

// Sixteen cards at a time: code = where - 3 (a hand card not shown is kept as kLocHidden
// past its hand, so the viewer's own read 28 + p as they are), 0 for a pile or another
// seat's hidden card. The last block (cards 34..49) overlaps the one before with the same
// values.
void StateObservation::cards(const State& s, int player, float* out) {
  static_assert(kCodeNotShown == kLocHidden);
  const Bytes16 own_hidden =
      splat_bytes(gsl::narrow_cast<std::uint8_t>(kLocHand + kLocHidden + player));  // a kLoc* value
  for (int first : {0, 16, 32, kNumCards - kByteBlock}) {
    const Bytes16 where = load_bytes(&at(s.where_, first));
    const Bytes16 pile = less(where, splat_bytes(kLocPub));
    const Bytes16 hidden = less(splat_bytes(kLocHand + kLocHidden - 1), where);
    const Bytes16 unknown = pile | (hidden & ~(where == own_hidden));
    const Bytes16 code = where - splat_bytes(kLocPub - kCodePub);
    write_byte_floats(out + first, code & ~unknown, kCodes);
  }
}

// One section (one float per seat) at a time, as 8 lanes from a per-seat array (PerSeat, 8
// lanes): the floats past n land in the next section, written after.
template <int kWidth>
void StateObservation::seats(const State& s, int player, int n, float* out) {
  static constexpr BytePlan kSecretPlan = seat_plan(State::kSecretScale);
  static constexpr BytePlan kSupplyPlan = seat_plan(State::kSupplyScale);
  static constexpr BytePlan kPendingPlan = seat_plan(State::kPendingScale);
  static constexpr BytePlan kRevealedPlan = seat_plan(State::kRevealedScale);
  static constexpr BytePlan kQueuePlan = seat_plan(State::kQueueScale);
  static constexpr BytePlan kOrderPlan = seat_plan(State::kOrderScale);
  static constexpr BytePlan kUsedPlan = seat_plan(State::kUsedScale);
  const Bytes16 viewer_hot = one_hot_bytes(player);
  const Bytes16 viewer = Bytes16{} - viewer_hot;  // 0xFF in the viewer's lane
  float* f = out;
  auto put = [&](Bytes16 bytes, const BytePlan& plan) {
    write_byte_floats<kWidth>(f, bytes, plan);
    f += n;
  };
  put(one_hot_bytes(s.actor_), kOne);  // none for -1
  put(viewer_hot, kOne);
  write_int16_floats<kWidth>(f, load_words(s.scores_.data()), State::kScoreScale);
  f += n;
  put(load_low_bytes(s.secret_.data()) & ~viewer, kSecretPlan);  // the viewer sees all its own
  put(load_low_bytes(s.supply_.data()), kSupplyPlan);
  // Another seat's choice reads "hidden": 7, the place after Ed.
  const Bytes16 pending = load_low_bytes(s.pending_.data());
  const Bytes16 hidden = ~viewer & less(splat_bytes(0xFF), pending);  // as signed: -1 < p
  put((pending & ~hidden) | (hidden & splat_bytes(kNumPlaces)), kPendingPlan);
  put(load_low_bytes(s.revealed_.data()), kRevealedPlan);
  // The lanes past the queue, and the whole order before the Big Deal, read -1 (none).
  put(load_low_bytes(s.queue_.data()) | ~lanes_below(s.queue_len_), kQueuePlan);
  const Bytes16 order_shown = lanes_below(s.order_[0] >= 0 ? kByteBlock : 0);
  put(load_low_bytes(s.order_.data()) | ~order_shown, kOrderPlan);
  const Bytes16 used = load_low_bytes(s.used_.data());
  for (int b = 0; b < kNumBosses; ++b) {
    const Bytes16 bit = splat_bytes(gsl::narrow_cast<std::uint8_t>(1 << b));  // 3 bosses
    put(ones((used & bit) == bit), kUsedPlan);
  }
}

// A place at a time: its row of 8 lanes, as 8 (standing, lying) pairs;
// the pairs past n land in the next place, or in the cards, written after.
template <int kWidth>
void StateObservation::figures(const State& s, int n, float* out) {
  static constexpr BytePlan kFigurePlan = seat_plan(State::kFiguresScale);
  const Bytes16 nibble = splat_bytes(15);
  for (int place = 0; place < kNumPlaces; ++place) {
    const Bytes16 row = load_low_bytes(at(s.figures_, place).data());
    // The high nibbles shifted down half-word-wise (each byte takes bits of its neighbour,
    // masked off after the interleave).
    const auto high = reinterpret_cast<Bytes16>(reinterpret_cast<Words8>(row) >> 4);
    const Bytes16 pairs = __builtin_shufflevector(row, high, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5,
                                                  21, 6, 22, 7, 23);  // punpcklbw
    write_byte_floats<2 * kWidth>(out + 2 * n * place, pairs & nibble, kFigurePlan);
  }
}

void State::observation(int player, std::span<float> out) const {
  const ObservationLayout& l = game_->observation_layout();
  const int np = n();
  check_observation(Game::kName, player, np, out, l.size);
  float* o = out.data();
  StateObservation::header(*this, o + l.round.offset);
  // In this order: a section may write floats past its end that the next one overwrites.
  if (np <= 4) {  // 4 lanes a seat section hold every seat
    StateObservation::seats<4>(*this, player, np, o + l.actor.offset);
    StateObservation::figures<4>(*this, np, o + l.figures.offset);
  } else {
    StateObservation::seats<8>(*this, player, np, o + l.actor.offset);
    StateObservation::figures<8>(*this, np, o + l.figures.offset);
  }
  StateObservation::cards(*this, player, o + l.cards.offset);
}

}  // namespace caper::captain_cool
