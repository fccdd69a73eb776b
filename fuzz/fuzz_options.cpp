// caper_game_new with arbitrary options JSON; an accepted game must give a playable state.
#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const std::size_t count = caper_game_count();
  const char* name = caper_game_name(data[0] % count);
  const std::string options(reinterpret_cast<const char*>(data + 1), size - 1);
  caper_game* game = nullptr;
  const caper_status status = caper_game_new(name, options.c_str(), &game);
  caper::fuzz::expect_error_message(status);
  if (status != CAPER_OK) return 0;
  caper_state* state = nullptr;
  if (caper_game_initial_state(game, &state) != CAPER_OK) std::abort();
  std::uint32_t legal[1024];
  std::size_t len = 0;
  if (caper_state_legal_actions(state, legal, 1024, &len) != CAPER_OK || len == 0) std::abort();
  caper_state_free(state);
  caper_game_free(game);
  return 0;
}
