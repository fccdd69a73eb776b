// The names of an enum's values, declared once per enum as an array by value (a game's
// kPhaseNames): the JSON writer, the loader, the text and the game info all read that
// array, and the schema test compares docs/schema/<game>.json with the info's list.
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <string_view>

namespace caper {

// The name of `value`, from its enum's names listed by value.
template <class Enum, std::size_t N>
constexpr std::string_view name_of(const std::array<std::string_view, N>& names, Enum value) {
  return names[static_cast<std::size_t>(value)];
}

// True when no value is left without a name (an array longer than its initializer list
// holds empty names): each game asserts it of its kPhaseNames, sized kOver + 1.
template <std::size_t N>
constexpr bool every_value_named(const std::array<std::string_view, N>& names) {
  for (const std::string_view name : names)
    if (name.empty()) return false;
  return true;
}

}  // namespace caper
