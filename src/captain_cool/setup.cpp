// Captain Cool: the initial state (every card in its pile, every figure in its supply);
// the set-up itself is chance nodes (rules_chance.cpp).
#include <bit>

#include <gsl/narrow>

#include "caper/captain_cool/game.hpp"
#include "caper/core/bits.hpp"
#include "caper/core/index.hpp"

namespace caper::captain_cool {

State::State(const Game& game) : game_(&game) {}

State Game::initial_state() const {
  State s(*this);
  for (int k = 0; k < kNumPiles; ++k) {
    s.in_pile_ |= pile_cards(k);
    for (std::uint64_t rest = pile_cards(k); rest != 0; rest &= rest - 1)
      at(s.where_, std::countr_zero(rest)) = gsl::narrow_cast<std::uint8_t>(kLocPile + k);
    s.counters_.pile_left[idx(k)] = gsl::narrow<std::uint8_t>(bit_count(pile_cards(k)));
  }
  for (auto& pub : s.pubs_) pub.fill(-1);
  s.circle_.fill(-1);
  s.return_figures();  // every figure in its supply
  s.pending_.fill(-1);
  s.revealed_.fill(-1);
  s.queue_.fill(-1);
  s.order_.fill(-1);
  s.counters_.majority.fill(-1);
  s.phase_ = Phase::kStartScores;
  return s;
}

}  // namespace caper::captain_cool
