// caper: play, watch, replay and simulate the games of the caper library in a terminal.
// The command line is CLI11's: --help on every command, unknown commands and flags refused
// (exit 2), errors of the game or its files reported in one line (exit 1).
#include <cmath>
#include <iostream>
#include <thread>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "caper/catalogue.hpp"
#include "caper/core/error.hpp"
#include "caper/version.hpp"
#include "cli.hpp"
#include "terminal.hpp"

namespace caper::cli {
namespace {

// Every bot a seat or --hint-bot may name, the levels first (each game's search for them is
// in caper list) and the items of an mcts spec, as the unknown-bot message lists them.
std::string bots_help() {
  return "bots: the levels easy, medium, hard (each game's own search: caper list), then "
         "random, greedy, advice (the greedy bot taking the game's advice first, where it "
         "gives one), mcts, mcts:ITEMS with the comma-separated items ITERATIONS, "
         "ms=MILLISECONDS, mb=MIB, depth=STEPS, opponents=greedy, rollout=greedy (e.g. "
         "mcts:5000,ms=200), and human (play only)";
}

// A whole number as people write it: 1000, 1_000, 1,000 or 1e3 (no sign, no octal), at
// least `least`.
// A command's closing text folded to 80 columns, as the flags above it are.
std::string footer_text(const std::string& text) {
  std::string out;
  for (const std::string& line : fold_lines(text, 80)) out += (out.empty() ? "" : "\n") + line;
  return out;
}

CLI::Validator whole_number(std::uint64_t least = 0) {
  return CLI::Validator(
      [least](std::string& text) -> std::string {
        std::string digits;
        for (char c : text)
          if (c != '_' && c != ',') digits += c;
        char* end = nullptr;
        const double value = std::strtod(digits.c_str(), &end);
        const bool plain = !digits.empty() && end == digits.c_str() + digits.size() &&
                           digits.find_first_of("+-xXpP") == std::string::npos;
        if (!plain || value != std::floor(value) || value < static_cast<double>(least) ||
            value > 1.8e19)
          return fmt::format("needs a whole number of at least {}, got '{}'", least, text);
        text = std::to_string(static_cast<std::uint64_t>(value));
        return "";
      },
      "");
}

// A positive number of seconds: 2, 0.5, .25, 1e-1.
CLI::Validator seconds_number() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(value) ||
            value <= 0)
          return "needs a positive number of seconds, got '" + text + "'";
        return "";
      },
      "");
}

CLI::Validator known_game() {
  return CLI::Validator(
      [](std::string& name) -> std::string {
        std::string names;
        for (const GameEntry& entry : game_catalogue()) {
          if (entry.name == name) return "";
          names += (names.empty() ? "" : ", ") + std::string(entry.name);
        }
        return "unknown game '" + name + "' (games: " + names + ")";
      },
      "");
}

void add_game_flags(CLI::App& command, GameArgs& game, bool game_required = true) {
  command.add_option("game", game.name, "the game (caper list shows them)")
      ->required(game_required)
      ->type_name("GAME")
      ->check(known_game());
  command.add_option("--players", game.players, "number of players")
      ->type_name("N")
      ->transform(whole_number());
  command.add_option("--option", game.options, "a game option key=value (repeatable)")
      ->type_name("KEY=VALUE")
      ->allow_extra_args(false);
  command.add_option("--seed", game.seed, "seed of the game (chance and bots)")
      ->type_name("N")
      ->transform(whole_number());
  command.add_option("--seats", game.seats, "one bot or human per seat, a,b,...")
      ->type_name("BOTS");
}

struct Commands {
  ListArgs list;
  PlayArgs play;
  PlayArgs watch;
  ReplayArgs replay;
  SimulateArgs simulate;
  SimulateArgs arena;
  BenchArgs bench;
  std::uint64_t demo_seed = 2026;
  std::string demo_save;
};

// play and watch: a game with its flags, seeded at random unless --seed is given, the seats
// defaulting to `default_seats`.
CLI::App* add_seated_game(CLI::App& app, const std::string& name, const std::string& what,
                          GameArgs& game, bool game_required, const std::string& default_seats) {
  auto* command = app.add_subcommand(name, what);
  add_game_flags(*command, game, game_required);
  command->footer(footer_text("the seed is random unless --seed is given; seats default to " +
                              default_seats + "; " + bots_help()));
  return command;
}

void add_play(CLI::App& app, PlayArgs& play) {
  auto* command = add_seated_game(app, "play", "play in the terminal, seeing only your own seat",
                                  play.game, false, "human,mcts,...");
  command->add_option("--save", play.save, "write the game record to FILE on every way out")
      ->type_name("FILE");
  command->add_option("--resume", play.resume, "continue the game saved in FILE")
      ->type_name("FILE");
  command->add_flag("--confirm-forced", play.confirm_forced,
                    "ask even when there is a single legal move");
  command->add_option("--hint-bot", play.hint_bot, "the bot that answers hint")
      ->type_name("BOT")
      ->capture_default_str();
  command->add_option("--trace-views", play.trace_views)->group("");  // for the tests
}

void add_watch(CLI::App& app, PlayArgs& watch) {
  auto* command = add_seated_game(app, "watch", "print a game played by bots, in full", watch.game,
                                  true, "random,...");
  command->add_option("--save", watch.save, "write the game record to FILE")->type_name("FILE");
  command->add_flag("--quiet", watch.quiet, "print the result only");
}

// simulate and arena: many seeded games, the seed defaulting to 1.
CLI::App* add_many_games(CLI::App& app, const std::string& name, const std::string& what,
                         SimulateArgs& args) {
  auto* command = app.add_subcommand(name, what);
  add_game_flags(*command, args.game);
  command->add_option("--games", args.games, "how many games")
      ->type_name("N")
      ->capture_default_str()
      ->transform(whole_number(1))
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  command->footer(footer_text("the seed defaults to 1; " + bots_help()));
  return command;
}

void add_runs(CLI::App& app, Commands& c) {
  auto* simulate =
      add_many_games(app, "simulate", "many seeded bot games: games/s, win shares", c.simulate);
  c.simulate.threads = std::max(1u, std::thread::hardware_concurrency());
  simulate->add_option("--threads", c.simulate.threads, "worker threads")
      ->type_name("N")
      ->capture_default_str()
      ->transform(whole_number(1))
      ->check(CLI::Range(1, 256));

  c.arena.games = 200;
  add_many_games(app, "arena", "bots against each other, seats rotated each game", c.arena);

  auto* bench = app.add_subcommand("bench", "random-playout speed of each game through AnyState");
  bench->add_option("games", c.bench.games, "games to measure (default: all)")
      ->type_name("GAME")
      ->check(known_game());
  bench->add_option("--seconds", c.bench.seconds, "time per game")
      ->type_name("SECONDS")
      ->capture_default_str()
      ->check(seconds_number());
  bench->add_option("--players", c.bench.players, "number of players")
      ->type_name("N")
      ->transform(whole_number());
  bench->add_option("--option", c.bench.options, "a game option key=value (repeatable)")
      ->type_name("KEY=VALUE")
      ->allow_extra_args(false);
}

void add_others(CLI::App& app, Commands& c) {
  auto* list = app.add_subcommand("list", "the games, their player counts and options");
  list->add_flag("--json", c.list.json, "each game's info JSON");
  list->add_flag("--names", c.list.names, "one game name per line");

  auto* replay = app.add_subcommand("replay", "replay a saved game record exactly");
  replay->add_option("file", c.replay.file, "a record written by --save")
      ->type_name("FILE")
      ->required();
  replay->add_flag("--quiet", c.replay.quiet, "no event log");
  replay->add_option("--seat", c.replay.seat, "show the game as seat N saw it (default: in full)")
      ->type_name("N")
      ->transform(whole_number());

  auto* demo = app.add_subcommand("demo", "one seeded greedy-bot game of every game");
  demo->add_option("--seed", c.demo_seed, "seed of the games")
      ->type_name("N")
      ->capture_default_str()
      ->transform(whole_number());
  demo->add_option("--save", c.demo_save, "write each record into this folder")->type_name("DIR");
}

// CLI11 collects what it does not know (allow_extras) so that the message can name it in
// the order it was typed; anything left over is refused here.
void refuse_leftovers(const CLI::App& app) {
  if (!app.remaining().empty())
    throw CLI::ExtrasError("unknown flag '" + app.remaining().front() + "'",
                           CLI::ExitCodes::ExtrasError);
  const CLI::App* command = app.get_subcommands().front();
  const std::vector<std::string> left = command->remaining();
  if (left.empty()) return;
  const std::string name = command->get_name();
  if (left.front().starts_with("-"))
    throw CLI::ExtrasError(fmt::format("{}: unknown flag '{}'", name, left.front()),
                           CLI::ExitCodes::ExtrasError);
  throw CLI::ExtrasError(fmt::format("{}: unexpected argument '{}'", name, left.front()),
                         CLI::ExitCodes::ExtrasError);
}

// An unknown first word is a mistyped command, not an extra argument.
void refuse_unknown_command(const CLI::App& app, char** argv) {
  const std::string first = argv[1];
  if (first.starts_with("-")) {
    if (first == "--version" && argv[2] != nullptr)
      throw CLI::ExtrasError(fmt::format("--version takes no argument, got '{}'", argv[2]),
                             CLI::ExitCodes::ExtrasError);
    if (first == "-h" || first == "--help" || first == "--help-all" || first == "--version") return;
    throw CLI::ExtrasError("unknown flag '" + first + "'", CLI::ExitCodes::ExtrasError);
  }
  std::string names;
  for (const CLI::App* command : app.get_subcommands({})) {
    if (command->get_name() == first) return;
    names += (names.empty() ? "" : ", ") + command->get_name();
  }
  throw CLI::ExtrasError(fmt::format("unknown command '{}' (commands: {})", first, names),
                         CLI::ExitCodes::ExtrasError);
}

// play and watch deal a new game each time unless --seed is given (the seed is printed and
// recorded, so the game can be repeated); simulate and arena default to seed 1.
void choose_seeds(const CLI::App& app, Commands& c) {
  const CLI::App* command = app.get_subcommands().front();
  const std::string name = command->get_name();
  if (name == "play" && command->count("game") == 0 && c.play.resume.empty())
    throw CLI::RequiredError("play: a GAME or --resume FILE is required");
  if (name == "play" && !c.play.resume.empty()) {
    for (const char* flag : {"game", "--players", "--option", "--seed"})
      if (command->count(flag) > 0)
        throw CLI::ExtrasError(
            fmt::format("play: --resume takes the game, its options and seed from the file; "
                        "'{}' cannot be given with it",
                        flag),
            CLI::ExitCodes::ExtrasError);
    return;
  }
  PlayArgs* args = name == "play" ? &c.play : name == "watch" ? &c.watch : nullptr;
  if (args == nullptr) return;
  if (command->count("--seed") == 0) args->game.seed = random_seed();
}

// CLI11's messages as a person would put them: "--seed: 1 required N missing" is said
// "--seed: needs a value (N)".
std::string parse_error_text(const std::string& what) {
  const std::size_t required = what.find(": 1 required ");
  if (required != std::string::npos && what.ends_with(" missing")) {
    const std::size_t type = required + 13;
    return fmt::format("{}: needs a value ({})", what.substr(0, required),
                       what.substr(type, what.size() - 8 - type));
  }
  return what;
}

int dispatch(const CLI::App& app, const Commands& c) {
  const std::string name = app.get_subcommands().front()->get_name();
  if (name == "list") return command_list(c.list);
  if (name == "play") return command_play(c.play);
  if (name == "watch") return command_watch(c.watch);
  if (name == "replay") return command_replay(c.replay);
  if (name == "simulate") return command_simulate(c.simulate);
  if (name == "arena") return command_arena(c.arena);
  if (name == "bench") return command_bench(c.bench);
  return command_demo(c.demo_seed, c.demo_save);
}

}  // namespace
}  // namespace caper::cli

int main(int argc, char** argv) {
  using namespace caper::cli;
  CLI::App app("caper: play, watch, replay and simulate the caper games", "caper");
  app.set_version_flag("--version", std::string("caper ") + CAPER_VERSION_STRING);
  app.require_subcommand(1);
  app.allow_extras();  // inherited by the commands; see refuse_leftovers
  app.footer("caper COMMAND --help shows a command's flags");
  Commands commands;
  add_play(app, commands.play);
  add_watch(app, commands.watch);
  add_runs(app, commands);
  add_others(app, commands);
  if (argc < 2) {
    std::cerr << app.help();
    return 2;
  }
  try {
    refuse_unknown_command(app, argv);
    app.parse(argc, argv);
    refuse_leftovers(app);
    choose_seeds(app, commands);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    print_error(parse_error_text(e.what()));
    std::cerr << "(caper --help lists the commands; caper COMMAND --help their flags)\n";
    return 2;
  }
  try {
    return dispatch(app, commands);
  } catch (const std::exception& e) {
    print_error(e.what());
    return 1;
  }
}
