// to_text(viewer): a readable picture of the state as the viewer sees it.
#include <sstream>

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

std::string pad(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

}  // namespace

std::string State::to_text(int viewer) const {
  const int n = num_players();
  std::ostringstream out;
  out << "Card Caper, " << n << " players";
  if (dealer_ >= 0) out << ", dealer p" << int{dealer_};
  out << ", turn " << turns_ << " of at most " << game_->options().max_turns;
  out << (viewer == kFullView ? " (full state)" : " (as p" + std::to_string(viewer) + " sees it)")
      << "\n";
  if (revealed_ != 0) out << "(! marks a hidden card that was guessed and is revealed)\n";
  bool any_failed = false;
  for (int g = 0; g < n; ++g)
    for (int t = 0; t < n; ++t) {
      const CardSet set = failed_guesses(g, t);
      if (set == 0) continue;
      if (!any_failed) out << "failed guesses:";
      any_failed = true;
      out << " p" << g << "->p" << t << " " << cards_text(set) << ";";
    }
  if (any_failed) out << "\n";
  out << "phase: " << name_of(kPhaseNames, phase_);
  switch (phase_) {
    case Phase::kDealHidden:
    case Phase::kDealHands:
      out << " (" << count(undealt()) << " cards left to deal)";
      break;
    case Phase::kPlay:
      out << " (p" << int{turn_} << " plays onto " << category_name(category_) << ")";
      break;
    case Phase::kAskResponse:
      out << " (p" << int{asked_} << " asked to play onto " << category_name(category_) << ")";
      break;
    case Phase::kOver:
      out << (end_ == EndReason::kCaught ? " (all but one hidden card revealed)"
                                         : " (turn limit reached)");
      break;
    default:
      break;
  }
  const int mover = current_player();
  if (mover >= 0) {
    out << "; to move: p" << mover << "\n";
  } else if (mover == kChancePlayer) {
    out << "; to move: chance\n";
  } else {
    out << "\n";
  }
  // A seat's own row comes last, next to the prompt.
  out << pad("seat", 6) << pad("hidden", 8) << pad("score", 7) << "hand\n";
  for (int k = 1; k <= n; ++k) {
    const int p = viewer == kFullView ? k - 1 : (viewer + k) % n;
    const bool own = viewer == kFullView || viewer == p;
    const Card h = hidden_of(p);
    std::string hidden_text = h == kNoCard ? "-" : (own || revealed(p)) ? card_to_string(h) : "??";
    if (revealed(p)) hidden_text += "!";
    out << pad("p" + std::to_string(p), 6) << pad(hidden_text, 8)
        << pad(std::to_string(score(p)), 7);
    if (own) {
      out << cards_text(hand(p)) << " (" << count(hand(p)) << ")";
    } else {
      out << count(hand(p)) << " cards";
    }
    out << "\n      piles:";
    for (int c = 0; c < kNumCategories; ++c)
      out << "  " << at(kCategoryNames, c) << " " << cards_text(pile(p, static_cast<Category>(c)));
    out << "\n";
    if (laid_open(p) != 0) out << "      laid open: " << cards_text(laid_open(p)) << "\n";
  }
  if (mover == kTerminalPlayer) {
    std::array<double, kMaxSeats> r{};
    returns(std::span<double>(r.data(), idx(n)));
    out << "points:";
    for (int p = 0; p < n; ++p) out << (p == 0 ? " p" : ", p") << p << " " << score(p);
    out << "; winners:";
    for (int p = 0; p < n; ++p)
      if (at(r, p) > 0) out << " p" << p;
    out << "\n";
  }
  return out.str();
}

}  // namespace caper::card_caper
