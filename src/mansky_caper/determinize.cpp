// The Mansky Caper: determinization. Nothing is hidden (docs/rules/mansky_caper.md,
// *Chance*): every state is already consistent with everything a player knows.
#include "caper/mansky_caper/state.hpp"

namespace caper::mansky_caper {

State State::determinize(int /*player*/, Rng& /*rng*/) const {
  return *this;
}

}  // namespace caper::mansky_caper
