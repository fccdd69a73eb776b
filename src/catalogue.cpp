// The runtime catalogue, derived from the one compile-time list of games (caper/game_list.hpp):
// each entry's name is G::kName and its factory the GameAdapter of G.
#include "caper/catalogue.hpp"

#include <array>

#include "caper/core/game_adapter.hpp"
#include "caper/game_list.hpp"

namespace caper {
namespace {

template <GameType... G>
constexpr auto entries(TypeList<G...> /*games*/) {
  return std::array<GameEntry, sizeof...(G)>{GameEntry{G::kName, &make_any_game<G>}...};
}

}  // namespace

std::span<const GameEntry> game_catalogue() {
  static constexpr auto kGames = entries(Games{});
  return kGames;
}

std::shared_ptr<AnyGame> make_game(std::string_view name, std::string_view options_json) {
  return make_game_from(game_catalogue(), name, options_json);
}

}  // namespace caper
