// A list with a fixed capacity stored inline: filling it never touches the heap.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>

namespace caper {

namespace detail {
// Stops the program, as a broken precondition does (GSL's Expects, which the compiled
// library uses, is kept out of this public header so that a user of it needs no GSL).
// Every capacity is a proven bound of its game, so filling past it is a bug of the
// library, and writing on would overwrite memory.
[[noreturn]] void fixed_list_out_of_bounds() noexcept;
}  // namespace detail

template <class T, std::size_t Capacity>
class FixedList {
 public:
  static constexpr std::size_t kCapacity = Capacity;

  void push_back(const T& value) {
    if (size_ >= Capacity) [[unlikely]]
      detail::fixed_list_out_of_bounds();
    items_[size_++] = value;
  }
  // Appends make(i) for every set bit i of `bits`, lowest first: how lists of cards kept
  // as bit sets are written. The room is checked once for the run, not per element.
  template <class Make>
  void append_bits(std::uint64_t bits, Make make) {
    // (Room for 64 needs no count: std::popcount is a library call on baseline x86-64.)
    if (Capacity - size_ < 64 && static_cast<std::size_t>(std::popcount(bits)) > Capacity - size_)
        [[unlikely]]
      detail::fixed_list_out_of_bounds();
    T* end = items_.data() + size_;
    for (; bits != 0; bits &= bits - 1) *end++ = make(std::countr_zero(bits));
    size_ = static_cast<std::uint32_t>(end - items_.data());
  }
  void clear() noexcept { size_ = 0; }
  void resize(std::size_t n) {
    if (n > Capacity) [[unlikely]]
      detail::fixed_list_out_of_bounds();
    size_ = static_cast<std::uint32_t>(n);
  }
  void pop_back() {
    if (size_ == 0) [[unlikely]]
      detail::fixed_list_out_of_bounds();
    --size_;
  }

  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  static constexpr std::size_t capacity() noexcept { return Capacity; }

  T& operator[](std::size_t i) { return items_[i]; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  T& back() { return items_[size_ - 1]; }
  const T& back() const { return items_[size_ - 1]; }

  T* begin() noexcept { return items_.data(); }
  T* end() noexcept { return items_.data() + size_; }
  const T* begin() const noexcept { return items_.data(); }
  const T* end() const noexcept { return items_.data() + size_; }
  T* data() noexcept { return items_.data(); }
  const T* data() const noexcept { return items_.data(); }

  std::span<const T> view() const noexcept { return {items_.data(), size_}; }

  bool contains(const T& value) const {
    for (const T& item : *this)
      if (item == value) return true;
    return false;
  }

  friend bool operator==(const FixedList& a, const FixedList& b) {
    if (a.size_ != b.size_) return false;
    for (std::size_t i = 0; i < a.size_; ++i)
      if (!(a.items_[i] == b.items_[i])) return false;
    return true;
  }

 private:
  // Left uninitialised on purpose: only the first size_ items are ever read, and zeroing
  // a 4 KB action list on every construction would cost more than filling it.
  std::array<T, Capacity> items_;
  std::uint32_t size_ = 0;
};

}  // namespace caper
