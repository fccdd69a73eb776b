// The Mansky Caper: calling in favors. At each moment an ability applies, the players
// holding a Favor marker are asked in seat order from the active player; the first to pay
// gets it, and only one favor is called in per turn.
#include <algorithm>

#include "caper/mansky_caper/game.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {
namespace {

// The abilities a player may call in at a prompt (pick_lock and stash_in_place are turn
// actions of the active player instead).
constexpr Ability kPromptAbilities[] = {Ability::kDrawTwo,      Ability::kSendToCar,
                                        Ability::kRedrawDanger, Ability::kRollTwice,
                                        Ability::kDangerToGasp, Ability::kTakeWhole};

// Bit a: ability a may be called in at that moment (can_call has the full conditions).
constexpr unsigned bit(Ability ability) {
  return 1U << static_cast<int>(ability);
}
constexpr unsigned kMomentAbilities[] = {
    0,                                                          // kNone
    bit(Ability::kDrawTwo),                                     // kBeforeOpen
    bit(Ability::kSendToCar) | bit(Ability::kTakeWhole),        // kLootDrawn
    bit(Ability::kRedrawDanger) | bit(Ability::kDangerToGasp),  // kDangerDrawn
    bit(Ability::kRollTwice),                                   // kBeforeRoll
};

// The abilities called in with "favor <ability>" (send_to_car names its target instead).
constexpr bool is_plain_prompt_ability(int a) {
  for (Ability ability : kPromptAbilities)
    if (ability != Ability::kSendToCar && static_cast<int>(ability) == a) return true;
  return false;
}

}  // namespace

void State::call_favor(int caller, Ability ability) {
  const int owner = owner_of(ability);
  transfer(caller, owner, kFavors, 1);
  counts_.favor_used = true;
}

// Whether `caller` may call in `ability` now (`target`: the character sent to the car).
bool State::can_call(int caller, Ability ability, int target) const {
  if (is_driver(caller) || counts_.favor_used || chars_[idx(caller)].favors < 1) return false;
  const int owner = owner_of(ability);
  if (owner < 0 || owner == caller) return false;
  const int room = counts_.open_room;
  switch (counts_.moment) {
    case Moment::kBeforeOpen:
      return ability == Ability::kDrawTwo && safe_total(room) >= 2;
    case Moment::kLootDrawn: {
      // The cheap checks of the ability first: this runs for every asker and target.
      if (ability == Ability::kTakeWhole) {
        if (chars_[idx(caller)].pos != room) return false;  // anyone in the room, drawer or not
      } else if (ability == Ability::kSendToCar) {
        if (target < 0 || target >= num_characters() || target == caller ||
            chars_[idx(target)].pos != room)
          return false;
      } else {
        return false;
      }
      const LootKind& kind = game_->edition().loot[counts_.loot_kind];
      return kind.gems + kind.coins > 0 && count_in_room(room) >= 2;
    }
    case Moment::kDangerDrawn:
      return ability == Ability::kRedrawDanger ||
             (ability == Ability::kDangerToGasp && !is_driver(active_));
    case Moment::kBeforeRoll:
      return ability == Ability::kRollTwice;
    case Moment::kNone:
      return false;
  }
  return false;
}

bool State::can_call_any(int caller) const {
  if (is_driver(caller) || counts_.favor_used || chars_[idx(caller)].favors < 1) return false;
  for (Ability ability : kPromptAbilities) {
    if (!((kMomentAbilities[static_cast<int>(counts_.moment)] >> static_cast<int>(ability)) & 1U))
      continue;  // can_call would refuse it at this moment anyway
    if (ability == Ability::kSendToCar) {
      for (int t = 0; t < num_characters(); ++t)
        if (can_call(caller, ability, t)) return true;
    } else if (can_call(caller, ability, -1)) {
      return true;
    }
  }
  return false;
}

// In id order: "favor <ability>" by ability, then "favor send_to_car P<c>" by target.
void State::legal_favor_calls(ActionList& out) const {
  const int caller = asker();
  for (int a = 0; a < kNumAbilities; ++a)
    if (is_plain_prompt_ability(a) && can_call(caller, static_cast<Ability>(a), -1))
      out.push_back(encode(ActionKind::kCallFavor, a));
  for (int t = 0; t < num_characters(); ++t)
    if (can_call(caller, Ability::kSendToCar, t)) out.push_back(encode(ActionKind::kSendToCar, t));
}

bool State::is_legal_favor_call(const Action& x) const {
  if (x.kind == ActionKind::kSendToCar) return can_call(asker(), Ability::kSendToCar, x.a);
  return is_plain_prompt_ability(x.a) && can_call(asker(), static_cast<Ability>(x.a), -1);
}

void State::begin_moment(Moment moment) {
  counts_.moment = moment;
  counts_.ask = 0;
  advance_asker();
}

// Whether anyone at all could call in a favor at this moment: the conditions of can_call
// that do not depend on the caller. Most moments fail them, and then nobody is asked.
bool State::moment_live() const {
  bool owned = false;
  for (Ability ability : kPromptAbilities)
    if ((kMomentAbilities[static_cast<int>(counts_.moment)] >> static_cast<int>(ability)) & 1U)
      owned = owned || owner_of(ability) >= 0;
  if (!owned) return false;
  switch (counts_.moment) {
    case Moment::kBeforeOpen:
      return safe_total(counts_.open_room) >= 2;
    case Moment::kLootDrawn: {
      const LootKind& kind = game_->edition().loot[counts_.loot_kind];
      return kind.gems + kind.coins > 0 && count_in_room(counts_.open_room) >= 2;
    }
    case Moment::kDangerDrawn:
    case Moment::kBeforeRoll:
      return true;
    case Moment::kNone:
      return false;
  }
  return false;
}

// Asks the next player who could call in a favor now; without one, the moment passes.
void State::advance_asker() {
  if (!counts_.favor_used) {
    // Everyone would be asked and pass over: skip to the end of the round at once.
    if (!moment_live()) counts_.ask = as_byte(std::max<int>(counts_.ask, num_characters()));
    while (counts_.ask < num_characters()) {
      if (can_call_any(asker())) {
        phase_ = Phase::kFavor;
        return;
      }
      ++counts_.ask;
    }
  }
  finish_moment(-1, -1);
}

// Continues after the prompt: `ability` was called in (or -1); `target` is the character
// sent to the car (send_to_car) or the caller who takes the token whole (take_whole).
void State::finish_moment(int ability, int target) {
  const Moment moment = counts_.moment;
  counts_.moment = Moment::kNone;
  const auto called = static_cast<Ability>(ability);
  switch (moment) {
    case Moment::kBeforeOpen:
      if (ability >= 0 && called == Ability::kDrawTwo) counts_.draws_left = 2;
      next_draw();
      return;
    case Moment::kLootDrawn: {
      const LootKind& kind = game_->edition().loot[counts_.loot_kind];
      if (ability >= 0 && called == Ability::kSendToCar) move_char(target, kCar);
      if (ability >= 0 && called == Ability::kTakeWhole) {
        give(target, kind.gems, kind.coins);
        if (kind.key) {  // the whole token: its key too, which went to the drawer
          transfer(active_, target, kKeys, 1);
        }
      } else {
        split(counts_.open_room, kind.gems, kind.coins);
      }
      token_done();
      return;
    }
    case Moment::kDangerDrawn:
      if (ability >= 0 && called == Ability::kRedrawDanger) {
        ++rooms_[counts_.open_room].danger;  // back into the safe; draw again
        phase_ = Phase::kDrawToken;
      } else if (ability >= 0 && called == Ability::kDangerToGasp) {
        draw_gasp();  // the Danger token is set aside, off the track
      } else {
        place_danger();
      }
      return;
    case Moment::kBeforeRoll:
      counts_.rolls_wanted = ability >= 0 && called == Ability::kRollTwice ? 2 : 1;
      counts_.rolls_done = 0;
      phase_ = Phase::kRollDie;
      return;
    case Moment::kNone:
      return;
  }
}

// HEY, BUDDY!: a 50-50 split of the two stashes; the odd gem or coin goes to the forced
// player; the marker leaves the game and the turn is over.
void State::hey_buddy(int forced) {
  share_stashes(active_, forced);
  --chars_[active_].favors;
  ++counts_.markers_removed;
  counts_.favor_used = true;
  end_turn();
}

}  // namespace caper::mansky_caper
