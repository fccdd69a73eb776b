// Captain Cool component data: the 50 gangster cards, the seven places of the board
// and the setup deal by player count. The default deck of docs/rules/captain_cool.md is
// built in; a Deck is plain data so that another list can be loaded.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace caper::captain_cool {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 7;
inline constexpr int kNumCards = 50;
inline constexpr int kNumPubs = 4;
inline constexpr int kNumBosses = 3;
inline constexpr int kNumPlaces = kNumPubs + kNumBosses;  // pubs I..IV, then CC, Tom, Ed
inline constexpr int kCircleSpaces = 10;
inline constexpr int kFigures = 6;
inline constexpr int kRounds = 5;
inline constexpr int kNumPiles = 4;  // Captain Cool, Tom, Edward boss piles, plain pile

// Bosses: Captain Cool (blue), Tom (red), Edward (green).
enum Boss : std::uint8_t { kCaptainCool = 0, kTom = 1, kEdward = 2, kNoBoss = 3 };
inline constexpr int kPlainPile = 3;  // pile index of plain cards (boss piles are 0..2)

// Icon bits: 1 << Boss.
inline constexpr std::uint8_t kIconCC = 1;
inline constexpr std::uint8_t kIconTom = 2;
inline constexpr std::uint8_t kIconEd = 4;

struct Card {
  std::uint8_t value = 1;  // 1..10, also its Big Deal space
  Boss boss = kNoBoss;     // a Gangster Boss card's colour, or kNoBoss for a plain card
  std::uint8_t icons = 0;  // boss icons shown (a boss card shows its own)
  friend bool operator==(const Card&, const Card&) = default;
};

using Deck = std::array<Card, kNumCards>;

// The default deck (rulings.md): ids 0-4 Captain Cool 1,3,5,7,9; 5-9 Tom 2,4,6,8,10;
// 10-14 Edward 1,4,5,7,10; 15-49 the 35 plain cards by value.
const Deck& default_deck();

// Pile a card is drawn from: its boss colour, or kPlainPile.
inline int pile_of(const Card& card) {
  return card.boss == kNoBoss ? kPlainPile : card.boss;
}

// Setup deal: cards per player for n players (the rest of the 10 are spares).
int cards_per_player(int players);
inline int spare_cards(int players) {
  return 10 - players * cards_per_player(players);
}

// Names: places "I","II","III","IV","CC","Tom","Ed"; piles "captain_cool","tom","edward","plain".
std::string_view place_name(int place);
int place_from_name(std::string_view name);  // -1 if unknown
std::string_view pile_name(int pile);
std::string_view boss_name(int boss);  // "CC", "Tom", "Ed"

// A readable description: "7", "7(CC+Tom)", "7*Tom" (a boss card).
std::string describe(const Card& card);

}  // namespace caper::captain_cool
