// The Mansky Caper: the state as a readable picture (to_text).
#include <array>
#include <sstream>
#include <string>

#include "caper/mansky_caper/game.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {
namespace {

// "3 gems + 1 key"; "nothing" for none.
std::string items_text(const std::array<std::uint8_t, kNumItemKinds>& counts) {
  std::string out;
  for (int k = 0; k < kNumItemKinds; ++k) {
    if (counts[idx(k)] == 0) continue;
    if (!out.empty()) out += " + ";
    out += std::to_string(counts[idx(k)]) + " " +
           std::string(item_kind_name(static_cast<ItemKind>(k)));
    if (counts[idx(k)] > 1) out += "s";
  }
  return out.empty() ? "nothing" : out;
}

}  // namespace

std::string State::to_text(int viewer) const {
  const State& s = *this;
  const Game& g = *s.game_;
  const Edition& e = g.edition();
  std::ostringstream o;
  o << "The Mansky Caper - turn " << s.turn_ << ", phase " << name_of(kPhaseNames, s.phase_);
  if (viewer >= 0) o << " (view of P" << viewer << ")";
  o << "\n";
  for (int r = 0; r < e.mansion_size; ++r) {
    const RoomState& room = s.rooms_[idx(r)];
    o << "R" << r << " ";
    if (room.status == RoomStatus::kLocked) {
      o << "[locked]";
    } else {
      const RoomCard& rc = e.rooms[idx(room.card)];
      o << rc.name << " [" << kStatusNames[static_cast<int>(room.status)] << "]";
      if (room.status == RoomStatus::kOpen) {
        o << " safe: " << int(room.loot) << " loot, " << int(room.gasp) << " GASP!, "
          << int(room.danger) << " danger; track ";
        for (int i = 1; i <= rc.danger; ++i)
          o << (i <= room.track ? 'X' : i == rc.danger ? 'B' : i >= 2 ? '!' : 'o');
        if (room.gems + room.coins > 0)
          o << "; leftover " << loot_label(room.gems, room.coins, false);
      }
      if (room.keys > 0) o << "; keys left " << int(room.keys);
    }
    o << "\n";
  }
  for (int c = 0; c < g.num_characters(); ++c) {
    const CharacterState& ch = s.chars_[idx(c)];
    o << (c == s.current_player() ? "> " : "  ")
      << (s.is_driver(c) ? "Driver" : "P" + std::to_string(c)) << " "
      << (ch.card < 0 ? std::string("?") : e.characters[idx(ch.card)].name);
    if (ch.card >= 0) o << " (" << ability_name(e.characters[idx(ch.card)].ability) << ")";
    // One line of at most 80 characters for the longest names: where, loot, stash, keys.
    o << " " << (ch.pos == kCar ? std::string("car") : "R" + std::to_string(ch.pos)) << " | loot "
      << int(ch.gems) << "g " << int(ch.coins) << "c | stash " << int(ch.stash_gems) << "g "
      << int(ch.stash_coins) << "c | keys " << int(ch.keys) << " | favors " << int(ch.favors)
      << "\n";
  }
  if (s.phase_ == Phase::kComposeOffer || s.phase_ == Phase::kTradeReply)
    o << "Trade " << (s.phase_ == Phase::kTradeReply ? "on offer" : "being made") << ": P"
      << int(s.active_) << " gives " << items_text(s.counts_.trade_give) << " to P"
      << int(s.counts_.trade_to) << " for " << items_text(s.counts_.trade_get) << "\n";
  const int unseen = s.gasp_unseen_total();
  o << "Supply " << int(s.counts_.supply_gems) << "g " << int(s.counts_.supply_coins)
    << "c; GASP! deck " << unseen << " unseen + " << int(s.gasp_seen_count_) << " seen";
  if (s.gasp_seen_count_ > 0 && unseen == 0)
    o << " (next: " << gasp_label(e.gasp[idx(s.gasp_seen(0))]) << ")";
  o << "\n";
  if (s.phase_ == Phase::kOver) {
    o << "Game over (" << kReasonNames[static_cast<int>(s.counts_.end_reason)] << "). Scores:";
    for (int c = 0; c < g.num_characters(); ++c)
      o << " " << (s.is_driver(c) ? "Driver" : "P" + std::to_string(c)) << "=" << s.score(c)
        << (s.is_winner(c) ? "*" : "");
    o << "\n";
  } else if (s.current_player() >= 0) {
    o << "To move: P" << s.current_player() << "\n";
  }
  return o.str();
}

}  // namespace caper::mansky_caper
