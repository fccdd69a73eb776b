// caper: play, watch, replay and simulate the games of the caper library in a terminal.
#include <cstdio>
#include <iostream>
#include <string>

#include "caper/core/error.hpp"
#include "cli.hpp"

namespace {

constexpr const char* kUsage = R"(usage: caper COMMAND [arguments]

  caper list                                   the games and their options
  caper play GAME [--players N] [--seats human,mcts,...] [--seed S] [--option k=v]...
                                               play in the terminal (human seats see only
                                               their own view)
  caper watch GAME [same flags] [--save FILE] [--quiet]
                                               print a game played by bots
  caper replay FILE                            replay a saved game record exactly
  caper simulate GAME --games N [--threads T] [--seats ...] [--seed S]
                                               many seeded games: games/s and win rates
  caper demo [--seed S] [--save DIR]           one seeded bot game of every game
  caper bench [GAME...] [--seconds S]          random-playout speed through AnyState
  caper arena GAME --seats mcts,random [--games N] [--seed S]
                                               bots against each other, seats rotated

bots: random, greedy, mcts, mcts:ITERATIONS
)";

}  // namespace

int main(int argc, char** argv) {
  using namespace caper::cli;
  if (argc < 2) {
    std::fputs(kUsage, stderr);
    return 2;
  }
  const std::string command = argv[1];
  try {
    const Args args = parse_args(argc, argv, 2);
    if (command == "list") return command_list();
    if (command == "play") return command_play(args, false);
    if (command == "watch") return command_play(args, true);
    if (command == "replay") return command_replay(args);
    if (command == "simulate") return command_simulate(args);
    if (command == "demo") return command_demo(args);
    if (command == "bench") return command_bench(args);
    if (command == "arena") return command_arena(args);
    if (command == "help" || command == "--help" || command == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    std::cerr << "caper: unknown command '" << command << "'\n" << kUsage;
    return 2;
  } catch (const caper::Error& e) {
    std::cerr << "caper: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "caper: " << e.what() << "\n";
    return 1;
  }
}
