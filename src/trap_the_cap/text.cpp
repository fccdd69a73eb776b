// A readable picture of a state for terminals and logs.
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "board_picture.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

std::string colour_name(int c) {
  return c == kGold ? "gold" : fmt::format("P{}", c);
}

// Whose turn it is, beside the picture's first row (nothing once the game is over).
std::string turn_status(int to_move, int roll, int last_roll) {
  if (roll != 0) return fmt::format("P{} threw {} and moves", to_move, roll);
  if (last_roll != 0) return fmt::format("P{} to throw the die (last roll {})", to_move, last_roll);
  return fmt::format("P{} to throw the die", to_move);
}

}  // namespace

std::string State::to_text(int /*viewer*/) const {
  const Options& o = game_->options();
  const int n = o.players;
  const Board& b = Board::standard();
  std::string out;
  auto put = std::back_inserter(out);
  fmt::format_to(put, "Trap the Cap: {}, {} players, {} scoring; turn {} of {}\n",
                 variant_name(o.variant), n,
                 o.scoring == Scoring::kOffensive ? "offensive" : "defensive", turns_, o.max_turns);
  // The picture, with whose turn it is, each hideout and then the legend beside it.
  std::vector<std::string> side;
  if (is_terminal()) {
    fmt::format_to(put, "Game over ({}); winners:",
                   end_ == EndReason::kOneLeft ? "free caps of one side left" : "max_turns");
    for (int p = 0; p < n; ++p)
      if (is_winner(p)) fmt::format_to(put, " P{}", p);
    out += '\n';
  } else {
    side.push_back(turn_status(int{to_move_}, int{roll_}, int{last_roll_}));
  }
  for (int p = 0; p < n; ++p) {
    side.push_back(
        fmt::format("H{} at {}: {} cap(s){}, {} prisoners", p, b.junction(p), int{hideout_[idx(p)]},
                    golden_in_hideout_ != 0 && golden_owner_ == p ? " + gold" : "", score(p)));
    std::string held;
    for (int c = 0; c < n; ++c)
      if (locked(p, c) > 0) fmt::format_to(std::back_inserter(held), " {}xP{}", locked(p, c), c);
    if (!held.empty()) held.insert(0, "  locked up:");
    if (!plays(p)) held += "  OUT";
    if (plays(p) && !in_play(p)) held += "  moves partner's";
    if (!held.empty()) side.push_back(held);
  }
  const std::vector<std::string> picture = board_picture(*this);
  const std::vector<std::string> legend = board_legend();
  for (std::size_t i = 0; side.size() < picture.size() && i < legend.size(); ++i)
    side.push_back(legend[i]);
  for (std::size_t row = 0; row < picture.size(); ++row) {
    std::string line =
        row < side.size() ? fmt::format("{}  {}", picture[row], side[row]) : picture[row];
    line.erase(line.find_last_not_of(' ') + 1);
    fmt::format_to(put, "{}\n", line);
  }
  out += "Caps:";
  int last_square = -1;
  for (const Stack& s : stacks()) {
    if (s.square != last_square) {
      fmt::format_to(put, "{} {}{}:", last_square >= 0 ? ";" : "", int{s.square},
                     b.is_grey(s.square) ? " (grey)" : "");
      last_square = s.square;
    }
    fmt::format_to(put, " {}", colour_name(s.top));
    if (s.top == kGold)
      out += golden_owner_ >= 0 ? fmt::format("(P{})", int{golden_owner_}) : "(neutral)";
    if (s.prisoner_count() > 0) {
      out += "[tower over";
      for (int c = 0; c < n; ++c)
        if (s.prisoners[idx(c)] > 0) fmt::format_to(put, " {}xP{}", int{s.prisoners[idx(c)]}, c);
      if (s.golden_prisoner != 0) out += " gold";
      out += ']';
    }
  }
  out += last_square >= 0 ? "\n" : " none on the board\n";
  return out;
}

}  // namespace caper::trap_the_cap
