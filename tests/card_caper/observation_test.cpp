// The observation tensor from a concrete position, offsets worked out by hand from the
// layout in docs/rules/card_caper.md (four players: 35 header floats, 315 per seat, the own
// hand at 1295, failed guesses at 1347, records at 2179, 3027 in all).
#include <gtest/gtest.h>

#include <vector>

#include "caper/card_caper/state.hpp"
#include "position.hpp"

namespace caper::card_caper {
namespace {

using testing::card;
using testing::filler;
using testing::Json;
using testing::Position;

constexpr std::size_t kSeat = 35;  // seat blocks start after the header
std::size_t seat(int p) {
  return kSeat + 315 * static_cast<std::size_t>(p);
}

TEST(CardCaperObservation, ShowsExactlyWhatTheViewerSees) {
  // Guess phase, dealer p3, p0 to act. p0 hides 7H and holds 2C; p2 hides AD (revealed,
  // so p0 scored 1) and holds 9D; p0 named KH against p1 without success (KH is p3's).
  Position pos;
  pos.dealer = 3;
  pos.phase = "guess";
  pos.turn = 0;
  pos.turns = 4;
  pos.seats = {filler("7H", {"2C"}), filler("QS"), filler("AD", {"9D"}), filler("KH")};
  pos.seats[2].revealed = true;
  pos.seats[0].score = 1;
  pos.failed = Json::array({{{"guesser", 0}, {"target", 1}, {"card", "KH"}}});
  const Game game("");
  const State s = pos.build(game);
  ASSERT_EQ(game.observation_shape().size(), 1U);
  ASSERT_EQ(game.observation_shape()[0], 3027);
  std::vector<float> o(3027, 7.0F);
  s.observation(0, o);
  EXPECT_EQ(o[0], 1.0F);                                     // viewer p0
  EXPECT_EQ(o[4 + 6], 1.0F);                                 // phase 6: guess
  EXPECT_EQ(o[15 + 3], 1.0F);                                // dealer p3
  EXPECT_EQ(o[19 + 0], 1.0F);                                // turn player p0
  EXPECT_EQ(o[31], 4.0F / 1000.0F);                          // turns / max_turns
  EXPECT_EQ(o[seat(0) + 2], 1.0F / 4.0F);                    // score 1 of at most 3 + 1
  EXPECT_EQ(o[seat(0) + 3 + card("7H")], 1.0F);              // own hidden card
  EXPECT_EQ(o[seat(1) + 3 + card("QS")], 0.0F);              // p1's is unknown
  EXPECT_EQ(o[seat(2)], 1.0F);                               // p2 revealed...
  EXPECT_EQ(o[seat(2) + 3 + card("AD")], 1.0F);              // ...so AD is shown
  EXPECT_EQ(o[seat(2) + 1], 12.0F / 52.0F);                  // p2's hand size
  EXPECT_EQ(o[1295 + card("2C")], 1.0F);                     // own hand
  EXPECT_EQ(o[1295 + card("9D")], 0.0F);                     // p2's hand is not
  EXPECT_EQ(o[1347 + (0 * 4 + 1) * 52 + card("KH")], 1.0F);  // the failed guess
  float ones = 0;
  for (float x : o) ones += x == 1.0F ? 1.0F : 0.0F;
  // viewer, phase, dealer, turn, p2 revealed, 2 hidden cards, 12 own hand cards, 1 guess.
  EXPECT_EQ(ones, 4.0F + 1 + 2 + 12 + 1);
  // p1 sees the same public part but not p0's hand or hidden card.
  std::vector<float> p1(3027);
  s.observation(1, p1);
  EXPECT_EQ(p1[seat(0) + 3 + card("7H")], 0.0F);
  EXPECT_EQ(p1[seat(1) + 3 + card("QS")], 1.0F);
  EXPECT_EQ(p1[1295 + card("2C")], 0.0F);
  std::vector<float> wrong(10);
  EXPECT_THROW(s.observation(0, wrong), InvalidArgument);
}

}  // namespace
}  // namespace caper::card_caper
