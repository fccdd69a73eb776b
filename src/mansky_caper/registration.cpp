#include "caper/core/game_adapter.hpp"
#include "caper/mansky_caper/game.hpp"

namespace caper::mansky_caper {

std::shared_ptr<AnyGame> make_any(std::string_view options_json) {
  return make_any_game<Game>(options_json);
}

}  // namespace caper::mansky_caper
