/* Uses the installed C ABI (shared or, with CONSUMER_STATIC, static): checks the versions,
 * the error channel, and plays a seeded random game of every registered game. */
#include <caper/caper.h>

#include <stdio.h>
#include <string.h>

#define EXPECT(cond)                                                     \
  do {                                                                   \
    if (!(cond)) {                                                       \
      fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
      return 1;                                                          \
    }                                                                    \
  } while (0)

int main(int argc, char** argv) {
  EXPECT(caper_abi_version() == CAPER_ABI_VERSION);
  EXPECT(argc < 2 || strcmp(caper_version(), argv[1]) == 0);
  caper_game* game = NULL;
  EXPECT(caper_game_new("no_such_game", NULL, &game) == CAPER_E_UNKNOWN_GAME);
  EXPECT(game == NULL);
  EXPECT(strstr(caper_last_error(), "no_such_game") != NULL);
  for (size_t g = 0; g < caper_game_count(); ++g) {
    EXPECT(caper_game_new(caper_game_name(g), NULL, &game) == CAPER_OK);
    caper_rng* rng = NULL;
    caper_state* state = NULL;
    EXPECT(caper_rng_new(1, &rng) == CAPER_OK);
    EXPECT(caper_game_initial_state(game, &state) == CAPER_OK);
    int moves = 0;
    while (!caper_state_is_terminal(state) && moves < 100000) {
      uint32_t action = 0;
      if (caper_state_current_player(state) == CAPER_CHANCE) {
        EXPECT(caper_state_sample_chance(state, rng, &action) == CAPER_OK);
      } else {
        uint32_t legal[1024];
        size_t n = 0;
        uint64_t r = 0;
        EXPECT(caper_state_legal_actions(state, legal, 1024, &n) == CAPER_OK && n > 0);
        EXPECT(caper_rng_next_u64(rng, &r) == CAPER_OK);
        action = legal[r % n];
      }
      caper_state* next = NULL;
      EXPECT(caper_state_apply(state, action, &next) == CAPER_OK);
      caper_state_free(state);
      state = next;
      ++moves;
    }
    EXPECT(caper_state_is_terminal(state));
    printf("%s: %d moves\n", caper_game_name(g), moves);
    caper_state_free(state);
    caper_rng_free(rng);
    caper_game_free(game);
  }
#ifdef CONSUMER_STATIC
  printf("C ABI (static) %s: %zu games, ok\n", caper_version(), caper_game_count());
#else
  printf("C ABI (shared) %s: %zu games, ok\n", caper_version(), caper_game_count());
#endif
  return 0;
}
