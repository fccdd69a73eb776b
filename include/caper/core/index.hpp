// Index helpers written once for every game: seats, cards and squares are ints in the
// rules, std::array wants size_t. `at(a, i)` is a[i] with that cast in one place.
#pragma once

#include <cstddef>

namespace caper {

// The unsigned index of a non-negative int (seat, card, square, pile).
constexpr std::size_t idx(int i) {
  return static_cast<std::size_t>(i);
}

// a[i] for an array-like `a` indexed by an int.
template <class Array>
constexpr decltype(auto) at(Array& a, int i) {
  return a[static_cast<std::size_t>(i)];
}

}  // namespace caper
