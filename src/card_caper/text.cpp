// to_text(viewer): a readable picture of the state as the viewer sees it, in the rulebook's
// words (its pile names, what is happening now and who is to act).
#include <algorithm>
#include <iterator>
#include <string>

#include <fmt/format.h>

#include "caper/card_caper/game.hpp"
#include "caper/core/index.hpp"
#include "words.hpp"

namespace caper::card_caper {
namespace {

std::string cards_text(CardSet set) {
  if (set == 0) return "-";
  std::string out;
  while (set != 0) {
    if (!out.empty()) out += ' ';
    out += card_to_string(lowest_card(set));
    set &= set - 1;
  }
  return out;
}

// A seat is one row when it fits this many columns (a terminal's usual width), so that six
// seats and the moves fit 24 rows; else its piles go on a second line.
constexpr std::size_t kRowWidth = 80;

// The four piles in the order the header names them, and the laid-open cards: "KC 4H | AD |
// - | 8D  laid open: AC".
std::string piles_text(const State& s, int p) {
  std::string out;
  auto put = std::back_inserter(out);
  for (int c = 0; c < kNumCategories; ++c)
    fmt::format_to(put, "{}{}", c == 0 ? "" : " | ",
                   cards_text(s.pile(p, static_cast<Category>(c))));
  if (s.laid_open(p) != 0) fmt::format_to(put, "  laid open: {}", cards_text(s.laid_open(p)));
  return out;
}

// p's row: the hidden card (?? unless `own` or revealed, ! once revealed), the score, the
// hand (its cards if `own`), then the piles and the laid-open cards.
void seat_text(std::string& out, const State& s, int p, bool own) {
  const Card h = s.hidden(p);
  std::string hidden_text = h == kNoCard ? "-" : (own || s.shown(p)) ? card_to_string(h) : "??";
  if (s.revealed(p)) hidden_text += "!";
  const std::string hand =
      own ? fmt::format("{} ({})", cards_text(s.hand(p)), count(s.hand(p)))
          : fmt::format("{} card{}", count(s.hand(p)), count(s.hand(p)) == 1 ? "" : "s");
  // The hand column is 10 wide ("12 cards"); an own hand runs on, two spaces before the piles.
  const std::string head =
      fmt::format("{:<6}{:<8}{:<7}{:<{}}", fmt::format("p{}", p), hidden_text, s.score(p), hand,
                  std::max<std::size_t>(10, hand.size() + 2));
  const std::string piles = piles_text(s, p);
  if (head.size() + piles.size() <= kRowWidth)
    fmt::format_to(std::back_inserter(out), "{}{}\n", head, piles);
  else
    out +=
        fmt::format("{}\n      piles: {}\n", head.substr(0, head.find_last_not_of(' ') + 1), piles);
}

// What happens now, and who acts: "p0 may guess a hidden card, or not", "p1 plays onto
// Lower Value, asked by p0".
std::string now_happening(const State& s) {
  const int turn = s.turn_player();
  switch (s.phase()) {
    case Phase::kChooseDealer:
      return "the dealer is drawn";
    case Phase::kDealHidden:
      return fmt::format("the hidden cards are dealt ({} cards left to deal)", count(s.undealt()));
    case Phase::kDealHands:
      return fmt::format("the hands are dealt ({} cards left to deal)", count(s.undealt()));
    case Phase::kOpening:
      return fmt::format("p{} plays a card onto each pile they can fill", turn);
    case Phase::kRoll:
      return fmt::format("p{} rolls the die", turn);
    case Phase::kPlay:
      return fmt::format("p{} plays onto {}", turn, category_words(s.category()));
    case Phase::kGuess:
      return fmt::format("p{} guesses a hidden card", turn);
    case Phase::kAskChoose:
      return fmt::format("p{} asks an opponent to play onto a pile", turn);
    case Phase::kAskResponse:
      return fmt::format("p{} plays onto {}, asked by p{}", s.asked_player(),
                         category_words(s.category()), turn);
    case Phase::kAskGuess:
      return fmt::format("p{} may guess a hidden card, or not", turn);
    case Phase::kOver:
      break;
  }
  return "";
}

// The line that says it: "now: p1 rolls the die", or how the game ended.
std::string now_text(const State& s) {
  if (s.is_terminal())
    return s.end_reason() == EndReason::kCaught
               ? "the game is over: all but one hidden card is revealed"
               : "the game is over: the turn limit is reached";
  return fmt::format("now: {}", now_happening(s));
}

// The guesses that were wrong, by guesser and the player guessed: "wrong guesses: p0 on p1
// AC 4C; p3 on p0 KC".
std::string wrong_guesses_text(const State& s) {
  std::string out;
  for (int g = 0; g < s.num_players(); ++g)
    for (int t = 0; t < s.num_players(); ++t)
      if (const CardSet set = s.failed_guesses(g, t); set != 0)
        fmt::format_to(std::back_inserter(out), "{}p{} on p{} {}",
                       out.empty() ? "wrong guesses: " : "; ", g, t, cards_text(set));
  if (!out.empty()) out += '\n';
  return out;
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
  else if (viewer == kPublicView)
    out += " (public view)\n";
  else
    fmt::format_to(put, " (as p{} sees it)\n", viewer);
  if (revealed_ != 0) out += "(! marks a hidden card that was guessed and is revealed)\n";
  out += wrong_guesses_text(*this);
  fmt::format_to(put, "{}\n", now_text(*this));
  // A seat's own row comes last, next to the prompt; the other views list the seats in order.
  fmt::format_to(put, "{:<6}{:<8}{:<7}{:<10}piles: {} | {} | {} | {}\n", "seat", "hidden", "score",
                 "hand", at(kPileLabels, 0), at(kPileLabels, 1), at(kPileLabels, 2),
                 at(kPileLabels, 3));
  for (int k = 1; k <= n; ++k) {
    const int p = viewer >= 0 ? (viewer + k) % n : k - 1;
    seat_text(out, *this, p, sees_seat(viewer, p));
  }
  if (is_terminal()) {
    std::array<double, kMaxPlayers> r{};
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
