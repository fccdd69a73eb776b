/* Trap the Cap through the pure-C header (compiled as C99 with -Wall -Wextra -pedantic
 * -Werror, against the shared and the static library): a game that describes no
 * consequences. */
#include "c_check.h"

/* caper_state_outcome_text is "" for a legal action; an id out of range is refused. */
static void test_outcome_text(void) {
  caper_game* trap = NULL;
  caper_state* state = NULL;
  char buf[256];
  size_t len = 0;
  CHECK_STATUS(caper_game_new("trap_the_cap", NULL, &trap), CAPER_OK);
  state = first_turn(trap);
  {
    uint32_t legal[1024];
    CHECK_STATUS(caper_state_legal_actions(state, legal, 1024, &len), CAPER_OK);
    CHECK_STATUS(caper_state_outcome_text(state, 0, legal[0], buf, sizeof buf, &len), CAPER_OK);
    CHECK(len == 1 && buf[0] == '\0');
  }
  CHECK_STATUS(caper_state_outcome_text(state, 0, caper_game_num_distinct_actions(trap), buf,
                                        sizeof buf, &len),
               CAPER_E_ILLEGAL_ACTION);
  caper_state_free(state);
  caper_game_free(trap);
}

int main(void) {
  test_outcome_text();
  return report_checks("capi_outcome_text_test");
}
