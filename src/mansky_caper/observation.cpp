// The Mansky Caper observation tensor: everything a seat's JSON view shows, as floats
// (layout and decoding in docs/rules/mansky_caper.md). Nothing is hidden in this game, so
// every seat's tensor is the state's, apart from the viewer's one-hot.
//
// Most of the view is small counts that the state keeps as bytes, in the tensor's order:
// each character (8 bytes), each room (9), the Loot bag, the seen GASP! cards and a block of
// 32 counts. Those are converted 16 bytes at a time as (byte + bias) * scale with the
// scales state.hpp declares beside each struct's fields (kScales; core/byte_floats.hpp:
// no branch, 4 stores a block).
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

constexpr BytePlan kCharacterPlan = record_plan(CharacterState::kScales);
constexpr std::array<BytePlan, 3> kRoomPlans = record_plans<3>(RoomState::kScales);
// The rooms' bytes are 9 * kMaxRooms = 54: the last block is the 16 ending there, which
// starts 2 bytes into a RoomState (it rewrites 10 floats of the block before with the same
// values).
constexpr int kRoomsBytes = 9 * kMaxRooms;
constexpr int kRoomTail = kRoomsBytes - kBlock;
constexpr BytePlan kRoomTailPlan = record_plan(RoomState::kScales, kRoomTail);

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
  static constexpr BytePlan kLootPlan = record_plan(std::array{kLootUnrevealedScale});
  write_byte_floats(o + l.loot.offset, loot_unrevealed_.data(), kLootPlan);
  static constexpr BytePlan kGaspPlan = record_plan(std::array{kGaspSeenScale});
  for (int b = 0; b < blocks(l.gasp.size); ++b)
    write_byte_floats(o + l.gasp.offset + kBlock * b, gasp_seen_.data() + kBlock * b, kGaspPlan);
  static constexpr std::array<BytePlan, 2> kCountPlans = record_plans<2>(Counts::kScales);
  const auto* counts = reinterpret_cast<const unsigned char*>(&counts_);
  for (int b = 0; b < 2; ++b)
    write_byte_floats(o + l.counts.offset + kBlock * b, counts + kBlock * b, kCountPlans[idx(b)]);
}

}  // namespace caper::mansky_caper
