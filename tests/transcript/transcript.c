/* caper_transcript: seeded games through the C ABI, printed in the one format every parity
 * test compares with (docs/reliability.md, "Parity transcripts"): the npm package's Node
 * and browser runs (bindings/js/test/playout.mjs), the Godot plugin in the engine
 * (tests/godot/transcript.gd) and the cross-built libraries under Wine and qemu
 * (tests/platforms/run.sh).
 *
 * Reads cases from stdin, one a line: GAME <TAB> OPTIONS_JSON (or "-") <TAB> SEED <TAB>
 * MAX_STEPS, optionally <TAB> SEATS. SEATS "-" or none: at a decision the action is
 * legal[caper_rng_below(n)]; else space-separated bot specs, one a seat, the last one for
 * every further seat, seat s's bot seeded SEED + s. At a chance node the action is
 * caper_state_sample_chance; one rng seeded SEED serves both. Writes for each case:
 *   case GAME OPTIONS SEED MAX_STEPS SEATS
 *   STEP MOVER ACTION #HASH TEXT[ => OUTCOME][ | pN: SEAT_OUTCOME]   (one a step)
 *   end #HASH returns R0 R1 ...
 * MOVER is "chance" or "pN"; TEXT the action's full-view text; OUTCOME what it sets off as
 * the full view reads it, then each seat's where it differs (caper_state_outcome_text).
 * HASH (FNV-1a 32, hex) covers what the step shows: the mover (int32), the legal actions
 * (uint32 each), the mover's observation (float32 each; not at a chance node), then for
 * the full view and each seat the state's JSON and text, the action's text and its outcome
 * text. The end's HASH covers the returns (float64 each) and every viewer's JSON and text;
 * R is a return times 1000, rounded. Numbers are little-endian bytes. A failing call prints
 * "error: ..." and the program exits with 1. With --names it prints the catalogue's games
 * instead, one a line. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "caper/caper.h"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

enum { MAX_SEATS = 16, MAX_LEGAL = 4096 };

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
static char seat_text[1 << 20];

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

/* The action's full-view text, then what each viewer learns from what it sets off: the full
 * view's outcome after " => ", each seat's where it differs after " | pN: ". */
static void print_texts(const caper_state* state, uint32_t action, int32_t players) {
  size_t len = 0;
  check(caper_state_action_to_string_for(state, -1, action, text, sizeof text, &len),
        "action_to_string_for");
  printf(" %s", text);
  check(caper_state_outcome_text(state, -1, action, text, sizeof text, &len), "outcome_text");
  if (text[0] != '\0') printf(" => %s", text);
  for (int32_t seat = 0; seat < players; ++seat) {
    check(caper_state_outcome_text(state, seat, action, seat_text, sizeof seat_text, &len),
          "outcome_text");
    if (strcmp(seat_text, text) != 0) printf(" | p%d: %s", (int)seat, seat_text);
  }
}

/* The bots of SEATS (see the top), or none (every bots[s] NULL) for "-". */
static void make_bots(const caper_game* game, char* seats, uint64_t seed, int32_t players,
                      caper_bot** bots) {
  const char* spec = NULL;
  char* next = strcmp(seats, "-") == 0 ? NULL : strtok(seats, " ");
  if (next == NULL) return;
  for (int32_t seat = 0; seat < players; ++seat) {
    if (next != NULL) spec = next;
    check(caper_bot_new(game, spec, seed + (uint64_t)seat, &bots[seat]), "bot_new");
    next = strtok(NULL, " ");
  }
}

/* The step's action: sampled at a chance node, else the bot's choice or a random legal one;
 * the mover's observation is hashed into *hash at a decision. */
static uint32_t choose(caper_state* state, caper_rng* rng, caper_bot** bots, const uint32_t* legal,
                       size_t n, uint32_t* hash, float* observation, size_t observation_size) {
  const int32_t player = caper_state_current_player(state);
  uint32_t action = 0;
  if (player == CAPER_CHANCE) {
    check(caper_state_sample_chance(state, rng, &action), "sample_chance");
    return action;
  }
  size_t written = 0;
  check(caper_state_observation(state, player, observation, observation_size, &written),
        "observation");
  *hash = fnv(*hash, observation, written * sizeof(float));
  if (bots[player] != NULL) {
    check(caper_bot_choose(bots[player], state, &action), "bot_choose");
    return action;
  }
  uint64_t draw = 0;
  check(caper_rng_below(rng, n, &draw), "rng_below");
  return legal[draw];
}

/* value * 1000 rounded half away from zero (as lround, without libm: the cross builds link
 * no more than the C ABI). */
static long thousandths(double value) {
  return value < 0 ? -(long)(-value * 1000 + 0.5) : (long)(value * 1000 + 0.5);
}

static void print_end(const caper_state* state, int32_t players) {
  double returns[MAX_SEATS];
  size_t n = 0;
  check(caper_state_returns(state, returns, MAX_SEATS, &n), "returns");
  const uint32_t hash =
      hash_views(fnv(2166136261u, returns, n * sizeof returns[0]), state, players, 1, 0);
  printf("end #%08x returns", hash);
  for (size_t i = 0; i < n; ++i) printf(" %ld", thousandths(returns[i]));
  printf("\n");
}

static void play(const char* name, const char* options, uint64_t seed, long max_steps,
                 char* seats) {
  caper_game* game = NULL;
  caper_state* state = NULL;
  caper_rng* rng = NULL;
  caper_bot* bots[MAX_SEATS] = {NULL};
  static uint32_t legal[MAX_LEGAL];
  check(caper_game_new(name, strcmp(options, "-") == 0 ? NULL : options, &game), "game_new");
  check(caper_game_initial_state(game, &state), "initial_state");
  check(caper_rng_new(seed, &rng), "rng_new");
  const int32_t players = caper_game_num_players(game);
  if (players > MAX_SEATS) {
    printf("error: %s has %d players, more than the %d seats this tool holds\n", name, (int)players,
           MAX_SEATS);
    exit(1);
  }
  const size_t observation_size = caper_game_observation_size(game);
  float* observation = malloc(observation_size * sizeof(float) + 1);
  printf("case %s %s %llu %ld %s\n", name, options, (unsigned long long)seed, max_steps, seats);
  make_bots(game, seats, seed, players, bots);
  for (long step = 0; step < max_steps && !caper_state_is_terminal(state); ++step) {
    const int32_t player = caper_state_current_player(state);
    size_t n = 0;
    uint32_t hash = fnv(2166136261u, &player, sizeof player);
    check(caper_state_legal_actions(state, legal, MAX_LEGAL, &n), "legal_actions");
    hash = fnv(hash, legal, n * sizeof legal[0]);
    const uint32_t action =
        choose(state, rng, bots, legal, n, &hash, observation, observation_size);
    hash = hash_views(hash, state, players, 0, action);
    if (player == CAPER_CHANCE)
      printf("%ld chance %u #%08x", step, (unsigned)action, hash);
    else
      printf("%ld p%d %u #%08x", step, (int)player, (unsigned)action, hash);
    print_texts(state, action, players);
    printf("\n");
    caper_state* next = NULL;
    check(caper_state_apply(state, action, &next), "apply");
    caper_state_free(state);
    state = next;
  }
  print_end(state, players);
  free(observation);
  for (int32_t seat = 0; seat < MAX_SEATS; ++seat) caper_bot_free(bots[seat]);
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
    char* fields[5] = {NULL, NULL, NULL, NULL, NULL};
    fields[0] = strtok(line, "\t\r\n");
    for (int i = 1; i < 5 && fields[i - 1]; ++i) fields[i] = strtok(NULL, "\t\r\n");
    if (!fields[0]) continue;
    if (!fields[3]) {
      printf("error: a case needs 4 or 5 tab-separated fields\n");
      return 1;
    }
    char random_seats[] = "-";
    play(fields[0], fields[1], strtoull(fields[2], NULL, 10), strtol(fields[3], NULL, 10),
         fields[4] ? fields[4] : random_seats);
    fflush(stdout);
  }
  return 0;
}
