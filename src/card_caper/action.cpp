#include "caper/card_caper/actions.hpp"

#include <cctype>
#include <vector>

#include "caper/core/error.hpp"

namespace caper::card_caper {
namespace {

constexpr std::string_view kRanks = "A23456789TJQK";
constexpr std::string_view kSuits = "CDHS";

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])) != 0) ++i;
    const std::size_t start = i;
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])) == 0) ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
  return words;
}

[[noreturn]] void bad(std::string_view text, const std::string& why) {
  throw ParseError("card_caper action '" + std::string(text) + "': " + why);
}

}  // namespace

std::string card_to_string(Card c) {
  if (c >= kDeckSize) return "??";
  return {kRanks[static_cast<std::size_t>(rank_of(c) - 1)],
          kSuits[static_cast<std::size_t>(suit_of(c))]};
}

std::optional<Card> card_from_string(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const char suit_char = static_cast<char>(std::toupper(static_cast<unsigned char>(text.back())));
  const std::size_t suit = kSuits.find(suit_char);
  if (suit == std::string_view::npos) return std::nullopt;
  const std::string_view rank_text = text.substr(0, text.size() - 1);
  std::size_t rank = std::string_view::npos;
  if (rank_text == "10") {
    rank = 9;
  } else if (rank_text.size() == 1) {
    rank = kRanks.find(static_cast<char>(std::toupper(static_cast<unsigned char>(rank_text[0]))));
  }
  if (rank == std::string_view::npos) return std::nullopt;
  return make_card(static_cast<int>(suit), static_cast<int>(rank) + 1);
}

std::optional<Category> category_from_string(std::string_view text) {
  for (int i = 0; i < kNumCategories; ++i)
    if (kCategoryNames[static_cast<std::size_t>(i)] == text) return static_cast<Category>(i);
  return std::nullopt;
}

void ActionCodec::throw_out_of_range(ActionId id) const {
  throw InvalidArgument("card_caper: action id " + std::to_string(id) + " out of range [0, " +
                        std::to_string(num_distinct_actions()) + ")");
}

std::string ActionCodec::to_string(ActionId id) const {
  const Action a = decode(id);
  const std::string seat = "p" + std::to_string(a.player);
  switch (a.kind) {
    case ActionKind::kDeal:
      return "deal " + card_to_string(a.card);
    case ActionKind::kDealer:
      return "dealer " + seat;
    case ActionKind::kDie:
      return "die " + std::string(kDieFaceNames[static_cast<std::size_t>(a.face)]);
    case ActionKind::kPlay:
      return "play " + std::string(category_name(a.category)) + " " + card_to_string(a.card);
    case ActionKind::kGuess:
      return "guess " + seat + " " + card_to_string(a.card);
    case ActionKind::kAsk:
      return "ask " + seat + " " + std::string(category_name(a.category));
    case ActionKind::kNoGuess:
      return "no-guess";
  }
  return "no-guess";
}

ActionId ActionCodec::from_string(std::string_view text) const {
  const std::vector<std::string_view> w = split_words(text);
  if (w.empty()) bad(text, "empty");
  const auto card_at = [&](std::size_t i) {
    const std::optional<Card> c = card_from_string(w[i]);
    if (!c) bad(text, "'" + std::string(w[i]) + "' is not a card (e.g. 7H, TD, QS, AC)");
    return *c;
  };
  const auto seat_at = [&](std::size_t i) {
    const std::string_view s = w[i];
    if (s.size() < 2 || s[0] != 'p')
      bad(text, "'" + std::string(s) + "' is not a seat (p0, p1, ...)");
    int seat = 0;
    for (std::size_t k = 1; k < s.size(); ++k) {
      if (std::isdigit(static_cast<unsigned char>(s[k])) == 0 || k > 2)
        bad(text, "'" + std::string(s) + "' is not a seat (p0, p1, ...)");
      seat = seat * 10 + (s[k] - '0');
    }
    if (seat >= n_)
      bad(text,
          "seat " + std::string(s) + " does not exist with " + std::to_string(n_) + " players");
    return seat;
  };
  const auto category_at = [&](std::size_t i) {
    const std::optional<Category> c = category_from_string(w[i]);
    if (!c) bad(text, "'" + std::string(w[i]) + "' is not a category (suit, lower, higher, value)");
    return *c;
  };
  const auto expect_words = [&](std::size_t k) {
    if (w.size() != k)
      bad(text, "'" + std::string(w[0]) + "' takes " + std::to_string(k - 1) + " argument(s)");
  };
  const std::string_view verb = w[0];
  if (verb == "deal") {
    expect_words(2);
    return encode(Action::deal(card_at(1)));
  }
  if (verb == "dealer") {
    expect_words(2);
    return encode(Action::dealer(seat_at(1)));
  }
  if (verb == "die") {
    expect_words(2);
    for (int f = 0; f < kNumDieFaces; ++f)
      if (kDieFaceNames[static_cast<std::size_t>(f)] == w[1])
        return encode(Action::die(static_cast<DieFace>(f)));
    bad(text,
        "'" + std::string(w[1]) + "' is not a die face (suit, lower, higher, value, guess, ask)");
  }
  if (verb == "play") {
    expect_words(3);
    return encode(Action::play(category_at(1), card_at(2)));
  }
  if (verb == "guess") {
    expect_words(3);
    return encode(Action::guess(seat_at(1), card_at(2)));
  }
  if (verb == "ask") {
    expect_words(3);
    return encode(Action::ask(seat_at(1), category_at(2)));
  }
  if (verb == "no-guess") {
    expect_words(1);
    return no_guess_id();
  }
  bad(text,
      "unknown action '" + std::string(verb) + "' (deal, dealer, die, play, guess, ask, no-guess)");
}

}  // namespace caper::card_caper
