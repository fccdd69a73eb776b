#include <iterator>
#include <set>
#include <string>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gsl/narrow>
#include <gsl/util>

#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {

using json::Json;

int Edition::loot_tokens() const {
  int total = 0;
  for (const LootKind& kind : loot) total += kind.count;
  return total;
}

int Edition::gasp_cards() const {
  int total = 0;
  for (const GaspKind& kind : gasp) total += kind.count;
  return total;
}

Edition default_edition() {
  Edition e;
  e.mansion_size = 5;
  const int rooms[10][3] = {{6, 4, 2}, {7, 3, 3}, {7, 4, 2}, {8, 3, 3}, {8, 3, 3},
                            {8, 3, 3}, {8, 3, 4}, {8, 4, 3}, {9, 2, 5}, {9, 3, 4}};
  for (int i = 0; i < 10; ++i)
    e.rooms.push_back({fmt::format("Room {}", i + 1), rooms[i][0], rooms[i][1], rooms[i][2]});
  e.loot = {{0, 0, true, 10},  {0, 2, false, 12}, {0, 3, false, 12},
            {0, 4, false, 10}, {0, 6, false, 6},  {1, 0, false, 10},
            {2, 0, false, 6},  {3, 0, false, 4},  {1, 2, false, 8}};
  e.supply_gems = 60;
  e.supply_coins = 144;
  e.gasp_tokens = 32;
  e.danger_tokens = 32;
  e.die = {DieResult::kSafe,    DieResult::kSafe, DieResult::kYourLoot,
           DieResult::kAllLoot, DieResult::kBoom, DieResult::kAlShowsUp};
  e.characters = {
      {"Frankie the Fixer", Ability::kDrawTwo}, {"Sergeant Spike", Ability::kSendToCar},
      {"Lucky Lou", Ability::kRedrawDanger},    {"Dicey Dolores", Ability::kRollTwice},
      {"Sparky Sal", Ability::kDangerToGasp},   {"Greedy Gus", Ability::kTakeWhole},
      {"Lenny the Latch", Ability::kPickLock},  {"Slippery Vinnie", Ability::kStashInPlace}};
  using G = GaspEffect;
  e.gasp = {{2, 0, G::kNone, 2},      {1, 0, G::kNone, 2},      {0, 4, G::kNone, 2},
            {0, 6, G::kNone, 2},      {0, 0, G::kOpenAgain, 3}, {0, 0, G::kDangerBack, 2},
            {0, 0, G::kAllToCar, 2},  {0, 0, G::kDropLoot, 2},  {0, 0, G::kSteal, 2},
            {0, 0, G::kGiveCoins, 1}, {0, 0, G::kTakeFavor, 2}, {0, 0, G::kMove, 2},
            {0, 0, G::kStashNow, 2},  {0, 0, G::kRollDie, 1},   {0, 0, G::kNone, 3}};
  return e;
}

namespace {

constexpr std::string_view kAbilityNames[kNumAbilities] = {
    "draw_two",       "send_to_car", "redraw_danger", "roll_twice",
    "danger_to_gasp", "take_whole",  "pick_lock",     "stash_in_place"};
constexpr std::string_view kDieNames[kNumDieResults] = {"safe", "your_loot", "all_loot", "boom",
                                                        "al_shows_up"};
constexpr std::string_view kEffectNames[kNumGaspEffects] = {
    "none",       "open_again", "danger_back", "all_to_car", "drop_loot", "steal",
    "give_coins", "take_favor", "move",        "stash_now",  "roll_die"};

template <std::size_t N>
int find_name(const std::string_view (&names)[N], const std::string& text) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == text) return gsl::narrow_cast<int>(i);  // a short table
  return -1;
}

template <std::size_t N>
std::string list_names(const std::string_view (&names)[N]) {
  return fmt::format("{}", fmt::join(names, ", "));
}

[[noreturn]] void bad(const std::string& path, const std::string& message) {
  throw BadOptions(fmt::format("{}: {}", path, message));
}

// Names reach the outside (to_text, info, error messages, C strings): no NUL byte, and a
// length a table can show.
constexpr std::size_t kMaxNameBytes = 64;
std::string checked_text(std::string text, const std::string& where) {
  if (text.find('\0') != std::string::npos) bad(where, "contains a NUL byte");
  if (text.size() > kMaxNameBytes) bad(where, fmt::format("longer than {} bytes", kMaxNameBytes));
  return text;
}
std::string text_field(const json::ObjectReader& r, std::string_view key) {
  return checked_text(r.string(key), r.path_of(key));
}

}  // namespace

std::string_view ability_name(Ability ability) {
  return kAbilityNames[static_cast<int>(ability)];
}
std::string_view die_result_name(DieResult result) {
  return kDieNames[static_cast<int>(result)];
}
std::string_view gasp_effect_name(GaspEffect effect) {
  return kEffectNames[static_cast<int>(effect)];
}

std::string loot_label(int gems, int coins, bool key) {
  std::string out;
  auto put = std::back_inserter(out);
  if (key) out += "key";
  if (gems > 0)
    fmt::format_to(put, "{}{} {}", out.empty() ? "" : " + ", gems, gems == 1 ? "gem" : "gems");
  if (coins > 0)
    fmt::format_to(put, "{}{} {}", out.empty() ? "" : " + ", coins, coins == 1 ? "coin" : "coins");
  return out.empty() ? "nothing" : out;
}

std::string gasp_label(const GaspKind& kind) {
  const bool loot = kind.gems > 0 || kind.coins > 0;
  if (!loot) return std::string(gasp_effect_name(kind.effect));
  const std::string label = loot_label(kind.gems, kind.coins, false);
  if (kind.effect == GaspEffect::kNone) return label;
  return fmt::format("{}, then {}", label, gasp_effect_name(kind.effect));
}

namespace {

void read_rooms(const json::ObjectReader& r, Edition& e) {
  if (r.has("rooms")) {
    const Json& rooms = r.array("rooms", 2, kMaxRoomCards);
    e.rooms.clear();
    for (std::size_t i = 0; i < rooms.size(); ++i) {
      json::ObjectReader room(rooms[i], fmt::format("{}[{}]", r.path_of("rooms"), i),
                              Status::kBadOptions);
      RoomCard card;
      card.name = room.has("name") ? text_field(room, "name") : fmt::format("Room {}", i + 1);
      card.loot = gsl::narrow<int>(room.integer("loot", 0, 60));
      card.gasp = gsl::narrow<int>(room.integer("gasp", 0, 60));
      card.danger = gsl::narrow<int>(room.integer("danger", 2, 12));
      if (card.loot + card.gasp + card.danger > 120) room.fail("loot", "too many tokens");
      room.reject_unknown();
      e.rooms.push_back(card);
    }
  }
}

void read_loot(const json::ObjectReader& r, Edition& e) {
  if (r.has("loot")) {
    const Json& loot = r.array("loot", 1, kMaxLootKinds);
    e.loot.clear();
    for (std::size_t i = 0; i < loot.size(); ++i) {
      const std::string where = fmt::format("{}[{}]", r.path_of("loot"), i);
      json::ObjectReader kind(loot[i], where, Status::kBadOptions);
      LootKind k;
      k.gems = gsl::narrow<int>(kind.integer_or("gems", 0, 0, 20));
      k.coins = gsl::narrow<int>(kind.integer_or("coins", 0, 0, 50));
      k.key = kind.boolean_or("key", false);
      k.count = gsl::narrow<int>(kind.integer("count", 1, 200));
      kind.reject_unknown();
      if (k.gems == 0 && k.coins == 0 && !k.key) bad(where, "a Loot token must show something");
      for (const LootKind& other : e.loot)
        if (other.gems == k.gems && other.coins == k.coins && other.key == k.key)
          bad(where, fmt::format("duplicate kind ({}); give one entry a larger count",
                                 loot_label(k.gems, k.coins, k.key)));
      e.loot.push_back(k);
    }
  }
}

void read_supply(const json::ObjectReader& r, Edition& e) {
  if (r.has("supply")) {
    json::ObjectReader s = r.object("supply");
    e.supply_gems = gsl::narrow<int>(s.integer_or("gems", e.supply_gems, 0, 255));
    e.supply_coins = gsl::narrow<int>(s.integer_or("coins", e.supply_coins, 0, 255));
    e.gasp_tokens = gsl::narrow<int>(s.integer_or("gasp_tokens", e.gasp_tokens, 0, 255));
    e.danger_tokens = gsl::narrow<int>(s.integer_or("danger_tokens", e.danger_tokens, 0, 255));
    s.reject_unknown();
  }
}

void read_die(const json::ObjectReader& r, Edition& e) {
  if (r.has("die")) {
    const Json& die = r.array("die", kDieFaces, kDieFaces);
    for (std::size_t i = 0; i < die.size(); ++i) {
      const std::string where = fmt::format("{}[{}]", r.path_of("die"), i);
      const std::string name =
          checked_text(json::string_at(die, i, r.path_of("die"), Status::kBadOptions), where);
      const int index = find_name(kDieNames, name);
      if (index < 0)
        bad(where, fmt::format("unknown die result '{}'; expected one of: {}", name,
                               list_names(kDieNames)));
      e.die[i] = static_cast<DieResult>(index);
    }
  }
}

void read_characters(const json::ObjectReader& r, Edition& e) {
  if (r.has("characters")) {
    const Json& chars = r.array("characters", 3, kMaxCharacters);
    e.characters.clear();
    for (std::size_t i = 0; i < chars.size(); ++i) {
      const std::string where = fmt::format("{}[{}]", r.path_of("characters"), i);
      json::ObjectReader c(chars[i], where, Status::kBadOptions);
      CharacterCard card;
      card.name = text_field(c, "name");
      const std::string ability = text_field(c, "ability");
      const int index = find_name(kAbilityNames, ability);
      if (index < 0)
        bad(fmt::format("{}.ability", where),
            fmt::format("unknown ability '{}'; expected one of: {}", ability,
                        list_names(kAbilityNames)));
      card.ability = static_cast<Ability>(index);
      c.reject_unknown();
      for (const CharacterCard& other : e.characters)
        if (other.ability == card.ability)
          bad(fmt::format("{}.ability", where),
              fmt::format("two characters share the ability {}", ability));
      e.characters.push_back(card);
    }
  }
}

void read_gasp(const json::ObjectReader& r, Edition& e) {
  if (r.has("gasp")) {
    const Json& cards = r.array("gasp", 1, kMaxGaspKinds);
    e.gasp.clear();
    for (std::size_t i = 0; i < cards.size(); ++i) {
      const std::string where = fmt::format("{}[{}]", r.path_of("gasp"), i);
      json::ObjectReader c(cards[i], where, Status::kBadOptions);
      GaspKind k;
      k.gems = gsl::narrow<int>(c.integer_or("gems", 0, 0, 20));
      k.coins = gsl::narrow<int>(c.integer_or("coins", 0, 0, 50));
      k.count = gsl::narrow<int>(c.integer("count", 1, kMaxGaspDeck));
      const std::string effect = c.has("effect") ? text_field(c, "effect") : std::string("none");
      const int index = find_name(kEffectNames, effect);
      if (index < 0)
        bad(fmt::format("{}.effect", where), fmt::format("unknown effect '{}'; expected one of: {}",
                                                         effect, list_names(kEffectNames)));
      k.effect = static_cast<GaspEffect>(index);
      c.reject_unknown();
      for (const GaspKind& other : e.gasp)
        if (other.gems == k.gems && other.coins == k.coins && other.effect == k.effect)
          bad(where, fmt::format("duplicate card kind ({}); give one entry a larger count",
                                 gasp_label(k)));
      e.gasp.push_back(k);
    }
  }
}

// Totals that must hold together.
void check_totals(const json::ObjectReader& r, const Edition& e) {
  if (e.mansion_size > gsl::narrow<int>(e.rooms.size()))
    bad(r.path_of("mansion_size"),
        fmt::format("the mansion needs {} room cards but the edition has {}", e.mansion_size,
                    e.rooms.size()));
  if (e.gasp_cards() > kMaxGaspDeck)
    bad(r.path_of("gasp"),
        fmt::format("at most {} GASP! cards, got {}", kMaxGaspDeck, e.gasp_cards()));
  if (e.loot_tokens() > 255)
    bad(r.path_of("loot"), fmt::format("at most 255 Loot tokens, got {}", e.loot_tokens()));
  for (const LootKind& k : e.loot)
    if (k.count > 255) bad(r.path_of("loot"), "at most 255 tokens of one kind");
  // The worst case: the mansion_size rooms with the most tokens of each colour.
  auto worst = [&e](int RoomCard::*field) {
    std::vector<int> counts;
    for (const RoomCard& room : e.rooms) counts.push_back(room.*field);
    std::sort(counts.rbegin(), counts.rend());
    int total = 0;
    for (int i = 0; i < e.mansion_size; ++i) total += counts[idx(i)];
    return total;
  };
  if (worst(&RoomCard::loot) > e.loot_tokens())
    bad(r.path_of("loot"),
        fmt::format("the Loot bag ({} tokens) cannot fill the {} fullest safes ({})",
                    e.loot_tokens(), e.mansion_size, worst(&RoomCard::loot)));
  if (worst(&RoomCard::gasp) > e.gasp_tokens)
    bad(fmt::format("{}.gasp_tokens", r.path_of("supply")),
        "too few GASP! tokens for the fullest safes");
  if (worst(&RoomCard::danger) > e.danger_tokens)
    bad(fmt::format("{}.danger_tokens", r.path_of("supply")),
        "too few Danger-Danger! tokens for the fullest safes");
  bool any_gasp_token = false;
  for (const RoomCard& room : e.rooms) any_gasp_token = any_gasp_token || room.gasp > 0;
  if (any_gasp_token && e.gasp_cards() == 0) bad(r.path_of("gasp"), "the deck is empty");
}

}  // namespace

Edition edition_from_json(const Json& value, const std::string& path) {
  Edition e = default_edition();
  json::ObjectReader r(value, path, Status::kBadOptions);
  e.mansion_size = gsl::narrow<int>(r.integer_or("mansion_size", e.mansion_size, 2, kMaxRooms));
  read_rooms(r, e);
  read_loot(r, e);
  read_supply(r, e);
  read_die(r, e);
  read_characters(r, e);
  read_gasp(r, e);
  r.reject_unknown();
  check_totals(r, e);
  return e;
}

Json edition_json(const Edition& e) {
  Json out = Json::object();
  out["mansion_size"] = e.mansion_size;
  Json rooms = Json::array();
  for (const RoomCard& room : e.rooms)
    rooms.push_back(
        {{"name", room.name}, {"loot", room.loot}, {"gasp", room.gasp}, {"danger", room.danger}});
  out["rooms"] = rooms;
  Json loot = Json::array();
  for (const LootKind& k : e.loot)
    loot.push_back({{"gems", k.gems}, {"coins", k.coins}, {"key", k.key}, {"count", k.count}});
  out["loot"] = loot;
  out["supply"] = {{"gems", e.supply_gems},
                   {"coins", e.supply_coins},
                   {"gasp_tokens", e.gasp_tokens},
                   {"danger_tokens", e.danger_tokens}};
  Json die = Json::array();
  for (DieResult d : e.die) die.push_back(std::string(die_result_name(d)));
  out["die"] = die;
  Json chars = Json::array();
  for (const CharacterCard& c : e.characters)
    chars.push_back({{"name", c.name}, {"ability", std::string(ability_name(c.ability))}});
  out["characters"] = chars;
  Json gasp = Json::array();
  for (const GaspKind& k : e.gasp)
    gasp.push_back({{"gems", k.gems},
                    {"coins", k.coins},
                    {"effect", std::string(gasp_effect_name(k.effect))},
                    {"count", k.count}});
  out["gasp"] = gasp;
  return out;
}

}  // namespace caper::mansky_caper
