// caper_state_action_from_string on arbitrary text, at the states of a short seeded game;
// a parsed id must print back to text that parses to the same id, and its outcome text is
// given for every viewer when it is legal (refused when not).
#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  caper_game* game = caper::fuzz::game_for(data[0]);
  const std::string text(reinterpret_cast<const char*>(data + 2), size - 2);
  caper_state* state = nullptr;
  caper_game_initial_state(game, &state);
  caper_rng* rng = nullptr;
  caper_rng_new(data[1], &rng);
  for (int step = 0; step < (data[1] % 40) && !caper_state_is_terminal(state); ++step) {
    std::uint32_t legal[1024];
    std::size_t len = 0;
    caper_state_legal_actions(state, legal, 1024, &len);
    std::uint64_t r = 0;
    caper_rng_next_u64(rng, &r);
    caper_state* next = nullptr;
    caper_state_apply(state, legal[r % len], &next);
    caper_state_free(state);
    state = next;
  }
  std::uint32_t action = 0;
  const caper_status status = caper_state_action_from_string(state, text.c_str(), &action);
  caper::fuzz::expect_error_message(status);
  if (status == CAPER_OK) {
    char printed[512];
    std::size_t len = 0;
    std::uint32_t again = 0;
    if (caper_state_action_to_string(state, action, printed, sizeof printed, &len) != CAPER_OK ||
        caper_state_action_from_string(state, printed, &again) != CAPER_OK || again != action)
      std::abort();
    caper::fuzz::check_outcome_texts(state, caper_game_num_players(game), action,
                                     caper_state_is_legal(state, action) != 0);
  }
  caper_rng_free(rng);
  caper_state_free(state);
  return 0;
}
