#include "event_text.hpp"

#include <fmt/format.h>

#include "caper/mansky_caper/game.hpp"

namespace caper::mansky_caper {
namespace {

constexpr std::string_view kDieWords[kNumDieResults] = {
    "SAFE! (the trap is disarmed)", "YOUR LOOT BLEW UP!", "ALL THE LOOT BLEW UP!",
    "BOOM! (the room is destroyed)", "AL SHOWS UP!"};
constexpr std::string_view kTokenWords[3] = {"a Loot token", "a GASP! token",
                                             "a Danger-Danger! token"};

std::string words(std::string_view name) {
  std::string out(name);
  for (char& c : out)
    if (c == '_') c = ' ';
  return out;
}

// "R2 (Library)" once its card is face up, "R2 (locked)" before.
std::string room_words(const State& s, int r) {
  const int card = s.room(r).card;
  if (card < 0) return fmt::format("R{} (locked)", r);
  return fmt::format("R{} ({})", r, s.game().edition().rooms[idx(card)].name);
}

std::string character_words(const State& s, int c) {
  const int card = s.character(c).card;
  if (card < 0) return fmt::format("P{}", c);
  return fmt::format("P{} ({})", c, s.game().edition().characters[idx(card)].name);
}

std::string chance_words(const State& s, const Action& x) {
  const Edition& e = s.game().edition();
  switch (x.kind) {
    case ActionKind::kDeal: {
      int next = 0;
      while (next < s.num_characters() - 1 && s.character(next).card >= 0) ++next;
      const CharacterCard& card = e.characters[idx(x.a)];
      return fmt::format("P{} is dealt {} ({})", next, card.name,
                         words(ability_name(card.ability)));
    }
    case ActionKind::kRevealRoom: {
      const RoomCard& room = e.rooms[idx(x.a)];
      return fmt::format("the Room card is {} (safe: {} loot, {} GASP!, {} danger)", room.name,
                         room.loot, room.gasp, room.danger);
    }
    case ActionKind::kDrawToken:
      return fmt::format("{} is drawn from the safe", kTokenWords[x.a]);
    case ActionKind::kLootKind: {
      const LootKind& loot = e.loot[idx(x.a)];
      return "the Loot token is " + loot_label(loot.gems, loot.coins, loot.key);
    }
    case ActionKind::kGaspCard:
      return "the GASP! card: " + words(gasp_label(e.gasp[idx(x.a)]));
    case ActionKind::kDieFace:
      return fmt::format("the Danger-Danger! die shows {}",
                         kDieWords[static_cast<int>(e.die[idx(x.a)])]);
    default:
      return to_string(x);
  }
}

}  // namespace

std::string event_text(const State& s, const Action& x) {
  // x.a names an item kind only in an offer or an ask; for other kinds it is a room, a
  // character or a card, so the name is read only there.
  const auto item = [&x] { return std::string(item_kind_name(static_cast<ItemKind>(x.a))); };
  switch (x.kind) {
    case ActionKind::kBreakIn:
      return "break into " + room_words(s, x.a);
    case ActionKind::kOpen:
      return "open the safe";
    case ActionKind::kMove:
      return "move to " + room_words(s, x.a);
    case ActionKind::kUseKey:
      return "use a key on " + room_words(s, x.a);
    case ActionKind::kPickLock:
      return "pick the lock of " + room_words(s, x.a);
    case ActionKind::kUnlock:
      return "unlock " + room_words(s, x.a);
    case ActionKind::kStash:
      return "stash the loot at the car";
    case ActionKind::kStashInPlace:
      return "stash the loot here";
    case ActionKind::kHeyBuddy:
      return "HEY, BUDDY! to " + character_words(s, x.a);
    case ActionKind::kWait:
      return "wait";
    case ActionKind::kProposeEnd:
      return "propose to end the game";
    case ActionKind::kBuyFavor:
      return "buy a Favor marker";
    case ActionKind::kAccept:
      return "accept";
    case ActionKind::kDecline:
      return "decline";
    case ActionKind::kPass:
      return "pass";
    case ActionKind::kCallFavor:
      return "call in a favor: " + words(ability_name(static_cast<Ability>(x.a)));
    case ActionKind::kSendToCar:
      return "call in a favor: send " + character_words(s, x.a) + " to the car";
    case ActionKind::kKeepRoll:
      return fmt::format("keep roll {}", x.a + 1);
    case ActionKind::kGaspCharacter:
      return "GASP! on " + character_words(s, x.a);
    case ActionKind::kGaspRoom:
      return "GASP! into " + room_words(s, x.a);
    case ActionKind::kTradeWith:
      return "trade with " + character_words(s, x.a);
    case ActionKind::kGive:
      return "offer a " + item();
    case ActionKind::kAsk:
      return "ask for a " + item();
    case ActionKind::kSendOffer:
      return "make the offer";
    case ActionKind::kWithdrawOffer:
      return "withdraw the offer";
    default:
      return chance_words(s, x);
  }
}

}  // namespace caper::mansky_caper
