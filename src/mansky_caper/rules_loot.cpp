// The Mansky Caper: loot on the move - splitting, leftovers, stashing, removing rooms - and
// the items of trade offers.
#include <algorithm>

#include <gsl/assert>

#include "caper/mansky_caper/game.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {
namespace {

// The CharacterState field of each ItemKind: a look-up rather than a switch.
constexpr std::uint8_t CharacterState::*kItemFields[kNumItemKinds] = {
    &CharacterState::favors, &CharacterState::keys, &CharacterState::gems, &CharacterState::coins};

}  // namespace

int State::holding(int c, int kind) const {
  return chars_[idx(c)].*kItemFields[kind];
}

void State::transfer(int from, int to, int kind, int amount) {
  std::uint8_t CharacterState::*field = kItemFields[kind];
  CharacterState& f = chars_[idx(from)];
  CharacterState& t = chars_[idx(to)];
  Expects(amount <= f.*field);  // an offer holds no more than its side has (can_give, can_ask)
  f.*field = as_byte(f.*field - amount);
  t.*field = as_byte(t.*field + amount);
}

void State::keep_key(int c) {
  CharacterState& ch = chars_[idx(c)];
  ch.keys = as_byte(ch.keys + 1);
}

void State::leave_in_room(int c, int room, int gems, int coins, int keys) {
  CharacterState& ch = chars_[idx(c)];
  RoomState& r = rooms_[idx(room)];
  Expects(gems <= ch.gems && coins <= ch.coins && keys <= ch.keys);
  ch.gems = as_byte(ch.gems - gems);
  ch.coins = as_byte(ch.coins - coins);
  ch.keys = as_byte(ch.keys - keys);
  r.gems = as_byte(r.gems + gems);
  r.coins = as_byte(r.coins + coins);
  r.keys = as_byte(r.keys + keys);
}

void State::share_stashes(int a, int b) {
  CharacterState& x = chars_[idx(a)];
  CharacterState& y = chars_[idx(b)];
  const int gems = x.stash_gems + y.stash_gems;
  const int coins = x.stash_coins + y.stash_coins;
  x.stash_gems = as_byte(gems / 2);
  y.stash_gems = as_byte(gems - gems / 2);
  x.stash_coins = as_byte(coins / 2);
  y.stash_coins = as_byte(coins - coins / 2);
}

// An offer is put together one item at a time: what the active player gives, what they
// ask for (never the same kind on both sides), then sent or withdrawn.
// (`&` rather than `&&`: both sides are cheap, and a branch here is a coin toss.)
bool State::can_give(int kind) const {
  return (counts_.trade_get[idx(kind)] == 0) &
         (holding(active_, kind) > counts_.trade_give[idx(kind)]);
}
bool State::can_ask(int kind) const {
  return (counts_.trade_give[idx(kind)] == 0) &
         (holding(counts_.trade_to, kind) > counts_.trade_get[idx(kind)]);
}
bool State::offer_made() const {
  int total = 0;
  for (int k = 0; k < kNumItemKinds; ++k)
    total += counts_.trade_give[idx(k)] + counts_.trade_get[idx(k)];
  return total > 0;
}

bool State::is_legal_offer_part(const Action& x) const {
  switch (x.kind) {
    case ActionKind::kGive:
      return can_give(x.a);
    case ActionKind::kAsk:
      return can_ask(x.a);
    case ActionKind::kSendOffer:
      return offer_made();
    case ActionKind::kWithdrawOffer:
      return true;
    default:
      return false;
  }
}

// In id order: give by kind, ask by kind, send, withdraw.
void State::legal_offer_parts(ActionList& out) const {
  Appender add(out);
  for (int k = 0; k < kNumItemKinds; ++k) add.add(encode(ActionKind::kGive, k), can_give(k));
  for (int k = 0; k < kNumItemKinds; ++k) add.add(encode(ActionKind::kAsk, k), can_ask(k));
  add.add(encode(ActionKind::kSendOffer), offer_made());
  add.add(encode(ActionKind::kWithdrawOffer));
}

// ---- loot ------------------------------------------------------------------------

void State::move_char(int c, int pos) {
  const int old = chars_[idx(c)].pos;
  if (old == pos) return;
  chars_[idx(c)].pos = as_byte(pos);
  if (old == kCar) stashed_ = as_byte(stashed_ & ~(1U << c));  // moved back into the mansion
  if (old != kCar) redivide(old);
  if (pos != kCar) redivide(pos);
}

// Together, not one by one through move_char: nobody is left in the room to share its
// leftover loot, so none of it is divided again.
void State::send_all_to_car(int room) {
  for (int c = 0; c < num_characters(); ++c)
    if (chars_[idx(c)].pos == room) chars_[idx(c)].pos = kCar;
}

// Leftover loot is divided again whenever the characters in the room change.
void State::redivide(int room) {
  RoomState& r = rooms_[idx(room)];
  const int n = count_in_room(room);
  if (n == 0) return;
  const int gems = r.gems / n;
  const int coins = r.coins / n;
  if (gems == 0 && coins == 0) return;
  for (int c = 0; c < num_characters(); ++c) {
    if (chars_[idx(c)].pos != room) continue;
    chars_[idx(c)].gems = as_byte(chars_[idx(c)].gems + gems);
    chars_[idx(c)].coins = as_byte(chars_[idx(c)].coins + coins);
  }
  r.gems = as_byte(r.gems - gems * n);
  r.coins = as_byte(r.coins - coins * n);
}

// Takes the items from the supply (what it still has) and splits them evenly among the
// characters in the room, gems first, then coins; the rest stays on the Room card.
void State::split(int room, int gems, int coins) {
  gems = std::min(gems, static_cast<int>(counts_.supply_gems));
  coins = std::min(coins, static_cast<int>(counts_.supply_coins));
  counts_.supply_gems = as_byte(counts_.supply_gems - gems);
  counts_.supply_coins = as_byte(counts_.supply_coins - coins);
  RoomState& r = rooms_[idx(room)];
  const int n = count_in_room(room);
  const int each_gems = n == 0 ? 0 : gems / n;
  const int each_coins = n == 0 ? 0 : coins / n;
  for (int c = 0; c < num_characters(); ++c) {
    if (chars_[idx(c)].pos != room) continue;
    chars_[idx(c)].gems = as_byte(chars_[idx(c)].gems + each_gems);
    chars_[idx(c)].coins = as_byte(chars_[idx(c)].coins + each_coins);
  }
  r.gems = as_byte(r.gems + gems - each_gems * n);
  r.coins = as_byte(r.coins + coins - each_coins * n);
}

void State::give(int c, int gems, int coins) {
  gems = std::min(gems, static_cast<int>(counts_.supply_gems));
  coins = std::min(coins, static_cast<int>(counts_.supply_coins));
  counts_.supply_gems = as_byte(counts_.supply_gems - gems);
  counts_.supply_coins = as_byte(counts_.supply_coins - coins);
  chars_[idx(c)].gems = as_byte(chars_[idx(c)].gems + gems);
  chars_[idx(c)].coins = as_byte(chars_[idx(c)].coins + coins);
}

// Puts gems and coins back into the supply, emptying where they were.
void State::return_to_supply(std::uint8_t& gems, std::uint8_t& coins) {
  counts_.supply_gems = as_byte(counts_.supply_gems + gems);
  counts_.supply_coins = as_byte(counts_.supply_coins + coins);
  gems = 0;
  coins = 0;
}

void State::lose_unstashed(int c) {
  return_to_supply(chars_[idx(c)].gems, chars_[idx(c)].coins);
}

void State::clear_leftovers(int room) {
  return_to_supply(rooms_[idx(room)].gems, rooms_[idx(room)].coins);
}

void State::stash(int c) {
  CharacterState& ch = chars_[idx(c)];
  ch.stash_gems = as_byte(ch.stash_gems + ch.gems);
  ch.stash_coins = as_byte(ch.stash_coins + ch.coins);
  ch.gems = 0;
  ch.coins = 0;
}

// A destroyed room takes the unstashed loot of everyone in it; a ransacked one takes
// nothing from anyone. Either way its characters go to the car, the leftovers return to
// the supply and the safe and Room card leave the game.
void State::remove_room(int room, RoomStatus status) {
  if (status == RoomStatus::kDestroyed)
    for (int c = 0; c < num_characters(); ++c)
      if (chars_[idx(c)].pos == room) lose_unstashed(c);
  send_all_to_car(room);
  clear_leftovers(room);
  RoomState& r = rooms_[idx(room)];
  r.loot = r.gasp = r.danger = 0;
  set_room_status(room, status);
}

}  // namespace caper::mansky_caper
