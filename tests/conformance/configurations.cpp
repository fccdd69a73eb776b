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
        {"golden_cap_p2", R"({"players": 2, "variant": "golden_cap"})"}}},
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
        {"p6", R"({"players": 6})"}}},
      {"captain_cool",
       {{"p2", R"({"players": 2})"},
        {"p3", R"({"players": 3})"},
        {"p4", R"({"players": 4})"},
        {"p7", R"({"players": 7})"},
        {"p3_advanced", R"({"players": 3, "advanced": true})"},
        {"p5_advanced", R"({"players": 5, "advanced": true})"}}},
  };
  std::vector<Configuration> out;
  for (const GameEntry& entry : game_catalogue()) {
    const std::string name(entry.name);
    auto it = kTable.find(name);
    if (it == kTable.end()) {
      out.push_back({name, "{}", "default"});
      continue;
    }
    for (const auto& [label, options] : it->second) out.push_back({name, options, label});
  }
  return out;
}

}  // namespace caper::testing
