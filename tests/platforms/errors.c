/* caper_platform_errors: the C ABI's error paths, one line each, "what: STATUS message",
 * so that a library built for another platform can be compared byte for byte with the
 * native one: unknown games, bad and malformed options, an illegal action, short buffers,
 * bad JSON and action text, bad seats and a bad bot spec, in every game of the catalogue.
 * It exits with 1 if a call that must fail succeeds. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "caper/caper.h"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

static int failures = 0;

/* Prints the status and message of a call that must fail. */
static void expect_error(const char* what, caper_status status) {
  printf("%s: %s %s\n", what, caper_status_name(status),
         status == CAPER_OK ? "(succeeded)" : caper_last_error());
  if (status == CAPER_OK) failures++;
}

static void game_errors(void) {
  caper_game* game = NULL;
  expect_error("unknown game", caper_game_new("no_such_game", NULL, &game));
  expect_error("null name", caper_game_new(NULL, NULL, &game));
  expect_error("null out", caper_game_new(caper_game_name(0), NULL, NULL));
}

/* The errors a game and its initial state give, in one game. */
static void state_errors(const char* name, caper_game* game) {
  char text[64];
  size_t len = 0;
  uint32_t actions[4];
  caper_state* state = NULL;
  caper_state* next = NULL;
  if (caper_game_initial_state(game, &state) != CAPER_OK) {
    printf("%s: initial state failed: %s\n", name, caper_last_error());
    failures++;
    return;
  }
  expect_error("illegal action", caper_state_apply(state, 4000000000u, &next));
  expect_error("short json buffer", caper_state_to_json(state, -1, text, sizeof text, &len));
  printf("  needed %zu\n", len);
  expect_error("short legal buffer", caper_state_legal_actions(state, actions, 0, &len));
  printf("  needed %zu\n", len);
  expect_error("bad viewer", caper_state_to_json(state, 99, text, sizeof text, &len));
  expect_error("bad seat observation", caper_state_observation(state, 99, NULL, 0, &len));
  expect_error("bad action text", caper_state_action_from_string(state, "no such move", actions));
  expect_error("malformed state json", caper_state_from_json(game, "{\"game\":", &next));
  expect_error("wrong state json", caper_state_from_json(game, "{\"game\":\"x\"}", &next));
  caper_state_free(state);
}

static void bot_errors(caper_game* game) {
  caper_bot* bot = NULL;
  expect_error("bad bot spec", caper_bot_new(game, "mcts:0", 1, &bot));
  expect_error("unknown bot", caper_bot_new(game, "no_such_bot", 1, &bot));
}

int main(void) {
#ifdef _WIN32
  /* "\n", not "\r\n": the output is compared byte for byte with other platforms'. */
  _setmode(_fileno(stdout), _O_BINARY);
#endif
  game_errors();
  for (size_t i = 0; i < caper_game_count(); ++i) {
    const char* name = caper_game_name(i);
    caper_game* game = NULL;
    printf("%s\n", name);
    expect_error("too many players", caper_game_new(name, "{\"players\": 12}", &game));
    expect_error("malformed options", caper_game_new(name, "{\"players\": ", &game));
    expect_error("unknown option", caper_game_new(name, "{\"colour\": 1}", &game));
    if (caper_game_new(name, NULL, &game) != CAPER_OK) {
      printf("%s: %s\n", name, caper_last_error());
      return 1;
    }
    state_errors(name, game);
    bot_errors(game);
    caper_game_free(game);
  }
  return failures == 0 ? 0 : 1;
}
