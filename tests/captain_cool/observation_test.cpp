// The observation tensor: its layout on a concrete position, and that it holds exactly
// what the seat's JSON view holds.
#include <gtest/gtest.h>

#include <vector>

#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

std::vector<float> obs(const State& s, int player) {
  std::vector<float> out(static_cast<std::size_t>(observation_size(s.game().num_players())));
  s.observation(player, out);
  return out;
}

// The row of card c in the card planes.
std::vector<float> card_row(const std::vector<float>& o, int n, int c) {
  const int width = card_plane_width(n);
  const auto begin = o.end() - kNumCards * width + c * width;
  return {begin, begin + width};
}

TEST(CaptainCoolObservation, SizeAndCardPlanesOfAConcretePosition) {
  Game g(R"({"players": 2})");
  ASSERT_EQ(g.observation_shape().size(), 1u);
  // 42 + 41 * 2 + 2 * 4 + 50 * 13
  EXPECT_EQ(g.observation_shape()[0], 782);
  Position pos(g);
  pos.pub(0, 0, 3).circle(47).discard(49).hand(0, 20, false).hand(1, 21, false).hand(1, 22);
  const State s = pos.build();
  const std::vector<float> o = obs(s, 0);
  ASSERT_EQ(o.size(), 782u);
  auto row = [&](int c) { return card_row(o, 2, c); };
  // Columns: pub slots 0..7, circle 8, discard 9, hand p0 10, hand p1 11, shown 12.
  EXPECT_EQ(row(3), (std::vector<float>{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(row(47)[8], 1.0f);
  EXPECT_EQ(row(49)[9], 1.0f);
  EXPECT_EQ(row(20)[10], 1.0f);  // own hidden card: seen, not shown
  EXPECT_EQ(row(20)[12], 0.0f);
  for (float f : row(21)) EXPECT_EQ(f, 0.0f);  // p1's hidden card: unknown
  EXPECT_EQ(row(22)[11], 1.0f);                // p1's shown card
  EXPECT_EQ(row(22)[12], 1.0f);
  for (float f : row(30)) EXPECT_EQ(f, 0.0f);  // in a pile: unknown
  // p1 sees its own card 21 but not p0's 20.
  const std::vector<float> o1 = obs(s, 1);
  EXPECT_EQ(card_row(o1, 2, 21)[11], 1.0f);
  for (float f : card_row(o1, 2, 20)) EXPECT_EQ(f, 0.0f);
  // The first sections: round 1 of 5, phase 'choose' (index 5).
  EXPECT_EQ(std::vector<float>(o.begin(), o.begin() + 5), (std::vector<float>{1, 0, 0, 0, 0}));
  EXPECT_EQ(o[5 + static_cast<int>(Phase::kChoose)], 1.0f);
  std::vector<float> short_buffer(10);
  EXPECT_THROW(s.observation(0, short_buffer), InvalidArgument);
}

// Random games: equal views give equal tensors (every determinization), different views
// different tensors.
TEST(CaptainCoolObservation, MatchesTheJsonViewInRandomGames) {
  for (const char* options : {R"({"players": 2})", R"({"players": 5, "advanced": true})"}) {
    Game g(options);
    const int n = g.num_players();
    Rng rng(5);
    State s = g.initial_state();
    std::vector<State> seen;
    while (!s.is_terminal()) {
      seen.push_back(s);
      s = random_step(s, rng);
    }
    seen.push_back(s);
    for (std::size_t i = 0; i < seen.size(); i += 7) {
      for (int p = 0; p < n; ++p) {
        Rng r(i);
        const State d = seen[i].determinize(p, r);
        EXPECT_EQ(obs(d, p), obs(seen[i], p));
        if (i + 1 < seen.size()) {
          EXPECT_EQ(seen[i].to_json(p) == seen[i + 1].to_json(p),
                    obs(seen[i], p) == obs(seen[i + 1], p));
        }
      }
    }
  }
}

}  // namespace
}  // namespace caper::captain_cool::testing
