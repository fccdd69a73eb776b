#include "caper/captain_cool/game.hpp"

#include "core/json_util.hpp"

namespace caper::captain_cool {

Game::Game(std::string_view options_json) : deck_(default_deck()) {
  json::Options options(options_json);
  auto& fields = options.fields();
  players_ = static_cast<int>(fields.integer_or("players", 4, kMinPlayers, kMaxPlayers));
  advanced_ = fields.boolean_or("advanced", false);
  fields.reject_unknown();
}

std::string Game::info_json() const {
  json::Json deck = json::Json::array();
  for (int c = 0; c < kNumCards; ++c) {
    const Card& card = deck_[static_cast<std::size_t>(c)];
    json::Json icons = json::Json::array();
    for (int b = 0; b < kNumBosses; ++b)
      if (card.icons & (1u << b)) icons.push_back(boss_name(b));
    deck.push_back(
        {{"id", c},
         {"value", card.value},
         {"boss", card.boss == kNoBoss ? json::Json(nullptr) : json::Json(boss_name(card.boss))},
         {"icons", icons},
         {"name", describe(card)}});
  }
  json::Json info{{"name", kName},
                  {"players", players_},
                  {"num_distinct_actions", kNumDistinctActions},
                  {"max_legal_actions", 50},
                  {"max_chance_outcomes", 50},
                  {"options", {{"players", players_}, {"advanced", advanced_}}},
                  {"deck", deck}};
  return json::dump(info);
}

State Game::initial_state() const {
  State s(this);
  for (int c = 0; c < kNumCards; ++c)
    s.loc_[static_cast<std::size_t>(c)] =
        static_cast<std::uint8_t>(kLocPile + pile_of(deck_[static_cast<std::size_t>(c)]));
  for (auto& pub : s.pubs_) pub.fill(-1);
  s.circle_.fill(-1);
  for (int p = 0; p < players_; ++p) s.supply_[static_cast<std::size_t>(p)] = kFigures;
  s.pending_.fill(-1);
  s.revealed_.fill(-1);
  s.queue_.fill(-1);
  s.order_.fill(-1);
  s.majority_.fill(-1);
  s.phase_ = Phase::kStartScores;
  return s;
}

}  // namespace caper::captain_cool
