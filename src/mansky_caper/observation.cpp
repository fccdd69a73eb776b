// The Mansky Caper observation tensor: everything a seat's JSON view shows, as floats
// (layout in docs/rules/mansky_caper.md). Nothing is hidden in this game, so every seat's
// tensor is the state's, apart from the viewer's own one-hot. Counts are divided by powers
// of two (exact in float), so two different views give two different tensors. Most floats
// are zero (one-hots, slots not in play, unseen GASP! cards), so the core
// SparseObservationWriter zeroes the buffer once and only the rest is stored.
#include "caper/core/observation.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"
#include "caper/mansky_caper/game.hpp"

namespace caper::mansky_caper {
namespace {

constexpr float kSmall = 1.0f / 16;  // tokens, keys, favors, steps
constexpr float kGems = 1.0f / 64;
constexpr float kCoins = 1.0f / 256;

// The sparse writer with the count scalars of this layout.
struct Writer : SparseObservationWriter {
  using SparseObservationWriter::scalar;
  using SparseObservationWriter::SparseObservationWriter;
  void scalar(int value, float scale) { scalar(static_cast<float>(value) * scale); }
};

}  // namespace

void State::observation(int player, std::span<float> out) const {
  if (out.size() != idx(kObservationSize))
    throw InvalidArgument("mansky_caper: observation needs " + std::to_string(kObservationSize) +
                          " floats, got " + std::to_string(out.size()));
  Writer w(out);
  const Edition& e = game_->edition();
  // Header (44).
  w.one_hot(kNumPhases, static_cast<int>(phase_));
  w.one_hot(kMaxChars, active_);
  w.one_hot(kMaxChars, player);
  w.one_hot(kMaxChars, current_player());
  w.scalar(turn_, 1.0f / static_cast<float>(game_->max_turns()));
  w.scalar(favor_used_, 1.0f);
  w.scalar(trades_made_, 0.5f);
  w.scalar(end_proposed_, 1.0f);
  w.scalar(markers_removed_, kSmall);
  w.scalar(supply_gems_, kGems);
  w.scalar(supply_coins_, kCoins);
  w.one_hot(4, static_cast<int>(end_reason_));
  // Characters (6 x 23).
  for (int c = 0; c < num_chars_; ++c) {
    const CharacterState& ch = at(chars_, c);
    w.one_hot(kMaxCharacters, ch.card);
    w.one_hot(kMaxRooms + 1, ch.pos);
    w.scalar(ch.gems, kGems);
    w.scalar(ch.coins, kCoins);
    w.scalar(ch.stash_gems, kGems);
    w.scalar(ch.stash_coins, kCoins);
    w.scalar(ch.keys, kSmall);
    w.scalar(ch.favors, kSmall);
    w.scalar(stashed_last_turn(c), 1.0f);
    w.scalar(c == driver_, 1.0f);
  }
  w.zeros((kMaxChars - num_chars_) * 23);  // slots not in play
  // Rooms (6 x 27); slots beyond the mansion stay zero.
  for (int r = 0; r < kMaxRooms; ++r) {
    const RoomState& room = at(rooms_, r);
    const bool in_mansion = r < e.mansion_size;
    w.one_hot(4, in_mansion ? static_cast<int>(room.status) : -1);
    w.one_hot(kMaxRoomCards, room.card);
    w.scalar(room.loot, kSmall);
    w.scalar(room.gasp, kSmall);
    w.scalar(room.danger, kSmall);
    w.scalar(room.track, kSmall);
    w.scalar(room.gems, kGems);
    w.scalar(room.coins, kCoins);
    w.scalar(room.keys, kSmall);
  }
  // The Loot bag (16) and the seen GASP! cards from the top, kind + 1 over 32 (64).
  for (int k = 0; k < kMaxLootKinds; ++k) w.scalar(at(loot_unrevealed_, k), kSmall);
  for (int i = 0; i < gasp_seen_count_; ++i) w.scalar(gasp_seen(i) + 1, 1.0f / kMaxGaspKinds);
  w.zeros(kMaxGaspDeck - gasp_seen_count_);
  // The step in progress (49).
  w.scalar(deal_, kSmall);
  w.scalar(break_step_, kSmall);
  w.one_hot(kMaxRooms, reveal_room_);
  w.scalar(static_cast<int>(after_reveal_), 1.0f);
  w.one_hot(kMaxRooms, open_room_);
  w.scalar(draws_left_, kSmall);
  w.one_hot(5, static_cast<int>(moment_));
  w.scalar(ask_, kSmall);
  w.scalar(loot_kind_, kSmall);
  w.scalar(gasp_card_, 1.0f / kMaxGaspKinds);
  w.scalar(rolls_wanted_, 0.5f);
  w.scalar(rolls_done_, 0.5f);
  w.scalar(first_roll_, kSmall);
  w.scalar(second_roll_, kSmall);
  w.one_hot(kMaxChars, roll_caller_ == kNoOne ? -1 : roll_caller_);
  w.one_hot(kMaxChars, trade_to_);
  for (int k = 0; k < kNumItemKinds; ++k) w.scalar(at(trade_give_, k), kSmall);
  for (int k = 0; k < kNumItemKinds; ++k) w.scalar(at(trade_get_, k), kSmall);
  w.scalar(voter_, kSmall);
}

}  // namespace caper::mansky_caper
