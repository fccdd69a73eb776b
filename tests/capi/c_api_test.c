/* The pure-C test of caper.h: compiled as C99 with -Wall -Wextra -pedantic -Werror.
 * Plays a full seeded game of every registered game through the header and checks
 * every error path of the contract (docs/capi.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "caper/caper.h"

#include "c_check.h"

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
  CHECK_STATUS(caper_state_to_json(state, -3, NULL, 0, &len), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_to_json(state, -1, text, sizeof text, &len), CAPER_E_BUFFER_TOO_SMALL);
  CHECK(len > sizeof text);
  CHECK_STATUS(caper_state_returns(state, NULL, 0, &len), CAPER_E_BUFFER_TOO_SMALL);
  CHECK(len == (size_t)caper_game_num_players(game));
  CHECK_STATUS(caper_rng_new(1, NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_rng_new(1, &rng), CAPER_OK);
  CHECK_STATUS(caper_state_sample_chance(state, NULL, &action), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_determinize(state, 99, rng, &out), CAPER_E_INVALID_ARGUMENT);
  /* a refusal shows the value and what is allowed */
  {
    char expected[128];
    uint64_t draw = 0;
    int32_t players = caper_game_num_players(game);
    sprintf(expected, "caper_state_determinize: player must be a seat 0..%d, got 99",
            (int)players - 1);
    CHECK(strcmp(caper_last_error(), expected) == 0);
    CHECK_STATUS(caper_state_determinize(state, -1, rng, &out), CAPER_E_INVALID_ARGUMENT);
    sprintf(expected, "caper_state_determinize: player must be a seat 0..%d, got -1",
            (int)players - 1);
    CHECK(strcmp(caper_last_error(), expected) == 0);
    CHECK_STATUS(caper_rng_below(rng, 0, &draw), CAPER_E_INVALID_ARGUMENT);
    CHECK(strcmp(caper_last_error(), "caper_rng_below: bound must be at least 1, got 0") == 0);
    if (caper_state_current_player(state) >= 0) {
      CHECK_STATUS(caper_state_sample_chance(state, rng, &action), CAPER_E_WRONG_PHASE);
      sprintf(expected, "caper_state_sample_chance: not a chance node (seat %d is to move)",
              (int)caper_state_current_player(state));
      CHECK(strcmp(caper_last_error(), expected) == 0);
    }
  }
  caper_rng_free(rng);
}

/* The mask, the observation and the viewer's event text at a state whose legal actions
 * are actions[0..n). */
static void test_learning_surfaces(const caper_game* game, const caper_state* state,
                                   const uint32_t* actions, size_t n) {
  const size_t distinct = caper_game_num_distinct_actions(game);
  const size_t size = caper_game_observation_size(game);
  const int32_t players = caper_game_num_players(game);
  uint8_t* mask = (uint8_t*)malloc(distinct + 1);
  float* obs = (float*)malloc((size + 1) * sizeof *obs);
  size_t i, set = 0, len = 0;
  int32_t p;
  char full[512], plain[512], seen[512];

  /* the mask: exactly the legal actions; too small a buffer writes nothing */
  memset(mask, 7, distinct + 1);
  CHECK_STATUS(caper_state_legal_mask(state, mask, distinct - 1), CAPER_E_BUFFER_TOO_SMALL);
  CHECK(mask[0] == 7);
  CHECK(contains(caper_last_error(), "needed"));
  CHECK_STATUS(caper_state_legal_mask(state, NULL, distinct), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_legal_mask(NULL, mask, distinct), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_legal_mask(state, mask, distinct + 1), CAPER_OK);
  CHECK(mask[distinct] == 7); /* one byte per distinct action, no more */
  for (i = 0; i < distinct; ++i) set += mask[i];
  CHECK(set == n);
  for (i = 0; i < n; ++i) CHECK(mask[actions[i]] == 1);

  /* the observation: the size first, then every float written, per seat */
  CHECK_STATUS(caper_state_observation(state, 0, NULL, 0, &len),
               size == 0 ? CAPER_OK : CAPER_E_BUFFER_TOO_SMALL);
  CHECK(len == size);
  {
    int32_t shape[8];
    size_t dims = 0, product = 1;
    CHECK_STATUS(caper_game_observation_shape(game, shape, 8, &dims), CAPER_OK);
    for (i = 0; i < dims; ++i) product *= (size_t)shape[i];
    CHECK(dims == 0 ? size == 0 : product == size);
    CHECK_STATUS(caper_game_observation_shape(NULL, shape, 8, &dims), CAPER_E_INVALID_ARGUMENT);
  }
  for (p = 0; p < players; ++p) {
    for (i = 0; i <= size; ++i) obs[i] = -12345.0f;
    CHECK_STATUS(caper_state_observation(state, p, obs, size + 1, &len), CAPER_OK);
    CHECK(len == size);
    CHECK(obs[size] == -12345.0f);
    for (i = 0; i < size; ++i) CHECK(obs[i] == obs[i] && obs[i] != -12345.0f); /* no NaN */
  }
  CHECK_STATUS(caper_state_observation(state, players, obs, size + 1, &len),
               CAPER_E_INVALID_ARGUMENT);
  {
    char seats[64]; /* the one check, the game's, names the seats and the player */
    snprintf(seats, sizeof seats, "player must be a seat 0..%d, got %d", players - 1, players);
    CHECK(contains(caper_last_error(), "caper_state_observation: "));
    CHECK(contains(caper_last_error(), seats));
  }
  CHECK_STATUS(caper_state_observation(state, -1, obs, size + 1, &len), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_observation(state, 0, obs, size + 1, NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK(caper_game_observation_size(NULL) == 0);

  /* the event text: the notation parses back; the full view (-1) and every seat read
   * something */
  for (i = 0; i < n; ++i) {
    uint32_t parsed = 0;
    CHECK_STATUS(caper_state_action_to_string(state, actions[i], plain, sizeof plain, &len),
                 CAPER_OK);
    CHECK_STATUS(caper_state_action_from_string(state, plain, &parsed), CAPER_OK);
    CHECK(parsed == actions[i]);
    CHECK_STATUS(caper_state_action_to_string_for(state, -1, actions[i], full, sizeof full, &len),
                 CAPER_OK);
    CHECK(strlen(full) > 0 && strlen(full) + 1 == len);
    for (p = 0; p < players; ++p) {
      CHECK_STATUS(caper_state_action_to_string_for(state, p, actions[i], seen, sizeof seen, &len),
                   CAPER_OK);
      CHECK(strlen(seen) > 0 && strlen(seen) + 1 == len);
      CHECK_STATUS(caper_state_outcome_text(state, p, actions[i], NULL, 0, &len),
                   CAPER_E_BUFFER_TOO_SMALL);
      {
        char* outcome = (char*)malloc(len);
        CHECK_STATUS(caper_state_outcome_text(state, p, actions[i], outcome, len, &len), CAPER_OK);
        CHECK(strlen(outcome) + 1 == len);
        free(outcome);
      }
    }
  }
  CHECK_STATUS(caper_state_action_to_string_for(state, -1, actions[0], NULL, 0, &len),
               CAPER_E_BUFFER_TOO_SMALL);
  CHECK(len > 1);
  CHECK_STATUS(
      caper_state_action_to_string_for(state, players, actions[0], full, sizeof full, &len),
      CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(
      caper_state_action_to_string_for(state, -1, (uint32_t)distinct, full, sizeof full, &len),
      CAPER_E_INVALID_ARGUMENT);
  free(mask);
  free(obs);
}

/* Every bot refuses a state where no seat is to move. */
static void test_bots_refuse(const caper_game* game, const caper_state* state, const char* why) {
  static const char* const specs[] = {"random", "greedy", "mcts:5"};
  size_t i;
  for (i = 0; i < 3; ++i) {
    caper_bot* bot = NULL;
    uint32_t action = 12345;
    CHECK_STATUS(caper_bot_new(game, specs[i], 1, &bot), CAPER_OK);
    CHECK_STATUS(caper_bot_choose(bot, state, &action), CAPER_E_WRONG_PHASE);
    CHECK(action == 12345);
    CHECK(contains(caper_last_error(), why));
    caper_bot_free(bot);
  }
}

/* At a seat's turn: every bot chooses a legal action, the same again from the same seed. */
static void test_bots(const caper_game* game, const caper_state* state) {
  static const char* const specs[] = {"random", "greedy", "mcts", "mcts:40", "mcts:ms=5"};
  size_t i;
  for (i = 0; i < 5; ++i) {
    caper_bot* a = NULL;
    caper_bot* b = NULL;
    uint32_t first = 0, second = 0;
    CHECK_STATUS(caper_bot_new(game, specs[i], 99, &a), CAPER_OK);
    CHECK_STATUS(caper_bot_new(game, specs[i], 99, &b), CAPER_OK);
    CHECK_STATUS(caper_bot_choose(a, state, &first), CAPER_OK);
    CHECK(caper_state_is_legal(state, first) == 1);
    if (strcmp(specs[i], "mcts:ms=5") != 0) { /* a time budget is not reproducible */
      CHECK_STATUS(caper_bot_choose(b, state, &second), CAPER_OK);
      CHECK(first == second);
    }
    caper_bot_free(a);
    caper_bot_free(b);
  }
}

static void test_bot_errors(void) {
  static const char* const bad[] = {
      "alphazero",   "mcts:",         "mcts:0",       "mcts:x",        "mcts:12x",
      "mcts:ms=",    "mcts:ms=0",     "mcts:ms=-3",   "Random",        "",
      "mcts:200001", "mcts:ms=60001", "mcts:mb=1025", "mcts:10000000", "mcts:100,"};
  caper_game* game = NULL;
  caper_game* other = NULL;
  caper_state* state = NULL;
  caper_bot* bot = (caper_bot*)&failures; /* must be reset to NULL on failure */
  uint32_t action = 0;
  size_t i;
  CHECK_STATUS(caper_game_new(caper_game_name(0), NULL, &game), CAPER_OK);
  for (i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
    CHECK_STATUS(caper_bot_new(game, bad[i], 1, &bot), CAPER_E_BAD_OPTIONS);
    CHECK(bot == NULL);
    CHECK(contains(caper_last_error(), "caper_bot_new"));
    CHECK(contains(caper_last_error(), "known bots"));
    CHECK(contains(caper_last_error(), bad[i]));
  }
  CHECK_STATUS(caper_bot_new(NULL, "random", 1, &bot), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_bot_new(game, NULL, 1, &bot), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_bot_new(game, "random", 1, NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_bot_new(game, "random", 1, &bot), CAPER_OK);
  CHECK_STATUS(caper_bot_choose(bot, NULL, &action), CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_bot_choose(NULL, NULL, &action), CAPER_E_INVALID_ARGUMENT);
  /* a state of another game (or player count) is refused */
  CHECK_STATUS(caper_game_new(caper_game_name(caper_game_count() - 1), "{\"players\": 3}", &other),
               CAPER_OK);
  if (other != NULL && caper_game_num_players(other) != caper_game_num_players(game)) {
    CHECK_STATUS(caper_game_initial_state(other, &state), CAPER_OK);
    CHECK_STATUS(caper_bot_choose(bot, state, &action), CAPER_E_INVALID_ARGUMENT);
    CHECK(contains(caper_last_error(), "the bot plays"));
    caper_state_free(state);
  }
  CHECK_STATUS(caper_bot_cancel(NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK(contains(caper_last_error(), "caper_bot_cancel"));
  /* the bot keeps its game alive */
  caper_game_free(game);
  caper_game_free(other);
  caper_bot_free(bot);
  caper_bot_free(NULL);
}

/* A huge bad spec is quoted by a short prefix only. */
static void test_long_spec(void) {
  const size_t size = 10u << 20;
  char* spec = (char*)malloc(size + 1);
  caper_game* game = NULL;
  caper_bot* bot = NULL;
  memset(spec, 'x', size);
  spec[size] = '\0';
  CHECK_STATUS(caper_game_new(caper_game_name(0), NULL, &game), CAPER_OK);
  CHECK_STATUS(caper_bot_new(game, spec, 1, &bot), CAPER_E_BAD_OPTIONS);
  CHECK(strlen(caper_last_error()) < 400);
  CHECK(contains(caper_last_error(),
                 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (10485760 bytes)"));
  caper_game_free(game);
  free(spec);
}

/* The levels easy and medium choose as the specs the game's info gives them
 * ("bot_levels": {"easy": "SPEC", ...}) at the game's first turn. */
static void test_levels(const caper_game* game, const char* info) {
  static const char* const levels[] = {"easy", "medium"};
  caper_state* state = first_turn(game);
  size_t i;
  for (i = 0; i < 2; ++i) {
    char key[32];
    char spec[256] = {0};
    const char* at;
    const char* end;
    caper_bot* level = NULL;
    caper_bot* same = NULL;
    uint32_t by_level = 0, by_spec = 1;
    snprintf(key, sizeof key, "\"%s\":\"", levels[i]);
    at = strstr(info, key);
    CHECK(at != NULL);
    if (at == NULL) continue;
    at += strlen(key);
    end = strchr(at, '"');
    CHECK(end != NULL && (size_t)(end - at) < sizeof spec);
    if (end == NULL || (size_t)(end - at) >= sizeof spec) continue;
    memcpy(spec, at, (size_t)(end - at));
    CHECK_STATUS(caper_bot_new(game, levels[i], 5, &level), CAPER_OK);
    CHECK_STATUS(caper_bot_new(game, spec, 5, &same), CAPER_OK);
    CHECK_STATUS(caper_bot_choose(level, state, &by_level), CAPER_OK);
    CHECK_STATUS(caper_bot_choose(same, state, &by_spec), CAPER_OK);
    CHECK(by_level == by_spec);
    caper_bot_free(level);
    caper_bot_free(same);
  }
  caper_state_free(state);
}

/* A bot refuses a state of another option set of its game and takes one of another game
 * object with the same options. Games are picked by an option of their info (max_turns). */
static void test_bot_option_sets(void) {
  size_t g;
  for (g = 0; g < caper_game_count(); ++g) {
    char* info = NULL;
    size_t len = 0;
    int has_max_turns;
    caper_game* game = NULL;
    caper_game* same = NULL;
    caper_game* other = NULL;
    caper_state* state = NULL;
    caper_bot* bot = NULL;
    uint32_t action = 0;
    CHECK_STATUS(caper_game_new(caper_game_name(g), NULL, &game), CAPER_OK);
    CHECK_STATUS(caper_game_info_json(game, NULL, 0, &len), CAPER_E_BUFFER_TOO_SMALL);
    info = (char*)malloc(len);
    CHECK_STATUS(caper_game_info_json(game, info, len, &len), CAPER_OK);
    has_max_turns = contains(info, "\"max_turns\"");
    free(info);
    if (!has_max_turns) {
      caper_game_free(game);
      continue;
    }
    CHECK_STATUS(caper_game_new(caper_game_name(g), "{}", &same), CAPER_OK);
    CHECK_STATUS(caper_game_new(caper_game_name(g), "{\"max_turns\": 7}", &other), CAPER_OK);
    CHECK_STATUS(caper_bot_new(game, "greedy", 1, &bot), CAPER_OK);
    state = first_turn(other);
    CHECK_STATUS(caper_bot_choose(bot, state, &action), CAPER_E_INVALID_ARGUMENT);
    {
      /* the message names both games by the option that differs (default max_turns=...) */
      char start[128];
      sprintf(start,
              "caper_bot_choose: the state is of %s (max_turns=7), the bot plays %s (max_turns=",
              caper_game_name(g), caper_game_name(g));
      CHECK(strncmp(caper_last_error(), start, strlen(start)) == 0);
      CHECK(contains(caper_last_error(), "): not the same game (its name and options)"));
    }
    /* apply_into refuses an output state of the other options alike, and changes nothing */
    {
      caper_state* mine = first_turn(game);
      char* before = state_json(state, -1);
      char* after;
      char start[128];
      uint32_t legal[1024];
      size_t len = 0;
      CHECK_STATUS(caper_state_legal_actions(mine, legal, 1024, &len), CAPER_OK);
      CHECK_STATUS(caper_state_apply_into(mine, legal[0], state), CAPER_E_INVALID_ARGUMENT);
      sprintf(start,
              "caper_state_apply_into: the output state is of %s (max_turns=7), the input "
              "state of %s (max_turns=",
              caper_game_name(g), caper_game_name(g));
      CHECK(strncmp(caper_last_error(), start, strlen(start)) == 0);
      after = state_json(state, -1);
      CHECK(strcmp(before, after) == 0);
      free(after);
      free(before);
      caper_state_free(mine);
    }
    caper_state_free(state);
    state = first_turn(same);
    CHECK_STATUS(caper_bot_choose(bot, state, &action), CAPER_OK);
    CHECK(caper_state_is_legal(state, action) == 1);
    caper_bot_free(bot);
    /* a cancel before a search stops it at its start (not after a minute), with a legal
     * action */
    CHECK_STATUS(caper_bot_new(game, "mcts:ms=60000", 1, &bot), CAPER_OK);
    CHECK_STATUS(caper_bot_cancel(bot), CAPER_OK);
    CHECK_STATUS(caper_bot_choose(bot, state, &action), CAPER_OK);
    CHECK(caper_state_is_legal(state, action) == 1);
    caper_state_free(state);
    caper_bot_free(bot);
    caper_game_free(game);
    caper_game_free(same);
    caper_game_free(other);
  }
}

/* Plays one seeded game to the end; returns its final full JSON (malloc'ed). */
static char* play(const caper_game* game, uint64_t seed, int check_errors) {
  caper_state* state = NULL;
  caper_state* scratch = NULL;
  caper_rng* rng = NULL;
  uint32_t* actions = NULL;
  double* probabilities = NULL;
  size_t steps = 0;
  int saw_chance = 0;
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
    if (check_errors && steps % 7 == 0) test_learning_surfaces(game, state, actions, len);
    if (check_errors && player == CAPER_CHANCE && !saw_chance) {
      saw_chance = 1;
      test_bots_refuse(game, state, "a chance node");
    }
    if (check_errors && player >= 0 && steps % 25 == 3) test_bots(game, state);
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
  if (check_errors && state != NULL) {
    uint8_t* mask = (uint8_t*)malloc(caper_game_num_distinct_actions(game));
    size_t i, set = 0;
    CHECK_STATUS(caper_state_legal_mask(state, mask, caper_game_num_distinct_actions(game)),
                 CAPER_OK);
    for (i = 0; i < caper_game_num_distinct_actions(game); ++i) set += mask[i];
    CHECK(set == 0); /* nothing is legal once the game is over */
    free(mask);
    test_bots_refuse(game, state, "over");
    {
      uint32_t drawn = 0;
      CHECK_STATUS(caper_state_sample_chance(state, rng, &drawn), CAPER_E_WRONG_PHASE);
      CHECK(strcmp(caper_last_error(),
                   "caper_state_sample_chance: not a chance node (the game is over)") == 0);
    }
  }
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

/* The same game made twice (same name, default options) is one game: apply_into writes a
 * state of one into a state of the other, which then keeps the first alive (it plays on
 * after every other handle of it is freed), and a bot of one plays the other's states. */
static void test_same_game_made_twice(const caper_game* game, const char* name) {
  caper_game* twice = NULL;
  caper_state* mine = first_turn(game);
  caper_state* into = NULL;
  caper_state* expected_state = NULL;
  caper_bot* bot = NULL;
  char *expected, *got;
  uint32_t legal[1024];
  size_t len = 0;
  uint32_t action = 0;
  CHECK_STATUS(caper_bot_new(game, "greedy", 1, &bot), CAPER_OK);
  CHECK_STATUS(caper_game_new(name, NULL, &twice), CAPER_OK);
  CHECK_STATUS(caper_game_initial_state(twice, &into), CAPER_OK);
  CHECK_STATUS(caper_state_legal_actions(mine, legal, 1024, &len), CAPER_OK);
  CHECK_STATUS(caper_state_apply(mine, legal[len - 1], &expected_state), CAPER_OK);
  CHECK_STATUS(caper_state_apply_into(mine, legal[len - 1], into), CAPER_OK);
  caper_state_free(mine);
  caper_game_free(twice);
  expected = state_json(expected_state, -1);
  got = state_json(into, -1);
  CHECK(strcmp(got, expected) == 0);
  free(got);
  free(expected);
  if (!caper_state_is_terminal(into) && caper_state_current_player(into) >= 0) {
    CHECK_STATUS(caper_bot_choose(bot, into, &action), CAPER_OK);
    CHECK(caper_state_is_legal(into, action) == 1);
  }
  caper_state_free(expected_state);
  caper_state_free(into);
  caper_bot_free(bot);
}

/* The public viewer: accepted by every view, named in the JSON, refused by the observation;
 * any other negative viewer refused with a message naming the viewers there are. */
static void test_public_view(const caper_game* game) {
  caper_state* state = NULL;
  uint32_t legal[1024];
  char text[65536];
  const size_t size = caper_game_observation_size(game);
  float* obs;
  size_t len = 0, n = 0;
  CHECK_STATUS(caper_game_initial_state(game, &state), CAPER_OK);
  if (state == NULL) return;
  obs = (float*)malloc(size * sizeof *obs);
  CHECK_STATUS(caper_state_to_json(state, CAPER_VIEWER_PUBLIC, text, sizeof text, &len), CAPER_OK);
  CHECK(contains(text, "\"view\":-2"));
  CHECK_STATUS(caper_state_to_text(state, CAPER_VIEWER_PUBLIC, text, sizeof text, &len), CAPER_OK);
  CHECK_STATUS(caper_state_legal_actions(state, legal, 1024, &n), CAPER_OK);
  CHECK_STATUS(caper_state_action_to_string_for(state, CAPER_VIEWER_PUBLIC, legal[0], text,
                                                sizeof text, &len),
               CAPER_OK);
  CHECK(len > 1);
  CHECK_STATUS(
      caper_state_outcome_text(state, CAPER_VIEWER_PUBLIC, legal[0], text, sizeof text, &len),
      CAPER_OK);
  CHECK_STATUS(caper_state_to_json(state, CAPER_VIEWER_FULL, text, sizeof text, &len), CAPER_OK);
  CHECK(contains(text, "\"view\":-1"));
  CHECK_STATUS(caper_state_to_text(state, -3, text, sizeof text, &len), CAPER_E_INVALID_ARGUMENT);
  CHECK(contains(caper_last_error(), "-1 (full state), -2 (public view) or a seat 0.."));
  CHECK(contains(caper_last_error(), "got -3"));
  CHECK_STATUS(caper_state_outcome_text(state, -3, legal[0], text, sizeof text, &len),
               CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_action_to_string_for(state, -3, legal[0], text, sizeof text, &len),
               CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_observation(state, CAPER_VIEWER_PUBLIC, obs, size, &len),
               CAPER_E_INVALID_ARGUMENT);
  CHECK(contains(caper_last_error(), "the public view has no tensor"));
  free(obs);
  caper_state_free(state);
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
  test_levels(game, info);
  free(info);
  test_public_view(game);

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
      {
        char expected[256];
        sprintf(expected,
                "caper_state_apply_into: the output state is of %s, the input state of %s: "
                "not the same game (its name and options)",
                other_name, name);
        CHECK(strcmp(caper_last_error(), expected) == 0);
      }
      caper_state_free(mine);
      caper_state_free(theirs);
      caper_game_free(other);
    }
  }
  test_same_game_made_twice(game, name);
  caper_game_free(game);
}

/* caper_vec_new sets *out to NULL on every failure; a batch too large for memory is an
 * invalid argument (the cap counts the two states per game, not only the buffers). */
static void test_vec_errors(void) {
  caper_game* game = NULL;
  caper_vec* vec = (caper_vec*)&game; /* not NULL: the call must clear it */
  size_t huge = (size_t)1 << 40;
  CHECK_STATUS(caper_vec_new(NULL, 4, 1, &vec), CAPER_E_INVALID_ARGUMENT);
  CHECK(vec == NULL);
  CHECK_STATUS(caper_game_new(caper_game_name(0), NULL, &game), CAPER_OK);
  vec = (caper_vec*)&game;
  CHECK_STATUS(caper_vec_new(game, 0, 1, &vec), CAPER_E_INVALID_ARGUMENT);
  CHECK(vec == NULL);
  vec = (caper_vec*)&game;
  CHECK_STATUS(caper_vec_new(game, huge, 1, &vec), CAPER_E_INVALID_ARGUMENT);
  CHECK(vec == NULL);
  CHECK(contains(caper_last_error(), "memory"));
  {
    /* The most games the buffers alone allow under the 4 GiB cap: with their two states
     * each they need more, so the batch is refused up front, never tried. */
    size_t actions = caper_game_num_distinct_actions(game);
    size_t max_legal = actions < 1024 ? actions : 1024;
    size_t buffers = 2 * caper_game_observation_size(game) * 4 + actions + 2 * max_legal * 4 +
                     (size_t)caper_game_num_players(game) * 4 + 25;
    vec = (caper_vec*)&game;
    CHECK_STATUS(caper_vec_new(game, ((size_t)4 << 30) / buffers, 1, &vec),
                 CAPER_E_INVALID_ARGUMENT);
    CHECK(vec == NULL);
  }
  CHECK_STATUS(caper_vec_new(game, 2, 1, &vec), CAPER_OK);
  CHECK(vec != NULL);
  caper_vec_free(vec);
  caper_game_free(game);
}

/* A NULL size out-parameter is named by its name in caper.h, len in every call. */
static void test_null_size_names(void) {
  caper_game* game = NULL;
  caper_state* state = NULL;
  float obs[1];
  char text[4];
  CHECK_STATUS(caper_game_new(caper_game_name(0), NULL, &game), CAPER_OK);
  CHECK_STATUS(caper_game_initial_state(game, &state), CAPER_OK);
  CHECK_STATUS(caper_state_observation(state, 0, obs, 1, NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK(contains(caper_last_error(), "len is NULL"));
  CHECK_STATUS(caper_state_action_to_string_for(state, 0, 0, text, 4, NULL),
               CAPER_E_INVALID_ARGUMENT);
  CHECK(contains(caper_last_error(), "len is NULL"));
  CHECK_STATUS(caper_state_to_json(state, -1, text, 4, NULL), CAPER_E_INVALID_ARGUMENT);
  CHECK(contains(caper_last_error(), "len is NULL"));
  caper_state_free(state);
  caper_game_free(game);
}

int main(void) {
  size_t i;
  test_library();
  test_game_errors();
  test_bot_errors();
  test_long_spec();
  test_bot_option_sets();
  test_vec_errors();
  test_null_size_names();
  for (i = 0; i < caper_game_count(); ++i) test_game(caper_game_name(i));
  return report_checks("c_api_test");
}
