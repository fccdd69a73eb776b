// The adapters' refusals: messages built here, so that the header needs no formatting library.
#include "caper/core/game_adapter.hpp"

#include <fmt/format.h>

#include "caper/core/error.hpp"

namespace caper::adapter_detail {

void throw_action_text_too_long(std::size_t bytes) {
  throw ParseError(
      fmt::format("action text of {} bytes; the limit is {}", bytes, kMaxActionTextBytes));
}

void throw_other_game(const char* function) {
  throw InvalidArgument(fmt::format("{}: the output state belongs to another game", function));
}

void throw_bad_viewer(int viewer, int players) {
  throw InvalidArgument(
      fmt::format("viewer must be -1 (full state) or a seat 0..{}, got {}", players - 1, viewer));
}

void throw_bad_high_buffer(std::size_t floats) {
  throw InvalidArgument(fmt::format("observation_high: the buffer must hold {} floats", floats));
}

void throw_action_out_of_range(ActionId action, ActionId distinct) {
  throw IllegalAction(fmt::format("action {} is out of range (0..{})", action, distinct - 1));
}

void throw_action_not_legal(ActionId action, std::string_view text) {
  throw IllegalAction(fmt::format("action {} ({}) is not legal in this state", action, text));
}

}  // namespace caper::adapter_detail
