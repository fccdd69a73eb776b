// Captain Cool: a readable picture of the state as one viewer sees it.
#include <sstream>

#include "caper/captain_cool/game.hpp"

namespace caper::captain_cool {

std::string State::to_text(int viewer) const {
  std::ostringstream out;
  const bool full = viewer == kFullView;
  auto name = [&](int c) { return "c" + std::to_string(c) + "[" + describe(card(c)) + "]"; };
  auto figure_text = [&](int place, int seat) {
    if (figures(place, seat) == 0) return;
    out << " p" << seat << "x" << figures(place, seat);
    if (lying(place, seat) > 0) out << "(" << lying(place, seat) << " lying)";
  };
  out << "Captain Cool — round " << int{round_} << "/" << kRounds << ", phase "
      << name_of(kPhaseNames, phase_);
  if (current_player() >= 0) out << ", seat " << current_player() << " to act";
  if (current_player() == kChancePlayer) out << ", chance";
  if (is_terminal()) out << ", game over";
  out << "\n";
  out << "Piles: ";
  for (int k = 0; k < kNumPiles; ++k)
    out << pile_name(k) << " " << static_cast<int>(counters_.pile_left[idx(k)])
        << (k + 1 < kNumPiles ? ", " : "\n");
  out << "Pubs:\n";
  for (int p = 0; p < kNumPubs; ++p) {
    out << "  " << place_name(p) << ": ";
    for (int slot = 0; slot < 2; ++slot) {
      const int c = pubs_[idx(p)][idx(slot)];
      out << (c >= 0 ? name(c) : std::string("--")) << " ";
    }
    out << " figures:";
    for (int s = 0; s < n(); ++s) figure_text(p, s);
    out << "\n";
  }
  // The boss fields on one line, so that the board of many players fits a terminal.
  out << "Bosses:";
  for (int b = 0; b < kNumBosses; ++b) {
    out << (b == 0 ? " " : "; ") << boss_name(b) << ":";
    for (int s = 0; s < n(); ++s) figure_text(kNumPubs + b, s);
  }
  out << "\n";
  out << "Big Deal:";
  for (int v = 1; v <= kCircleSpaces; ++v) {
    const int c = circle_[idx(v - 1)];
    out << " " << v << ":" << (c >= 0 ? describe(card(c)) : std::string("."));
  }
  out << "\nScores:";
  for (std::int8_t p : rank_order()) {
    if (p < 0) break;
    out << " p" << int{p} << "=" << scores_[idx(p)];
  }
  out << "\n";
  // A seat's own line comes last, next to the prompt.
  for (int k = 1; k <= n(); ++k) {
    const int p = full ? k - 1 : (viewer + k) % n();
    out << "Seat " << p << (p == viewer ? " (you)" : "") << ": supply " << int{supply_[idx(p)]};
    const int pending = pending_[idx(p)];
    if (pending >= 0)
      out << ", chose "
          << (full || p == viewer ? std::string(place_name(pending)) : std::string("(hidden)"));
    if (revealed_[idx(p)] >= 0) out << ", played " << place_name(revealed_[idx(p)]);
    for (int b = 0; b < kNumBosses; ++b)
      if (used_[idx(p)] & (1u << b)) out << ", used " << boss_name(b);
    out << "; hand:";
    int hidden = 0;
    for (int c = 0; c < kNumCards; ++c) {
      if (location(c) != kLocHand + p) continue;
      if (full || viewer == p || is_public(c)) {
        out << " " << name(c);
      } else {
        ++hidden;
      }
    }
    if (hidden > 0) out << " +" << hidden << " hidden";
    out << "\n";
  }
  return out.str();
}

}  // namespace caper::captain_cool
