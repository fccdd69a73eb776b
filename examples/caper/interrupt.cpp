#include "interrupt.hpp"

#include <atomic>

#include <signal.h>

namespace caper::cli {
namespace {

volatile std::sig_atomic_t g_signal = 0;
// Bot::cancel is an atomic store, safe in a handler, as is this pointer's load.
std::atomic<bots::Bot*> g_thinking{nullptr};
static_assert(std::atomic<bots::Bot*>::is_always_lock_free);

extern "C" void on_signal(int number) {
  g_signal = number;
  if (bots::Bot* bot = g_thinking.load()) bot->cancel();
}

}  // namespace

int interrupted() {
  return g_signal;
}

SignalGuard::SignalGuard() {
  g_signal = 0;
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  for (std::size_t i = 0; i < kSignals.size(); ++i) sigaction(kSignals[i], &action, &old_[i]);
}

SignalGuard::~SignalGuard() {
  for (std::size_t i = 0; i < kSignals.size(); ++i) sigaction(kSignals[i], &old_[i], nullptr);
}

Thinking::Thinking(bots::Bot& bot) {
  g_thinking.store(&bot);
  if (g_signal != 0) bot.cancel();  // a signal just before the search began
}

Thinking::~Thinking() {
  g_thinking.store(nullptr);
}

}  // namespace caper::cli
