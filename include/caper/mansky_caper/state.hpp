// The Mansky Caper: the state, a fixed-size value (no heap), with a pointer to its Game.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <string_view>

#include "caper/core/action.hpp"
#include "caper/core/byte_scale.hpp"
#include "caper/core/index.hpp"
#include "caper/core/names.hpp"
#include "caper/core/rng.hpp"
#include "caper/mansky_caper/action.hpp"
#include "caper/mansky_caper/data.hpp"

namespace caper::mansky_caper {

class Game;

enum class Phase : std::uint8_t {
  kSetup,         // chance: the deal, the character card of character `deal`
  kBreakIn,       // the next player breaks in (chooses a room)
  kRevealRoom,    // chance: the room card of slot `reveal_room`
  kAction,        // the active player's turn: trades, then one of the turn actions
  kComposeOffer,  // the active player puts a trade offer together
  kTradeReply,    // the trade partner accepts or declines
  kEndVote,       // the other players vote on ending the game
  kFavor,         // a player may call in a favor at this moment, or pass
  kDrawToken,     // chance: the colour of the token drawn from the safe
  kLootKind,      // chance: which Loot token it is
  kGaspCard,      // chance: an unseen GASP! card
  kRollDie,       // chance: the Danger-Danger! die
  kChooseRoll,    // the roll_twice caller keeps one of the two results
  kGaspTarget,    // the active player picks a character or room for a GASP! card
  kOver,
};
inline constexpr int kNumPhases = static_cast<int>(Phase::kOver) + 1;
// The phases' names by value, declared once: the JSON's "phase", the text, the game info
// (its "phases", which tests/schema checks against docs/schema/mansky_caper.json).
inline constexpr std::array<std::string_view, kNumPhases> kPhaseNames{
    "setup",       "break_in", "reveal_room", "action",      "compose_offer",
    "trade_reply", "end_vote", "favor",       "draw_token",  "loot_kind",
    "gasp_card",   "roll_die", "choose_roll", "gasp_target", "over"};
static_assert(every_value_named(kPhaseNames));

enum class RoomStatus : std::uint8_t { kLocked, kOpen, kDestroyed, kRansacked };
enum class Moment : std::uint8_t { kNone, kBeforeOpen, kLootDrawn, kDangerDrawn, kBeforeRoll };
enum class AfterReveal : std::uint8_t { kBreakIn, kEnterAndOpen };
enum class EndReason : std::uint8_t { kNone, kRoomsGone, kVote, kTurnLimit };
// The most the option max_turns may be: State::turn_ counts the turns in 16 bits.
inline constexpr int kMaxTurnLimit = 60000;

// The observation's scales (observation.cpp), powers of two so that every float is exact.
namespace scale {
inline constexpr float kSmall = 1.0F / 16;  // keys, favors, tokens, track
inline constexpr float kSeat = 1.0F / 8;    // seats, rooms, character cards, die faces
inline constexpr float kGems = 1.0F / 64;
inline constexpr float kCoins = 1.0F / 256;
}  // namespace scale

struct CharacterState {
  std::int8_t card = -1;    // character card index; -1 until dealt
  std::uint8_t pos = kCar;  // room slot, or kCar
  std::uint8_t gems = 0;    // unstashed loot (on top of the Stash bag)
  std::uint8_t coins = 0;
  std::uint8_t stash_gems = 0;
  std::uint8_t stash_coins = 0;
  std::uint8_t keys = 0;
  std::uint8_t favors = 0;
  // The observation converts these bytes at once: one scale a field, in field order.
  static constexpr std::array<ByteScale, 8> kScales{{
      {scale::kSeat, 1},  // card + 1
      {scale::kSeat, 1},  // pos + 1 (a room slot, or kCar)
      {scale::kGems},     // gems
      {scale::kCoins},    // coins
      {scale::kGems},     // stash_gems
      {scale::kCoins},    // stash_coins
      {scale::kSmall},    // keys
      {scale::kSmall},    // favors
  }};
  friend bool operator==(const CharacterState&, const CharacterState&) = default;
};
static_assert(CharacterState::kScales.size() == sizeof(CharacterState));

struct RoomState {
  std::int8_t card = -1;  // room card; -1 while locked (face down)
  RoomStatus status = RoomStatus::kLocked;
  std::uint8_t loot = 0;  // tokens still in the safe, by colour
  std::uint8_t gasp = 0;
  std::uint8_t danger = 0;
  std::uint8_t track = 0;  // Danger tokens on the track (circles filled from the left)
  std::uint8_t gems = 0;   // leftover loot on the Room card
  std::uint8_t coins = 0;
  std::uint8_t keys = 0;  // used keys left in the room
  // The observation converts these bytes at once: one scale a field, in field order.
  static constexpr std::array<ByteScale, 9> kScales{{
      {1.0F / 16, 1},   // card + 1
      {1.0F / 4},       // status
      {scale::kSmall},  // loot
      {scale::kSmall},  // gasp
      {scale::kSmall},  // danger
      {scale::kSmall},  // track
      {scale::kGems},   // gems
      {scale::kCoins},  // coins
      {scale::kSmall},  // keys
  }};
  friend bool operator==(const RoomState&, const RoomState&) = default;
};
static_assert(RoomState::kScales.size() == sizeof(RoomState));

class State {
 public:
  int current_player() const;
  bool is_terminal() const { return phase_ == Phase::kOver; }
  bool is_chance_node() const { return current_player() == kChancePlayer; }
  void legal_actions(ActionList& out) const;
  void chance_outcomes(ChanceList& out) const;
  bool is_legal(ActionId action) const;
  State apply(ActionId action) const;
  State apply(const Action& action) const { return apply(encode(action)); }
  void returns(std::span<double> out) const;
  std::string to_json(int viewer) const;
  std::string to_text(int viewer) const;
  std::string action_to_string(ActionId action) const;
  // What `viewer` sees of the event: every event is public, so the full text.
  std::string action_to_string(ActionId action, int viewer) const;
  ActionId action_from_string(std::string_view text) const;
  State determinize(int player, Rng& rng) const;
  // Everything `player`'s view shows, as the game's observation_layout().size floats
  // (observation.cpp).
  void observation(int player, std::span<float> out) const;

  // Read access for tests, bots and clients.
  const Game& game() const { return *game_; }
  Phase phase() const { return phase_; }
  int active() const { return active_; }
  int turn() const { return turn_; }
  int num_characters() const { return num_chars_; }
  bool is_driver(int c) const { return c == driver_; }
  const CharacterState& character(int c) const { return chars_[idx(c)]; }
  const RoomState& room(int r) const { return rooms_[idx(r)]; }
  int supply_gems() const { return counts_.supply_gems; }
  int supply_coins() const { return counts_.supply_coins; }
  int loot_unrevealed(int kind) const { return loot_unrevealed_[idx(kind)]; }
  int gasp_unseen(int kind) const;  // the kind's cards less its seen copies
  int gasp_seen_count() const { return gasp_seen_count_; }
  int gasp_seen(int i) const;  // i-th seen card from the top of the seen part of the deck
  bool favor_used() const { return counts_.favor_used; }
  EndReason end_reason() const { return counts_.end_reason; }
  // Loot value of character c at the end: gem 5, key 3, coin 1 (stashed loot and keys only).
  int score(int c) const;
  // The greedy bot's evaluation for `player` (public facts only): its share of all loot
  // value, stashed loot counted in full and unstashed loot at half (it can still be lost).
  double heuristic(int player) const;
  bool is_winner(int c) const { return (winners_ >> c) & 1U; }
  // Whether character c's last turn was a stash at the car (its next one must not be).
  bool stashed_last_turn(int c) const { return (stashed_ >> c) & 1U; }
  // The character holding the ability, or -1 if it is not in play.
  int owner_of(Ability ability) const { return owner_[idx(static_cast<int>(ability))]; }

  friend bool operator==(const State& a, const State& b);

 private:
  friend class Game;        // setup.cpp
  friend struct StateJson;  // json.cpp
  // A state of `game` before its set-up (Game::initial_state sets it up, the loader fills it).
  explicit State(const Game& game);

  // rules.cpp, rules_loot.cpp, rules_end.cpp
  void derive_caches();
  [[noreturn]] void throw_illegal(ActionId action) const;
  void do_apply(const Action& action);
  void apply_chance(const Action& x);
  void apply_turn_action(const Action& x);
  void apply_answer(const Action& x);
  template <class F>
  void for_each_outcome(F&& add) const;
  void legal_player_actions(ActionList& out) const;
  // The turn actions: each condition is written once, for legal_turn_actions and is_legal.
  void legal_turn_actions(ActionList& out) const;
  bool is_legal_turn_action(const Action& x) const;
  bool can_favor() const;
  bool can_pick_lock() const;
  bool can_unlock_anyway() const;
  bool can_stash() const;
  bool can_stash_here() const;
  bool can_wait() const;
  bool can_propose_end() const;
  bool can_buy_favor() const;
  bool anyone_has_key() const;
  unsigned trade_partners() const;     // bit t: seat t
  unsigned hey_buddy_targets() const;  // bit c: character c
  int count_in_room(int room) const;
  bool any_room_left() const { return (open_rooms_ | locked_rooms_) != 0; }
  bool room_open(int room) const { return room >= 0 && ((open_rooms_ >> room) & 1U); }
  void set_room_status(int room, RoomStatus status);
  int safe_total(int room) const;
  int break_in_seat(int step) const;
  std::uint32_t used_room_cards() const;
  void move_char(int c, int pos);
  void send_all_to_car(int room);  // everyone in `room`, the leftovers left undivided
  void redivide(int room);
  void split(int room, int gems, int coins);
  void give(int c, int gems, int coins);
  void return_to_supply(std::uint8_t& gems, std::uint8_t& coins);
  void lose_unstashed(int c);
  void clear_leftovers(int room);
  void stash(int c);
  void remove_room(int room, RoomStatus status);
  void unlock(int room, AfterReveal after);
  void on_room_revealed(int card);
  void start_opening(int room);
  void next_draw();
  void on_token_drawn(TokenColor color);
  void on_loot_kind(int kind);
  void place_danger();
  void token_done();
  void end_turn();
  void driver_turn();
  void finish(EndReason reason);
  void apply_die(DieResult result);
  // The one way items move between characters (trades, favors, GASP! cards).
  void transfer(int from, int to, int kind, int amount);
  // A Loot token drawn that shows a key: character c puts it in front of them (never
  // into the stash).
  void keep_key(int c);
  // Items character c leaves on the Room card of `room` (dropped loot, a used key).
  void leave_in_room(int c, int room, int gems, int coins, int keys);
  // HEY, BUDDY!: the stashes of a and b shared 50-50, the odd gem or coin to b.
  void share_stashes(int a, int b);
  int holding(int c, int kind) const;
  int items(int c) const {  // what character c could put into a trade
    const CharacterState& ch = chars_[idx(c)];
    return ch.favors + ch.keys + ch.gems + ch.coins;
  }
  void legal_offer_parts(ActionList& out) const;
  bool is_legal_offer_part(const Action& x) const;
  bool can_give(int kind) const;
  bool can_ask(int kind) const;
  bool offer_made() const;

  // rules_favors.cpp
  void begin_moment(Moment moment);
  void advance_asker();
  bool moment_live() const;
  void finish_moment(int ability, int target);
  bool can_call(int caller, Ability ability, int target) const;
  bool can_call_any(int caller) const;
  void call_favor(int caller, Ability ability);
  void hey_buddy(int forced);
  void legal_favor_calls(ActionList& out) const;
  bool is_legal_favor_call(const Action& x) const;
  int asker() const;

  // rules_gasp.cpp
  void draw_gasp();
  void on_gasp_card(int kind);
  void resolve_gasp(int kind);
  void apply_gasp_target(const Action& action);
  void legal_gasp_targets(ActionList& out) const;
  int gasp_unseen_total() const;
  std::array<int, kMaxGaspKinds> gasp_unseen_counts() const;
  bool is_legal_gasp_target(const Action& x) const;
  bool gasp_target_ok(int c) const;

  const Game* game_ = nullptr;
  // Derived from the game and the rest of the state (never written to JSON): they spare the
  // rules a scan of every character or room.
  std::uint8_t num_chars_ = 0;
  std::uint8_t driver_ = kNoOne;   // the Driver's character index, or kNoOne
  std::uint8_t open_rooms_ = 0;    // bit r: room slot r is open
  std::uint8_t locked_rooms_ = 0;  // bit r: room slot r (in the mansion) is locked
  std::array<std::int8_t, kNumAbilities> owner_ = {-1, -1, -1, -1, -1, -1, -1, -1};
  std::array<CharacterState, kMaxChars> chars_{};
  std::array<RoomState, kMaxRooms> rooms_{};
  std::array<std::uint8_t, kMaxLootKinds> loot_unrevealed_{};
  static constexpr ByteScale kLootUnrevealedScale{scale::kSmall};  // the observation's
  // Bit c: character c's last turn was a stash at the car, so its next turn must not be
  // one ("On your next turn, you must move back to one of the rooms").
  std::uint8_t stashed_ = 0;
  // The seen GASP! cards, top first, as kind + 1; 0 past the last (the unseen cards are
  // the deck less these). Stored as the observation tensor writes them: one byte a card.
  std::array<std::uint8_t, kMaxGaspDeck> gasp_seen_{};
  static constexpr ByteScale kGaspSeenScale{1.0F / 32};  // the observation's: kind + 1 over 32

  // The counts the observation converts as two blocks of 16 bytes (their scales, kScales,
  // follow the fields).
  struct Counts {
    std::uint8_t supply_gems = 0;
    std::uint8_t supply_coins = 0;
    std::uint8_t markers_removed = 0;  // Favor markers spent on HEY, BUDDY!
    bool favor_used = false;           // a favor was called in this turn
    std::uint8_t trades_made = 0;      // trade offers made this turn
    bool end_proposed = false;         // an end proposal was made (and declined) this turn
    std::uint8_t deal = 0;             // characters dealt so far
    std::uint8_t break_step = 0;       // players who have broken in
    std::uint8_t reveal_room = 0;      // the slot being unlocked
    AfterReveal after_reveal = AfterReveal::kBreakIn;
    std::uint8_t open_room = 0;   // the room of the current opening
    std::uint8_t draws_left = 0;  // tokens still to draw in this opening (including this one)
    Moment moment = Moment::kNone;
    std::uint8_t ask = 0;           // favor prompt: offset from the active player
    std::uint8_t loot_kind = 0;     // the Loot token being resolved
    std::uint8_t gasp_card = 0;     // the GASP! card being resolved
    std::uint8_t rolls_wanted = 1;  // 2 after roll_twice
    std::uint8_t first_roll = 0;    // die face of the first of two rolls
    std::uint8_t second_roll = 0;
    std::uint8_t rolls_done = 0;
    std::uint8_t roll_caller = kNoOne;                     // who called in roll_twice
    std::uint8_t trade_to = 0;                             // the pending trade offer
    std::array<std::uint8_t, kNumItemKinds> trade_give{};  // by ItemKind
    std::array<std::uint8_t, kNumItemKinds> trade_get{};
    std::uint8_t voter = 0;  // end vote: offset from the active player
    EndReason end_reason = EndReason::kNone;
    // One scale a byte, in field order.
    static constexpr std::array<ByteScale, 32> kScales{{
        {scale::kGems},     // supply_gems
        {scale::kCoins},    // supply_coins
        {scale::kSeat},     // markers_removed
        {1.0F},             // favor_used
        {0.5F},             // trades_made
        {1.0F},             // end_proposed
        {scale::kSeat},     // deal
        {scale::kSeat},     // break_step
        {scale::kSeat},     // reveal_room
        {1.0F},             // after_reveal
        {scale::kSeat},     // open_room
        {scale::kSmall},    // draws_left
        {0.25F},            // moment
        {scale::kSeat},     // ask
        {scale::kSmall},    // loot_kind
        {1.0F / 32},        // gasp_card
        {0.5F},             // rolls_wanted
        {scale::kSeat},     // first_roll
        {scale::kSeat},     // second_roll
        {0.5F},             // rolls_done
        {scale::kSeat, 1},  // roll_caller + 1
        {scale::kSeat},     // trade_to
        {scale::kSmall},    // trade_give[kFavor]
        {scale::kSmall},    // trade_give[kKey]
        {scale::kGems},     // trade_give[kGem]
        {scale::kCoins},    // trade_give[kCoin]
        {scale::kSmall},    // trade_get[kFavor]
        {scale::kSmall},    // trade_get[kKey]
        {scale::kGems},     // trade_get[kGem]
        {scale::kCoins},    // trade_get[kCoin]
        {scale::kSeat},     // voter
        {0.25F},            // end_reason
    }};
    friend bool operator==(const Counts&, const Counts&) = default;
  };
  static_assert(sizeof(Counts) == 32 && Counts::kScales.size() == sizeof(Counts));
  Counts counts_;

  std::uint8_t gasp_seen_count_ = 0;
  Phase phase_ = Phase::kSetup;
  std::uint8_t active_ = 0;
  std::uint8_t winners_ = 0;  // bit c: character c won
  std::uint16_t turn_ = 0;    // completed turns since the break-in
  static_assert(kMaxTurnLimit <= std::numeric_limits<decltype(turn_)>::max());
};

// Inline: the playout loop asks it before every step.
inline int State::current_player() const {
  switch (phase_) {
    case Phase::kSetup:
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
      return counts_.trade_to;
    case Phase::kEndVote:
      return (active_ + counts_.voter) % num_chars_;
    case Phase::kFavor:
      return asker();
    case Phase::kChooseRoll:
      return counts_.roll_caller;
    case Phase::kOver:
      return kTerminalPlayer;
  }
  return kTerminalPlayer;
}

inline int State::asker() const {
  return (active_ + counts_.ask) % num_chars_;
}

}  // namespace caper::mansky_caper
