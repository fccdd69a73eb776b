// The Mansky Caper: the state as a readable picture (to_text).
#include <array>
#include <iterator>
#include <string>

#include <fmt/format.h>

#include "caper/mansky_caper/game.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {
namespace {

// "3 gems + 1 key"; "nothing" for none.
std::string items_text(const std::array<std::uint8_t, kNumItemKinds>& counts) {
  std::string out;
  for (int k = 0; k < kNumItemKinds; ++k) {
    if (counts[idx(k)] == 0) continue;
    fmt::format_to(std::back_inserter(out), "{}{} {}{}", out.empty() ? "" : " + ",
                   int{counts[idx(k)]}, item_kind_name(static_cast<ItemKind>(k)),
                   counts[idx(k)] > 1 ? "s" : "");
  }
  return out.empty() ? "nothing" : out;
}

// "Driver" or "P3".
std::string seat_name(const State& s, int c) {
  return s.is_driver(c) ? "Driver" : fmt::format("P{}", c);
}

// One line a room: its card, status, safe and Danger track, leftover loot and keys.
void put_room(std::string& out, const Edition& e, int r, const RoomState& room) {
  auto put = std::back_inserter(out);
  fmt::format_to(put, "R{} ", r);
  if (room.status == RoomStatus::kLocked) {
    out += "[locked]\n";
    return;
  }
  const RoomCard& rc = e.rooms[idx(room.card)];
  fmt::format_to(put, "{} [{}]", rc.name, kStatusNames[static_cast<int>(room.status)]);
  if (room.status == RoomStatus::kOpen) {
    fmt::format_to(put, " safe: {} loot, {} GASP!, {} danger; track ", int(room.loot),
                   int(room.gasp), int(room.danger));
    for (int i = 1; i <= rc.danger; ++i)
      out += i <= room.track ? 'X' : i == rc.danger ? 'B' : i >= 2 ? '!' : 'o';
    if (room.gems + room.coins > 0)
      fmt::format_to(put, "; leftover {}", loot_label(room.gems, room.coins, false));
  }
  if (room.keys > 0) fmt::format_to(put, "; keys left {}", int(room.keys));
  out += '\n';
}

}  // namespace

std::string State::to_text(int viewer) const {
  const State& s = *this;
  const Game& g = *s.game_;
  const Edition& e = g.edition();
  std::string out;
  auto put = std::back_inserter(out);
  fmt::format_to(put, "The Mansky Caper - turn {}, phase {}", s.turn_,
                 name_of(kPhaseNames, s.phase_));
  if (viewer >= 0) fmt::format_to(put, " (view of P{})", viewer);
  out += '\n';
  for (int r = 0; r < e.mansion_size; ++r) put_room(out, e, r, s.rooms_[idx(r)]);
  for (int c = 0; c < g.num_characters(); ++c) {
    const CharacterState& ch = s.chars_[idx(c)];
    fmt::format_to(put, "{}{} {}", c == s.current_player() ? "> " : "  ", seat_name(s, c),
                   ch.card < 0 ? std::string("?") : e.characters[idx(ch.card)].name);
    if (ch.card >= 0)
      fmt::format_to(put, " ({})", ability_name(e.characters[idx(ch.card)].ability));
    // One line of at most 80 characters for the longest names: where, loot, stash, keys.
    fmt::format_to(put, " {} | loot {}g {}c | stash {}g {}c | keys {} | favors {}\n",
                   ch.pos == kCar ? std::string("car") : fmt::format("R{}", ch.pos), int(ch.gems),
                   int(ch.coins), int(ch.stash_gems), int(ch.stash_coins), int(ch.keys),
                   int(ch.favors));
  }
  if (s.phase_ == Phase::kComposeOffer || s.phase_ == Phase::kTradeReply)
    fmt::format_to(put, "Trade {}: P{} gives {} to P{} for {}\n",
                   s.phase_ == Phase::kTradeReply ? "on offer" : "being made", int(s.active_),
                   items_text(s.counts_.trade_give), int(s.counts_.trade_to),
                   items_text(s.counts_.trade_get));
  const int unseen = s.gasp_unseen_total();
  fmt::format_to(put, "Supply {}g {}c; GASP! deck {} unseen + {} seen", int(s.counts_.supply_gems),
                 int(s.counts_.supply_coins), unseen, int(s.gasp_seen_count_));
  if (s.gasp_seen_count_ > 0 && unseen == 0)
    fmt::format_to(put, " (next: {})", gasp_label(e.gasp[idx(s.gasp_seen(0))]));
  out += '\n';
  if (s.phase_ == Phase::kOver) {
    fmt::format_to(put,
                   "Game over ({}). Scores:", kReasonNames[static_cast<int>(s.counts_.end_reason)]);
    for (int c = 0; c < g.num_characters(); ++c)
      fmt::format_to(put, " {}={}{}", seat_name(s, c), s.score(c), s.is_winner(c) ? "*" : "");
    out += '\n';
  } else if (s.current_player() >= 0) {
    fmt::format_to(put, "To move: P{}\n", s.current_player());
  }
  return out;
}

}  // namespace caper::mansky_caper
