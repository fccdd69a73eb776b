// caper_state_from_json on arbitrary text; an accepted state must round-trip, be playable and
// describe what its actions set off (outcome texts).
#include <cstring>

#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  caper_game* game = caper::fuzz::game_for(data[0]);
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  caper_state* state = nullptr;
  const caper_status status = caper_state_from_json(game, text.c_str(), &state);
  caper::fuzz::expect_error_message(status);
  if (status != CAPER_OK) return 0;
  const std::string json = caper::fuzz::json_of(state, -1);
  caper_state* again = nullptr;
  if (caper_state_from_json(game, json.c_str(), &again) != CAPER_OK) std::abort();
  if (caper::fuzz::json_of(again, -1) != json) std::abort();
  for (int p = 0; p < caper_game_num_players(game); ++p) (void)caper::fuzz::json_of(state, p);
  std::uint32_t legal[1024];
  std::size_t len = 0;
  const bool listed = caper_state_legal_actions(state, legal, 1024, &len) == CAPER_OK;
  // The outcome texts of a few legal actions (the first, the middle, the last), for every
  // viewer; at a terminal state an action is refused.
  const int players = caper_game_num_players(game);
  if (listed && len > 0)
    for (const std::size_t k : {std::size_t{0}, len / 2, len - 1})
      caper::fuzz::check_outcome_texts(state, players, legal[k], true);
  if (caper_state_is_terminal(state)) caper::fuzz::check_outcome_texts(state, players, 0, false);
  if (listed && len > 0) {
    caper_state* next = nullptr;
    if (caper_state_apply(state, legal[0], &next) != CAPER_OK) std::abort();
    caper_state_free(next);
  }
  caper_state_free(again);
  caper_state_free(state);
  return 0;
}
