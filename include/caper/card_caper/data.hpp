// Card Caper's components: a standard 52-card deck (Ace = 1 low .. King = 13 high), the
// four category piles and the six-faced die.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "caper/core/bits.hpp"
#include "caper/core/index.hpp"

namespace caper::card_caper {

// A card is suit * 13 + (rank - 1): 0..12 clubs, 13..25 diamonds, 26..38 hearts, 39..51 spades.
using Card = std::uint8_t;
inline constexpr int kDeckSize = 52;
inline constexpr Card kNoCard = 255;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;

// A set of cards, bit c for card c.
using CardSet = std::uint64_t;
inline constexpr CardSet kFullDeck = (CardSet{1} << kDeckSize) - 1;

constexpr int suit_of(Card c) {
  return c / 13;
}
constexpr int rank_of(Card c) {
  return c % 13 + 1;
}
constexpr Card make_card(int suit, int rank) {
  return static_cast<Card>(suit * 13 + rank - 1);
}
constexpr CardSet bit(Card c) {
  return CardSet{1} << c;
}
constexpr bool has(CardSet set, Card c) {
  return (set >> c) & 1U;
}
constexpr int count(CardSet set) {
  return bit_count(set);
}
// The lowest card of a set that is not empty (its bit index, below kDeckSize, fits a Card).
constexpr Card lowest_card(CardSet set) {
  return static_cast<Card>(std::countr_zero(set));
}

// "7H", "TD", "AS", "KC"; parsing also accepts "10D" and lower case.
std::string card_to_string(Card c);
std::optional<Card> card_from_string(std::string_view text);

// The four category piles, in the order the rulebook lists them.
enum class Category : std::uint8_t { kSuit = 0, kLower = 1, kHigher = 2, kValue = 3 };
inline constexpr int kNumCategories = 4;
inline constexpr std::array<std::string_view, kNumCategories> kCategoryNames{"suit", "lower",
                                                                             "higher", "value"};
std::optional<Category> category_from_string(std::string_view text);
inline std::string_view category_name(Category c) {
  return kCategoryNames[static_cast<int>(c)];
}

// Whether `card` satisfies `category` for a player whose hidden card is `hidden`:
// Different Suit, Lower Value, Higher Value, Different Value (Ace low, King high).
constexpr bool fits(Category category, Card card, Card hidden) {
  switch (category) {
    case Category::kSuit:
      return suit_of(card) != suit_of(hidden);
    case Category::kLower:
      return rank_of(card) < rank_of(hidden);
    case Category::kHigher:
      return rank_of(card) > rank_of(hidden);
    case Category::kValue:
      return rank_of(card) != rank_of(hidden);
  }
  return false;
}

// The property that must be unique within a pile: the suit for Different Suit, the value
// (rank) for the three others.
constexpr int pile_key(Category category, Card card) {
  return category == Category::kSuit ? suit_of(card) : rank_of(card);
}

// Bit k set when a card of the pile has key k.
constexpr std::uint32_t pile_keys(Category category, CardSet pile) {
  std::uint32_t keys = 0;
  while (pile != 0) {
    const Card c = lowest_card(pile);
    pile &= pile - 1;
    keys |= std::uint32_t{1} << pile_key(category, c);
  }
  return keys;
}

// Whether `card` may go onto a pile holding `pile`: it fits and its key is new there.
constexpr bool playable(Category category, Card card, Card hidden, CardSet pile) {
  return fits(category, card, hidden) &&
         ((pile_keys(category, pile) >> pile_key(category, card)) & 1U) == 0;
}

// The same for every card of `hand` at once, with bit masks (the hot path of the rules):
// the cards of `hand` that fit the category and whose key is new to the pile.
inline constexpr CardSet kOneSuit = (CardSet{1} << 13) - 1;  // the ranks A..K of one suit
constexpr CardSet suit_cards(int suit) {
  return kOneSuit << (13 * suit);
}
// Bit r - 1 of `ranks` set: every card of rank r.
constexpr CardSet every_suit(CardSet ranks) {
  return ranks | ranks << 13 | ranks << 26 | ranks << 39;
}
// Bit r - 1 set when `set` holds a card of rank r.
constexpr CardSet ranks_in(CardSet set) {
  return (set | set >> 13 | set >> 26 | set >> 39) & kOneSuit;
}
constexpr CardSet fitting_cards(Category category, Card hidden) {
  const int r = rank_of(hidden);
  switch (category) {
    case Category::kSuit:
      return kFullDeck & ~suit_cards(suit_of(hidden));
    case Category::kLower:
      return every_suit((CardSet{1} << (r - 1)) - 1);
    case Category::kHigher:
      return every_suit(kOneSuit & ~((CardSet{1} << r) - 1));
    case Category::kValue:
      return kFullDeck & ~every_suit(CardSet{1} << (r - 1));
  }
  return 0;
}
constexpr CardSet new_key_cards(Category category, CardSet pile) {
  if (category != Category::kSuit) return kFullDeck & ~every_suit(ranks_in(pile));
  CardSet out = kFullDeck;
  for (int suit = 0; suit < 4; ++suit)
    if ((pile & suit_cards(suit)) != 0) out &= ~suit_cards(suit);
  return out;
}
constexpr CardSet playable_cards(Category category, CardSet hand, Card hidden, CardSet pile) {
  return hand & fitting_cards(category, hidden) & new_key_cards(category, pile);
}

// The opening (rulebook: "Each player plays one card from their hand under each of the
// following categories"): a set of piles is a bit mask, bit c for category c.
inline constexpr unsigned kAllPiles = (1U << kNumCategories) - 1;
inline constexpr int kNumPileSets = 1 << kNumCategories;

// How many distinct cards of a hand can fill which empty piles, for the ruling
// "the opening fills every pile it can" (docs/rules/card_caper.md). A card's type is the set of
// empty piles it fits; the matching depends only on how many cards the hand holds of each type.
class OpeningMatch {
 public:
  constexpr OpeningMatch(CardSet hand, Card hidden, unsigned piles) : piles_(0) {
    // A pile no card of the hand fits stays empty whatever is played: it takes no part.
    for (int c = 0; c < kNumCategories; ++c) {
      if (((piles >> c) & 1U) == 0) continue;
      fit_[idx(c)] = hand & fitting_cards(static_cast<Category>(c), hidden);
      if (fit_[idx(c)] != 0) piles_ |= 1U << c;
    }
    // The usual case: every pile fits at least as many cards as there are piles. Then
    // whatever card opens a pile, every other pile still has enough cards, so every
    // fitting card may open it and all piles fill.
    most_ = kPileCount[piles_];
    for (int c = 0; c < kNumCategories; ++c) {
      if (((piles_ >> c) & 1U) != 0 && count(fit_[idx(c)]) < most_) {
        count_types(hand);
        return;
      }
    }
  }

  // The most piles the hand can fill (a bipartite matching, by the deficiency form of
  // Hall's theorem: the minimum over subsets s of |piles - s| + |cards fitting s|).
  constexpr int most() const { return most_; }

  // The cards that may open pile `category`: after one, the rest of the piles can still
  // be filled as far as before. Cards of one type are interchangeable.
  constexpr CardSet plays(Category category) const {
    const unsigned self = 1U << static_cast<int>(category);
    if ((piles_ & self) == 0) return 0;
    if (!typed_) return fit_[idx(static_cast<int>(category))];
    CardSet out = 0;
    for (unsigned t = 1; t < kNumPileSets; ++t)
      if ((t & self) != 0 && by_type_[t] != 0 && 1 + fill(piles_ & ~self, t) == most_)
        out |= by_type_[t];
    return out;
  }

 private:
  static constexpr std::array<int, kNumPileSets> kPileCount{0, 1, 1, 2, 1, 2, 2, 3,
                                                            1, 2, 2, 3, 2, 3, 3, 4};

  // The cards of each type, and reach_[s]: the cards fitting some pile of s = all typed
  // cards minus those whose type lies within the complement of s (sums over subsets).
  constexpr void count_types(CardSet hand) {
    typed_ = true;
    by_type_[0] = hand;
    for (int c = 0; c < kNumCategories; ++c) {
      if (((piles_ >> c) & 1U) == 0) continue;
      for (unsigned t = 0; t < (1U << c); ++t) {  // split every type made so far
        by_type_[t | (1U << c)] = by_type_[t] & fit_[idx(c)];
        by_type_[t] &= ~fit_[idx(c)];
      }
    }
    std::array<int, kNumPileSets> within{};
    for (unsigned t = 1; t < kNumPileSets; ++t) within[t] = count(by_type_[t]);
    for (int c = 0; c < kNumCategories; ++c)
      for (unsigned u = 0; u < kNumPileSets; ++u)
        if (((u >> c) & 1U) != 0) within[u] += within[u & ~(1U << c)];
    for (unsigned s = 0; s < kNumPileSets; ++s)
      reach_[s] = within[kAllPiles] - within[kAllPiles & ~s];
    most_ = fill(piles_, 0);
  }

  // The most of `piles` filled once one card of type `spent` (0: none) is used up.
  constexpr int fill(unsigned piles, unsigned spent) const {
    int best = kPileCount[piles];
    for (unsigned s = piles; s != 0; s = (s - 1) & piles) {
      const int reach = reach_[s] - ((s & spent) != 0 ? 1 : 0);
      best = std::min(best, kPileCount[piles & ~s] + std::min(reach, kNumCategories));
    }
    return best;
  }

  unsigned piles_;
  bool typed_ = false;  // the general case: cards counted by type
  std::array<CardSet, kNumCategories> fit_{};
  std::array<CardSet, kNumPileSets> by_type_{};
  std::array<int, kNumPileSets> reach_{};
  int most_ = 0;
};

// The most piles of `piles` that distinct cards of `hand` can fill for hidden card `hidden`.
constexpr int max_fill(CardSet hand, Card hidden, unsigned piles) {
  return OpeningMatch(hand, hidden, piles).most();
}

// The die: the four categories, Guess and Ask & Guess.
enum class DieFace : std::uint8_t {
  kSuit = 0,
  kLower = 1,
  kHigher = 2,
  kValue = 3,
  kGuess = 4,
  kAsk = 5
};
inline constexpr int kNumDieFaces = 6;
inline constexpr std::array<std::string_view, kNumDieFaces> kDieFaceNames{
    "suit", "lower", "higher", "value", "guess", "ask"};

}  // namespace caper::card_caper
