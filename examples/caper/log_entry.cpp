#include "log_entry.hpp"

#include <algorithm>
#include <string_view>

#include <fmt/format.h>

#include "cli.hpp"
#include "terminal.hpp"

namespace caper::cli {
namespace {

// "1 line", "2 lines": the word after a count of lines.
std::string_view lines_word(std::size_t count) {
  return count == 1 ? "line" : "lines";
}

}  // namespace

std::string LogEntry::line() const {
  if (!note.empty()) return note;
  std::string said;
  for (const Part& part : parts) {
    if (!said.empty()) said += "; ";
    said += after_who(player, part.text);
    if (part.times > 1) said += fmt::format(" (x{})", part.times);
    if (!part.outcome.empty()) said += " => " + part.outcome;
  }
  return fmt::format("{:>5}  {:<7} {}", turn, who(player), said);
}

bool LogEntry::extend(int by, const std::string& text, const std::string& outcome) {
  if (!note.empty() || by != player || parts.empty() || !parts.back().outcome.empty()) return false;
  if (parts.back().text == text && outcome.empty()) {
    ++parts.back().times;
  } else {
    parts.push_back({text, 1, outcome});
  }
  return true;
}

std::size_t log_rows(const Log& log, int columns) {
  std::size_t rows = 0;
  for (const LogEntry& event : log) rows += fold_lines(event.line(), columns).size();
  return rows;
}

std::vector<std::string> news_lines(const Log& log, std::size_t room, int columns) {
  std::vector<std::string> lines;
  std::vector<std::size_t> starts;  // the first line of each entry
  for (const LogEntry& event : log) {
    starts.push_back(lines.size());
    for (std::string& line : fold_lines(event.line(), columns)) lines.push_back(std::move(line));
  }
  if (lines.size() <= room) return lines;
  std::size_t first = 0;
  std::size_t last = lines.size();
  std::string more;  // one row saying what is not shown, if there is a row to spare
  const std::size_t shown = room >= 2 ? room - 1 : room;
  // The latest entries that fit whole; if the last alone does not, its beginning.
  const auto start = std::lower_bound(starts.begin(), starts.end(), lines.size() - shown);
  if (start != starts.end()) {
    first = *start;
    if (room >= 2)
      more = fmt::format("  ({} earlier {}: log shows every event)", first, lines_word(first));
  } else if (room >= 2) {
    first = starts.back();
    last = first + shown;
    more = first == 0 ? fmt::format("  ({} more {}: log shows every event)", lines.size() - last,
                                    lines_word(lines.size() - last))
                      : fmt::format("  ({} more {}, {} earlier: log shows every event)",
                                    lines.size() - last, lines_word(lines.size() - last), first);
  } else {
    // One row holds no beginning of an entry and a word that it goes on: the word alone.
    first = last = lines.size();
    if (room == 1)
      more = fmt::format("  ({} new {}: log shows every event)", lines.size(),
                         lines_word(lines.size()));
  }
  std::vector<std::string> out;
  if (!more.empty() && first > 0 && last == lines.size()) out.push_back(more);
  out.insert(out.end(), lines.begin() + static_cast<std::ptrdiff_t>(first),
             lines.begin() + static_cast<std::ptrdiff_t>(last));
  if (!more.empty() && last < lines.size()) out.push_back(more);
  return out;
}

}  // namespace caper::cli
