// to_text(viewer): a readable picture of the state as the viewer sees it.
#include <iterator>
#include <string>

#include <fmt/format.h>

#include "caper/card_caper/game.hpp"
#include "caper/core/index.hpp"

namespace caper::card_caper {
namespace {

std::string cards_text(CardSet set) {
  if (set == 0) return "-";
  std::string out;
  while (set != 0) {
    if (!out.empty()) out += ' ';
    out += card_to_string(static_cast<Card>(std::countr_zero(set)));
    set &= set - 1;
  }
  return out;
}

// p's row: the hidden card (?? unless `own` or revealed, ! once revealed), the score, the
// hand (its cards if `own`), the piles and the laid-open cards.
void seat_text(std::string& out, const State& s, int p, bool own) {
  auto put = std::back_inserter(out);
  const Card h = s.hidden(p);
  std::string hidden_text = h == kNoCard ? "-" : (own || s.shown(p)) ? card_to_string(h) : "??";
  if (s.revealed(p)) hidden_text += "!";
  fmt::format_to(put, "{:<6}{:<8}{:<7}", fmt::format("p{}", p), hidden_text, s.score(p));
  if (own)
    fmt::format_to(put, "{} ({})", cards_text(s.hand(p)), count(s.hand(p)));
  else
    fmt::format_to(put, "{} cards", count(s.hand(p)));
  out += "\n      piles:";
  for (int c = 0; c < kNumCategories; ++c)
    fmt::format_to(put, "  {} {}", at(kCategoryNames, c),
                   cards_text(s.pile(p, static_cast<Category>(c))));
  out += "\n";
  if (s.laid_open(p) != 0) fmt::format_to(put, "      laid open: {}\n", cards_text(s.laid_open(p)));
}

}  // namespace

std::string State::to_text(int viewer) const {
  const int n = num_players();
  std::string out;
  auto put = std::back_inserter(out);
  fmt::format_to(put, "Card Caper, {} players", n);
  if (dealer_ >= 0) fmt::format_to(put, ", dealer p{}", int{dealer_});
  fmt::format_to(put, ", turn {} of at most {}", turns_, game_->options().max_turns);
  if (viewer == kFullView)
    out += " (full state)\n";
  else
    fmt::format_to(put, " (as p{} sees it)\n", viewer);
  if (revealed_ != 0) out += "(! marks a hidden card that was guessed and is revealed)\n";
  bool any_failed = false;
  for (int g = 0; g < n; ++g)
    for (int t = 0; t < n; ++t) {
      const CardSet set = failed_guesses(g, t);
      if (set == 0) continue;
      if (!any_failed) out += "failed guesses:";
      any_failed = true;
      fmt::format_to(put, " p{}->p{} {};", g, t, cards_text(set));
    }
  if (any_failed) out += "\n";
  fmt::format_to(put, "phase: {}", name_of(kPhaseNames, phase_));
  switch (phase_) {
    case Phase::kDealHidden:
    case Phase::kDealHands:
      fmt::format_to(put, " ({} cards left to deal)", count(undealt()));
      break;
    case Phase::kPlay:
      fmt::format_to(put, " (p{} plays onto {})", int{turn_}, category_name(category_));
      break;
    case Phase::kAskResponse:
      fmt::format_to(put, " (p{} asked to play onto {})", int{asked_}, category_name(category_));
      break;
    case Phase::kOver:
      out += end_ == EndReason::kCaught ? " (all but one hidden card revealed)"
                                        : " (turn limit reached)";
      break;
    default:
      break;
  }
  const int mover = current_player();
  if (mover >= 0) {
    fmt::format_to(put, "; to move: p{}\n", mover);
  } else if (mover == kChancePlayer) {
    out += "; to move: chance\n";
  } else {
    out += "\n";
  }
  // A seat's own row comes last, next to the prompt.
  fmt::format_to(put, "{:<6}{:<8}{:<7}hand\n", "seat", "hidden", "score");
  for (int k = 1; k <= n; ++k) {
    const int p = viewer == kFullView ? k - 1 : (viewer + k) % n;
    seat_text(out, *this, p, viewer == kFullView || viewer == p);
  }
  if (mover == kTerminalPlayer) {
    std::array<double, kMaxSeats> r{};
    returns(std::span<double>(r.data(), idx(n)));
    out += "points:";
    for (int p = 0; p < n; ++p) fmt::format_to(put, "{}{} {}", p == 0 ? " p" : ", p", p, score(p));
    out += "; winners:";
    for (int p = 0; p < n; ++p)
      if (at(r, p) > 0) fmt::format_to(put, " p{}", p);
    out += "\n";
  }
  return out;
}

}  // namespace caper::card_caper
