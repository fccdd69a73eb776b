// The observations' refusal of a bad player or buffer, out of line and cold.
#include "caper/core/observation.hpp"

#include <fmt/format.h>

#include "caper/core/action.hpp"

namespace caper::observation_detail {

void throw_bad_arguments(std::string_view game, int player, int players, std::size_t floats,
                         std::size_t size) {
  if (player == kPublicView)  // no seat's knowledge: the public view has JSON and text only
    throw InvalidArgument(fmt::format(
        "{} observation: player must be a seat 0..{}, got -2 (the public view has no tensor)", game,
        players - 1));
  if (player < 0 || player >= players)
    throw InvalidArgument(fmt::format("{} observation: player must be a seat 0..{}, got {}", game,
                                      players - 1, player));
  throw InvalidArgument(fmt::format("{} observation: the buffer holds {} floats, the tensor has {}",
                                    game, floats, size));
}

}  // namespace caper::observation_detail
