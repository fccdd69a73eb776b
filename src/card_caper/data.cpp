// Card Caper's components as text: cards ("7H") and categories.
#include <cctype>

#include <gsl/narrow>

#include "caper/card_caper/data.hpp"
#include "caper/core/index.hpp"

namespace caper::card_caper {
namespace {

constexpr std::string_view kRanks = "A23456789TJQK";
constexpr std::string_view kSuits = "CDHS";

}  // namespace

std::string card_to_string(Card c) {
  if (c >= kDeckSize) return "??";
  return {kRanks[idx(rank_of(c) - 1)], kSuits[idx(suit_of(c))]};
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
  return make_card(gsl::narrow<int>(suit), gsl::narrow<int>(rank) + 1);
}

std::optional<Category> category_from_string(std::string_view text) {
  for (int i = 0; i < kNumCategories; ++i)
    if (kCategoryNames[idx(i)] == text) return static_cast<Category>(i);
  return std::nullopt;
}

}  // namespace caper::card_caper
