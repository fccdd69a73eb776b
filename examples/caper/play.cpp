// caper play / watch / demo / replay.
#include <fstream>
#include <iostream>

#include <fmt/format.h>

#include "caper/catalogue.hpp"
#include "cli.hpp"

namespace caper::cli {
namespace {

std::string who(int player) {
  return player == kChancePlayer ? std::string("chance") : fmt::format("p{}", player);
}

// Asks a human seat for a move: numbered legal actions, answered by number or by text.
ActionId ask_human(const AnyState& state) {
  const int me = state.current_player();
  std::cout << "\n" << state.to_text(me) << "\n";
  const std::vector<ActionId> legal = state.legal_actions();
  for (std::size_t i = 0; i < legal.size(); ++i)
    std::cout << fmt::format("  {:>3}) {}\n", i + 1, state.action_to_string(legal[i]));
  for (;;) {
    std::cout << fmt::format("p{} > ", me) << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) throw InvalidArgument("input ended");
    if (line.empty()) continue;
    try {
      std::size_t used = 0;
      const unsigned long n = std::stoul(line, &used);
      if (used == line.size() && n >= 1 && n <= legal.size()) return legal[n - 1];
    } catch (const std::exception&) {
    }
    try {
      const ActionId action = state.action_from_string(line);
      if (state.is_legal(action)) return action;
      std::cout << "  not legal now\n";
    } catch (const Error& e) {
      std::cout << "  " << e.what() << "\n";
    }
  }
}

struct Played {
  Record record;
  std::unique_ptr<AnyState> start;
  std::unique_ptr<AnyState> final;
};

Played play_game(const std::string& name, const Json& options, std::uint64_t seed,
                 const std::vector<std::string>& specs, bool print, bool show_text) {
  auto game = make_game(name, options.dump());
  Played played;
  played.record.game = name;
  played.record.options = options;
  played.record.seed = seed;
  played.record.seats = specs;
  played.start = game->initial_state();
  auto seats = make_seats(specs, seed);
  Rng chance(seed);
  std::unique_ptr<AnyState> state = played.start->clone();
  const bool has_human = std::find(specs.begin(), specs.end(), "human") != specs.end();
  if (print && show_text && !has_human) std::cout << state->to_text(kFullView) << "\n";
  int turn = 0;
  while (!state->is_terminal()) {
    const int player = state->current_player();
    ActionId action;
    if (player == kChancePlayer) {
      action = state->sample_chance(chance);
    } else if (seats[static_cast<std::size_t>(player)] == nullptr) {
      action = ask_human(*state);
    } else {
      action = seats[static_cast<std::size_t>(player)]->choose(*state);
    }
    if (print)
      std::cout << fmt::format("{:>5}  {:<7} {}\n", ++turn, who(player),
                               state->action_to_string(action));
    played.record.actions.push_back(action);
    state = state->apply(action);
  }
  played.record.returns = state->returns();
  played.final = std::move(state);
  return played;
}

void save_record(const Played& played, const std::string& path) {
  std::ofstream file(path);
  if (!file) throw InvalidArgument("cannot write '" + path + "'");
  file << record_to_json(played.record, *played.start).dump(1) << "\n";
}

void print_result(const Played& played) {
  std::cout << "\n" << played.final->to_text(kFullView) << "\n";
  std::cout << "result: " << format_returns(played.record.returns) << "\n";
}

}  // namespace

int command_play(const Args& args, bool watch_only) {
  if (args.words.size() != 1) throw InvalidArgument("name one game, e.g. caper watch trap_the_cap");
  const std::string name = args.words[0];
  const Json options = options_from(args);
  const std::uint64_t seed = args.number("seed", 1);
  auto game = make_game(name, options.dump());
  const std::vector<std::string> specs =
      seat_specs(args, game->num_players(), watch_only ? "random" : "mcts");
  if (watch_only && std::find(specs.begin(), specs.end(), "human") != specs.end())
    throw InvalidArgument("watch plays bots only; use caper play for human seats");
  std::vector<std::string> seats = specs;
  if (!watch_only && !args.has("seats")) seats[0] = "human";
  const bool quiet = args.has("quiet");
  Played played = play_game(name, options, seed, seats, !quiet, true);
  if (!quiet || !watch_only) print_result(played);
  if (quiet) std::cout << "result: " << format_returns(played.record.returns) << "\n";
  if (args.has("save")) save_record(played, args.get("save", ""));
  return 0;
}

int command_demo(const Args& args) {
  const std::uint64_t seed = args.number("seed", 2026);
  for (const GameEntry& entry : game_catalogue()) {
    const std::string name(entry.name);
    auto game = make_game(name, "");
    std::cout << "\n==== " << name << " (" << game->num_players() << " players, seed " << seed
              << ", greedy bots) ====\n";
    std::vector<std::string> specs(static_cast<std::size_t>(game->num_players()), "greedy");
    Played played = play_game(name, Json::object(), seed, specs, true, true);
    print_result(played);
    if (args.has("save")) save_record(played, args.get("save", ".") + "/" + name + ".json");
  }
  return 0;
}

int command_replay(const Args& args) {
  if (args.words.size() != 1) throw InvalidArgument("replay needs one game record file");
  std::ifstream file(args.words[0]);
  if (!file) throw InvalidArgument("cannot read '" + args.words[0] + "'");
  const Json json = Json::parse(file, nullptr, false);
  if (json.is_discarded()) throw ParseError(args.words[0] + ": malformed JSON");
  const Record record = record_from_json(json);
  auto game = make_game(record.game, record.options.dump());
  std::unique_ptr<AnyState> state = game->initial_state();
  int turn = 0;
  for (ActionId action : record.actions) {
    const int player = state->current_player();
    if (!state->is_legal(action))
      throw IllegalAction(fmt::format("record step {}: action {} is not legal", turn + 1, action));
    if (!args.has("quiet"))
      std::cout << fmt::format("{:>5}  {:<7} {}\n", ++turn, who(player),
                               state->action_to_string(action));
    state = state->apply(action);
  }
  std::cout << "\n" << state->to_text(kFullView) << "\n";
  const std::vector<double> returns = state->returns();
  std::cout << "result: " << format_returns(returns) << "\n";
  if (json.contains("final_state") && Json::parse(state->to_json()) != json.at("final_state")) {
    std::cout << "replay: the final state differs from the record\n";
    return 1;
  }
  if (!record.returns.empty() && record.returns != returns) {
    std::cout << "replay: the result differs from the record\n";
    return 1;
  }
  std::cout << "replay: identical to the record\n";
  return 0;
}

}  // namespace caper::cli
