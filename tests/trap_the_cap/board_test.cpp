// The board's topology: the facts of rulings.md, checked on the built-in table.
#include <algorithm>
#include <cstdlib>
#include <set>
#include <vector>

#include <gtest/gtest.h>

#include "caper/trap_the_cap/data.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

const Board& board() {
  return Board::standard();
}

std::vector<int> neighbours(int node) {
  auto span = board().neighbours(node);
  return {span.begin(), span.end()};
}

TEST(TrapTheCapBoard, RingOf52SquaresClosed) {
  for (int i = 0; i < kRingSquares; ++i) {
    auto n = neighbours(i);
    EXPECT_NE(std::find(n.begin(), n.end(), (i + 1) % 52), n.end()) << i;
    EXPECT_NE(std::find(n.begin(), n.end(), (i + 51) % 52), n.end()) << i;
  }
  EXPECT_EQ(neighbours(0), (std::vector<int>{1, 51}));
}

TEST(TrapTheCapBoard, SpokesFromJunctionsToCentre) {
  const std::vector<std::vector<int>> spokes{{5, 52, 53, 54, 55, 56, 57, 58},
                                             {18, 64, 63, 62, 61, 60, 59, 58},
                                             {31, 76, 75, 74, 73, 72, 71, 58},
                                             {44, 70, 69, 68, 67, 66, 65, 58}};
  for (const auto& spoke : spokes)
    for (std::size_t i = 0; i + 1 < spoke.size(); ++i) {
      EXPECT_EQ(board().distance(spoke[i], spoke[i + 1]), 1) << spoke[i] << "-" << spoke[i + 1];
    }
  EXPECT_EQ(neighbours(kCentre), (std::vector<int>{57, 59, 65, 71}));
  EXPECT_EQ(neighbours(5), (std::vector<int>{4, 6, 52, hideout_node(0)}));
  EXPECT_EQ(neighbours(18), (std::vector<int>{17, 19, 64, hideout_node(1)}));
  EXPECT_EQ(neighbours(31), (std::vector<int>{30, 32, 76, hideout_node(2)}));
  EXPECT_EQ(neighbours(44), (std::vector<int>{43, 45, 70, hideout_node(3)}));
  EXPECT_EQ(board().distance(5, kCentre), 7);
}

TEST(TrapTheCapBoard, HideoutsJoinedOnlyToTheirJunction) {
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(neighbours(hideout_node(s)), (std::vector<int>{board().junction(s)}));
    EXPECT_EQ(board().kind(hideout_node(s)), NodeKind::kHideout);
  }
  EXPECT_EQ(board().junction(0), 5);
  EXPECT_EQ(board().junction(3), 44);
}

TEST(TrapTheCapBoard, TwelveGreySquaresThreeStepsFromAJunction) {
  const std::set<int> grey{2, 8, 15, 21, 28, 34, 41, 47, 54, 62, 68, 74};
  int count = 0;
  for (int sq = 0; sq < kSquares; ++sq) {
    EXPECT_EQ(board().is_grey(sq), grey.count(sq) == 1) << sq;
    if (board().is_grey(sq)) {
      ++count;
      int nearest = 99;
      for (int j : {5, 18, 31, 44}) nearest = std::min(nearest, board().distance(sq, j));
      EXPECT_EQ(nearest, 3) << sq;
    }
  }
  EXPECT_EQ(count, 12);
}

TEST(TrapTheCapBoard, SeventySevenSquaresAndEdgeCount) {
  // 52 ring edges + 4 spokes of 7 edges + 4 hideout edges.
  EXPECT_EQ(board().edges().size(), 52U + 28U + 4U);
  for (int sq = 0; sq < kSquares; ++sq) EXPECT_NE(board().kind(sq), NodeKind::kHideout);
}

// The move generator relies on this: every walk of at most 12 steps that never revisits
// a square ends exactly at the distance it walked (the board has no short cycle).
int count_walk_ends(int node, int prev_mask_dummy, int steps, int from, std::vector<int>& path,
                    std::set<int>& ends) {
  (void)prev_mask_dummy;
  if (steps == 0) {
    ends.insert(node);
    return 1;
  }
  int total = 0;
  for (std::uint8_t next : board().neighbours(node)) {
    if (std::find(path.begin(), path.end(), next) != path.end()) continue;
    path.push_back(next);
    total += count_walk_ends(next, 0, steps - 1, from, path, ends);
    path.pop_back();
  }
  return total;
}

TEST(TrapTheCapBoard, WalksWithoutRevisitsEndExactlyAtTheirLength) {
  for (int start = 0; start < kNodes; ++start)
    for (int n = 1; n <= kMaxRoll; ++n) {
      std::vector<int> path{start};
      std::set<int> ends;
      const int walks = count_walk_ends(start, 0, n, start, path, ends);
      std::set<int> squares;
      for (int e : ends)
        if (e < kSquares) squares.insert(e);
      auto sphere = board().sphere(start, n);
      EXPECT_EQ(squares, std::set<int>(sphere.begin(), sphere.end())) << start << " " << n;
      EXPECT_EQ(static_cast<std::size_t>(walks), ends.size()) << "two walks to one square";
      for (int e : ends) EXPECT_EQ(board().distance(start, e), n);
    }
}

// So a 6 always gives a legal move (yellow squares take any number of own caps and trap
// the rest): a pass never comes with a 6.
TEST(TrapTheCapBoard, EveryNodeHasAYellowSquareSixStepsAway) {
  for (int node = 0; node < kNodes; ++node) {
    int yellow = 0;
    for (std::uint8_t e : board().sphere(node, 6))
      if (!board().is_grey(e)) ++yellow;
    EXPECT_GT(yellow, 0) << node;
  }
}

// The constants behind Game::max_legal_actions(), from the board.
TEST(TrapTheCapBoard, BoundsOnMovesPerPiece) {
  std::size_t ends = 0, after_hideout = 0;
  int reversals = 0;
  for (int s = 0; s < kNodes; ++s)
    for (int n = 1; n <= kMaxRoll; ++n) {
      ends = std::max(ends, board().sphere(s, n).size());
      int count = 0;
      for (int k = 1; k < n; ++k)
        for (std::uint8_t t : board().sphere(s, k))
          for (int e = 0; e < kSquares; ++e)
            if (board().distance(t, e) == n - k && board().distance(s, e) == std::abs(2 * k - n))
              ++count;
      reversals = std::max(reversals, count);
    }
  for (int h = 0; h < 4; ++h)
    for (int r = 1; r < kMaxRoll; ++r)
      after_hideout = std::max(after_hideout, board().sphere(hideout_node(h), r).size());
  EXPECT_EQ(static_cast<int>(ends + 1 + after_hideout), kMaxEndsPerPiece);
  EXPECT_EQ(reversals, kMaxGoldenReversals);
}

}  // namespace
}  // namespace caper::trap_the_cap
