// caper_bot_*: the C++ bots (src/bots) behind the C ABI, so every host gets a computer
// opponent. The bot keeps its game alive and plays the states of its game (caper::same_game:
// the same name and options, whichever game object made them).
#include <memory>

#include <fmt/format.h>

#include "c_internal.hpp"
#include "caper/bots/bot.hpp"
#include "caper/core/game_adapter.hpp"

struct caper_bot {
  std::shared_ptr<caper::AnyGame> game;
  std::unique_ptr<caper::bots::Bot> bot;
};

using namespace caper::capi;

extern "C" {

caper_status caper_bot_new(const caper_game* game, const char* spec, uint64_t seed,
                           caper_bot** out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(out);
    *out = nullptr;
    CAPER_REQUIRE(game);
    CAPER_REQUIRE(spec);
    std::unique_ptr<caper::bots::Bot> bot;
    try {
      bot = caper::bots::make_bot(*game->game, spec, seed);
    } catch (const caper::InvalidArgument& e) {
      // A spec is an option of the bot: report it as such, with the library's message.
      return fail(CAPER_E_BAD_OPTIONS, fmt::format("{}: {}", fn, e.what()));
    }
    *out = new caper_bot{game->game, std::move(bot)};
    return CAPER_OK;
  });
}

caper_status caper_bot_choose(caper_bot* bot, const caper_state* state, uint32_t* action_out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(bot);
    CAPER_REQUIRE(state);
    CAPER_REQUIRE(action_out);
    const caper::AnyState& s = any(state);
    caper::require_same_game(*bot->game, "the bot plays", s.game(), "the state is of");
    if (s.is_terminal()) return fail(CAPER_E_WRONG_PHASE, fmt::format("{}: the game is over", fn));
    if (s.is_chance_node())
      return fail(CAPER_E_WRONG_PHASE,
                  fmt::format("{}: a chance node (use caper_state_sample_chance)", fn));
    *action_out = bot->bot->choose(s);
    return CAPER_OK;
  });
}

caper_status caper_bot_cancel(caper_bot* bot) {
  if (bot == nullptr) return null_argument(__func__, "bot");
  bot->bot->cancel();
  return CAPER_OK;
}

void caper_bot_free(caper_bot* bot) {
  delete bot;
}

}  // extern "C"
