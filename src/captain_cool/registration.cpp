#include "caper/captain_cool/game.hpp"
#include "caper/core/game_adapter.hpp"

namespace caper::captain_cool {

static_assert(GameType<Game>);

std::shared_ptr<caper::AnyGame> make_any(std::string_view options_json) {
  return make_any_game<Game>(options_json);
}

}  // namespace caper::captain_cool
