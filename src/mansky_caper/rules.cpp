// The Mansky Caper: setup, breaking in, the turn actions, safes, loot, danger and the end.
#include <algorithm>
#include <string>

#include "caper/core/error.hpp"
#include "caper/mansky_caper/game.hpp"
#include "mansky_caper/index.hpp"

namespace caper::mansky_caper {
namespace {

constexpr std::string_view kPhaseNames[kNumPhases] = {
    "deal",        "break_in", "reveal_room", "action",      "compose_offer",
    "trade_reply", "end_vote", "favor",       "draw_token",  "loot_kind",
    "gasp_card",   "roll_die", "choose_roll", "gasp_target", "over"};

}  // namespace

State::State(const Game* game) : game_(game) {
  const Edition& e = game->edition();
  for (int c = 0; c < game->num_characters(); ++c)
    chars_[at(c)].favors = game->has_driver() && c == game->driver() ? 0 : 1;
  for (std::size_t k = 0; k < e.loot.size(); ++k) loot_unrevealed_[k] = u8(e.loot[k].count);
  for (std::size_t k = 0; k < e.gasp.size(); ++k) gasp_unseen_[k] = u8(e.gasp[k].count);
  supply_gems_ = u8(e.supply_gems);
  supply_coins_ = u8(e.supply_coins);
}

bool operator==(const State& a, const State& b) {
  return a.game_ == b.game_ && a.chars_ == b.chars_ && a.rooms_ == b.rooms_ &&
         a.loot_unrevealed_ == b.loot_unrevealed_ && a.gasp_unseen_ == b.gasp_unseen_ &&
         [&] {
           if (a.gasp_seen_count_ != b.gasp_seen_count_) return false;
           for (int i = 0; i < a.gasp_seen_count_; ++i)
             if (a.gasp_seen(i) != b.gasp_seen(i)) return false;
           return true;
         }() &&
         a.supply_gems_ == b.supply_gems_ && a.supply_coins_ == b.supply_coins_ &&
         a.markers_removed_ == b.markers_removed_ && a.phase_ == b.phase_ &&
         a.active_ == b.active_ && a.turn_ == b.turn_ && a.favor_used_ == b.favor_used_ &&
         a.trades_made_ == b.trades_made_ && a.end_proposed_ == b.end_proposed_ &&
         a.deal_ == b.deal_ && a.break_step_ == b.break_step_ && a.reveal_room_ == b.reveal_room_ &&
         a.after_reveal_ == b.after_reveal_ && a.open_room_ == b.open_room_ &&
         a.draws_left_ == b.draws_left_ && a.moment_ == b.moment_ && a.ask_ == b.ask_ &&
         a.loot_kind_ == b.loot_kind_ && a.gasp_card_ == b.gasp_card_ &&
         a.rolls_wanted_ == b.rolls_wanted_ && a.first_roll_ == b.first_roll_ &&
         a.second_roll_ == b.second_roll_ && a.rolls_done_ == b.rolls_done_ &&
         a.roll_caller_ == b.roll_caller_ && a.trade_to_ == b.trade_to_ &&
         a.trade_give_ == b.trade_give_ && a.trade_get_ == b.trade_get_ && a.voter_ == b.voter_ &&
         a.end_reason_ == b.end_reason_ && a.winners_ == b.winners_;
}

int State::num_characters() const {
  return game_->num_characters();
}
bool State::is_driver(int c) const {
  return game_->has_driver() && c == game_->driver();
}
int State::gasp_seen(int i) const {
  return gasp_seen_[at((gasp_head_ + i) % kMaxGaspDeck)];
}

int State::score(int c) const {
  const CharacterState& ch = chars_[at(c)];
  return 5 * ch.stash_gems + ch.stash_coins + 3 * ch.keys;
}

double State::heuristic(int player) const {
  if (is_terminal()) {
    std::array<double, kMaxPlayers> r{};
    returns(std::span<double>(r.data(), static_cast<std::size_t>(game_->num_players())));
    return r[at(player)];
  }
  // The Driver is a character too: its loot counts against everyone.
  double mine = 0;
  double all = 0;
  for (int c = 0; c < num_characters(); ++c) {
    const CharacterState& ch = chars_[at(c)];
    const double value = score(c) + 0.5 * (5 * ch.gems + ch.coins) + 1.0;
    all += value;
    if (c == player) mine = value;
  }
  return mine / all;
}

int State::owner_of(Ability ability) const {
  const Edition& e = game_->edition();
  for (int c = 0; c < num_characters(); ++c) {
    const int card = chars_[at(c)].card;
    if (card >= 0 && e.characters[at(card)].ability == ability) return c;
  }
  return -1;
}

int State::count_in_room(int room) const {
  int n = 0;
  for (int c = 0; c < num_characters(); ++c) n += chars_[at(c)].pos == room ? 1 : 0;
  return n;
}

bool State::room_open(int room) const {
  return room >= 0 && room < kMaxRooms && rooms_[at(room)].status == RoomStatus::kOpen;
}

bool State::any_room_left() const {
  for (int r = 0; r < game_->edition().mansion_size; ++r) {
    const RoomStatus s = rooms_[at(r)].status;
    if (s == RoomStatus::kLocked || s == RoomStatus::kOpen) return true;
  }
  return false;
}

int State::safe_total(int room) const {
  const RoomState& r = rooms_[at(room)];
  return r.loot + r.gasp + r.danger;
}

std::uint32_t State::used_room_cards() const {
  std::uint32_t used = 0;
  for (int r = 0; r < game_->edition().mansion_size; ++r)
    if (rooms_[at(r)].card >= 0) used |= 1U << rooms_[at(r)].card;
  return used;
}

// Break-in order: the youngest (seat 0), the oldest (last seat), then seats 1, 2, ...
int State::break_in_seat(int step) const {
  if (step == 0) return 0;
  if (step == 1) return game_->num_players() - 1;
  return step - 1;
}

int State::current_player() const {
  switch (phase_) {
    case Phase::kDeal:
    case Phase::kRevealRoom:
    case Phase::kDrawToken:
    case Phase::kLootKind:
    case Phase::kGaspCard:
    case Phase::kRollDie:
      return kChancePlayer;
    case Phase::kBreakIn:
    case Phase::kAction:
    case Phase::kGaspTarget:
    case Phase::kComposeOffer:
      return active_;
    case Phase::kTradeReply:
      return trade_to_;
    case Phase::kEndVote:
      return (active_ + voter_) % num_characters();
    case Phase::kFavor:
      return asker();
    case Phase::kChooseRoll:
      return roll_caller_;
    case Phase::kOver:
      return kTerminalPlayer;
  }
  return kTerminalPlayer;
}

// ---- chance ----------------------------------------------------------------------

void State::chance_outcomes(ChanceList& out) const {
  out.clear();
  const Edition& e = game_->edition();
  auto add = [&out](ActionType type, int a, double p) {
    out.push_back({encode(Action{type, u8(a), 0, 0}), p});
  };
  switch (phase_) {
    case Phase::kDeal: {
      std::uint32_t dealt = 0;
      for (int c = 0; c < deal_; ++c) dealt |= 1U << chars_[at(c)].card;
      const int left = static_cast<int>(e.characters.size()) - deal_;
      for (int k = 0; k < static_cast<int>(e.characters.size()); ++k)
        if (!((dealt >> k) & 1U)) add(ActionType::kDeal, k, 1.0 / left);
      return;
    }
    case Phase::kRevealRoom: {
      const std::uint32_t used = used_room_cards();
      int left = 0;
      for (int k = 0; k < static_cast<int>(e.rooms.size()); ++k) left += (used >> k) & 1U ? 0 : 1;
      for (int k = 0; k < static_cast<int>(e.rooms.size()); ++k)
        if (!((used >> k) & 1U)) add(ActionType::kRevealRoom, k, 1.0 / left);
      return;
    }
    case Phase::kDrawToken: {
      const RoomState& r = rooms_[open_room_];
      const double total = safe_total(open_room_);
      if (r.loot > 0) add(ActionType::kDrawToken, 0, r.loot / total);
      if (r.gasp > 0) add(ActionType::kDrawToken, 1, r.gasp / total);
      if (r.danger > 0) add(ActionType::kDrawToken, 2, r.danger / total);
      return;
    }
    case Phase::kLootKind: {
      int total = 0;
      for (std::size_t k = 0; k < e.loot.size(); ++k) total += loot_unrevealed_[k];
      for (std::size_t k = 0; k < e.loot.size(); ++k)
        if (loot_unrevealed_[k] > 0)
          add(ActionType::kLootKind, static_cast<int>(k),
              static_cast<double>(loot_unrevealed_[k]) / total);
      return;
    }
    case Phase::kGaspCard: {
      int total = 0;
      for (std::size_t k = 0; k < e.gasp.size(); ++k) total += gasp_unseen_[k];
      for (std::size_t k = 0; k < e.gasp.size(); ++k)
        if (gasp_unseen_[k] > 0)
          add(ActionType::kGaspCard, static_cast<int>(k),
              static_cast<double>(gasp_unseen_[k]) / total);
      return;
    }
    case Phase::kRollDie:
      for (int f = 0; f < kDieFaces; ++f) add(ActionType::kDieFace, f, 1.0 / kDieFaces);
      return;
    default:
      throw WrongPhase("mansky_caper: chance_outcomes asked at a " +
                       std::string(kPhaseNames[static_cast<int>(phase_)]) +
                       " node, which is not a chance node");
  }
}

// ---- legal actions ---------------------------------------------------------------

void State::legal_actions(ActionList& out) const {
  out.clear();
  if (phase_ == Phase::kOver) return;
  if (current_player() == kChancePlayer) {
    ChanceList outcomes;
    chance_outcomes(outcomes);
    for (const ChanceOutcome& o : outcomes) out.push_back(o.action);
  } else {
    legal_player_actions(out);
  }
  std::sort(out.begin(), out.end());
}

bool State::is_legal(ActionId action) const {
  if (action >= num_actions()) return false;
  ActionList list;
  legal_actions(list);
  return std::binary_search(list.begin(), list.end(), action);
}

void State::legal_player_actions(ActionList& out) const {
  auto add = [&out](ActionType type, int a = 0) {
    out.push_back(encode(Action{type, u8(a), 0, 0}));
  };
  const int rooms = game_->edition().mansion_size;
  switch (phase_) {
    case Phase::kBreakIn:
      for (int r = 0; r < rooms; ++r) {
        const RoomStatus s = rooms_[at(r)].status;
        if (break_step_ < 2 ? s == RoomStatus::kLocked : s == RoomStatus::kOpen)
          add(ActionType::kBreakIn, r);
      }
      return;
    case Phase::kAction:
      legal_turn_actions(out);
      return;
    case Phase::kTradeReply:
    case Phase::kEndVote:
      add(ActionType::kAccept);
      add(ActionType::kDecline);
      return;
    case Phase::kFavor:
      add(ActionType::kPass);
      legal_favor_calls(out);
      return;
    case Phase::kChooseRoll:
      add(ActionType::kKeepRoll, 0);
      add(ActionType::kKeepRoll, 1);
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

void State::legal_turn_actions(ActionList& out) const {
  auto add = [&out](ActionType type, int a = 0) {
    out.push_back(encode(Action{type, u8(a), 0, 0}));
  };
  const CharacterState& me = chars_[active_];
  const int rooms = game_->edition().mansion_size;
  const bool at_car = me.pos == kCar;
  if (trades_made_ < 2) {
    int mine = 0;
    for (int k = 0; k < kNumItemKinds; ++k) mine += holding(active_, k);
    for (int t = 0; t < game_->num_players(); ++t) {
      int theirs = 0;
      for (int k = 0; k < kNumItemKinds; ++k) theirs += holding(t, k);
      if (t != active_ && mine + theirs > 0) add(ActionType::kTradeWith, t);
    }
  }
  if (game_->has_driver()) {
    const CharacterState& d = chars_[at(game_->driver())];
    if (me.favors == 0 && me.gems >= 1 && d.favors >= 1) add(ActionType::kBuyFavor);
  }
  bool all_at_car = true;
  for (int p = 0; p < game_->num_players(); ++p)
    all_at_car = all_at_car && chars_[at(p)].pos == kCar;
  if (all_at_car && !end_proposed_) add(ActionType::kProposeEnd);

  bool any_open = false, any_locked = false, anyone_has_key = false;
  for (int r = 0; r < rooms; ++r) {
    any_open = any_open || rooms_[at(r)].status == RoomStatus::kOpen;
    any_locked = any_locked || rooms_[at(r)].status == RoomStatus::kLocked;
  }
  for (int c = 0; c < num_characters(); ++c)
    anyone_has_key =
        anyone_has_key || (!is_driver(c) && chars_[at(c)].keys > 0);  // the Driver never uses keys
  const bool can_favor = me.favors >= 1 && !favor_used_;
  const int locksmith = owner_of(Ability::kPickLock);
  const int slick = owner_of(Ability::kStashInPlace);
  bool can_go = false;
  if (!at_car) add(ActionType::kOpen);
  for (int r = 0; r < rooms; ++r) {
    const RoomStatus s = rooms_[at(r)].status;
    if (s == RoomStatus::kOpen && r != me.pos) {
      add(ActionType::kMove, r);
      can_go = true;
    }
    if (s != RoomStatus::kLocked) continue;
    if (me.keys > 0) {
      add(ActionType::kUseKey, r);
      can_go = true;
    }
    if (can_favor && locksmith >= 0 && locksmith != active_) add(ActionType::kPickLock, r);
    if (!any_open && !anyone_has_key) {
      add(ActionType::kUnlock, r);
      can_go = true;
    }
  }
  (void)any_locked;
  if (!at_car) {
    add(ActionType::kStash);
    if (can_favor && slick >= 0 && slick != active_ && me.gems + me.coins > 0)
      add(ActionType::kStashInPlace);
  }
  if (at_car && !game_->has_driver() && can_favor)
    for (int c = 0; c < num_characters(); ++c)
      if (c != active_ && chars_[at(c)].pos == kCar) add(ActionType::kHeyBuddy, c);
  if (at_car && !can_go) add(ActionType::kWait);
}

// ---- apply -----------------------------------------------------------------------

State State::apply(ActionId action) const {
  if (!is_legal(action)) {
    std::string text = action < num_actions() ? to_string(decode(action)) : "?";
    throw IllegalAction("mansky_caper: action " + std::to_string(action) + " ('" + text +
                        "') is not legal now (phase " +
                        std::string(kPhaseNames[static_cast<int>(phase_)]) + ", player " +
                        std::to_string(current_player()) + ")");
  }
  State next = *this;
  next.do_apply(decode(action));
  return next;
}

void State::do_apply(const Action& x) {
  CharacterState& me = chars_[active_];
  switch (x.type) {
    case ActionType::kDeal:
      chars_[deal_].card = static_cast<std::int8_t>(x.a);
      if (++deal_ == num_characters()) {
        phase_ = Phase::kBreakIn;
        break_step_ = 0;
        active_ = u8(break_in_seat(0));
      }
      return;
    case ActionType::kBreakIn:
      if (rooms_[x.a].status == RoomStatus::kLocked) {
        unlock(x.a, AfterReveal::kBreakIn);
      } else {
        move_char(active_, x.a);
        on_room_revealed(-1);
      }
      return;
    case ActionType::kRevealRoom:
      on_room_revealed(x.a);
      return;
    case ActionType::kOpen:
      start_opening(me.pos);
      return;
    case ActionType::kMove:
      move_char(active_, x.a);
      start_opening(x.a);
      return;
    case ActionType::kUseKey:
      --me.keys;
      ++rooms_[x.a].keys;
      unlock(x.a, AfterReveal::kEnterAndOpen);
      return;
    case ActionType::kPickLock:
      call_favor(active_, Ability::kPickLock);
      unlock(x.a, AfterReveal::kEnterAndOpen);
      return;
    case ActionType::kUnlock:
      unlock(x.a, AfterReveal::kEnterAndOpen);
      return;
    case ActionType::kStash:
      move_char(active_, kCar);
      stash(active_);
      end_turn();
      return;
    case ActionType::kStashInPlace:
      call_favor(active_, Ability::kStashInPlace);
      stash(active_);
      end_turn();
      return;
    case ActionType::kHeyBuddy: {
      // A 50-50 split of the two stashes; the odd gem or coin goes to the forced player.
      CharacterState& other = chars_[x.a];
      const int gems = me.stash_gems + other.stash_gems;
      const int coins = me.stash_coins + other.stash_coins;
      me.stash_gems = u8(gems / 2);
      other.stash_gems = u8(gems - gems / 2);
      me.stash_coins = u8(coins / 2);
      other.stash_coins = u8(coins - coins / 2);
      --me.favors;
      ++markers_removed_;
      favor_used_ = true;
      end_turn();
      return;
    }
    case ActionType::kWait:
      end_turn();
      return;
    case ActionType::kProposeEnd:
      end_proposed_ = true;
      voter_ = 1;
      while (voter_ < num_characters() && is_driver((active_ + voter_) % num_characters()))
        ++voter_;
      if (voter_ >= num_characters()) {
        finish(EndReason::kVote);
      } else {
        phase_ = Phase::kEndVote;
      }
      return;
    case ActionType::kBuyFavor: {
      CharacterState& d = chars_[at(game_->driver())];
      --me.gems;
      ++d.gems;
      --d.favors;
      ++me.favors;
      return;
    }
    case ActionType::kTradeWith:
      trade_to_ = x.a;
      trade_give_.fill(0);
      trade_get_.fill(0);
      ++trades_made_;
      phase_ = Phase::kComposeOffer;
      return;
    case ActionType::kGive:
      ++trade_give_[x.a];
      return;
    case ActionType::kAsk:
      ++trade_get_[x.a];
      return;
    case ActionType::kSendOffer:
      phase_ = Phase::kTradeReply;
      return;
    case ActionType::kWithdrawOffer:
      phase_ = Phase::kAction;
      return;
    case ActionType::kAccept:
      if (phase_ == Phase::kTradeReply) {
        for (int k = 0; k < kNumItemKinds; ++k) {
          transfer(active_, trade_to_, k, trade_give_[at(k)]);
          transfer(trade_to_, active_, k, trade_get_[at(k)]);
        }
        phase_ = Phase::kAction;
      } else {
        ++voter_;
        while (voter_ < num_characters() && is_driver((active_ + voter_) % num_characters()))
          ++voter_;
        if (voter_ >= num_characters()) finish(EndReason::kVote);
      }
      return;
    case ActionType::kDecline:
      phase_ = Phase::kAction;
      return;
    case ActionType::kPass:
      ++ask_;
      advance_asker();
      return;
    case ActionType::kCallFavor: {
      const int caller = asker();
      const auto ability = static_cast<Ability>(x.a);
      call_favor(caller, ability);
      if (ability == Ability::kRollTwice) roll_caller_ = u8(caller);
      finish_moment(x.a, -1);
      return;
    }
    case ActionType::kSendToCar:
      call_favor(asker(), Ability::kSendToCar);
      finish_moment(static_cast<int>(Ability::kSendToCar), x.a);
      return;
    case ActionType::kKeepRoll:
      apply_die(game_->edition().die[x.a == 0 ? first_roll_ : second_roll_]);
      return;
    case ActionType::kGaspCharacter:
    case ActionType::kGaspRoom:
      apply_gasp_target(x);
      return;
    case ActionType::kDrawToken:
      on_token_drawn(static_cast<TokenColor>(x.a));
      return;
    case ActionType::kLootKind:
      on_loot_kind(x.a);
      return;
    case ActionType::kGaspCard:
      on_gasp_card(x.a);
      return;
    case ActionType::kDieFace:
      if (rolls_wanted_ == 2 && rolls_done_ == 0) {
        first_roll_ = x.a;
        rolls_done_ = 1;
      } else if (rolls_wanted_ == 2) {
        second_roll_ = x.a;
        rolls_done_ = 2;
        phase_ = Phase::kChooseRoll;
      } else {
        first_roll_ = x.a;
        rolls_done_ = 1;
        apply_die(game_->edition().die[x.a]);
      }
      return;
  }
}

// ---- rooms and openings ------------------------------------------------------------

void State::unlock(int room, AfterReveal after) {
  reveal_room_ = u8(room);
  after_reveal_ = after;
  phase_ = Phase::kRevealRoom;
}

// card < 0: a break-in into a room that is already unlocked.
void State::on_room_revealed(int card) {
  if (card >= 0) {
    RoomState& r = rooms_[reveal_room_];
    const RoomCard& rc = game_->edition().rooms[at(card)];
    r.card = static_cast<std::int8_t>(card);
    r.status = RoomStatus::kOpen;
    r.loot = u8(rc.loot);
    r.gasp = u8(rc.gasp);
    r.danger = u8(rc.danger);
    r.track = 0;
    move_char(active_, reveal_room_);
    if (after_reveal_ == AfterReveal::kEnterAndOpen) {
      start_opening(reveal_room_);
      return;
    }
  }
  // Breaking in: the next player, or the first turn once everyone is in.
  if (++break_step_ == game_->num_players()) {
    active_ = 0;
    turn_ = 0;
    phase_ = Phase::kAction;
  } else {
    active_ = u8(break_in_seat(break_step_));
    phase_ = Phase::kBreakIn;
  }
}

void State::start_opening(int room) {
  open_room_ = u8(room);
  draws_left_ = 1;
  begin_moment(Moment::kBeforeOpen);
}

void State::next_draw() {
  if (!room_open(open_room_) || chars_[active_].pos != open_room_ || safe_total(open_room_) == 0) {
    end_turn();
    return;
  }
  phase_ = Phase::kDrawToken;
}

void State::on_token_drawn(TokenColor color) {
  RoomState& r = rooms_[open_room_];
  switch (color) {
    case TokenColor::kLoot:
      --r.loot;
      phase_ = Phase::kLootKind;
      return;
    case TokenColor::kGasp:
      --r.gasp;
      if (is_driver(active_)) {
        // The Driver never draws GASP! cards: the token is discarded and its turn ends.
        draws_left_ = 1;
        token_done();
      } else {
        draw_gasp();
      }
      return;
    case TokenColor::kDanger: {
      --r.danger;
      const int length = game_->edition().rooms[at(r.card)].danger;
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
  --loot_unrevealed_[at(kind)];
  loot_kind_ = u8(kind);
  if (game_->edition().loot[at(kind)].key) ++chars_[active_].keys;
  begin_moment(Moment::kLootDrawn);
}

// Circle 1 is plain, circles 2..D-1 show the Danger-Danger! icon, circle D is BOOM!.
void State::place_danger() {
  RoomState& r = rooms_[open_room_];
  ++r.track;
  const int length = game_->edition().rooms[at(r.card)].danger;
  if (r.track >= length) {
    remove_room(open_room_, RoomStatus::kDestroyed);
    token_done();
  } else if (r.track >= 2) {
    begin_moment(Moment::kBeforeRoll);
  } else {
    token_done();
  }
}

void State::apply_die(DieResult result) {
  const int room = open_room_;
  switch (result) {
    case DieResult::kSafe:
      break;
    case DieResult::kYourLoot:
      lose_unstashed(active_);
      move_char(active_, kCar);
      break;
    case DieResult::kAllLoot:
      for (int c = 0; c < num_characters(); ++c)
        if (chars_[at(c)].pos == room) lose_unstashed(c);
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
  rolls_wanted_ = 1;
  roll_caller_ = kNoOne;
  token_done();
}

// After a token (and everything it set off) is resolved.
void State::token_done() {
  moment_ = Moment::kNone;
  const int room = open_room_;
  if (room_open(room) && safe_total(room) == 0) remove_room(room, RoomStatus::kRansacked);
  if (!any_room_left()) {
    finish(EndReason::kRoomsGone);
    return;
  }
  if (draws_left_ > 0) --draws_left_;
  if (draws_left_ > 0 && room_open(room) && chars_[active_].pos == room) {
    next_draw();
    return;
  }
  end_turn();
}

void State::end_turn() {
  ++turn_;
  draws_left_ = 0;
  moment_ = Moment::kNone;
  if (!any_room_left()) {
    finish(EndReason::kRoomsGone);
    return;
  }
  if (turn_ >= game_->max_turns()) {
    finish(EndReason::kTurnLimit);
    return;
  }
  active_ = u8((active_ + 1) % num_characters());
  favor_used_ = false;
  trades_made_ = 0;
  end_proposed_ = false;
  if (is_driver(active_)) {
    driver_turn();
  } else {
    phase_ = Phase::kAction;
  }
}

// The 2-player Driver follows its printed script and takes no decisions.
std::string State::action_to_string(ActionId action) const {
  return to_string(decode(action));
}
ActionId State::action_from_string(std::string_view text) const {
  return encode(parse_action(text));
}

State State::determinize(int /*player*/, Rng& /*rng*/) const {
  return *this;
}

}  // namespace caper::mansky_caper
