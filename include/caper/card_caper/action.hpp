// Card Caper's actions: a structured type, its dense id and its text notation.
//
// Id layout for n players (N = 52 + n + 6 + 4*52 + n*52 + n*4 + 1 ids in all):
//   [0, 52)                deal C        a chance deal of card C (hidden card or hand card)
//   [52, 52+n)             dealer pK     the chance choice of the dealer
//   next 6                 die F         a die roll: suit, lower, higher, value, guess, ask
//   next 4*52              play CAT C    category-major: play card C onto pile CAT
//   next n*52              guess pK C    seat-major: name card C as pK's hidden card
//   next n*4               ask pK CAT    ask pK to play onto pile CAT
//   last                   no-guess      after Ask & Guess, decline to guess
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "caper/card_caper/data.hpp"
#include "caper/core/action.hpp"

namespace caper::card_caper {

enum class ActionKind : std::uint8_t { kDeal, kDealer, kDie, kPlay, kGuess, kAsk, kNoGuess };

struct Action {
  ActionKind kind = ActionKind::kDeal;
  int player = 0;                       // kDealer, kGuess, kAsk
  Card card = 0;                        // kDeal, kPlay, kGuess
  Category category = Category::kSuit;  // kPlay, kAsk
  DieFace face = DieFace::kSuit;        // kDie

  static Action deal(Card c) { return {ActionKind::kDeal, 0, c, Category::kSuit, DieFace::kSuit}; }
  static Action dealer(int p) {
    return {ActionKind::kDealer, p, 0, Category::kSuit, DieFace::kSuit};
  }
  static Action die(DieFace f) { return {ActionKind::kDie, 0, 0, Category::kSuit, f}; }
  static Action play(Category cat, Card c) {
    return {ActionKind::kPlay, 0, c, cat, DieFace::kSuit};
  }
  static Action guess(int p, Card c) {
    return {ActionKind::kGuess, p, c, Category::kSuit, DieFace::kSuit};
  }
  static Action ask(int p, Category cat) { return {ActionKind::kAsk, p, 0, cat, DieFace::kSuit}; }
  static Action no_guess() { return {ActionKind::kNoGuess, 0, 0, Category::kSuit, DieFace::kSuit}; }

  friend bool operator==(const Action&, const Action&) = default;
};

// "deal 7H", "dealer p2", "die guess", "play lower 7H", "guess p2 QS", "ask p1 higher",
// "no-guess".
std::string to_string(const Action& action);
// The inverse of to_string for any seat count (seats p0..p5); throws ParseError naming
// what is wrong.
Action parse_action(std::string_view text);

// Encodes and decodes actions for a game of `num_players` seats.
class ActionCodec {
 public:
  explicit ActionCodec(int num_players) : n_(num_players) {}

  ActionId num_distinct_actions() const { return no_guess_id() + 1; }
  ActionId size() const { return num_distinct_actions(); }
  ActionId encode(const Action& action) const;
  // Throws InvalidArgument for an id out of range.
  Action decode(ActionId id) const;
  // "deal 7H", "dealer p2", "die guess", "play lower 7H", "guess p2 QS", "ask p1 higher",
  // "no-guess". Seats are written p0..p(n-1).
  std::string to_string(ActionId id) const;
  // The inverse of to_string; throws ParseError naming what is wrong.
  ActionId from_string(std::string_view text) const;

  static constexpr ActionId kDealBase = 0;
  ActionId dealer_base() const { return kDeckSize; }
  ActionId die_base() const { return dealer_base() + static_cast<ActionId>(n_); }
  ActionId play_base() const { return die_base() + kNumDieFaces; }
  ActionId guess_base() const { return play_base() + kNumCategories * kDeckSize; }
  ActionId ask_base() const { return guess_base() + static_cast<ActionId>(n_) * kDeckSize; }
  ActionId no_guess_id() const { return ask_base() + static_cast<ActionId>(n_) * kNumCategories; }

 private:
  [[noreturn, gnu::cold]] void throw_out_of_range(ActionId id) const;

  int n_;
};

// Inline: legal-action generation encodes every action it lists, apply decodes its action.
inline Action ActionCodec::decode(ActionId id) const {
  if (id < dealer_base()) return Action::deal(static_cast<Card>(id));
  if (id < die_base()) return Action::dealer(static_cast<int>(id - dealer_base()));
  if (id < play_base()) return Action::die(static_cast<DieFace>(id - die_base()));
  if (id < guess_base()) {
    const ActionId k = id - play_base();
    return Action::play(static_cast<Category>(k / kDeckSize), static_cast<Card>(k % kDeckSize));
  }
  if (id < ask_base()) {
    const ActionId k = id - guess_base();
    return Action::guess(static_cast<int>(k / kDeckSize), static_cast<Card>(k % kDeckSize));
  }
  if (id < no_guess_id()) {
    const ActionId k = id - ask_base();
    return Action::ask(static_cast<int>(k / kNumCategories),
                       static_cast<Category>(k % kNumCategories));
  }
  if (id == no_guess_id()) return Action::no_guess();
  throw_out_of_range(id);
}

inline ActionId ActionCodec::encode(const Action& a) const {
  switch (a.kind) {
    case ActionKind::kDeal:
      return kDealBase + a.card;
    case ActionKind::kDealer:
      return dealer_base() + static_cast<ActionId>(a.player);
    case ActionKind::kDie:
      return die_base() + static_cast<ActionId>(a.face);
    case ActionKind::kPlay:
      return play_base() + static_cast<ActionId>(a.category) * kDeckSize + a.card;
    case ActionKind::kGuess:
      return guess_base() + static_cast<ActionId>(a.player) * kDeckSize + a.card;
    case ActionKind::kAsk:
      return ask_base() + static_cast<ActionId>(a.player) * kNumCategories +
             static_cast<ActionId>(a.category);
    case ActionKind::kNoGuess:
      return no_guess_id();
  }
  return no_guess_id();
}

}  // namespace caper::card_caper
