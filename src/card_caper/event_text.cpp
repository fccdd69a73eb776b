// Card Caper's events as a seat reads them: a deal is secret ("you are dealt QH", "p1 is
// dealt a card"); what an action sets off (a player who could not play, a guess right or
// wrong, the end) is public once it has happened. The full view keeps the notation.
#include <algorithm>
#include <array>
#include <iterator>
#include <string>
#include <string_view>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "caper/card_caper/game.hpp"
#include "caper/core/index.hpp"

namespace caper::card_caper {

std::string State::action_to_string(ActionId action, int viewer) const {
  std::string text = action_to_string(action);
  const bool dealing = phase_ == Phase::kDealHidden || phase_ == Phase::kDealHands;
  if (viewer == kFullView || !dealing || game_->codec().decode(action).kind != ActionKind::kDeal)
    return text;
  const int to = (dealer_ + 1 + dealt_) % num_players();
  const bool hidden = phase_ == Phase::kDealHidden;
  if (viewer == to)
    return fmt::format("you are dealt {}{}", card_to_string(game_->codec().decode(action).card),
                       hidden ? " as your hidden card" : "");
  return fmt::format("p{} is dealt {}", to, hidden ? "a hidden card" : "a card");
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
  for (int p = 0; p < n; ++p) {
    std::array<std::string_view, kNumCategories> piles{};
    std::size_t unable_piles = 0;
    for (int k = 0; k < kNumCategories; ++k)
      if (const auto c = static_cast<Category>(k);
          !unable(p, c).active && after.unable(p, c).active)
        piles[unable_piles++] = category_name(c);
    if (unable_piles > 0)
      add(out, fmt::format("p{} could not play onto {}", p,
                           fmt::join(piles.begin(), piles.begin() + unable_piles, ", ")));
  }
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
