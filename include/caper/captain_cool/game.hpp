// Captain Cool (2-7 players): the game, its options and its registration.
// Options: {"players": 2..7 (default 4), "advanced": bool (default false)}.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "caper/captain_cool/action.hpp"
#include "caper/captain_cool/data.hpp"
#include "caper/captain_cool/state.hpp"
#include "caper/core/any_game.hpp"
#include "caper/core/game_concept.hpp"
#include "caper/core/observation_layout.hpp"

namespace caper::captain_cool {

static_assert(kMaxPlayers <= kMaxPlayersOfAnyGame);

// The game's options (see docs/rules/captain_cool.md).
struct Options {
  int players = 4;
  bool advanced = false;
  Deck deck = default_deck();
};

// The observation tensor's sections, in order (docs/rules/captain_cool.md): for n players
// 90 + 26 n floats.
struct ObservationLayout {
  explicit ObservationLayout(const Options& options);
  // The header, 40 floats: the round and the phase one-hot, the round's counters
  // (State::Counters) and the decks drawn from.
  ObservationSection round, phase, counters;
  // One float per seat each: the seat to act, the viewer, the score, the cards of the hand
  // not shown, the supply, the pending choice, the revealed choice, the boss queue, the
  // Big Deal order; then kNumBosses sections, the boss abilities used.
  ObservationSection actor, viewer, scores, secret, supply, pending, revealed, queue, order, used;
  ObservationSection figures;  // per place and seat: standing, lying
  ObservationSection cards;    // one place code per card
  int size = 0;
};

class Game {
 public:
  static constexpr std::string_view kName = "captain_cool";
  // The option sets the conformance suite plays, golden playthroughs included
  // (tests/golden/captain_cool/); see TestConfiguration.
  static constexpr std::array<TestConfiguration, 12> kConfigurations{{
      {"p2", R"({"players": 2})"},
      {"p3", R"({"players": 3})"},
      {"p4", R"({"players": 4})"},
      {"p7", R"({"players": 7})"},
      {"p3_advanced", R"({"players": 3, "advanced": true})"},
      {"p5_advanced", R"({"players": 5, "advanced": true})"},
      {"sweep_p5", R"({"players": 5})"},
      {"sweep_p6", R"({"players": 6})"},
      {"sweep_p2_advanced", R"({"players": 2, "advanced": true})"},
      {"sweep_p4_advanced", R"({"players": 4, "advanced": true})"},
      {"sweep_p6_advanced", R"({"players": 6, "advanced": true})"},
      {"sweep_p7_advanced", R"({"players": 7, "advanced": true})"},
  }};
  // The levels' bot specs (docs/bots.md has their strength and think time). Rollouts to
  // 200 steps: cut at 20 and valued by the score track, more search did not play better.
  static constexpr BotLevels kBotLevels{
      .easy = "mcts:20,depth=200", .medium = "mcts:200,depth=200", .hard = "mcts:2000,depth=200"};
  using State = captain_cool::State;

  explicit Game(std::string_view options_json);

  const Options& options() const { return options_; }
  int num_players() const { return options_.players; }
  bool advanced() const { return options_.advanced; }
  const Deck& deck() const { return options_.deck; }
  // The cards of a draw pile as a bit set (bit c = card c), fixed by the deck.
  std::uint64_t pile_cards(int pile) const { return pile_cards_[idx(pile)]; }
  ActionId num_distinct_actions() const { return kNumDistinctActions; }
  // One dimension: observation_layout().size floats (State::observation).
  std::span<const int> observation_shape() const { return observation_shape_; }
  const ObservationLayout& observation_layout() const { return layout_; }
  // The largest value of each observation float: 1, but a score (an int16 over 128) passes it.
  void observation_high(std::span<float> out) const;
  std::string info_json() const;
  State initial_state() const;
  State state_from_json(std::string_view json) const;

 private:
  Options options_;
  std::array<std::uint64_t, kNumPiles> pile_cards_{};
  ObservationLayout layout_{options_};
  std::array<int, 1> observation_shape_{};
};

// State's accessors of its game, defined here where Game is complete so that the rules
// code (which includes this header) can inline them.
inline int State::n() const {
  return game_->num_players();
}
inline bool State::advanced() const {
  return game_->advanced();
}
inline const Card& State::card(int c) const {
  return game_->deck()[idx(c)];
}

}  // namespace caper::captain_cool
