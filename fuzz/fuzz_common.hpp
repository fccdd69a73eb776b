// Shared by the libFuzzer targets: every target drives the C ABI, so what is fuzzed is
// exactly what an embedding host can send. The first input byte picks the game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
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

}  // namespace caper::fuzz
