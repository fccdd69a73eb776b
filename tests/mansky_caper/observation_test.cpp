// The observation tensor of docs/rules/mansky_caper.md: its size for each
// option set, and every float of a concrete position worked out by hand.
#include <gtest/gtest.h>

#include <vector>

#include "helpers.hpp"

namespace mc_test {
namespace {

using caper::mansky_caper::ObservationLayout;

// 28 header floats, 9 per character, 9 per mansion room, 1 per Loot kind and per GASP!
// card of the edition (9 kinds, 30 cards by default), 32 counts.
TEST(ManskyObservation, SizeFollowsTheOptions) {
  const auto size = [](const char* options) {
    const Game g(options);
    EXPECT_EQ(g.observation_shape().size(), 1U);
    EXPECT_EQ(g.observation_layout().size, g.observation_shape()[0]);
    return g.observation_shape()[0];
  };
  EXPECT_EQ(size(R"({"players": 4})"), 28 + 36 + 45 + 9 + 30 + 32);  // 180
  EXPECT_EQ(size(R"({"players": 2})"), 28 + 27 + 45 + 9 + 30 + 32);  // the Driver: 3 characters
  EXPECT_EQ(size(R"({"players": 6})"), 28 + 54 + 45 + 9 + 30 + 32);
  EXPECT_EQ(size(R"({"players": 2, "edition": {"mansion_size": 6}})"), 171 + 9);
  const ObservationLayout l = Game("").observation_layout();
  EXPECT_EQ(l.characters.offset, 28);
  EXPECT_EQ(l.stashed.offset, 60);
  EXPECT_EQ(l.rooms.offset, 64);
  EXPECT_EQ(l.loot.offset, 109);
  EXPECT_EQ(l.gasp.offset, 118);
  EXPECT_EQ(l.counts.offset, 148);
  EXPECT_EQ(l.counts.end(), l.size);
}

// P0's trade offer to P1 (a gem for a coin) on turn 3 of started() (4 players), after an
// edit: P0 holds 2 gems, 6 coins, a key and has stashed 1 gem, 3 coins; P1 holds 4 coins;
// P3 waits at the car after a stash; Room 1 (R0) has 1 gem and 2 coins left over, Room 2
// (R1) a used key; GASP! cards g12 then g0 have been seen. The keys come from the bag (8 of
// its 10 key tokens left) and the loot from the supply (56 gems, 129 coins left).
State offer_position(const Game& g) {
  State s = edit(started(g), [](Json& j) {
    j["turn"] = 3;
    j["characters"][0]["loot"] = {{"gems", 2}, {"coins", 6}};
    j["characters"][0]["stash"] = {{"gems", 1}, {"coins", 3}};
    j["characters"][0]["keys"] = 1;
    j["characters"][1]["loot"]["coins"] = 4;
    j["characters"][3]["at"] = "car";
    j["characters"][3]["stashed_last_turn"] = true;
    j["rooms"][0]["leftover"] = {{"gems", 1}, {"coins", 2}};
    j["rooms"][1]["keys"] = 1;
    j["gasp_deck"]["seen"] = {12, 0};
    j["gasp_deck"]["unseen"][12] = 1;
    j["gasp_deck"]["unseen"][0] = 1;
  });
  return play(s, {"trade P1", "give gem", "ask coin"});
}

TEST(ManskyObservation, EveryFloatOfATradeOffer) {
  const Game g("");
  const State s = offer_position(g);
  std::vector<float> want(180, 0.0F);
  want[4] = 1;             // phase compose_offer (index 4 of 15)
  want[15] = 1;            // active P0
  want[21 + 2] = 1;        // the viewer, P2
  want[27] = 3.0F / 1000;  // turn / max_turns
  // Characters from 28, 8 each: card + 1 and place + 1 (R0 = 1, car = 7) over 8, loot and
  // stash (gems /64, coins /256), keys and favors /16.
  const float p0[8] = {1.0F / 8,  1.0F / 8,   2.0F / 64, 6.0F / 256,
                       1.0F / 64, 3.0F / 256, 1.0F / 16, 1.0F / 16};
  const float p1[8] = {2.0F / 8, 1.0F / 8, 0, 4.0F / 256, 0, 0, 0, 1.0F / 16};
  const float p2[8] = {3.0F / 8, 1.0F / 8, 0, 0, 0, 0, 0, 1.0F / 16};
  const float p3[8] = {4.0F / 8, 7.0F / 8, 0, 0, 0, 0, 0, 1.0F / 16};
  for (int i = 0; i < 8; ++i) {
    want[static_cast<std::size_t>(28 + i)] = p0[i];
    want[static_cast<std::size_t>(36 + i)] = p1[i];
    want[static_cast<std::size_t>(44 + i)] = p2[i];
    want[static_cast<std::size_t>(52 + i)] = p3[i];
  }
  want[60 + 3] = 1;  // P3 stashed last turn
  // Rooms from 64, 9 each: card + 1 /16, status /4 (open 1), safe loot, GASP!, danger,
  // track /16, leftover gems /64, coins /256, keys /16. R2..R4 are locked: all zero.
  const float r0[9] = {1.0F / 16, 0.25F,     6.0F / 16,  4.0F / 16, 2.0F / 16,
                       0,         1.0F / 64, 2.0F / 256, 0};
  const float r1[9] = {2.0F / 16, 0.25F, 7.0F / 16, 3.0F / 16, 3.0F / 16, 0, 0, 0, 1.0F / 16};
  for (int i = 0; i < 9; ++i) {
    want[static_cast<std::size_t>(64 + i)] = r0[i];
    want[static_cast<std::size_t>(73 + i)] = r1[i];
  }
  // The Loot bag from 109, /16: 8 key tokens left, then the default counts.
  const float bag[9] = {8, 12, 12, 10, 6, 10, 6, 4, 8};
  for (int k = 0; k < 9; ++k) want[static_cast<std::size_t>(109 + k)] = bag[k] / 16;
  // Seen GASP! cards from 118, top first, kind + 1 over 32.
  want[118] = 13.0F / 32;
  want[119] = 1.0F / 32;
  // The counts from 148.
  want[148] = 56.0F / 64;      // supply gems
  want[149] = 129.0F / 256;    // supply coins
  want[152] = 0.5F;            // one trade offer made this turn (/2)
  want[154] = 4.0F / 8;        // deal: 4 characters dealt
  want[155] = 4.0F / 8;        // break_step: 4 players broke in
  want[156] = 1.0F / 8;        // reveal_room: R1 was the last unlocked
  want[164] = 0.5F;            // rolls_wanted 1 (/2)
  want[169] = 1.0F / 8;        // trade_to P1
  want[170 + 2] = 1.0F / 64;   // trade_give: a gem
  want[174 + 3] = 1.0F / 256;  // trade_get: a coin

  std::vector<float> o(180, -1.0F);
  s.observation(2, o);
  for (std::size_t i = 0; i < want.size(); ++i) EXPECT_EQ(o[i], want[i]) << "float " << i;
  // Nothing is hidden: P0's tensor differs only in the viewer one-hot.
  s.observation(0, o);
  want[21] = 1;
  want[23] = 0;
  EXPECT_EQ(o, want);
  std::vector<float> short_buffer(179);
  EXPECT_THROW(s.observation(0, short_buffer), caper::InvalidArgument);
}

// The end: phase over, the reason a code over 4 (vote 2), no player to move; the tensor
// still names the viewer.
TEST(ManskyObservation, EndReasonIsTheLastFloat) {
  const Game g("");
  State s = edit(started(g), [](Json& j) {
    for (Json& c : j["characters"]) c["at"] = "car";
  });
  s = play(s, {"propose-end", "accept", "accept", "accept"});
  ASSERT_TRUE(s.is_terminal());
  std::vector<float> o(180);
  s.observation(1, o);
  EXPECT_EQ(o[14], 1.0F);  // phase over
  EXPECT_EQ(o[21 + 1], 1.0F);
  EXPECT_EQ(o[179], 2.0F / 4);
}

}  // namespace
}  // namespace mc_test
