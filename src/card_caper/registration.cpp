#include "caper/card_caper/game.hpp"
#include "caper/card_caper/state.hpp"
#include "caper/core/game_adapter.hpp"

namespace caper::card_caper {

std::shared_ptr<caper::AnyGame> make_any(std::string_view options_json) {
  return make_any_game<Game>(options_json);
}

}  // namespace caper::card_caper
