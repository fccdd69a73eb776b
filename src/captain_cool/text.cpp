// Captain Cool: a readable picture of the state as one viewer sees it.
#include <iterator>
#include <string>

#include <fmt/format.h>

#include "caper/captain_cool/game.hpp"

namespace caper::captain_cool {

std::string State::to_text(int viewer) const {
  std::string out;
  auto put = std::back_inserter(out);
  const bool full = viewer == kFullView;
  auto put_card = [&](std::string_view before, int c) {
    fmt::format_to(put, "{}c{}[{}]", before, c, describe(card(c)));
  };
  auto figure_text = [&](int place, int seat) {
    if (figures(place, seat) == 0) return;
    fmt::format_to(put, " p{}x{}", seat, figures(place, seat));
    if (lying(place, seat) > 0) fmt::format_to(put, "({} lying)", lying(place, seat));
  };
  fmt::format_to(put, "Captain Cool — round {}/{}, phase {}", int{round_}, kRounds,
                 name_of(kPhaseNames, phase_));
  if (current_player() >= 0) fmt::format_to(put, ", seat {} to act", current_player());
  if (current_player() == kChancePlayer) out += ", chance";
  if (is_terminal()) out += ", game over";
  out += "\nPiles: ";
  for (int k = 0; k < kNumPiles; ++k)
    fmt::format_to(put, "{} {}{}", pile_name(k), static_cast<int>(counters_.pile_left[idx(k)]),
                   k + 1 < kNumPiles ? ", " : "\n");
  out += "Pubs:\n";
  for (int p = 0; p < kNumPubs; ++p) {
    fmt::format_to(put, "  {}: ", place_name(p));
    for (int slot = 0; slot < 2; ++slot) {
      const int c = pubs_[idx(p)][idx(slot)];
      if (c >= 0) put_card("", c);
      out += c >= 0 ? " " : "-- ";
    }
    out += " figures:";
    for (int s = 0; s < n(); ++s) figure_text(p, s);
    out += '\n';
  }
  // The boss fields on one line, so that the board of many players fits a terminal.
  out += "Bosses:";
  for (int b = 0; b < kNumBosses; ++b) {
    fmt::format_to(put, "{}{}:", b == 0 ? " " : "; ", boss_name(b));
    for (int s = 0; s < n(); ++s) figure_text(kNumPubs + b, s);
  }
  out += "\nBig Deal:";
  for (int v = 1; v <= kCircleSpaces; ++v) {
    const int c = circle_[idx(v - 1)];
    fmt::format_to(put, " {}:{}", v, c >= 0 ? describe(card(c)) : std::string("."));
  }
  out += "\nScores:";
  for (std::int8_t p : rank_order()) {
    if (p < 0) break;
    fmt::format_to(put, " p{}={}", int{p}, scores_[idx(p)]);
  }
  out += '\n';
  // A seat's own line comes last, next to the prompt.
  for (int k = 1; k <= n(); ++k) {
    const int p = full ? k - 1 : (viewer + k) % n();
    fmt::format_to(put, "Seat {}{}: supply {}", p, p == viewer ? " (you)" : "",
                   int{supply_[idx(p)]});
    const int pending = pending_[idx(p)];
    if (pending >= 0)
      fmt::format_to(put, ", chose {}",
                     full || p == viewer ? place_name(pending) : std::string_view("(hidden)"));
    if (revealed_[idx(p)] >= 0) fmt::format_to(put, ", played {}", place_name(revealed_[idx(p)]));
    for (int b = 0; b < kNumBosses; ++b)
      if (used_[idx(p)] & (1u << b)) fmt::format_to(put, ", used {}", boss_name(b));
    out += "; hand:";
    int hidden = 0;
    for (int c = 0; c < kNumCards; ++c) {
      if (location(c) != kLocHand + p) continue;
      if (full || viewer == p || is_public(c)) {
        put_card(" ", c);
      } else {
        ++hidden;
      }
    }
    if (hidden > 0) fmt::format_to(put, " +{} hidden", hidden);
    out += '\n';
  }
  return out;
}

}  // namespace caper::captain_cool
