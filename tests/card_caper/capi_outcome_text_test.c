/* Card Caper through the pure-C header (compiled as C99 with -Wall -Wextra -pedantic
 * -Werror, against the shared and the static library): caper_state_outcome_text's texts
 * worked out by hand, and its refusals. */
#include "c_check.h"

/* What an action sets off, in words, in a 2-player Card Caper game dealt in card order:
 * dealer p0; p1 (on the dealer's left) gets the hidden AC, p0 the hidden 2C; then the hands
 * alternate from p1: p1 3C 5C 7C ... QS, p0 4C 6C ... KS. */
static void test_outcome_text(void) {
  caper_game* game = NULL;
  caper_state* state = NULL;
  static const char* const ranks = "A23456789TJQK";
  static const char* const suits = "CDHS";
  char deal[16], buf[256], small[8];
  char* before;
  char* after;
  uint32_t action = 0, guess = 0;
  size_t len = 0;
  int card;
  CHECK_STATUS(caper_game_new("card_caper", "{\"players\": 2}", &game), CAPER_OK);
  CHECK_STATUS(caper_game_initial_state(game, &state), CAPER_OK);
  if (state == NULL) return;
  check_outcome(state, "dealer p0", "");
  apply_text(&state, "dealer p0");
  /* The first hidden card goes to p1: the full view names it, in words; the plain text is
   * the notation. */
  CHECK_STATUS(caper_state_action_from_string(state, "deal AC", &action), CAPER_OK);
  CHECK_STATUS(caper_state_action_to_string_for(state, -1, action, buf, sizeof buf, &len),
               CAPER_OK);
  CHECK(strcmp(buf, "p1 is dealt AC as their hidden card") == 0);
  CHECK_STATUS(caper_state_action_to_string_for(state, 0, action, buf, sizeof buf, &len), CAPER_OK);
  CHECK(strcmp(buf, "p1 is dealt a hidden card") == 0);
  CHECK_STATUS(caper_state_action_to_string(state, action, buf, sizeof buf, &len), CAPER_OK);
  CHECK(strcmp(buf, "deal AC") == 0);
  for (card = 0; card < 52; ++card) {
    sprintf(deal, "deal %c%c", ranks[card % 13], suits[card / 13]);
    apply_text(&state, deal);
  }
  /* p1's opening (hidden AC): nothing ranks below an ace, so the play that fills the third
   * pile ends it and everyone learns that p1 could not play onto Lower Value. */
  apply_text(&state, "play suit 2D");
  check_outcome(state, "play higher 3C", "");
  apply_text(&state, "play higher 3C");
  check_outcome(state, "play value 5C", "p1 could not play onto Lower Value");
  apply_text(&state, "play value 5C");
  /* p0 (hidden 2C) fills all four piles; then the dealer p0 rolls Guess. */
  apply_text(&state, "play suit AD");
  apply_text(&state, "play lower AS");
  apply_text(&state, "play higher 4C");
  check_outcome(state, "play value 6C", "");
  apply_text(&state, "play value 6C");
  check_outcome(state, "die guess", "");
  apply_text(&state, "die guess");
  /* Right: p1 is revealed, the last hidden card (p0's own 2C) gets away and is shown at the
   * end, 1 + 1 points. */
  check_outcome(state, "guess p1 AC",
                "right: p1's hidden card AC is revealed; game over: p0 gets away with it (+1); "
                "p0's hidden card was 2C; points: p0 2 p1 0");
  /* Wrong: p1 holds 7C, and lays it open. */
  check_outcome(state, "guess p1 7C", "wrong: p1 lays 7C open");

  /* Bad input: a clear status, nothing written, the state unchanged. */
  before = state_json(state, -1);
  CHECK_STATUS(caper_state_action_from_string(state, "guess p1 7C", &guess), CAPER_OK);
  CHECK_STATUS(caper_state_action_from_string(state, "guess p1 KS", &action), CAPER_OK);
  CHECK(caper_state_is_legal(state, action) == 0); /* KS is p0's own card */
  CHECK_STATUS(caper_state_outcome_text(state, 0, action, buf, sizeof buf, &len),
               CAPER_E_ILLEGAL_ACTION);
  CHECK(contains(caper_last_error(), "caper_state_outcome_text"));
  CHECK(contains(caper_last_error(), "guess p1 KS"));
  CHECK_STATUS(caper_state_outcome_text(state, 0, caper_game_num_distinct_actions(game), buf,
                                        sizeof buf, &len),
               CAPER_E_ILLEGAL_ACTION);
  CHECK(contains(caper_last_error(), "out of range"));
  CHECK_STATUS(caper_state_outcome_text(state, 2, guess, buf, sizeof buf, &len),
               CAPER_E_INVALID_ARGUMENT);
  CHECK(contains(caper_last_error(), "viewer"));
  CHECK_STATUS(caper_state_outcome_text(state, -3, guess, buf, sizeof buf, &len),
               CAPER_E_INVALID_ARGUMENT);
  CHECK_STATUS(caper_state_outcome_text(NULL, 0, guess, buf, sizeof buf, &len),
               CAPER_E_INVALID_ARGUMENT);
  CHECK(contains(caper_last_error(), "state is NULL"));
  CHECK_STATUS(caper_state_outcome_text(state, 0, guess, buf, sizeof buf, NULL),
               CAPER_E_INVALID_ARGUMENT);
  CHECK(contains(caper_last_error(), "len is NULL"));
  CHECK_STATUS(caper_state_outcome_text(state, 0, guess, NULL, 5, &len), CAPER_E_INVALID_ARGUMENT);
  /* the size first: "wrong: p1 lays 7C open" and its NUL */
  len = 0;
  CHECK_STATUS(caper_state_outcome_text(state, 0, guess, NULL, 0, &len), CAPER_E_BUFFER_TOO_SMALL);
  CHECK(len == 23);
  memset(small, 'x', sizeof small);
  CHECK_STATUS(caper_state_outcome_text(state, 0, guess, small, sizeof small, &len),
               CAPER_E_BUFFER_TOO_SMALL);
  CHECK(len == 23 && small[0] == 'x' && small[sizeof small - 1] == 'x');
  CHECK(contains(caper_last_error(), "23 needed"));
  CHECK_STATUS(caper_state_outcome_text(state, 1, guess, buf, 23, &len), CAPER_OK);
  CHECK(strcmp(buf, "wrong: p1 lays 7C open") == 0);
  after = state_json(state, -1);
  CHECK(strcmp(before, after) == 0);
  free(before);
  free(after);
  caper_state_free(state);
  caper_game_free(game);
}

int main(void) {
  test_outcome_text();
  return report_checks("capi_outcome_text_test");
}
