// caper._caper: the native module of the caper package, over the C ABI (caper.h).
#include "binding.hpp"

NB_MODULE(_caper, m) {
  m.doc() =
      "The native part of caper: Game, State, Rng, Bot and the VectorEnv batch over "
      "the C ABI. Import it through the caper package.";
  caper_py::bind_errors(m);
  caper_py::bind_rng_bot(m);
  caper_py::bind_game(m);
  caper_py::bind_state(m);
  caper_py::bind_batch(m);
  caper_py::bind_seat_view(m);
}
