// A seat's log in caper play: its entries, and the news of them that fits the rows a
// screen has left.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "caper/core/action.hpp"

namespace caper::cli {

// One entry of a seat's log: a run of events by one player (or chance) in a row, each
// said once with how many times in a row it came ("ask for a favor (x3)") and what it set
// off ("=> pub II: p1 takes ..."), so that a bot's turn of many small steps is one line.
struct LogEntry {
  std::size_t turn = 0;  // of the first event
  int player = kChancePlayer;
  struct Part {
    std::string text;
    int times = 1;
    std::string outcome;
  };
  std::vector<Part> parts;
  std::string note;  // a line of its own, such as the resume notice

  // "   12  p1      ask for a favor (x3); offer a coin => ...".
  std::string line() const;
  // Adds an event of the same player after this one; false if it starts a new entry.
  bool extend(int by, const std::string& text, const std::string& outcome);
};
using Log = std::vector<LogEntry>;

// How many rows `log` takes, folded to `columns`.
std::size_t log_rows(const Log& log, int columns);

// `log` in at most `room` rows of `columns`: the latest entries that fit whole, the
// earlier ones counted in one row ("(4 earlier lines: log shows every event)"); an entry
// too long for the rows shows its beginning and counts its rest and the earlier rows; a
// single row counts them all unless the last entry fits it whole; no row, nothing.
std::vector<std::string> news_lines(const Log& log, std::size_t room, int columns);

}  // namespace caper::cli
