// Captain Cool: a readable picture of the state as one viewer sees it.
#include <iterator>
#include <string>

#include <fmt/format.h>

#include "caper/captain_cool/game.hpp"
#include "card_text.hpp"

namespace caper::captain_cool {
namespace {

// The rulebook's three phases of a round, and the set-up before them.
std::string_view phase_words(Phase phase) {
  if (phase < Phase::kChoose) return "setting up";
  if (phase < Phase::kAffrayPick) return "1. Positions";
  if (phase < Phase::kBigDeal) return "2. Affray";
  return phase == Phase::kBigDeal ? "3. The Big Deal" : "game over";
}

// A line of the board folded at a ", " to fit 80 columns, the rest indented.
void put_folded(std::string& out, std::string line) {
  constexpr std::size_t kColumns = 80;
  while (line.size() > kColumns) {
    const std::size_t cut = line.rfind(", ", kColumns - 2);
    if (cut == std::string::npos || cut < 4) break;
    out += line.substr(0, cut + 1) + '\n';
    line = "   " + line.substr(cut + 1);
  }
  out += line + '\n';
}

}  // namespace

std::string State::to_text(int viewer) const {
  std::string out;
  auto put = std::back_inserter(out);
  const bool full = viewer == kFullView;
  auto figure_text = [&](int place, int seat) {
    if (figures(place, seat) == 0) return;
    fmt::format_to(put, " p{}x{}", seat, figures(place, seat));
    if (lying(place, seat) > 0) fmt::format_to(put, "({} lying)", lying(place, seat));
  };
  fmt::format_to(put, "Captain Cool — round {}/{}, {}", int{round_}, kRounds, phase_words(phase_));
  if (current_player() >= 0) fmt::format_to(put, ", p{} to act", current_player());
  if (current_player() == kChancePlayer) out += ", chance";
  out += "\nPiles: ";
  for (int k = 0; k < kNumPiles; ++k)
    fmt::format_to(put, "{} {}{}", pile_name(k), static_cast<int>(counters_.pile_left[idx(k)]),
                   k + 1 < kNumPiles ? ", " : "\n");
  out += "Pubs:\n";
  for (int p = 0; p < kNumPubs; ++p) {
    fmt::format_to(put, "  {}: ", place_name(p));
    for (int slot = 0; slot < 2; ++slot) {
      const int c = pubs_[idx(p)][idx(slot)];
      fmt::format_to(put, "{}{}", slot == 0 ? "" : ", ",
                     c >= 0 ? card_words(*this, c, viewer) : "-");
    }
    out += "; figures:";
    for (int s = 0; s < n(); ++s) figure_text(p, s);
    out += '\n';
  }
  // The boss fields on one line, so that the board of many players fits a terminal.
  out += "Bosses:";
  for (int b = 0; b < kNumBosses; ++b) {
    fmt::format_to(put, "{}{}:", b == 0 ? " " : "; ", boss_name(b));
    for (int s = 0; s < n(); ++s) figure_text(kNumPubs + b, s);
  }
  out += '\n';
  put_folded(out, "Big Deal: " + circle_words(*this, circle_));
  out += "Scores:";
  for (std::int8_t p : rank_order()) {
    if (p < 0) break;
    fmt::format_to(put, " p{}={}", int{p}, scores_[idx(p)]);
  }
  out += '\n';
  // A seat's own line comes last, next to the prompt; the other views list the seats in order.
  for (int k = 1; k <= n(); ++k) {
    const int p = viewer >= 0 ? (viewer + k) % n() : k - 1;
    fmt::format_to(put, "Seat {}{}: supply {}", p, p == viewer ? " (you)" : "",
                   int{supply_[idx(p)]});
    const int pending = pending_[idx(p)];
    if (pending >= 0)
      fmt::format_to(put, ", chose {}",
                     full || p == viewer ? place_name(pending) : std::string_view("(hidden)"));
    if (revealed_[idx(p)] >= 0) fmt::format_to(put, ", played {}", place_name(revealed_[idx(p)]));
    for (int b = 0; b < kNumBosses; ++b)
      if (used_[idx(p)] & (1u << b)) fmt::format_to(put, ", used {}", boss_name(b));
    std::string hand;
    int hidden = 0;
    for (int c = 0; c < kNumCards; ++c) {
      if (location(c) != kLocHand + p) continue;
      if (full || viewer == p || is_public(c)) {
        hand += (hand.empty() ? "" : ", ") + card_words(*this, c, viewer);
      } else {
        ++hidden;
      }
    }
    if (hidden > 0)
      fmt::format_to(std::back_inserter(hand), "{}{} hidden card{}", hand.empty() ? "" : " and ",
                     hidden, hidden == 1 ? "" : "s");
    fmt::format_to(put, "; hand: {}\n", hand.empty() ? "none" : hand);
  }
  return out;
}

}  // namespace caper::captain_cool
