// Small helpers used throughout the Mansky Caper's rules: seat/slot index casts and
// branch-free appending to an action list.
#pragma once

#include <cstddef>
#include <cstdint>

#include "caper/core/action.hpp"
#include "caper/mansky_caper/actions.hpp"

namespace caper::mansky_caper {

inline std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}
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
  void add_each(ActionType type, unsigned mask, int n) {
    if (mask == 0) return;
    for (int b = 0; b < n; ++b) add(encode(type, b), ((mask >> b) & 1U) != 0);
  }

 private:
  ActionList& out_;
  ActionId* next_;
};

}  // namespace caper::mansky_caper
