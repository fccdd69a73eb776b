// The Mansky Caper: the initial state (before the deal) and the caches a loaded state
// rebuilds.
#include <gsl/util>

#include "caper/mansky_caper/game.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {

State::State(const Game& game) : game_(&game) {
  const Edition& e = game.edition();
  num_chars_ = as_byte(game.num_characters());
  driver_ = game.has_driver() ? as_byte(game.driver()) : as_byte(kNoOne);
  locked_rooms_ = as_byte((1U << e.mansion_size) - 1);
  for (int c = 0; c < game.num_characters(); ++c)
    chars_[idx(c)].favors = game.has_driver() && c == game.driver() ? 0 : 1;
  for (std::size_t k = 0; k < e.loot.size(); ++k) loot_unrevealed_[k] = as_byte(e.loot[k].count);
  counts_.supply_gems = as_byte(e.supply_gems);
  counts_.supply_coins = as_byte(e.supply_coins);
}

State Game::initial_state() const {
  return State(*this);
}

// The caches a state read from JSON needs (a state built by play keeps them up to date).
void State::derive_caches() {
  const Edition& e = game_->edition();
  open_rooms_ = locked_rooms_ = 0;
  for (int r = 0; r < e.mansion_size; ++r) set_room_status(r, rooms_[idx(r)].status);
  owner_.fill(-1);
  for (int c = 0; c < num_characters(); ++c) {
    const int card = chars_[idx(c)].card;
    if (card >= 0)
      owner_[idx(static_cast<int>(e.characters[idx(card)].ability))] =
          gsl::narrow_cast<std::int8_t>(c);  // a character
  }
}

}  // namespace caper::mansky_caper
