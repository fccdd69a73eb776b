/* play.c - plays one seeded game with random moves through the caper C ABI and prints it.
 *
 *   caper_play_c [GAME [SEED [OPTIONS_JSON]]]
 *
 * GAME defaults to the first game of the catalogue, SEED to 1. Chance nodes are sampled
 * with caper_state_sample_chance; a player picks legal[next_u64() % n]. The Python and
 * C# examples do exactly the same, so the three print the same game for the same seed. */
#include <caper/caper.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Prints the library's message for a failed call and exits. */
static void check(caper_status status, const char* what) {
  if (status != CAPER_OK) {
    fprintf(stderr, "caper_play_c: %s failed: %s: %s\n", what, caper_status_name(status),
            caper_last_error());
    exit(1);
  }
}

/* The (buf, cap, *len) protocol: *buf grows when the library reports a larger size. */
static const char* action_text(const caper_state* state, uint32_t action, char** buf, size_t* cap) {
  size_t len = 0;
  caper_status status = caper_state_action_to_string(state, action, *buf, *cap, &len);
  if (status == CAPER_E_BUFFER_TOO_SMALL) {
    char* bigger = realloc(*buf, len);
    if (bigger == NULL) {
      fprintf(stderr, "caper_play_c: out of memory\n");
      exit(1);
    }
    *buf = bigger;
    *cap = len;
    status = caper_state_action_to_string(state, action, *buf, *cap, &len);
  }
  check(status, "caper_state_action_to_string");
  return *buf;
}

int main(int argc, char** argv) {
  if (caper_abi_version() != CAPER_ABI_VERSION) {
    fprintf(stderr, "caper_play_c: built for ABI %d, but the library has ABI %u\n",
            CAPER_ABI_VERSION, (unsigned)caper_abi_version());
    return 1;
  }
  if (argc > 1 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
    printf("usage: %s [GAME [SEED [OPTIONS_JSON]]]\ngames:", argv[0]);
    for (size_t i = 0; i < caper_game_count(); ++i) printf(" %s", caper_game_name(i));
    printf("\n");
    return 0;
  }
  const char* name = argc > 1 ? argv[1] : caper_game_name(0);
  if (name == NULL) {
    fprintf(stderr, "caper_play_c: this library has no game\n");
    return 1;
  }
  char* end = NULL;
  const uint64_t seed = argc > 2 ? strtoull(argv[2], &end, 10) : 1;
  if (argc > 2 && (end == argv[2] || *end != '\0')) {
    fprintf(stderr, "caper_play_c: the seed must be a number, not '%s'\n", argv[2]);
    return 2;
  }
  const char* options = argc > 3 ? argv[3] : NULL;

  caper_game* game = NULL;
  caper_status status = caper_game_new(name, options, &game);
  if (status != CAPER_OK) {
    fprintf(stderr, "caper_play_c: %s\n", caper_last_error());
    return 2;
  }
  const int32_t players = caper_game_num_players(game);
  printf("game %s, seed %" PRIu64 ", %d players\n", name, seed, (int)players);

  caper_rng* rng = NULL;
  check(caper_rng_new(seed, &rng), "caper_rng_new");
  caper_state* state = NULL;
  check(caper_game_initial_state(game, &state), "caper_game_initial_state");

  size_t legal_cap = 64;
  uint32_t* legal = malloc(legal_cap * sizeof *legal);
  size_t text_cap = 64;
  char* text = malloc(text_cap);
  if (legal == NULL || text == NULL) {
    fprintf(stderr, "caper_play_c: out of memory\n");
    return 1;
  }
  unsigned long moves = 0;
  while (!caper_state_is_terminal(state)) {
    const int32_t player = caper_state_current_player(state);
    uint32_t action = 0;
    if (player == CAPER_CHANCE) {
      check(caper_state_sample_chance(state, rng, &action), "caper_state_sample_chance");
      printf("chance: %s\n", action_text(state, action, &text, &text_cap));
    } else {
      size_t n = 0;
      status = caper_state_legal_actions(state, legal, legal_cap, &n);
      if (status == CAPER_E_BUFFER_TOO_SMALL) {
        uint32_t* bigger = realloc(legal, n * sizeof *legal);
        if (bigger == NULL) {
          fprintf(stderr, "caper_play_c: out of memory\n");
          return 1;
        }
        legal = bigger;
        legal_cap = n;
        status = caper_state_legal_actions(state, legal, legal_cap, &n);
      }
      check(status, "caper_state_legal_actions");
      uint64_t r = 0;
      check(caper_rng_next_u64(rng, &r), "caper_rng_next_u64");
      action = legal[r % n];
      printf("player %d: %s\n", (int)player, action_text(state, action, &text, &text_cap));
    }
    caper_state* next = NULL;
    check(caper_state_apply(state, action, &next), "caper_state_apply");
    caper_state_free(state);
    state = next;
    ++moves;
  }

  double returns[16];
  size_t n = 0;
  check(caper_state_returns(state, returns, 16, &n), "caper_state_returns");
  printf("moves: %lu\nreturns:", moves);
  for (size_t i = 0; i < n; ++i) printf(" %.4f", returns[i]);
  printf("\n");

  free(text);
  free(legal);
  caper_state_free(state);
  caper_rng_free(rng);
  caper_game_free(game);
  return 0;
}
