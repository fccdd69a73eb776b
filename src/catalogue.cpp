// The catalogue: every game of the library, named once. Adding a game is one line here
// (and its include); the C ABI, the bots, the CLI and the conformance suite follow.
// The order is part of the C ABI (caper_game_name(i)), so new games go at the end.
#include "caper/catalogue.hpp"

#include <array>

#include "caper/captain_cool/game.hpp"
#include "caper/card_caper/game.hpp"
#include "caper/mansky_caper/game.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper {

std::span<const GameEntry> game_catalogue() {
  static constexpr std::array kGames{
      GameEntry{"card_caper", &card_caper::make_any},
      GameEntry{"mansky_caper", &mansky_caper::make_any},
      GameEntry{"trap_the_cap", &trap_the_cap::make_any},
      GameEntry{"captain_cool", &captain_cool::make_any},
  };
  return kGames;
}

std::shared_ptr<AnyGame> make_game(std::string_view name, std::string_view options_json) {
  return make_game_from(game_catalogue(), name, options_json);
}

}  // namespace caper
