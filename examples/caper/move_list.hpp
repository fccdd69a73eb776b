// The moves of a turn laid out on the screen: numbered in columns or grouped by their
// words, or, too many to number on one screen, written as a person would say them:
// "guess p1, p2 or p3, one of: AC 2C 3C ...".
#pragma once

#include <string>
#include <vector>

namespace caper::cli {

// `texts` (the legal moves' texts, in order) numbered, in as many columns as `columns`
// holds, filled down each column (as wide as the widest move, or each as wide as its own
// when that takes fewer rows), or, when that takes fewer rows, grouped by their words but
// the last ("  play suit:  1) 8C  2) 9C"); a line too long for the width is folded.
std::vector<std::string> numbered_move_lines(const std::vector<std::string>& texts, int columns);

// `texts` grouped as numbered_move_lines groups them, when the heads of the groups share
// their first or last words: those written once on a title line, each group by what is its
// own, several groups a row in columns ("  exchange, ..., a figure of:" then "  in pub II:
// 1) p3  at Edward:  2) p0  3) p1"); {} when the heads share nothing.
std::vector<std::string> compact_move_lines(const std::vector<std::string>& texts, int columns);

// `texts` as lines of at most `columns`: runs of moves that differ in their last word
// only, and runs after them with the same last words and a head that differs from theirs
// in its last word only, share one line without numbers
// ("  guess p1, p2 or p3, one of: AC 2C"); a move alone keeps its number ("  4) no-guess").
std::vector<std::string> merged_move_lines(const std::vector<std::string>& texts, int columns);
// Which of the moves keep their number in merged_move_lines (the others are typed).
std::vector<bool> merged_move_numbers(const std::vector<std::string>& texts);

}  // namespace caper::cli
