// The Mansky Caper: the rules - chance outcomes, legal actions, is_legal, apply, breaking in,
// the turn actions, safes and danger (loot, favors, GASP! and the end in rules_<part>.cpp).
#include <array>
#include <string>

#include <fmt/format.h>
#include <gsl/util>

#include "caper/core/error.hpp"
#include "caper/mansky_caper/game.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {

bool operator==(const State& a, const State& b) {
  return a.game_ == b.game_ && a.chars_ == b.chars_ && a.rooms_ == b.rooms_ &&
         a.loot_unrevealed_ == b.loot_unrevealed_ && a.gasp_seen_count_ == b.gasp_seen_count_ &&
         a.gasp_seen_ == b.gasp_seen_ && a.counts_ == b.counts_ && a.phase_ == b.phase_ &&
         a.active_ == b.active_ && a.turn_ == b.turn_ && a.winners_ == b.winners_ &&
         a.stashed_ == b.stashed_;
}

int State::score(int c) const {
  const CharacterState& ch = chars_[idx(c)];
  return 5 * ch.stash_gems + ch.stash_coins + 3 * ch.keys;
}

double State::heuristic(int player) const {
  if (is_terminal()) {
    std::array<double, kMaxPlayers> r{};
    returns(std::span<double>(r.data(), idx(game_->num_players())));
    return r[idx(player)];
  }
  // The Driver is a character too: its loot counts against everyone.
  double mine = 0;
  double all = 0;
  for (int c = 0; c < num_characters(); ++c) {
    const CharacterState& ch = chars_[idx(c)];
    const double value = score(c) + 0.5 * (5 * ch.gems + ch.coins) + 1.0;
    all += value;
    if (c == player) mine = value;
  }
  return mine / all;
}

void State::set_room_status(int room, RoomStatus status) {
  rooms_[idx(room)].status = status;
  const unsigned bit = 1U << room;
  open_rooms_ = as_byte(status == RoomStatus::kOpen ? open_rooms_ | bit : open_rooms_ & ~bit);
  locked_rooms_ =
      as_byte(status == RoomStatus::kLocked ? locked_rooms_ | bit : locked_rooms_ & ~bit);
}

int State::count_in_room(int room) const {
  int n = 0;
  for (int c = 0; c < num_characters(); ++c) n += chars_[idx(c)].pos == room ? 1 : 0;
  return n;
}

int State::safe_total(int room) const {
  const RoomState& r = rooms_[idx(room)];
  return r.loot + r.gasp + r.danger;
}

std::uint32_t State::used_room_cards() const {
  std::uint32_t used = 0;
  for (int r = 0; r < game_->edition().mansion_size; ++r)
    if (rooms_[idx(r)].card >= 0) used |= 1U << rooms_[idx(r)].card;
  return used;
}

// Break-in order: the youngest (seat 0), the oldest (last seat), then seats 1, 2, ...
int State::break_in_seat(int step) const {
  if (step == 0) return 0;
  if (step == 1) return game_->num_players() - 1;
  return step - 1;
}

// ---- chance ----------------------------------------------------------------------

// Calls add(id, probability) for every outcome of the chance node, in id order.
template <class F>
void State::for_each_outcome(F&& add) const {
  const Edition& e = game_->edition();
  switch (phase_) {
    case Phase::kSetup: {
      std::uint32_t dealt = 0;
      for (int c = 0; c < counts_.deal; ++c) dealt |= 1U << chars_[idx(c)].card;
      const int left = size_of(e.characters) - counts_.deal;
      for (int k = 0; k < size_of(e.characters); ++k)
        if (!((dealt >> k) & 1U)) add(encode(ActionKind::kDeal, k), 1.0 / left);
      return;
    }
    case Phase::kRevealRoom: {
      const std::uint32_t used = used_room_cards();
      int left = 0;
      for (int k = 0; k < size_of(e.rooms); ++k) left += (used >> k) & 1U ? 0 : 1;
      for (int k = 0; k < size_of(e.rooms); ++k)
        if (!((used >> k) & 1U)) add(encode(ActionKind::kRevealRoom, k), 1.0 / left);
      return;
    }
    case Phase::kDrawToken: {
      const RoomState& r = rooms_[counts_.open_room];
      const double total = safe_total(counts_.open_room);
      if (r.loot > 0) add(encode(ActionKind::kDrawToken, 0), r.loot / total);
      if (r.gasp > 0) add(encode(ActionKind::kDrawToken, 1), r.gasp / total);
      if (r.danger > 0) add(encode(ActionKind::kDrawToken, 2), r.danger / total);
      return;
    }
    case Phase::kLootKind: {
      int total = 0;
      for (int k = 0; k < size_of(e.loot); ++k) total += at(loot_unrevealed_, k);
      for (int k = 0; k < size_of(e.loot); ++k)
        if (at(loot_unrevealed_, k) > 0)
          add(encode(ActionKind::kLootKind, k),
              static_cast<double>(at(loot_unrevealed_, k)) / total);
      return;
    }
    case Phase::kGaspCard: {
      const std::array<int, kMaxGaspKinds> unseen = gasp_unseen_counts();
      const int total = gasp_unseen_total();
      for (int k = 0; k < size_of(e.gasp); ++k)
        if (at(unseen, k) > 0)
          add(encode(ActionKind::kGaspCard, k), static_cast<double>(at(unseen, k)) / total);
      return;
    }
    case Phase::kRollDie:
      for (int f = 0; f < kDieFaces; ++f) add(encode(ActionKind::kDieFace, f), 1.0 / kDieFaces);
      return;
    default:
      return;
  }
}

void State::chance_outcomes(ChanceList& out) const {
  out.clear();
  if (current_player() != kChancePlayer)
    throw WrongPhase(
        fmt::format("mansky_caper: chance_outcomes asked at a {} node, which is not "
                    "a chance node",
                    name_of(kPhaseNames, phase_)));
  // Through a pointer rather than push_back, which checks and stores the size for every
  // outcome: a node has at most 32 outcomes, far below the list's capacity.
  static_assert(ChanceList::kCapacity >= kMaxGaspKinds && kMaxGaspKinds >= kMaxRoomCards &&
                kMaxGaspKinds >= kMaxLootKinds && kMaxGaspKinds >= kMaxCharacters);
  ChanceOutcome* next = out.data();
  for_each_outcome([&next](ActionId id, double p) { *next++ = {id, p}; });
  out.resize(idx(next - out.data()));
}

// ---- legal actions ---------------------------------------------------------------
// Every list is built in id order, so it needs no sorting; is_legal checks one action's
// conditions directly, through the same helpers.

void State::legal_actions(ActionList& out) const {
  out.clear();
  if (current_player() == kChancePlayer) {
    Appender add(out);
    for_each_outcome([&add](ActionId id, double) { add.add(id); });
  } else {
    legal_player_actions(out);
  }
}

bool State::is_legal(ActionId action) const {
  if (action >= num_actions()) return false;
  const Action x = decode(action);
  const int a = x.a;
  const Edition& e = game_->edition();
  switch (x.kind) {
    // Chance outcomes: the node's phase, and a kind that still has a chance.
    case ActionKind::kDeal:
      if (phase_ != Phase::kSetup || a >= size_of(e.characters)) return false;
      for (int c = 0; c < counts_.deal; ++c)
        if (chars_[idx(c)].card == a) return false;
      return true;
    case ActionKind::kRevealRoom:
      return phase_ == Phase::kRevealRoom && a < size_of(e.rooms) &&
             !((used_room_cards() >> a) & 1U);
    case ActionKind::kDrawToken: {
      if (phase_ != Phase::kDrawToken) return false;
      const RoomState& r = rooms_[counts_.open_room];
      return (a == 0 ? r.loot : a == 1 ? r.gasp : r.danger) > 0;
    }
    case ActionKind::kLootKind:
      return phase_ == Phase::kLootKind && a < size_of(e.loot) && loot_unrevealed_[idx(a)] > 0;
    case ActionKind::kGaspCard:
      return phase_ == Phase::kGaspCard && a < size_of(e.gasp) && gasp_unseen(a) > 0;
    case ActionKind::kDieFace:
      return phase_ == Phase::kRollDie;
    // Player decisions.
    case ActionKind::kBreakIn:
      return phase_ == Phase::kBreakIn &&
             (((counts_.break_step < 2 ? locked_rooms_ : open_rooms_) >> a) & 1U);
    case ActionKind::kAccept:
    case ActionKind::kDecline:
      return phase_ == Phase::kTradeReply || phase_ == Phase::kEndVote;
    case ActionKind::kPass:
      return phase_ == Phase::kFavor;
    case ActionKind::kCallFavor:
    case ActionKind::kSendToCar:
      return phase_ == Phase::kFavor && is_legal_favor_call(x);
    case ActionKind::kKeepRoll:
      return phase_ == Phase::kChooseRoll;
    case ActionKind::kGaspCharacter:
    case ActionKind::kGaspRoom:
      return phase_ == Phase::kGaspTarget && is_legal_gasp_target(x);
    case ActionKind::kGive:
    case ActionKind::kAsk:
    case ActionKind::kSendOffer:
    case ActionKind::kWithdrawOffer:
      return phase_ == Phase::kComposeOffer && is_legal_offer_part(x);
    default:
      return phase_ == Phase::kAction && is_legal_turn_action(x);
  }
}

void State::legal_player_actions(ActionList& out) const {
  switch (phase_) {
    case Phase::kBreakIn:
      Appender(out).add_each(ActionKind::kBreakIn,
                             counts_.break_step < 2 ? locked_rooms_ : open_rooms_, kMaxRooms);
      return;
    case Phase::kAction:
      legal_turn_actions(out);
      return;
    case Phase::kTradeReply:
    case Phase::kEndVote:
      out.push_back(encode(ActionKind::kAccept));
      out.push_back(encode(ActionKind::kDecline));
      return;
    case Phase::kFavor:
      out.push_back(encode(ActionKind::kPass));
      legal_favor_calls(out);
      return;
    case Phase::kChooseRoll:
      out.push_back(encode(ActionKind::kKeepRoll, 0));
      out.push_back(encode(ActionKind::kKeepRoll, 1));
      return;
    case Phase::kGaspTarget:
      legal_gasp_targets(out);
      return;
    case Phase::kComposeOffer:
      legal_offer_parts(out);
      return;
    default:
      return;
  }
}

// ---- the turn actions --------------------------------------------------------------

bool State::can_favor() const {
  return chars_[active_].favors >= 1 && !counts_.favor_used;
}

bool State::anyone_has_key() const {
  for (int c = 0; c < num_characters(); ++c)
    if (!is_driver(c) && chars_[idx(c)].keys > 0) return true;  // the Driver never uses keys
  return false;
}

bool State::can_pick_lock() const {
  const int locksmith = owner_of(Ability::kPickLock);
  return can_favor() && locksmith >= 0 && locksmith != active_;
}

// Nobody can get into a room otherwise: a locked room may be unlocked for free.
bool State::can_unlock_anyway() const {
  return open_rooms_ == 0 && !anyone_has_key();
}

// From a room: go to the car and stash. At the car (however the character got there):
// stash the unstashed loot there, unless its last turn was already a stash.
bool State::can_stash() const {
  const CharacterState& me = chars_[active_];
  return me.pos != kCar || (me.gems + me.coins > 0 && !stashed_last_turn(active_));
}

bool State::can_stash_here() const {
  const CharacterState& me = chars_[active_];
  const int slick = owner_of(Ability::kStashInPlace);
  return me.pos != kCar && can_favor() && slick >= 0 && slick != active_ && me.gems + me.coins > 0;
}

// At the car with nowhere to go.
bool State::can_wait() const {
  const CharacterState& me = chars_[active_];
  if (me.pos != kCar) return false;
  const bool can_go =
      open_rooms_ != 0 || (locked_rooms_ != 0 && (me.keys > 0 || can_unlock_anyway()));
  return !can_go;
}

bool State::can_propose_end() const {
  if (counts_.end_proposed) return false;
  for (int p = 0; p < game_->num_players(); ++p)
    if (chars_[idx(p)].pos != kCar) return false;
  return true;
}

bool State::can_buy_favor() const {
  const CharacterState& me = chars_[active_];
  return driver_ != kNoOne && me.favors == 0 && me.gems >= 1 && chars_[driver_].favors >= 1;
}

unsigned State::trade_partners() const {
  if (counts_.trades_made >= 2) return 0;
  const int mine = items(active_);
  unsigned mask = 0;
  for (int t = 0; t < game_->num_players(); ++t)
    mask |= static_cast<unsigned>((t != active_) & (mine + items(t) > 0)) << t;
  return mask;
}

unsigned State::hey_buddy_targets() const {
  if (chars_[active_].pos != kCar || driver_ != kNoOne || !can_favor()) return 0;
  unsigned mask = 0;
  for (int c = 0; c < num_characters(); ++c)
    mask |= static_cast<unsigned>((c != active_) & (chars_[idx(c)].pos == kCar)) << c;
  return mask;
}

void State::legal_turn_actions(ActionList& out) const {
  const CharacterState& me = chars_[active_];
  const bool at_car = me.pos == kCar;
  const unsigned locked = locked_rooms_;
  Appender add(out);
  add.add(encode(ActionKind::kOpen), !at_car);
  add.add_each(ActionKind::kMove, open_rooms_ & ~(1U << me.pos), kMaxRooms);
  add.add_each(ActionKind::kUseKey, me.keys > 0 ? locked : 0, kMaxRooms);
  add.add_each(ActionKind::kPickLock, locked != 0 && can_pick_lock() ? locked : 0, kMaxRooms);
  add.add_each(ActionKind::kUnlock, locked != 0 && can_unlock_anyway() ? locked : 0, kMaxRooms);
  add.add(encode(ActionKind::kStash), can_stash());
  add.add(encode(ActionKind::kStashInPlace), can_stash_here());
  add.add_each(ActionKind::kHeyBuddy, hey_buddy_targets(), kMaxChars);
  add.add(encode(ActionKind::kWait), can_wait());
  add.add(encode(ActionKind::kProposeEnd), can_propose_end());
  add.add(encode(ActionKind::kBuyFavor), can_buy_favor());
  add.add_each(ActionKind::kTradeWith, trade_partners(), kMaxChars);
}

bool State::is_legal_turn_action(const Action& x) const {
  const CharacterState& me = chars_[active_];
  const bool locked = (locked_rooms_ >> x.a) & 1U;
  switch (x.kind) {
    case ActionKind::kOpen:
      return me.pos != kCar;
    case ActionKind::kStash:
      return can_stash();
    case ActionKind::kMove:
      return x.a != me.pos && room_open(x.a);
    case ActionKind::kUseKey:
      return locked && me.keys > 0;
    case ActionKind::kPickLock:
      return locked && can_pick_lock();
    case ActionKind::kUnlock:
      return locked && can_unlock_anyway();
    case ActionKind::kStashInPlace:
      return can_stash_here();
    case ActionKind::kHeyBuddy:
      return (hey_buddy_targets() >> x.a) & 1U;
    case ActionKind::kWait:
      return can_wait();
    case ActionKind::kProposeEnd:
      return can_propose_end();
    case ActionKind::kBuyFavor:
      return can_buy_favor();
    case ActionKind::kTradeWith:
      return (trade_partners() >> x.a) & 1U;
    default:
      return false;
  }
}

// ---- apply -----------------------------------------------------------------------

void State::throw_illegal(ActionId action) const {
  const std::string text = action < num_actions() ? to_string(decode(action)) : "?";
  throw IllegalAction(
      fmt::format("mansky_caper: action {} ('{}') is not legal now (phase {}, player {})", action,
                  text, name_of(kPhaseNames, phase_), current_player()));
}

State State::apply(ActionId action) const {
  if (!is_legal(action)) throw_illegal(action);
  State next = *this;
  next.do_apply(decode(action));
  return next;
}

// One action: a chance outcome, a turn action of the active player, or an answer (trades,
// votes, favor prompts, rolls, GASP! targets, breaking in).
void State::do_apply(const Action& x) {
  if (x.kind >= ActionKind::kDeal) {
    apply_chance(x);
  } else if (phase_ == Phase::kAction) {
    apply_turn_action(x);
  } else {
    apply_answer(x);
  }
}

void State::apply_chance(const Action& x) {
  switch (x.kind) {
    case ActionKind::kDeal:
      chars_[counts_.deal].card = gsl::narrow_cast<std::int8_t>(x.a);  // < kMaxCharacters
      owner_[idx(static_cast<int>(game_->edition().characters[x.a].ability))] =
          gsl::narrow_cast<std::int8_t>(counts_.deal);  // a character
      if (++counts_.deal == num_characters()) {
        phase_ = Phase::kBreakIn;
        counts_.break_step = 0;
        active_ = as_byte(break_in_seat(0));
      }
      return;
    case ActionKind::kRevealRoom:
      on_room_revealed(x.a);
      return;
    case ActionKind::kDrawToken:
      on_token_drawn(static_cast<TokenColor>(x.a));
      return;
    case ActionKind::kLootKind:
      on_loot_kind(x.a);
      return;
    case ActionKind::kGaspCard:
      on_gasp_card(x.a);
      return;
    case ActionKind::kDieFace:
      if (counts_.rolls_wanted == 2 && counts_.rolls_done == 0) {
        counts_.first_roll = x.a;
        counts_.rolls_done = 1;
      } else if (counts_.rolls_wanted == 2) {
        counts_.second_roll = x.a;
        counts_.rolls_done = 2;
        phase_ = Phase::kChooseRoll;
      } else {
        counts_.first_roll = x.a;
        counts_.rolls_done = 1;
        apply_die(game_->edition().die[x.a]);
      }
      return;
    default:
      return;
  }
}

void State::apply_turn_action(const Action& x) {
  CharacterState& me = chars_[active_];
  switch (x.kind) {
    case ActionKind::kOpen:
      start_opening(me.pos);
      return;
    case ActionKind::kMove:
      move_char(active_, x.a);
      start_opening(x.a);
      return;
    case ActionKind::kUseKey:
      leave_in_room(active_, x.a, 0, 0, 1);  // the used key stays in the room
      unlock(x.a, AfterReveal::kEnterAndOpen);
      return;
    case ActionKind::kPickLock:
      call_favor(active_, Ability::kPickLock);
      unlock(x.a, AfterReveal::kEnterAndOpen);
      return;
    case ActionKind::kUnlock:
      unlock(x.a, AfterReveal::kEnterAndOpen);
      return;
    case ActionKind::kStash: {
      const int stasher = active_;
      move_char(active_, kCar);
      stash(active_);
      end_turn();
      stashed_ = as_byte(stashed_ | (1U << stasher));  // after end_turn, which clears it
      return;
    }
    case ActionKind::kStashInPlace:
      call_favor(active_, Ability::kStashInPlace);
      stash(active_);
      end_turn();
      return;
    case ActionKind::kHeyBuddy:
      hey_buddy(x.a);
      return;
    case ActionKind::kWait:
      end_turn();
      return;
    case ActionKind::kProposeEnd:
      counts_.end_proposed = true;
      counts_.voter = 1;
      while (counts_.voter < num_characters() &&
             is_driver((active_ + counts_.voter) % num_characters()))
        ++counts_.voter;
      if (counts_.voter >= num_characters()) {
        finish(EndReason::kVote);
      } else {
        phase_ = Phase::kEndVote;
      }
      return;
    case ActionKind::kBuyFavor:
      transfer(active_, game_->driver(), kGems, 1);
      transfer(game_->driver(), active_, kFavors, 1);
      return;
    case ActionKind::kTradeWith:
      counts_.trade_to = x.a;
      counts_.trade_give.fill(0);
      counts_.trade_get.fill(0);
      ++counts_.trades_made;
      phase_ = Phase::kComposeOffer;
      return;
    default:
      return;
  }
}

void State::apply_answer(const Action& x) {
  switch (x.kind) {
    case ActionKind::kBreakIn:
      if (rooms_[x.a].status == RoomStatus::kLocked) {
        unlock(x.a, AfterReveal::kBreakIn);
      } else {
        move_char(active_, x.a);
        on_room_revealed(-1);
      }
      return;
    case ActionKind::kGive:
      ++counts_.trade_give[x.a];
      return;
    case ActionKind::kAsk:
      ++counts_.trade_get[x.a];
      return;
    case ActionKind::kSendOffer:
      phase_ = Phase::kTradeReply;
      return;
    case ActionKind::kWithdrawOffer:
      phase_ = Phase::kAction;
      return;
    case ActionKind::kAccept:
      if (phase_ == Phase::kTradeReply) {
        for (int k = 0; k < kNumItemKinds; ++k) {
          transfer(active_, counts_.trade_to, k, counts_.trade_give[idx(k)]);
          transfer(counts_.trade_to, active_, k, counts_.trade_get[idx(k)]);
        }
        phase_ = Phase::kAction;
      } else {
        ++counts_.voter;
        while (counts_.voter < num_characters() &&
               is_driver((active_ + counts_.voter) % num_characters()))
          ++counts_.voter;
        if (counts_.voter >= num_characters()) finish(EndReason::kVote);
      }
      return;
    case ActionKind::kDecline:
      phase_ = Phase::kAction;
      return;
    case ActionKind::kPass:
      ++counts_.ask;
      advance_asker();
      return;
    case ActionKind::kCallFavor: {
      const int caller = asker();
      const auto ability = static_cast<Ability>(x.a);
      call_favor(caller, ability);
      if (ability == Ability::kRollTwice) counts_.roll_caller = as_byte(caller);
      finish_moment(x.a, ability == Ability::kTakeWhole ? caller : -1);
      return;
    }
    case ActionKind::kSendToCar:
      call_favor(asker(), Ability::kSendToCar);
      finish_moment(static_cast<int>(Ability::kSendToCar), x.a);
      return;
    case ActionKind::kKeepRoll:
      apply_die(game_->edition().die[x.a == 0 ? counts_.first_roll : counts_.second_roll]);
      return;
    case ActionKind::kGaspCharacter:
    case ActionKind::kGaspRoom:
      apply_gasp_target(x);
      return;
    default:
      return;
  }
}

// ---- rooms and openings ------------------------------------------------------------

void State::unlock(int room, AfterReveal after) {
  counts_.reveal_room = as_byte(room);
  counts_.after_reveal = after;
  phase_ = Phase::kRevealRoom;
}

// card < 0: a break-in into a room that is already unlocked.
void State::on_room_revealed(int card) {
  if (card >= 0) {
    RoomState& r = rooms_[counts_.reveal_room];
    const RoomCard& rc = game_->edition().rooms[idx(card)];
    r.card = gsl::narrow_cast<std::int8_t>(card);  // < kMaxRoomCards
    set_room_status(counts_.reveal_room, RoomStatus::kOpen);
    r.loot = as_byte(rc.loot);
    r.gasp = as_byte(rc.gasp);
    r.danger = as_byte(rc.danger);
    r.track = 0;
    move_char(active_, counts_.reveal_room);
    if (counts_.after_reveal == AfterReveal::kEnterAndOpen) {
      start_opening(counts_.reveal_room);
      return;
    }
  }
  // Breaking in: the next player, or the first turn once everyone is in.
  if (++counts_.break_step == game_->num_players()) {
    active_ = 0;
    turn_ = 0;
    phase_ = Phase::kAction;
  } else {
    active_ = as_byte(break_in_seat(counts_.break_step));
    phase_ = Phase::kBreakIn;
  }
}

void State::start_opening(int room) {
  counts_.open_room = as_byte(room);
  counts_.draws_left = 1;
  begin_moment(Moment::kBeforeOpen);
}

void State::next_draw() {
  if (!room_open(counts_.open_room) || chars_[active_].pos != counts_.open_room ||
      safe_total(counts_.open_room) == 0) {
    end_turn();
    return;
  }
  phase_ = Phase::kDrawToken;
}

void State::on_token_drawn(TokenColor color) {
  RoomState& r = rooms_[counts_.open_room];
  switch (color) {
    case TokenColor::kLoot:
      --r.loot;
      phase_ = Phase::kLootKind;
      return;
    case TokenColor::kGasp:
      --r.gasp;
      if (is_driver(active_)) {
        // The Driver never draws GASP! cards: the token is discarded and its turn ends.
        counts_.draws_left = 1;
        token_done();
      } else {
        draw_gasp();
      }
      return;
    case TokenColor::kDanger: {
      --r.danger;
      const int length = game_->edition().rooms[idx(r.card)].danger;
      if (r.track + 1 < length) {
        begin_moment(Moment::kDangerDrawn);
      } else {
        place_danger();  // the BOOM! circle: nothing can stop this, including favors
      }
      return;
    }
  }
}

void State::on_loot_kind(int kind) {
  --loot_unrevealed_[idx(kind)];
  counts_.loot_kind = as_byte(kind);
  if (game_->edition().loot[idx(kind)].key) keep_key(active_);
  begin_moment(Moment::kLootDrawn);
}

// Circle 1 is plain, circles 2..D-1 show the Danger-Danger! icon, circle D is BOOM!.
void State::place_danger() {
  RoomState& r = rooms_[counts_.open_room];
  ++r.track;
  const int length = game_->edition().rooms[idx(r.card)].danger;
  if (r.track >= length) {
    remove_room(counts_.open_room, RoomStatus::kDestroyed);
    token_done();
  } else if (r.track >= 2) {
    begin_moment(Moment::kBeforeRoll);
  } else {
    token_done();
  }
}

void State::apply_die(DieResult result) {
  const int room = counts_.open_room;
  switch (result) {
    case DieResult::kSafe:
      break;
    case DieResult::kYourLoot:
      lose_unstashed(active_);
      move_char(active_, kCar);
      break;
    case DieResult::kAllLoot:
      for (int c = 0; c < num_characters(); ++c)
        if (chars_[idx(c)].pos == room) lose_unstashed(c);
      clear_leftovers(room);
      break;
    case DieResult::kBoom:
      remove_room(room, RoomStatus::kDestroyed);
      break;
    case DieResult::kAlShowsUp:
      for (int c = 0; c < num_characters(); ++c) lose_unstashed(c);
      for (int r = 0; r < game_->edition().mansion_size; ++r) clear_leftovers(r);
      break;
  }
  counts_.rolls_wanted = 1;
  counts_.roll_caller = kNoOne;
  token_done();
}

// After a token (and everything it set off) is resolved.
void State::token_done() {
  counts_.moment = Moment::kNone;
  const int room = counts_.open_room;
  if (room_open(room) && safe_total(room) == 0) remove_room(room, RoomStatus::kRansacked);
  if (!any_room_left()) {
    finish(EndReason::kRoomsGone);
    return;
  }
  if (counts_.draws_left > 0) --counts_.draws_left;
  if (counts_.draws_left > 0 && room_open(room) && chars_[active_].pos == room) {
    next_draw();
    return;
  }
  end_turn();
}

void State::end_turn() {
  stashed_ = as_byte(stashed_ & ~(1U << active_));
  ++turn_;
  counts_.draws_left = 0;
  counts_.moment = Moment::kNone;
  if (!any_room_left()) {
    finish(EndReason::kRoomsGone);
    return;
  }
  if (turn_ >= game_->max_turns()) {
    finish(EndReason::kTurnLimit);
    return;
  }
  active_ = as_byte((active_ + 1) % num_characters());
  counts_.favor_used = false;
  counts_.trades_made = 0;
  counts_.end_proposed = false;
  if (is_driver(active_)) {
    driver_turn();
  } else {
    phase_ = Phase::kAction;
  }
}

}  // namespace caper::mansky_caper
