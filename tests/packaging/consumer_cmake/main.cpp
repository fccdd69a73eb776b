// Uses the installed C++ library: the catalogue, AnyGame/AnyState and the errors. It also
// includes every game's header and the batched environment, so that building it where GSL
// cannot be included (install_and_consume.sh) shows that no public header needs GSL.
#include <caper/bots/bot.hpp>
#include <caper/catalogue.hpp>
#include <caper/core/any_game.hpp>
#include <caper/core/error.hpp>
#include <caper/core/vector_env.hpp>
#include <caper/game_list.hpp>
#include <caper/version.hpp>

#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(CAPER_VERSION_STRING, argv[1]) != 0) {
    std::fprintf(stderr, "version %s, expected %s\n", CAPER_VERSION_STRING, argv[1]);
    return 1;
  }
  try {
    caper::make_game("no_such_game");
    std::fprintf(stderr, "make_game(\"no_such_game\") did not throw\n");
    return 1;
  } catch (const caper::UnknownGame&) {
  }
  for (const auto& entry : caper::game_catalogue()) {
    auto game = caper::make_game(entry.name);
    caper::Rng rng(1);
    auto state = game->initial_state();
    int moves = 0;
    while (!state->is_terminal() && moves < 100000) {
      caper::ActionId action;
      if (state->is_chance_node()) {
        action = state->sample_chance(rng);
      } else {
        const auto legal = state->legal_actions();
        action = legal[rng.next_u64() % legal.size()];
      }
      state = state->apply(action);
      ++moves;
    }
    if (!state->is_terminal()) return 1;
    std::printf("%.*s: %d moves\n", static_cast<int>(entry.name.size()), entry.name.data(), moves);
  }
  std::printf("C++ %s: %zu games, ok\n", CAPER_VERSION_STRING, caper::game_catalogue().size());
  return 0;
}
