// caper watch / demo / replay: games without a human, shown in full (nobody's secret is
// kept from a spectator). caper play with human seats is in human.cpp.
#include <fstream>
#include <iostream>

#include <fmt/format.h>

#include "caper/catalogue.hpp"
#include "cli.hpp"
#include "terminal.hpp"

namespace caper::cli {
namespace {

// One step of a watched or replayed game: its number, who acts, the action as `viewer`
// reads it and what it set off ("=> ..."), folded to the terminal's width.
void print_step(int turn, const AnyState& state, ActionId action, int viewer) {
  std::string line =
      fmt::format("{:>5}  {:<7} {}", turn, who(state.current_player()),
                  after_who(state.current_player(), state.action_to_string(action, viewer)));
  const std::string outcome = state.outcome_text(action, viewer);
  if (!outcome.empty()) line += " => " + outcome;
  for (const std::string& piece : fold_lines(line, screen_size().columns))
    std::cout << piece << "\n";
}

struct Played {
  Record record;
  std::unique_ptr<AnyState> start;
  std::unique_ptr<AnyState> final;
};

Played play_bots(const AnyGame& game, const Json& options, std::uint64_t seed,
                 const std::vector<std::string>& specs, bool print) {
  Played played;
  played.record.game = std::string(game.name());
  played.record.options = options;
  played.record.seed = seed;
  played.record.seats = specs;
  played.start = game.initial_state();
  auto seats = make_seats(game, specs, seed);
  std::vector<bots::Bot*> raw;
  for (auto& bot : seats) raw.push_back(bot.get());
  Rng chance(seed);
  std::unique_ptr<AnyState> state = played.start->clone();
  if (print) std::cout << state->to_text(kFullView) << "\n";
  int turn = 0;
  while (!state->is_terminal()) {
    const ActionId action = bots::next_action(*state, raw.data(), chance);
    if (print) print_step(++turn, *state, action, kFullView);
    played.record.actions.push_back(action);
    state = state->apply(action);
  }
  played.record.returns = state->returns();
  played.final = std::move(state);
  return played;
}

void print_result(const Played& played) {
  std::cout << "\n" << played.final->to_text(kFullView) << "\n";
  print_folded(format_result(*played.final));
}

}  // namespace

int command_watch(const PlayArgs& args) {
  auto game = args.game.make();
  const std::vector<std::string> specs = args.game.seat_specs(*game, "random");
  if (std::find(specs.begin(), specs.end(), "human") != specs.end())
    throw InvalidArgument("watch plays bots only; use caper play for human seats");
  if (!args.save.empty()) check_writable("--save", args.save);
  std::cout << fmt::format("{}, seed {} (--seed {} plays this game again)\n", game->name(),
                           args.game.seed, args.game.seed);
  Played played = play_bots(*game, args.game.options_json(), args.game.seed, specs, !args.quiet);
  if (args.quiet) {
    print_folded(format_result(*played.final));
  } else {
    print_result(played);
  }
  if (!args.save.empty()) save_record(played.record, *played.start, args.save);
  return 0;
}

int command_demo(std::uint64_t seed, const std::string& save_dir) {
  for (const GameEntry& entry : game_catalogue()) {
    auto game = entry.make("");
    std::cout << "\n==== " << entry.name << " (" << game->num_players() << " players, seed " << seed
              << ", greedy bots) ====\n";
    std::vector<std::string> specs(static_cast<std::size_t>(game->num_players()), "greedy");
    Played played = play_bots(*game, Json::object(), seed, specs, true);
    print_result(played);
    if (!save_dir.empty())
      save_record(played.record, *played.start, fmt::format("{}/{}.json", save_dir, entry.name));
  }
  return 0;
}

// The whole game, every secret shown, or (--seat N) as that seat saw it.
int command_replay(const ReplayArgs& args) {
  std::ifstream file(args.file);
  if (!file) throw InvalidArgument("cannot read '" + args.file + "'");
  const Json json = Json::parse(file, nullptr, false);
  if (json.is_discarded()) throw ParseError(args.file + ": malformed JSON");
  const Record record = record_from_json(json);
  auto game = make_game(record.game, record.options.dump());
  if (args.seat && *args.seat >= static_cast<std::uint64_t>(game->num_players()))
    throw InvalidArgument(
        fmt::format("--seat {}: the game has seats 0 to {}", *args.seat, game->num_players() - 1));
  const int viewer = args.seat ? static_cast<int>(*args.seat) : kFullView;
  print_folded(args.seat
                   ? fmt::format("{} as p{} saw it, seed {}", record.game, viewer, record.seed)
                   : fmt::format("{} in full, every hidden card shown (--seat N: as one seat "
                                 "saw it), seed {}",
                                 record.game, record.seed));
  std::unique_ptr<AnyState> state = game->initial_state();
  int turn = 0;
  for (ActionId action : record.actions) {
    if (!state->is_legal(action))
      throw IllegalAction(fmt::format("record step {}: action {} is not legal", turn + 1, action));
    ++turn;
    if (!args.quiet) print_step(turn, *state, action, viewer);
    state = state->apply(action);
  }
  std::cout << "\n" << state->to_text(viewer) << "\n";
  const std::vector<double> returns = state->returns();
  if (state->is_terminal()) print_folded(format_result(*state));
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
