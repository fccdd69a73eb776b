// Card Caper's action codec and text notation (layout in action.hpp).
#include "caper/card_caper/action.hpp"

#include <cctype>
#include <vector>

#include <fmt/format.h>

#include "caper/core/error.hpp"
#include "caper/core/index.hpp"
#include "core/words.hpp"

namespace caper::card_caper {
namespace {

[[noreturn]] void bad(std::string_view text, std::string_view why) {
  throw ParseError(fmt::format("card_caper action '{}': {}", text, why));
}

}  // namespace

void ActionCodec::throw_out_of_range(ActionId id) const {
  throw InvalidArgument(
      fmt::format("card_caper: action id {} out of range [0, {})", id, num_distinct_actions()));
}

std::string to_string(const Action& a) {
  const int seat = a.player;
  switch (a.kind) {
    case ActionKind::kDeal:
      return fmt::format("deal {}", card_to_string(a.card));
    case ActionKind::kDealer:
      return fmt::format("dealer p{}", seat);
    case ActionKind::kDie:
      return fmt::format("die {}", kDieFaceNames[idx(static_cast<int>(a.face))]);
    case ActionKind::kPlay:
      return fmt::format("play {} {}", category_name(a.category), card_to_string(a.card));
    case ActionKind::kGuess:
      return fmt::format("guess p{} {}", seat, card_to_string(a.card));
    case ActionKind::kAsk:
      return fmt::format("ask p{} {}", seat, category_name(a.category));
    case ActionKind::kNoGuess:
      return "no-guess";
  }
  return "no-guess";
}

std::string ActionCodec::to_string(ActionId id) const {
  return card_caper::to_string(decode(id));
}

Action parse_action(std::string_view text) {
  const std::vector<std::string_view> w = split_words(text);
  if (w.empty()) bad(text, "empty");
  const auto card_at = [&](std::size_t i) {
    const std::optional<Card> c = card_from_string(w[i]);
    if (!c) bad(text, fmt::format("'{}' is not a card (e.g. 7H, TD, QS, AC)", w[i]));
    return *c;
  };
  const auto seat_at = [&](std::size_t i) {
    const std::string_view s = w[i];
    if (s.size() < 2 || s[0] != 'p') bad(text, fmt::format("'{}' is not a seat (p0, p1, ...)", s));
    int seat = 0;
    for (std::size_t k = 1; k < s.size(); ++k) {
      if (std::isdigit(static_cast<unsigned char>(s[k])) == 0 || k > 2)
        bad(text, fmt::format("'{}' is not a seat (p0, p1, ...)", s));
      seat = seat * 10 + (s[k] - '0');
    }
    if (seat >= kMaxPlayers) bad(text, fmt::format("seat {} does not exist", s));
    return seat;
  };
  const auto category_at = [&](std::size_t i) {
    const std::optional<Category> c = category_from_string(w[i]);
    if (!c) bad(text, fmt::format("'{}' is not a category (suit, lower, higher, value)", w[i]));
    return *c;
  };
  const auto expect_words = [&](std::size_t k) {
    if (w.size() != k) bad(text, fmt::format("'{}' takes {} argument(s)", w[0], k - 1));
  };
  const std::string_view verb = w[0];
  if (verb == "deal") {
    expect_words(2);
    return (Action::deal(card_at(1)));
  }
  if (verb == "dealer") {
    expect_words(2);
    return (Action::dealer(seat_at(1)));
  }
  if (verb == "die") {
    expect_words(2);
    for (int f = 0; f < kNumDieFaces; ++f)
      if (kDieFaceNames[idx(f)] == w[1]) return (Action::die(static_cast<DieFace>(f)));
    bad(text, fmt::format("'{}' is not a die face (suit, lower, higher, value, guess, ask)", w[1]));
  }
  if (verb == "play") {
    expect_words(3);
    return (Action::play(category_at(1), card_at(2)));
  }
  if (verb == "guess") {
    expect_words(3);
    return (Action::guess(seat_at(1), card_at(2)));
  }
  if (verb == "ask") {
    expect_words(3);
    return (Action::ask(seat_at(1), category_at(2)));
  }
  if (verb == "no-guess") {
    expect_words(1);
    return Action::no_guess();
  }
  bad(text,
      fmt::format("unknown action '{}' (deal, dealer, die, play, guess, ask, no-guess)", verb));
}

ActionId ActionCodec::from_string(std::string_view text) const {
  const Action a = parse_action(text);
  const bool seated =
      a.kind == ActionKind::kDealer || a.kind == ActionKind::kGuess || a.kind == ActionKind::kAsk;
  if (seated && a.player >= n_)
    bad(text, fmt::format("seat p{} does not exist with {} players", a.player, n_));
  return encode(a);
}

}  // namespace caper::card_caper
