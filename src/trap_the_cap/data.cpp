#include "caper/trap_the_cap/data.hpp"

#include <algorithm>

#include <gsl/assert>
#include <gsl/narrow>

namespace caper::trap_the_cap {
namespace {

constexpr std::array<int, 4> kJunctions{5, 18, 31, 44};
// Each spoke from its junction to (not including) the centre.
constexpr std::array<std::array<int, 6>, 4> kSpokes{{{52, 53, 54, 55, 56, 57},
                                                     {64, 63, 62, 61, 60, 59},
                                                     {76, 75, 74, 73, 72, 71},
                                                     {70, 69, 68, 67, 66, 65}}};
constexpr std::array<int, 12> kGrey{2, 8, 15, 21, 28, 34, 41, 47, 54, 62, 68, 74};

}  // namespace

void Board::add_edge(int a, int b) {
  auto ua = idx(a);
  auto ub = idx(b);
  Expects(degree_[ua] < 4 && degree_[ub] < 4);
  adj_[ua][degree_[ua]++] = gsl::narrow<std::uint8_t>(b);
  adj_[ub][degree_[ub]++] = gsl::narrow<std::uint8_t>(a);
}

Board::Board() {
  kind_.fill(NodeKind::kYellow);
  for (int g : kGrey) kind_[idx(g)] = NodeKind::kGrey;
  for (int s = 0; s < 4; ++s) kind_[idx(hideout_node(s))] = NodeKind::kHideout;
  for (int i = 0; i < kRingSquares; ++i) add_edge(i, (i + 1) % kRingSquares);
  for (int s = 0; s < 4; ++s) {
    const auto& spoke = kSpokes[idx(s)];
    int prev = kJunctions[idx(s)];
    for (int sq : spoke) {
      add_edge(prev, sq);
      prev = sq;
    }
    add_edge(prev, kCentre);
    add_edge(kJunctions[idx(s)], hideout_node(s));
    junction_[idx(s)] = kJunctions[idx(s)];
  }
  for (int n = 0; n < kNodes; ++n) {
    auto& a = adj_[idx(n)];
    std::sort(a.begin(), a.begin() + degree_[idx(n)]);
  }
  // Breadth-first distances from every node.
  dist_.fill(kFar);
  ball_index_.fill(-1);
  for (int from = 0; from < kNodes; ++from) {
    std::array<int, kNodes> queue{};
    int head = 0, tail = 0;
    queue[idx(tail++)] = from;
    dist_[slot(from, from)] = 0;
    while (head < tail) {
      const int n = queue[idx(head++)];
      const int d = dist_[slot(from, n)];
      if (d >= 2 * kMaxRoll) continue;
      for (std::uint8_t m : neighbours(n)) {
        if (dist_[slot(from, m)] != kFar) continue;
        dist_[slot(from, m)] = gsl::narrow<std::uint8_t>(d + 1);
        queue[idx(tail++)] = m;
      }
    }
  }
  for (int n = 0; n < kNodes; ++n) {
    auto& starts = sphere_start_[idx(n)];
    for (int d = 1; d <= 2 * kMaxRoll; ++d) {
      starts[idx(d)] = gsl::narrow<std::uint32_t>(sphere_data_.size());
      for (int m = 0; m < kSquares; ++m)
        if (distance(n, m) == d) sphere_data_.push_back(gsl::narrow<std::uint8_t>(m));
    }
    starts[2 * kMaxRoll + 1] = gsl::narrow<std::uint32_t>(sphere_data_.size());
    ball_start_[idx(n)] = gsl::narrow<std::uint32_t>(ball_data_.size());
    int index = 0;
    for (int m = 0; m < kSquares; ++m)
      if (distance(n, m) >= 1 && distance(n, m) <= kMaxRoll) {
        ball_data_.push_back(gsl::narrow<std::uint8_t>(m));
        ball_index_[slot(n, m)] = gsl::narrow<std::int8_t>(index++);
      }
    int near = -1;
    if (n < kSquares)
      for (int s = 0; s < 4; ++s)
        if (distance(n, hideout_node(s)) <= kMaxRoll) near = s;
    near_[idx(n)] = near;
  }
  ball_start_[kNodes] = gsl::narrow<std::uint32_t>(ball_data_.size());
  for (int g : kGrey) grey_.push_back(gsl::narrow<std::uint8_t>(g));
}

std::span<const std::uint8_t> Board::neighbours(int node) const {
  const auto n = idx(node);
  return {adj_[n].data(), degree_[n]};
}

bool Board::is_junction(int node) const {
  return std::find(kJunctions.begin(), kJunctions.end(), node) != kJunctions.end();
}

std::span<const std::uint8_t> Board::ball(int node) const {
  const auto b = ball_start_[idx(node)];
  const auto e = ball_start_[idx(node) + 1];
  return {ball_data_.data() + b, e - b};
}

std::vector<std::pair<int, int>> Board::edges() const {
  std::vector<std::pair<int, int>> out;
  for (int a = 0; a < kNodes; ++a)
    for (std::uint8_t b : neighbours(a))
      if (a < b) out.emplace_back(a, b);
  return out;
}

}  // namespace caper::trap_the_cap
