#include "caper/core/any_game.hpp"

#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "caper/core/registry.hpp"

namespace caper {

std::vector<ActionId> AnyState::legal_actions() const {
  ActionList list;
  legal_actions(list);
  return {list.begin(), list.end()};
}

std::vector<ChanceOutcome> AnyState::chance_outcomes() const {
  ChanceList list;
  chance_outcomes(list);
  return {list.begin(), list.end()};
}

std::vector<double> AnyState::returns() const {
  std::vector<double> out(static_cast<std::size_t>(game().num_players()));
  returns(out);
  return out;
}

std::size_t AnyGame::size_of(std::span<const int> shape) {
  std::size_t size = 1;
  for (int dim : shape) size *= static_cast<std::size_t>(dim);
  return shape.empty() ? 0 : size;
}

std::vector<float> AnyState::observation(int player) const {
  std::vector<float> out(game().observation_size());
  observation(player, out);
  return out;
}

ActionId AnyState::sample_chance(Rng& rng) const {
  ChanceList list;
  chance_outcomes(list);
  return rng.sample(list);
}

std::shared_ptr<AnyGame> make_game_from(std::span<const GameEntry> entries, std::string_view name,
                                        std::string_view options_json) {
  std::vector<std::string_view> known;
  for (const GameEntry& entry : entries) {
    if (entry.name == name) return entry.make(options_json);
    known.push_back(entry.name);
  }
  throw UnknownGame(
      fmt::format("unknown game '{}'; known games: {}", name, fmt::join(known, ", ")));
}

}  // namespace caper
