/* The pure-C test of caper.h: compiled as C99 with -Wall -Wextra -pedantic -Werror.
 * Plays a full seeded game of every registered game through the header and checks
 * every error path of the contract (docs/capi.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "caper/caper.h"

static int failures = 0;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

#define CHECK_STATUS(call, expected)                                                          \
  do {                                                                                        \
    caper_status status_ = (call);                                                            \
    if (status_ != (expected)) {                                                              \
      fprintf(stderr, "%s:%d: %s returned %s, expected %s (%s)\n", __FILE__, __LINE__, #call, \
              caper_status_name(status_), caper_status_name(expected), caper_last_error());   \
      ++failures;                                                                             \
    }                                                                                         \
  } while (0)

/* The state's full JSON in a malloc'ed string, asking the size first. */
static char* state_json(const caper_state* state, int32_t viewer) {
  size_t len = 0;
  char* buf;
  CHECK_STATUS(caper_state_to_json(state, viewer, NULL, 0, &len), CAPER_E_BUFFER_TOO_SMALL);
  buf = (char*)malloc(len);
  CHECK_STATUS(caper_state_to_json(state, viewer, buf, len, &len), CAPER_OK);
  CHECK(strlen(buf) + 1 == len);
  return buf;
}

static int contains(const char* text, const char* part) {
  return strstr(text, part) != NULL;
}

static void test_library(void) {
  CHECK(caper_abi_version() == CAPER_ABI_VERSION);
  CHECK(caper_version() != NULL && strlen(caper_version()) >= 5);
  CHECK(caper_last_error() != NULL);
  CHECK(caper_game_count() >= 1);
  CHECK(caper_game_name(caper_game_count()) == NULL);
  CHECK(strcmp(caper_status_name(CAPER_E_PARSE), "CAPER_E_PARSE") == 0);
  caper_game_free(NULL);
  caper_state_free(NULL);
  caper_rng_free(NULL);
}

static void test_game_errors(void) {
  caper_game* game = (caper_game*)&failures; /* must be reset to NULL on failure */
  CHECK_STATUS(caper_game_new("no_such_game", NULL, &game), CAPER_E_UNKNOWN_GAME);
  CHECK(game == NULL);
  CHECK(contains(caper_last_error(), "no_such_game"));
  CHECK_STATUS(caper_game_new(NULL, NULL, &game), CAPER_E_INVALID_ARGUMENT);
  CHECK(contains(caper_last_error(), "name"));
  CHECK_STATUS(caper_game_new(caper_game_name(0), NULL, NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_game_new(caper_game_name(0), "{\"players\": 1000}", &game),
               CAPER_E_BAD_OPTIONS);
  CHECK(contains(caper_last_error(), "players"));
  CHECK_STATUS(caper_game_new(caper_game_name(0), "{\"bogus\": true}", &game), CAPER_E_BAD_OPTIONS);
  CHECK(contains(caper_last_error(), "bogus"));
  CHECK_STATUS(caper_game_new(caper_game_name(0), "{not json", &game), CAPER_E_BAD_OPTIONS);
  CHECK(caper_game_num_players(NULL) == -1);
  CHECK(caper_game_num_distinct_actions(NULL) == 0);
  {
    size_t len = 0;
    CHECK_STATUS(caper_game_info_json(NULL, NULL, 0, &len), CAPER_E_INVALID_ARGUMENT);
  }
}

static void test_state_errors(const caper_game* game, const caper_state* state) {
  size_t len = 0;
  uint32_t action = 0;
  uint32_t small[1];
  caper_state* out = NULL;
  caper_rng* rng = NULL;
  char text[4];

  CHECK(caper_state_current_player(NULL) == CAPER_TERMINAL);
  CHECK(caper_state_is_terminal(NULL) == 0);
  CHECK_STATUS(caper_state_legal_actions(NULL, NULL, 0, &len), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_legal_actions(state, NULL, 0, NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_legal_actions(state, NULL, 5, &len), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_legal_actions(state, small, 0, &len), CAPER_E_BUFFER_TOO_SMALL);
  CHECK(len >= 1);
  CHECK_STATUS(caper_state_apply(state, caper_game_num_distinct_actions(game), &out),
               CAPER_E_ILLEGAL_ACTION);
  CHECK(out == NULL);
  CHECK(strlen(caper_last_error()) > 0);
  CHECK_STATUS(caper_state_apply(NULL, 0, &out), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_apply(state, 0, NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_apply_into(state, 0, (caper_state*)state), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_apply_into(state, 0, NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_from_json(game, "{\"truncated\": ", &out), CAPER_E_PARSE);
  CHECK_STATUS(caper_state_from_json(game, "{}", &out), CAPER_E_PARSE);
  CHECK_STATUS(caper_state_from_json(game, NULL, &out), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_from_json(NULL, "{}", &out), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_action_from_string(state, "definitely not an action", &action),
               CAPER_E_PARSE);
  CHECK_STATUS(caper_state_action_from_string(state, NULL, &action), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_action_to_string(state, caper_game_num_distinct_actions(game), text,
                                            sizeof text, &len),
               CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_to_json(state, 99, NULL, 0, &len), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_to_json(state, -2, NULL, 0, &len), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_to_json(state, -1, text, sizeof text, &len), CAPER_E_BUFFER_TOO_SMALL);
  CHECK(len > sizeof text);
  CHECK_STATUS(caper_state_returns(state, NULL, 0, &len), CAPER_E_BUFFER_TOO_SMALL);
  CHECK(len == (size_t)caper_game_num_players(game));
  CHECK_STATUS(caper_rng_new(1, NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_rng_new(1, &rng), CAPER_OK);
  CHECK_STATUS(caper_state_sample_chance(state, NULL, &action), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_determinize(state, 99, rng, &out), CAPER_E_INVALID_ARGUMENT);
  caper_rng_free(rng);
}

/* Plays one seeded game to the end; returns its final full JSON (malloc'ed). */
static char* play(const caper_game* game, uint64_t seed, int check_errors) {
  caper_state* state = NULL;
  caper_state* scratch = NULL;
  caper_rng* rng = NULL;
  uint32_t* actions = NULL;
  double* probabilities = NULL;
  size_t steps = 0;
  char* final_json;

  CHECK_STATUS(caper_game_initial_state(game, &state), CAPER_OK);
  CHECK_STATUS(caper_game_initial_state(game, &scratch), CAPER_OK);
  CHECK_STATUS(caper_rng_new(seed, &rng), CAPER_OK);
  while (state != NULL && !caper_state_is_terminal(state) && steps < 200000) {
    size_t len = 0;
    uint32_t action = 0;
    caper_state* next = NULL;
    int32_t player = caper_state_current_player(state);
    CHECK_STATUS(caper_state_legal_actions(state, NULL, 0, &len), CAPER_E_BUFFER_TOO_SMALL);
    actions = (uint32_t*)realloc(actions, (len + 1) * sizeof *actions);
    probabilities = (double*)realloc(probabilities, (len + 1) * sizeof *probabilities);
    CHECK_STATUS(caper_state_legal_actions(state, actions, len, &len), CAPER_OK);
    if (player == CAPER_CHANCE) {
      size_t n = 0, i;
      double sum = 0;
      CHECK_STATUS(caper_state_chance_outcomes(state, actions, probabilities, len, &n), CAPER_OK);
      for (i = 0; i < n; ++i) sum += probabilities[i];
      CHECK(sum > 0.999999 && sum < 1.000001);
      CHECK_STATUS(caper_state_sample_chance(state, rng, &action), CAPER_OK);
    } else {
      uint64_t r = 0;
      char text[256];
      size_t text_len = 0;
      uint32_t parsed = 0;
      CHECK(player >= 0 && player < caper_game_num_players(game));
      CHECK_STATUS(caper_state_chance_outcomes(state, actions, probabilities, len, &len),
                   CAPER_E_WRONG_PHASE);
      CHECK_STATUS(caper_state_sample_chance(state, rng, &action), CAPER_E_WRONG_PHASE);
      CHECK_STATUS(caper_rng_next_u64(rng, &r), CAPER_OK);
      CHECK_STATUS(caper_state_legal_actions(state, actions, len, &len), CAPER_OK);
      action = actions[r % len];
      CHECK(caper_state_is_legal(state, action) == 1);
      CHECK(caper_state_is_legal(state, caper_game_num_distinct_actions(game)) == 0);
      CHECK_STATUS(caper_state_action_to_string(state, action, text, sizeof text, &text_len),
                   CAPER_OK);
      CHECK_STATUS(caper_state_action_from_string(state, text, &parsed), CAPER_OK);
      CHECK(parsed == action);
    }
    if (check_errors && steps == 3) test_state_errors(game, state);
    CHECK_STATUS(caper_state_apply(state, action, &next), CAPER_OK);
    if (steps % 16 == 0 && next != NULL) {
      /* apply_into writes the same successor into reused storage. */
      char* a;
      char* b;
      CHECK_STATUS(caper_state_apply_into(state, action, scratch), CAPER_OK);
      a = state_json(next, -1);
      b = state_json(scratch, -1);
      CHECK(strcmp(a, b) == 0);
      free(a);
      free(b);
    }
    caper_state_free(state);
    state = next;
    ++steps;
  }
  CHECK(state != NULL && caper_state_is_terminal(state));
  CHECK(caper_state_current_player(state) == CAPER_TERMINAL);
  {
    double returns[16];
    size_t n = 0, i;
    double sum = 0;
    CHECK_STATUS(caper_state_returns(state, returns, 16, &n), CAPER_OK);
    CHECK(n == (size_t)caper_game_num_players(game));
    for (i = 0; i < n; ++i) sum += returns[i];
    CHECK((sum > 0.999999 && sum < 1.000001) || sum == 0.0);
  }
  final_json = state_json(state, -1);
  {
    size_t text_len = 0;
    char* text;
    CHECK_STATUS(caper_state_to_text(state, 0, NULL, 0, &text_len), CAPER_E_BUFFER_TOO_SMALL);
    text = (char*)malloc(text_len);
    CHECK_STATUS(caper_state_to_text(state, 0, text, text_len, &text_len), CAPER_OK);
    CHECK(strlen(text) > 0);
    free(text);
    CHECK_STATUS(caper_state_to_text(state, 77, NULL, 0, &text_len), CAPER_E_INVALID_ARGUMENT);
    CHECK(caper_state_is_legal(NULL, 0) == 0);
  }
  {
    /* The final state's JSON parses back to the same state. */
    caper_state* back = NULL;
    char* again;
    CHECK_STATUS(caper_state_from_json(game, final_json, &back), CAPER_OK);
    again = state_json(back, -1);
    CHECK(strcmp(again, final_json) == 0);
    free(again);
    caper_state_free(back);
  }
  free(actions);
  free(probabilities);
  caper_state_free(state);
  caper_state_free(scratch);
  caper_rng_free(rng);
  return final_json;
}

static void test_game(const char* name) {
  caper_game* game = NULL;
  caper_game* other = NULL;
  char* first;
  char* second;
  size_t len = 0;
  char* info;
  printf("c_api_test: %s\n", name);
  CHECK_STATUS(caper_game_new(name, NULL, &game), CAPER_OK);
  if (game == NULL) return;
  CHECK(caper_game_num_players(game) >= 2);
  CHECK(caper_game_num_distinct_actions(game) > 0);
  CHECK_STATUS(caper_game_info_json(game, NULL, 0, &len), CAPER_E_BUFFER_TOO_SMALL);
  info = (char*)malloc(len);
  CHECK_STATUS(caper_game_info_json(game, info, len, &len), CAPER_OK);
  CHECK(contains(info, name));
  free(info);

  first = play(game, 2024, 1);
  second = play(game, 2024, 0);
  CHECK(strcmp(first, second) == 0); /* the same seed replays byte-identically */
  free(first);
  free(second);

  /* apply_into refuses an output state of another game. */
  {
    const char* other_name = caper_game_name(0);
    size_t i;
    for (i = 0; i < caper_game_count(); ++i)
      if (strcmp(caper_game_name(i), name) != 0) other_name = caper_game_name(i);
    if (strcmp(other_name, name) != 0) {
      caper_state* mine = NULL;
      caper_state* theirs = NULL;
      uint32_t legal[1024];
      CHECK_STATUS(caper_game_new(other_name, NULL, &other), CAPER_OK);
      CHECK_STATUS(caper_game_initial_state(game, &mine), CAPER_OK);
      CHECK_STATUS(caper_game_initial_state(other, &theirs), CAPER_OK);
      CHECK_STATUS(caper_state_legal_actions(mine, legal, 1024, &len), CAPER_OK);
      CHECK_STATUS(caper_state_apply_into(mine, legal[0], theirs), CAPER_E_INVALID_ARGUMENT);
      caper_state_free(mine);
      caper_state_free(theirs);
      caper_game_free(other);
    }
  }
  caper_game_free(game);
}

int main(void) {
  size_t i;
  test_library();
  test_game_errors();
  for (i = 0; i < caper_game_count(); ++i) test_game(caper_game_name(i));
  if (failures != 0) {
    fprintf(stderr, "c_api_test: %d check(s) failed\n", failures);
    return 1;
  }
  printf("c_api_test: all checks passed\n");
  return 0;
}
