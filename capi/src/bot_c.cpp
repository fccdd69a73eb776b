// caper_bot_*: the C++ bots (src/bots) behind the C ABI, so every host gets a computer
// opponent. The bot keeps its game alive and refuses states of another game or of another
// option set of it.
#include <memory>
#include <string>

#include <fmt/format.h>

#include "c_internal.hpp"
#include "caper/bots/bot.hpp"

struct caper_bot {
  std::shared_ptr<caper::AnyGame> game;
  std::string game_info;  // the game with its options, to compare a state's game with
  std::unique_ptr<caper::bots::Bot> bot;
};

using namespace caper::capi;

namespace {

// A state is the bot's when it comes from the bot's game object or from one made with the
// same options (the info lists every option's value).
bool plays(const caper_bot& bot, const caper::AnyGame& game) {
  return &game == bot.game.get() || game.info_json() == bot.game_info;
}

[[gnu::cold]] caper_status other_game(const char* fn, const caper_bot& bot,
                                      const caper::AnyGame& game) {
  const bool only_options =
      game.name() == bot.game->name() && game.num_players() == bot.game->num_players();
  return fail(
      CAPER_E_INVALID_ARGUMENT,
      fmt::format("{}: the state is of {} with {} players{}; the bot plays {} with {} "
                  "players and its own options",
                  fn, game.name(), game.num_players(), only_options ? " but other options" : "",
                  bot.game->name(), bot.game->num_players()));
}

}  // namespace

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
    *out = new caper_bot{game->game, game->game->info_json(), std::move(bot)};
    return CAPER_OK;
  });
}

caper_status caper_bot_choose(caper_bot* bot, const caper_state* state, uint32_t* action_out) {
  return guarded(__func__, [&](const char* fn) {
    CAPER_REQUIRE(bot);
    CAPER_REQUIRE(state);
    CAPER_REQUIRE(action_out);
    const caper::AnyState& s = any(state);
    if (!plays(*bot, s.game())) return other_game(fn, *bot, s.game());
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
