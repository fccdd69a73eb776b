// determinize: nothing is hidden, so every seat's sample is the state itself.
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {

State State::determinize(int /*player*/, Rng& /*rng*/) const {
  return *this;
}

}  // namespace caper::trap_the_cap
