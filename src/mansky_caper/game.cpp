#include "caper/mansky_caper/game.hpp"

#include "caper/core/game_adapter.hpp"
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
  json::Json info = json::Json::object();
  info["name"] = std::string(kName);
  info["players"] = players_;
  info["characters_in_play"] = num_characters();
  info["driver"] = has_driver();
  info["options"] = {{"players", players_}, {"max_turns", max_turns_}};
  info["num_distinct_actions"] = num_distinct_actions();
  // Bounds for this layout: a turn offers at most 5 trade partners, 6 room moves/keys/
  // picklocks, HEY, BUDDY! targets and a few fixed actions; chance nodes at most 32 kinds.
  info["max_legal_actions"] = kMaxLegalActionsBound;
  info["max_chance_outcomes"] = kMaxGaspKinds;
  info["edition"] = edition_json(edition_);
  return json::dump(info);
}

}  // namespace caper::mansky_caper
