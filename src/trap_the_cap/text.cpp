// A readable picture of a state for terminals and logs.
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "board_picture.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

std::string colour_name(int c) {
  return c == kGold ? "gold" : "P" + std::to_string(c);
}

}  // namespace

std::string State::to_text(int /*viewer*/) const {
  const Options& o = game_->options();
  const int n = o.players;
  const Board& b = Board::standard();
  std::ostringstream out;
  out << "Trap the Cap: " << variant_name(o.variant) << ", " << n << " players, "
      << (o.scoring == Scoring::kOffensive ? "offensive" : "defensive") << " scoring; turn "
      << turns_ << " of " << o.max_turns << "\n";
  // The picture, with whose turn it is, each hideout and then the legend beside it.
  std::ostringstream status;
  if (is_terminal()) {
    out << "Game over ("
        << (end_ == EndReason::kOneLeft ? "free caps of one side left" : "max_turns")
        << "); winners:";
    for (int p = 0; p < n; ++p)
      if (is_winner(p)) out << " P" << p;
    out << "\n";
  } else if (roll_ == 0) {
    status << "P" << int{to_move_} << " to throw the die";
    if (last_roll_ != 0) status << " (last roll " << int{last_roll_} << ")";
  } else {
    status << "P" << int{to_move_} << " threw " << int{roll_} << " and moves";
  }
  std::vector<std::string> side;
  if (!is_terminal()) side.push_back(status.str());
  for (int p = 0; p < n; ++p) {
    side.push_back(
        fmt::format("H{} at {}: {} cap(s){}, {} prisoners", p, b.junction(p), int{hideout_[idx(p)]},
                    golden_in_hideout_ != 0 && golden_owner_ == p ? " + gold" : "", score(p)));
    std::string held;
    for (int c = 0; c < n; ++c)
      if (locked(p, c) > 0) held += fmt::format(" {}xP{}", locked(p, c), c);
    if (!held.empty()) held = "  locked up:" + held;
    if (!plays(p)) held += "  OUT";
    if (plays(p) && !in_play(p)) held += "  moves partner's";
    if (!held.empty()) side.push_back(held);
  }
  const std::vector<std::string> picture = board_picture(*this);
  const std::vector<std::string> legend = board_legend();
  for (std::size_t i = 0; side.size() < picture.size() && i < legend.size(); ++i)
    side.push_back(legend[i]);
  for (std::size_t row = 0; row < picture.size(); ++row) {
    std::string line = picture[row] + (row < side.size() ? "  " + side[row] : "");
    line.erase(line.find_last_not_of(' ') + 1);
    out << line << "\n";
  }
  out << "Caps:";
  int last_square = -1;
  for (const Stack& s : stacks()) {
    if (s.square != last_square) {
      if (last_square >= 0) out << ";";
      out << " " << int{s.square} << (b.is_grey(s.square) ? " (grey)" : "") << ":";
      last_square = s.square;
    }
    out << " " << colour_name(s.top);
    if (s.top == kGold)
      out << (golden_owner_ >= 0 ? "(P" + std::to_string(golden_owner_) + ")" : "(neutral)");
    if (s.prisoner_count() > 0) {
      out << "[tower over";
      for (int c = 0; c < n; ++c)
        if (s.prisoners[idx(c)] > 0) out << " " << int{s.prisoners[idx(c)]} << "xP" << c;
      if (s.golden_prisoner != 0) out << " gold";
      out << "]";
    }
  }
  out << (last_square >= 0 ? "\n" : " none on the board\n");
  return out.str();
}

}  // namespace caper::trap_the_cap
