#include "terminal.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>
#include <sys/ioctl.h>
#include <unistd.h>

namespace caper::cli {
namespace {

std::string clock_text(double seconds) {
  const auto whole = static_cast<long long>(seconds + 0.5);
  return fmt::format("{}:{:02}", whole / 60, whole % 60);
}

int env_number(const char* name, int fallback) {
  const char* text = std::getenv(name);
  if (text == nullptr) return fallback;
  char* end = nullptr;
  const long value = std::strtol(text, &end, 10);
  return (end != text && *end == '\0' && value >= 10 && value <= 10000) ? static_cast<int>(value)
                                                                        : fallback;
}

// One line folded; `out` gets the pieces.
void fold_line(const std::string& line, std::size_t width, std::vector<std::string>& out) {
  const std::size_t indent = std::min(line.find_first_not_of(' '), width / 2) + 2;
  std::string rest = line;
  std::string lead;
  while (lead.size() + rest.size() > width) {
    const std::size_t room = width - lead.size();
    std::size_t cut = rest.rfind(' ', room);
    if (cut == std::string::npos || cut <= rest.find_first_not_of(' ')) cut = room;  // one word
    std::string piece = lead + rest.substr(0, cut);
    piece.erase(piece.find_last_not_of(' ') + 1);
    out.push_back(std::move(piece));
    const std::size_t next = rest.find_first_not_of(' ', cut);
    rest = next == std::string::npos ? "" : rest.substr(next);
    lead.assign(indent, ' ');
    if (rest.empty()) return;
  }
  out.push_back(lead + rest);
}

}  // namespace

ScreenSize screen_size() {
  ScreenSize size{env_number("COLUMNS", 80), env_number("LINES", 24)};
  winsize window{};
  if (isatty(fileno(stdout)) == 1 && ioctl(fileno(stdout), TIOCGWINSZ, &window) == 0 &&
      window.ws_col >= 10 && window.ws_row >= 10) {
    size.columns = window.ws_col;
    size.rows = window.ws_row;
  }
  return size;
}

std::vector<std::string> fold_lines(const std::string& text, int width) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    if (end == text.size() && start == end && start != 0) break;  // the final newline
    fold_line(text.substr(start, end - start), static_cast<std::size_t>(std::max(width, 20)), out);
    start = end + 1;
  }
  return out;
}

void print_folded(const std::string& text) {
  for (const std::string& line : fold_lines(text, screen_size().columns))
    std::fputs((line + "\n").c_str(), stdout);
}

void print_error(const std::string& text) {
  const std::string line = "caper: " + text;
  if (!is_terminal(stderr)) {
    std::fputs((line + "\n").c_str(), stderr);
    return;
  }
  for (const std::string& piece : fold_lines(line, screen_size().columns))
    std::fputs((piece + "\n").c_str(), stderr);
}

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
