#include "caper/mansky_caper/game.hpp"

#include <fmt/format.h>
#include <gsl/narrow>

#include "caper/core/game_adapter.hpp"
#include "core/envelope.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {

Game::Game(std::string_view options_json) {
  json::Options options(options_json);
  json::ObjectReader& f = options.fields();
  options_.players = gsl::narrow<int>(f.integer_or("players", 4, kMinPlayers, kMaxPlayers));
  options_.max_turns =
      gsl::narrow<int>(f.integer_or("max_turns", kDefaultMaxTurns, 1, kMaxTurnLimit));
  if (f.has("edition"))
    options_.edition = edition_from_json(f.require("edition"), f.path_of("edition"));
  f.reject_unknown();
  if (gsl::narrow<int>(options_.edition.characters.size()) < num_characters())
    throw BadOptions(fmt::format(
        "options.edition.characters: {} characters are needed for {} players, the edition has {}",
        num_characters(), options_.players, options_.edition.characters.size()));
  layout_ = ObservationLayout(options_);
  observation_shape_[0] = layout_.size;
}

std::string Game::info_json() const {
  json::InfoBuilder info(kName, options_.players, kMinPlayers, kMaxPlayers, 4,
                         num_distinct_actions(), observation_shape(),
                         {.chance = true,
                          .hidden_information = false,  // see docs/rules/mansky_caper.md
                          .simultaneous = false,
                          .utility = "general_sum"});  // 1 shared, or 0 when the Driver wins
  info.phases(kPhaseNames);
  info.bot_levels(kBotLevels);
  info.option("max_turns", options_.max_turns, kDefaultMaxTurns, 1, kMaxTurnLimit);
  json::Json& data = info.data();
  data["characters_in_play"] = num_characters();
  data["driver"] = has_driver();
  // Bounds for this layout: a turn offers at most 5 trade partners, 6 room moves/keys/
  // picklocks, HEY, BUDDY! targets and a few fixed actions; chance nodes at most 32 kinds.
  data["max_legal_actions"] = kMaxLegalActionsBound;
  data["max_chance_outcomes"] = kMaxGaspKinds;
  // The `edition` option's value: an object, so described here rather than under options.
  data["edition"] = edition_json(options_.edition);
  return info.dump();
}

}  // namespace caper::mansky_caper
