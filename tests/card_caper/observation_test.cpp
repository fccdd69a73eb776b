// The observation tensor from concrete positions, offsets worked out by hand from the layout
// in docs/rules/card_caper.md (four players: 35 header floats, 7 per seat, the card planes
// from Q = 63, the hidden-card guess slots from R = 947, 1015 in all).
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
using testing::Seat;

constexpr std::size_t kSize = 1015;
constexpr std::size_t kSeats = 35;  // seat blocks start after the header
constexpr std::size_t kQ = 63;      // the card planes
constexpr std::size_t kR = 947;     // the hidden-card guess slots
std::size_t seat(int p) {
  return kSeats + 7 * static_cast<std::size_t>(p);
}
std::size_t plane(std::size_t i, const std::string& c) {
  return kQ + 52 * i + card(c);
}
// Plane numbers: own hand 0, hidden 1, piles 2-5, laid open 6, owner 7 + s, records 11 + c,
// guesser code 15, target code 16.
constexpr std::size_t kHand = 0, kHidden = 1, kSuit = 2, kHigher = 4, kValue = 5, kOpen = 6,
                      kOwner = 7, kRecordLower = 12, kGuesser = 15, kTarget = 16;

int ones(const std::vector<float>& o, std::size_t from, std::size_t to) {
  int k = 0;
  for (std::size_t i = from; i < to; ++i) k += o[i] == 1.0F ? 1 : 0;
  return k;
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
  ASSERT_EQ(game.observation_shape()[0], static_cast<int>(kSize));
  std::vector<float> o(kSize, 7.0F);
  s.observation(0, o);
  EXPECT_EQ(o[0], 1.0F);                          // viewer p0
  EXPECT_EQ(o[4 + 6], 1.0F);                      // phase 6: guess
  EXPECT_EQ(o[15 + 3], 1.0F);                     // dealer p3
  EXPECT_EQ(o[19 + 0], 1.0F);                     // turn player p0
  EXPECT_EQ(o[31], 4.0F / 1000.0F);               // turns / max_turns
  EXPECT_EQ(o[seat(0) + 2], 1.0F / 4.0F);         // score 1 of at most 3 + 1
  EXPECT_EQ(o[seat(2)], 1.0F);                    // p2 revealed
  EXPECT_EQ(o[seat(2) + 1], 12.0F / 52.0F);       // p2's hand size
  EXPECT_EQ(o[plane(kHidden, "7H")], 1.0F);       // own hidden card
  EXPECT_EQ(o[plane(kHidden, "AD")], 1.0F);       // p2's is revealed
  EXPECT_EQ(o[plane(kHidden, "QS")], 0.0F);       // p1's is unknown
  EXPECT_EQ(o[plane(kOwner + 2, "AD")], 1.0F);    // ...and AD is p2's
  EXPECT_EQ(o[plane(kOwner + 0, "7H")], 1.0F);    // 7H is p0's
  EXPECT_EQ(o[plane(kHand, "2C")], 1.0F);         // own hand
  EXPECT_EQ(o[plane(kOwner + 0, "2C")], 1.0F);    // ...is p0's
  EXPECT_EQ(o[plane(kHand, "9D")], 0.0F);         // p2's hand is not shown
  EXPECT_EQ(o[plane(kOwner + 2, "9D")], 0.0F);    // nor whose 9D is
  EXPECT_EQ(o[kR], (card("KH") + 1.0F) / 52.0F);  // KH named as a hidden card...
  EXPECT_EQ(o[kR + 1 + 0 * 4 + 1], 1.0F);         // ...by p0 as p1's
  // viewer, phase, dealer, turn, p2 revealed, 2 hidden cards, 12 own hand cards and their
  // 12 + 1 owner marks for p0 and 1 for p2, 1 guess pair.
  EXPECT_EQ(ones(o, 0, kSize), 4 + 1 + 2 + 12 + 13 + 1 + 1);
  // p1 sees the same public part but not p0's hand or hidden card.
  std::vector<float> p1(kSize);
  s.observation(1, p1);
  EXPECT_EQ(p1[plane(kHidden, "7H")], 0.0F);
  EXPECT_EQ(p1[plane(kOwner + 0, "7H")], 0.0F);
  EXPECT_EQ(p1[plane(kHidden, "QS")], 1.0F);
  EXPECT_EQ(p1[plane(kHand, "2C")], 0.0F);
  EXPECT_EQ(p1[kR + 1 + 0 * 4 + 1], 1.0F);
  std::vector<float> wrong(10);
  EXPECT_THROW(s.observation(0, wrong), InvalidArgument);
  EXPECT_THROW(s.observation(4, o), InvalidArgument);
}

TEST(CardCaperObservation, RecordsAndFailedGuesses) {
  // Dealer p3, p2 to roll. p1 hides 9H and opened with Suit TC, Higher JD, Value QC,
  // leaving Lower empty (the record: nothing lower, gone TC JD QC); later p0 named 9C as
  // p2's and 9C was laid open from p1's hand. p2 and p0 named 9H (p1's hidden card) as p3's,
  // p3 named 2C (p0's hidden card) as p1's.
  Position pos;
  pos.dealer = 3;
  pos.phase = "roll";
  pos.turn = 2;
  pos.turns = 5;
  Seat p1;
  p1.hidden = "9H";
  p1.hand = {"9D", "9S", "TD", "TH", "TS", "JC", "JH", "JS"};
  p1.piles = {{"suit", {"TC"}}, {"higher", {"JD"}}, {"value", {"QC"}}};
  p1.laid_open = {"9C"};
  pos.seats = {filler("2C"), p1, filler("3C"), filler("4C")};
  pos.unable = Json::array({{{"player", 1},
                             {"category", "lower"},
                             {"pile", Json::array()},
                             {"gone", {"TC", "JD", "QC"}}}});
  pos.failed = Json::array({{{"guesser", 0}, {"target", 2}, {"card", "9C"}},
                            {{"guesser", 2}, {"target", 3}, {"card", "9H"}},
                            {{"guesser", 0}, {"target", 3}, {"card", "9H"}},
                            {{"guesser", 3}, {"target", 1}, {"card", "2C"}}});
  const Game game("");
  const State s = pos.build(game);
  std::vector<float> o(kSize, 7.0F);
  s.observation(0, o);
  EXPECT_EQ(o[4 + 4], 1.0F);                // phase 4: roll
  EXPECT_EQ(o[seat(1) + 1], 8.0F / 52.0F);  // p1 holds 8 cards
  EXPECT_EQ(o[seat(1) + 3 + 1], 1.0F);      // p1's Lower record
  EXPECT_EQ(ones(o, seat(1) + 3, seat(1) + 7), 1);
  EXPECT_EQ(o[plane(kSuit, "TC")], 1.0F);
  EXPECT_EQ(o[plane(kHigher, "JD")], 1.0F);
  EXPECT_EQ(o[plane(kValue, "QC")], 1.0F);
  EXPECT_EQ(o[plane(kOpen, "9C")], 1.0F);
  for (const char* c : {"TC", "JD", "QC", "9C"}) EXPECT_EQ(o[plane(kOwner + 1, c)], 1.0F) << c;
  EXPECT_EQ(ones(o, kQ + 52 * (kOwner + 1), kQ + 52 * (kOwner + 2)), 4);
  // 9C left p1's hand after the record; TC, JD, QC are its `gone`.
  EXPECT_EQ(o[plane(kRecordLower, "9C")], 1.0F);
  EXPECT_EQ(ones(o, kQ + 52 * 11, kQ + 52 * 15), 1);
  EXPECT_EQ(o[plane(kGuesser, "9C")], 1.0F / 8);  // guesser p0: (0 + 1) / 8
  EXPECT_EQ(o[plane(kTarget, "9C")], 3.0F / 8);   // target p2: (2 + 1) / 8
  // Slots in card order: 2C (clubs) before 9H.
  ASSERT_LT(card("2C"), card("9H"));
  EXPECT_EQ(o[kR], (card("2C") + 1.0F) / 52.0F);
  EXPECT_EQ(o[kR + 1 + 3 * 4 + 1], 1.0F);  // p3 named it as p1's
  EXPECT_EQ(o[kR + 17], (card("9H") + 1.0F) / 52.0F);
  EXPECT_EQ(o[kR + 18 + 2 * 4 + 3], 1.0F);  // p2 as p3's
  EXPECT_EQ(o[kR + 18 + 0 * 4 + 3], 1.0F);  // p0 as p3's
  EXPECT_EQ(ones(o, kR, kSize), 3);
  for (std::size_t i = kR + 34; i < kSize; ++i) EXPECT_EQ(o[i], 0.0F) << i;  // empty slots
  // viewer, phase, dealer, turn; the record flag; 12 own hand cards, own hidden card, 3 pile
  // cards, 1 laid open; owner marks 13 + 4; 1 record mark; 3 guess pairs.
  EXPECT_EQ(ones(o, 0, kSize), 4 + 1 + 12 + 1 + 3 + 1 + 17 + 1 + 3);
}

TEST(CardCaperObservation, EachSeatShowsOnlyItsOwnRecords) {
  // Only p2 has a record (Lower, after opening with Suit TC, Higher JD, Value QC): the four
  // record flags of every other seat stay 0, whoever views.
  Position pos;
  pos.dealer = 3;
  pos.phase = "roll";
  pos.turn = 0;
  pos.turns = 2;
  Seat p2;
  p2.hidden = "9H";
  p2.hand = {"9C", "9D", "9S", "TD", "TH", "TS", "JC", "JH", "JS"};
  p2.piles = {{"suit", {"TC"}}, {"higher", {"JD"}}, {"value", {"QC"}}};
  pos.seats = {filler("2C"), filler("3C"), p2, filler("4C")};
  pos.unable = Json::array({{{"player", 2},
                             {"category", "lower"},
                             {"pile", Json::array()},
                             {"gone", {"TC", "JD", "QC"}}}});
  const Game game("");
  const State s = pos.build(game);
  for (int viewer = 0; viewer < 4; ++viewer) {
    std::vector<float> o(kSize);
    s.observation(viewer, o);
    for (int p = 0; p < 4; ++p)
      for (std::size_t c = 0; c < 4; ++c)
        EXPECT_EQ(o[seat(p) + 3 + c], p == 2 && c == 1 ? 1.0F : 0.0F)
            << "viewer " << viewer << " seat " << p << " category " << c;
  }
}

}  // namespace
}  // namespace caper::card_caper
