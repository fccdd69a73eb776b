// observation(player, out): exactly what `player` sees in their JSON view, as floats.
// Layout (n players; docs/rules/card_caper.md): a header, the seats' facts, a slot per hidden
// card a failed guess named, and three codes per card (where it lies and whose it is; the
// "could not play" records it left the hand after; the guess that laid it open).
// Written front to back without a zero-fill pass and without loops whose length depends on
// the position (an observation is a few dozen stores): some parts are written as fixed runs longer
// than the part (the flags for six seats, eight floats a slot), and the next part, written after
// them, overwrites what runs over.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "caper/card_caper/game.hpp"
#include "caper/core/bits.hpp"
#include "caper/core/byte_floats.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"
#include "caper/core/observation.hpp"

namespace caper::card_caper {
namespace {

// The scales are state.hpp's (namespace scale).
constexpr float kHandScale = scale::kHand;
constexpr float kCodeScale = scale::kCode;
constexpr BytePlan kCodePlan = uniform_plan(scale::kCode);
constexpr BytePlan kRecordPlan = uniform_plan(scale::kRecords);

// The seats' revealed flags, hand sizes and scores, kWidth (4 or 8) floats each at n apart.
template <int kWidth>
void write_seat_facts(float* out, int n, unsigned revealed, Words8 hands, Words8 scores,
                      float score_scale) {
  write_bit_floats<kWidth>(out, revealed);
  write_word_floats<kWidth>(out + n, hands, kHandScale);
  write_word_floats<kWidth>(out + 2 * n, scores, score_scale);
}

// The six bytes of a per-seat array as half-words (lanes 6 and 7 read 0), in registers.
Words8 seat_words(const std::array<std::uint8_t, kMaxPlayers>& seats) {
  static_assert(kMaxPlayers == 6);
  std::uint32_t low = 0;
  std::uint16_t high = 0;
  std::memcpy(&low, seats.data(), sizeof low);
  std::memcpy(&high, seats.data() + sizeof low, sizeof high);
  const std::uint64_t bytes = std::uint64_t{low} | (std::uint64_t{high} << 32);
  typedef std::uint8_t Bytes8 __attribute__((vector_size(8)));
  Bytes8 lanes;
  std::memcpy(&lanes, &bytes, sizeof lanes);
  return __builtin_convertvector(lanes, Words8);
}

// The three codes of up to 16 cards (kFloats of them) at `out` and in the two card sections
// after it (52 floats apart), from their place_records_ and guess_records_ bytes (see
// State::kind). The place of a card the viewer does not see (0xFF in `unseen`) reads 0.
template <int kFloats>
void write_card_block(float* out, Bytes16 place, Bytes16 guess, Bytes16 unseen) {
  const Bytes16 where = place & 63;  // kind and owner
  write_byte_floats<kFloats>(out, where & ~unseen, kCodePlan);
  // Records: bits 6 and 7 of place (categories 0, 1) and of guess (2, 3).
  const Bytes16 records = (place >> 6) | ((guess >> 6) << 2);
  write_byte_floats<kFloats>(out + kDeckSize, records, kRecordPlan);
  write_byte_floats<kFloats>(out + 2 * kDeckSize, guess & 63, kCodePlan);
}

}  // namespace

ObservationLayout::ObservationLayout(const Options& options) {
  const int n = options.players;
  SectionList sections;
  viewer = sections.next(n);
  phase = sections.next(kNumPhases);
  dealer = sections.next(n);
  turn_player = sections.next(n);
  asked = sections.next(n);
  category = sections.next(kNumCategories);
  turns = sections.next(1);
  dealt = sections.next(1);
  end = sections.next(2);
  revealed = sections.next(n);
  hand_size = sections.next(n);
  score = sections.next(n);
  unable = sections.next(kNumCategories * n);
  hidden_guesses = sections.next(n * (1 + n));
  card_place = sections.next(kDeckSize);
  card_records = sections.next(kDeckSize);
  card_guess = sections.next(kDeckSize);
  size = sections.end();
}

void State::observation(int player, std::span<float> out) const {
  const ObservationLayout& l = game_->observation_layout();
  check_observation(Game::kName, player, num_players(), out, l.size);
  // Each section in order: a one-hot written as a fixed run overruns into the next section,
  // written after it.
  float* o = out.data();
  write_one_hot<8>(o + l.viewer.offset, l.viewer.size, player);
  write_one_hot<12>(o + l.phase.offset, l.phase.size, static_cast<int>(phase_));
  write_one_hot<8>(o + l.dealer.offset, l.dealer.size, dealer_);
  write_one_hot<8>(o + l.turn_player.offset, l.turn_player.size, turn_);
  write_one_hot<8>(o + l.asked.offset, l.asked.size, asked_);
  const bool has_category = phase_ == Phase::kPlay || phase_ == Phase::kAskResponse ||
                            (phase_ == Phase::kAskGuess && asked_ >= 0);
  write_one_hot<4>(o + l.category.offset, l.category.size,
                   has_category ? static_cast<int>(category_) : -1);
  o[l.turns.offset] = static_cast<float>(turns_) / static_cast<float>(game_->options().max_turns);
  o[l.dealt.offset] = static_cast<float>(dealt_) * kCodeScale;
  o[l.end.offset] = end_ == EndReason::kCaught ? 1.0F : 0.0F;
  o[l.end.offset + 1] = end_ == EndReason::kTurnLimit ? 1.0F : 0.0F;
  observe_seats(l, o);
  observe_hidden_guesses(o +
                         l.hidden_guesses.offset);  // before the cards: they overwrite its overrun
  observe_cards(player, l, o);
}

// The seats' facts, n floats each: revealed, hand size, score; then 4 per seat, the "could
// not play" records (seat s, category c at 4s + c). The flags go out as runs for six seats,
// the hand sizes and scores as runs of 4 (up to 4 players) or 8 half-words, built in
// registers from the state's six bytes per seat (a vector filled lane by lane, or loaded
// from words just stored, goes through memory); the lanes at and past n are overwritten
// by the next section.
void State::observe_seats(const ObservationLayout& l, float* out) const {
  const int n = num_players();
  const Options& o = game_->options();
  // Scores over the least power of two at least the most a seat can score (an exact scale).
  const auto most =
      static_cast<unsigned>(std::max(1, (n - 1) * o.points_correct_guess + o.points_got_away));
  // 2^-k for 2^k = bit_ceil(most), built from its exponent bits (no division to wait on).
  const auto width = static_cast<unsigned>(std::bit_width(most - 1));
  const float score_scale = caper::bit_cast<float>((127U - width) << 23);
  // Until a "caught" end a score is its right guesses times points_correct_guess: the
  // guesses times that multiple of the scale (exact: small integers over a power of two).
  const Words8 hands = seat_words(hand_size_);
  const Words8 guesses = seat_words(right_guesses_);
  const float guess_scale = static_cast<float>(o.points_correct_guess) * score_scale;
  float* seats = out + l.revealed.offset;
  if (n <= 4)
    write_seat_facts<4>(seats, n, revealed_, hands, guesses, guess_scale);
  else
    write_seat_facts<8>(seats, n, revealed_, hands, guesses, guess_scale);
  if (end_ == EndReason::kCaught)  // the seat left unrevealed got away with it
    for (int p = 0; p < n; ++p) seats[2 * n + p] = static_cast<float>(score(p)) * score_scale;
  float* unable = out + l.unable.offset;
  for (int k = 0; k < (n + 1) / 2; ++k)  // 4n floats, 8 at a time
    write_bit_floats(unable + 8 * k, (unable_active_ >> (8 * k)) & 255U);
}

// The three card codes. Where a card lies, as kind + 8 * owner over 64 (kind: 0 not seen,
// 1 the viewer's hand, 2 a hidden card the viewer sees, 3 laid open, 4 + c on a pile of
// category c; owner 0 for a card not seen); the records of its owner it left the hand
// after, bit c for category c, over 16; the guess that laid it open, 1 + 6 * guesser +
// target, over 64. All three come from the state's two bytes per card (place_records_ and
// guess_records_, see State::kind), 16 cards at a time, then the last 4, the place masked by
// the cards the viewer cannot see (unseen_by, as a byte mask per card).
void State::observe_cards(int player, const ObservationLayout& l, float* out) const {
  const CardSet unseen = unseen_by(player);
  const auto unseen_lanes = [&](int first) {
    return lane_masks(static_cast<std::uint16_t>(unseen >> first));
  };
  float* place = out + l.card_place.offset;
  for (const int first : {0, 16, 32})
    write_card_block<16>(place + first, load_bytes(place_records_.data() + first),
                         load_bytes(guess_records_.data() + first), unseen_lanes(first));
  // The last 4 cards from 4-byte loads (a 16-byte one would run past the arrays).
  write_card_block<4>(place + 48, load_low_bytes<4>(place_records_.data() + 48),
                      load_low_bytes<4>(guess_records_.data() + 48), unseen_lanes(48));
}

// Failed guesses that named a hidden card: a slot of 1 + n floats per such card, in card
// order (the view does not say whose it is): (card + 1) / 64, then for each target t the
// guessers who named it as t's, bit g, over 64. Then the empty slots, all 0: the seats whose
// card nobody named come after the others, in seat order. Each slot is written as 8 floats
// from 8 bytes (card + 1, the six targets' guesser sets, 0), the next part overwriting the
// overrun.
void State::observe_hidden_guesses(float* out) const {
  const int n = num_players();
  // Mostly no failed guess has named a hidden card: then every slot is empty. The 30 bytes
  // of named_hidden_ in two loads (bytes 0-15 and 14-29).
  static_assert(sizeof(named_hidden_) == 30);
  const auto* raw = named_hidden_.data()->data();
  const Bytes16 guessers = load_bytes(raw) | load_bytes(raw + 14);
  if (byte_mask((Bytes16)(guessers == 0)) == 0xFFFFU) {
    // Past the part at 3 players (16 floats for 12): the card codes overwrite the overrun.
    static constexpr float kZeros[4] = {};
    for (int i = 0; i < n * (1 + n); i += 4) std::memcpy(out + i, kZeros, sizeof kZeros);
    return;
  }
  std::array<std::uint64_t, kMaxPlayers> bytes{};
  std::array<unsigned, kMaxPlayers> key{};  // the slot order
  for (int k = 0; k < kMaxPlayers; ++k) {
    // The row's five bytes in two loads (one wide load of narrower stores would stall),
    // then a 0 for target k inserted at byte k.
    std::uint32_t low = 0;
    std::uint8_t high = 0;
    std::memcpy(&low, named_hidden_[idx(k)].data(), sizeof low);
    std::memcpy(&high, named_hidden_[idx(k)].data() + sizeof low, sizeof high);
    const std::uint64_t others = std::uint64_t{low} | (std::uint64_t{high} << 32);
    const std::uint64_t before_k = others & ((std::uint64_t{1} << (8 * k)) - 1);
    const std::uint64_t row = before_k | ((others ^ before_k) << 8);
    const bool named = row != 0;
    const unsigned card = (hidden_of(k) + 1U) & (0U - (named ? 1U : 0U));
    bytes[idx(k)] = card | (row << 8);
    key[idx(k)] = named ? card : kDeckSize + 1U + static_cast<unsigned>(k);
  }
  std::array<int, kMaxPlayers> order{};  // the seat in each slot
  for (int k = 0; k < n; ++k) {
    int rank = 0;
    for (int j = 0; j < kMaxPlayers; ++j) rank += key[idx(j)] < key[idx(k)] ? 1 : 0;
    order[idx(rank)] = k;
  }
  for (int r = 0; r < n; ++r, out += 1 + n)
    write_byte_floats<8>(out, low_bytes(bytes[idx(order[idx(r)])]), kCodePlan);
}

}  // namespace caper::card_caper
