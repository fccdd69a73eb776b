// Captain Cool phase 1, Positions: secret simultaneous choices of action cards, their
// reveal, and (advanced rules) the Gangster Bosses' special abilities.
#include <gsl/narrow>
#include <gsl/util>

#include "caper/captain_cool/game.hpp"

namespace caper::captain_cool {
namespace {
constexpr int kBossPlace = kNumPubs;  // place index of the first boss (CC)
}

void State::place_figure(int seat, int place) {
  const auto s = idx(seat);
  if (supply_[s] == 0) return;
  --supply_[s];
  figures_[idx(place)][s] += kOneStanding;
}

void State::move_lying(int seat, int from, int to) {
  figures_[idx(from)][idx(seat)] -= kOneStanding;
  figures_[idx(to)][idx(seat)] += kOneLying;
}

void State::return_figures() {
  for (auto& row : figures_) row.fill(0);
  for (int p = 0; p < n(); ++p) supply_[idx(p)] = kFigures;
}

void State::set_figures(int place, int seat, int standing, int lying) {
  figures_[idx(place)][idx(seat)] =
      gsl::narrow<std::uint8_t>(standing * kOneStanding + lying * kOneLying);
}

void State::placement_actions(ActionList& out) const {
  const auto me = idx(actor_);
  switch (phase_) {
    case Phase::kChoose: {
      // Every place but the bosses whose action cards this player has used.
      const unsigned places = ((1u << kNumPlaces) - 1) & ~(unsigned{used_[me]} << kBossPlace);
      out.append_bits(places, [](int place) { return play_id(place); });
      return;
    }
    case Phase::kBossDecision:
      out.push_back(kPlainId);
      out.push_back(kAbilityId);
      return;
    case Phase::kTomPlace:
      for (int place = 0; place < kNumPlaces; ++place) out.push_back(place_id(place));
      return;
    case Phase::kOptionalPlace:
      out.push_back(place_id(revealed_[me]));
      out.push_back(kDoneId);
      return;
    case Phase::kSwapFirst: {
      // Any standing figure that has a standing figure in another place to swap with.
      int places_with_standing = 0;
      for (int place = 0; place < kNumPlaces; ++place) {
        int count = 0;
        for (int s = 0; s < n(); ++s) count += standing(place, s);
        if (count > 0) ++places_with_standing;
      }
      if (places_with_standing >= 2) {
        for (int place = 0; place < kNumPlaces; ++place)
          for (int s = 0; s < n(); ++s)
            if (standing(place, s) > 0) out.push_back(figure_id(place, s));
      }
      out.push_back(kDoneId);
      return;
    }
    case Phase::kSwapSecond:
      for (int place = 0; place < kNumPlaces; ++place) {
        if (place == counters_.pick_place) continue;
        for (int s = 0; s < n(); ++s)
          if (standing(place, s) > 0) out.push_back(figure_id(place, s));
      }
      return;
    case Phase::kEdwardFrom:
      for (int place = 0; place < kNumPlaces; ++place)
        if (standing(place, actor_) > 0) out.push_back(place_id(place));
      out.push_back(kDoneId);
      return;
    case Phase::kEdwardTo:
      for (int place = 0; place < kNumPlaces; ++place)
        if (place != counters_.pick_place) out.push_back(place_id(place));
      return;
    default:
      return;
  }
}

// The same sets as placement_actions, tested for one action.
bool State::placement_legal(const Action& a) const {
  const auto me = idx(actor_);
  const auto stands = [&](int place, int seat) { return seat < n() && standing(place, seat) > 0; };
  switch (phase_) {
    case Phase::kChoose:
      return a.kind == ActionKind::kPlay &&
             (a.arg < kBossPlace || !(used_[me] & (1u << (a.arg - kBossPlace))));
    case Phase::kBossDecision:
      return a.kind == ActionKind::kPlain || a.kind == ActionKind::kAbility;
    case Phase::kTomPlace:
      return a.kind == ActionKind::kPlace;
    case Phase::kOptionalPlace:
      return (a.kind == ActionKind::kPlace && a.arg == revealed_[me]) ||
             a.kind == ActionKind::kDone;
    case Phase::kSwapFirst: {
      if (a.kind == ActionKind::kDone) return true;
      if (a.kind != ActionKind::kFigure || !stands(a.arg, a.seat)) return false;
      // Another place must have a standing figure to swap with.
      for (int place = 0; place < kNumPlaces; ++place)
        for (int s = 0; s < n(); ++s)
          if (place != a.arg && stands(place, s)) return true;
      return false;
    }
    case Phase::kSwapSecond:
      return a.kind == ActionKind::kFigure && a.arg != counters_.pick_place &&
             stands(a.arg, a.seat);
    case Phase::kEdwardFrom:
      return a.kind == ActionKind::kDone || (a.kind == ActionKind::kPlace && stands(a.arg, actor_));
    case Phase::kEdwardTo:
      return a.kind == ActionKind::kPlace && a.arg != counters_.pick_place;
    default:
      return false;
  }
}

void State::next_boss_player() {
  counters_.pick_place = -1;
  counters_.pick_seat = -1;
  counters_.sub = 0;
  if (counters_.queue_pos < queue_len_) {
    actor_ = queue_[counters_.queue_pos];
    phase_ = Phase::kBossDecision;
    return;
  }
  queue_.fill(-1);
  queue_len_ = 0;
  counters_.queue_pos = 0;
  end_step();
}

void State::after_boss_resolution() {
  ++counters_.queue_pos;
  next_boss_player();
}

// A reveal has been placed: go on choosing, or start the Affray once a player has no
// figure left (after the sixth reveal in the basic game; earlier after Tom's ability).
void State::end_step() {
  ++counters_.step;
  bool someone_out = false;
  for (int p = 0; p < n(); ++p) someone_out = someone_out || supply_[idx(p)] == 0;
  if (someone_out) {
    begin_affray();
    return;
  }
  phase_ = Phase::kChoose;
  actor_ = 0;
}

// A secret choice; the last one reveals every card, and the figures are placed (in the
// advanced game pub-card players first, then boss-card players in rank order).
void State::apply_choose(int place) {
  pending_[idx(actor_)] = gsl::narrow_cast<std::int8_t>(place);  // below kNumPlaces
  for (int q = actor_ + 1; q < n(); ++q) {
    if (pending_[idx(q)] < 0) {
      actor_ = gsl::narrow_cast<std::int8_t>(q);  // a seat
      return;
    }
  }
  // Everyone has chosen: the cards are revealed together.
  revealed_ = pending_;
  pending_.fill(-1);
  if (!advanced()) {
    for (int p = 0; p < n(); ++p) place_figure(p, revealed_[idx(p)]);
    end_step();
    return;
  }
  // Advanced: pub-card players place first, then boss-card players in rank order.
  queue_.fill(-1);
  queue_len_ = 0;
  counters_.queue_pos = 0;
  for (int p = 0; p < n(); ++p)
    if (revealed_[idx(p)] < kBossPlace) place_figure(p, revealed_[idx(p)]);
  for (std::int8_t p : rank_order()) {
    if (p < 0) break;
    if (revealed_[idx(p)] >= kBossPlace) queue_[queue_len_++] = p;
  }
  next_boss_player();
}

void State::apply_placement(const Action& a) {
  const auto me = idx(actor_);
  switch (phase_) {
    case Phase::kChoose:
      apply_choose(a.arg);
      return;
    case Phase::kBossDecision: {
      const int boss = revealed_[me] - kBossPlace;
      if (a.kind == ActionKind::kPlain) {
        place_figure(actor_, revealed_[me]);
        after_boss_resolution();
        return;
      }
      used_[me] = gsl::narrow_cast<std::uint8_t>(used_[me] | (1u << boss));  // 3 bosses
      counters_.sub = 0;
      phase_ = boss == kTom ? Phase::kTomPlace : Phase::kOptionalPlace;
      return;
    }
    case Phase::kTomPlace:
      place_figure(actor_, a.arg);
      ++counters_.sub;
      if (counters_.sub == 2 || supply_[me] == 0) after_boss_resolution();
      return;
    case Phase::kOptionalPlace:
      if (a.kind == ActionKind::kPlace) place_figure(actor_, a.arg);
      counters_.sub = 0;
      phase_ = revealed_[me] - kBossPlace == kCaptainCool ? Phase::kSwapFirst : Phase::kEdwardFrom;
      return;
    case Phase::kSwapFirst:
      if (a.kind == ActionKind::kDone) {
        after_boss_resolution();
        return;
      }
      counters_.pick_place = gsl::narrow_cast<std::int8_t>(a.arg);  // below kNumPlaces
      counters_.pick_seat = gsl::narrow_cast<std::int8_t>(a.seat);  // a seat
      phase_ = Phase::kSwapSecond;
      return;
    case Phase::kSwapSecond: {
      // The two figures change places and lie down.
      move_lying(counters_.pick_seat, counters_.pick_place, a.arg);
      move_lying(a.seat, a.arg, counters_.pick_place);
      after_boss_resolution();
      return;
    }
    case Phase::kEdwardFrom:
      if (a.kind == ActionKind::kDone) {
        after_boss_resolution();
        return;
      }
      counters_.pick_place = gsl::narrow_cast<std::int8_t>(a.arg);  // below kNumPlaces
      phase_ = Phase::kEdwardTo;
      return;
    case Phase::kEdwardTo: {
      move_lying(actor_, counters_.pick_place, a.arg);
      counters_.pick_place = -1;
      ++counters_.sub;
      if (counters_.sub == 2) {
        after_boss_resolution();
      } else {
        phase_ = Phase::kEdwardFrom;
      }
      return;
    }
    default:
      return;
  }
}

}  // namespace caper::captain_cool
