// Captain Cool state: an immutable value of fixed size (no heap).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "caper/captain_cool/action.hpp"
#include "caper/captain_cool/data.hpp"
#include "caper/core/action.hpp"
#include "caper/core/byte_scale.hpp"
#include "caper/core/index.hpp"
#include "caper/core/names.hpp"
#include "caper/core/rng.hpp"

namespace caper::captain_cool {

class Game;

// Redraws determinize tries before its last resort (see State::determinize).
inline constexpr int kDeterminizeAttempts = 64;

enum class Phase : std::uint8_t {
  // chance
  kStartScores,  // sub = seat whose starting score is drawn
  kFillBoss,     // sub = pub whose first space is filled from one of the unused piles
  kFillPlain,    // sub = pub whose second space is filled from the plain pile
  kDeal,         // sub = cards dealt so far (card sub goes to seat sub % n)
  kSpares,       // sub = spares drawn so far
  // phase 1: positions
  kChoose,         // secret choice of an action card, in seat order
  kBossDecision,   // advanced: a boss-card player chooses plain or ability (rank order)
  kTomPlace,       // Tom's ability: sub = figures placed so far (of 2)
  kOptionalPlace,  // Captain Cool / Edward ability: place a figure on the boss or not
  kSwapFirst,      // Captain Cool ability: first figure of the exchange, or done
  kSwapSecond,     // Captain Cool ability: second figure (another place)
  kEdwardFrom,     // Edward ability: sub = moves made (of 2); a place to take a figure from
  kEdwardTo,       // Edward ability: where that figure goes
  // phase 2: affray
  kAffrayPick,   // the dominant player picks one of the pub's two cards
  kAffrayOrder,  // the winner of both cards picks the one scored first
  // phase 3
  kBigDeal,  // the active player places a card
  kOver,
};

inline constexpr int kNumPhases = static_cast<int>(Phase::kOver) + 1;
// The phases' names by value, declared once: the JSON's "phase", the text, the game info
// (its "phases", which tests/schema checks against docs/schema/captain_cool.json).
inline constexpr std::array<std::string_view, kNumPhases> kPhaseNames{
    "start_scores",  "fill_boss",   "fill_plain",     "deal",       "spares",      "choose",
    "boss_decision", "tom_place",   "optional_place", "swap_first", "swap_second", "edward_from",
    "edward_to",     "affray_pick", "affray_order",   "big_deal",   "over"};
static_assert(every_value_named(kPhaseNames));

// Why the game ended: after the fifth round's Big Deal. (Captain Cool has no turn limit;
// kTurnLimit is the value every game shares for one.)
enum class EndReason : std::uint8_t { kNone, kFiveRounds, kTurnLimit };
std::string_view end_reason_name(EndReason reason);  // "none", "five_rounds", "turn_limit"

// A card's float is its code / kCardCodeScale, the card's kLoc* value (State::location)
// less 3, or 0 where the viewer does not know it: 0 unknown (a pile, another seat's hidden
// card), kCodePub + pub * 2 + slot, kCodeCircle + value - 1, kCodeDiscard, kCodeHand +
// seat for a shown card in a hand, kCodeHand + 8 + seat for the viewer's cards not shown.
inline constexpr int kCodePub = 1;
inline constexpr int kCodeCircle = 9;
inline constexpr int kCodeDiscard = 19;
inline constexpr int kCodeHand = 20;
inline constexpr int kCodeNotShown = 8;
inline constexpr int kCardCodeScale = 64;

// Where a card is (State::location()).
inline constexpr std::uint8_t kLocPile = 0;     // + pile 0..3
inline constexpr std::uint8_t kLocPub = 4;      // + pub * 2 + slot
inline constexpr std::uint8_t kLocCircle = 12;  // + value - 1
inline constexpr std::uint8_t kLocDiscard = 22;
inline constexpr std::uint8_t kLocHand = 23;  // + seat
// In the state's location bytes a hand card not shown is kLocHand + seat + kLocHidden (a
// code the observation uses as it is); location() reads kLocHand + seat for both.
inline constexpr std::uint8_t kLocHidden = 8;

// The per-seat arrays of the state have a lane past the last seat (it stays as the lanes
// past n do), so that the observation converts each with one 8-byte load of its own bytes.
inline constexpr int kSeatLanes = 8;
static_assert(kMaxPlayers < kSeatLanes);
template <class T>
using PerSeat = std::array<T, kSeatLanes>;

class State {
 public:
  int current_player() const {
    if (phase_ == Phase::kOver) return kTerminalPlayer;
    return is_chance() ? kChancePlayer : actor_;
  }
  bool is_terminal() const { return phase_ == Phase::kOver; }
  EndReason end_reason() const { return is_terminal() ? EndReason::kFiveRounds : EndReason::kNone; }
  void legal_actions(ActionList& out) const;
  void chance_outcomes(ChanceList& out) const;
  bool is_legal(ActionId action) const;
  State apply(ActionId action) const;
  void returns(std::span<double> out) const;
  std::string to_json(int viewer) const;
  std::string to_text(int viewer) const;
  std::string action_to_string(ActionId action) const;
  // What `viewer` learns of the action taken here, in words (kFullView: with every secret
  // shown): another seat's dealt card reads "p1 is dealt a card", the receiver's "you are
  // dealt 4 (CC)", the full view's "p1 is dealt 4 (CC)"; another seat's secret action card
  // "p2 chooses an action card face down", the full view's "p2 chooses pub II face down";
  // the advanced game's moves of Positions "exchange, in pub I, a figure of p2".
  // action_to_string(action) is the notation.
  std::string action_to_string(ActionId action, int viewer) const;
  // What `viewer` learns from what the action sets off by itself (event_text.cpp): the
  // reveal of the choices, each pub of the Affray (who takes which card for how many
  // points, charity, the cards left to the circle or discarded), hands shown in the Big
  // Deal, the finished circle at the end of a round, and the scores after any change.
  std::string outcome_text(ActionId action, int viewer) const;
  ActionId action_from_string(std::string_view text) const;
  State determinize(int player, Rng& rng) const;
  // What `player` knows (the JSON view of that seat) as floats (ObservationLayout); out
  // must hold exactly the layout's size. No allocation.
  void observation(int player, std::span<float> out) const;
  // The same with at most `attempts` redraws before the last resort (tests pass 1).
  State determinize(int player, Rng& rng, int attempts) const;
  // How good the state looks for `player`, in [0, 1], from public scores only: the
  // returns at the end, else the share of opponents with a lower score.
  double heuristic(int player) const;

  // Read access for clients and tests.
  const Game& game() const { return *game_; }
  Phase phase() const { return phase_; }
  int round() const { return round_; }
  int score(int seat) const { return scores_[idx(seat)]; }
  int location(int card) const {  // kLocPile + pile, kLocPub + pub * 2 + slot, ...
    const int where = where_[idx(card)];
    return where >= kLocHand + kLocHidden ? where - kLocHidden : where;
  }
  bool is_public(int card) const { return (public_ >> card) & 1u; }
  int circle(int value) const { return circle_[idx(value - 1)]; }
  int pub_card(int pub, int slot) const { return pubs_[idx(pub)][idx(slot)]; }
  int standing(int place, int seat) const { return cell(place, seat) & 0x0F; }
  int lying(int place, int seat) const { return cell(place, seat) >> 4; }
  int figures(int place, int seat) const {  // standing + lying
    return standing(place, seat) + lying(place, seat);
  }
  int supply(int seat) const { return supply_[idx(seat)]; }
  int hand_size(int seat) const;
  // Points a card would score for `seat` if placed now on its empty space (Big Deal).
  int big_deal_points(int seat, int card) const;
  friend bool operator==(const State&, const State&) = default;

 private:
  friend class Game;               // setup.cpp
  friend struct StateJson;         // json.cpp
  friend struct StateObservation;  // observation.cpp
  // A state of `game` before its set-up (Game::initial_state sets it up, the loader fills it).
  explicit State(const Game& game);

  // Defined in game.hpp (they need the complete Game).
  inline int n() const;
  inline bool advanced() const;
  inline const Card& card(int c) const;
  // The chance phases come first in Phase.
  bool is_chance() const { return phase_ <= Phase::kSpares; }
  // Moves a card from wherever it is to `loc` (a kLoc* value).
  void move_card(int c, int loc);
  void take_card(int c);                           // off its place (a discarded card has none)
  void put_card(int c, int loc);                   // onto `loc`, a kLoc* value
  void show(std::uint64_t cards);                  // makes hand cards public (secret_)
  void redraw_unseen(int player, Rng& rng);        // determinize's shuffle
  void give_back_placeable(int player, Rng& rng);  // determinize's last resort
  // A seat's packed figures on a place (see figures_).
  std::uint8_t cell(int place, int seat) const { return figures_[idx(place)][idx(seat)]; }
  std::uint64_t hand_cards(int seat) const;  // bit c set when location(c) == kLocHand + seat
  // Whether a decoded action is legal here, checked directly per phase (no list is built).
  bool legal(const Action& a) const;
  [[noreturn, gnu::cold]] void throw_illegal(ActionId action) const;
  void add_points(int seat, int points);
  // Seats by score, highest first (only seats 0..n-1 are filled).
  PerSeat<std::int8_t> rank_order() const;

  // rules_chance.cpp
  unsigned draw_piles() const;           // the piles a draw phase draws from (bit k)
  std::uint64_t drawable_cards() const;  // the cards a draw phase may draw
  void chance_outcomes_impl(ChanceList& out) const;
  bool chance_legal(const Action& a) const;
  void apply_chance(const Action& a);
  void begin_refill();
  void begin_positions();

  // rules_placement.cpp
  void placement_actions(ActionList& out) const;
  bool placement_legal(const Action& a) const;
  void apply_placement(const Action& a);
  void apply_choose(int place);
  // The figures' operations: every change of figures_ goes through these.
  void place_figure(int seat, int place);  // from the seat's supply, standing
  // A standing figure of `seat` goes from place `from` to place `to` and lies down there.
  void move_lying(int seat, int from, int to);
  void return_figures();  // every figure back to its seat's supply (the end of a round)
  void set_figures(int place, int seat, int standing, int lying);  // the loader's, 0..kFigures
  void after_boss_resolution();
  void next_boss_player();
  void end_step();

  // event_text.cpp
  std::string draw_words(int card, int viewer) const;
  std::string choice_words(int place, int viewer) const;
  void pub_outcome(int pub, int first, const State& after,
                   std::array<std::int8_t, kCircleSpaces>& circle, std::string& out) const;
  std::string second_card_tie(int pub, const std::array<int, 2>& taker, int slot) const;
  // placement_text.cpp
  std::string placement_words(const Action& a) const;

  // rules_affray.cpp
  void begin_affray();
  void run_affray();
  void finish_pub(int pub, int first_card_taker, int first_card, bool both);
  void affray_actions(ActionList& out) const;
  bool affray_legal(const Action& a) const;
  void apply_affray(const Action& a);

  // rules_big_deal.cpp
  void begin_big_deal();
  std::uint64_t placeable(std::uint64_t cards) const;  // those that can go on the circle
  void advance_big_deal();
  void big_deal_actions(ActionList& out) const;
  bool big_deal_legal(const Action& a) const;
  void apply_big_deal(const Action& a);
  void end_round();

  const Game* game_ = nullptr;
  Phase phase_ = Phase::kStartScores;
  std::uint8_t round_ = 1;
  std::uint8_t decks_used_ = 0;  // kFillBoss: piles already drawn from this refill
  std::int8_t actor_ = -1;       // the seat to act in player phases
  // The round's counters, which the observation converts as one block of 16 bytes (their
  // scales, kScales, follow the fields).
  struct Counters {
    std::uint8_t sub = 0;
    std::uint8_t step = 0;  // reveals completed this round
    std::uint8_t queue_pos = 0;
    std::uint8_t affray_pub = 0;
    std::uint8_t turn = 0;                            // index into order_
    std::array<std::uint8_t, kNumPiles> pile_left{};  // cards in each pile (not in the JSON)
    std::int8_t pick_place = -1;                      // kSwapSecond / kEdwardTo: the first pick
    std::int8_t pick_seat = -1;
    std::array<std::int8_t, kNumBosses> majority{};  // Big Deal: majority holder per boss or -1
    std::array<std::uint8_t, 2> unused{};            // to 16 bytes, always 0
    // One scale a byte, in field order.
    static constexpr std::array<ByteScale, 16> kScales{{
        {1.0F / 64},    // sub
        {1.0F / 8},     // step
        {1.0F / 8},     // queue_pos
        {1.0F / 4},     // affray_pub
        {1.0F / 8},     // turn
        {1.0F / 32},    // pile_left[0]
        {1.0F / 32},    // pile_left[1]
        {1.0F / 32},    // pile_left[2]
        {1.0F / 32},    // pile_left[3]
        {1.0F / 8, 1},  // pick_place + 1
        {1.0F / 8, 1},  // pick_seat + 1
        {1.0F / 8, 1},  // majority[0] + 1
        {1.0F / 8, 1},  // majority[1] + 1
        {1.0F / 8, 1},  // majority[2] + 1
        {0.0F},         // unused[0]: not in the tensor
        {0.0F},         // unused[1]
    }};
    friend bool operator==(const Counters&, const Counters&) = default;
  };
  static_assert(sizeof(Counters) == 16 && Counters::kScales.size() == sizeof(Counters));
  Counters counters_;
  PerSeat<std::int16_t> scores_{};
  static constexpr float kScoreScale = 1.0F / 128;  // the observation's (scores are int16)
  // Where the cards are: bit sets of the cards in the piles (a card's pile is fixed by the
  // deck) and on the circle, the cards on the pubs and on each space of the circle, and
  // every card's location byte (where_), from which a hand's bit set is read 16 cards at a
  // time (hand_cards). Draws, hands and the Big Deal's placeable cards are bit operations,
  // not scans of the 50 cards.
  std::uint64_t in_pile_ = 0;
  std::uint64_t on_circle_ = 0;
  std::uint64_t public_ = 0;  // cards everyone has seen (meaningful for cards in hands)
  std::array<std::array<std::int8_t, 2>, kNumPubs> pubs_{};
  std::array<std::int8_t, kCircleSpaces> circle_{};
  // Each card's kLoc* value, + kLocHidden for a hand card not shown, kept with the sets by
  // put_card and show (location() reads it; the observation turns 16 of them at a time
  // into codes). The state stays within 256 bytes,
  // which the compiler copies with vector moves rather than a slower rep movsb.
  std::array<std::uint8_t, kNumCards> where_{};
  // Figures per place and seat, packed to keep the state small: standing figures in the
  // low 4 bits, lying ones in the high 4 bits (each at most kFigures). Read through
  // standing() and lying(), changed by the figures' operations (place_figure).
  static constexpr std::uint8_t kOneStanding = 1;
  static constexpr std::uint8_t kOneLying = 16;
  static_assert(kFigures < kOneLying, "a seat's standing and its lying figures fit 4 bits each");
  std::array<PerSeat<std::uint8_t>, kNumPlaces> figures_{};
  // The observation's scales of the per-seat arrays (a byte a seat; bias 1 maps -1, none,
  // to 0): a count of standing or lying figures (each nibble of figures_), of figures in
  // the supply, of cards not shown, over 8; a place + 1 over 8; a boss ability used, a flag.
  static constexpr ByteScale kFiguresScale{1.0F / 8};
  PerSeat<std::uint8_t> supply_{};
  static constexpr ByteScale kSupplyScale{1.0F / 8};
  PerSeat<std::int8_t> pending_{};  // secret choice (place) or -1
  static constexpr ByteScale kPendingScale{1.0F / 8, 1};
  PerSeat<std::int8_t> revealed_{};  // last revealed choice or -1
  static constexpr ByteScale kRevealedScale{1.0F / 8, 1};
  PerSeat<std::uint8_t> used_{};                // advanced: boss abilities used (bit b)
  static constexpr ByteScale kUsedScale{1.0F};  // each bit, as 0 or 1
  // Per seat, the cards of its hand not shown (not in public_), kept by put_card, take_card
  // and show: the observation's hidden_cards without a count per seat.
  PerSeat<std::uint8_t> secret_{};
  static constexpr ByteScale kSecretScale{1.0F / 8};
  PerSeat<std::int8_t> queue_{};  // advanced: boss-card players, rank order
  static constexpr ByteScale kQueueScale{1.0F / 8, 1};
  std::uint8_t queue_len_ = 0;
  PerSeat<std::int8_t> order_{};  // Big Deal order (rank at its start)
  static constexpr ByteScale kOrderScale{1.0F / 8, 1};
};

}  // namespace caper::captain_cool
