// Private helpers of The Mansky Caper shared by its source files (not installed): the
// edition reader, a byte cast and branch-free appending to an action list.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

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

// Names in JSON and text, by enum value.
inline constexpr std::string_view kStatusNames[4] = {"locked", "open", "destroyed", "ransacked"};
inline constexpr std::string_view kMomentNames[5] = {"none", "before_open", "loot_drawn",
                                                     "danger_drawn", "before_roll"};
inline constexpr std::string_view kAfterNames[2] = {"break_in", "enter_and_open"};
inline constexpr std::string_view kReasonNames[4] = {"none", "rooms_gone", "vote", "turn_limit"};

inline std::uint8_t u8(int v) {
  return static_cast<std::uint8_t>(v);
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
