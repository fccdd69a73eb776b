/* vs_bot.c - you against the bot in a terminal, through the caper C ABI.
 *
 *   caper_vs_bot_c GAME [SEED [BOT [OPTIONS_JSON]]]      (BOT: random, greedy, mcts:200, ...)
 *
 * You are seat p0; the bot plays every other seat; chance is drawn from SEED. On your turn
 * the program shows the state as you see it and numbers your legal moves: answer with a
 * number or a move's text; "quit" (or the end of the input) stops. Events read as you see
 * them: another seat's dealt card stays hidden. The Python and C# versions print the same
 * for the same input (tests/python/run_vs_bot.py checks it). */
#include <caper/caper.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { YOU = 0 };

static void check(caper_status status, const char* what) {
  if (status != CAPER_OK) {
    fprintf(stderr, "vs_bot: %s: %s: %s\n", what, caper_status_name(status), caper_last_error());
    exit(1);
  }
}

/* What you see of an event (the size asked first, as every buffer call allows). */
static char* event_text(const caper_state* state, uint32_t action) {
  size_t len = 0;
  char* text;
  caper_state_action_to_string_for(state, YOU, action, NULL, 0, &len);
  text = malloc(len);
  check(caper_state_action_to_string_for(state, YOU, action, text, len, &len), "event text");
  return text;
}

static void print_state(const caper_state* state) {
  size_t len = 0;
  char* text;
  caper_state_to_text(state, YOU, NULL, 0, &len);
  text = malloc(len);
  check(caper_state_to_text(state, YOU, text, len, &len), "caper_state_to_text");
  printf("%s\n", text);
  free(text);
}

/* Strips the line's end and surrounding blanks in place. */
static char* trim(char* line) {
  size_t n = strlen(line);
  while (n > 0 && isspace((unsigned char)line[n - 1])) line[--n] = '\0';
  while (*line != '\0' && isspace((unsigned char)*line)) ++line;
  return line;
}

/* Your move: a number from the list or a move's text; 0 with *quit set when you stop. */
static uint32_t ask(const caper_state* state, const uint32_t* legal, size_t n, int* quit) {
  char line[512];
  size_t i;
  print_state(state);
  printf("your moves:\n");
  for (i = 0; i < n; ++i) {
    char* text = event_text(state, legal[i]);
    printf("  %zu) %s\n", i + 1, text);
    free(text);
  }
  for (;;) {
    char* answer;
    char* end = NULL;
    unsigned long number;
    uint32_t action = 0;
    printf("your move> ");
    fflush(stdout);
    if (fgets(line, sizeof line, stdin) == NULL) {
      printf("\n");
      break;
    }
    answer = trim(line);
    printf("%s\n", answer); /* echoed, so a transcript of scripted input reads well */
    if (strcmp(answer, "quit") == 0) break;
    number = strtoul(answer, &end, 10);
    if (*answer != '\0' && *end == '\0' && number >= 1 && number <= n) return legal[number - 1];
    for (i = 0; i < n; ++i) { /* a move as listed */
      char* text = event_text(state, legal[i]);
      const int same = strcmp(text, answer) == 0;
      free(text);
      if (same) return legal[i];
    }
    /* or in the game's notation */
    if (caper_state_action_from_string(state, answer, &action) == CAPER_OK &&
        caper_state_is_legal(state, action))
      return action;
    printf("not a move: '%s' (answer 1..%zu or a move's text, or quit)\n", answer, n);
  }
  *quit = 1;
  return 0;
}

static void print_result(const caper_state* state) {
  double returns[16];
  size_t n = 0, i;
  double sum = 0;
  check(caper_state_returns(state, returns, 16, &n), "caper_state_returns");
  printf("game over; returns:");
  for (i = 0; i < n; ++i) {
    printf(" %.4f", returns[i]);
    sum += returns[i];
  }
  printf("\n%s\n", sum == 0              ? "nobody wins"
                   : returns[YOU] >= 1.0 ? "you win"
                   : returns[YOU] > 0    ? "you share the win"
                                         : "the bot wins");
}

int main(int argc, char** argv) {
  caper_game* game = NULL;
  caper_bot* bot = NULL;
  caper_rng* rng = NULL;
  caper_state* state = NULL;
  uint32_t legal[1024];
  int quit = 0;
  const char* spec = argc > 3 ? argv[3] : "mcts:200";
  unsigned long long seed = 1;
  if (argc < 2 || strcmp(argv[1], "--help") == 0) {
    size_t i;
    printf("usage: %s GAME [SEED [BOT [OPTIONS_JSON]]]\ngames:", argv[0]);
    for (i = 0; i < caper_game_count(); ++i) printf(" %s", caper_game_name(i));
    printf("\nbots: random, greedy, mcts, mcts:ITERATIONS, mcts:ms=MILLISECONDS\n");
    return argc < 2 ? 2 : 0;
  }
  if (argc > 2) {
    char* end = NULL;
    seed = strtoull(argv[2], &end, 10);
    if (*argv[2] == '\0' || *end != '\0') {
      fprintf(stderr, "vs_bot: the seed must be a number, not '%s'\n", argv[2]);
      return 2;
    }
  }
  if (caper_game_new(argv[1], argc > 4 ? argv[4] : NULL, &game) != CAPER_OK ||
      caper_bot_new(game, spec, seed, &bot) != CAPER_OK) {
    fprintf(stderr, "vs_bot: %s\n", caper_last_error());
    return 2;
  }
  check(caper_rng_new(seed, &rng), "caper_rng_new");
  check(caper_game_initial_state(game, &state), "caper_game_initial_state");
  printf("game %s, you are p0, bot %s, seed %llu\n", argv[1], spec, seed);
  while (!caper_state_is_terminal(state) && !quit) {
    const int32_t player = caper_state_current_player(state);
    uint32_t action = 0;
    caper_state* next = NULL;
    char* text;
    if (player == CAPER_CHANCE) {
      check(caper_state_sample_chance(state, rng, &action), "caper_state_sample_chance");
    } else if (player == YOU) {
      size_t n = 0;
      check(caper_state_legal_actions(state, legal, 1024, &n), "caper_state_legal_actions");
      action = ask(state, legal, n, &quit);
      if (quit) break;
    } else {
      check(caper_bot_choose(bot, state, &action), "caper_bot_choose");
    }
    text = event_text(state, action);
    if (player == CAPER_CHANCE)
      printf("chance: %s\n", text);
    else
      printf("p%d (%s): %s\n", (int)player, player == YOU ? "you" : "bot", text);
    free(text);
    check(caper_state_apply(state, action, &next), "caper_state_apply");
    caper_state_free(state);
    state = next;
  }
  if (quit)
    printf("bye\n");
  else
    print_result(state);
  caper_state_free(state);
  caper_rng_free(rng);
  caper_bot_free(bot);
  caper_game_free(game);
  return 0;
}
