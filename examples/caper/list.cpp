// caper list: the games, their player counts and options, read from each game's info JSON.
// Info JSON comes in two forms while the games move to the common keys: the common one
// (players {min,max,default}, options {key: {value, default, min/max or allowed}}) and the
// older one (players N, options {key: value}); both are shown the same way.
#include <iostream>

#include <fmt/format.h>

#include "caper/catalogue.hpp"
#include "cli.hpp"

namespace caper::cli {
namespace {

struct PlayerRange {
  int min = 0;
  int max = 0;
  int fallback = 0;
};

// The older form does not state the bounds: ask the game which counts it accepts.
PlayerRange probe_players(const GameEntry& entry, int fallback) {
  PlayerRange range{0, 0, fallback};
  for (int n = 1; n <= 16; ++n) {
    try {
      entry.make(fmt::format(R"({{"players": {}}})", n));
    } catch (const Error&) {
      continue;
    }
    if (range.min == 0) range.min = n;
    range.max = n;
  }
  return range;
}

PlayerRange player_range(const GameEntry& entry, const Json& info) {
  const Json& players = info.value("players", Json());
  if (players.is_object())
    return {players.value("min", 0), players.value("max", 0), players.value("default", 0)};
  return probe_players(entry, players.is_number_integer() ? players.get<int>() : 0);
}

// A value as it is typed after --option key=: names without quotes.
std::string value_text(const Json& value) {
  return value.is_string() ? value.get<std::string>() : value.dump();
}

std::string option_text(const Json& option) {
  if (!option.is_object()) return "default " + value_text(option);
  std::string text;
  if (option.contains("allowed")) {
    std::string names;
    for (const Json& allowed : option.at("allowed"))
      names += (names.empty() ? "" : "|") + value_text(allowed);
    text = "one of " + names;
  } else if (option.contains("min") && option.contains("max")) {
    text = fmt::format("{}..{}", value_text(option.at("min")), value_text(option.at("max")));
  }
  if (option.contains("default"))
    text += (text.empty() ? "" : ", ") + ("default " + value_text(option.at("default")));
  return text;
}

void print_game(const GameEntry& entry, const Json& info) {
  const PlayerRange players = player_range(entry, info);
  const std::string count = players.min == players.max
                                ? fmt::format("{}", players.min)
                                : fmt::format("{}-{}", players.min, players.max);
  fmt::print("{}\n  players: {} (default {})\n", entry.name, count, players.fallback);
  std::string levels;
  for (const std::string_view level : kBotLevelNames)
    levels += fmt::format("{}{} ({})", levels.empty() ? "" : ", ", level,
                          info.at("bot_levels").at(std::string(level)).get<std::string>());
  fmt::print("  bot levels: {}\n", levels);
  const Json& options = info.value("options", Json::object());
  if (options.empty()) return;
  fmt::print("  options (--option key=value):\n");
  for (const auto& [key, option] : options.items()) {
    if (key == "players") continue;  // shown above, and set by --players
    fmt::print("    {:<22} {}\n", key, option_text(option));
  }
}

}  // namespace

int command_list(const ListArgs& args) {
  Json all = Json::array();
  for (const GameEntry& entry : game_catalogue()) {
    if (args.names) {
      fmt::print("{}\n", entry.name);
      continue;
    }
    const Json info = Json::parse(entry.make("")->info_json());
    if (args.json) {
      all.push_back(info);
    } else {
      print_game(entry, info);
    }
  }
  if (args.json) std::cout << all.dump(1) << "\n";
  return 0;
}

}  // namespace caper::cli
