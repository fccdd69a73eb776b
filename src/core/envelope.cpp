#include "core/envelope.hpp"

#include <limits>

#include <fmt/format.h>

namespace caper::json {

namespace {

Json result_of(const Envelope& envelope) {
  if (envelope.to_move != kTerminalPlayer) return nullptr;
  Json winners = Json::array();
  Json returns = Json::array();
  Json points = Json::array();
  for (const int seat_points : envelope.points) points.push_back(seat_points);
  for (std::size_t seat = 0; seat < envelope.returns.size(); ++seat) {
    returns.push_back(envelope.returns[seat]);
    if (envelope.returns[seat] > 0) winners.push_back(seat);
  }
  return {{"winners", winners},
          {"returns", returns},
          {"points", points},
          {"reason", envelope.reason},
          {"truncated", envelope.truncated}};
}

Json to_move_of(int to_move) {
  if (to_move == kChancePlayer) return "chance";
  if (to_move == kTerminalPlayer) return nullptr;
  return to_move;
}

}  // namespace

void write_envelope(Json& doc, const Envelope& envelope) {
  doc["game"] = envelope.game;
  doc["view"] = envelope.view;
  doc["players"] = envelope.players;
  doc["to_move"] = to_move_of(envelope.to_move);
  doc["phase"] = envelope.phase;
  doc["turn"] = envelope.turn;
  doc["result"] = result_of(envelope);
}

void accept_envelope(const ObjectReader& reader, std::string_view game_name) {
  if (const Json* game = reader.find("game"); game != nullptr) {
    if (!game->is_string() || game->get_ref<const std::string&>() != game_name)
      reader.fail("game", fmt::format("must be \"{}\"", game_name));
  }
  if (const Json* view = reader.find("view"); view != nullptr) {
    if (!is_integer(*view) || view->get<std::int64_t>() != kFullView)
      reader.fail(
          "view",
          fmt::format("must be -1 (a player's or the public view is not a full state), got {}",
                      view->dump()));
  }
  if (const Json* to_move = reader.find("to_move"); to_move != nullptr) {
    if (!to_move->is_null() && !is_integer(*to_move) && *to_move != "chance")
      reader.fail("to_move",
                  fmt::format("must be a seat, \"chance\" or null, got {}", to_move->dump()));
  }
  // Any integer: the game checks its range.
  reader.integer_or("turn", 0, std::numeric_limits<std::int64_t>::min(),
                    std::numeric_limits<std::int64_t>::max());
  if (const Json* phase = reader.find("phase"); phase != nullptr && !phase->is_string())
    reader.fail("phase", "must be a string");
  if (const Json* result = reader.find("result");
      result != nullptr && !result->is_null() && !result->is_object())
    reader.fail("result", "must be null or an object");
  reader.find("players");  // the count, or a game's own per-seat records: the game reads it
}

InfoBuilder::InfoBuilder(std::string_view name, int num_players, int min_players, int max_players,
                         int default_players, ActionId num_distinct_actions,
                         std::span<const int> observation_shape, const GameTypeInfo& type) {
  info_["name"] = name;
  info_["num_players"] = num_players;
  info_["players"] = {{"min", min_players}, {"max", max_players}, {"default", default_players}};
  info_["num_distinct_actions"] = num_distinct_actions;
  Json shape = Json::array();
  for (int dim : observation_shape) shape.push_back(dim);
  info_["observation_shape"] = shape;
  info_["type"] = {{"chance", type.chance},
                   {"hidden_information", type.hidden_information},
                   {"simultaneous", type.simultaneous},
                   {"utility", type.utility}};
  info_["options"] = Json::object();
  info_["data"] = Json::object();
  option("players", num_players, default_players, min_players, max_players);
}

void InfoBuilder::option(std::string_view key, std::int64_t value, std::int64_t fallback,
                         std::int64_t lo, std::int64_t hi) {
  info_["options"][std::string(key)] = {
      {"value", value}, {"default", fallback}, {"min", lo}, {"max", hi}};
}

void InfoBuilder::phases(std::span<const std::string_view> names) {
  Json list = Json::array();
  for (const std::string_view name : names) list.push_back(name);
  info_["phases"] = list;
}

void InfoBuilder::bot_levels(const BotLevels& levels) {
  for (const std::string_view name : kBotLevelNames)
    info_["bot_levels"][std::string(name)] = std::string(levels.spec(name));
}

void InfoBuilder::option(std::string_view key, bool value, bool fallback) {
  info_["options"][std::string(key)] = {
      {"value", value}, {"default", fallback}, {"allowed", {false, true}}};
}

void InfoBuilder::option(std::string_view key, std::string_view value, std::string_view fallback,
                         std::initializer_list<std::string_view> allowed) {
  Json names = Json::array();
  for (std::string_view name : allowed) names.push_back(name);
  info_["options"][std::string(key)] = {
      {"value", value}, {"default", fallback}, {"allowed", names}};
}

}  // namespace caper::json
