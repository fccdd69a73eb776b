#include "event_text.hpp"

#include <fmt/format.h>

#include "caper/mansky_caper/game.hpp"
#include "notation.hpp"

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
      const bool key_only = loot.key && loot.gems + loot.coins == 0;
      return fmt::format("the Loot token is {}",
                         key_only ? "a key" : loot_label(loot.gems, loot.coins, loot.key));
    }
    case ActionKind::kGaspCard: {
      // A card with neither loot nor an effect is said to do nothing (its label is "none").
      const GaspKind& card = e.gasp[idx(x.a)];
      const bool blank = card.gems + card.coins == 0 && card.effect == GaspEffect::kNone;
      return fmt::format("the GASP! card: {}", blank ? "nothing" : words(gasp_label(card)));
    }
    case ActionKind::kDieFace:
      return fmt::format("the Danger-Danger! die shows {}",
                         kDieWords[static_cast<int>(e.die[idx(x.a)])]);
    default:
      return to_string(x);
  }
}

// The words of a player action's operand; read only for the operand the kind has (a is a
// room, a character or an item kind by kind, so no table is read out of its bounds).
std::string operand_words(const State& s, Operand operand, int a) {
  switch (operand) {
    case Operand::kRoom:
      return room_words(s, a);
    case Operand::kCharacter:
      return character_words(s, a);
    case Operand::kAbility:
      return words(ability_name(static_cast<Ability>(a)));
    case Operand::kItem:
      return std::string(item_kind_name(static_cast<ItemKind>(a)));
    case Operand::kRoll:
      return fmt::format("{}", a + 1);
    default:
      return {};
  }
}

}  // namespace

std::string event_text(const State& s, const Action& x) {
  const KindNotation& n = notation(x.kind);
  if (n.words.empty()) return chance_words(s, x);
  return fmt::format(fmt::runtime(n.words), operand_words(s, n.operand, x.a));
}

}  // namespace caper::mansky_caper
