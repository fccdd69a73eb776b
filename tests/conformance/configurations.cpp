#include "conformance/configurations.hpp"

#include <map>

#include "caper/catalogue.hpp"

namespace caper::testing {

std::vector<Configuration> registered_configurations() {
  static const std::map<std::string, std::vector<std::pair<std::string, std::string>>> kTable{
      {"trap_the_cap",
       {{"p2", R"({"players": 2})"},
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
         R"({"players": 2, "variant": "golden_cap", "golden_winner": "prisoners"})"}}},
      {"card_caper",
       {{"p2", R"({"players": 2})"},
        {"p3", R"({"players": 3})"},
        {"p4", R"({"players": 4})"},
        {"p5", R"({"players": 5})"},
        {"p6", R"({"players": 6})"}}},
      {"mansky_caper",
       {{"p2", R"({"players": 2})"},
        {"p3", R"({"players": 3})"},
        {"p4", R"({"players": 4})"},
        {"p6", R"({"players": 6})"},
        {"sweep_p5", R"({"players": 5})"},
        {"sweep_six_rooms_p2", R"({"players": 2, "edition": {"mansion_size": 6}})"},
        {"sweep_six_rooms_short",
         R"({"players": 3, "max_turns": 40, "edition": {"mansion_size": 6}})"}}},
      {"captain_cool",
       {{"p2", R"({"players": 2})"},
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
        {"sweep_p7_advanced", R"({"players": 7, "advanced": true})"}}},
  };
  std::vector<Configuration> out;
  for (const GameEntry& entry : game_catalogue()) {
    const std::string name(entry.name);
    auto it = kTable.find(name);
    if (it == kTable.end()) {
      out.push_back({name, "{}", "default", true});
      continue;
    }
    // Labels starting "sweep_" have no golden playthroughs.
    for (const auto& [label, options] : it->second)
      out.push_back({name, options, label, label.rfind("sweep_", 0) != 0});
  }
  return out;
}

std::vector<Configuration> golden_configurations() {
  std::vector<Configuration> out;
  for (Configuration& config : registered_configurations())
    if (config.golden) out.push_back(std::move(config));
  return out;
}

std::string configuration_name(const ::testing::TestParamInfo<Configuration>& info) {
  return info.param.game + "_" + info.param.label;
}

void PrintTo(const Configuration& config, std::ostream* out) {
  *out << config.game << " " << config.options;
}

}  // namespace caper::testing
