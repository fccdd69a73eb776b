// Captain Cool phase 2, the Affray: pubs I..IV in order; Dominance, the Captain Cool
// trick, second-card ties, charity points, unclaimed cards.
#include <algorithm>

#include <gsl/util>

#include "caper/captain_cool/game.hpp"

namespace caper::captain_cool {

void State::begin_affray() {
  pending_.fill(-1);
  counters_.affray_pub = 0;
  run_affray();
}

// Resolves pubs from counters_.affray_pub on until one needs a player's choice.
void State::run_affray() {
  while (counters_.affray_pub < kNumPubs) {
    const int pub = counters_.affray_pub;
    const auto pi = idx(pub);
    int cards = 0;
    for (auto c : pubs_[pi]) cards += c >= 0 ? 1 : 0;
    int top = 0;
    for (int p = 0; p < n(); ++p) top = std::max(top, figures(pub, p));
    if (top == 0) {
      finish_pub(pub, -1, -1, false);
      ++counters_.affray_pub;
      continue;
    }
    int leaders = 0;
    int lowest = -1;  // the leader with the lowest score
    for (int p = 0; p < n(); ++p) {
      if (figures(pub, p) != top) continue;
      ++leaders;
      if (lowest < 0 || scores_[idx(p)] < scores_[idx(lowest)]) lowest = p;
    }
    if (leaders >= 2) {
      // The Captain Cool trick: the lowest-scored tied player wins both cards and picks the
      // one scored first (no choice when both have the same value).
      if (cards == 2 && card(pubs_[pi][0]).value != card(pubs_[pi][1]).value) {
        phase_ = Phase::kAffrayOrder;
        actor_ = gsl::narrow_cast<std::int8_t>(lowest);  // a seat
        return;
      }
      finish_pub(pub, lowest, pubs_[pi][0] >= 0 ? pubs_[pi][0] : pubs_[pi][1], true);
    } else {
      // Dominance: the majority holder picks one card.
      if (cards == 2) {
        phase_ = Phase::kAffrayPick;
        actor_ = gsl::narrow_cast<std::int8_t>(lowest);  // a seat
        return;
      }
      finish_pub(pub, lowest, pubs_[pi][0] >= 0 ? pubs_[pi][0] : pubs_[pi][1], false);
    }
    ++counters_.affray_pub;
  }
  begin_big_deal();
}

// `taker` takes `first` (and, if `both`, the other card) and scores it; otherwise the
// remaining card goes to the majority among the others (ties: the lower score). Then
// charity points in rank order, then unclaimed cards to the Big Deal circle or discard.
void State::finish_pub(int pub, int taker, int first, bool both) {
  const auto pi = idx(pub);
  bool got_card[kMaxPlayers] = {};
  auto take = [&](int seat, int c) {
    move_card(c, kLocHand + seat);
    show(std::uint64_t{1} << c);
    add_points(seat, card(c).value);
    got_card[seat] = true;
  };
  if (taker >= 0 && first >= 0) take(taker, first);
  const int rest = pubs_[pi][0] >= 0 ? pubs_[pi][0] : pubs_[pi][1];
  if (taker >= 0 && rest >= 0) {
    if (both) {
      take(taker, rest);
    } else {
      int second = -1;
      for (int p = 0; p < n(); ++p) {
        if (p == taker || figures(pub, p) == 0) continue;
        if (second < 0 || figures(pub, p) > figures(pub, second) ||
            (figures(pub, p) == figures(pub, second) && scores_[idx(p)] < scores_[idx(second)]))
          second = p;
      }
      if (second >= 0) take(second, rest);
    }
  }
  // Charity: 2 points per figure to each player present who won no card, highest rank first.
  for (std::int8_t p : rank_order()) {
    if (p < 0) break;
    if (!got_card[p] && figures(pub, p) > 0) add_points(p, 2 * figures(pub, p));
  }
  // Unclaimed cards go to their Big Deal space if it is empty, else to the discard pile.
  for (int slot = 0; slot < 2; ++slot) {
    const int c = pubs_[pi][idx(slot)];
    if (c < 0) continue;
    const int space = card(c).value - 1;
    move_card(c, circle_[idx(space)] < 0 ? kLocCircle + space : kLocDiscard);
  }
}

void State::affray_actions(ActionList& out) const {
  const auto& pub = pubs_[counters_.affray_pub];
  const int a = pub[0];
  const int b = pub[1];
  out.push_back(card_id(std::min(a, b)));
  out.push_back(card_id(std::max(a, b)));
}

bool State::affray_legal(const Action& a) const {
  const auto& pub = pubs_[counters_.affray_pub];
  return a.kind == ActionKind::kCard && (a.arg == pub[0] || a.arg == pub[1]);
}

void State::apply_affray(const Action& a) {
  finish_pub(counters_.affray_pub, actor_, a.arg, phase_ == Phase::kAffrayOrder);
  ++counters_.affray_pub;
  run_affray();
}

}  // namespace caper::captain_cool
