#include "move_list.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "terminal.hpp"

namespace caper::cli {
namespace {

// A run of moves "head word": its head, the last words, and the number of its first move.
struct Run {
  std::vector<std::string> heads;
  std::vector<std::string> words;
  std::size_t first = 0;
};

std::string head_of(const std::string& text) {
  const std::size_t space = text.rfind(' ');
  return space == std::string::npos ? text : text.substr(0, space);
}

std::string word_of(const std::string& text) {
  const std::size_t space = text.rfind(' ');
  return space == std::string::npos ? "" : text.substr(space + 1);
}

// "guess p1", "guess p2", "guess p3" -> "guess p1, p2 or p3"; heads that differ elsewhere
// than in their last word are joined whole.
std::string joined(const std::vector<std::string>& heads) {
  std::string out = heads[0];
  const std::string prefix = head_of(heads[0]) + " ";
  for (std::size_t i = 1; i < heads.size(); ++i) {
    const bool same = heads[i].rfind(prefix, 0) == 0 && prefix.size() < heads[0].size();
    out += (i + 1 == heads.size() ? " or " : ", ") + (same ? word_of(heads[i]) : heads[i]);
  }
  return out;
}

std::vector<Run> runs_of(const std::vector<std::string>& texts) {
  std::vector<Run> runs;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const std::string head = head_of(texts[i]);
    const bool single = texts[i].find(' ') == std::string::npos;
    if (!single && !runs.empty() && !runs.back().words.empty() && runs.back().heads.size() == 1 &&
        runs.back().heads[0] == head) {
      runs.back().words.push_back(word_of(texts[i]));
    } else {
      runs.push_back(
          {{head}, single ? std::vector<std::string>{} : std::vector{word_of(texts[i])}, i + 1});
    }
  }
  // A run with the same words as the one before, whose head differs in the last word only,
  // joins it.
  std::vector<Run> merged;
  for (Run& run : runs) {
    if (!merged.empty() && !run.words.empty() && merged.back().words == run.words &&
        head_of(merged.back().heads[0]) == head_of(run.heads[0])) {
      merged.back().heads.push_back(run.heads[0]);
    } else {
      merged.push_back(std::move(run));
    }
  }
  return merged;
}

bool numbered(const Run& run) {
  return run.words.empty() || (run.heads.size() == 1 && run.words.size() == 1);
}

// The words before a move's last one ("" for a move of one word).
std::string group_head(const std::string& text) {
  const std::size_t space = text.rfind(' ');
  return space == std::string::npos ? "" : text.substr(0, space);
}

// Runs of moves that differ in their last word only, one run a line: "  play suit:  1) 8C
// ...". A move alone in its run is written whole ("  82) do not guess", not "do not: guess").
std::vector<std::string> grouped_move_lines(const std::vector<std::string>& texts, int columns) {
  std::vector<std::string> lines;
  std::size_t i = 0;
  while (i < texts.size()) {
    const std::string head = group_head(texts[i]);
    std::size_t j = i + 1;
    while (!head.empty() && j < texts.size() && group_head(texts[j]) == head) ++j;
    // A number and its word stay on one line: joined by \x01 until the line is folded.
    std::string line = fmt::format("  {})\x01{}", i + 1, texts[i]);
    if (j - i > 1) {
      line = "  " + head + ":";
      for (std::size_t k = i; k < j; ++k)
        line += fmt::format("  {})\x01{}", k + 1, texts[k].substr(head.size() + 1));
    }
    for (std::string& piece : fold_lines(line, columns)) {
      std::replace(piece.begin(), piece.end(), '\x01', ' ');
      lines.push_back(std::move(piece));
    }
    i = j;
  }
  return lines;
}

// The width of each column when `cells` go down columns of `rows`: its longest cell.
std::vector<std::size_t> column_widths(const std::vector<std::string>& cells, std::size_t rows) {
  std::vector<std::size_t> widths;
  for (std::size_t first = 0; first < cells.size(); first += rows) {
    std::size_t width = 0;
    for (std::size_t i = first; i < std::min(first + rows, cells.size()); ++i)
      width = std::max(width, cells[i].size());
    widths.push_back(width);
  }
  return widths;
}

// The fewest rows that set `cells` down columns, each column as wide as its own longest
// cell and two spaces before each, within `columns`.
std::size_t fewest_rows(const std::vector<std::string>& cells, int columns) {
  for (std::size_t rows = 1; rows < cells.size(); ++rows) {
    std::size_t total = 0;
    for (const std::size_t width : column_widths(cells, rows)) total += 2 + width;
    if (total <= static_cast<std::size_t>(columns)) return rows;
  }
  return std::max<std::size_t>(1, cells.size());
}

// `cells` down columns of `rows`, column c widths[c] wide with two spaces before it; a line
// wider than `columns` folds at spaces.
std::vector<std::string> column_lines(const std::vector<std::string>& cells, std::size_t rows,
                                      const std::vector<std::size_t>& widths, int columns) {
  std::vector<std::string> lines;
  for (std::size_t r = 0; r < rows; ++r) {
    std::string line;
    for (std::size_t c = 0; c < widths.size() && c * rows + r < cells.size(); ++c)
      line += fmt::format("  {:<{}}", cells[c * rows + r], widths[c]);
    line.erase(line.find_last_not_of(' ') + 1);
    for (std::string& piece : fold_lines(line, columns)) lines.push_back(std::move(piece));
  }
  return lines;
}

// The words of `text`, split at spaces.
std::vector<std::string> words_in(const std::string& text) {
  std::vector<std::string> words;
  for (std::size_t at = 0; at <= text.size();) {
    const std::size_t space = std::min(text.find(' ', at), text.size());
    words.push_back(text.substr(at, space - at));
    at = space + 1;
  }
  return words;
}

std::string spaced(const std::vector<std::string>& words, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to; ++i) out += (out.empty() ? "" : " ") + words[i];
  return out;
}

// The number of leading words (or, `back`, trailing words) that every head shares.
std::size_t shared_words(const std::vector<std::vector<std::string>>& heads, bool back) {
  std::size_t count = 0;
  for (;; ++count) {
    for (const auto& head : heads) {
      if (count >= head.size()) return count;
      const auto& word = back ? head[head.size() - 1 - count] : head[count];
      const auto& first = back ? heads[0][heads[0].size() - 1 - count] : heads[0][count];
      if (word != first) return count;
    }
  }
}

}  // namespace

std::vector<std::string> compact_move_lines(const std::vector<std::string>& texts, int columns) {
  // The groups of moves with the same head (the words but the last), as in
  // grouped_move_lines; heads of one word ("exchange" of "exchange none") stay whole.
  std::vector<std::pair<std::size_t, std::size_t>> groups;
  std::vector<std::vector<std::string>> heads;
  for (std::size_t i = 0; i < texts.size();) {
    const std::string head = group_head(texts[i]);
    std::size_t j = i + 1;
    while (!head.empty() && j < texts.size() && group_head(texts[j]) == head) ++j;
    groups.emplace_back(i, j);
    if (head.find(' ') != std::string::npos) heads.push_back(words_in(head));
    i = j;
  }
  if (heads.size() < 2) return {};
  const std::size_t front = shared_words(heads, false);
  const std::size_t back = shared_words(heads, true);
  for (const auto& head : heads)
    if (front + back >= head.size()) return {};
  if (front + back == 0) return {};
  // The middles' trailing comma goes to the title: "exchange, ..., a figure of:".
  bool commas = true;
  for (const auto& head : heads) commas = commas && head[head.size() - 1 - back].ends_with(',');
  std::vector<std::string> cells;
  for (const auto& [i, j] : groups) {
    const std::string head = group_head(texts[i]);
    if (head.find(' ') == std::string::npos) {
      for (std::size_t k = i; k < j; ++k) cells.push_back(fmt::format("{}) {}", k + 1, texts[k]));
      continue;
    }
    const std::vector<std::string> words = words_in(head);
    std::string cell = spaced(words, front, words.size() - back);
    if (commas) cell.pop_back();
    cell += ":";
    for (std::size_t k = i; k < j; ++k) cell += fmt::format("  {}) {}", k + 1, word_of(texts[k]));
    cells.push_back(std::move(cell));
  }
  const std::size_t rows = fewest_rows(cells, columns);
  std::vector<std::string> lines{"  " + spaced(heads[0], 0, front) + " ..." + (commas ? "," : "") +
                                 " " + spaced(heads[0], heads[0].size() - back, heads[0].size()) +
                                 ":"};
  for (std::string& line : column_lines(cells, rows, column_widths(cells, rows), columns))
    lines.push_back(std::move(line));
  return lines;
}

std::vector<bool> merged_move_numbers(const std::vector<std::string>& texts) {
  std::vector<bool> shown(texts.size(), false);
  for (const Run& run : runs_of(texts))
    if (numbered(run)) shown[run.first - 1] = true;
  return shown;
}

std::vector<std::string> merged_move_lines(const std::vector<std::string>& texts, int columns) {
  std::vector<std::string> lines;
  for (const Run& run : runs_of(texts)) {
    std::string line;
    if (!numbered(run)) {
      line = "  " + joined(run.heads) + ", one of:";
      for (const std::string& word : run.words) line += " " + word;
    } else if (run.words.empty()) {
      line = fmt::format("  {}) {}", run.first, run.heads[0]);
    } else {
      line = fmt::format("  {}) {} {}", run.first, run.heads[0], run.words[0]);
    }
    for (std::string& piece : fold_lines(line, columns)) lines.push_back(std::move(piece));
  }
  return lines;
}

std::vector<std::string> numbered_move_lines(const std::vector<std::string>& texts, int columns) {
  const std::size_t digits = std::to_string(texts.size()).size();
  std::vector<std::string> cells;
  std::size_t widest = 0;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    cells.push_back(fmt::format("{:>{}}) {}", i + 1, digits, texts[i]));
    widest = std::max(widest, cells.back().size());
  }
  // Columns as wide as the widest move, or, when one long move would leave room for fewer
  // columns than the moves need, each as wide as its own longest (rows fewer on the screen).
  const std::size_t count =
      std::max<std::size_t>(1, static_cast<std::size_t>(columns) / (widest + 2));
  const std::size_t even_rows = (cells.size() + count - 1) / count;
  const std::size_t rows = std::min(even_rows, fewest_rows(cells, columns));
  std::vector<std::size_t> widths = column_widths(cells, rows);
  if (rows == even_rows) std::fill(widths.begin(), widths.end(), widest);
  std::vector<std::string> lines = column_lines(cells, rows, widths, columns);
  std::vector<std::string> grouped = grouped_move_lines(texts, columns);
  return grouped.size() < lines.size() ? grouped : lines;
}

}  // namespace caper::cli
