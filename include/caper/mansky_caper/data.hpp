// The Mansky Caper: component data (rooms, loot bag, supply, die, characters, GASP! cards).
// The defaults of ../shared/design/rulings.md are built in; a client may load its own
// edition through the `edition` option (see docs/rules/mansky_caper.md).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace caper::mansky_caper {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxChars = 6;       // characters in play: the players, or 2 + the Driver
inline constexpr int kMaxRooms = 6;       // room slots in the mansion
inline constexpr int kMaxRoomCards = 16;  // room cards in the box
inline constexpr int kMaxLootKinds = 16;  // distinct Loot token kinds
inline constexpr int kMaxGaspKinds = 32;  // distinct GASP! card kinds
inline constexpr int kMaxGaspDeck = 64;   // GASP! cards in the deck
inline constexpr int kMaxCharacters = 8;  // character cards in the box
inline constexpr int kDieFaces = 6;
inline constexpr int kCar = kMaxRooms;  // position of a character at the Getaway Car
inline constexpr int kNoOne = 0xff;

// The eight special abilities; only other players can use one, by paying a Favor marker.
enum class Ability : std::uint8_t {
  kDrawTwo,       // draw two tokens in one opening
  kSendToCar,     // send one other character in the room to the car before loot is split
  kRedrawDanger,  // put a drawn Danger-Danger! token back and draw again
  kRollTwice,     // roll the Danger-Danger! die twice and choose
  kDangerToGasp,  // turn a drawn Danger-Danger! token into a GASP! card
  kTakeWhole,     // take one Loot token whole instead of splitting it
  kPickLock,      // unlock a locked room without a key
  kStashInPlace,  // stash your unstashed loot without going to the car
};
inline constexpr int kNumAbilities = 8;

enum class DieResult : std::uint8_t { kSafe, kYourLoot, kAllLoot, kBoom, kAlShowsUp };
inline constexpr int kNumDieResults = 5;

enum class GaspEffect : std::uint8_t {
  kNone,        // loot only, or "nothing happens"
  kOpenAgain,   // open the safe again
  kDangerBack,  // put the last drawn Danger token back into the safe
  kAllToCar,    // everyone in the room goes to the car
  kDropLoot,    // drop your unstashed loot on the Room card
  kSteal,       // steal 1 gem (or 3 coins) from a character in the room
  kGiveCoins,   // give 2 coins to each other character in the room
  kTakeFavor,   // take a Favor marker from a player who has 2 or more
  kMove,        // move to another unlocked room (no opening)
  kStashNow,    // stash your loot now
  kRollDie,     // roll the Danger-Danger! die for this room
};
inline constexpr int kNumGaspEffects = 11;

struct RoomCard {
  std::string name;
  int loot = 0;
  int gasp = 0;
  int danger = 0;  // also the length of the Danger track; the last circle is BOOM!
};

struct LootKind {
  int gems = 0;
  int coins = 0;
  bool key = false;
  int count = 0;  // tokens of this kind in the Loot bag
};

struct GaspKind {
  int gems = 0;  // loot shown on the top of the card
  int coins = 0;
  GaspEffect effect = GaspEffect::kNone;
  int count = 0;  // cards of this kind in the deck
};

struct CharacterCard {
  std::string name;
  Ability ability = Ability::kDrawTwo;
};

struct Edition {
  int mansion_size = 5;  // room cards drawn for the mansion
  std::vector<RoomCard> rooms;
  std::vector<LootKind> loot;
  int supply_gems = 60;
  int supply_coins = 144;
  int gasp_tokens = 32;    // GASP! tokens in the supply box
  int danger_tokens = 32;  // Danger-Danger! tokens in the supply box
  std::array<DieResult, kDieFaces> die{};
  std::vector<CharacterCard> characters;
  std::vector<GaspKind> gasp;

  int loot_tokens() const;
  int gasp_cards() const;
};

// The defaults of rulings.md.
Edition default_edition();

// Names used in JSON, text and documentation.
std::string_view ability_name(Ability ability);
std::string_view die_result_name(DieResult result);
std::string_view gasp_effect_name(GaspEffect effect);
// "2 gems", "1 gem + 2 coins", "key", ...
std::string loot_label(int gems, int coins, bool key);
std::string gasp_label(const GaspKind& kind);

}  // namespace caper::mansky_caper
