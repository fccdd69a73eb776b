#include "board_picture.hpp"

#include <array>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "caper/core/index.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

constexpr int kSide = 15;  // cells a side; the ring uses the 13 between the corners

// The cell (row, column) of every square: the ring counter-clockwise from the bottom left
// (51, 0 .. 11 along the bottom, 12 .. 24 up the right, 25 .. 37 along the top, 38 .. 50
// down the left), so that each junction (5, 18, 31, 44) is the middle of its side, and
// each spoke straight from its junction to the centre.
std::array<std::pair<int, int>, kSquares> cells() {
  std::array<std::pair<int, int>, kSquares> at{};
  for (int i = 0; i < 13; ++i) {
    at[idx((51 + i) % 52)] = {14, 1 + i};
    at[idx(12 + i)] = {13 - i, 14};
    at[idx(25 + i)] = {0, 13 - i};
    at[idx(38 + i)] = {1 + i, 0};
  }
  for (int i = 0; i < 6; ++i) {
    at[idx(52 + i)] = {13 - i, 7};  // seat 0's spoke, up from the bottom
    at[idx(64 - i)] = {7, 13 - i};  // seat 1's, in from the right
    at[idx(76 - i)] = {1 + i, 7};   // seat 2's, down from the top
    at[idx(70 - i)] = {7, 1 + i};   // seat 3's, in from the left
  }
  at[kCentre] = {7, 7};
  return at;
}

}  // namespace

std::vector<std::string> board_picture(const State& state) {
  static const std::array<std::pair<int, int>, kSquares> at = cells();
  const Board& board = Board::standard();
  std::array<std::array<std::string, kSide>, kSide> grid;
  for (auto& row : grid) row.fill("   ");
  for (int sq = 0; sq < kSquares; ++sq) {
    const char mark = sq == kCentre ? '+' : board.is_grey(sq) ? ':' : '.';
    const bool junction = board.is_junction(sq);
    grid[idx(at[idx(sq)].first)][idx(at[idx(sq)].second)] =
        junction ? fmt::format("[{}]", mark) : fmt::format(" {} ", mark);
  }
  std::array<int, kSquares> stacks_on{};
  for (const Stack& s : state.stacks()) {
    std::string& cell = grid[idx(at[s.square].first)][idx(at[s.square].second)];
    const int count = ++stacks_on[s.square];
    if (count > 1) {
      cell[2] = static_cast<char>('0' + std::min(count, 9));
      continue;
    }
    cell[1] = s.top == kGold ? 'G' : static_cast<char>('0' + s.top);
    if (s.prisoner_count() > 0) cell[2] = '^';
  }
  std::vector<std::string> lines;
  for (const auto& row : grid) lines.push_back(fmt::format("{}", fmt::join(row, "")));
  return lines;
}

std::vector<std::string> board_legend() {
  return {"ring: 51, 0..11 along the bottom,", "  12..24 up the right side,",
          "  25..37 along the top,",           "  38..50 down the left side;",
          "spokes to the centre 58: 52..57",   "  up, 64..59 from the right,",
          "  76..71 down, 70..65 from left;",  "[ ] junction, : grey square,",
          "0-3 top cap's colour, G gold,",     "^ prisoners under it"};
}

}  // namespace caper::trap_the_cap
