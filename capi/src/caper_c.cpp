// The extern "C" layer over AnyGame/AnyState. Every entry point runs its body through
// guarded(), so no C++ exception crosses the boundary: each becomes a caper_status and
// a thread-local message.
#include <algorithm>
#include <array>
#include <cstring>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "c_internal.hpp"
#include "caper/catalogue.hpp"
#include "caper/version.hpp"

struct caper_rng {
  caper::Rng rng;
};

namespace caper::capi {
std::string& last_error() {
  thread_local std::string message;
  return message;
}
}  // namespace caper::capi

namespace {

using namespace caper::capi;

// The status table is written once, as caper::Status: caper.h's caper_status must match it
// value for value (names come from caper::status_name).
constexpr std::array kCStatuses{CAPER_OK,
                                CAPER_E_INVALID_ARGUMENT,
                                CAPER_E_UNKNOWN_GAME,
                                CAPER_E_BAD_OPTIONS,
                                CAPER_E_ILLEGAL_ACTION,
                                CAPER_E_PARSE,
                                CAPER_E_BUFFER_TOO_SMALL,
                                CAPER_E_WRONG_PHASE,
                                CAPER_E_INTERNAL};
static_assert(kCStatuses.size() == caper::kAllStatuses.size(),
              "caper_status in caper.h and caper::Status list different codes");
static_assert(
    [] {
      for (std::size_t i = 0; i < kCStatuses.size(); ++i)
        if (static_cast<int>(kCStatuses[i]) != static_cast<int>(caper::kAllStatuses[i]))
          return false;
      return true;
    }(),
    "caper_status in caper.h and caper::Status differ");
static_assert(CAPER_MAX_LEGAL_ACTIONS == caper::kMaxLegalActions,
              "caper.h's CAPER_MAX_LEGAL_ACTIONS and caper::kMaxLegalActions differ");

// Who is to move at a state that is not a chance node, for a refusal.
std::string who_moves(int player) {
  return player == caper::kTerminalPlayer ? "the game is over"
                                          : fmt::format("seat {} is to move", player);
}

caper_status new_state(std::unique_ptr<caper::AnyState> state, caper_state** out) {
  *out = reinterpret_cast<caper_state*>(state.release());
  return CAPER_OK;
}

}  // namespace

extern "C" {

uint32_t caper_abi_version(void) {
  return CAPER_ABI_VERSION;
}
const char* caper_version(void) {
  return CAPER_VERSION_STRING;
}
const char* caper_last_error(void) {
  return last_error().c_str();
}

const char* caper_status_name(caper_status status) {
  // A C caller may pass any int: copy its bits instead of loading it as the enum, whose
  // valid range is only 0..127 in C++ (a load outside it is undefined behaviour).
  int code = 0;
  static_assert(sizeof(code) == sizeof(status));
  std::memcpy(&code, &status, sizeof(code));
  return caper::status_name(static_cast<caper::Status>(code)).data();
}

size_t caper_game_count(void) {
  return caper::game_catalogue().size();
}

const char* caper_game_name(size_t index) {
  const auto games = caper::game_catalogue();
  // The names are string literals, so data() is NUL-terminated.
  return index < games.size() ? games[index].name.data() : nullptr;
}

caper_status caper_game_new(const char* name, const char* options_json, caper_game** out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(out);
    *out = nullptr;
    CAPER_REQUIRE(name);
    auto game = caper::make_game(name, options_json == nullptr ? "" : options_json);
    *out = new caper_game{std::move(game)};
    return CAPER_OK;
  });
}

void caper_game_free(caper_game* game) {
  delete game;
}

caper_status caper_game_info_json(const caper_game* game, char* buf, size_t cap, size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(game);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    return write_string(fn, game->game->info_json(), buf, cap, len);
  });
}

int32_t caper_game_num_players(const caper_game* game) {
  return game == nullptr ? -1 : game->game->num_players();
}

uint32_t caper_game_num_distinct_actions(const caper_game* game) {
  return game == nullptr ? 0 : game->game->num_distinct_actions();
}

size_t caper_game_observation_size(const caper_game* game) {
  return game == nullptr ? 0 : game->game->observation_size();
}

caper_status caper_game_observation_high(const caper_game* game, float* buf, size_t cap,
                                         size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(game);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    const std::size_t size = game->game->observation_size();
    *len = size;
    if (cap < size) return too_small(fn, cap, size, "floats");
    game->game->observation_high(std::span<float>(buf, size));
    return CAPER_OK;
  });
}

caper_status caper_game_observation_shape(const caper_game* game, int32_t* buf, size_t cap,
                                          size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(game);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    const std::span<const int> shape = game->game->observation_shape();
    *len = shape.size();
    if (cap < shape.size()) return too_small(fn, cap, shape.size(), "dimensions");
    std::copy(shape.begin(), shape.end(), buf);
    return CAPER_OK;
  });
}

caper_status caper_game_initial_state(const caper_game* game, caper_state** out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(out);
    *out = nullptr;
    CAPER_REQUIRE(game);
    return new_state(game->game->initial_state(), out);
  });
}

caper_status caper_state_from_json(const caper_game* game, const char* json, caper_state** out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(out);
    *out = nullptr;
    CAPER_REQUIRE(game);
    CAPER_REQUIRE(json);
    return new_state(game->game->state_from_json(json), out);
  });
}

caper_status caper_state_clone(const caper_state* state, caper_state** out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(out);
    *out = nullptr;
    CAPER_REQUIRE(state);
    return new_state(any(state).clone(), out);
  });
}

void caper_state_free(caper_state* state) {
  if (state != nullptr) delete &any(state);
}

int32_t caper_state_current_player(const caper_state* state) {
  return state == nullptr ? CAPER_TERMINAL : any(state).current_player();
}

int caper_state_is_terminal(const caper_state* state) {
  return state != nullptr && any(state).is_terminal() ? 1 : 0;
}

caper_status caper_state_legal_actions(const caper_state* state, uint32_t* buf, size_t cap,
                                       size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    caper::ActionList actions;
    any(state).legal_actions(actions);
    *len = actions.size();
    if (cap < actions.size()) return too_small(fn, cap, actions.size(), "actions");
    std::copy(actions.begin(), actions.end(), buf);
    return CAPER_OK;
  });
}

caper_status caper_state_chance_outcomes(const caper_state* state, uint32_t* actions,
                                         double* probabilities, size_t cap, size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    if (caper_status s = check_buffer(fn, actions, cap, len)) return s;
    if (probabilities == nullptr && cap > 0) return null_argument(fn, "probabilities");
    caper::ChanceList outcomes;
    any(state).chance_outcomes(outcomes);
    *len = outcomes.size();
    if (cap < outcomes.size()) return too_small(fn, cap, outcomes.size(), "outcomes");
    for (size_t i = 0; i < outcomes.size(); ++i) {
      actions[i] = outcomes[i].action;
      probabilities[i] = outcomes[i].probability;
    }
    return CAPER_OK;
  });
}

caper_status caper_state_apply(const caper_state* state, uint32_t action, caper_state** out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(out);
    *out = nullptr;
    CAPER_REQUIRE(state);
    return new_state(any(state).apply(action), out);
  });
}

caper_status caper_state_apply_into(const caper_state* state, uint32_t action, caper_state* out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    CAPER_REQUIRE(out);
    if (out == state)
      return fail(CAPER_E_INVALID_ARGUMENT,
                  fmt::format("{}: out must not be the input state (states are immutable)", fn));
    any(state).apply_into(action, any(out));
    return CAPER_OK;
  });
}

caper_status caper_state_returns(const caper_state* state, double* buf, size_t cap, size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    const size_t players = static_cast<size_t>(any(state).game().num_players());
    *len = players;
    if (cap < players) return too_small(fn, cap, players, "values");
    any(state).returns(std::span<double>(buf, players));
    return CAPER_OK;
  });
}

caper_status caper_state_action_to_string(const caper_state* state, uint32_t action, char* buf,
                                          size_t cap, size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    return write_string(fn, any(state).action_to_string(action), buf, cap, len);
  });
}

caper_status caper_state_action_to_string_for(const caper_state* state, int32_t viewer,
                                              uint32_t action, char* buf, size_t cap, size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    return write_string(fn, any(state).action_to_string(action, viewer), buf, cap, len);
  });
}

caper_status caper_state_outcome_text(const caper_state* state, int32_t viewer, uint32_t action,
                                      char* buf, size_t cap, size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    return write_string(fn, any(state).outcome_text(action, viewer), buf, cap, len);
  });
}

caper_status caper_state_observation(const caper_state* state, int32_t player, float* buf,
                                     size_t cap, size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    const size_t size = any(state).game().observation_size();
    *len = size;
    if (cap < size) return too_small(fn, cap, size, "floats");
    // The game's observation checks the seat (core/observation.hpp), the one check of it.
    any(state).observation(player, std::span<float>(buf, size));
    return CAPER_OK;
  });
}

caper_status caper_state_legal_mask(const caper_state* state, uint8_t* mask, size_t cap) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    if (mask == nullptr && cap > 0) return null_argument(fn, "mask");
    const size_t size = any(state).game().num_distinct_actions();
    if (cap < size) return too_small(fn, cap, size, "bytes (one per distinct action)");
    caper::ActionList actions;
    any(state).legal_actions(actions);
    std::fill(mask, mask + size, uint8_t{0});
    for (caper::ActionId action : actions) mask[action] = 1;
    return CAPER_OK;
  });
}

caper_status caper_state_action_from_string(const caper_state* state, const char* text,
                                            uint32_t* action) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    CAPER_REQUIRE(text);
    CAPER_REQUIRE(action);
    *action = any(state).action_from_string(text);
    return CAPER_OK;
  });
}

caper_status caper_state_to_json(const caper_state* state, int32_t viewer, char* buf, size_t cap,
                                 size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    return write_string(fn, any(state).to_json(viewer), buf, cap, len);
  });
}

caper_status caper_state_to_text(const caper_state* state, int32_t viewer, char* buf, size_t cap,
                                 size_t* len) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    if (caper_status s = check_buffer(fn, buf, cap, len)) return s;
    return write_string(fn, any(state).to_text(viewer), buf, cap, len);
  });
}

int caper_state_is_legal(const caper_state* state, uint32_t action) {
  if (state == nullptr) return 0;
  try {
    return any(state).is_legal(action) ? 1 : 0;
  } catch (...) {
    return 0;
  }
}

caper_status caper_state_determinize(const caper_state* state, int32_t player, caper_rng* rng,
                                     caper_state** out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(out);
    *out = nullptr;
    CAPER_REQUIRE(state);
    CAPER_REQUIRE(rng);
    return new_state(any(state).determinize(player, rng->rng), out);
  });
}

caper_status caper_rng_new(uint64_t seed, caper_rng** out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(out);
    *out = nullptr;
    *out = new caper_rng{caper::Rng(seed)};
    return CAPER_OK;
  });
}

void caper_rng_free(caper_rng* rng) {
  delete rng;
}

caper_status caper_rng_next_u64(caper_rng* rng, uint64_t* out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(rng);
    CAPER_REQUIRE(out);
    *out = rng->rng.next_u64();
    return CAPER_OK;
  });
}

caper_status caper_rng_below(caper_rng* rng, uint64_t bound, uint64_t* out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(rng);
    CAPER_REQUIRE(out);
    if (bound == 0)
      return fail(CAPER_E_INVALID_ARGUMENT, fmt::format("{}: bound must be at least 1, got 0", fn));
    *out = rng->rng.below(bound);
    return CAPER_OK;
  });
}

caper_status caper_state_sample_chance(const caper_state* state, caper_rng* rng, uint32_t* action) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(state);
    CAPER_REQUIRE(rng);
    CAPER_REQUIRE(action);
    if (!any(state).is_chance_node())
      return fail(CAPER_E_WRONG_PHASE, fmt::format("{}: not a chance node ({})", fn,
                                                   who_moves(any(state).current_player())));
    *action = any(state).sample_chance(rng->rng);
    return CAPER_OK;
  });
}

}  // extern "C"
