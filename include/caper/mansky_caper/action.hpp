// The Mansky Caper: the structured action, its dense id and its text notation.
// The layout is fixed (independent of options), so every id below kNumActions has a text.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "caper/core/action.hpp"
#include "caper/mansky_caper/data.hpp"

namespace caper::mansky_caper {

enum class ActionKind : std::uint8_t {
  // player decisions
  kBreakIn,        // a: room           "enter R2"
  kOpen,           //                   "open"          stay put and open the safe
  kMove,           // a: room           "move R2"       move to an unlocked room and open
  kUseKey,         // a: room           "key R2"        unlock with a key, move and open
  kPickLock,       // a: room           "picklock R2"   call in the pick_lock favor instead of a key
  kUnlock,         // a: room           "unlock R2"     nobody has a key: unlock anyway
  kStash,          //                   "stash"         go to the car and stash
  kStashInPlace,   //                   "stash-here"    call in the stash_in_place favor
  kHeyBuddy,       // a: character      "heybuddy P2"
  kWait,           //                   "wait"          at the car with nowhere to go
  kProposeEnd,     //                   "propose-end"
  kBuyFavor,       //                   "buy-favor"     2 players: a gem for the Driver's marker
  kAccept,         //                   "accept"        a trade offer or the end proposal
  kDecline,        //                   "decline"
  kPass,           //                   "pass"          call in no favor now
  kCallFavor,      // a: ability        "favor draw_two"
  kSendToCar,      // a: character      "favor send_to_car P3"
  kKeepRoll,       // a: 0 or 1         "keep-roll 1" / "keep-roll 2"
  kGaspCharacter,  // a: character      "gasp-target P3"  steal from / take a marker from
  kGaspRoom,       // a: room           "gasp-room R1"    move there
  kTradeWith,      // a: seat           "trade P1"       start an offer to that player
  kGive,           // a: ItemKind       "give key"       add one to what you offer
  kAsk,            // a: ItemKind       "ask favor"      add one to what you ask for
  kSendOffer,      //                   "send-offer"     the partner accepts or declines
  kWithdrawOffer,  //                   "withdraw-offer" (still counts as an offer)
  // chance outcomes
  kDeal,        // a: character card "deal c3"
  kRevealRoom,  // a: room card      "card 7"
  kDrawToken,   // a: TokenColor     "draw loot" / "draw gasp" / "draw danger"
  kLootKind,    // a: loot kind      "loot k4"
  kGaspCard,    // a: GASP! kind     "gasp-card g5"
  kDieFace,     // a: face 0..5      "die 1" .. "die 6"
};
inline constexpr int kNumActionKinds = 31;

enum class TokenColor : std::uint8_t { kLoot, kGasp, kDanger };

// What a trade bundle may hold: Favor markers, keys and unstashed gems and coins.
enum class ItemKind : std::uint8_t { kFavor, kKey, kGem, kCoin };
inline constexpr int kNumItemKinds = 4;
std::string_view item_kind_name(ItemKind kind);

struct Action {
  ActionKind kind = ActionKind::kOpen;
  std::uint8_t a = 0;  // the room, character, ability, item kind, card or face (by kind)
  friend bool operator==(const Action&, const Action&) = default;
};

// Number of ids of each type, in id order: the id of an action is the base of its type
// plus `a`. Constexpr so that the rules build and decode ids without a call.
inline constexpr std::array<std::uint8_t, kNumActionKinds> kActionKindCounts = {
    kMaxRooms,       // kBreakIn
    1,               // kOpen
    kMaxRooms,       // kMove
    kMaxRooms,       // kUseKey
    kMaxRooms,       // kPickLock
    kMaxRooms,       // kUnlock
    1,               // kStash
    1,               // kStashInPlace
    kMaxChars,       // kHeyBuddy
    1,               // kWait
    1,               // kProposeEnd
    1,               // kBuyFavor
    1,               // kAccept
    1,               // kDecline
    1,               // kPass
    kNumAbilities,   // kCallFavor
    kMaxChars,       // kSendToCar
    2,               // kKeepRoll
    kMaxChars,       // kGaspCharacter
    kMaxRooms,       // kGaspRoom
    kMaxChars,       // kTradeWith
    kNumItemKinds,   // kGive
    kNumItemKinds,   // kAsk
    1,               // kSendOffer
    1,               // kWithdrawOffer
    kMaxCharacters,  // kDeal
    kMaxRoomCards,   // kRevealRoom
    3,               // kDrawToken
    kMaxLootKinds,   // kLootKind
    kMaxGaspKinds,   // kGaspCard
    kDieFaces,       // kDieFace
};

namespace detail {
constexpr std::array<std::uint8_t, kNumActionKinds + 1> action_bases() {
  std::array<std::uint8_t, kNumActionKinds + 1> bases{};
  for (int i = 0; i < kNumActionKinds; ++i)
    bases[i + 1] = static_cast<std::uint8_t>(bases[i] + kActionKindCounts[i]);
  return bases;
}
inline constexpr std::array<std::uint8_t, kNumActionKinds + 1> kActionBases = action_bases();
inline constexpr int kNumActionIds = kActionBases[kNumActionKinds];

// The kind of every id: decoding is one table look-up.
constexpr std::array<ActionKind, kNumActionIds> id_kinds() {
  std::array<ActionKind, kNumActionIds> kinds{};
  for (int t = 0; t < kNumActionKinds; ++t)
    for (int i = kActionBases[t]; i < kActionBases[t + 1]; ++i)
      kinds[i] = static_cast<ActionKind>(t);
  return kinds;
}
inline constexpr std::array<ActionKind, kNumActionIds> kIdKinds = id_kinds();

[[noreturn]] void throw_bad_id(ActionId id);
}  // namespace detail

// Total number of distinct action ids.
constexpr ActionId num_actions() {
  return detail::kNumActionIds;
}

constexpr ActionId encode(ActionKind kind, int a = 0) {
  return static_cast<ActionId>(detail::kActionBases[static_cast<int>(kind)] + a);
}
constexpr ActionId encode(const Action& action) {
  return encode(action.kind, action.a);
}
// Throws InvalidArgument for an id >= num_actions().
inline Action decode(ActionId id) {
  if (id >= num_actions()) detail::throw_bad_id(id);
  const ActionKind kind = detail::kIdKinds[id];
  return Action{kind, static_cast<std::uint8_t>(id - detail::kActionBases[static_cast<int>(kind)])};
}

// The codec every game has: the id of an action and back, and the size of the id space.
class ActionCodec {
 public:
  static constexpr ActionId encode(const Action& action) { return mansky_caper::encode(action); }
  static Action decode(ActionId id) { return mansky_caper::decode(id); }
  static constexpr ActionId size() { return num_actions(); }
};

std::string to_string(const Action& action);
// Throws ParseError naming the text.
Action parse_action(std::string_view text);

}  // namespace caper::mansky_caper
