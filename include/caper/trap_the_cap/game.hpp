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
#include "caper/trap_the_cap/action.hpp"
#include "caper/trap_the_cap/data.hpp"
#include "caper/trap_the_cap/state.hpp"

namespace caper::trap_the_cap {

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
  using State = trap_the_cap::State;

  explicit Game(std::string_view options_json);

  const Options& options() const { return options_; }
  const Board& board() const { return Board::standard(); }
  int num_players() const { return options_.players; }
  ActionId num_distinct_actions() const { return codec_.size(); }
  const ActionCodec& codec() const { return codec_; }
  std::span<const int> observation_shape() const { return kObservationShape; }
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
  static constexpr std::array<int, 1> kObservationShape = {ObservationLayout::kSize};
  Options options_;
  bool partners_ = false;
  ActionCodec codec_{false};
};

}  // namespace caper::trap_the_cap
