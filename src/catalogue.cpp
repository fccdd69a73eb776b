// The catalogue: every game of the library, named once. Adding a game is one line here
// (and its include); the C ABI, the bots, the CLI and the conformance suite follow.
#include "caper/catalogue.hpp"
#include "caper/captain_cool/game.hpp"
#include "caper/card_caper/game.hpp"
#include "caper/mansky_caper/game.hpp"
#include "caper/trap_the_cap/game.hpp"

#include <vector>

namespace caper {

std::span<const GameEntry> game_catalogue() {
  static const std::vector<GameEntry> kGames{
      {"captain_cool", &captain_cool::make_any},
      {"trap_the_cap", &trap_the_cap::make_any},
      {"mansky_caper", &mansky_caper::make_any},
      {"card_caper", &card_caper::make_any},
  };
  return kGames;
}

std::shared_ptr<AnyGame> make_game(std::string_view name, std::string_view options_json) {
  return make_game_from(game_catalogue(), name, options_json);
}

}  // namespace caper
