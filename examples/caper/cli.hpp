// The caper command-line program: shared pieces of its commands.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "caper/bots/bot.hpp"
#include "caper/core/any_game.hpp"

namespace caper::cli {

using Json = nlohmann::json;

// Parsed command line: positional words and --key value flags (repeatable --option).
struct Args {
  std::vector<std::string> words;
  std::map<std::string, std::string> flags;
  std::vector<std::string> options;  // each "key=value"
  bool has(const std::string& flag) const { return flags.count(flag) != 0; }
  std::string get(const std::string& flag, const std::string& fallback) const;
  std::uint64_t number(const std::string& flag, std::uint64_t fallback) const;
};
Args parse_args(int argc, char** argv, int first);

// Options JSON from --players and --option k=v (v read as JSON when it parses, else a string).
Json options_from(const Args& args);

// A finished or saved game: enough to replay it exactly.
struct Record {
  std::string game;
  Json options = Json::object();
  std::uint64_t seed = 0;
  std::vector<std::string> seats;
  std::vector<ActionId> actions;
  std::vector<double> returns;
};
Json record_to_json(const Record& record, const AnyState& start);
Record record_from_json(const Json& json);

// Seat bots from "--seats a,b,..." (default: all `fallback`); "human" seats get nullptr.
std::vector<std::unique_ptr<bots::Bot>> make_seats(const std::vector<std::string>& specs,
                                                   std::uint64_t seed);
std::vector<std::string> seat_specs(const Args& args, int players, const std::string& fallback);

int command_play(const Args& args, bool watch_only);
int command_demo(const Args& args);
int command_replay(const Args& args);
int command_simulate(const Args& args);
int command_list();
int command_bench(const Args& args);
int command_arena(const Args& args);

std::string format_returns(const std::vector<double>& returns);

}  // namespace caper::cli
