#include "cli.hpp"

#include <sstream>

#include <fmt/format.h>

#include "caper/catalogue.hpp"
#include "caper/core/error.hpp"

namespace caper::cli {

std::string Args::get(const std::string& flag, const std::string& fallback) const {
  auto it = flags.find(flag);
  return it == flags.end() ? fallback : it->second;
}

std::uint64_t Args::number(const std::string& flag, std::uint64_t fallback) const {
  auto it = flags.find(flag);
  if (it == flags.end()) return fallback;
  std::size_t used = 0;
  std::uint64_t value = 0;
  try {
    value = std::stoull(it->second, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != it->second.size() || it->second[0] == '-')
    throw InvalidArgument("--" + flag + " needs a non-negative number, got '" + it->second + "'");
  return value;
}

Args parse_args(int argc, char** argv, int first) {
  Args args;
  for (int i = first; i < argc; ++i) {
    std::string word = argv[i];
    if (!word.starts_with("--")) {
      args.words.push_back(word);
      continue;
    }
    const std::string flag = word.substr(2);
    if (flag == "quiet") {
      args.flags[flag] = "1";
      continue;
    }
    if (i + 1 >= argc) throw InvalidArgument("--" + flag + " needs a value");
    const std::string value = argv[++i];
    if (flag == "option") {
      args.options.push_back(value);
    } else {
      args.flags[flag] = value;
    }
  }
  return args;
}

Json options_from(const Args& args) {
  Json options = Json::object();
  if (args.has("players")) options["players"] = args.number("players", 0);
  for (const std::string& option : args.options) {
    const auto eq = option.find('=');
    if (eq == std::string::npos || eq == 0)
      throw InvalidArgument("--option needs key=value, got '" + option + "'");
    const std::string key = option.substr(0, eq);
    const std::string text = option.substr(eq + 1);
    Json value = Json::parse(text, nullptr, false);
    options[key] = value.is_discarded() ? Json(text) : value;
  }
  return options;
}

Json record_to_json(const Record& record, const AnyState& start) {
  Json actions = Json::array();
  Json texts = Json::array();
  std::unique_ptr<AnyState> state = start.clone();
  for (ActionId action : record.actions) {
    actions.push_back(action);
    texts.push_back(state->action_to_string(action));
    state = state->apply(action);
  }
  return Json{{"game", record.game},       {"options", record.options},
              {"seed", record.seed},       {"seats", record.seats},
              {"actions", actions},        {"actions_text", texts},
              {"returns", record.returns}, {"final_state", Json::parse(state->to_json())}};
}

Record record_from_json(const Json& json) {
  auto need = [&](const char* key) -> const Json& {
    if (!json.is_object() || !json.contains(key))
      throw ParseError(std::string("game record: missing '") + key + "'");
    return json.at(key);
  };
  Record record;
  if (!need("game").is_string()) throw ParseError("game record: 'game' must be a string");
  record.game = need("game").get<std::string>();
  if (!need("options").is_object()) throw ParseError("game record: 'options' must be an object");
  record.options = need("options");
  if (!need("seed").is_number_unsigned()) throw ParseError("game record: 'seed' must be a number");
  record.seed = need("seed").get<std::uint64_t>();
  if (!need("actions").is_array()) throw ParseError("game record: 'actions' must be an array");
  for (const Json& action : need("actions")) {
    if (!action.is_number_unsigned() || action.get<std::uint64_t>() > 0xffffffffULL)
      throw ParseError("game record: every action must be an action id");
    record.actions.push_back(action.get<ActionId>());
  }
  if (json.contains("seats") && json.at("seats").is_array())
    for (const Json& seat : json.at("seats"))
      if (seat.is_string()) record.seats.push_back(seat.get<std::string>());
  if (json.contains("returns") && json.at("returns").is_array())
    for (const Json& r : json.at("returns"))
      if (r.is_number()) record.returns.push_back(r.get<double>());
  return record;
}

std::vector<std::string> seat_specs(const Args& args, int players, const std::string& fallback) {
  std::vector<std::string> specs;
  if (args.has("seats")) {
    std::stringstream list(args.get("seats", ""));
    std::string spec;
    while (std::getline(list, spec, ',')) specs.push_back(spec);
    if (static_cast<int>(specs.size()) != players)
      throw InvalidArgument(
          fmt::format("--seats names {} seats; the game has {} players", specs.size(), players));
  } else {
    specs.assign(static_cast<std::size_t>(players), fallback);
  }
  return specs;
}

std::vector<std::unique_ptr<bots::Bot>> make_seats(const std::vector<std::string>& specs,
                                                   std::uint64_t seed) {
  std::vector<std::unique_ptr<bots::Bot>> seats;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    if (specs[i] == "human") {
      seats.push_back(nullptr);
    } else {
      // Each seat's bot gets its own stream derived from the game seed.
      seats.push_back(bots::make_bot(specs[i], seed * 1000003ULL + i + 1));
    }
  }
  return seats;
}

std::string format_returns(const std::vector<double>& returns) {
  std::string out;
  for (std::size_t p = 0; p < returns.size(); ++p)
    out += fmt::format("{}p{}={:.3g}", p == 0 ? "" : " ", p, returns[p]);
  return out;
}

int command_list() {
  for (const GameEntry& entry : game_catalogue()) {
    auto game = entry.make("");
    fmt::print("{}\n  {}\n", entry.name, game->info_json().substr(0, 400));
  }
  return 0;
}

}  // namespace caper::cli
