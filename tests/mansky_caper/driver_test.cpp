// The 2-player game with the Driver. started(): P0 (Frankie the Fixer) in R0 = Room 1
// (track length 2), P1 (Sergeant Spike) in R1 = Room 2 (track length 3), the Driver
// (character 2, Lucky Lou) at the Getaway Car.
#include <gtest/gtest.h>

#include <cstdio>

#include "helpers.hpp"

namespace mc_test {
namespace {

using caper::mansky_caper::kCar;
using caper::mansky_caper::Phase;

const Game& g2() {
  static Game g(R"({"players": 2})");
  return g;
}

template <class F>
State quiet2(F&& change) {
  return edit(started(g2()), [&](Json& j) {
    no_favors(j, g2());
    change(j);
  });
}

// Both players draw a Danger token onto a plain circle: nothing changes but the turn.
State two_quiet_turns(const State& s) {
  return play(s, {"open", "draw danger", "open", "draw danger"});
}

// "the Driver moves to the same room as the player with the highest value of unstashed loot
// ... and opens the Safe."
TEST(ManskyDriver, FollowsTheRichestPlayer) {
  State s = quiet2([](Json& j) {
    j["characters"][0]["loot"] = {{"gems", 1}, {"coins", 0}};  // 5
    j["characters"][1]["loot"] = {{"gems", 0}, {"coins", 6}};  // 6
  });
  s = two_quiet_turns(s);
  EXPECT_EQ(s.active(), 2);
  EXPECT_EQ(s.character(2).pos, 1);
  EXPECT_EQ(s.phase(), Phase::kDrawToken);
  s = play(s, {"draw loot", "loot k4"});  // 6 coins shared with P1
  EXPECT_EQ(s.character(2).coins, 3);
  EXPECT_EQ(s.character(1).coins, 9);
  EXPECT_EQ(s.current_player(), 0);  // the Driver goes last in every round
}

// "If the players are tied for most unstashed loot, move the driver to the room with the
// player who has the most unused keys."
TEST(ManskyDriver, TieGoesToTheMostKeys) {
  State s = quiet2([](Json& j) {
    j["characters"][0]["loot"] = {{"gems", 0}, {"coins", 5}};
    j["characters"][1]["loot"] = {{"gems", 1}, {"coins", 0}};
    j["characters"][1]["keys"] = 1;
  });
  s = two_quiet_turns(s);
  EXPECT_EQ(s.character(2).pos, 1);
  State other = quiet2([](Json& j) {
    j["characters"][0]["loot"] = {{"gems", 0}, {"coins", 5}};
    j["characters"][1]["loot"] = {{"gems", 1}, {"coins", 0}};
    j["characters"][0]["keys"] = 1;
  });
  other = two_quiet_turns(other);
  EXPECT_EQ(other.character(2).pos, 0);
}

// "If the Driver is at the Getaway Car with both players, then the Driver skips its turn."
TEST(ManskyDriver, SkipsWhenEveryoneIsAtTheCar) {
  State s = play(quiet2([](Json&) {}), {"stash", "stash"});
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.turn(), 3);
  EXPECT_EQ(s.character(2).pos, kCar);
}

// "Whenever the Driver starts its turn with unstashed loot worth 10 or more, the Driver must
// go to the Getaway Car and stash its loot. Otherwise the Driver stays ... and opens."
TEST(ManskyDriver, StashesAtTenOrMore) {
  State s = quiet2([](Json& j) {
    j["characters"][2]["at"] = "R0";
    j["characters"][2]["loot"] = {{"gems", 1}, {"coins", 5}};
  });
  s = two_quiet_turns(s);
  EXPECT_EQ(s.character(2).pos, kCar);
  EXPECT_EQ(s.character(2).stash_gems, 1);
  EXPECT_EQ(s.character(2).stash_coins, 5);
  EXPECT_EQ(s.current_player(), 0);
  State stays = quiet2([](Json& j) {
    j["characters"][2]["at"] = "R0";
    j["characters"][2]["loot"] = {{"gems", 1}, {"coins", 4}};
  });
  stays = two_quiet_turns(stays);
  EXPECT_EQ(stays.character(2).pos, 0);
  EXPECT_EQ(stays.phase(), Phase::kDrawToken);
}

// "The Driver never draws GASP! cards; instead, discard any GASP! tokens it draws. Its turn
// then ends."
TEST(ManskyDriver, DiscardsGaspTokens) {
  State s = quiet2([](Json& j) { j["characters"][2]["at"] = "R0"; });
  s = two_quiet_turns(s);
  s = act(s, "draw gasp");
  EXPECT_EQ(s.room(0).gasp, 3);
  EXPECT_EQ(s.gasp_seen_count(), 0);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.phase(), Phase::kAction);
}

// "The Driver never Calls in a Favor ... but may be given a Favor marker to use its special
// ability."
TEST(ManskyDriver, FavorsAndTheDriver) {
  State s = edit(started(g2()), [](Json&) {});
  s = act(s, "open");
  EXPECT_EQ(s.current_player(), 1);  // P1 may call in P0's draw_two
  s = play(s, {"pass", "draw danger"});
  // Danger drawn: P0 then P1 may call in the Driver's redraw_danger.
  EXPECT_EQ(s.current_player(), 0);
  s = play(s, {"pass", "favor redraw_danger"});
  EXPECT_EQ(s.character(2).favors, 1);
  EXPECT_EQ(s.character(1).favors, 0);
}

// "A player with no Favor markers may use 1 gem from their unstashed loot to buy a Favor
// marker from the Driver."
TEST(ManskyDriver, BuyAFavorMarkerWithAGem) {
  State s = edit(started(g2()), [](Json& j) {
    j["characters"][0]["favors"] = 0;
    j["characters"][2]["favors"] = 1;
    j["characters"][0]["loot"] = {{"gems", 1}, {"coins", 0}};
    j["characters"][1]["stash"] = {{"gems", 3}, {"coins", 0}};
  });
  EXPECT_TRUE(legal(s, "buy-favor"));
  s = act(s, "buy-favor");
  EXPECT_EQ(s.character(0).favors, 1);
  EXPECT_EQ(s.character(0).gems, 0);
  EXPECT_EQ(s.character(2).favors, 0);
  EXPECT_EQ(s.character(2).gems, 1);
  EXPECT_FALSE(legal(s, "buy-favor"));
  EXPECT_FALSE(legal(s, "trade P2"));  // the Driver takes no decisions, so it does not trade
  EXPECT_TRUE(legal(s, "trade P1"));
  State stashed_only = edit(started(g2()), [](Json& j) {
    j["characters"][0]["favors"] = 0;
    j["characters"][2]["favors"] = 1;
    j["characters"][0]["stash"] = {{"gems", 1}, {"coins", 0}};
  });
  EXPECT_FALSE(legal(stashed_only, "buy-favor"));  // not from the Stash bag
}

// "The HEY BUDDY! rule is not used in a 2-player game."
TEST(ManskyDriver, NoHeyBuddy) {
  State s = edit(started(g2()), [](Json& j) {
    j["characters"][0]["at"] = "car";
    j["characters"][1]["at"] = "car";
  });
  for (const std::string& a : legal_texts(s)) EXPECT_EQ(a.find("heybuddy"), std::string::npos);
}

// "Be careful: it is possible for the Driver to win the game!" Then every player gets 0.
TEST(ManskyDriver, TheDriverCanWin) {
  State s = quiet2([](Json& j) {
    j["characters"][0]["at"] = "car";
    j["characters"][1]["at"] = "car";
    j["characters"][0]["stash"] = {{"gems", 1}, {"coins", 0}};
    j["characters"][2]["stash"] = {{"gems", 2}, {"coins", 0}};
  });
  s = play(s, {"propose-end", "accept"});  // only the two players vote
  ASSERT_TRUE(s.is_terminal());
  EXPECT_TRUE(s.is_winner(2));
  std::vector<double> r(2);
  s.returns(r);
  EXPECT_EQ(r, (std::vector<double>{0, 0}));
  // The envelope's winners are seats with a positive return: none; the Driver (character
  // 2) is among the winning characters.
  EXPECT_EQ(to_j(s)["result"]["winners"], Json::array());
  EXPECT_EQ(to_j(s)["winners"], (Json{2}));
  // Ruling: a win shared with the Driver is still the Driver's: every player gets 0.
  State tie = quiet2([](Json& j) {
    j["characters"][0]["at"] = "car";
    j["characters"][1]["at"] = "car";
    j["characters"][0]["stash"] = {{"gems", 2}, {"coins", 0}};
    j["characters"][2]["stash"] = {{"gems", 2}, {"coins", 0}};
  });
  tie = play(tie, {"propose-end", "accept"});
  EXPECT_TRUE(tie.is_winner(0));
  EXPECT_TRUE(tie.is_winner(2));
  tie.returns(r);
  EXPECT_EQ(r, (std::vector<double>{0, 0}));
}

}  // namespace
}  // namespace mc_test

namespace mc_test {
namespace {

// Ruling: the Driver never uses a key, so a key held by the Driver does not stop the
// "nobody has a key" rule.
TEST(ManskyDriver, DriverKeysDoNotCountForNobodyHasAKey) {
  State s = quiet2([](Json& j) {
    for (int r : {0, 1}) {
      j["rooms"][r]["status"] = "destroyed";
      j["rooms"][r]["safe"] = {{"loot", 0}, {"gasp", 0}, {"danger", 0}};
    }
    for (Json& c : j["characters"]) c["at"] = "car";
    j["characters"][2]["keys"] = 2;
  });
  EXPECT_TRUE(legal(s, "unlock R2"));
  EXPECT_FALSE(legal(s, "wait"));
}

// Four cache lines at most (the seen GASP! cards take a byte each, as the observation
// tensor reads them).
TEST(ManskyState, IsSmall) {
  EXPECT_LE(sizeof(State), 256U);
  std::printf("sizeof(mansky_caper::State) = %zu\n", sizeof(State));
}

}  // namespace
}  // namespace mc_test
