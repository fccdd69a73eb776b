// What the caper program does differently on a terminal: clear the screen between turns and
// show a progress line on long runs. Output that is not a terminal stays plain.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace caper::cli {

// True when the stream is a terminal that understands cursor codes (not TERM=dumb).
bool is_terminal(std::FILE* stream);

// The terminal's size in characters: the window's, else $COLUMNS and $LINES, else 80x24
// (also for plain output, so that a log reads as it would on a terminal).
struct ScreenSize {
  int columns = 80;
  int rows = 24;
};
ScreenSize screen_size();

// Text folded to `width` columns at spaces: a longer line is continued on the next line,
// indented as the line began plus two; a word longer than the line is cut.
std::vector<std::string> fold_lines(const std::string& text, int width);
// Prints `text` (and a newline) folded to the terminal's width.
void print_folded(const std::string& text);
// Prints "caper: " and `text` on stderr, folded to the width when stderr is a terminal (a
// script reading it gets the message on one line).
void print_error(const std::string& text);

// Clears a terminal screen and its scrollback; does nothing on plain output.
void clear_screen();

// A one-line "123/1000 games  456.7 games/s  0:03 left" on stderr, redrawn at most ten times
// a second, erased by finish(). Silent when stderr is not a terminal.
class Progress {
 public:
  // total = 0 when the run ends by time rather than by count (`seconds` then gives the end).
  Progress(std::string label, std::uint64_t total, double seconds = 0);
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;
  ~Progress() { finish(); }
  void update(std::uint64_t done);
  void finish();

 private:
  using Clock = std::chrono::steady_clock;
  std::string label_;
  std::uint64_t total_;
  double seconds_;
  bool enabled_;
  bool drawn_ = false;
  Clock::time_point start_;
  Clock::time_point last_;
};

}  // namespace caper::cli
