// The Mansky Caper observation tensor: everything a seat's JSON view shows, as floats
// (layout and decoding in docs/rules/mansky_caper.md). Nothing is hidden in this game, so
// every seat's tensor is the state's, apart from the viewer's one-hot.
//
// Most of the view is small counts that the state keeps as bytes, in the tensor's order:
// each character (8 bytes), each room (9), the Loot bag, the seen GASP! cards and a block of
// 32 counts. Those are converted 16 bytes at a time as (byte + bias) * scale with fixed
// tables (core/byte_floats.hpp: no branch, 4 stores a block).
// A block may run past its part of the tensor; the next part, written after it, overwrites
// that, and the last part (the counts) ends exactly at the end. Scales are powers of two,
// so every value is exact and two different views give two different tensors.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "caper/core/byte_floats.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"
#include "caper/core/observation.hpp"
#include "caper/mansky_caper/game.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {
namespace {

constexpr int kBlock = kByteBlock;

constexpr float kSmall = 1.0F / 16;  // keys, favors, tokens, track
constexpr float kSeat = 1.0F / 8;    // seats, rooms, character cards, die faces
constexpr float kGems = 1.0F / 64;
constexpr float kCoins = 1.0F / 256;

// CharacterState: card + 1, place + 1, loot gems, coins, stash gems, coins, keys, favors.
constexpr BytePlan kCharacterPlan = repeat_plan<1, 8>(
    {kSeat, kSeat, kGems, kCoins, kGems, kCoins, kSmall, kSmall}, {1, 1, 0, 0, 0, 0, 0, 0})[0];
// RoomState: card + 1, status, safe loot, GASP!, danger, track, leftover gems, coins, keys.
constexpr std::array<float, 9> kRoomScales = {1.0F / 16, 1.0F / 4, kSmall, kSmall, kSmall,
                                              kSmall,    kGems,    kCoins, kSmall};
constexpr std::array<std::uint8_t, 9> kRoomBiases = {1};
constexpr std::array<BytePlan, 3> kRoomPlans = repeat_plan<3, 9>(kRoomScales, kRoomBiases);
// The rooms' bytes are 9 * kMaxRooms = 54: the last block is the 16 ending there, which
// starts 2 bytes into a RoomState (it rewrites 10 floats of the block before with the same
// values).
constexpr int kRoomsBytes = 9 * kMaxRooms;
constexpr int kRoomTail = kRoomsBytes - kBlock;
constexpr BytePlan kRoomTailPlan = [] {
  std::array<float, 9> scales{};
  std::array<std::uint8_t, 9> biases{};
  for (std::size_t i = 0; i < 9; ++i) {
    scales[i] = kRoomScales[(i + kRoomTail) % 9];
    biases[i] = kRoomBiases[(i + kRoomTail) % 9];
  }
  return repeat_plan<1, 9>(scales, biases)[0];
}();
constexpr BytePlan kLootPlan = uniform_plan(kSmall);
constexpr BytePlan kGaspPlan = uniform_plan(1.0F / 32);  // kind + 1 over 32
// The counts block of State, counts_.supply_gems to counts_.end_reason.
constexpr std::array<BytePlan, 2> kCountPlans = repeat_plan<2, 32>(
    {kGems,  kCoins,    kSeat, 1.0F,   0.5F,   1.0F,                   // supply, markers, this turn
     kSeat,  kSeat,     kSeat, 1.0F,   kSeat,  kSmall, 0.25F, kSeat,   // deal .. ask
     kSmall, 1.0F / 32, 0.5F,  kSeat,  kSeat,  0.5F,   kSeat, kSeat,   // loot_kind .. trade_to
     kSmall, kSmall,    kGems, kCoins, kSmall, kSmall, kGems, kCoins,  // trade give, get
     kSeat,  0.25F},                                                   // voter, end reason
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1});  // roll_caller + 1

constexpr int blocks(int bytes) {
  return (bytes + kBlock - 1) / kBlock;
}

}  // namespace

ObservationLayout::ObservationLayout(const Options& options) {
  const int n = characters_in_play(options);
  const Edition& edition = options.edition;
  SectionList sections;
  phase = sections.next(kNumPhases);
  active = sections.next(kMaxChars);
  viewer = sections.next(kMaxChars);
  turn = sections.next(1);
  characters = sections.next(static_cast<int>(sizeof(CharacterState)) * n);
  stashed = sections.next(n);
  rooms = sections.next(static_cast<int>(sizeof(RoomState)) * edition.mansion_size);
  loot = sections.next(size_of(edition.loot));
  gasp = sections.next(edition.gasp_cards());
  counts = sections.next(2 * kBlock);
  size = sections.end();
}

void State::observation(int player, std::span<float> out) const {
  const ObservationLayout& l = game_->observation_layout();
  check_observation(Game::kName, player, game_->num_players(), out, l.size);
  static_assert(sizeof(CharacterState) == 8 && sizeof(chars_) == 3 * kBlock &&
                sizeof(RoomState) == 9 && sizeof(rooms_) == kRoomsBytes &&
                sizeof(loot_unrevealed_) == kBlock && sizeof(gasp_seen_) == 4 * kBlock &&
                sizeof(counts_) == 2 * kBlock);
  float* o = out.data();
  // Header: phase, active, viewer (16 and 8 floats copied, the extra ones overwritten).
  write_one_hot<16>(o + l.phase.offset, l.phase.size, static_cast<int>(phase_));
  write_one_hot<8>(o + l.active.offset, l.active.size, active_);
  write_one_hot<8>(o + l.viewer.offset, l.viewer.size, player);
  o[l.turn.offset] = static_cast<float>(turn_) / static_cast<float>(game_->max_turns());
  const auto* chars = reinterpret_cast<const unsigned char*>(chars_.data());
  for (int b = 0; b < blocks(8 * num_chars_); ++b)
    write_byte_floats(o + l.characters.offset + kBlock * b, chars + kBlock * b, kCharacterPlan);
  write_bit_floats(o + l.stashed.offset, stashed_);
  const auto* rooms = reinterpret_cast<const unsigned char*>(rooms_.data());
  for (int b = 0; b < blocks(l.rooms.size); ++b) {
    if (kBlock * (b + 1) <= kRoomsBytes)
      write_byte_floats(o + l.rooms.offset + kBlock * b, rooms + kBlock * b, kRoomPlans[idx(b)]);
    else
      write_byte_floats(o + l.rooms.offset + kRoomTail, rooms + kRoomTail, kRoomTailPlan);
  }
  write_byte_floats(o + l.loot.offset, loot_unrevealed_.data(), kLootPlan);
  for (int b = 0; b < blocks(l.gasp.size); ++b)
    write_byte_floats(o + l.gasp.offset + kBlock * b, gasp_seen_.data() + kBlock * b, kGaspPlan);
  const auto* counts = reinterpret_cast<const unsigned char*>(&counts_);
  for (int b = 0; b < 2; ++b)
    write_byte_floats(o + l.counts.offset + kBlock * b, counts + kBlock * b, kCountPlans[idx(b)]);
}

}  // namespace caper::mansky_caper
