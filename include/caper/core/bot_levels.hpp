// The difficulty levels a game ships for its computer opponents: each game names the bot
// spec (docs/bots.md) of its easy, medium and hard, chosen for that game by measurement, as
// `static constexpr BotLevels kBotLevels` in its Game.
#pragma once

#include <array>
#include <string_view>

namespace caper {

struct BotLevels {
  std::string_view easy;
  std::string_view medium;
  std::string_view hard;

  // The spec of the level called `name`, or empty when `name` is not a level.
  constexpr std::string_view spec(std::string_view name) const {
    if (name == "easy") return easy;
    if (name == "medium") return medium;
    if (name == "hard") return hard;
    return {};
  }
};

// The level names, weakest first, as every game spells them.
inline constexpr std::array<std::string_view, 3> kBotLevelNames = {"easy", "medium", "hard"};

}  // namespace caper
