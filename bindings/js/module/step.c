/* The npm package's own C call, compiled into the WebAssembly module only (not part of
 * caper.h; docs/javascript.md, "The module's own C call"): the calls of a playout step
 * that the package makes together, as one call into the module, built on the public C
 * ABI. A call from JavaScript into WebAssembly costs about as much as a small C ABI call
 * itself; from C the second call costs nothing worth an ABI entry. */
#include <emscripten/emscripten.h>
#include <stdint.h>

#include "caper/caper.h"

/* caper_state_apply_into, then the seat to move of `out` into *player (unchanged when the
 * apply fails): State.apply() learns the new state's currentPlayer in the same call. */
EMSCRIPTEN_KEEPALIVE caper_status caper_js_apply_into(const caper_state* state, uint32_t action,
                                                      caper_state* out, int32_t* player) {
  const caper_status status = caper_state_apply_into(state, action, out);
  if (status == CAPER_OK) *player = caper_state_current_player(out);
  return status;
}
