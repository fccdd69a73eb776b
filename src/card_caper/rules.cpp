// The rules of Card Caper: legal actions, chance outcomes and apply.
#include "caper/card_caper/game.hpp"

#include <algorithm>
#include <iterator>
#include <string>

#include <fmt/format.h>
#include <gsl/util>

#include "caper/core/error.hpp"
#include "caper/core/index.hpp"

namespace caper::card_caper {
namespace {

// Appends base + c for every card c of `cards`, in increasing order.
void add_cards(ActionList& out, ActionId base, CardSet cards) {
  out.append_bits(cards, [base](int c) { return base + static_cast<ActionId>(c); });
}

constexpr std::array<Category, kNumCategories> kCategories{Category::kSuit, Category::kLower,
                                                           Category::kHigher, Category::kValue};

}  // namespace

void State::add_plays(int p, Category c, ActionList& out) const {
  add_cards(out, game_->codec().play_base() + static_cast<ActionId>(c) * kDeckSize, plays(p, c));
}

// The guesser may name any card they cannot see...
CardSet State::nameable() const {
  return kFullDeck & ~(public_cards() | hand(turn_) | bit(hidden_of(turn_)));
}

// ...as the hidden card of any unrevealed opponent.
void State::add_guesses(ActionList& out) const {
  const ActionId base = game_->codec().guess_base();
  const CardSet names = nameable();
  for (int t = 0; t < num_players(); ++t)
    if (guessable(t)) add_cards(out, base + static_cast<ActionId>(t) * kDeckSize, names);
}

bool State::opening_can_play(int p) const {
  for (Category c : kCategories) {
    if (pile(p, c) != 0) continue;
    if (can_play(p, c)) return true;
  }
  return false;
}

void State::legal_actions(ActionList& out) const {
  out.clear();
  const ActionCodec& codec = game_->codec();
  const int n = num_players();
  switch (phase_) {
    case Phase::kChooseDealer:
      for (int p = 0; p < n; ++p) out.push_back(codec.encode(Action::dealer(p)));
      return;
    case Phase::kDealHidden:
    case Phase::kDealHands:
      add_cards(out, ActionCodec::kDealBase, undealt());
      return;
    case Phase::kOpening: {
      const OpeningMatch match = opening_match();
      for (Category c : kCategories)
        add_cards(out, codec.play_base() + static_cast<ActionId>(c) * kDeckSize, match.plays(c));
      return;
    }
    case Phase::kRoll:
      for (int f = 0; f < kNumDieFaces; ++f)
        out.push_back(codec.encode(Action::die(static_cast<DieFace>(f))));
      return;
    case Phase::kPlay:
      add_plays(turn_, category_, out);
      return;
    case Phase::kAskResponse:
      add_plays(asked_, category_, out);
      return;
    case Phase::kGuess:
      add_guesses(out);
      return;
    case Phase::kAskChoose:
      for (int t = 0; t < n; ++t) {
        if (t == turn_) continue;  // "name an opponent": revealed or not
        for (Category c : kCategories) out.push_back(codec.encode(Action::ask(t, c)));
      }
      return;
    case Phase::kAskGuess:
      add_guesses(out);
      out.push_back(codec.no_guess_id());
      return;
    case Phase::kOver:
      return;
  }
}

void State::chance_outcomes(ChanceList& out) const {
  if (current_player() != kChancePlayer)
    throw WrongPhase(
        fmt::format("card_caper: chance outcomes asked in phase '{}', which is not a chance node",
                    name_of(kPhaseNames, phase_)));
  // Uniform over the legal actions, listed directly (the chance steps are most of a game).
  const ActionCodec& codec = game_->codec();
  out.clear();
  switch (phase_) {
    case Phase::kDealHidden:
    case Phase::kDealHands: {
      // The deal so far: dealt_ cards of this phase, and n hidden cards before the hands.
      const int left = kDeckSize - dealt_ - (phase_ == Phase::kDealHands ? num_players() : 0);
      const double p = 1.0 / static_cast<double>(left);
      out.append_bits(undealt(), [p](int c) {
        return ChanceOutcome{ActionCodec::kDealBase + static_cast<ActionId>(c), p};
      });
      return;
    }
    case Phase::kRoll:
      for (int f = 0; f < kNumDieFaces; ++f)
        out.push_back({codec.die_base() + static_cast<ActionId>(f), 1.0 / kNumDieFaces});
      return;
    default: {  // kChooseDealer
      const double p = 1.0 / static_cast<double>(num_players());
      for (int d = 0; d < num_players(); ++d)
        out.push_back({codec.dealer_base() + static_cast<ActionId>(d), p});
      return;
    }
  }
}

bool State::is_legal(ActionId action) const {
  const ActionCodec& codec = game_->codec();
  return action < codec.num_distinct_actions() && allows(codec.decode(action));
}

// The same tests legal_actions makes, for one action.
bool State::allows(const Action& a) const {
  switch (phase_) {
    case Phase::kChooseDealer:
      return a.kind == ActionKind::kDealer;
    case Phase::kDealHidden:
    case Phase::kDealHands:
      return a.kind == ActionKind::kDeal && has(undealt(), a.card);
    case Phase::kOpening:
      return a.kind == ActionKind::kPlay && has(opening_plays(a.category), a.card);
    case Phase::kRoll:
      return a.kind == ActionKind::kDie;
    case Phase::kPlay:
    case Phase::kAskResponse: {
      const int mover = phase_ == Phase::kPlay ? turn_ : asked_;
      return a.kind == ActionKind::kPlay && a.category == category_ &&
             has(plays(mover, category_), a.card);
    }
    case Phase::kAskGuess:
      if (a.kind == ActionKind::kNoGuess) return true;
      [[fallthrough]];
    case Phase::kGuess:
      return a.kind == ActionKind::kGuess && guessable(a.player) && has(nameable(), a.card);
    case Phase::kAskChoose:
      return a.kind == ActionKind::kAsk && a.player != turn_;
    case Phase::kOver:
      return false;
  }
  return false;
}

// Ends the openings of players who cannot play any more, then starts the dealer's turn.
void State::finish_openings() {
  const int n = num_players();
  while (phase_ == Phase::kOpening && !opening_can_play(turn_)) {
    for (Category c : kCategories)
      if (pile(turn_, c) == 0) record_unable(turn_, c);
    if (turn_ == dealer_) {
      phase_ = Phase::kRoll;
    } else {
      turn_ = gsl::narrow_cast<std::int8_t>((turn_ + 1) % n);  // a seat
    }
  }
}

void State::end_turn() {
  asked_ = -1;
  category_ = Category::kSuit;
  if (turns_ >= game_->options().max_turns) {
    phase_ = Phase::kOver;
    end_ = EndReason::kTurnLimit;
    return;
  }
  turn_ = gsl::narrow_cast<std::int8_t>((turn_ + 1) % num_players());  // a seat
  phase_ = Phase::kRoll;
}

// The player left unrevealed gets away with it: score() adds their points_got_away.
void State::finish_caught() {
  asked_ = -1;
  category_ = Category::kSuit;
  phase_ = Phase::kOver;
  end_ = EndReason::kCaught;
}

void State::throw_illegal(ActionId id) const {
  const ActionCodec& codec = game_->codec();
  if (id >= codec.num_distinct_actions())
    throw IllegalAction(fmt::format("card_caper: action id {} out of range [0, {})", id,
                                    codec.num_distinct_actions()));
  std::string why = fmt::format("not legal in phase '{}'", name_of(kPhaseNames, phase_));
  const int mover = current_player();
  if (mover >= 0) fmt::format_to(std::back_inserter(why), " (p{} to act)", mover);
  const Action a = codec.decode(id);
  if (a.kind == ActionKind::kPlay && (phase_ == Phase::kPlay || phase_ == Phase::kAskResponse))
    why += ": the card must be in hand, fit the pile's category and be new to that pile";
  if (a.kind == ActionKind::kPlay && phase_ == Phase::kOpening)
    why +=
        ": the card must be in hand and fit an empty pile, leaving the most piles that can "
        "still be filled one fewer";
  if (a.kind == ActionKind::kAsk && phase_ == Phase::kAskChoose) why += ": name an opponent";
  if (a.kind == ActionKind::kGuess && (phase_ == Phase::kGuess || phase_ == Phase::kAskGuess))
    why += ": name an unrevealed opponent and a card you cannot see";
  throw IllegalAction(fmt::format("card_caper: '{}' is {}", codec.to_string(id), why));
}

State State::apply(ActionId id) const {
  const ActionCodec& codec = game_->codec();
  if (id >= codec.num_distinct_actions()) throw_illegal(id);
  const Action a = codec.decode(id);
  if (!allows(a)) throw_illegal(id);
  State s = *this;
  switch (phase_) {
    case Phase::kChooseDealer:
      s.dealer_ = gsl::narrow_cast<std::int8_t>(a.player);  // a seat
      s.phase_ = Phase::kDealHidden;
      s.dealt_ = 0;
      break;
    case Phase::kDealHidden:
    case Phase::kDealHands:
      s.deal(a.card);
      break;
    case Phase::kOpening:
      s.put_card(turn_, a.category, a.card);
      s.finish_openings();
      break;
    case Phase::kRoll:
      s.roll(a.face);
      break;
    case Phase::kPlay:
      s.put_card(turn_, a.category, a.card);
      s.end_turn();
      break;
    case Phase::kAskChoose:
      s.ask(a.player, a.category);
      break;
    case Phase::kAskResponse:
      s.put_card(asked_, a.category, a.card);
      s.phase_ = Phase::kAskGuess;
      break;
    case Phase::kGuess:
    case Phase::kAskGuess:
      s.guess(a);
      break;
    case Phase::kOver:
      break;
  }
  return s;
}

// The next card of the deal goes clockwise from the dealer's left.
void State::deal(Card card) {
  const int n = num_players();
  const int to = (dealer_ + 1 + dealt_) % n;
  dealt_ = gsl::narrow_cast<std::uint8_t>(dealt_ + 1);  // at most 52
  if (phase_ == Phase::kDealHidden) {
    give_hidden(to, card);
    if (dealt_ == n) {
      phase_ = Phase::kDealHands;
      dealt_ = 0;
    }
    return;
  }
  give_card(to, card);
  if (dealt_ == kDeckSize - n) {
    dealt_ = 0;
    phase_ = Phase::kOpening;
    turn_ = gsl::narrow_cast<std::int8_t>((dealer_ + 1) % n);  // a seat
    finish_openings();
  }
}

void State::roll(DieFace face) {
  turns_ = turns_ + 1;
  if (face == DieFace::kGuess) {
    phase_ = Phase::kGuess;
    return;
  }
  if (face == DieFace::kAsk) {
    phase_ = Phase::kAskChoose;
    return;
  }
  const auto c = static_cast<Category>(face);
  // A player whose hidden card is revealed has no piles to add to: the face does nothing.
  if (revealed(turn_)) {
    end_turn();
  } else if (can_play(turn_, c)) {
    phase_ = Phase::kPlay;
    category_ = c;
  } else {
    record_unable(turn_, c);
    end_turn();
  }
}

void State::ask(int t, Category c) {
  asked_ = gsl::narrow_cast<std::int8_t>(t);  // a seat
  category_ = c;
  if (can_play(t, c)) {
    phase_ = Phase::kAskResponse;
  } else {
    record_unable(t, c);
    phase_ = Phase::kAskGuess;
  }
}

void State::guess(const Action& a) {
  if (a.kind == ActionKind::kNoGuess) {
    end_turn();
    return;
  }
  if (hidden_of(a.player) == a.card) {
    show(a.player);
    count_right_guess(turn_);
    if (unrevealed_count() <= 1) {
      finish_caught();
      return;
    }
  } else {
    // A card in a hand is laid open; otherwise it is someone's hidden card.
    bool in_hand = false;
    for (int h = 0; h < num_players() && !in_hand; ++h) {
      if (has(hand(h), a.card)) {
        lay_open(h, a.card, turn_, a.player);
        in_hand = true;
      }
    }
    for (int k = 0; k < num_players() && !in_hand; ++k)
      if (hidden_of(k) == a.card) name_hidden(k, a.player, turn_);
  }
  end_turn();
}

}  // namespace caper::card_caper
