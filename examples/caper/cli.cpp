#include "cli.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <unistd.h>

#include "caper/catalogue.hpp"
#include "caper/core/error.hpp"

namespace caper::cli {

Json options_json(const std::optional<std::uint64_t>& players,
                  const std::vector<std::string>& options) {
  Json json = Json::object();
  if (players) json["players"] = *players;
  for (const std::string& option : options) {
    const auto eq = option.find('=');
    if (eq == std::string::npos || eq == 0)
      throw InvalidArgument("--option needs key=value, got '" + option + "'");
    const std::string key = option.substr(0, eq);
    const std::string text = option.substr(eq + 1);
    Json value = Json::parse(text, nullptr, false);
    json[key] = value.is_discarded() ? Json(text) : value;
  }
  return json;
}

// The game's complaint about an option names the flag that gave it: "options.players: ..."
// is said as "--players: ...", "options.max_turns: ..." as "--option max_turns: ...".
std::shared_ptr<AnyGame> GameArgs::make() const {
  try {
    return make_game(name, options_json().dump());
  } catch (const BadOptions& e) {
    const std::string what = e.what();
    if (what.starts_with("options.players:")) throw BadOptions("--players:" + what.substr(16));
    if (what.starts_with("options.")) throw BadOptions("--option " + what.substr(8));
    throw;
  }
}

void check_writable(const std::string& flag, const std::string& path) {
  const bool existed = std::ifstream(path).good();
  if (!std::ofstream(path, std::ios::app))
    throw InvalidArgument(fmt::format("{}: cannot write '{}'", flag, path));
  if (!existed) std::remove(path.c_str());
}

std::vector<std::string> GameArgs::seat_specs(const AnyGame& game,
                                              const std::string& fallback) const {
  const int count = game.num_players();
  std::vector<std::string> specs;
  if (seats.empty()) {
    specs.assign(static_cast<std::size_t>(count), fallback);
    return specs;
  }
  std::stringstream list(seats);
  std::string spec;
  while (std::getline(list, spec, ',')) specs.push_back(spec);
  if (static_cast<int>(specs.size()) != count)
    throw InvalidArgument(fmt::format("--seats names {} seat{}; the game has {} players",
                                      specs.size(), specs.size() == 1 ? "" : "s", count));
  for (const std::string& s : specs)
    if (s != "human") bots::make_bot(game, s, 1);  // an unknown bot name fails here, before play
  return specs;
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

void save_record(const Record& record, const AnyState& start, const std::string& path) {
  std::ofstream file(path);
  if (!file) throw InvalidArgument("cannot write '" + path + "'");
  file << record_to_json(record, start).dump(1) << "\n";
  if (!file) throw InvalidArgument("cannot write '" + path + "'");
}

std::vector<std::unique_ptr<bots::Bot>> make_seats(const AnyGame& game,
                                                   const std::vector<std::string>& specs,
                                                   std::uint64_t seed) {
  std::vector<std::unique_ptr<bots::Bot>> seats;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    if (specs[i] == "human") {
      seats.push_back(nullptr);
    } else {
      // Each seat's bot gets its own stream derived from the game seed.
      seats.push_back(bots::make_bot(game, specs[i], seed * 1000003ULL + i + 1));
    }
  }
  return seats;
}

std::uint64_t random_seed() {
  std::uint64_t entropy = 0;
  if (getentropy(&entropy, sizeof entropy) != 0)
    throw InvalidArgument("no system entropy for a random seed; give --seed N");
  return entropy % 1000000000ULL;
}

std::uint64_t step_seed(std::uint64_t seed, std::size_t step, std::uint64_t salt) {
  SplitMix64 mix(seed);
  const std::uint64_t base = mix.next();
  SplitMix64 at(base ^ (static_cast<std::uint64_t>(step) * 0x9e3779b97f4a7c15ULL) ^
                (salt * 0xbf58476d1ce4e5b9ULL));
  return at.next();
}

Record load_record(const std::string& path) {
  std::ifstream file(path);
  if (!file) throw InvalidArgument("cannot read '" + path + "'");
  const Json json = Json::parse(file, nullptr, false);
  if (json.is_discarded()) throw ParseError(path + ": malformed JSON");
  return record_from_json(json);
}

std::string format_result(const AnyState& final) {
  const Json result = Json::parse(final.to_json()).at("result");
  std::string points;
  std::string shares;
  for (std::size_t p = 0; p < result.at("returns").size(); ++p) {
    points += fmt::format(" p{}={}", p, result.at("points").at(p).get<int>());
    shares += fmt::format(" p{}={:.3g}", p, result.at("returns").at(p).get<double>());
  }
  return "result: points" + points + ", win shares" + shares;
}

std::string who(int player) {
  return player == kChancePlayer ? std::string("chance") : fmt::format("p{}", player);
}

std::string after_who(int player, const std::string& text) {
  const std::string name = who(player) + " ";
  return text.rfind(name, 0) == 0 ? text.substr(name.size()) : text;
}

}  // namespace caper::cli
