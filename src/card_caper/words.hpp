// The rulebook's names for Card Caper's piles and die faces, as a player reads them on every
// text surface (the notation keeps the short names of data.hpp: "suit", "lower", ...).
#pragma once

#include <array>
#include <string_view>

#include "caper/card_caper/data.hpp"

namespace caper::card_caper {

// The four categories as the rulebook prints them: "Different Suit", "Lower Value", ...
inline constexpr std::array<std::string_view, kNumCategories> kCategoryWords{
    "Different Suit", "Lower Value", "Higher Value", "Different Value"};
// The same, short enough for the four piles to share one row of the board.
inline constexpr std::array<std::string_view, kNumCategories> kPileLabels{"Diff Suit", "Lower",
                                                                          "Higher", "Diff Value"};
// One word each, so that a list of asks can be said "ask p1, p2 or p3, one of: Suit Lower
// Higher Value" when numbering them does not fit.
inline constexpr std::array<std::string_view, kNumCategories> kAskWords{"Suit", "Lower", "Higher",
                                                                        "Value"};
// The die: the four categories, Guess and Ask & Guess.
inline constexpr std::array<std::string_view, kNumDieFaces> kDieFaceWords{
    "Different Suit", "Lower Value", "Higher Value", "Different Value", "Guess", "Ask & Guess"};

inline std::string_view category_words(Category c) {
  return kCategoryWords[static_cast<int>(c)];
}
inline std::string_view pile_label(Category c) {
  return kPileLabels[static_cast<int>(c)];
}
inline std::string_view ask_word(Category c) {
  return kAskWords[static_cast<int>(c)];
}
inline std::string_view die_face_words(DieFace f) {
  return kDieFaceWords[static_cast<int>(f)];
}

}  // namespace caper::card_caper
