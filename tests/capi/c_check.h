/* The checks and helpers shared by the pure-C tests of caper.h (tests/capi/c_api_test.c and
 * each game's own tests/<game>/capi_*_test.c): a failed check is printed and counted. */
#ifndef CAPER_TESTS_C_CHECK_H
#define CAPER_TESTS_C_CHECK_H

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
static inline char* state_json(const caper_state* state, int32_t viewer) {
  size_t len = 0;
  char* buf;
  CHECK_STATUS(caper_state_to_json(state, viewer, NULL, 0, &len), CAPER_E_BUFFER_TOO_SMALL);
  buf = (char*)malloc(len);
  CHECK_STATUS(caper_state_to_json(state, viewer, buf, len, &len), CAPER_OK);
  CHECK(strlen(buf) + 1 == len);
  return buf;
}

static inline int contains(const char* text, const char* part) {
  return strstr(text, part) != NULL;
}

/* The first state of `game` where a seat is to move, following the lowest legal action. */
static inline caper_state* first_turn(const caper_game* game) {
  caper_state* state = NULL;
  CHECK_STATUS(caper_game_initial_state(game, &state), CAPER_OK);
  while (caper_state_current_player(state) == CAPER_CHANCE) {
    uint32_t action = 0;
    size_t len = 0;
    caper_state* next = NULL;
    CHECK_STATUS(caper_state_legal_actions(state, NULL, 0, &len), CAPER_E_BUFFER_TOO_SMALL);
    {
      uint32_t* all = (uint32_t*)malloc(len * sizeof *all);
      CHECK_STATUS(caper_state_legal_actions(state, all, len, &len), CAPER_OK);
      action = all[0];
      free(all);
    }
    CHECK_STATUS(caper_state_apply(state, action, &next), CAPER_OK);
    caper_state_free(state);
    state = next;
  }
  return state;
}

/* `text` applied to *state (which is replaced by its successor). */
static inline void apply_text(caper_state** state, const char* text) {
  uint32_t action = 0;
  caper_state* next = NULL;
  CHECK_STATUS(caper_state_action_from_string(*state, text, &action), CAPER_OK);
  CHECK_STATUS(caper_state_apply(*state, action, &next), CAPER_OK);
  if (next == NULL) return;
  caper_state_free(*state);
  *state = next;
}

/* The outcome text of `text` at `state`, the same for every viewer (-1, 0, 1), is `expected`. */
static inline void check_outcome(const caper_state* state, const char* text, const char* expected) {
  uint32_t action = 0;
  int32_t viewer;
  CHECK_STATUS(caper_state_action_from_string(state, text, &action), CAPER_OK);
  for (viewer = -1; viewer < 2; ++viewer) {
    char buf[256];
    size_t len = 0;
    CHECK_STATUS(caper_state_outcome_text(state, viewer, action, buf, sizeof buf, &len), CAPER_OK);
    CHECK(len == strlen(expected) + 1);
    if (strcmp(buf, expected) != 0)
      fprintf(stderr, "outcome of '%s' for %d: '%s', expected '%s'\n", text, (int)viewer, buf,
              expected);
    CHECK(strcmp(buf, expected) == 0);
  }
}

/* main's end: the count of failed checks on stderr and exit status 1, or a line saying all
 * passed. */
static inline int report_checks(const char* test) {
  if (failures != 0) {
    fprintf(stderr, "%s: %d check(s) failed\n", test, failures);
    return 1;
  }
  printf("%s: all checks passed\n", test);
  return 0;
}

#endif
