/* The C twin of play_all.gd: the same seeded games with the same bots through caper.h,
 * printed the same way (each step with its outcome texts), so a test can check that Godot
 * plays byte-identical games and says the same of them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <caper/caper.h>

enum { SEED = 1, MAX_STEPS = 100000 };

static int fail(const char* what) {
  fprintf(stderr, "%s: %s\n", what, caper_last_error());
  return 0;
}

static int next_action(caper_state* state, caper_rng* rng, caper_bot** bots, uint32_t* action) {
  int32_t mover = caper_state_current_player(state);
  if (mover == CAPER_CHANCE) return caper_state_sample_chance(state, rng, action) == CAPER_OK;
  return caper_bot_choose(bots[mover], state, action) == CAPER_OK;
}

/* What each viewer learns from what the action sets off (caper_state_outcome_text): the full
 * view's text after " => ", then each seat's where it differs, after " | pN: ". */
static int print_outcomes(const caper_state* state, uint32_t action, int32_t players) {
  char full[8192], seat_text[8192];
  size_t len = 0;
  if (caper_state_outcome_text(state, -1, action, full, sizeof full, &len) != CAPER_OK) return 0;
  if (full[0] != '\0') printf(" => %s", full);
  for (int32_t seat = 0; seat < players; ++seat) {
    if (caper_state_outcome_text(state, seat, action, seat_text, sizeof seat_text, &len) !=
        CAPER_OK)
      return 0;
    if (strcmp(seat_text, full) != 0) printf(" | p%d: %s", (int)seat, seat_text);
  }
  return 1;
}

static int play(caper_game* game, const char* name) {
  int32_t players = caper_game_num_players(game);
  caper_bot* bots[8] = {0};
  caper_rng* rng = NULL;
  caper_state* state = NULL;
  char text[1024];
  size_t len = 0;
  double returns[8];
  int ok =
      caper_rng_new(SEED, &rng) == CAPER_OK && caper_game_initial_state(game, &state) == CAPER_OK;
  for (int32_t seat = 0; ok && seat < players; ++seat)
    ok = caper_bot_new(game, seat == 0 ? "mcts:20" : "greedy", (uint64_t)(SEED + seat),
                       &bots[seat]) == CAPER_OK;
  if (ok) printf("game %s players %d seed %d\n", name, (int)players, SEED);
  for (int step = 0; ok && !caper_state_is_terminal(state) && step < MAX_STEPS; ++step) {
    int32_t mover = caper_state_current_player(state);
    uint32_t action = 0;
    caper_state* next = NULL;
    ok = next_action(state, rng, bots, &action) &&
         caper_state_action_to_string_for(state, -1, action, text, sizeof text, &len) == CAPER_OK;
    if (!ok) break;
    if (mover < 0)
      printf("%d chance %u %s", step, (unsigned)action, text);
    else
      printf("%d p%d %u %s", step, (int)mover, (unsigned)action, text);
    ok = print_outcomes(state, action, players) &&
         caper_state_apply(state, action, &next) == CAPER_OK;
    printf("\n");
    if (!ok) break;
    caper_state_free(state);
    state = next;
  }
  if (ok) ok = caper_state_returns(state, returns, 8, &len) == CAPER_OK;
  if (ok) {
    printf("result");
    for (size_t i = 0; i < len; ++i) printf(" %d", (int)lround(returns[i] * 1000));
    printf("\n");
  }
  for (int32_t seat = 0; seat < 8; ++seat) caper_bot_free(bots[seat]);
  caper_state_free(state);
  caper_rng_free(rng);
  return ok || fail(name);
}

int main(void) {
  for (size_t i = 0; i < caper_game_count(); ++i) {
    caper_game* game = NULL;
    if (caper_game_new(caper_game_name(i), "{}", &game) != CAPER_OK) return fail("game") ? 0 : 1;
    int ok = play(game, caper_game_name(i));
    caper_game_free(game);
    if (!ok) return 1;
  }
  return 0;
}
