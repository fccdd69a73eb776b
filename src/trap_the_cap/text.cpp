// A readable picture of a state for terminals and logs.
#include <sstream>

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
  if (is_terminal()) {
    out << "Game over ("
        << (end_ == EndReason::kOneLeft ? "free caps of one side left" : "max_turns")
        << "); winners:";
    for (int p = 0; p < n; ++p)
      if (is_winner(p)) out << " P" << p;
    out << "\n";
  } else if (roll_ == 0) {
    out << "P" << int{to_move_} << " to throw the die";
    if (last_roll_ != 0) out << " (last roll " << int{last_roll_} << ")";
    out << "\n";
  } else {
    out << "P" << int{to_move_} << " threw " << int{roll_} << " and moves\n";
  }
  for (int p = 0; p < n; ++p) {
    out << "H" << p << " (P" << p << ", junction " << b.junction(p)
        << "): " << int{hideout_[idx(p)]} << " cap(s)";
    if (golden_in_hideout_ != 0 && golden_owner_ == p) out << " + golden cap";
    out << "; locked up:";
    bool any = false;
    for (int c = 0; c < n; ++c)
      if (locked(p, c) > 0) {
        out << " " << locked(p, c) << "xP" << c;
        any = true;
      }
    if (!any) out << " none";
    out << "; prisoners " << score(p)
        << (!plays(p)    ? "; OUT"
            : in_play(p) ? ""
                         : "; no free cap, moves his partner's")
        << "\n";
  }
  out << "Squares (ring 0-51; spokes 52-57, 64-59, 76-71, 70-65 to centre 58; * grey):\n";
  int last_square = -1;
  for (const Stack& s : stacks()) {
    if (s.square != last_square) {
      if (last_square >= 0) out << "\n";
      out << "  " << int{s.square} << (b.is_grey(s.square) ? "*" : "") << ":";
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
  out << (last_square >= 0 ? "\n" : "  (no cap on any square)\n");
  return out.str();
}

}  // namespace caper::trap_the_cap
