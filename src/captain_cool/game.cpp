#include "caper/captain_cool/game.hpp"

#include <bit>

#include <fmt/format.h>
#include <gsl/narrow>

#include "core/envelope.hpp"
#include "core/json_util.hpp"

namespace caper::captain_cool {
namespace {

// The option "deck": 50 cards {"value": 1..10, "boss": "CC"|"Tom"|"Ed"|null,
// "icons": [boss names]} (optional "id" = index and "name", as info_json() writes them),
// with exactly five cards of each boss colour so that every pile lasts five rounds.
Deck parse_deck(const json::Json& value) {
  const Status bad = Status::kBadOptions;
  const json::Json& list = json::require_array(value, "options.deck", kNumCards, kNumCards, bad);
  Deck deck{};
  int per_boss[kNumBosses] = {};
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string path = fmt::format("options.deck[{}]", i);
    json::ObjectReader r(list[i], path, bad);
    Card card;
    card.value = gsl::narrow<std::uint8_t>(r.integer("value", 1, kCircleSpaces));
    const json::Json& boss = r.require("boss");
    card.boss = kNoBoss;
    if (!boss.is_null()) {
      card.boss = static_cast<Boss>(r.choice("boss", {"CC", "Tom", "Ed"}));
      ++per_boss[card.boss];
    }
    const json::Json& icons = r.array("icons", 0, kNumBosses);
    for (std::size_t k = 0; k < icons.size(); ++k) {
      const std::string icon = json::string_at(icons, k, fmt::format("{}.icons", path), bad);
      int b = 0;
      while (b < kNumBosses && boss_name(b) != icon) ++b;
      if (b == kNumBosses)
        json::fail(bad, fmt::format("{}.icons[{}]: expected CC, Tom or Ed", path, k));
      card.icons = gsl::narrow<std::uint8_t>(card.icons | (1u << b));
    }
    if (r.has("id") && r.integer("id", 0, kNumCards - 1) != static_cast<std::int64_t>(i))
      r.fail("id", fmt::format("must equal the card's index {}", i));
    if (r.has("name")) (void)r.string("name");
    r.reject_unknown();
    deck[i] = card;
  }
  for (int b = 0; b < kNumBosses; ++b)
    if (per_boss[b] != kRounds)
      json::fail(bad, fmt::format("options.deck: needs exactly 5 {} boss cards, got {}",
                                  boss_name(b), per_boss[b]));
  return deck;
}

}  // namespace

Game::Game(std::string_view options_json) {
  json::Options options(options_json);
  auto& fields = options.fields();
  options_.players = gsl::narrow<int>(fields.integer_or("players", 4, kMinPlayers, kMaxPlayers));
  options_.advanced = fields.boolean_or("advanced", false);
  if (const json::Json* deck = fields.find("deck")) options_.deck = parse_deck(*deck);
  fields.reject_unknown();
  layout_ = ObservationLayout(options_);
  observation_shape_[0] = layout_.size;
  for (int c = 0; c < kNumCards; ++c)
    pile_cards_[idx(pile_of(options_.deck[idx(c)]))] |= std::uint64_t{1} << c;
}

std::string Game::info_json() const {
  json::InfoBuilder info(kName, options_.players, kMinPlayers, kMaxPlayers, 4, kNumDistinctActions,
                         observation_shape(),
                         {.chance = true,
                          .hidden_information = true,
                          .simultaneous = false,        // secret choices taken one seat at a time
                          .utility = "constant_sum"});  // 1 for the winner, 0 for the others
  info.phases(kPhaseNames);
  info.bot_levels(kBotLevels);
  info.option("advanced", options_.advanced, false);
  json::Json& data = info.data();
  data["max_legal_actions"] = 50;
  data["max_chance_outcomes"] = 50;
  // The `deck` option's value: a list of cards, so described here rather than under options.
  json::Json& deck = data["deck"] = json::Json::array();
  for (int c = 0; c < kNumCards; ++c) {
    const Card& card = options_.deck[idx(c)];
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
  return info.dump();
}

}  // namespace caper::captain_cool
