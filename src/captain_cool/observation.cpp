// Captain Cool observation tensor: exactly what a seat's JSON view shows, as floats
// (layout and decoding in docs/rules/captain_cool.md). Every float is written once, with
// no zero-fill pass: a card is in one place, so it gets one code, and the 50 codes are
// built sixteen cards at a time as bytes and converted with vector moves. Every scale is a
// power of two, so each float is exactly its integer over that constant.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "caper/captain_cool/game.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"
#include "caper/core/observation.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// (value + 1) / 8 for a seat, place or queue entry, 0 for none (-1).
[[maybe_unused]] float code8(int value) {  // the paths without SSE2
  return static_cast<float>(value + 1) * (1.0F / 8);
}

#if defined(__SSE2__)
// The 16 bytes of `bytes` (unsigned) times `scale` as 16 floats.
void bytes16_to_floats(__m128i bytes, float scale, float* out) {
  const __m128i zero = _mm_setzero_si128();
  const __m128 k = _mm_set1_ps(scale);
  const __m128i lo = _mm_unpacklo_epi8(bytes, zero);
  const __m128i hi = _mm_unpackhi_epi8(bytes, zero);
  _mm_storeu_ps(out, _mm_mul_ps(_mm_cvtepi32_ps(_mm_unpacklo_epi16(lo, zero)), k));
  _mm_storeu_ps(out + 4, _mm_mul_ps(_mm_cvtepi32_ps(_mm_unpackhi_epi16(lo, zero)), k));
  _mm_storeu_ps(out + 8, _mm_mul_ps(_mm_cvtepi32_ps(_mm_unpacklo_epi16(hi, zero)), k));
  _mm_storeu_ps(out + 12, _mm_mul_ps(_mm_cvtepi32_ps(_mm_unpackhi_epi16(hi, zero)), k));
}

// The low 8 bytes of `bytes` (unsigned) times `scale` as 8 floats.
void bytes8_to_floats(__m128i bytes, float scale, float* out) {
  const __m128i zero = _mm_setzero_si128();
  const __m128 k = _mm_set1_ps(scale);
  const __m128i words = _mm_unpacklo_epi8(bytes, zero);
  _mm_storeu_ps(out, _mm_mul_ps(_mm_cvtepi32_ps(_mm_unpacklo_epi16(words, zero)), k));
  _mm_storeu_ps(out + 4, _mm_mul_ps(_mm_cvtepi32_ps(_mm_unpackhi_epi16(words, zero)), k));
}

// The low 8 bytes of `mask` (0 or 0xFF) as 8 floats 0 or 1, without a conversion.
void flags8_to_floats(__m128i mask, float* out) {
  const __m128 one = _mm_set1_ps(1.0F);
  const __m128i words = _mm_unpacklo_epi8(mask, mask);
  _mm_storeu_ps(out, _mm_and_ps(_mm_castsi128_ps(_mm_unpacklo_epi16(words, words)), one));
  _mm_storeu_ps(out + 4, _mm_and_ps(_mm_castsi128_ps(_mm_unpackhi_epi16(words, words)), one));
}

// Byte i is 0xFF when bit i of the 16 bits is set.
__m128i expand_bits16(unsigned bits) {
  const __m128i masks = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
  __m128i v = _mm_cvtsi32_si128(static_cast<int>(bits));
  v = _mm_unpacklo_epi8(v, v);       // b0 b0 b1 b1
  v = _mm_shufflelo_epi16(v, 0x50);  // words b0b0 b0b0 b1b1 b1b1
  v = _mm_unpacklo_epi32(v, v);      // bytes 0-7: b0, 8-15: b1
  return _mm_cmpeq_epi8(_mm_and_si128(v, masks), masks);
}
#endif

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

#if defined(__SSE2__)
// sub, step, queue_pos, affray_pub, turn, the 4 pile sizes, the pick's place and seat and
// the 3 majority holders: 14 bytes in a row in the state (and 2 of scores_ whose floats,
// times 0, land on decks_used, written after), each over its own constant.
void StateObservation::counters(const State& s, float* out) {
  static_assert(offsetof(State, majority_) + kNumBosses ==
                    offsetof(State, sub_) + kHeaderCounters &&
                offsetof(State, sub_) + 16 <= sizeof(State));
  const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&s.sub_));
  // + 1 for the pick and the majority holders (none, -1, reads 0); a pick's seat is shown
  // only with its place.
  const __m128i plus_one = _mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0);
  const __m128i seat_lane = _mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0);
  const __m128i no_pick = _mm_set1_epi8(static_cast<char>(s.pick_place_ >> 7));  // -1 or 0
  const __m128i codes =
      _mm_andnot_si128(_mm_and_si128(no_pick, seat_lane), _mm_add_epi8(bytes, plus_one));
  const __m128i zero = _mm_setzero_si128();
  const __m128i lo = _mm_unpacklo_epi8(codes, zero);
  const __m128i hi = _mm_unpackhi_epi8(codes, zero);
  const float p = 1.0F / 32;  // a pile
  const float e = 1.0F / 8;   // step, queue_pos, turn, a pick or majority code
  _mm_storeu_ps(out, _mm_mul_ps(_mm_cvtepi32_ps(_mm_unpacklo_epi16(lo, zero)),
                                _mm_setr_ps(1.0F / 64, e, e, 1.0F / 4)));
  _mm_storeu_ps(out + 4,
                _mm_mul_ps(_mm_cvtepi32_ps(_mm_unpackhi_epi16(lo, zero)), _mm_setr_ps(e, p, p, p)));
  _mm_storeu_ps(out + 8,
                _mm_mul_ps(_mm_cvtepi32_ps(_mm_unpacklo_epi16(hi, zero)), _mm_setr_ps(p, e, e, e)));
  _mm_storeu_ps(out + 12,
                _mm_mul_ps(_mm_cvtepi32_ps(_mm_unpackhi_epi16(hi, zero)), _mm_setr_ps(e, e, 0, 0)));
}
#else
void StateObservation::counters(const State& s, float* out) {
  out[0] = static_cast<float>(s.sub_) * (1.0F / 64);
  out[1] = static_cast<float>(s.step_) * (1.0F / 8);
  out[2] = static_cast<float>(s.queue_pos_) * (1.0F / 8);
  out[3] = static_cast<float>(s.affray_pub_) * (1.0F / 4);
  out[4] = static_cast<float>(s.turn_) * (1.0F / 8);
  for (int k = 0; k < kNumPiles; ++k)
    out[5 + k] = static_cast<float>(at(s.pile_left_, k)) * (1.0F / 32);
  out[9] = code8(s.pick_place_);
  out[10] = code8(s.pick_place_ < 0 ? -1 : s.pick_seat_);  // a pick's seat only with its place
  for (int b = 0; b < kNumBosses; ++b) out[11 + b] = code8(at(s.majority_, b));
}
#endif

#if defined(__SSE2__)
// Sixteen cards at a time: code = where - 3, + 8 for the viewer's cards not shown, 0 for a
// pile or another seat's hidden card. The last block (cards 34..49) overlaps the one before
// with the same values.
void StateObservation::cards(const State& s, int player, float* out) {
  const __m128i lowest_hand = _mm_set1_epi8(static_cast<char>(kLocHand - 1));
  const __m128i own_hand = _mm_set1_epi8(static_cast<char>(kLocHand + player));
  for (int first : {0, 16, 32, kNumCards - 16}) {
    const __m128i where = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&at(s.where_, first)));
    const __m128i shown = expand_bits16(static_cast<unsigned>((s.public_ >> first) & 0xFFFFU));
    const __m128i pile = _mm_cmplt_epi8(where, _mm_set1_epi8(kLocPub));
    const __m128i hand = _mm_cmpgt_epi8(where, lowest_hand);
    const __m128i own = _mm_cmpeq_epi8(where, own_hand);
    const __m128i unknown = _mm_or_si128(pile, _mm_andnot_si128(_mm_or_si128(own, shown), hand));
    const __m128i not_shown =
        _mm_and_si128(_mm_andnot_si128(shown, own), _mm_set1_epi8(kCodeNotShown));
    const __m128i code =
        _mm_add_epi8(_mm_sub_epi8(where, _mm_set1_epi8(kLocPub - kCodePub)), not_shown);
    bytes16_to_floats(_mm_andnot_si128(unknown, code), 1.0F / kCardCodeScale, out + first);
  }
}
#else
void StateObservation::cards(const State& s, int player, float* out) {
  for (int c = 0; c < kNumCards; ++c) {
    const int where = at(s.where_, c);
    const bool shown = ((s.public_ >> c) & 1U) != 0;
    int code = where - (kLocPub - kCodePub);
    if (where == kLocHand + player && !shown) code += kCodeNotShown;
    if (where < kLocPub || (where >= kLocHand && where != kLocHand + player && !shown)) code = 0;
    out[c] = static_cast<float>(code) * (1.0F / kCardCodeScale);
  }
}
#endif

#if defined(__SSE2__)
// One section (one float per seat) at a time, as 8 lanes from a 7-byte array per seat and
// the byte after it in the State: the eighth float (and those past n) land in the next
// section, written after.
void StateObservation::seats(const State& s, int player, float* out) {
  static_assert(offsetof(State, order_) + 8 <= sizeof(State) &&
                offsetof(State, scores_) + 16 <= sizeof(State));
  const int n = s.n();
  const __m128i lanes = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  const __m128i one = _mm_set1_epi8(1);
  const __m128i viewer = _mm_cmpeq_epi8(lanes, _mm_set1_epi8(static_cast<char>(player)));
  auto load = [](const auto& seats) {
    return _mm_loadl_epi64(reinterpret_cast<const __m128i*>(seats.data()));
  };
  float* f = out;
  auto put = [&](__m128i bytes, float scale) {
    bytes8_to_floats(bytes, scale, f);
    f += n;
  };
  auto flags = [&](__m128i mask) {
    flags8_to_floats(mask, f);
    f += n;
  };
  flags(_mm_cmpeq_epi8(lanes, _mm_set1_epi8(s.actor_)));
  flags(viewer);
  const __m128i scores = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.scores_.data()));
  const __m128 per_point = _mm_set1_ps(1.0F / 128);
  _mm_storeu_ps(f,
                _mm_mul_ps(_mm_cvtepi32_ps(_mm_srai_epi32(_mm_unpacklo_epi16(scores, scores), 16)),
                           per_point));
  _mm_storeu_ps(f + 4,
                _mm_mul_ps(_mm_cvtepi32_ps(_mm_srai_epi32(_mm_unpackhi_epi16(scores, scores), 16)),
                           per_point));
  f += n;
  put(_mm_andnot_si128(viewer, load(s.secret_)), 1.0F / 8);  // the viewer sees all its own
  put(load(s.supply_), 1.0F / 8);
  // Another seat's choice reads "hidden": 7, the place after Ed.
  const __m128i pending = load(s.pending_);
  const __m128i hidden = _mm_andnot_si128(viewer, _mm_cmpgt_epi8(pending, _mm_set1_epi8(-1)));
  put(_mm_add_epi8(_mm_or_si128(_mm_andnot_si128(hidden, pending),
                                _mm_and_si128(hidden, _mm_set1_epi8(kNumPlaces))),
                   one),
      1.0F / 8);
  put(_mm_add_epi8(load(s.revealed_), one), 1.0F / 8);
  const __m128i in_queue = _mm_cmpgt_epi8(_mm_set1_epi8(static_cast<char>(s.queue_len_)), lanes);
  put(_mm_and_si128(_mm_add_epi8(load(s.queue_), one), in_queue), 1.0F / 8);
  const __m128i order_shown = _mm_set1_epi8(static_cast<char>(s.order_[0] >= 0 ? -1 : 0));
  put(_mm_and_si128(_mm_add_epi8(load(s.order_), one), order_shown), 1.0F / 8);
  const __m128i used = load(s.used_);
  for (int b = 0; b < kNumBosses; ++b) {
    const __m128i bit = _mm_set1_epi8(static_cast<char>(1 << b));
    flags(_mm_cmpeq_epi8(_mm_and_si128(used, bit), bit));
  }
}
#else
void StateObservation::seats(const State& s, int player, float* out) {
  const int n = s.n();
  const bool order_shown = s.order_[0] >= 0;
  for (int q = 0; q < n; ++q) {
    float* f = out + q;
    const int pending = at(s.pending_, q);  // another seat's choice reads "hidden" (7)
    f[0] = q == s.actor_ ? 1.0F : 0.0F;
    f[n] = q == player ? 1.0F : 0.0F;
    f[2 * n] = static_cast<float>(at(s.scores_, q)) * (1.0F / 128);
    f[3 * n] = static_cast<float>(q == player ? 0 : at(s.secret_, q)) * (1.0F / 8);
    f[4 * n] = static_cast<float>(at(s.supply_, q)) * (1.0F / 8);
    f[5 * n] = code8(pending < 0 || q == player ? pending : kNumPlaces);
    f[6 * n] = code8(at(s.revealed_, q));
    f[7 * n] = code8(q < s.queue_len_ ? at(s.queue_, q) : -1);
    f[8 * n] = code8(order_shown ? at(s.order_, q) : -1);
    for (int b = 0; b < kNumBosses; ++b)
      f[(9 + b) * n] = static_cast<float>((at(s.used_, q) >> b) & 1U);
  }
}
#endif

#if defined(__SSE2__)
// A place at a time: its row of 7 seats and the next byte, as 8 (standing, lying) pairs;
// the pairs past n land in the next place, or in the cards, written after.
void StateObservation::figures(const State& s, float* out) {
  static_assert(offsetof(State, figures_) + sizeof(State::figures_) + 1 <= sizeof(State));
  const int n = s.n();
  const __m128i nibble = _mm_set1_epi8(15);
  for (int place = 0; place < kNumPlaces; ++place) {
    const __m128i row =
        _mm_loadl_epi64(reinterpret_cast<const __m128i*>(at(s.figures_, place).data()));
    const __m128i standing = _mm_and_si128(row, nibble);
    const __m128i lying = _mm_and_si128(_mm_srli_epi16(row, 4), nibble);
    bytes16_to_floats(_mm_unpacklo_epi8(standing, lying), 1.0F / 8, out + 2 * n * place);
  }
}
#else
void StateObservation::figures(const State& s, float* out) {
  const int n = s.n();
  for (int place = 0; place < kNumPlaces; ++place)
    for (int q = 0; q < n; ++q) {
      const int cell = s.cell(place, q);
      out[2 * (place * n + q)] = static_cast<float>(cell & 15) * (1.0F / 8);
      out[2 * (place * n + q) + 1] = static_cast<float>(cell >> 4) * (1.0F / 8);
    }
}
#endif

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
