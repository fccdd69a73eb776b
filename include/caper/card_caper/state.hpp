// Card Caper's state: an immutable value of fixed size (no heap).
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "caper/card_caper/action.hpp"
#include "caper/card_caper/data.hpp"
#include "caper/core/action.hpp"
#include "caper/core/index.hpp"
#include "caper/core/names.hpp"
#include "caper/core/rng.hpp"

namespace caper::card_caper {

class Game;
struct ObservationLayout;

enum class Phase : std::uint8_t {
  kChooseDealer,  // chance: the dealer
  kDealHidden,    // chance: one hidden card per player, from the dealer's left
  kDealHands,     // chance: the rest, one card at a time, clockwise from the dealer's left
  kOpening,       // the opening player fills their category piles
  kRoll,          // chance: the turn player's die roll
  kPlay,          // the turn player plays onto the pile the die showed
  kGuess,         // the turn player names an opponent and a card
  kAskChoose,     // the turn player names an opponent and a category
  kAskResponse,   // the asked player plays onto that pile
  kAskGuess,      // the turn player guesses or declines
  kOver,
};
inline constexpr int kNumPhases = static_cast<int>(Phase::kOver) + 1;
// The phases' names by value, declared once: the JSON's "phase", the text, the game info
// (its "phases", which tests/schema checks against docs/schema/card_caper.json).
inline constexpr std::array<std::string_view, kNumPhases> kPhaseNames{
    "choose_dealer", "deal_hidden", "deal_hands",   "opening",   "roll", "play",
    "guess",         "ask_choose",  "ask_response", "ask_guess", "over"};
static_assert(every_value_named(kPhaseNames));

inline constexpr int kDeterminizeAttempts = 64;

enum class EndReason : std::uint8_t { kNone, kCaught, kTurnLimit };
// The most the option max_turns may be: State::turns_ counts the turns in 32 bits.
inline constexpr int kMaxTurnLimit = 1000000;

// Public record of the first time a player could not play onto a pile (in the opening, on
// a category face, or when asked): their hand then held no card playable there. `pile`
// is that pile then, `gone` the cards they had played or laid open by then.
struct Unable {
  bool active = false;
  CardSet pile = 0;
  CardSet gone = 0;
  friend bool operator==(const Unable&, const Unable&) = default;
};

// The observation's scales (observation.cpp), powers of two so that every float is exact.
// Card Caper converts no struct at once: its blocks are the per-card bytes (State::kind),
// 16 cards at a time, and the per-seat counts.
namespace scale {
inline constexpr float kCode = 1.0F / 64;  // a card byte's code (6 bits), a guess slot, cards dealt
inline constexpr float kRecords = 1.0F / 16;  // a card's 4 record bits
inline constexpr float kHand = 1.0F / 32;     // a hand size (at most 25 cards)
}  // namespace scale
static_assert(kDeckSize < 64 && kDeckSize / 2 < 32, "cards dealt and a hand size stay below 1");

class State {
 public:
  const Game& game() const { return *game_; }
  inline int num_players() const;  // defined in game.hpp (it needs the complete Game)

  // The game contract.
  int current_player() const {
    switch (phase_) {
      case Phase::kChooseDealer:
      case Phase::kDealHidden:
      case Phase::kDealHands:
      case Phase::kRoll:
        return kChancePlayer;
      case Phase::kOver:
        return kTerminalPlayer;
      case Phase::kAskResponse:
        return asked_;
      default:
        return turn_;
    }
  }
  bool is_terminal() const { return phase_ == Phase::kOver; }
  void legal_actions(ActionList& out) const;
  void chance_outcomes(ChanceList& out) const;
  bool is_legal(ActionId action) const;
  State apply(ActionId action) const;
  void returns(std::span<double> out) const;
  std::string to_json(int viewer) const;
  std::string to_text(int viewer) const;
  // What `player` knows, as floats (ObservationLayout; docs/rules/card_caper.md); out.size()
  // must be the layout's size. Never allocates.
  void observation(int player, std::span<float> out) const;
  std::string action_to_string(ActionId action) const;
  // What `viewer` learns of the action here (kFullView: the full text). Only a deal is
  // secret: "you are dealt QH" for its receiver, "p1 is dealt a card" for the others.
  std::string action_to_string(ActionId action, int viewer) const;
  // What `viewer` learns from what the action sets off by itself (event_text.cpp): a player
  // who could not play onto a pile, whether a guess was right (and the card laid open when
  // it was not), the end of the game with the hidden cards nobody guessed and the points.
  std::string outcome_text(ActionId action, int viewer) const;
  ActionId action_from_string(std::string_view text) const;
  State determinize(int player, Rng& rng) const;
  // The same with `attempts` rejection-sampling attempts before the systematic search
  // (determinize uses kDeterminizeAttempts; tests pass 0 to exercise the search).
  State determinize(int player, Rng& rng, int attempts) const;
  // How good the state looks for `player`, in [0, 1], from public facts only: the returns
  // at the end; before, 0.5 moved by the score lead over the best opponent (0.1 a point, at
  // most 4 points) and by 0.05 up while the player's own hidden card is unrevealed (they may
  // still get away with it) or down once it is revealed.
  double heuristic(int player) const;
  // For the bots (advice.cpp), from the mover's knowledge only: the least telling play, the
  // likeliest guess, the most telling ask (ties broken by `rng`).
  std::optional<ActionId> advised_action(Rng& rng) const;

  // Queries, for tests, bots and the JSON/text writers.
  Phase phase() const { return phase_; }
  int dealer() const { return dealer_; }
  int turn_player() const { return turn_; }
  int asked_player() const { return asked_; }
  // The pile of the pending play (kPlay, kAskResponse) or of the last ask.
  Category category() const { return category_; }
  int turns_played() const { return turns_; }
  EndReason end_reason() const { return end_; }
  CardSet hand(int p) const { return dealt_to_[idx(p)] & ~gone_; }
  Card hidden(int p) const { return hidden_of(p); }
  bool revealed(int p) const { return ((revealed_ >> p) & 1U) != 0; }
  // Bit p: p's hidden card is face up for everyone: revealed by a right guess, or, once the
  // game is over, every hidden card (the final reveal; `revealed` still says who was caught).
  unsigned shown_hidden() const { return phase_ == Phase::kOver ? 0xFFU : revealed_; }
  bool shown(int p) const { return ((shown_hidden() >> p) & 1U) != 0; }
  CardSet pile(int p, Category c) const {
    // The piled cards whose two category bits are those of c.
    const auto k = static_cast<unsigned>(c);
    const CardSet low = pile_category_[0] ^ (CardSet{0} - (k & 1U));
    const CardSet high = pile_category_[1] ^ (CardSet{0} - ((k >> 1) & 1U));
    return dealt_to_[idx(p)] & piled_ & ~low & ~high;
  }
  CardSet laid_open(int p) const { return gone(p) & ~piled_; }
  // Each right guess scores points_correct_guess; at a "caught" end the player left
  // unrevealed gets points_got_away.
  inline int score(int p) const;  // defined in game.hpp
  // Cards named by `guesser` as `target`'s hidden card without success.
  CardSet failed_guesses(int guesser, int target) const;
  Unable unable(int p, Category c) const {
    const int i = p * kNumCategories + static_cast<int>(c);
    if (((unable_active_ >> i) & 1U) == 0) return {};
    const CardSet then = ~left_after(c);
    return {true, pile(p, c) & then, gone(p) & then};
  }
  // Cards every player can see: piles, laid-open cards, shown hidden cards.
  CardSet public_cards() const;
  // Cards `viewer` cannot see: the others' hands and unrevealed hidden cards, the undealt.
  CardSet unseen_by(int viewer) const;
  // Cards p has played onto piles or laid open.
  CardSet gone(int p) const { return dealt_to_[idx(p)] & gone_; }
  // Cards still in the deck (during the deal).
  CardSet undealt() const;
  int unrevealed_count() const;

  friend bool operator==(const State&, const State&) = default;

 private:
  friend class Game;          // setup.cpp
  friend struct StateJson;    // json.cpp
  friend class Determinizer;  // determinize.cpp
  // A state of `game` before its set-up (Game::initial_state sets it up, the loader fills it).
  explicit State(const Game& game);

  // A card's two bytes, each bit with one meaning, both named for the "could not play"
  // records they also carry. place_records_[x]: bits 0-2 its kind (0 undealt, kInHand,
  // kHiddenCard, kLaidOpen, kOnPile + c on a pile of category c), bits 3-5 its owner (the
  // seat it was dealt to), bits 6-7 its records for categories 0 and 1; guess_records_[x]:
  // bits 0-5 the guess that laid it open (1 + guesser * kMaxPlayers + target, 0 if none),
  // bits 6-7 its records for categories 2 and 3. Record c: the card left its owner's hand
  // after the owner's "could not play" record for category c.
  static constexpr std::uint8_t kInHand = 1;
  static constexpr std::uint8_t kHiddenCard = 2;
  static constexpr std::uint8_t kLaidOpen = 3;
  static constexpr std::uint8_t kOnPile = 4;  // + the category
  static constexpr unsigned kKindBits = 7;
  static constexpr unsigned kOwnerShift = 3;
  static constexpr unsigned kCodeBits = 63;  // kind and owner; the guess
  static constexpr unsigned kRecordShift = 6;
  static_assert(kOnPile + kNumCategories - 1 <= kKindBits && kMaxPlayers <= 8 &&
                    1 + (kMaxPlayers - 1) * kMaxPlayers + kMaxPlayers - 1 <= kCodeBits,
                "the kind, the owner and the guess fit their bits");
  int kind(Card x) const { return place_records_[x] & kKindBits; }
  int owner(Card x) const { return (place_records_[x] >> kOwnerShift) & 7; }
  int guess_code(Card x) const { return guess_records_[x] & kCodeBits; }
  bool record(Card x, Category c) const {
    const auto k = static_cast<unsigned>(c);
    const unsigned byte = k < 2 ? place_records_[x] : guess_records_[x];
    return ((byte >> (kRecordShift + (k & 1U))) & 1U) != 0;
  }
  static std::uint8_t place_byte(int kind, int owner) {
    return static_cast<std::uint8_t>(kind + (owner << kOwnerShift));
  }
  Card hidden_of(int p) const { return hidden_[idx(p)]; }
  // The guessers who named k's hidden card as t's (t != k; see named_hidden_).
  std::uint8_t named_hidden(int k, int t) const {
    return at(at(named_hidden_, k), named_column(k, t));
  }
  // Where row k of named_hidden_ keeps target t: the targets but k, in seat order.
  static int named_column(int k, int t) { return t < k ? t : t - 1; }
  // The cards that left their owner's hand after the owner's record for c.
  CardSet left_after(Category c) const;
  // Puts `cards` on piles of category c (piled_ and the two category bit sets).
  void add_to_pile(CardSet cards, Category c) {
    const auto k = static_cast<unsigned>(c);
    piled_ |= cards;
    at(pile_category_, 0) |= (k & 1U) != 0 ? cards : 0;
    at(pile_category_, 1) |= (k & 2U) != 0 ? cards : 0;
  }

  // The named operations: every change of the cards, the guesses and the scores goes
  // through these (rules.cpp, state.cpp), which keep the bit sets, the card bytes and the
  // counts in step.
  void give_card(int p, Card x);                          // dealt to p's hand
  void give_hidden(int p, Card x);                        // dealt as p's hidden card
  void put_card(int p, Category c, Card x);               // from p's hand onto p's pile c
  void lay_open(int h, Card x, int guesser, int target);  // from h's hand, by that guess
  void take_card(int p, Card x);                          // x leaves p's hand
  void show(int p);                                       // p's hidden card is revealed
  void count_right_guess(int guesser);                    // worth points_correct_guess
  void name_hidden(int k, int target, int guesser);       // a failed guess named k's hidden card
  void forget_named_hidden(int k);                        // no guess has named k's hidden card
  void record_unable(int p, Category c);
  // For the JSON loader and determinize, which place whole sets of cards (the bit sets
  // only) and then call index_cards.
  void load_hand(int p, CardSet cards) { at(dealt_to_, p) |= cards; }  // in p's hand
  void load_gone(int p, CardSet cards) {  // dealt to p, played or laid open
    load_hand(p, cards);
    gone_ |= cards;
  }
  void load_pile(int p, Category c, CardSet cards) {  // on p's pile c
    load_gone(p, cards);
    add_to_pile(cards, c);
  }
  void empty_hand(int p) { at(dealt_to_, p) = gone(p); }  // determinize deals it again
  // Sets every card's kind and owner from the bit sets and hidden cards, and the hand
  // sizes, keeping the records of gone cards.
  void index_cards();
  // The loader's versions: the records for c of `cards` (gone), the guess that laid x open.
  void mark_left_after(Category c, CardSet cards);
  void set_laid_open_by(Card x, int guesser, int target);

  // The parts of observation (observation.cpp).
  void observe_seats(const ObservationLayout& l, float* out) const;
  void observe_cards(int player, const ObservationLayout& l, float* out) const;
  void observe_hidden_guesses(float* out) const;

  // The cards of p's hand playable onto p's pile c.
  CardSet plays(int p, Category c) const {
    return playable_cards(c, hand(p), hidden_of(p), pile(p, c));
  }
  bool can_play(int p, Category c) const { return plays(p, c) != 0; }
  // p's empty piles, bit c for category c.
  unsigned empty_piles(int p) const {
    unsigned out = 0;
    for (int c = 0; c < kNumCategories; ++c)
      if (pile(p, static_cast<Category>(c)) == 0) out |= 1U << c;
    return out;
  }
  // The cards p opened with, once p has opened and left a pile empty: the `gone` cards of
  // the records all of p's empty piles then got, one card on each filled pile. Nullopt if
  // p left no pile empty, or if the records do not show an opening (a position written by
  // hand without them; nothing is then known about that opening).
  std::optional<CardSet> opening_of(int p) const;
  // The cards the opening player may play onto their empty pile c (the opening fills
  // the most piles it can).
  OpeningMatch opening_match() const {
    return OpeningMatch(hand(turn_), hidden_of(turn_), empty_piles(turn_));
  }
  CardSet opening_plays(Category c) const { return opening_match().plays(c); }
  void add_plays(int p, Category c, ActionList& out) const;
  // The cards the turn player may name, and whom they may name as holding one.
  CardSet nameable() const;
  bool guessable(int t) const { return t != turn_ && !revealed(t); }
  void add_guesses(ActionList& out) const;
  bool opening_can_play(int p) const;
  bool allows(const Action& a) const;
  // Throws IllegalAction saying why `id` is not legal here.
  [[noreturn, gnu::cold, gnu::noinline]] void throw_illegal(ActionId id) const;
  void finish_openings();
  // The parts of apply (on the copy it returns).
  void deal(Card card);
  void roll(DieFace face);
  void ask(int t, Category c);
  void guess(const Action& a);
  void end_turn();
  void finish_caught();

  // At most 256 bytes, so that GCC copies a state with vector moves, not `rep movs`.
  const Game* game_;
  // The cards dealt to p's hand: in it still, on p's piles or laid open. A card is dealt to
  // one hand only, so where it lies is kept per card, not per player: gone_ holds every card
  // played or laid open, piled_ those on anyone's pile, pile_category_[j] bit j of the
  // category of each piled card.
  std::array<CardSet, kMaxPlayers> dealt_to_{};
  CardSet gone_ = 0;
  CardSet piled_ = 0;
  std::array<CardSet, 2> pile_category_{};
  // "Could not play" records: bit p * 4 + c of unable_active_ when p has one for category c.
  // Its snapshot (p's pile and gone cards then) is p's cards now minus those gone since, so
  // only these are kept, as a bit per card and category (left_after).
  std::uint32_t unable_active_ = 0;
  std::int32_t turns_ = 0;
  static_assert(kMaxTurnLimit <= std::numeric_limits<decltype(turns_)>::max());
  // Per seat: the cards in the hand (kept by give_card and take_card, for the observation,
  // which would otherwise count six bit sets a call) and the right guesses (see score).
  std::array<std::uint8_t, kMaxPlayers> hand_size_{};
  std::array<std::uint8_t, kMaxPlayers> right_guesses_{};
  static_assert(kDeckSize <= 255 && kMaxPlayers - 1 <= 255,
                "a hand size and a count of right guesses (one per opponent) fit a byte");
  std::array<Card, kMaxPlayers> hidden_{kNoCard, kNoCard, kNoCard, kNoCard, kNoCard, kNoCard};
  // The card bytes (see kind()), for the observation, which converts 16 at a time. Kept by
  // the named operations where a card moves.
  std::array<std::uint8_t, kDeckSize> place_records_{};
  std::array<std::uint8_t, kDeckSize> guess_records_{};
  // Failed guesses. A named card in a hand was laid open (guess_code). Any other named card
  // is a hidden card: bit g of named_hidden(k, t) when g named k's hidden card as t's. Row k
  // has a byte for each target but k (naming k's card as k's is a right guess).
  std::array<std::array<std::uint8_t, kMaxPlayers - 1>, kMaxPlayers> named_hidden_{};
  Phase phase_ = Phase::kChooseDealer;
  EndReason end_ = EndReason::kNone;
  std::int8_t dealer_ = -1;
  std::int8_t turn_ = 0;  // the turn player, or the opening player in the opening
  std::int8_t asked_ = -1;
  Category category_ = Category::kSuit;
  std::uint8_t revealed_ = 0;  // bit p: p's hidden card is revealed
  std::uint8_t dealt_ = 0;     // cards dealt in the current deal phase
};

// Past 256 bytes GCC copies a state with `rep movs` instead of vector moves (about 30 ns
// more a step).
static_assert(sizeof(State) <= 256);

}  // namespace caper::card_caper
