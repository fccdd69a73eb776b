#include "caper/captain_cool/data.hpp"

#include <array>
#include <string_view>

#include <fmt/compile.h>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gsl/util>

namespace caper::captain_cool {
namespace {

// The box's cards: a value of 1 to 10, a boss of 3.
constexpr Card boss(int value, Boss b) {
  return Card{gsl::narrow_cast<std::uint8_t>(value), b, gsl::narrow_cast<std::uint8_t>(1u << b)};
}
constexpr Card plain(int value, std::uint8_t icons) {
  return Card{gsl::narrow_cast<std::uint8_t>(value), kNoBoss, icons};
}

constexpr std::uint8_t C = kIconCC;
constexpr std::uint8_t T = kIconTom;
constexpr std::uint8_t E = kIconEd;

constexpr Deck kDefault{// Captain Cool 1,3,5,7,9
                        boss(1, kCaptainCool), boss(3, kCaptainCool), boss(5, kCaptainCool),
                        boss(7, kCaptainCool), boss(9, kCaptainCool),
                        // Tom 2,4,6,8,10
                        boss(2, kTom), boss(4, kTom), boss(6, kTom), boss(8, kTom), boss(10, kTom),
                        // Edward 1,4,5,7,10
                        boss(1, kEdward), boss(4, kEdward), boss(5, kEdward), boss(7, kEdward),
                        boss(10, kEdward),
                        // plain: 1: -, CC, Tom
                        plain(1, 0), plain(1, C), plain(1, T),
                        // 2: -, -, Ed, CC+Tom
                        plain(2, 0), plain(2, 0), plain(2, E), plain(2, C | T),
                        // 3: -, -, Tom, Ed
                        plain(3, 0), plain(3, 0), plain(3, T), plain(3, E),
                        // 4: -, CC, Ed
                        plain(4, 0), plain(4, C), plain(4, E),
                        // 5: -, Tom, CC
                        plain(5, 0), plain(5, T), plain(5, C),
                        // 6: -, -, Ed, Tom+Ed
                        plain(6, 0), plain(6, 0), plain(6, E), plain(6, T | E),
                        // 7: -, CC, Tom
                        plain(7, 0), plain(7, C), plain(7, T),
                        // 8: -, -, Ed, CC+Ed
                        plain(8, 0), plain(8, 0), plain(8, E), plain(8, C | E),
                        // 9: -, -, Tom, CC
                        plain(9, 0), plain(9, 0), plain(9, T), plain(9, C),
                        // 10: -, -, -
                        plain(10, 0), plain(10, 0), plain(10, 0)};

constexpr std::string_view kPlaceNames[kNumPlaces] = {"I", "II", "III", "IV", "CC", "Tom", "Ed"};
constexpr std::string_view kPileNames[kNumPiles] = {"captain_cool", "tom", "edward", "plain"};
constexpr std::string_view kBossNames[kNumBosses] = {"CC", "Tom", "Ed"};

}  // namespace

const Deck& default_deck() {
  return kDefault;
}

int cards_per_player(int players) {
  switch (players) {
    case 2:
      return 5;
    case 3:
      return 3;
    case 4:
    case 5:
      return 2;
    default:
      return 1;
  }
}

std::string_view place_name(int place) {
  return kPlaceNames[place];
}

int place_from_name(std::string_view name) {
  for (int i = 0; i < kNumPlaces; ++i)
    if (kPlaceNames[i] == name) return i;
  return -1;
}

std::string_view pile_name(int pile) {
  return kPileNames[pile];
}
std::string_view boss_name(int boss) {
  return kBossNames[boss];
}

std::string describe(const Card& card) {
  if (card.boss != kNoBoss)
    return fmt::format(FMT_COMPILE("{}*{}"), card.value, boss_name(card.boss));
  if (card.icons == 0) return fmt::format(FMT_COMPILE("{}"), card.value);
  std::array<std::string_view, kNumBosses> icons{};
  std::size_t count = 0;
  for (int b = 0; b < kNumBosses; ++b)
    if ((card.icons & (1u << b)) != 0) icons[count++] = boss_name(b);
  return fmt::format("{}({})", card.value, fmt::join(icons.begin(), icons.begin() + count, "+"));
}

}  // namespace caper::captain_cool
