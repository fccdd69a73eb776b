// The Mansky Caper (2-6 players; with 2, a scripted Driver joins as a third character).
// Options: {"players": 2..6 (4), "max_turns": 1..60000 (1000), "edition": {...}}.
#pragma once

#include <array>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "caper/core/action.hpp"
#include "caper/core/any_game.hpp"
#include "caper/core/game_concept.hpp"
#include "caper/core/observation_layout.hpp"
#include "caper/mansky_caper/action.hpp"
#include "caper/mansky_caper/data.hpp"
#include "caper/mansky_caper/state.hpp"

namespace caper::mansky_caper {

static_assert(kMaxPlayers <= kMaxPlayersOfAnyGame);

inline constexpr int kDefaultMaxTurns = 1000;
// No position offers more legal actions than this (see docs/rules/mansky_caper.md).
inline constexpr int kMaxLegalActionsBound = 40;

// The options of one game (docs/rules/mansky_caper.md, *Options*).
struct Options {
  int players = 4;
  int max_turns = kDefaultMaxTurns;
  Edition edition = default_edition();
};

// Characters in play: the players, plus the Driver in the 2-player game (the last index).
inline int characters_in_play(const Options& options) {
  return options.players == 2 ? 3 : options.players;
}

// The observation tensor's sections, in order (layout and encoding in
// docs/rules/mansky_caper.md): 60 + 9 per character, 9 per room of the mansion, 1 per Loot
// kind and 1 per GASP! card of the edition (180 floats at the defaults).
struct ObservationLayout {
  explicit ObservationLayout(const Options& options);
  ObservationSection phase, active, viewer, turn;  // one-hots, and the turn / max_turns
  ObservationSection characters;                   // 8 floats per character in play
  ObservationSection stashed;                      // 1 per character
  ObservationSection rooms;                        // 9 per room slot of the mansion
  ObservationSection loot;                         // 1 per Loot token kind
  ObservationSection gasp;                         // 1 per GASP! card of the deck
  // 32: the supply, this turn's counts and the step in progress (State::Counts).
  ObservationSection counts;
  int size = 0;
};

class Game {
 public:
  static constexpr std::string_view kName = "mansky_caper";
  // The option sets the conformance suite plays, golden playthroughs included
  // (tests/golden/mansky_caper/); see TestConfiguration.
  static constexpr std::array<TestConfiguration, 7> kConfigurations{{
      {"p2", R"({"players": 2})"},
      {"p3", R"({"players": 3})"},
      {"p4", R"({"players": 4})"},
      {"p6", R"({"players": 6})"},
      {"sweep_p5", R"({"players": 5})"},
      {"sweep_six_rooms_p2", R"({"players": 2, "edition": {"mansion_size": 6}})"},
      {"sweep_six_rooms_short",
       R"({"players": 3, "max_turns": 40, "edition": {"mansion_size": 6}})"},
  }};
  // The levels' bot specs (docs/bots.md has their strength and think time); rollouts cut
  // at 20 steps and valued by the loot heuristic.
  static constexpr BotLevels kBotLevels{
      .easy = "mcts:20,depth=20", .medium = "mcts:200,depth=20", .hard = "mcts:2000,depth=20"};
  using State = mansky_caper::State;

  explicit Game(std::string_view options_json = {});

  const Options& options() const { return options_; }
  int num_players() const { return options_.players; }
  // Characters in play: the players, plus the Driver in the 2-player game (the last index).
  int num_characters() const { return characters_in_play(options_); }
  bool has_driver() const { return options_.players == 2; }
  int driver() const { return options_.players == 2 ? 2 : -1; }
  int max_turns() const { return options_.max_turns; }
  const Edition& edition() const { return options_.edition; }
  ActionId num_distinct_actions() const { return num_actions(); }
  // One dimension: observation_layout().size floats.
  std::span<const int> observation_shape() const { return observation_shape_; }
  const ObservationLayout& observation_layout() const { return layout_; }
  std::string info_json() const;
  State initial_state() const;
  State state_from_json(std::string_view text) const;

 private:
  Options options_;
  ObservationLayout layout_{options_};
  std::array<int, 1> observation_shape_{};
};

}  // namespace caper::mansky_caper
