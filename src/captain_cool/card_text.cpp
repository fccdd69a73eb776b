// Captain Cool's cards in words: faces, the ids that tell two equal faces apart, the circle.
#include "card_text.hpp"

#include <iterator>

#include <fmt/format.h>

namespace caper::captain_cool {
namespace {

// Whether `viewer` sees card c (which is in a hand or on the board).
bool sees(const State& s, int c, int viewer) {
  const int where = s.location(c);
  if (where < kLocHand) return true;
  return viewer == kFullView || viewer == where - kLocHand || s.is_public(c);
}

bool same_face(const State& s, int c, int d) {
  const Card& a = s.game().deck()[idx(c)];
  const Card& b = s.game().deck()[idx(d)];
  return a == b;
}

// Another card beside c (its pub's other card, a card of its hand) with c's face.
bool has_twin(const State& s, int c, int viewer) {
  const int where = s.location(c);
  if (where >= kLocPub && where < kLocPub + 2 * kNumPubs) {
    const int pub = (where - kLocPub) / 2;
    const int other = s.pub_card(pub, 1 - (where - kLocPub) % 2);
    return other >= 0 && same_face(s, c, other);
  }
  if (where < kLocHand) return false;
  for (int d = 0; d < kNumCards; ++d)
    if (d != c && s.location(d) == where && sees(s, d, viewer) && same_face(s, c, d)) return true;
  return false;
}

}  // namespace

std::string card_face(const Card& card) {
  if (card.boss != kNoBoss) return fmt::format("{}'s {}", boss_name(card.boss), card.value);
  std::string face = fmt::format("{}", card.value);
  for (int b = 0, shown = 0; b < kNumBosses; ++b)
    if ((card.icons & (1u << b)) != 0)
      face += fmt::format("{}{}", shown++ == 0 ? " (" : "+", boss_name(b));
  if (card.icons != 0) face += ')';
  return face;
}

std::string card_words(const State& s, int c, int viewer) {
  std::string words = card_face(s.game().deck()[idx(c)]);
  if (has_twin(s, c, viewer)) fmt::format_to(std::back_inserter(words), " [c{}]", c);
  return words;
}

std::string circle_words(const State& s, const std::array<std::int8_t, kCircleSpaces>& circle) {
  std::string cards;
  std::string free;
  for (int v = 1; v <= kCircleSpaces; ++v) {
    const int c = circle[idx(v - 1)];
    std::string& list = c >= 0 ? cards : free;
    list += (list.empty() ? "" : ", ") +
            (c >= 0 ? card_face(s.game().deck()[idx(c)]) : fmt::format("{}", v));
  }
  if (cards.empty()) return "empty";
  return free.empty() ? cards : cards + "; free " + free;
}

}  // namespace caper::captain_cool
