#include "caper/core/game_adapter.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {

std::shared_ptr<AnyGame> make_any(std::string_view options_json) {
  return make_any_game<Game>(options_json);
}

}  // namespace caper::trap_the_cap
