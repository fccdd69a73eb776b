// Captain Cool: the initial state (every card in its pile, every figure in its supply);
// the set-up itself is chance nodes (rules_chance.cpp).
#include <bit>

#include "caper/captain_cool/game.hpp"

namespace caper::captain_cool {

State::State(const Game& game) : game_(&game) {}

State Game::initial_state() const {
  State s(*this);
  // Every card onto its pile through put_card, which keeps the pile sets, the location
  // bytes and the piles' counts in step.
  for (int k = 0; k < kNumPiles; ++k)
    for (std::uint64_t rest = pile_cards(k); rest != 0; rest &= rest - 1)
      s.put_card(std::countr_zero(rest), kLocPile + k);
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
