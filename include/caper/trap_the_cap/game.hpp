// Trap the Cap: the options and the Game (rules in docs/rules/trap_the_cap.md).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "caper/core/action.hpp"
#include "caper/core/error.hpp"  // the errors Game and State throw
#include "caper/core/game_concept.hpp"
#include "caper/core/observation_layout.hpp"
#include "caper/trap_the_cap/action.hpp"
#include "caper/trap_the_cap/data.hpp"
#include "caper/trap_the_cap/state.hpp"

namespace caper::trap_the_cap {

static_assert(kMaxPlayers <= kMaxPlayersOfAnyGame);

enum class Variant : std::uint8_t { kBasic, kPartners, kTotalPartners, kTowerRace, kGoldenCap };
enum class Scoring : std::uint8_t { kOffensive, kDefensive };
enum class GoldenWinner : std::uint8_t { kOwner, kPrisoners };

struct Options {
  int players = 4;
  Variant variant = Variant::kBasic;
  Scoring scoring = Scoring::kOffensive;
  int max_turns = 1000;
  GoldenWinner golden_winner = GoldenWinner::kOwner;
};

std::string_view variant_name(Variant v);

// The observation tensor's sections, in order (docs/rules/trap_the_cap.md, "Observation
// tensor"): one dimension of 188 floats, whatever the options.
struct ObservationLayout {
  explicit ObservationLayout(const Options& options);
  ObservationSection viewer;             // 4: the observing seat, one-hot
  ObservationSection to_move;            // 4: the seat to throw or move, one-hot
  ObservationSection phase;              // 4: throw, move, over (one_left, max_turns)
  ObservationSection last_roll;          // 6: the last die shown, one-hot
  ObservationSection turns;              // 1: turns / max_turns
  ObservationSection golden_in_hideout;  // 1
  ObservationSection hideouts;           // 4: caps in each hideout / 4
  ObservationSection locked;             // 16: locked[p][c] / 4 at 4 p + c
  ObservationSection golden_owner;       // 4: owner of the free golden cap, one-hot
  ObservationSection plays;              // 4: the seat still takes turns
  ObservationSection winners;            // 4
  // kMaxStacks slots of kStackWidth: square / 128, top / 4 (1: gold), prisoners of colours
  // 0..3 / 4, golden prisoner, 1 (a stack is there); all 0 past the last stack.
  static constexpr int kStackWidth = 8;
  ObservationSection stacks;
  int size = 0;
};

class Game {
 public:
  static constexpr std::string_view kName = "trap_the_cap";
  // The option sets the conformance suite plays, golden playthroughs included
  // (tests/golden/trap_the_cap/); see TestConfiguration.
  static constexpr std::array<TestConfiguration, 12> kConfigurations{{
      {"p2", R"({"players": 2})"},
      {"p3", R"({"players": 3})"},
      {"p4", R"({"players": 4})"},
      {"p2_defensive", R"({"players": 2, "scoring": "defensive"})"},
      {"partners", R"({"players": 4, "variant": "partners"})"},
      {"total_partners", R"({"players": 4, "variant": "total_partners"})"},
      {"tower_race", R"({"players": 3, "variant": "tower_race"})"},
      {"golden_cap", R"({"players": 4, "variant": "golden_cap"})"},
      {"golden_cap_p2", R"({"players": 2, "variant": "golden_cap"})"},
      {"sweep_p3_defensive", R"({"players": 3, "scoring": "defensive"})"},
      {"sweep_tower_race_p2", R"({"players": 2, "variant": "tower_race"})"},
      {"sweep_golden_prisoners",
       R"({"players": 2, "variant": "golden_cap", "golden_winner": "prisoners"})"},
  }};
  // The levels' bot specs (docs/bots.md has their strength and think time). Rollouts cut
  // at 20 steps and valued by the material heuristic: at 1000 iterations they won 0.88
  // against greedy where 200-step rollouts won 0.73, at a fifth of the time.
  static constexpr BotLevels kBotLevels{
      .easy = "mcts:20,depth=20", .medium = "mcts:200,depth=20", .hard = "mcts:2000,depth=20"};
  using State = trap_the_cap::State;

  explicit Game(std::string_view options_json);

  const Options& options() const { return options_; }
  const Board& board() const { return Board::standard(); }
  int num_players() const { return options_.players; }
  ActionId num_distinct_actions() const { return codec_.size(); }
  const ActionCodec& codec() const { return codec_; }
  std::span<const int> observation_shape() const { return observation_shape_; }
  const ObservationLayout& observation_layout() const { return layout_; }
  // Bound on legal_actions().size(): movable distinct colour pieces (4, or 8 in total
  // partners) times kMaxEndsPerPiece, plus the golden cap's moves.
  int max_legal_actions() const;
  std::string info_json() const;
  State initial_state() const;
  State state_from_json(std::string_view json) const;

  // Seats 0+2 and 1+3 are teams in the partner games; otherwise each seat is its own team.
  int team(int seat) const { return partners_ ? seat % 2 : seat; }
  bool partners() const { return partners_; }
  bool golden_cap() const { return options_.variant == Variant::kGoldenCap; }

 private:
  Options options_;
  bool partners_ = false;
  ActionCodec codec_{false};
  ObservationLayout layout_{options_};
  std::array<int, 1> observation_shape_{};
};

}  // namespace caper::trap_the_cap
