// Shared by the libFuzzer targets: every target drives the C ABI, so what is fuzzed is
// exactly what an embedding host can send. The first input byte picks the game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

#include "caper/caper.h"

namespace caper::fuzz {

// A game built once per game name and kept for the whole run.
inline caper_game* game_for(std::uint8_t selector) {
  static caper_game* games[16] = {};
  const std::size_t count = caper_game_count();
  if (count == 0) std::abort();
  const std::size_t index = selector % count;
  if (games[index] == nullptr &&
      caper_game_new(caper_game_name(index), nullptr, &games[index]) != CAPER_OK)
    std::abort();
  return games[index];
}

// A failing call must leave a non-empty message; a crash or abort is the bug we look for.
inline void expect_error_message(caper_status status) {
  if (status != CAPER_OK && caper_last_error()[0] == '\0') std::abort();
}

inline std::string json_of(const caper_state* state, int viewer) {
  std::size_t len = 0;
  caper_state_to_json(state, viewer, nullptr, 0, &len);
  std::string text(len, '\0');
  if (caper_state_to_json(state, viewer, text.data(), text.size(), &len) != CAPER_OK) std::abort();
  text.resize(len - 1);
  return text;
}

// caper_state_outcome_text of `action` in `state` (of a game of `players` seats) for the
// full view and every seat. A legal action is described: the size asked first, then the
// text, NUL-terminated at that size and nothing written past it; a viewer that is no seat
// is refused. Anything else (at a terminal state every action) is CAPER_E_ILLEGAL_ACTION
// with a message.
inline void check_outcome_texts(const caper_state* state, int players, std::uint32_t action,
                                bool is_legal) {
  for (int viewer = -1; viewer < players; ++viewer) {
    std::size_t len = 0;
    const caper_status sized = caper_state_outcome_text(state, viewer, action, nullptr, 0, &len);
    if (!is_legal) {
      if (sized != CAPER_E_ILLEGAL_ACTION || caper_last_error()[0] == '\0') std::abort();
      continue;
    }
    if (sized != CAPER_E_BUFFER_TOO_SMALL || len == 0) std::abort();
    std::string text(len + 1, 'x');
    if (caper_state_outcome_text(state, viewer, action, text.data(), len, &len) != CAPER_OK ||
        std::strlen(text.c_str()) + 1 != len || text[len] != 'x')
      std::abort();
  }
  std::size_t len = 0;
  if (is_legal && caper_state_outcome_text(state, players, action, nullptr, 0, &len) !=
                      CAPER_E_INVALID_ARGUMENT)
    std::abort();
}

}  // namespace caper::fuzz
