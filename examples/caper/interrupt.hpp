// Ctrl-C, a closed terminal or a kill during caper play: the game loop saves and leaves at
// the next step. A prompt waiting for a line returns at once, and a bot's search is
// cancelled so that one need not wait for it; its move is then not made, so that a
// resumed game goes on as it would have.
#pragma once

#include <array>
#include <csignal>

#include "caper/bots/bot.hpp"

namespace caper::cli {

// The signal that came (SIGINT, SIGTERM, SIGHUP) while a SignalGuard lives, else 0.
int interrupted();

// Catches SIGINT, SIGTERM and SIGHUP while it lives (without SA_RESTART, so that a read
// returns), and restores what was there before.
class SignalGuard {
 public:
  SignalGuard();
  SignalGuard(const SignalGuard&) = delete;
  SignalGuard& operator=(const SignalGuard&) = delete;
  ~SignalGuard();

 private:
  static constexpr std::array<int, 3> kSignals = {SIGINT, SIGTERM, SIGHUP};
  std::array<struct sigaction, 3> old_{};
};

// The bot whose search a signal cancels, while it lives; a signal that came before is
// passed on at once.
class Thinking {
 public:
  explicit Thinking(bots::Bot& bot);
  Thinking(const Thinking&) = delete;
  Thinking& operator=(const Thinking&) = delete;
  ~Thinking();
};

}  // namespace caper::cli
