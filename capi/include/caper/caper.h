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
 *  - games and states are immutable and may be shared between threads; an rng may not;
 *  - every handle a call returns is the caller's, to free with its _free function; a state,
 *    a bot and a batch keep their game alive, so a game may be freed before them;
 *  - the strings the library returns as const char* (caper_version, caper_status_name,
 *    caper_game_name) are static: valid while the library is loaded, never freed;
 *  - a handle may not be freed while another call is using it (on any thread).
 * Each declaration below says what it owns, how long its results live, which threads may
 * call it and how it fails. */
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
/* The most legal actions a state of any game has (caper::kMaxLegalActions): a buffer of this
 * many holds every caper_state_legal_actions and caper_state_chance_outcomes list. */
#define CAPER_MAX_LEGAL_ACTIONS 1024

/* The viewers of caper_state_to_json, _to_text, _action_to_string_for and _outcome_text,
 * beside a seat 0..n-1 (what that player may see): CAPER_VIEWER_FULL sees everything (the
 * full state); CAPER_VIEWER_PUBLIC sees what a person at the table who holds no seat sees
 * (a spectator): everything face up, counts of hidden things, no hand, no face-down card,
 * no private event; nothing any seat cannot know. */
enum { CAPER_VIEWER_FULL = -1, CAPER_VIEWER_PUBLIC = -2 };

/* The CAPER_ABI_VERSION the library was built with: a binding compares it with the one of
 * the header it was compiled against before any other call. Never fails; any thread. */
CAPER_API uint32_t caper_abi_version(void);
/* "MAJOR.MINOR.PATCH": a static string, valid while the library is loaded; do not free it.
 * Never fails; any thread. */
CAPER_API const char* caper_version(void);
/* The message of the last call that failed on the calling thread, prefixed with that
 * function's name ("caper_state_apply: action 913 is not legal: ..."); "" before any
 * failure, never NULL. The text is the library's and thread-local: it stays valid until
 * the next failing call on the same thread (successful calls leave it, like errno) or the
 * thread's end; copy it to keep it. Other threads' failures never change it. */
CAPER_API const char* caper_last_error(void);
/* "CAPER_E_PARSE", ...; any other value, however out of range, is "CAPER_E_UNKNOWN". A
 * static string, valid while the library is loaded; do not free it. Never fails; any
 * thread. */
CAPER_API const char* caper_status_name(caper_status status);

/* The number of games in the library, fixed at build time. Never fails; any thread. */
CAPER_API size_t caper_game_count(void);
/* The games in catalogue order (caper::Games), the names caper_game_new takes; NULL when
 * index is out of range. A static string, valid while the library is loaded; do not free
 * it. Any thread. */
CAPER_API const char* caper_game_name(size_t index);

/* Makes a game: `name` one of caper_game_name's, `options_json` a JSON object of its
 * options (NULL or "": the defaults; each game's keys in its info JSON and
 * docs/rules/GAME.md). Sets *out to NULL first; on success *out is the caller's, freed with
 * caper_game_free. Errors: CAPER_E_INVALID_ARGUMENT (name or out NULL),
 * CAPER_E_UNKNOWN_GAME (the message lists the names), CAPER_E_BAD_OPTIONS naming the key
 * and the allowed values (malformed JSON, over 16 MiB or 64 levels, a repeated key, an
 * unknown key, a value out of range; an integer may be written as an integral float, 2.0).
 * Any thread. */
CAPER_API caper_status caper_game_new(const char* name,
                                      const char* options_json /* NULL: defaults */,
                                      caper_game** out);
/* Releases the caller's handle. The states, bots and batches made from the game keep it
 * alive: it is destroyed with the last of them. NULL does nothing. Not while another call
 * is using this handle. */
CAPER_API void caper_game_free(caper_game* game);
/* The game's info JSON, NUL-terminated, into (buf, cap, *len): {"name", "players",
 * "options" (every option's value), "num_distinct_actions", "bot_levels", ...}. Errors:
 * CAPER_E_INVALID_ARGUMENT (game or len NULL, buf NULL with cap > 0),
 * CAPER_E_BUFFER_TOO_SMALL (*len says the size). Any thread. */
CAPER_API caper_status caper_game_info_json(const caper_game* game, char* buf, size_t cap,
                                            size_t* len);
/* The number of seats, 0..n-1; -1 when game is NULL. Any thread. */
CAPER_API int32_t caper_game_num_players(const caper_game* game);
/* Every action id of the game is below it (ids 0..n-1); 0 when game is NULL. Any thread. */
CAPER_API uint32_t caper_game_num_distinct_actions(const caper_game* game);
/* The number of floats of caper_state_observation (the product of the shape); 0 when game
 * is NULL. Any thread. */
CAPER_API size_t caper_game_observation_size(const caper_game* game);
/* The observation tensor's dimensions, row-major, into (buf, cap, *len). Errors:
 * CAPER_E_INVALID_ARGUMENT (NULL game or len), CAPER_E_BUFFER_TOO_SMALL. Any thread. */
CAPER_API caper_status caper_game_observation_shape(const caper_game* game, int32_t* buf,
                                                    size_t cap, size_t* len);
/* The largest value each observation float can take (the smallest is 0), one per float:
 * caper_game_observation_size() floats into (buf, cap, *len). Errors as
 * caper_game_observation_shape. Any thread. */
CAPER_API caper_status caper_game_observation_high(const caper_game* game, float* buf, size_t cap,
                                                   size_t* len);

/* The state a game starts in (often a chance node: the deal). Sets *out to NULL first; on
 * success *out is the caller's, freed with caper_state_free; it keeps the game alive.
 * Errors: CAPER_E_INVALID_ARGUMENT (game or out NULL). Any thread. */
CAPER_API caper_status caper_game_initial_state(const caper_game* game, caper_state** out);
/* The state a full-state JSON (caper_state_to_json with viewer -1) describes; `json` is
 * NUL-terminated and read only during the call. Sets *out to NULL first; on success *out
 * is the caller's, freed with caper_state_free; it keeps the game alive. Errors:
 * CAPER_E_INVALID_ARGUMENT (NULL game, json or out), CAPER_E_PARSE naming the field and
 * the value (malformed JSON, over 16 MiB or 64 levels, a repeated key, a player's view, a
 * state the rules cannot reach). An integer may be written as an integral float (-1.0,
 * as Godot and JavaScript write numbers); a fraction where an integer belongs is refused.
 * Any thread. */
CAPER_API caper_status caper_state_from_json(const caper_game* game, const char* json,
                                             caper_state** out);
/* A new handle to an equal state, the caller's to free; it keeps the game alive. Sets *out
 * to NULL first. Errors: CAPER_E_INVALID_ARGUMENT (NULL state or out). Any thread. */
CAPER_API caper_status caper_state_clone(const caper_state* state, caper_state** out);
/* Destroys the state (and its game, if it was the last thing keeping it). NULL does
 * nothing. Not while another call (a caper_bot_choose included) is using the state. */
CAPER_API void caper_state_free(caper_state* state);

/* a seat, CAPER_CHANCE or CAPER_TERMINAL; CAPER_TERMINAL when state is NULL. Any thread. */
CAPER_API int32_t caper_state_current_player(const caper_state* state);
/* 1 or 0; 0 when state is NULL. Any thread. */
CAPER_API int caper_state_is_terminal(const caper_state* state);
/* The legal action ids, ascending, into (buf, cap, *len); at a chance node the outcomes'
 * actions; none at a terminal state. Errors: CAPER_E_INVALID_ARGUMENT (NULL state or len,
 * buf NULL with cap > 0), CAPER_E_BUFFER_TOO_SMALL (*len says how many). Any thread. */
CAPER_API caper_status caper_state_legal_actions(const caper_state* state, uint32_t* buf,
                                                 size_t cap, size_t* len);
/* At a chance node, its outcomes: actions[i] drawn with probabilities[i] (summing to 1),
 * both arrays of cap elements; *len the count. Errors: CAPER_E_WRONG_PHASE at a seat's
 * turn or a terminal state, CAPER_E_INVALID_ARGUMENT (NULL state or len, an array NULL with
 * cap > 0), CAPER_E_BUFFER_TOO_SMALL. Any thread. */
CAPER_API caper_status caper_state_chance_outcomes(const caper_state* state, uint32_t* actions,
                                                   double* probabilities, size_t cap, size_t* len);
/* The state after `action` (a seat's move or a chance outcome) as a new handle, the
 * caller's to free; `state` is unchanged. Sets *out to NULL first. Errors:
 * CAPER_E_ILLEGAL_ACTION naming the action (out of range or not legal here),
 * CAPER_E_INVALID_ARGUMENT (NULL state or out). Any thread. */
CAPER_API caper_status caper_state_apply(const caper_state* state, uint32_t action,
                                         caper_state** out);
/* Reuses out's storage; out must be a state of the same game (it may not be state): the same
 * name and options, made by this game object or another one (two caper_game_new with the
 * same options). out then belongs to state's game object and keeps it alive. Another game
 * is CAPER_E_INVALID_ARGUMENT naming both games, or the options in which they differ, and
 * leaves out as it was. */
CAPER_API caper_status caper_state_apply_into(const caper_state* state, uint32_t action,
                                              caper_state* out);
/* One value per seat into (buf, cap, *len): zeros until the game is over, then each
 * winner's share (1/k for k winners). Errors: CAPER_E_INVALID_ARGUMENT (NULL state or len,
 * buf NULL with cap > 0), CAPER_E_BUFFER_TOO_SMALL. Any thread. */
CAPER_API caper_status caper_state_returns(const caper_state* state, double* buf, size_t cap,
                                           size_t* len);
/* The action's notation, NUL-terminated, into (buf, cap, *len): the text
 * caper_state_action_from_string reads back, for any id of the game, legal or not. Errors:
 * CAPER_E_INVALID_ARGUMENT (an id out of range, NULL state or len),
 * CAPER_E_BUFFER_TOO_SMALL. Any thread. */
CAPER_API caper_status caper_state_action_to_string(const caper_state* state, uint32_t action,
                                                    char* buf, size_t cap, size_t* len);
/* The action id the notation `text` (NUL-terminated, at most 4096 bytes) names in this
 * state, into *action. Errors: CAPER_E_PARSE (text naming no action, or longer),
 * CAPER_E_INVALID_ARGUMENT (NULL state, text or action). Any thread. */
CAPER_API caper_status caper_state_action_from_string(const caper_state* state, const char* text,
                                                      uint32_t* action);
/* What `viewer` sees of the action or event, in words (-1: everything, every secret shown;
 * caper_state_action_to_string above is the notation): a secret part (a dealt card, a
 * face-down choice) reads as what that seat learns (CAPER_VIEWER_PUBLIC: as a spectator,
 * who learns no secret). Errors:
 * CAPER_E_INVALID_ARGUMENT (a viewer other than -1, -2 or a seat, an id out of range,
 * NULL state or len), CAPER_E_BUFFER_TOO_SMALL. Any thread. */
CAPER_API caper_status caper_state_action_to_string_for(const caper_state* state, int32_t viewer,
                                                        uint32_t action, char* buf, size_t cap,
                                                        size_t* len);
/* What `viewer` learns from what the legal `action` sets off by itself, in words (-1:
 * everything): points scored, cards won or revealed, a player who could not play; "" when
 * nothing follows, and in games that describe no consequences. Asked of the state the
 * action is taken in, like its text, but it may tell what the action makes public: for a
 * log written after the action, never for a list of moves. An action that is not legal
 * here is CAPER_E_ILLEGAL_ACTION; a viewer other than -1, -2 or a seat, or a NULL state or
 * len, CAPER_E_INVALID_ARGUMENT; a small buffer CAPER_E_BUFFER_TOO_SMALL. Any thread. */
CAPER_API caper_status caper_state_outcome_text(const caper_state* state, int32_t viewer,
                                                uint32_t action, char* buf, size_t cap,
                                                size_t* len);
/* What `player` may know as caper_game_observation_size() floats (fixed shape, see
 * caper_game_observation_shape); every float is written, nothing past them. A seat only:
 * the public view has JSON and text, no tensor. Errors:
 * CAPER_E_INVALID_ARGUMENT (player not a seat, NULL state or len, buf NULL with
 * cap > 0), CAPER_E_BUFFER_TOO_SMALL (*len says the size). Any thread. */
CAPER_API caper_status caper_state_observation(const caper_state* state, int32_t player, float* buf,
                                               size_t cap, size_t* len);
/* One byte per distinct action id (cap >= caper_game_num_distinct_actions): 1 where the
 * action is in caper_state_legal_actions, else 0 (all 0 at a terminal state). Errors:
 * CAPER_E_BUFFER_TOO_SMALL (nothing written), CAPER_E_INVALID_ARGUMENT (NULL state, mask
 * NULL with cap > 0). Any thread. */
CAPER_API caper_status caper_state_legal_mask(const caper_state* state, uint8_t* mask, size_t cap);
/* The state as JSON, NUL-terminated, into (buf, cap, *len). viewer = -1: the full state
 * (caper_state_from_json reads it back); viewer = p: what player p may see (hidden info
 * redacted); viewer = -2 (CAPER_VIEWER_PUBLIC): what a spectator sees, "view": -2.
 * Errors: CAPER_E_INVALID_ARGUMENT (a viewer other than -1, -2 or a seat, NULL
 * state or len), CAPER_E_BUFFER_TOO_SMALL. Any thread. */
CAPER_API caper_status caper_state_to_json(const caper_state* state, int32_t viewer, char* buf,
                                           size_t cap, size_t* len);
/* A readable multi-line picture of the state as `viewer` sees it (-1: everything),
 * NUL-terminated, into (buf, cap, *len). Errors as caper_state_to_json. Any thread. */
CAPER_API caper_status caper_state_to_text(const caper_state* state, int32_t viewer, char* buf,
                                           size_t cap, size_t* len);
/* 1 when `action` is legal in `state`, else 0 (also for NULL or out-of-range input).
 * Never fails; any thread. */
CAPER_API int caper_state_is_legal(const caper_state* state, uint32_t action);
/* A full state drawn from what `player` knows (for search bots): the hidden information
 * dealt anew with `rng`. Sets *out to NULL first; on success *out is the caller's, freed
 * with caper_state_free. Errors: CAPER_E_INVALID_ARGUMENT (player not a seat, naming it
 * and the seats; NULL state, rng or out). Any thread, but rng by one thread at a time. */
CAPER_API caper_status caper_state_determinize(const caper_state* state, int32_t player,
                                               caper_rng* rng, caper_state** out);

/* The library's xoshiro256** generator seeded with `seed` (the same stream on every
 * platform). Sets *out to NULL first; on success *out is the caller's, freed with
 * caper_rng_free. Errors: CAPER_E_INVALID_ARGUMENT (out NULL). An rng is mutable: one
 * thread at a time. */
CAPER_API caper_status caper_rng_new(uint64_t seed, caper_rng** out);
/* Destroys the rng; NULL does nothing. Not while another call is using it. */
CAPER_API void caper_rng_free(caper_rng* rng);
/* The next 64 bits of the stream into *out. Errors: CAPER_E_INVALID_ARGUMENT (NULL rng or
 * out). One thread at a time per rng. */
CAPER_API caper_status caper_rng_next_u64(caper_rng* rng, uint64_t* out);
/* Uniform in [0, bound), bound > 0: exactly the draw of C++ caper::Rng::below (rejection
 * of the values below 2^64 mod bound), so a binding that draws with it reproduces the
 * choices C++ makes from the same seed. Errors: CAPER_E_INVALID_ARGUMENT (bound 0, NULL
 * rng or out). One thread at a time per rng. */
CAPER_API caper_status caper_rng_below(caper_rng* rng, uint64_t bound, uint64_t* out);
/* One outcome of the chance node drawn by its probability with `rng`, into *action.
 * Errors: CAPER_E_WRONG_PHASE (not a chance node), CAPER_E_INVALID_ARGUMENT (NULL state,
 * rng or action). Any thread, but rng by one thread at a time. */
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
 * chance node or a terminal state it returns CAPER_E_WRONG_PHASE; a state of another game
 * (another name or other options: caper_state_apply_into's rule, whichever game object made
 * the state) is CAPER_E_INVALID_ARGUMENT naming both. Threads: a bot holds its own rng
 * and search memory, so one bot must be used by one thread at a time (caper_bot_cancel
 * excepted); bots of one game may run on different threads at once (games and states are
 * shared read-only). */
/* caper_bot_new sets *out to NULL first; on success *out is the caller's, freed with
 * caper_bot_free, and keeps the game alive. Errors: CAPER_E_INVALID_ARGUMENT (NULL game,
 * spec or out), CAPER_E_BAD_OPTIONS for the spec. */
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
/* Destroys the bot and its search memory (and its game, if it was the last thing keeping
 * it). NULL does nothing. Not while caper_bot_choose or caper_bot_cancel runs on it on any
 * thread: cancel, then wait for caper_bot_choose to return first. */
CAPER_API void caper_bot_free(caper_bot* bot);

/* A batch of N independent games of one game, stepped together (for learning code).
 * Chance nodes are resolved inside, game i with its own rng seeded with seed + i (by
 * caper_vec_new or caper_vec_reset; it goes on across the game's restarts, so game i
 * plays as a single game whose rng has that seed); a finished game reports its final returns in
 * `rewards` and done = 1 for that step, and restarts at once (its buffers then show the new game).
 * The buffers belong to the batch: their pointers stay valid until caper_vec_free, and every step
 * or reset rewrites them. Deterministic: the same game, seed and actions give the same buffers. One
 * thread at a time per batch. */
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
/* n games of `game` (n >= 1), chance resolved inside, seeded with `seed`. Sets *out
 * to NULL first; on success *out is the caller's, freed with caper_vec_free, and keeps the
 * game alive. Errors: CAPER_E_INVALID_ARGUMENT (n 0, a batch too large for memory, NULL
 * game or out). */
CAPER_API caper_status caper_vec_new(const caper_game* game, size_t n, uint64_t seed,
                                     caper_vec** out);
/* Destroys the batch and its buffers (their pointers die with it). NULL does nothing. */
CAPER_API void caper_vec_free(caper_vec* vec);
/* Every game anew, game i's rng reseeded with seed + i; the buffers are rewritten.
 * Errors: CAPER_E_INVALID_ARGUMENT (vec NULL). */
CAPER_API caper_status caper_vec_reset(caper_vec* vec, uint64_t seed);
/* The action that holds a game for one step: it stays as it is, not done (how a host
 * resets an ended game a step later, as Gymnasium's next-step autoreset does). */
#define CAPER_VEC_HOLD 0xFFFFFFFFu
/* One action per game (n must be num_envs), for the seat to move, or CAPER_VEC_HOLD to
 * leave that game as it is. An illegal action is
 * CAPER_E_ILLEGAL_ACTION naming the game, and then no game has changed; n other than
 * num_envs, or a NULL vec or actions, is CAPER_E_INVALID_ARGUMENT. */
CAPER_API caper_status caper_vec_step(caper_vec* vec, const uint32_t* actions, size_t n);
/* The batch's buffers into *out: pointers into the batch's own memory, valid until
 * caper_vec_free and rewritten by every step and reset. Errors: CAPER_E_INVALID_ARGUMENT
 * (NULL vec or out). */
CAPER_API caper_status caper_vec_get_buffers(const caper_vec* vec, caper_vec_buffers* out);
/* How the games that the last step ended ended, valid as long as the other buffers: where
 * done[i], truncated[i] is 1 when the game's turn limit ended it (else 0), and row i of
 * final_observations (observation_size floats) is the final observation of the seat that
 * made the last move; other rows are zero. Errors: CAPER_E_INVALID_ARGUMENT (NULL vec or
 * out). */
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
