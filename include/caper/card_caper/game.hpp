// Card Caper (2-6 players): the game object, built from options JSON.
//
// Options (all optional): {"players": 2..6 (4), "points_correct_guess": 0..100 (1),
// "points_got_away": 0..100 (1), "max_turns": 1..1000000 (1000)}. An unknown key or a
// value out of range throws BadOptions naming the key. See docs/rules/card_caper.md.
#pragma once

#include <array>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "caper/card_caper/action.hpp"
#include "caper/card_caper/state.hpp"
#include "caper/core/action.hpp"
#include "caper/core/game_concept.hpp"
#include "caper/core/observation_layout.hpp"

namespace caper {
class AnyGame;
}

namespace caper::card_caper {

static_assert(kMaxPlayers <= kMaxPlayersOfAnyGame);

// The most points_correct_guess and points_got_away may be.
inline constexpr int kMaxPoints = 100;

struct Options {
  int players = 4;
  int points_correct_guess = 1;
  int points_got_away = 1;
  // A turn is one roll of the die; when the turn numbered max_turns ends and the game has
  // not ended, it ends with the scores as they stand (nobody gets away with it).
  int max_turns = 1000;
};

// The observation tensor's sections, in order (docs/rules/card_caper.md, *Observation
// tensor*), for n players: n² + 12n + 175 floats.
struct ObservationLayout {
  explicit ObservationLayout(const Options& options);
  // The header: one-hots of the viewer, the phase, the dealer, the turn player, the asked
  // player and the category shown; turns / max_turns, dealt / 64, the two end reasons.
  ObservationSection viewer, phase, dealer, turn_player, asked, category, turns, dealt, end;
  // Per seat: revealed, hand size, score; 4 per seat, the "could not play" records.
  ObservationSection revealed, hand_size, score, unable;
  // n slots of 1 + n floats: the failed guesses that named a hidden card.
  ObservationSection hidden_guesses;
  // Per card: where it lies and whose it is, its records, the guess that laid it open.
  ObservationSection card_place, card_records, card_guess;
  int size = 0;
};

class Game {
 public:
  using State = card_caper::State;
  static constexpr std::string_view kName = "card_caper";
  // The option sets the conformance suite plays, golden playthroughs included
  // (tests/golden/card_caper/); see TestConfiguration.
  static constexpr std::array<TestConfiguration, 5> kConfigurations{{
      {"p2", R"({"players": 2})"},
      {"p3", R"({"players": 3})"},
      {"p4", R"({"players": 4})"},
      {"p5", R"({"players": 5})"},
      {"p6", R"({"players": 6})"},
  }};
  // The levels' bot specs (docs/bots.md has their strength and think time): easy and
  // medium search (rollouts cut at 20 steps, valued by the points heuristic); hard is the
  // game's advice, whose belief about the hidden cards beat every search tried.
  static constexpr BotLevels kBotLevels{
      .easy = "mcts:20,depth=20", .medium = "mcts:200,depth=20", .hard = "advice"};

  explicit Game(std::string_view options_json);

  int num_players() const { return options_.players; }
  ActionId num_distinct_actions() const { return codec_.num_distinct_actions(); }
  std::string info_json() const;
  // The observation tensor's shape: one dimension, observation_layout().size floats.
  std::span<const int> observation_shape() const { return observation_shape_; }
  const ObservationLayout& observation_layout() const { return layout_; }
  State initial_state() const;
  // Parses a full state (to_json(kFullView)); throws ParseError naming the field.
  State state_from_json(std::string_view json) const;

  const Options& options() const { return options_; }
  const ActionCodec& codec() const { return codec_; }

 private:
  Options options_;
  ActionCodec codec_{4};
  ObservationLayout layout_{options_};
  std::array<int, 1> observation_shape_{};
};

// State's queries that need the complete Game.
inline int State::num_players() const {
  return game_->num_players();
}
inline int State::score(int p) const {
  const Options& o = game_->options();
  const bool got_away = end_ == EndReason::kCaught && !revealed(p);
  return right_guesses_[idx(p)] * o.points_correct_guess + (got_away ? o.points_got_away : 0);
}

}  // namespace caper::card_caper
