#include "caper/mansky_caper/game.hpp"

#include "caper/core/game_adapter.hpp"
#include "core/envelope.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {

Game::Game(std::string_view options_json) {
  json::Options options(options_json);
  json::ObjectReader& f = options.fields();
  players_ = static_cast<int>(f.integer_or("players", 4, kMinPlayers, kMaxPlayers));
  max_turns_ = static_cast<int>(f.integer_or("max_turns", kDefaultMaxTurns, 1, 60000));
  edition_ = f.has("edition") ? edition_from_json(f.require("edition"), f.path_of("edition"))
                              : default_edition();
  f.reject_unknown();
  if (static_cast<int>(edition_.characters.size()) < num_characters())
    throw BadOptions("options.edition.characters: " + std::to_string(num_characters()) +
                     " characters are needed for " + std::to_string(players_) +
                     " players, the edition has " + std::to_string(edition_.characters.size()));
}

std::string Game::info_json() const {
  json::InfoBuilder info(kName, players_, kMinPlayers, kMaxPlayers, 4, num_distinct_actions(),
                         observation_shape(),
                         {.chance = true,
                          .hidden_information = false,  // see docs/rules/mansky_caper.md
                          .simultaneous = false,
                          .utility = "general_sum"});  // 1 shared, or 0 when the Driver wins
  info.option("max_turns", max_turns_, kDefaultMaxTurns, 1, 60000);
  json::Json& data = info.data();
  data["characters_in_play"] = num_characters();
  data["driver"] = has_driver();
  // Bounds for this layout: a turn offers at most 5 trade partners, 6 room moves/keys/
  // picklocks, HEY, BUDDY! targets and a few fixed actions; chance nodes at most 32 kinds.
  data["max_legal_actions"] = kMaxLegalActionsBound;
  data["max_chance_outcomes"] = kMaxGaspKinds;
  // The `edition` option's value: an object, so described here rather than under options.
  data["edition"] = edition_json(edition_);
  return info.dump();
}

}  // namespace caper::mansky_caper
