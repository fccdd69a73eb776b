#include "terminal.hpp"

#include <cstdlib>
#include <cstring>

#include <fmt/format.h>
#include <unistd.h>

namespace caper::cli {
namespace {

std::string clock_text(double seconds) {
  const auto whole = static_cast<long long>(seconds + 0.5);
  return fmt::format("{}:{:02}", whole / 60, whole % 60);
}

}  // namespace

bool is_terminal(std::FILE* stream) {
  const char* term = std::getenv("TERM");
  if (term != nullptr && std::strcmp(term, "dumb") == 0) return false;
  return isatty(fileno(stream)) == 1;
}

void clear_screen() {
  if (!is_terminal(stdout)) return;
  std::fputs("\x1b[H\x1b[2J\x1b[3J", stdout);  // the scrollback too: no earlier hand
  std::fflush(stdout);
}

Progress::Progress(std::string label, std::uint64_t total, double seconds)
    : label_(std::move(label)),
      total_(total),
      seconds_(seconds),
      enabled_(is_terminal(stderr)),
      start_(Clock::now()),
      // The first update draws at once, so a run shorter than one redraw still shows it.
      last_(start_ - std::chrono::seconds(1)) {}

void Progress::update(std::uint64_t done) {
  if (!enabled_) return;
  const Clock::time_point now = Clock::now();
  if (now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  const double spent = std::chrono::duration<double>(now - start_).count();
  const double rate = spent > 0 ? static_cast<double>(done) / spent : 0;
  double left = seconds_ - spent;
  std::string count = fmt::format("{} games", done);
  if (total_ > 0) {
    count = fmt::format("{}/{} games", done, total_);
    left = rate > 0 ? static_cast<double>(total_ - done) / rate : 0;
  }
  // \r and "erase to end of line" redraw the same line.
  std::fputs(fmt::format("\r\x1b[K{}: {}  {:.1f} games/s  {} left", label_, count, rate,
                         clock_text(left > 0 ? left : 0))
                 .c_str(),
             stderr);
  std::fflush(stderr);
  drawn_ = true;
}

void Progress::finish() {
  if (!drawn_) return;
  std::fputs("\r\x1b[K", stderr);
  std::fflush(stderr);
  drawn_ = false;
}

}  // namespace caper::cli
