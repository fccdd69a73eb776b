// Card Caper's events in a player's words, the rulebook's names for the piles and the die.
// A deal is secret ("you are dealt QH", "p1 is dealt a card"; the full view, which sees
// everything, reads "p1 is dealt QH"); every other action, and what an action sets off (a
// player who could not play, a guess right or wrong, the end), is public once it has
// happened, so every viewer reads the same.
#include <algorithm>
#include <array>
#include <iterator>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "caper/card_caper/game.hpp"
#include "caper/core/index.hpp"
#include "words.hpp"

namespace caper::card_caper {
namespace {

// A card dealt to `to`: named to them and to the full view, "a card" to the others.
std::string deal_words(Card card, int to, bool hidden, int viewer) {
  if (viewer == to)
    return fmt::format("you are dealt {}{}", card_to_string(card),
                       hidden ? " as your hidden card" : "");
  if (viewer == kFullView)
    return fmt::format("p{} is dealt {}{}", to, card_to_string(card),
                       hidden ? " as their hidden card" : "");
  return fmt::format("p{} is dealt {}", to, hidden ? "a hidden card" : "a card");
}

}  // namespace

std::string State::action_to_string(ActionId action, int viewer) const {
  const Action a = game_->codec().decode(action);
  switch (a.kind) {
    case ActionKind::kDeal:
      if (phase_ != Phase::kDealHidden && phase_ != Phase::kDealHands)
        return fmt::format("{} is dealt", card_to_string(a.card));
      return deal_words(a.card, (dealer_ + 1 + dealt_) % num_players(),
                        phase_ == Phase::kDealHidden, viewer);
    case ActionKind::kDealer:
      return fmt::format("p{} is the dealer", a.player);
    case ActionKind::kDie:
      return fmt::format("p{} rolls {}", int{turn_}, die_face_words(a.face));
    case ActionKind::kPlay:
      return fmt::format("play onto {} {}", category_words(a.category), card_to_string(a.card));
    case ActionKind::kGuess:
      return fmt::format("guess p{} {}", a.player, card_to_string(a.card));
    case ActionKind::kAsk:
      return fmt::format("ask p{} {}", a.player, ask_word(a.category));
    case ActionKind::kNoGuess:
      break;
  }
  return "do not guess";
}

namespace {

void add(std::string& out, const std::string& part) {
  fmt::format_to(std::back_inserter(out), "{}{}", out.empty() ? "" : "; ", part);
}

// What goes before the k-th of `count` names listed: "p0", "p0 and p1", "p0, p1 and p2".
std::string_view joint(int k, int count) {
  if (k == 0) return "";
  return k + 1 == count ? " and " : ", ";
}

// The players who could not play onto a pile for the first time: "p2 could not play onto
// Lower Value and Higher Value".
void add_unable(const State& before, const State& after, std::string& out) {
  for (int p = 0; p < before.num_players(); ++p) {
    std::array<std::string_view, kNumCategories> piles{};
    int count = 0;
    for (int k = 0; k < kNumCategories; ++k)
      if (const auto c = static_cast<Category>(k);
          !before.unable(p, c).active && after.unable(p, c).active)
        at(piles, count++) = category_words(c);
    if (count == 0) continue;
    std::string onto;
    for (int k = 0; k < count; ++k)
      fmt::format_to(std::back_inserter(onto), "{}{}", joint(k, count), at(piles, k));
    add(out, fmt::format("p{} could not play onto {}", p, onto));
  }
}

// A tie for the most points at the end: the tied players share the win.
void add_tie(const State& over, std::string& out) {
  const int n = over.num_players();
  int best = 0;
  for (int p = 0; p < n; ++p) best = std::max(best, over.score(p));
  int ties = 0;
  for (int p = 0; p < n; ++p) ties += over.score(p) == best ? 1 : 0;
  if (ties < 2) return;
  std::string tied;
  for (int p = 0, k = 0; p < n; ++p)
    if (over.score(p) == best)
      fmt::format_to(std::back_inserter(tied), "{}p{}", joint(k++, ties), p);
  add(out,
      fmt::format("{} tie with {} point{} and share the win", tied, best, best == 1 ? "" : "s"));
}

// The final reveal: the hidden cards nobody guessed, shown once the game is over ("p0's
// hidden card was 2C"; after the turn limit "p0's hidden card was 2C, p2's was QS and p3's
// was 7H").
void add_final_reveal(const State& over, std::string& out) {
  const int n = over.num_players();
  int left = 0;
  for (int p = 0; p < n; ++p) left += over.revealed(p) ? 0 : 1;
  std::string shown;
  for (int p = 0, k = 0; p < n; ++p)
    if (!over.revealed(p)) {
      fmt::format_to(std::back_inserter(shown), "{}p{}'s {}was {}", joint(k, left), p,
                     k == 0 ? "hidden card " : "", card_to_string(over.hidden(p)));
      ++k;
    }
  if (left > 0) add(out, shown);
}

}  // namespace

// Every consequence described is public once it has happened, so no seat reads it otherwise.
std::string State::outcome_text(ActionId action, int /*viewer*/) const {
  const State after = apply(action);
  const Action a = game_->codec().decode(action);
  const int n = num_players();
  std::string out;
  add_unable(*this, after, out);
  if (phase_ == Phase::kRoll && revealed(turn_) && a.kind == ActionKind::kDie &&
      after.phase_ != Phase::kGuess && after.phase_ != Phase::kAskChoose)
    add(out, fmt::format("p{}'s hidden card is revealed: no piles to play onto", int{turn_}));
  if (a.kind == ActionKind::kGuess) {
    if (after.revealed(a.player) && !revealed(a.player)) {
      add(out,
          fmt::format("right: p{}'s hidden card {} is revealed", a.player, card_to_string(a.card)));
    } else {
      std::string wrong = "wrong";
      for (int h = 0; h < n; ++h)
        if (has(after.laid_open(h), a.card) && !has(laid_open(h), a.card))
          wrong += fmt::format(": p{} lays {} open", h, card_to_string(a.card));
      add(out, wrong);
    }
  }
  const bool ends = after.is_terminal() && !is_terminal();
  if (ends) {
    std::string end = "game over";
    for (int p = 0; p < n; ++p)
      if (!after.revealed(p) && after.end_reason() == EndReason::kCaught)
        end += fmt::format(": p{} gets away with it (+{})", p, game_->options().points_got_away);
    if (after.end_reason() == EndReason::kTurnLimit) end += ": the turn limit is reached";
    add(out, end);
    add_final_reveal(after, out);
  }
  // The points when they change, and at the end (the rulebook's total score).
  bool scored = ends;
  for (int p = 0; p < n; ++p) scored = scored || after.score(p) != score(p);
  if (scored) {
    std::string points = "points:";
    for (int p = 0; p < n; ++p) points += fmt::format(" p{} {}", p, after.score(p));
    add(out, points);
  }
  if (ends) add_tie(after, out);
  return out;
}

}  // namespace caper::card_caper
