// The Trap the Cap board as data: 77 squares and 4 hideouts, their kinds and edges,
// with the published topology (see docs/rules/trap_the_cap.md) built in.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "caper/core/index.hpp"

namespace caper::trap_the_cap {

inline constexpr int kSquares = 77;          // squares 0..76
inline constexpr int kRingSquares = 52;      // the ring 0..51
inline constexpr int kNodes = kSquares + 4;  // plus hideouts H0..H3 (nodes 77..80)
inline constexpr int kCentre = 58;
inline constexpr int kMaxRoll = 6;
inline constexpr std::uint8_t kFar = 255;  // distance beyond the table

constexpr int hideout_node(int seat) {
  return kSquares + seat;
}
constexpr bool is_hideout_node(int node) {
  return node >= kSquares && node < kNodes;
}
constexpr int hideout_seat(int node) {
  return node - kSquares;
}

enum class NodeKind : std::uint8_t { kYellow, kGrey, kHideout };

class Board {
 public:
  // The published board (rulings.md): ring, four spokes, centre, grey squares, hideouts.
  static const Board& standard() {
    static const Board board;
    return board;
  }

  NodeKind kind(int node) const { return kind_[idx(node)]; }
  bool is_grey(int node) const { return kind(node) == NodeKind::kGrey; }
  std::span<const std::uint8_t> neighbours(int node) const;
  // The ring junction a hideout is joined to (5, 18, 31, 44 for seats 0..3).
  int junction(int seat) const { return junction_[idx(seat)]; }
  bool is_junction(int node) const;
  // Edges on a shortest path; kFar when further than 2 * kMaxRoll.
  int distance(int a, int b) const { return dist_[slot(a, b)]; }
  // The squares (never hideouts) exactly `d` steps away (1 <= d <= 2 * kMaxRoll), ascending.
  std::span<const std::uint8_t> sphere(int node, int d) const {
    const auto& starts = sphere_start_[idx(node)];
    const auto b = starts[idx(d)];
    return {sphere_data_.data() + b, starts[idx(d) + 1] - b};
  }
  // The squares 1..kMaxRoll steps away, ascending.
  std::span<const std::uint8_t> ball(int node) const;
  // The index of `square` in ball(node), or -1.
  int ball_index(int node, int square) const { return ball_index_[slot(node, square)]; }
  // The seat whose hideout is 1..kMaxRoll steps from `node` (a square), or -1.
  int hideout_near(int node) const { return near_[idx(node)]; }
  std::span<const std::uint8_t> grey_squares() const { return grey_; }
  std::vector<std::pair<int, int>> edges() const;

 private:
  Board();
  static std::size_t slot(int a, int b) { return idx(a) * kNodes + idx(b); }
  void add_edge(int a, int b);

  std::array<NodeKind, kNodes> kind_{};
  std::array<std::array<std::uint8_t, 4>, kNodes> adj_{};
  std::array<std::uint8_t, kNodes> degree_{};
  std::array<int, 4> junction_{};
  std::array<std::uint8_t, kNodes * kNodes> dist_{};
  // sphere lists: for node and d in 1..12, [begin, end) into sphere_data_
  std::vector<std::uint8_t> sphere_data_;
  std::array<std::array<std::uint32_t, 2 * kMaxRoll + 2>, kNodes> sphere_start_{};
  std::vector<std::uint8_t> ball_data_;
  std::array<std::int8_t, kNodes * kNodes> ball_index_{};
  std::array<std::uint32_t, kNodes + 1> ball_start_{};
  std::array<int, kNodes> near_{};
  std::vector<std::uint8_t> grey_;
};

}  // namespace caper::trap_the_cap
