// The C ABI of caper::VectorEnv: N games stepped together for learning code.
#include <new>
#include <string>

#include <fmt/format.h>

#include "c_internal.hpp"
#include "caper/core/vector_env.hpp"

struct caper_vec {
  caper::VectorEnv env;
};

using caper::capi::fail;
using caper::capi::guarded;

extern "C" {

caper_status caper_vec_new(const caper_game* game, size_t n, uint64_t seed, caper_vec** out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(out);
    *out = nullptr;
    CAPER_REQUIRE(game);
    try {
      *out = new caper_vec{caper::VectorEnv(game->game, n, seed)};
    } catch (const std::bad_alloc&) {  // under the size cap, yet more than this machine has
      return fail(CAPER_E_INVALID_ARGUMENT,
                  fmt::format("{}: a batch of {} games does not fit in memory", fn, n));
    }
    return CAPER_OK;
  });
}

void caper_vec_free(caper_vec* vec) {
  delete vec;
}

caper_status caper_vec_reset(caper_vec* vec, uint64_t seed) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(vec);
    vec->env.reset(seed);
    return CAPER_OK;
  });
}

caper_status caper_vec_step(caper_vec* vec, const uint32_t* actions, size_t n) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(vec);
    CAPER_REQUIRE(actions);
    if (n != vec->env.size())
      return fail(CAPER_E_INVALID_ARGUMENT,
                  fmt::format("{}: {} actions for a batch of {} games", fn, n, vec->env.size()));
    vec->env.step(std::span<const uint32_t>(actions, n));
    return CAPER_OK;
  });
}

caper_status caper_vec_get_buffers(const caper_vec* vec, caper_vec_buffers* out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(vec);
    CAPER_REQUIRE(out);
    const caper::VectorEnv& env = vec->env;
    *out = caper_vec_buffers{env.size(),
                             env.num_players(),
                             env.observation_size(),
                             env.num_actions(),
                             env.max_legal(),
                             env.current_player().data(),
                             env.observations().data(),
                             env.legal_mask().data(),
                             env.legal_actions().data(),
                             env.num_legal().data(),
                             env.rewards().data(),
                             env.done().data(),
                             &env.total_steps()};
    return CAPER_OK;
  });
}

caper_status caper_vec_get_episode_buffers(const caper_vec* vec, caper_vec_episode_buffers* out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(vec);
    CAPER_REQUIRE(out);
    *out = caper_vec_episode_buffers{vec->env.truncated().data(),
                                     vec->env.final_observations().data()};
    return CAPER_OK;
  });
}

}  // extern "C"
