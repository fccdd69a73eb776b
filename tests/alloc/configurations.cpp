// Kept apart from no_allocation_test.cpp, whose replaced operator new would otherwise be
// inlined into nlohmann_json's code.
#include "alloc/configurations.hpp"

#include <nlohmann/json.hpp>

#include "caper/core/action.hpp"

namespace caper {

std::vector<std::string> configurations(std::string_view info_json,
                                        const std::function<bool(const std::string&)>& accepts) {
  using nlohmann::json;
  const json info = json::parse(info_json);
  std::vector<std::string> out{"{}"};
  // Without players {min, max}, every count up to kMaxPlayersOfAnyGame that the game accepts.
  json players = info.value("players", json());
  if (!players.is_object()) players = json::object({{"min", 1}, {"max", kMaxPlayersOfAnyGame}});
  const int lo = players.value("min", 1);
  const int hi = players.value("max", lo);
  for (int n = lo; n <= hi; ++n) {
    const std::string config = json::object({{"players", n}}).dump();
    if (accepts(config)) out.push_back(config);
  }
  const json options = info.value("options", json::object());
  for (const auto& [key, option] : options.items()) {
    if (key == "players") continue;
    json values = json::array();
    if (option.is_boolean()) {  // an info without {value, default, allowed}: the value only
      values = json::array({!option.get<bool>()});
    } else if (option.is_object()) {
      values = option.value("allowed", json::array());
      if (option.value("default", json()).is_boolean())
        values = json::array({!option["default"].get<bool>()});
    }
    for (const json& value : values) {
      for (int n = hi; n >= lo; --n) {
        const std::string config = json::object({{"players", n}, {key, value}}).dump();
        if (!accepts(config)) continue;
        out.push_back(config);
        break;
      }
    }
  }
  return out;
}

}  // namespace caper
