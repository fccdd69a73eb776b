#include "caper/card_caper/game.hpp"

#include <gsl/narrow>

#include "caper/card_caper/state.hpp"
#include "core/envelope.hpp"
#include "core/json_util.hpp"

namespace caper::card_caper {

Game::Game(std::string_view options_json) {
  json::Options parsed(options_json);
  json::ObjectReader& f = parsed.fields();
  options_.players = gsl::narrow<int>(f.integer_or("players", 4, kMinPlayers, kMaxPlayers));
  options_.points_correct_guess =
      gsl::narrow<int>(f.integer_or("points_correct_guess", 1, 0, kMaxPoints));
  options_.points_got_away = gsl::narrow<int>(f.integer_or("points_got_away", 1, 0, kMaxPoints));
  options_.max_turns = gsl::narrow<int>(f.integer_or("max_turns", 1000, 1, kMaxTurnLimit));
  f.reject_unknown();
  codec_ = ActionCodec(options_.players);
  layout_ = ObservationLayout(options_);
  observation_shape_[0] = layout_.size;
}

std::string Game::info_json() const {
  json::InfoBuilder info(kName, options_.players, kMinPlayers, kMaxPlayers, 4,
                         num_distinct_actions(), observation_shape(),
                         {.chance = true,
                          .hidden_information = true,
                          .simultaneous = false,
                          .utility = "constant_sum"});
  info.phases(kPhaseNames);
  info.bot_levels(kBotLevels);
  info.option("points_correct_guess", options_.points_correct_guess, 1, 0, kMaxPoints);
  info.option("points_got_away", options_.points_got_away, 1, 0, kMaxPoints);
  info.option("max_turns", options_.max_turns, 1000, 1, kMaxTurnLimit);
  info.data() = {{"deck", "standard 52 cards, Ace = 1 (low) .. King = 13 (high)"},
                 {"categories", {"suit", "lower", "higher", "value"}},
                 {"die", {"suit", "lower", "higher", "value", "guess", "ask"}}};
  return info.dump();
}

}  // namespace caper::card_caper
