// The Mansky Caper: the state as a readable picture (to_text).
#include <algorithm>
#include <array>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

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

// One line a room, within 80 columns: its card, then an open room's safe, Danger track and
// leftover loot ("left 1g 2c", as the characters' table counts loot), a destroyed or
// ransacked room's status, and the used keys left there.
void put_room(std::string& out, const Edition& e, int r, const RoomState& room) {
  auto put = std::back_inserter(out);
  fmt::format_to(put, "R{} ", r);
  if (room.status == RoomStatus::kLocked) {
    out += "[locked]\n";
    return;
  }
  const RoomCard& rc = e.rooms[idx(room.card)];
  out += rc.name;
  if (room.status == RoomStatus::kOpen) {
    fmt::format_to(put, ": safe {} loot, {} GASP!, {} danger; track ", int(room.loot),
                   int(room.gasp), int(room.danger));
    for (int i = 1; i <= rc.danger; ++i)
      out += i <= room.track ? 'X' : i == rc.danger ? 'B' : i >= 2 ? '!' : 'o';
    if (room.gems + room.coins > 0)
      fmt::format_to(put, "; left {}g {}c", int(room.gems), int(room.coins));
  } else {
    fmt::format_to(put, " [{}]", kStatusNames[static_cast<int>(room.status)]);
  }
  if (room.keys > 0) fmt::format_to(put, "; keys left {}", int(room.keys));
  out += '\n';
}

// "roll_twice" as "roll twice".
std::string in_words(std::string_view name) {
  std::string words(name);
  std::replace(words.begin(), words.end(), '_', ' ');
  return words;
}

// The characters as a table under a header, one row each, its columns as wide as their
// longest entry (so that six characters fit 80 columns): seat, character and ability,
// where, loot and stash in gems and coins, keys and favors. "> " marks the one to move.
void put_characters(std::string& out, const State& s, const Edition& e) {
  struct Row {
    std::string seat, who, where, loot, stash;
    int keys, favors;
  };
  std::vector<Row> rows;
  std::size_t seat_width = 4, who_width = 9, loot_width = 4, stash_width = 5;
  for (int c = 0; c < s.num_characters(); ++c) {
    const CharacterState& ch = s.character(c);
    Row row{seat_name(s, c),
            "?",
            ch.pos == kCar ? "car" : fmt::format("R{}", ch.pos),
            fmt::format("{}g {}c", int(ch.gems), int(ch.coins)),
            fmt::format("{}g {}c", int(ch.stash_gems), int(ch.stash_coins)),
            int(ch.keys),
            int(ch.favors)};
    if (ch.card >= 0) {
      const CharacterCard& card = e.characters[idx(ch.card)];
      row.who = fmt::format("{} ({})", card.name, in_words(ability_name(card.ability)));
    }
    seat_width = std::max(seat_width, row.seat.size());
    who_width = std::max(who_width, row.who.size());
    loot_width = std::max(loot_width, row.loot.size());
    stash_width = std::max(stash_width, row.stash.size());
    rows.push_back(std::move(row));
  }
  auto put = std::back_inserter(out);
  fmt::format_to(put, "  {:<{}}  {:<{}}  where  {:<{}}  {:<{}}  keys  favors\n", "seat", seat_width,
                 "character", who_width, "loot", loot_width, "stash", stash_width);
  for (std::size_t c = 0; c < rows.size(); ++c) {
    const Row& r = rows[c];
    std::string line = fmt::format("{}{:<{}}  {:<{}}  {:<5}  {:<{}}  {:<{}}  {:<4}  {}",
                                   static_cast<int>(c) == s.current_player() ? "> " : "  ", r.seat,
                                   seat_width, r.who, who_width, r.where, r.loot, loot_width,
                                   r.stash, stash_width, r.keys, r.favors);
    out += line + '\n';
  }
}

}  // namespace

std::string State::to_text(int viewer) const {
  const State& s = *this;
  const Game& g = *s.game_;
  const Edition& e = g.edition();
  std::string out;
  auto put = std::back_inserter(out);
  fmt::format_to(put, "The Mansky Caper - turn {}, phase {}", s.turn_,
                 in_words(name_of(kPhaseNames, s.phase_)));
  if (viewer >= 0) fmt::format_to(put, " (view of P{})", viewer);
  if (viewer == kPublicView) out += " (public view)";
  out += '\n';
  for (int r = 0; r < e.mansion_size; ++r) put_room(out, e, r, s.rooms_[idx(r)]);
  put_characters(out, s, e);
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
    fmt::format_to(put, "Game over ({}). Scores:",
                   in_words(kReasonNames[static_cast<int>(s.counts_.end_reason)]));
    for (int c = 0; c < g.num_characters(); ++c)
      fmt::format_to(put, " {}={}{}", seat_name(s, c), s.score(c), s.is_winner(c) ? "*" : "");
    out += '\n';
  }
  // Whose turn it is needs no line of its own: "> " marks that character's row.
  return out;
}

}  // namespace caper::mansky_caper
