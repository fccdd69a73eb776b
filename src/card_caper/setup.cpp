// Card Caper's initial state: before the dealer is chosen, nothing dealt.
#include "caper/card_caper/game.hpp"
#include "caper/card_caper/state.hpp"

namespace caper::card_caper {

State::State(const Game& game) : game_(&game) {}

State Game::initial_state() const {
  return State(*this);
}

}  // namespace caper::card_caper
