// Private helpers of The Mansky Caper shared by its source files (not installed): the
// edition reader, a byte cast and branch-free appending to an action list.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include <gsl/util>

#include "caper/core/action.hpp"
#include "caper/core/index.hpp"
#include "caper/mansky_caper/action.hpp"
#include "caper/mansky_caper/data.hpp"
#include "caper/mansky_caper/state.hpp"
#include "core/json_util.hpp"

namespace caper::mansky_caper {

// Reads an `edition` object: every key is optional and replaces the default's; errors
// are BadOptions naming the field ("options.edition.rooms[3].danger: ...").
Edition edition_from_json(const json::Json& value, const std::string& path);
json::Json edition_json(const Edition& edition);

// The item kinds as State::transfer and State::holding take them.
inline constexpr int kFavors = static_cast<int>(ItemKind::kFavor);
inline constexpr int kKeys = static_cast<int>(ItemKind::kKey);
inline constexpr int kGems = static_cast<int>(ItemKind::kGem);
inline constexpr int kCoins = static_cast<int>(ItemKind::kCoin);

// Names in JSON and text, by enum value.
inline constexpr std::string_view kStatusNames[4] = {"locked", "open", "destroyed", "ransacked"};
inline constexpr std::string_view kMomentNames[5] = {"none", "before_open", "loot_drawn",
                                                     "danger_drawn", "before_roll"};
inline constexpr std::string_view kAfterNames[2] = {"break_in", "enter_and_open"};
inline constexpr std::string_view kReasonNames[4] = {"none", "rooms_gone", "vote", "turn_limit"};

// A seat, room, bit mask or token count stored in a state byte, in range by the rules: at
// most kMaxChars characters and kMaxRooms rooms (a mask has a bit for each), and tokens only
// move between the supply, the safes, the rooms and the characters, so no count exceeds the
// edition's totals (at most 255 of each, data.cpp), and nothing takes more than is there.
// Not checked (the loader's checked_byte throws instead).
inline std::uint8_t as_byte(int v) {
  return gsl::narrow_cast<std::uint8_t>(v);
}
static_assert(kMaxChars <= 8 && kMaxRooms <= 8);

// The length of an edition's list as an int: the edition reader caps every list short
// (kMaxRoomCards rooms, kMaxCharacters characters, kMaxLootKinds and kMaxGaspKinds kinds).
template <class List>
int size_of(const List& list) {
  return gsl::narrow_cast<int>(list.size());
}

// Appends to an action list without a branch per candidate: in playouts these conditions
// are unpredictable, and a mispredicted branch costs more than a wasted store. Each
// candidate is written at the end and kept or not; the list's size is set on destruction.
class Appender {
 public:
  // A list has room for every candidate of a position past its legal actions.
  static_assert(ActionList::kCapacity >= 256);

  explicit Appender(ActionList& out) : out_(out), next_(out.end()) {}
  ~Appender() { out_.resize(static_cast<std::size_t>(next_ - out_.data())); }
  Appender(const Appender&) = delete;
  Appender& operator=(const Appender&) = delete;

  void add(ActionId id, bool keep = true) {
    *next_ = id;
    next_ += keep ? 1 : 0;
  }
  // The action of `type` with argument b, for each bit b (< n) set in `mask`. (An empty
  // mask is common and skipped: that branch is well predicted.)
  void add_each(ActionKind type, unsigned mask, int n) {
    if (mask == 0) return;
    for (int b = 0; b < n; ++b) add(encode(type, b), ((mask >> b) & 1U) != 0);
  }

 private:
  ActionList& out_;
  ActionId* next_;
};

}  // namespace caper::mansky_caper
