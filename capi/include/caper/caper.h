/* caper.h - the C ABI of the caper rules library.
 *
 * Pure C99 (also valid C++). Conventions, documented in docs/capi.md:
 *  - typed opaque handles, each with one _free function; _free(NULL) is a no-op;
 *  - every fallible call returns caper_status (CAPER_OK = 0) and writes its results
 *    through out-parameters; no call aborts the host on bad input;
 *  - caper_last_error() is a thread-local message for the last failing call, never NULL;
 *  - strings and arrays go into caller buffers (buf, cap, *len): *len always receives
 *    the needed size (strings: including the NUL); when cap is too small the call
 *    returns CAPER_E_BUFFER_TOO_SMALL and writes nothing else;
 *  - games and states are immutable and may be shared between threads; an rng may not. */
#ifndef CAPER_H
#define CAPER_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32)
#if defined(CAPER_C_BUILD)
#define CAPER_API __declspec(dllexport)
#elif defined(CAPER_C_STATIC)
#define CAPER_API
#else
#define CAPER_API __declspec(dllimport)
#endif
#else
#define CAPER_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define CAPER_ABI_VERSION 1

typedef struct caper_game caper_game;
typedef struct caper_state caper_state;
typedef struct caper_rng caper_rng;
typedef struct caper_bot caper_bot;

typedef enum caper_status {
  CAPER_OK = 0,
  CAPER_E_INVALID_ARGUMENT = 1, /* NULL handle, bad player index, ... */
  CAPER_E_UNKNOWN_GAME = 2,
  CAPER_E_BAD_OPTIONS = 3,
  CAPER_E_ILLEGAL_ACTION = 4,
  CAPER_E_PARSE = 5, /* malformed JSON or action text */
  CAPER_E_BUFFER_TOO_SMALL = 6,
  CAPER_E_WRONG_PHASE = 7, /* e.g. chance outcomes asked at a player node */
  CAPER_E_INTERNAL = 100
} caper_status;

enum { CAPER_CHANCE = -1, CAPER_TERMINAL = -2 }; /* caper_state_current_player() */

CAPER_API uint32_t caper_abi_version(void);
CAPER_API const char* caper_version(void); /* "MAJOR.MINOR.PATCH" */
CAPER_API const char* caper_last_error(void);
/* "CAPER_E_PARSE", ...; any other value, however out of range, is "CAPER_E_UNKNOWN". */
CAPER_API const char* caper_status_name(caper_status status);

CAPER_API size_t caper_game_count(void);
/* the games in catalogue order (caper::Games); NULL when index is out of range */
CAPER_API const char* caper_game_name(size_t index);

CAPER_API caper_status caper_game_new(const char* name,
                                      const char* options_json /* NULL: defaults */,
                                      caper_game** out);
CAPER_API void caper_game_free(caper_game* game);
CAPER_API caper_status caper_game_info_json(const caper_game* game, char* buf, size_t cap,
                                            size_t* len);
/* -1 when game is NULL */
CAPER_API int32_t caper_game_num_players(const caper_game* game);
/* 0 when game is NULL */
CAPER_API uint32_t caper_game_num_distinct_actions(const caper_game* game);
/* The number of floats of caper_state_observation (the product of the shape); 0 when game
 * is NULL. */
CAPER_API size_t caper_game_observation_size(const caper_game* game);
/* The observation tensor's dimensions, row-major, into (buf, cap, *len). */
CAPER_API caper_status caper_game_observation_shape(const caper_game* game, int32_t* buf,
                                                    size_t cap, size_t* len);
/* The largest value each observation float can take (the smallest is 0), one per float:
 * caper_game_observation_size() floats into (buf, cap, *len). */
CAPER_API caper_status caper_game_observation_high(const caper_game* game, float* buf, size_t cap,
                                                   size_t* len);

CAPER_API caper_status caper_game_initial_state(const caper_game* game, caper_state** out);
CAPER_API caper_status caper_state_from_json(const caper_game* game, const char* json,
                                             caper_state** out);
CAPER_API caper_status caper_state_clone(const caper_state* state, caper_state** out);
CAPER_API void caper_state_free(caper_state* state);

/* a seat, CAPER_CHANCE or CAPER_TERMINAL; CAPER_TERMINAL when state is NULL */
CAPER_API int32_t caper_state_current_player(const caper_state* state);
/* 1 or 0; 0 when state is NULL */
CAPER_API int caper_state_is_terminal(const caper_state* state);
CAPER_API caper_status caper_state_legal_actions(const caper_state* state, uint32_t* buf,
                                                 size_t cap, size_t* len);
CAPER_API caper_status caper_state_chance_outcomes(const caper_state* state, uint32_t* actions,
                                                   double* probabilities, size_t cap, size_t* len);
CAPER_API caper_status caper_state_apply(const caper_state* state, uint32_t action,
                                         caper_state** out);
/* reuses out's storage; out must be a state of the same game (it may not be state) */
CAPER_API caper_status caper_state_apply_into(const caper_state* state, uint32_t action,
                                              caper_state* out);
CAPER_API caper_status caper_state_returns(const caper_state* state, double* buf, size_t cap,
                                           size_t* len);
CAPER_API caper_status caper_state_action_to_string(const caper_state* state, uint32_t action,
                                                    char* buf, size_t cap, size_t* len);
CAPER_API caper_status caper_state_action_from_string(const caper_state* state, const char* text,
                                                      uint32_t* action);
/* What `viewer` sees of the action or event, in words (-1: everything, every secret shown;
 * caper_state_action_to_string above is the notation): a secret part (a dealt card, a
 * face-down choice) reads as what that seat learns. `needed` as `len` of every buffer. */
CAPER_API caper_status caper_state_action_to_string_for(const caper_state* state, int32_t viewer,
                                                        uint32_t action, char* buf, size_t cap,
                                                        size_t* needed);
/* What `viewer` learns from what the legal `action` sets off by itself, in words (-1:
 * everything): points scored, cards won or revealed, a player who could not play; "" when
 * nothing follows, and in games that describe no consequences. Asked of the state the
 * action is taken in, like its text, but it may tell what the action makes public: for a
 * log written after the action, never for a list of moves. An action that is not legal
 * here is CAPER_E_ILLEGAL_ACTION. */
CAPER_API caper_status caper_state_outcome_text(const caper_state* state, int32_t viewer,
                                                uint32_t action, char* buf, size_t cap,
                                                size_t* len);
/* What `player` may know as caper_game_observation_size() floats (fixed shape, see
 * caper_game_observation_shape); every float is written. */
CAPER_API caper_status caper_state_observation(const caper_state* state, int32_t player, float* buf,
                                               size_t cap, size_t* written);
/* One byte per distinct action id (cap >= caper_game_num_distinct_actions): 1 where the
 * action is in caper_state_legal_actions, else 0 (all 0 at a terminal state). */
CAPER_API caper_status caper_state_legal_mask(const caper_state* state, uint8_t* mask, size_t cap);
/* viewer = -1: the full state; viewer = p: what player p may see (hidden info redacted) */
CAPER_API caper_status caper_state_to_json(const caper_state* state, int32_t viewer, char* buf,
                                           size_t cap, size_t* len);
/* A readable multi-line picture of the state as `viewer` sees it (-1: everything). */
CAPER_API caper_status caper_state_to_text(const caper_state* state, int32_t viewer, char* buf,
                                           size_t cap, size_t* len);
/* 1 when `action` is legal in `state`, else 0 (also for NULL or out-of-range input). */
CAPER_API int caper_state_is_legal(const caper_state* state, uint32_t action);
/* A full state drawn from what `player` knows (for search bots); uses rng. */
CAPER_API caper_status caper_state_determinize(const caper_state* state, int32_t player,
                                               caper_rng* rng, caper_state** out);

CAPER_API caper_status caper_rng_new(uint64_t seed, caper_rng** out);
CAPER_API void caper_rng_free(caper_rng* rng);
CAPER_API caper_status caper_rng_next_u64(caper_rng* rng, uint64_t* out);
/* Uniform in [0, bound), bound > 0: exactly the draw of C++ caper::Rng::below (rejection
 * of the values below 2^64 mod bound), so a binding that draws with it reproduces the
 * choices C++ makes from the same seed. */
CAPER_API caper_status caper_rng_below(caper_rng* rng, uint64_t bound, uint64_t* out);
CAPER_API caper_status caper_state_sample_chance(const caper_state* state, caper_rng* rng,
                                                 uint32_t* action);

/* Computer opponents. spec: a level, "easy", "medium" or "hard" (reproducible from the
 * seed; docs/bots.md), or "random", "greedy", "advice" (the game's own advice; greedy in a
 * game without), "mcts" (1000 iterations) or "mcts:" with
 * comma-separated ITERATIONS (at most 200000), ms=MILLISECONDS (a time budget a move, at
 * most 60000), mb=MIB (the search tree's memory bound, default 64, at most 1024),
 * depth=STEPS, opponents=greedy, rollout=greedy (docs/bots.md); anything else is
 * CAPER_E_BAD_OPTIONS, whose message quotes at most 40 bytes of the spec.
 * A bot chooses from what the seat to move may know (search bots determinize the hidden
 * information); without a time budget it is reproducible from its seed. Asked at a
 * chance node or a terminal state it returns CAPER_E_WRONG_PHASE; a state of another game,
 * player count or option set is CAPER_E_INVALID_ARGUMENT. Threads: a bot holds its own rng
 * and search memory, so one bot must be used by one thread at a time (caper_bot_cancel
 * excepted); bots of one game may run on different threads at once (games and states are
 * shared read-only). */
CAPER_API caper_status caper_bot_new(const caper_game* game, const char* spec, uint64_t seed,
                                     caper_bot** out);
CAPER_API caper_status caper_bot_choose(caper_bot* bot, const caper_state* state,
                                        uint32_t* action_out);
/* Stops the caper_bot_choose running on another thread: within 10 ms it returns CAPER_OK
 * and the best action found so far (a search always finishes its first iteration, so
 * there is always one: cancelled at once, it is a legal action drawn from the seed).
 * Safe from any thread while the bot is not being freed. Called when no caper_bot_choose
 * runs, it stops the next one at its start: a cancel is used up by the call it stopped.
 * NULL is CAPER_E_INVALID_ARGUMENT. */
CAPER_API caper_status caper_bot_cancel(caper_bot* bot);
CAPER_API void caper_bot_free(caper_bot* bot);

/* A batch of N independent games of one game, stepped together (for learning code).
 * Chance nodes are resolved inside with the batch's rng (seeded by caper_vec_new or
 * caper_vec_reset); a finished game reports its final returns in `rewards` and done = 1
 * for that step, and restarts at once (its buffers then show the new game). The buffers
 * belong to the batch: their pointers stay valid until caper_vec_free, and every step or
 * reset rewrites them. Deterministic: the same game, seed and actions give the same
 * buffers. One thread at a time per batch. */
typedef struct caper_vec caper_vec;
typedef struct caper_vec_buffers {
  size_t num_envs;
  int32_t num_players;
  size_t observation_size;       /* floats per game (caper_game_observation_size) */
  uint32_t num_actions;          /* mask bytes per game (caper_game_num_distinct_actions) */
  size_t max_legal;              /* row length of legal_actions */
  const int32_t* current_player; /* [num_envs]: the seat to move */
  const float* observations;     /* [num_envs][observation_size]: of the seat to move */
  const uint8_t* legal_mask;     /* [num_envs][num_actions] */
  const uint32_t* legal_actions; /* [num_envs][max_legal], the first num_legal[i] valid */
  const uint32_t* num_legal;     /* [num_envs] */
  const float* rewards;          /* [num_envs][num_players]: the returns where done, else 0 */
  const uint8_t* done;           /* [num_envs]: 1 when this step ended the game */
  const uint64_t* total_steps;   /* actions applied in all games so far, chance included */
} caper_vec_buffers;
/* n >= 1; a batch too large for memory is CAPER_E_INVALID_ARGUMENT. */
CAPER_API caper_status caper_vec_new(const caper_game* game, size_t n, uint64_t seed,
                                     caper_vec** out);
CAPER_API void caper_vec_free(caper_vec* vec);
CAPER_API caper_status caper_vec_reset(caper_vec* vec, uint64_t seed);
/* One action per game (n must be num_envs), for the seat to move. An illegal action is
 * CAPER_E_ILLEGAL_ACTION naming the game, and then no game has changed. */
CAPER_API caper_status caper_vec_step(caper_vec* vec, const uint32_t* actions, size_t n);
CAPER_API caper_status caper_vec_get_buffers(const caper_vec* vec, caper_vec_buffers* out);
/* How the games that the last step ended ended, valid as long as the other buffers: where
 * done[i], truncated[i] is 1 when the game's turn limit ended it (else 0), and row i of
 * final_observations (observation_size floats) is the final observation of the seat that
 * made the last move; other rows are zero. */
typedef struct caper_vec_episode_buffers {
  const uint8_t* truncated;        /* [num_envs] */
  const float* final_observations; /* [num_envs][observation_size] */
} caper_vec_episode_buffers;
CAPER_API caper_status caper_vec_get_episode_buffers(const caper_vec* vec,
                                                     caper_vec_episode_buffers* out);

#ifdef __cplusplus
}
#endif

#endif /* CAPER_H */
