// Arbitrary action ids applied through the C ABI: legal ones must succeed, illegal ones
// must be refused with CAPER_E_ILLEGAL_ACTION and leave the state unchanged; each one's
// outcome text is asked first, for every viewer, at every state up to the end.
#include <cstring>

#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  caper_game* game = caper::fuzz::game_for(data[0]);
  const std::uint32_t limit = caper_game_num_distinct_actions(game);
  const int players = caper_game_num_players(game);
  caper_state* state = nullptr;
  caper_game_initial_state(game, &state);
  for (std::size_t i = 1; i + 1 < size && !caper_state_is_terminal(state); i += 2) {
    std::uint32_t raw =
        static_cast<std::uint32_t>(data[i]) | (static_cast<std::uint32_t>(data[i + 1]) << 8);
    std::uint32_t legal[1024];
    std::size_t len = 0;
    if (caper_state_legal_actions(state, legal, 1024, &len) != CAPER_OK || len == 0) std::abort();
    // Even words pick among the legal actions, odd words are raw ids (mostly illegal).
    const std::uint32_t action = (raw & 1) ? (raw >> 1) % (limit + 8) : legal[(raw >> 1) % len];
    bool is_legal = false;
    for (std::size_t k = 0; k < len; ++k) is_legal = is_legal || legal[k] == action;
    // The JSON is costly under instrumentation: taken only where a refusal is expected.
    const std::string before = is_legal ? std::string() : caper::fuzz::json_of(state, -1);
    caper::fuzz::check_outcome_texts(state, players, action, is_legal);
    caper_state* next = nullptr;
    const caper_status status = caper_state_apply(state, action, &next);
    if (is_legal != (status == CAPER_OK)) std::abort();
    if (status != CAPER_OK) {
      if (status != CAPER_E_ILLEGAL_ACTION || next != nullptr) std::abort();
      caper::fuzz::expect_error_message(status);
      if (caper::fuzz::json_of(state, -1) != before) std::abort();
      continue;
    }
    caper_state_free(state);
    state = next;
  }
  // At the end every action is refused, for every viewer.
  if (caper_state_is_terminal(state))
    caper::fuzz::check_outcome_texts(state, players, size > 2 ? data[size - 1] % limit : 0, false);
  caper_state_free(state);
  return 0;
}
