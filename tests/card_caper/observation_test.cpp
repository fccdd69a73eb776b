// The observation tensor from concrete positions, offsets and values worked out by hand from
// the layout in docs/rules/card_caper.md. Four players: 35 header floats, the seats' facts
// from S = 35 (revealed, hand sizes, scores: 4 each; records 16), the hidden-card guess
// slots from G = 63 (4 of 5 floats), the card codes from C = 83 (place, records, guess: 52
// each), 239 in all. Card ids: AC = 0 .. KC = 12, AD = 13 .., AH = 26 .., AS = 39 ..
#include <gtest/gtest.h>

#include <vector>

#include "caper/card_caper/game.hpp"
#include "caper/core/playout.hpp"
#include "position.hpp"

namespace caper::card_caper {
namespace {

using testing::card;
using testing::filler;
using testing::Json;
using testing::Position;
using testing::Seat;

constexpr std::size_t kSize = 239;
constexpr std::size_t kRevealed = 35, kHandSize = 39, kScore = 43, kRecords = 47;
constexpr std::size_t kSlots = 63, kPlace = 83, kRecordCode = 135, kGuess = 187;
std::size_t at(std::size_t plane, const std::string& c) {
  return plane + card(c);
}

int nonzero(const std::vector<float>& o) {
  int k = 0;
  for (float x : o) k += x != 0.0F ? 1 : 0;
  return k;
}

TEST(CardCaperObservation, SizeForEachPlayerCount) {
  // n^2 + 12n + 175: 4n + 19 header, 7n seat facts, n slots of 1 + n, 3 x 52 card codes.
  const auto size = [](int n) {
    return Game(R"({"players": )" + std::to_string(n) + "}").observation_layout().size;
  };
  EXPECT_EQ(size(2), 203);
  EXPECT_EQ(size(3), 220);
  EXPECT_EQ(size(4), 239);
  EXPECT_EQ(size(5), 260);
  EXPECT_EQ(size(6), 283);
  const Game game("");
  ASSERT_EQ(game.observation_shape().size(), 1U);
  EXPECT_EQ(game.observation_shape()[0], 239);
}

TEST(CardCaperObservation, LayoutSectionsAtTheDocumentedOffsets) {
  // Four players, the offsets of docs/rules/card_caper.md worked out above.
  const Game game("");
  const ObservationLayout& l = game.observation_layout();
  EXPECT_EQ(l.phase.offset, 4);
  EXPECT_EQ(l.category.offset, 4 * 4 + 11);
  EXPECT_EQ(l.end.end(), 35);
  EXPECT_EQ(idx(l.revealed.offset), kRevealed);
  EXPECT_EQ(idx(l.hand_size.offset), kHandSize);
  EXPECT_EQ(idx(l.score.offset), kScore);
  EXPECT_EQ(idx(l.unable.offset), kRecords);
  EXPECT_EQ(idx(l.hidden_guesses.offset), kSlots);
  EXPECT_EQ(idx(l.card_place.offset), kPlace);
  EXPECT_EQ(idx(l.card_records.offset), kRecordCode);
  EXPECT_EQ(idx(l.card_guess.offset), kGuess);
  EXPECT_EQ(idx(l.card_guess.end()), kSize);
  EXPECT_EQ(l.card_guess.end(), l.size);
}

TEST(CardCaperObservation, ShowsExactlyWhatTheViewerSees) {
  // Guess phase, dealer p3, p0 to act. p0 hides 7H and holds 2C plus AC, 3C..QC (the
  // filler's 11 lowest free cards); p2 hides AD (revealed, so p0 scored 1) and holds 9D;
  // p0 named KH against p1 without success (KH is p3's). Every hand holds 12 cards.
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
  std::vector<float> o(kSize, 7.0F);
  s.observation(0, o);
  EXPECT_EQ(o[0], 1.0F);              // viewer p0
  EXPECT_EQ(o[4 + 6], 1.0F);          // phase 6: guess
  EXPECT_EQ(o[15 + 3], 1.0F);         // dealer p3
  EXPECT_EQ(o[19 + 0], 1.0F);         // turn player p0
  EXPECT_EQ(o[31], 4.0F / 1000.0F);   // turns / max_turns
  EXPECT_EQ(o[kRevealed + 2], 1.0F);  // p2 revealed
  for (std::size_t p = 0; p < 4; ++p) EXPECT_EQ(o[kHandSize + p], 12.0F / 32.0F);
  EXPECT_EQ(o[kScore + 0], 1.0F / 4.0F);  // score 1 of at most 3 + 1
  // Place codes, (kind + 8 * owner) / 64: own hand kind 1, shown hidden card kind 2.
  EXPECT_EQ(o[at(kPlace, "2C")], 1.0F / 64);  // p0's hand
  EXPECT_EQ(o[at(kPlace, "QC")], 1.0F / 64);
  EXPECT_EQ(o[at(kPlace, "KC")], 0.0F);        // p1's hand is not shown
  EXPECT_EQ(o[at(kPlace, "7H")], 2.0F / 64);   // own hidden card
  EXPECT_EQ(o[at(kPlace, "AD")], 18.0F / 64);  // p2's, revealed: 2 + 8 * 2
  EXPECT_EQ(o[at(kPlace, "QS")], 0.0F);        // p1's hidden card is unknown
  EXPECT_EQ(o[at(kPlace, "9D")], 0.0F);        // p2's hand is not shown
  EXPECT_EQ(o[kSlots], 39.0F / 64);            // KH (38) named as a hidden card...
  EXPECT_EQ(o[kSlots + 1 + 1], 1.0F / 64);     // ...as p1's, by p0 (bit 0)
  // viewer, phase, dealer, turn, turns; p2 revealed; 4 hand sizes; 1 score; 12 hand cards
  // and 2 hidden cards; 1 slot card and its guessers.
  EXPECT_EQ(nonzero(o), 5 + 1 + 4 + 1 + 14 + 2);
  // p1 sees the same public part but not p0's hand or hidden card, and its own instead.
  std::vector<float> p1(kSize, 7.0F);
  s.observation(1, p1);
  EXPECT_EQ(p1[1], 1.0F);
  EXPECT_EQ(p1[at(kPlace, "7H")], 0.0F);
  EXPECT_EQ(p1[at(kPlace, "2C")], 0.0F);
  EXPECT_EQ(p1[at(kPlace, "KC")], 9.0F / 64);   // own hand: 1 + 8 * 1
  EXPECT_EQ(p1[at(kPlace, "QS")], 10.0F / 64);  // own hidden card: 2 + 8 * 1
  EXPECT_EQ(p1[at(kPlace, "AD")], 18.0F / 64);
  EXPECT_EQ(p1[kSlots + 1 + 1], 1.0F / 64);
  std::vector<float> wrong(10);
  EXPECT_THROW(s.observation(0, wrong), InvalidArgument);
  EXPECT_THROW(s.observation(4, o), InvalidArgument);
}

TEST(CardCaperObservation, RecordsAndFailedGuesses) {
  // Dealer p3, p2 to roll. p1 hides 9H and opened with Suit TC, Higher JD, Value QC,
  // leaving Lower empty (the record: nothing lower, gone TC JD QC); later p0 named 9C as
  // p2's and 9C was laid open from p1's hand. p2 and p0 named 9H (p1's hidden card) as p3's,
  // p0 named 4C (p3's hidden card) as p1's. p0 hides 2C and holds the 12 lowest free cards.
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
                            {{"guesser", 0}, {"target", 1}, {"card", "4C"}}});
  const Game game("");
  const State s = pos.build(game);
  std::vector<float> o(kSize, 7.0F);
  s.observation(0, o);
  EXPECT_EQ(o[4 + 4], 1.0F);                  // phase 4: roll
  EXPECT_EQ(o[kHandSize + 1], 8.0F / 32.0F);  // p1 holds 8 cards
  EXPECT_EQ(o[kRecords + 4 * 1 + 1], 1.0F);   // p1's Lower record
  // Place codes of p1's cards: kind + 8 * 1.
  EXPECT_EQ(o[at(kPlace, "TC")], 12.0F / 64);  // Suit pile, kind 4
  EXPECT_EQ(o[at(kPlace, "JD")], 14.0F / 64);  // Higher pile, kind 6
  EXPECT_EQ(o[at(kPlace, "QC")], 15.0F / 64);  // Value pile, kind 7
  EXPECT_EQ(o[at(kPlace, "9C")], 11.0F / 64);  // laid open, kind 3
  EXPECT_EQ(o[at(kPlace, "2C")], 2.0F / 64);   // own hidden card
  EXPECT_EQ(o[at(kPlace, "9D")], 0.0F);        // p1's hand is not shown
  // 9C left p1's hand after the Lower record (bit 1); TC, JD, QC are the record's `gone`.
  EXPECT_EQ(o[at(kRecordCode, "9C")], 2.0F / 16);
  EXPECT_EQ(o[at(kRecordCode, "TC")], 0.0F);
  EXPECT_EQ(o[at(kGuess, "9C")], 3.0F / 64);  // 1 + 6 * guesser p0 + target p2
  // Slots in card order, not seat order: 4C (p3's, id 3) before 9H (p1's, id 34).
  EXPECT_EQ(o[kSlots], 4.0F / 64);
  EXPECT_EQ(o[kSlots + 1 + 1], 1.0F / 64);  // as p1's by p0 (bit 0)
  EXPECT_EQ(o[kSlots + 5], 35.0F / 64);
  EXPECT_EQ(o[kSlots + 5 + 1 + 3], 5.0F / 64);  // as p3's by p0 and p2 (bits 0, 2)
  for (std::size_t i = kSlots + 10; i < kPlace; ++i) EXPECT_EQ(o[i], 0.0F) << i;  // empty slots
  // viewer, phase, dealer, turn, turns; 4 hand sizes; the record flag; 12 own hand cards,
  // own hidden card, 3 pile cards, 1 laid open; 1 record code; 1 guess code; 2 slots of 2.
  EXPECT_EQ(nonzero(o), 5 + 4 + 1 + 17 + 1 + 1 + 4);
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
    for (std::size_t p = 0; p < 4; ++p)
      for (std::size_t c = 0; c < 4; ++c)
        EXPECT_EQ(o[kRecords + 4 * p + c], p == 2 && c == 1 ? 1.0F : 0.0F)
            << "viewer " << viewer << " seat " << p << " category " << c;
  }
}

TEST(CardCaperObservation, EveryFloatIsWrittenAndWithinZeroAndOne) {
  // The writer stores every float itself (no zero-fill pass): a buffer filled with 7 must
  // come back without a 7, for every player count, over random games.
  for (int n = 2; n <= 6; ++n) {
    const Game game("{\"players\": " + std::to_string(n) + "}");
    Rng rng(static_cast<std::uint64_t>(n));
    ActionList legal;
    ChanceList outcomes;
    State s = game.initial_state();
    for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
      for (int p = 0; p < n; ++p) {
        std::vector<float> o(idx(game.observation_layout().size), 7.0F);
        s.observation(p, o);
        for (std::size_t i = 0; i < o.size(); ++i)
          ASSERT_TRUE(o[i] >= 0.0F && o[i] <= 1.0F)
              << "players " << n << " step " << step << " seat " << p << " float " << i;
      }
      s = s.apply(random_action(s, legal, outcomes, rng));
    }
  }
}

}  // namespace
}  // namespace caper::card_caper
