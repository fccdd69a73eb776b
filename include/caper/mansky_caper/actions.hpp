// The Mansky Caper: the structured action, its dense id and its text notation.
// The layout is fixed (independent of options), so every id below kNumActions has a text.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "caper/core/action.hpp"
#include "caper/mansky_caper/data.hpp"

namespace caper::mansky_caper {

enum class ActionType : std::uint8_t {
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
  kOffer,          // a: seat, b: give item, c: get item   "offer P1 2key for 1favor"
  // chance outcomes
  kDeal,        // a: character card "deal c3"
  kRevealRoom,  // a: room card      "card 7"
  kDrawToken,   // a: TokenColor     "draw loot" / "draw gasp" / "draw danger"
  kLootKind,    // a: loot kind      "loot k4"
  kGaspCard,    // a: GASP! kind     "gasp-card g5"
  kDieFace,     // a: face 0..5      "die 1" .. "die 6"
};
inline constexpr int kNumActionTypes = 27;

enum class TokenColor : std::uint8_t { kLoot, kGasp, kDanger };

// Trade items: 0 nothing; 1 + 3*kind + (amount-1) for kind favor, key, gem, coin, amount 1..3.
enum class ItemKind : std::uint8_t { kFavor, kKey, kGem, kCoin };
inline constexpr int kItemAmounts = 3;
inline constexpr int kNumItems = 1 + 4 * kItemAmounts;
inline constexpr int item_code(ItemKind kind, int amount) {
  return 1 + static_cast<int>(kind) * kItemAmounts + (amount - 1);
}
inline constexpr ItemKind item_kind(int item) {
  return static_cast<ItemKind>((item - 1) / kItemAmounts);
}
inline constexpr int item_amount(int item) {
  return item == 0 ? 0 : (item - 1) % kItemAmounts + 1;
}

struct Action {
  ActionType type = ActionType::kOpen;
  std::uint8_t a = 0;
  std::uint8_t b = 0;
  std::uint8_t c = 0;
  friend bool operator==(const Action&, const Action&) = default;
};

// Number of ids of each type, in id order.
int action_type_count(ActionType type);
// Total number of distinct action ids.
ActionId num_actions();

ActionId encode(const Action& action);
// Throws InvalidArgument for an id >= num_actions().
Action decode(ActionId id);
std::string to_string(const Action& action);
// Throws ParseError naming the text.
Action parse_action(std::string_view text);

}  // namespace caper::mansky_caper
