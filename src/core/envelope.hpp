// The keys every game's state document and game info share (docs/game_contract.md):
// a client reads `to_move`, `phase` or `result` the same way for every game.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "caper/core/action.hpp"
#include "caper/core/bot_levels.hpp"
#include "core/json_util.hpp"

namespace caper::json {

struct Envelope {
  std::string_view game;
  int view = kFullView;  // kFullView, kPublicView or the viewing seat
  int players = 0;
  int to_move = kTerminalPlayer;  // a seat, kChancePlayer or kTerminalPlayer
  std::string_view phase;
  int turn = 0;
  std::span<const double> returns;  // read only when to_move is kTerminalPlayer
  std::span<const int> points;      // each seat's score as its rulebook counts it, ditto
  std::string_view reason;          // why the game ended (the game's EndReason name)
  bool truncated = false;           // true when a turn limit ended the game
};

// Adds game, view, players, to_move ("chance", a seat or null), phase, turn and result
// (null until the end, then winners, returns, points, reason, truncated) to `doc`.
void write_envelope(Json& doc, const Envelope& envelope);

// Accepts the envelope keys of a document being loaded: `game` must name `game_name` and
// `view` must be -1 (a view is not a full state); the others are derived from the game's
// own fields, so they are checked for type only. Documents without them still load.
void accept_envelope(const ObjectReader& reader, std::string_view game_name);

// What kind of game it is, as game-theory libraries describe it.
struct GameTypeInfo {
  bool chance = false;
  bool hidden_information = false;
  bool simultaneous = false;
  std::string_view utility;  // "zero_sum", "constant_sum" or "general_sum"
};

// Builds a game's info_json with the keys every game shares.
class InfoBuilder {
 public:
  InfoBuilder(std::string_view name, int num_players, int min_players, int max_players,
              int default_players, ActionId num_distinct_actions,
              std::span<const int> observation_shape, const GameTypeInfo& type);

  // An integer option: its value in this game, default and inclusive bounds.
  void option(std::string_view key, std::int64_t value, std::int64_t fallback, std::int64_t lo,
              std::int64_t hi);
  // A boolean option.
  void option(std::string_view key, bool value, bool fallback);
  // An option naming one of `allowed`.
  void option(std::string_view key, std::string_view value, std::string_view fallback,
              std::initializer_list<std::string_view> allowed);
  // The phases' names, by Phase value (the game's kPhaseNames) under "phases".
  void phases(std::span<const std::string_view> names);
  // The bot specs of the game's levels, under "bot_levels" ({"easy": spec, ...}).
  void bot_levels(const BotLevels& levels);
  // Component data (decks, boards, tables) under "data".
  Json& data() { return info_["data"]; }
  std::string dump() const { return json::dump(info_); }

 private:
  Json info_;
};

}  // namespace caper::json
