// Captain Cool's events in a player's words: what each seat reads of an action (a dealt
// card, a face-down choice, a card taken in the Affray or placed in the Big Deal) and what
// it learns from what the action sets off by itself (the Affray's cards and points,
// charity, shown hands, the finished Big Deal circle). Cards read as their faces
// (card_text.hpp), places as the rulebook names them (place_text.hpp); the advanced game's
// moves of Positions are in placement_text.cpp. The full view (the watcher who sees
// everything) reads the same words with every secret shown: the dealt card, the action card
// chosen face down.
#include <iterator>
#include <string>

#include <fmt/format.h>
#include <gsl/util>

#include "caper/captain_cool/game.hpp"
#include "card_text.hpp"
#include "place_text.hpp"

namespace caper::captain_cool {
namespace {

bool placing(Phase phase) {
  return phase >= Phase::kChoose && phase <= Phase::kEdwardTo;
}

bool in_affray(Phase phase) {
  return phase == Phase::kAffrayPick || phase == Phase::kAffrayOrder;
}

void add(std::string& out, const std::string& part) {
  fmt::format_to(std::back_inserter(out), "{}{}", out.empty() ? "" : "; ", part);
}

}  // namespace

// A chance draw: a pub's card, a dealt card (its face only for its receiver), a spare.
std::string State::draw_words(int c, int viewer) const {
  const std::string face = card_face(card(c));
  if (phase_ == Phase::kFillBoss || phase_ == Phase::kFillPlain)
    return fmt::format("pub {} gets {}", place_name(counters_.sub), face);
  if (phase_ == Phase::kDeal) {
    const int to = counters_.sub % n();
    if (to == viewer) return fmt::format("you are dealt {}", face);
    if (viewer == kFullView) return fmt::format("p{} is dealt {}", to, face);
    return fmt::format("p{} is dealt a card", to);
  }
  return fmt::format("spare {} {}", face,
                     circle(card(c).value) < 0 ? "goes to the Big Deal circle" : "is discarded");
}

// A secret choice of an action card: the card only for its chooser and the full view.
std::string State::choice_words(int place, int viewer) const {
  if (viewer == actor_) return "choose " + place_words(place);
  if (viewer == kFullView)
    return fmt::format("p{} chooses {} face down", int{actor_}, place_words(place));
  return fmt::format("p{} chooses an action card face down", int{actor_});
}

std::string State::action_to_string(ActionId action, int viewer) const {
  const Action a = decode(action);
  if (a.kind == ActionKind::kDraw && is_chance()) return draw_words(a.arg, viewer);
  if (a.kind == ActionKind::kStart && phase_ == Phase::kStartScores)
    return fmt::format("p{} starts on {}", int{counters_.sub}, a.arg);
  if (phase_ == Phase::kChoose && a.kind == ActionKind::kPlay) return choice_words(a.arg, viewer);
  if (a.kind == ActionKind::kCard && phase_ == Phase::kAffrayPick)
    return fmt::format("take {} from pub {}", card_words(*this, a.arg, viewer),
                       place_name(counters_.affray_pub));
  if (a.kind == ActionKind::kCard && phase_ == Phase::kAffrayOrder)
    return fmt::format("take both cards of pub {}, {} scored first",
                       place_name(counters_.affray_pub), card_words(*this, a.arg, viewer));
  if (a.kind == ActionKind::kCard && phase_ == Phase::kBigDeal)
    return fmt::format("place {} (+{})", card_words(*this, a.arg, viewer),
                       big_deal_points(actor_, a.arg));
  if (std::string words = placement_words(a); !words.empty()) return words;
  return to_string(a);
}

// ": tied with p2 for the second card, the lower score takes it" when the card in `slot`
// went to the one with fewer figures of two takers and someone else there had as many.
std::string State::second_card_tie(int pub, const std::array<int, 2>& taker, int slot) const {
  const int mine = taker[idx(slot)];
  const int other = taker[idx(1 - slot)];
  if (mine < 0 || other < 0 || figures(pub, mine) >= figures(pub, other)) return "";
  std::string tied;
  for (int p = 0; p < n(); ++p)
    if (p != mine && p != other && figures(pub, p) == figures(pub, mine))
      tied += fmt::format("{}p{}", tied.empty() ? "" : " and ", p);
  return tied.empty()
             ? ""
             : fmt::format(": tied with {} for the second card, the lower score takes it", tied);
}

// One pub of the Affray, as it was decided between this state and `after`: the cards
// taken (`first`, the card chosen, if any, said first; both to one seat: the
// lowest-scored of the tied leaders), charity, and the cards
// nobody took, to their circle space if it is free (`circle` is updated), else discarded.
void State::pub_outcome(int pub, int first, const State& after,
                        std::array<std::int8_t, kCircleSpaces>& circle, std::string& out) const {
  std::array<int, 2> taker{-1, -1};
  for (int slot = 0; slot < 2; ++slot) {
    const int c = pubs_[idx(pub)][idx(slot)];
    const int where = c < 0 ? -1 : after.location(c);
    if (where >= kLocHand && where < kLocHand + n()) taker[idx(slot)] = where - kLocHand;
  }
  std::string said = fmt::format("pub {}:", place_name(pub));
  const std::size_t bare = said.size();
  // The card chosen first (the one picked or scored first) is said first.
  const int lead = first >= 0 && pubs_[idx(pub)][1] == first ? 1 : 0;
  if (taker[0] >= 0 && taker[0] == taker[1]) {
    const int c = pubs_[idx(pub)][idx(lead)];
    const int d = pubs_[idx(pub)][idx(1 - lead)];
    fmt::format_to(std::back_inserter(said),
                   " p{} takes {} (+{}) and {} (+{}): tied for the most figures, the lower "
                   "score takes both,",
                   taker[0], card_words(*this, c, kFullView), card(c).value,
                   card_words(*this, d, kFullView), card(d).value);
  } else {
    for (int slot : {lead, 1 - lead}) {
      const int c = pubs_[idx(pub)][idx(slot)];
      if (taker[idx(slot)] >= 0)
        said +=
            fmt::format(" p{} takes {} (+{}){},", taker[idx(slot)], card_words(*this, c, kFullView),
                        card(c).value, second_card_tie(pub, taker, slot));
    }
  }
  for (std::int8_t p : rank_order()) {
    if (p < 0) break;
    if (figures(pub, p) > 0 && taker[0] != p && taker[1] != p)
      fmt::format_to(std::back_inserter(said), " p{} charity +{},", int{p}, 2 * figures(pub, p));
  }
  for (int slot = 0; slot < 2; ++slot) {
    const int c = pubs_[idx(pub)][idx(slot)];
    if (c < 0 || taker[idx(slot)] >= 0) continue;
    auto& space = circle[idx(card(c).value - 1)];
    fmt::format_to(std::back_inserter(said), " {} {},", card_words(*this, c, kFullView),
                   space < 0 ? "goes to the Big Deal circle" : "is discarded");
    if (space < 0) space = gsl::narrow_cast<std::int8_t>(c);  // a card
  }
  if (said.size() == bare) said += " nobody there, no cards";
  if (said.back() == ',') said.pop_back();
  add(out, said);
}

// Every consequence described is public once it has happened, so no seat reads it otherwise.
std::string State::outcome_text(ActionId action, int /*viewer*/) const {
  const State after = apply(action);
  const Action a = decode(action);
  std::string out;
  // The simultaneous reveal, when the last choice is made.
  if (phase_ == Phase::kChoose && after.pending_[idx(actor_)] < 0) {
    std::string shown = "revealed:";
    for (int p = 0; p < n(); ++p)
      fmt::format_to(std::back_inserter(shown), "{} p{} {}", p == 0 ? "" : ",", p,
                     place_words(p == actor_ ? a.arg : pending_[idx(p)]));
    add(out, shown);
  }
  // The pubs the action decided: from the one being decided (or the first, when the
  // placements end) to the next that asks for a choice, or all of them.
  std::array<std::int8_t, kCircleSpaces> circle = circle_;
  const bool affray_began = placing(phase_) && !placing(after.phase_);
  if (in_affray(phase_) || affray_began) {
    const int last =
        in_affray(after.phase_) && after.round_ == round_ ? after.counters_.affray_pub : kNumPubs;
    for (int pub = in_affray(phase_) ? counters_.affray_pub : 0; pub < last; ++pub)
      pub_outcome(pub, pub == counters_.affray_pub && in_affray(phase_) ? a.arg : -1, after, circle,
                  out);
  }
  if (phase_ == Phase::kBigDeal && a.kind == ActionKind::kCard)
    circle[idx(card(a.arg).value - 1)] = gsl::narrow_cast<std::int8_t>(a.arg);  // a card
  // Hands shown in the Big Deal by the players who can place no more.
  for (int p = 0; p < n(); ++p) {
    std::string cards;
    for (int c = 0; c < kNumCards; ++c)
      if (after.location(c) == kLocHand + p && after.is_public(c) && location(c) == kLocHand + p &&
          !is_public(c))
        fmt::format_to(std::back_inserter(cards), "{}{}", cards.empty() ? " " : ", ",
                       card_words(after, c, kFullView));
    if (!cards.empty()) add(out, fmt::format("p{} shows{}", p, cards));
  }
  if (after.round_ != round_ || (after.is_terminal() && !is_terminal())) {
    add(out, "the Big Deal is over: " + circle_words(*this, circle));
  }
  if (after.scores_ != scores_) {
    std::string scores = "scores:";
    for (std::int8_t p : after.rank_order()) {
      if (p < 0) break;
      fmt::format_to(std::back_inserter(scores), " p{}={}", int{p}, after.scores_[idx(p)]);
    }
    add(out, scores);
  }
  return out;
}

}  // namespace caper::captain_cool
