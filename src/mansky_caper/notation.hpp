// The Mansky Caper: how each kind of action is written, in one table read by the notation
// (to_string, parse_action) and by a seat's event text, so that a kind added or renamed
// is written in one row.
#pragma once

#include <array>
#include <string_view>

#include "caper/mansky_caper/action.hpp"

namespace caper::mansky_caper {

// What an action's operand `a` is, and so how it is written.
enum class Operand : std::uint8_t {
  kNone,
  kRoom,           // "R2"; in words the room and, once face up, its card
  kCharacter,      // "P3"; in words the character and its card
  kAbility,        // "draw_two"
  kItem,           // "key"
  kRoll,           // "1" or "2": a + 1
  kCharacterCard,  // "c3"
  kRoomCard,       // "7"
  kTokenColor,     // "loot", "gasp" or "danger"
  kLootKind,       // "k4"
  kGaspKind,       // "g5"
  kDieFace,        // "1" .. "6": a + 1
};

struct KindNotation {
  std::string_view head;   // the notation's first word(s): "enter", "favor send_to_car"
  Operand operand;         // the word after the head, if any
  std::string_view words;  // a player's action in a seat's log, "{}" standing for the
                           // operand's words; empty for a chance outcome (told apart)
};

// Indexed by ActionKind.
inline constexpr std::array<KindNotation, kNumActionKinds> kKindNotation = {{
    {"enter", Operand::kRoom, "break into {}"},
    {"open", Operand::kNone, "open the safe"},
    {"move", Operand::kRoom, "move to {}"},
    {"key", Operand::kRoom, "use a key on {}"},
    {"picklock", Operand::kRoom, "pick the lock of {}"},
    {"unlock", Operand::kRoom, "unlock {}"},
    {"stash", Operand::kNone, "stash the loot at the car"},
    {"stash-here", Operand::kNone, "stash the loot here"},
    {"heybuddy", Operand::kCharacter, "HEY, BUDDY! to {}"},
    {"wait", Operand::kNone, "wait"},
    {"propose-end", Operand::kNone, "propose to end the game"},
    {"buy-favor", Operand::kNone, "buy a Favor marker"},
    {"accept", Operand::kNone, "accept"},
    {"decline", Operand::kNone, "decline"},
    {"pass", Operand::kNone, "pass"},
    {"favor", Operand::kAbility, "call in a favor: {}"},
    {"favor send_to_car", Operand::kCharacter, "call in a favor: send {} to the car"},
    {"keep-roll", Operand::kRoll, "keep roll {}"},
    {"gasp-target", Operand::kCharacter, "GASP! on {}"},
    {"gasp-room", Operand::kRoom, "GASP! into {}"},
    {"trade", Operand::kCharacter, "trade with {}"},
    {"give", Operand::kItem, "offer a {}"},
    {"ask", Operand::kItem, "ask for a {}"},
    {"send-offer", Operand::kNone, "make the offer"},
    {"withdraw-offer", Operand::kNone, "withdraw the offer"},
    {"deal", Operand::kCharacterCard, ""},
    {"card", Operand::kRoomCard, ""},
    {"draw", Operand::kTokenColor, ""},
    {"loot", Operand::kLootKind, ""},
    {"gasp-card", Operand::kGaspKind, ""},
    {"die", Operand::kDieFace, ""},
}};

const KindNotation& notation(ActionKind kind);

}  // namespace caper::mansky_caper
