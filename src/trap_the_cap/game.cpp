#include <string>

#include <fmt/format.h>
#include <gsl/narrow>

#include "caper/trap_the_cap/game.hpp"
#include "core/envelope.hpp"
#include "core/json_util.hpp"

namespace caper::trap_the_cap {

std::string_view variant_name(Variant v) {
  switch (v) {
    case Variant::kBasic:
      return "basic";
    case Variant::kPartners:
      return "partners";
    case Variant::kTotalPartners:
      return "total_partners";
    case Variant::kTowerRace:
      return "tower_race";
    case Variant::kGoldenCap:
      return "golden_cap";
  }
  return "basic";
}

Game::Game(std::string_view options_json) {
  json::Options parsed(options_json);
  json::ObjectReader& f = parsed.fields();
  options_.players = gsl::narrow<int>(f.integer_or("players", 4, kMinPlayers, kMaxPlayers));
  options_.variant = static_cast<Variant>(f.choice_or(
      "variant", 0, {"basic", "partners", "total_partners", "tower_race", "golden_cap"}));
  options_.scoring = static_cast<Scoring>(f.choice_or("scoring", 0, {"offensive", "defensive"}));
  options_.max_turns = gsl::narrow<int>(f.integer_or("max_turns", 1000, 1, kMaxTurnLimit));
  options_.golden_winner =
      static_cast<GoldenWinner>(f.choice_or("golden_winner", 0, {"owner", "prisoners"}));
  f.reject_unknown();
  partners_ = options_.variant == Variant::kPartners || options_.variant == Variant::kTotalPartners;
  codec_ = ActionCodec(golden_cap());
  layout_ = ObservationLayout(options_);
  observation_shape_[0] = layout_.size;
  if (partners_ && options_.players != 4)
    f.fail("variant", fmt::format("{} needs 4 players (seats 0+2 against 1+3), got {}",
                                  variant_name(options_.variant), options_.players));
  if (f.has("golden_winner") && options_.variant != Variant::kGoldenCap)
    f.fail("golden_winner", "only the golden_cap variant has a golden_winner option");
}

int Game::max_legal_actions() const {
  const int pieces =
      options_.variant == Variant::kTotalPartners ? 2 * kCapsPerColour : kCapsPerColour;
  return pieces * kMaxEndsPerPiece + (golden_cap() ? kMaxEndsPerPiece + kMaxGoldenReversals : 0);
}

namespace {

// The board as data: squares, junctions, grey squares and edges.
json::Json board_json(bool golden_cap) {
  const Board& b = Board::standard();
  json::Json data;
  data["squares"] = kSquares;
  data["ring"] = kRingSquares;
  data["centre"] = kCentre;
  json::Json junctions = json::Json::array();
  for (int s = 0; s < 4; ++s) junctions.push_back(b.junction(s));
  data["hideout_junctions"] = junctions;
  json::Json grey = json::Json::array();
  for (auto g : b.grey_squares()) grey.push_back(g);
  data["grey"] = grey;
  json::Json edges = json::Json::array();
  for (auto [a, c] : b.edges()) {
    auto name = [](int n) -> json::Json {
      if (is_hideout_node(n)) return fmt::format("H{}", hideout_seat(n));
      return n;
    };
    edges.push_back(json::Json::array({name(a), name(c)}));
  }
  data["edges"] = edges;
  data["caps_per_colour"] = kCapsPerColour;
  if (golden_cap) data["golden_start"] = kCentre;
  return data;
}

}  // namespace

std::string Game::info_json() const {
  json::InfoBuilder info(kName, options_.players, kMinPlayers, kMaxPlayers, 4,
                         num_distinct_actions(), observation_shape(),
                         {.chance = true,
                          .hidden_information = false,
                          .simultaneous = false,
                          .utility = "constant_sum"});  // the winners share 1
  info.phases(kPhaseNames);
  info.bot_levels(kBotLevels);
  info.option("variant", variant_name(options_.variant), "basic",
              {"basic", "partners", "total_partners", "tower_race", "golden_cap"});
  info.option("scoring", options_.scoring == Scoring::kOffensive ? "offensive" : "defensive",
              "offensive", {"offensive", "defensive"});
  info.option("max_turns", options_.max_turns, 1000, 1, kMaxTurnLimit);
  if (golden_cap())  // an option of the golden cap game only
    info.option("golden_winner",
                options_.golden_winner == GoldenWinner::kOwner ? "owner" : "prisoners", "owner",
                {"owner", "prisoners"});
  json::Json& data = info.data();
  data["max_legal_actions"] = max_legal_actions();
  data["max_chance_outcomes"] = kMaxChanceOutcomes;
  data["board"] = board_json(golden_cap());
  return info.dump();
}

}  // namespace caper::trap_the_cap
