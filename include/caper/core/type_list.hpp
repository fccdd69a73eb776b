// A compile-time list of types, and a loop over it: how the catalogue names its games
// once (caper/game_list.hpp) and every compile-time "for each game" follows from it.
#pragma once

#include <cstddef>

namespace caper {

template <class... T>
struct TypeList {
  static constexpr std::size_t size = sizeof...(T);
};

// Calls f.template operator()<T>() for every T of the list, in order.
template <class... T, class F>
void for_each_type(TypeList<T...> /*list*/, F&& f) {
  (f.template operator()<T>(), ...);
}

}  // namespace caper
