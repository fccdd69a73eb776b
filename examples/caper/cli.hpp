// The caper command-line program: shared pieces of its commands.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "caper/bots/bot.hpp"
#include "caper/core/any_game.hpp"

namespace caper::cli {

using Json = nlohmann::json;

// Options JSON from --players and --option k=v (v read as JSON when it parses, else text).
Json options_json(const std::optional<std::uint64_t>& players,
                  const std::vector<std::string>& options);

// Which game, with which options and seats: the flags most commands share.
struct GameArgs {
  std::string name;
  std::optional<std::uint64_t> players;
  std::vector<std::string> options;  // each "key=value"
  std::string seats;                 // "human,mcts,..." or empty for the command's default
  std::uint64_t seed = 1;

  Json options_json() const { return cli::options_json(players, options); }
  std::shared_ptr<AnyGame> make() const;
  // One bot spec per seat of `game` from --seats (checked against the player count and the
  // game's levels), else `fallback`.
  std::vector<std::string> seat_specs(const AnyGame& game, const std::string& fallback) const;
};

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
void save_record(const Record& record, const AnyState& start, const std::string& path);

// Seat bots of `game` for the specs; "human" seats get nullptr.
std::vector<std::unique_ptr<bots::Bot>> make_seats(const AnyGame& game,
                                                   const std::vector<std::string>& specs,
                                                   std::uint64_t seed);

// A seed for a new game: from the system's entropy, below 10^9 so that it is easy to retype.
std::uint64_t random_seed();
// A seed for one decision of a game: a function of the game seed, the step (actions so far)
// and a salt (the seat), so that the same history meets the same chance outcomes and bot
// choices, after an undo as after a resume.
std::uint64_t step_seed(std::uint64_t seed, std::size_t step, std::uint64_t salt);

Record load_record(const std::string& path);
// Refuses a file the game record could not be written to, before the game starts, naming
// the flag that gave it: opened to append (an existing file is left as it is) and removed
// again if it did not exist.
void check_writable(const std::string& flag, const std::string& path);

// "result: points p0=3 p1=1, win shares p0=1 p1=0": a finished game's result, the points
// as its rulebook counts them and the returns, from the state's result document.
std::string format_result(const AnyState& final);
// "p2", or "chance" for the chance player.
std::string who(int player);
// An event's text for a log line whose who column names the actor: without that name in
// front ("p2 chooses ..." reads "chooses ..."), so that the line names the actor once.
std::string after_who(int player, const std::string& text);

struct PlayArgs {
  GameArgs game;
  std::string save;
  std::string resume;
  bool quiet = false;
  bool confirm_forced = false;
  std::string hint_bot = "mcts:400";
  std::string trace_views;  // hidden: per-step full and seat views, for the leak test
};
struct ReplayArgs {
  std::string file;
  bool quiet = false;
  std::optional<std::uint64_t> seat;
};
struct SimulateArgs {
  GameArgs game;
  std::uint64_t games = 100;
  std::uint64_t threads = 1;
};
struct BenchArgs {
  std::vector<std::string> games;
  double seconds = 2;
  std::optional<std::uint64_t> players;
  std::vector<std::string> options;
};
struct ListArgs {
  bool json = false;
  bool names = false;
};

int command_list(const ListArgs& args);
int command_watch(const PlayArgs& args);
int command_play(const PlayArgs& args);
int command_demo(std::uint64_t seed, const std::string& save_dir);
int command_replay(const ReplayArgs& args);
int command_simulate(const SimulateArgs& args);
int command_bench(const BenchArgs& args);
int command_arena(const SimulateArgs& args);

}  // namespace caper::cli
