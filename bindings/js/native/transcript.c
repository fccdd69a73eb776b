/* caper_js_transcript: seeded random games through the native C ABI, as digests that the
 * npm package's parity test compares with the same games played through WebAssembly.
 *
 * Reads cases from stdin, one a line: GAME <TAB> OPTIONS_JSON (or "-") <TAB> SEED <TAB>
 * MAX_STEPS. Writes one line per case: the digest of every step, space-separated, each
 * "ACTION:HASH" (HASH: FNV-1a 32 of what the step shows, in hex), then "end:HASH" for the
 * last state. A step shows the seat to move, the legal actions, every viewer's JSON and
 * text of the state, of the action and of what the action sets off (its outcome text; the
 * last step's tells the end of the game), and the observation of the seat to move; the
 * action is the playout's choice: at a chance node caper_state_sample_chance, else
 * legal[caper_rng_below(n)], with one rng seeded with SEED. A failing call prints
 * "error: ..." and the program exits with 1. With --names it prints the catalogue's games
 * instead, one a line (caper_game_name). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "caper/caper.h"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

static uint32_t fnv(uint32_t hash, const void* data, size_t size) {
  const unsigned char* bytes = (const unsigned char*)data;
  for (size_t i = 0; i < size; ++i) {
    hash ^= bytes[i];
    hash *= 16777619u;
  }
  return hash;
}

static void check(caper_status status, const char* what) {
  if (status != CAPER_OK) {
    printf("error: %s: %s %s\n", what, caper_status_name(status), caper_last_error());
    exit(1);
  }
}

static char text[1 << 20];

/* Hashes the text a string call of the C ABI left in `text` (without its NUL). */
static uint32_t hash_text(uint32_t hash, caper_status status, const size_t* len, const char* what) {
  check(status, what);
  return fnv(hash, text, *len - 1);
}

static uint32_t hash_views(uint32_t hash, const caper_state* state, int32_t players, int terminal,
                           uint32_t action) {
  size_t len = 0;
  for (int32_t viewer = -1; viewer < players; ++viewer) {
    caper_status status = caper_state_to_json(state, viewer, text, sizeof text, &len);
    hash = hash_text(hash, status, &len, "to_json");
    status = caper_state_to_text(state, viewer, text, sizeof text, &len);
    hash = hash_text(hash, status, &len, "to_text");
    if (terminal) continue;
    status = caper_state_action_to_string_for(state, viewer, action, text, sizeof text, &len);
    hash = hash_text(hash, status, &len, "action_to_string_for");
    status = caper_state_outcome_text(state, viewer, action, text, sizeof text, &len);
    hash = hash_text(hash, status, &len, "outcome_text");
  }
  return hash;
}

static void play(const char* name, const char* options, uint64_t seed, long max_steps) {
  caper_game* game = NULL;
  caper_state* state = NULL;
  caper_rng* rng = NULL;
  check(caper_game_new(name, options, &game), "game_new");
  check(caper_game_initial_state(game, &state), "initial_state");
  check(caper_rng_new(seed, &rng), "rng_new");
  const int32_t players = caper_game_num_players(game);
  const size_t observation_size = caper_game_observation_size(game);
  float* observation = malloc(observation_size * sizeof(float) + 1);
  uint32_t legal[4096];
  for (long step = 0; step < max_steps && !caper_state_is_terminal(state); ++step) {
    const int32_t player = caper_state_current_player(state);
    size_t n = 0;
    uint32_t action = 0;
    uint32_t hash = fnv(2166136261u, &player, sizeof player);
    check(caper_state_legal_actions(state, legal, 4096, &n), "legal_actions");
    hash = fnv(hash, legal, n * sizeof legal[0]);
    if (player == CAPER_CHANCE) {
      check(caper_state_sample_chance(state, rng, &action), "sample_chance");
    } else {
      uint64_t draw = 0;
      check(caper_rng_below(rng, n, &draw), "rng_below");
      action = legal[draw];
      size_t written = 0;
      check(caper_state_observation(state, player, observation, observation_size, &written),
            "observation");
      hash = fnv(hash, observation, written * sizeof(float));
    }
    hash = hash_views(hash, state, players, 0, action);
    printf("%s%u:%08x", step ? " " : "", action, hash);
    caper_state* next = NULL;
    check(caper_state_apply(state, action, &next), "apply");
    caper_state_free(state);
    state = next;
  }
  double returns[16];
  size_t n = 0;
  check(caper_state_returns(state, returns, 16, &n), "returns");
  uint32_t hash = fnv(2166136261u, returns, n * sizeof returns[0]);
  hash = hash_views(hash, state, players, 1, 0);
  printf(" end:%08x\n", hash);
  free(observation);
  caper_rng_free(rng);
  caper_state_free(state);
  caper_game_free(game);
}

int main(int argc, char** argv) {
  static char line[1 << 16];
#ifdef _WIN32
  /* "\n", not "\r\n": the output is compared byte for byte with other platforms'. */
  _setmode(_fileno(stdout), _O_BINARY);
#endif
  if (argc > 1 && strcmp(argv[1], "--names") == 0) {
    for (size_t i = 0; i < caper_game_count(); ++i) printf("%s\n", caper_game_name(i));
    return 0;
  }
  while (fgets(line, sizeof line, stdin)) {
    char* fields[4] = {NULL, NULL, NULL, NULL};
    fields[0] = strtok(line, "\t\n");
    for (int i = 1; i < 4 && fields[i - 1]; ++i) fields[i] = strtok(NULL, "\t\n");
    if (!fields[0]) continue;
    if (!fields[3]) {
      printf("error: a case needs 4 tab-separated fields\n");
      return 1;
    }
    const char* options = strcmp(fields[1], "-") == 0 ? NULL : fields[1];
    play(fields[0], options, strtoull(fields[2], NULL, 10), strtol(fields[3], NULL, 10));
    fflush(stdout);
  }
  return 0;
}
