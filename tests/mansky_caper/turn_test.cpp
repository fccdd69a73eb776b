// The three turn actions, loot splitting, leftovers, keys, stashing, rooms running out and
// the end of the game. Positions: started() (4 players: P0, P1, P2 in R0 = Room 1
// (6 loot/4 GASP!/2 danger), P3 in R1 = Room 2 (7/3/3)) edited through JSON.
#include <gtest/gtest.h>

#include <functional>
#include <memory>

#include "helpers.hpp"

namespace mc_test {
namespace {

using caper::mansky_caper::EndReason;
using caper::mansky_caper::kCar;
using caper::mansky_caper::Phase;
using caper::mansky_caper::RoomStatus;

State quiet(int players = 4) {
  static Game g4(""), g3(R"({"players": 3})"), g5(R"({"players": 5})");
  const Game& g = players == 3 ? g3 : players == 5 ? g5 : g4;
  return edit(started(g), [&](Json& j) { no_favors(j, g); });
}

TEST(ManskyTurn, ThreeActionsFromARoom) {
  State s = quiet();
  // In a room: stay put and open, move to another unlocked room, use a key (none), stash.
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"open", "move R1", "stash"}));
}

// "Shake the Safe ... remove one token": the colour by the token counts.
TEST(ManskyTurn, OpeningDrawsByTokenCounts) {
  State s = act(quiet(), "open");
  ASSERT_EQ(s.phase(), Phase::kDrawToken);
  EXPECT_DOUBLE_EQ(probability(s, "draw loot"), 6.0 / 12);
  EXPECT_DOUBLE_EQ(probability(s, "draw gasp"), 4.0 / 12);
  EXPECT_DOUBLE_EQ(probability(s, "draw danger"), 2.0 / 12);
  s = act(s, "draw loot");
  // Which Loot token: every still-unrevealed token of the 78 is equally likely.
  EXPECT_DOUBLE_EQ(probability(s, "loot k0"), 10.0 / 78);
  EXPECT_DOUBLE_EQ(probability(s, "loot k4"), 6.0 / 78);
  EXPECT_DOUBLE_EQ(probability(s, "loot k8"), 8.0 / 78);
  s = act(s, "loot k4");
  EXPECT_EQ(s.room(0).loot, 5);
  EXPECT_EQ(s.loot_unrevealed(4), 5);
  s = play(s, {"open", "draw loot"});
  EXPECT_DOUBLE_EQ(probability(s, "loot k4"), 5.0 / 77);
}

// "split them EVENLY with all characters in the room - first ... gems and then ... coins.
// Leftover coins and gems are left loose on the Room card."
TEST(ManskyTurn, LootIsSplitGemsThenCoinsWithLeftovers) {
  State s = play(quiet(), {"open", "draw loot", "loot k4"});  // 6 coins among 3
  for (int c = 0; c < 3; ++c) EXPECT_EQ(s.character(c).coins, 2);
  EXPECT_EQ(s.character(3).coins, 0);
  EXPECT_EQ(s.supply_coins(), 144 - 6);
  EXPECT_EQ(s.current_player(), 1);
  s = play(s, {"open", "draw loot", "loot k8"});  // 1 gem + 2 coins among 3
  for (int c = 0; c < 3; ++c) EXPECT_EQ(s.character(c).gems, 0);
  EXPECT_EQ(s.room(0).gems, 1);
  EXPECT_EQ(s.room(0).coins, 2);
  s = play(s, {"open", "draw loot", "loot k7"});  // 3 gems: one each, the old leftovers stay
  for (int c = 0; c < 3; ++c) EXPECT_EQ(s.character(c).gems, 1);
  EXPECT_EQ(s.room(0).gems, 1);
}

// "Any time a character leaves a room, those remaining should check to see if the leftover
// loot can now be evenly divided"; ruling: a character alone takes it all.
TEST(ManskyTurn, LeftoversAreRedividedWhenCharactersLeave) {
  State s = edit(quiet(), [](Json& j) { j["rooms"][0]["leftover"] = {{"gems", 1}, {"coins", 2}}; });
  s = act(s, "stash");  // P0 leaves R0: P1 and P2 share the 2 coins, the gem stays
  EXPECT_EQ(s.character(1).coins, 1);
  EXPECT_EQ(s.character(2).coins, 1);
  EXPECT_EQ(s.room(0).gems, 1);
  EXPECT_EQ(s.room(0).coins, 0);
  s = play(s, {"move R1"});  // P1 leaves: P2 alone takes the gem
  EXPECT_EQ(s.character(2).gems, 1);
  EXPECT_EQ(s.room(0).gems, 0);
}

// "If a character enters a room where leftover loot was ... left behind, that character can
// immediately claim it" (with those already there).
TEST(ManskyTurn, EnteringARoomClaimsLeftovers) {
  State s = edit(quiet(), [](Json& j) { j["rooms"][1]["leftover"] = {{"gems", 2}, {"coins", 3}}; });
  s = act(s, "move R1");  // P0 joins P3 in R1: one gem each, one coin each, one coin stays
  EXPECT_EQ(s.character(0).gems, 1);
  EXPECT_EQ(s.character(3).gems, 1);
  EXPECT_EQ(s.character(0).coins, 1);
  EXPECT_EQ(s.character(3).coins, 1);
  EXPECT_EQ(s.room(1).coins, 1);
  EXPECT_EQ(s.phase(), Phase::kDrawToken);  // and opens the safe there
  EXPECT_EQ(s.room(1).loot + s.room(1).gasp + s.room(1).danger, 13);
}

// "Some Loot tokens show a key. Put the token with the key in front of you."
TEST(ManskyTurn, KeyTokenGoesToTheDrawer) {
  State s = play(quiet(), {"open", "draw loot", "loot k0"});
  EXPECT_EQ(s.character(0).keys, 1);
  EXPECT_EQ(s.character(1).keys, 0);
  EXPECT_EQ(s.score(0), 3);  // an unused key is worth 3 loot
}

// "If you have a key, unlock the room ... then open the Safe. Afterwards leave the Key token
// in the room; it is not worth loot".
TEST(ManskyTurn, KeysUnlockRooms) {
  State s = edit(quiet(), [](Json& j) { j["characters"][0]["keys"] = 1; });
  EXPECT_TRUE(legal(s, "key R2"));
  EXPECT_TRUE(legal(s, "key R4"));
  EXPECT_FALSE(legal(s, "key R1"));   // already unlocked: just move
  EXPECT_FALSE(legal(s, "move R2"));  // locked: needs a key
  s = act(s, "key R3");
  EXPECT_EQ(s.character(0).keys, 0);
  EXPECT_EQ(s.phase(), Phase::kRevealRoom);
  s = act(s, "card 8");  // Room 9: 9 loot / 2 GASP! / 5 danger
  EXPECT_EQ(s.room(3).status, RoomStatus::kOpen);
  EXPECT_EQ(s.room(3).keys, 1);
  EXPECT_EQ(s.character(0).pos, 3);
  EXPECT_EQ(s.phase(), Phase::kDrawToken);
  EXPECT_DOUBLE_EQ(probability(s, "draw danger"), 5.0 / 16);
  EXPECT_EQ(s.score(0), 0);
}

// "Move your character to the Getaway Car and put all your unstashed loot into your Stash
// bag ... On your next turn, you must move back to one of the rooms".
TEST(ManskyTurn, StashAtTheCar) {
  State s = edit(quiet(), [](Json& j) {
    j["characters"][0]["loot"] = {{"gems", 2}, {"coins", 5}};
  });
  s = act(s, "stash");
  EXPECT_EQ(s.character(0).pos, kCar);
  EXPECT_EQ(s.character(0).stash_gems, 2);
  EXPECT_EQ(s.character(0).stash_coins, 5);
  EXPECT_EQ(s.character(0).gems, 0);
  EXPECT_EQ(s.score(0), 15);
  s = play(s, {"stash", "stash", "stash"});  // P1..P3 too
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"move R0", "move R1", "propose-end"}));
}

// Ruling: "Stash Loot at the Getaway Car - Move your character to the Getaway Car and
// put all your unstashed loot into your Stash bag" holds for a character already at the car
// with unstashed loot, however it got there (here a GASP! card sends R0 to the car); that
// stash works as any other: "On your next turn, you must move back to one of the rooms".
TEST(ManskyTurn, StashFromTheCarWhereverTheLootCameFrom) {
  State s = edit(quiet(), [](Json& j) {
    j["characters"][1]["loot"] = {{"gems", 1}, {"coins", 2}};
    j["characters"][2]["loot"] = {{"gems", 0}, {"coins", 4}};
  });
  s = play(s, {"open", "draw gasp", "gasp-card g6"});  // everyone in R0 goes to the car
  ASSERT_EQ(s.current_player(), 1);
  ASSERT_EQ(s.character(1).pos, kCar);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"move R0", "move R1", "stash", "trade P0",
                                                      "trade P2", "trade P3"}));
  s = act(s, "stash");
  EXPECT_EQ(s.character(1).pos, kCar);
  EXPECT_EQ(s.character(1).stash_gems, 1);
  EXPECT_EQ(s.character(1).stash_coins, 2);
  EXPECT_EQ(s.character(1).gems + s.character(1).coins, 0);
  EXPECT_EQ(s.score(1), 7);
  EXPECT_TRUE(s.stashed_last_turn(1));
  // P2 hands P1 two coins, then stashes the other two from the car as well.
  s = play(s, {"trade P1", "give coin", "give coin", "send-offer", "accept", "stash"});
  EXPECT_EQ(s.character(2).stash_coins, 2);
  s = play(s, {"open", "draw danger"});     // P3: circle 1 of Room 2, plain
  s = play(s, {"move R0", "draw danger"});  // P0: circle 1 of Room 1, plain
  ASSERT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.character(1).coins, 2);  // unstashed, at the car, but P1 stashed last turn
  EXPECT_EQ(legal_texts(s),
            (std::vector<std::string>{"move R0", "move R1", "trade P0", "trade P2", "trade P3"}));
  s = act(s, "move R1");
  EXPECT_FALSE(s.stashed_last_turn(1));  // back in the mansion
}

// "You may NEVER make change"; ruling: a payout the supply cannot cover pays what is left.
TEST(ManskyTurn, SupplyShortagePaysWhatIsLeft) {
  State s = edit(quiet(), [](Json& j) {
    j["characters"][3]["stash"] = {{"gems", 59}, {"coins", 0}};
  });
  EXPECT_EQ(s.supply_gems(), 1);
  s = play(s, {"stash", "move R1", "draw loot", "loot k7"});  // P1 joins P3; 3 gems, 1 in supply
  EXPECT_EQ(s.supply_gems(), 0);
  EXPECT_EQ(s.character(1).gems, 0);
  EXPECT_EQ(s.room(1).gems, 1);
}

// A safe emptied without BOOM! leaves the room ransacked (Ruling).
TEST(ManskyTurn, EmptiedSafeRansacksTheRoom) {
  State s = edit(quiet(), [](Json& j) {
    j["rooms"][0]["safe"] = {{"loot", 1}, {"gasp", 0}, {"danger", 0}};
    j["rooms"][0]["leftover"] = {{"gems", 1}, {"coins", 0}};
    j["characters"][1]["loot"] = {{"gems", 0}, {"coins", 4}};
  });
  s = play(s, {"open", "draw loot", "loot k3"});  // 4 coins: 1 each, 1 left over
  EXPECT_EQ(s.room(0).status, RoomStatus::kRansacked);
  for (int c = 0; c < 3; ++c) EXPECT_EQ(s.character(c).pos, kCar);
  EXPECT_EQ(s.character(1).coins, 5);  // nobody loses loot
  EXPECT_TRUE(legal(s, "stash"));      // the ruling: P1 may stash it from the car at once
  EXPECT_EQ(s.room(0).gems + s.room(0).coins, 0);  // leftovers go back to the supply
  EXPECT_EQ(s.supply_coins(), 144 - 5 - 1 - 1);
  EXPECT_FALSE(legal(s, "move R0"));
}

// "WHAT IF NOBODY HAS A KEY? ... the player whose turn it is picks a room, unlocks it".
TEST(ManskyTurn, NobodyHasAKey) {
  State s = edit(quiet(), [](Json& j) {
    for (int r : {0, 1}) {
      j["rooms"][r]["status"] = "destroyed";
      j["rooms"][r]["safe"] = {{"loot", 0}, {"gasp", 0}, {"danger", 0}};
    }
    for (Json& c : j["characters"]) c["at"] = "car";
  });
  EXPECT_EQ(legal_texts(s),
            (std::vector<std::string>{"unlock R2", "unlock R3", "unlock R4", "propose-end"}));
  State with_key = edit(s, [](Json& j) { j["characters"][2]["keys"] = 1; });
  // Someone has a key: P0 cannot unlock and waits (or proposes the end, or asks for it).
  EXPECT_EQ(legal_texts(with_key), (std::vector<std::string>{"wait", "propose-end", "trade P2"}));
  s = play(s, {"unlock R4", "card 5"});
  EXPECT_EQ(s.character(0).pos, 4);
  EXPECT_EQ(s.phase(), Phase::kDrawToken);
}

// "The game ends when: (1) All the Rooms are destroyed"; scoring gem 5, key 3, coin 1;
// unstashed loot does not count.
TEST(ManskyEnd, AllRoomsGoneEndsAndScores) {
  State s = edit(quiet(), [](Json& j) {
    for (int r : {2, 3, 4}) j["rooms"][r] = j["rooms"][1];
    j["rooms"][2]["card"] = 2;
    j["rooms"][3]["card"] = 3;
    j["rooms"][4]["card"] = 4;
    for (int r : {1, 2, 3, 4}) {
      j["rooms"][r]["status"] = "ransacked";
      j["rooms"][r]["safe"] = {{"loot", 0}, {"gasp", 0}, {"danger", 0}};
    }
    j["rooms"][0]["safe"] = {{"loot", 1}, {"gasp", 0}, {"danger", 0}};
    j["characters"][3]["at"] = "car";
    j["characters"][0]["stash"] = {{"gems", 1}, {"coins", 2}};  // 7
    j["characters"][1]["stash"] = {{"gems", 0}, {"coins", 4}};  // 4 + key 3 = 7
    j["characters"][1]["keys"] = 1;
    j["characters"][2]["loot"] = {{"gems", 9}, {"coins", 0}};   // unstashed: 0
    j["characters"][3]["stash"] = {{"gems", 1}, {"coins", 1}};  // 6
  });
  s = play(s, {"open", "draw loot", "loot k1"});  // 2 coins among 3 leave 2 on the card
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.end_reason(), EndReason::kRoomsGone);
  EXPECT_EQ(s.score(0), 7);
  EXPECT_EQ(s.score(1), 7);
  EXPECT_EQ(s.score(2), 0);
  EXPECT_EQ(s.score(3), 6);
  // Tie 7-7: P0 stashed more gems.
  EXPECT_TRUE(s.is_winner(0));
  EXPECT_FALSE(s.is_winner(1));
  std::vector<double> r(4);
  s.returns(r);
  EXPECT_EQ(r, (std::vector<double>{1, 0, 0, 0}));
  const Json j = to_j(s);
  EXPECT_EQ(j["result"], (Json{{"reason", "rooms_gone"},
                               {"winners", {0}},
                               {"returns", {1.0, 0.0, 0.0, 0.0}},
                               {"points", {7, 7, 0, 6}},
                               {"truncated", false}}));
  EXPECT_EQ(j["scores"], (Json{7, 7, 0, 6}));
  EXPECT_EQ(j["winners"], (Json{0}));
  EXPECT_EQ(j["to_move"], nullptr);
  EXPECT_TRUE(legal_texts(s).empty());
}

State all_at_car_with(std::function<void(Json&)> more) {
  return edit(quiet(), [&](Json& j) {
    for (Json& c : j["characters"]) c["at"] = "car";
    more(j);
  });
}

// Ties: "the Character that stashed the most gems wins; if still tied, the Character with the
// FEWEST Favor markers left wins"; still tied, they share.
TEST(ManskyEnd, TieBreaks) {
  State s = all_at_car_with([](Json& j) {
    j["characters"][0]["stash"] = {{"gems", 2}, {"coins", 0}};
    j["characters"][1]["stash"] = {{"gems", 2}, {"coins", 0}};
    j["characters"][2]["stash"] = {{"gems", 1}, {"coins", 5}};
    j["characters"][0]["favors"] = 1;
    j["markers_removed"] = 3;
  });
  s = play(s, {"propose-end", "accept", "accept", "accept"});
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.end_reason(), EndReason::kVote);
  EXPECT_FALSE(s.is_winner(0));  // one marker left
  EXPECT_TRUE(s.is_winner(1));
  EXPECT_FALSE(s.is_winner(2));  // fewer stashed gems
  State shared = all_at_car_with([](Json& j) {
    j["characters"][0]["stash"] = {{"gems", 1}, {"coins", 0}};
    j["characters"][3]["stash"] = {{"gems", 1}, {"coins", 0}};
  });
  shared = play(shared, {"propose-end", "accept", "accept", "accept"});
  std::vector<double> r(4);
  shared.returns(r);
  EXPECT_EQ(r, (std::vector<double>{0.5, 0, 0, 0.5}));
}

// "All players are at the Getaway Car and they UNANIMOUSLY agree": one decline stops it.
TEST(ManskyEnd, EndVoteMustBeUnanimous) {
  State s = all_at_car_with([](Json&) {});
  EXPECT_TRUE(legal(s, "propose-end"));
  s = act(s, "propose-end");
  EXPECT_EQ(s.phase(), Phase::kEndVote);
  EXPECT_EQ(s.current_player(), 1);
  s = play(s, {"accept", "decline"});
  EXPECT_EQ(s.phase(), Phase::kAction);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_FALSE(legal(s, "propose-end"));  // one proposal per turn
  State not_all = quiet();
  EXPECT_FALSE(legal(not_all, "propose-end"));
}

// Ruling: the turn limit ends the game, scored as usual.
TEST(ManskyEnd, TurnLimit) {
  Game g(R"({"max_turns": 2})");
  State s = edit(started(g), [&](Json& j) {
    no_favors(j, g);
    j["characters"][1]["loot"] = {{"gems", 1}, {"coins", 0}};
  });
  s = play(s, {"stash", "stash"});
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.end_reason(), EndReason::kTurnLimit);
  EXPECT_TRUE(s.is_winner(1));
  EXPECT_EQ(to_j(s)["result"]["reason"], "turn_limit");
  EXPECT_EQ(to_j(s)["result"]["truncated"], true);
}

TEST(ManskyTurn, IllegalActionsAreRefused) {
  State s = quiet();
  EXPECT_THROW(act(s, "move R3"), caper::IllegalAction);
  EXPECT_THROW(act(s, "draw loot"), caper::IllegalAction);
  EXPECT_THROW(s.apply(99999), caper::IllegalAction);
  EXPECT_THROW(s.action_from_string("fly R2"), caper::ParseError);
  EXPECT_THROW(s.action_from_string("move R9"), caper::ParseError);
  EXPECT_THROW(s.action_from_string("offer P1 4key for nothing"), caper::ParseError);
  EXPECT_THROW(s.chance_outcomes(*std::make_unique<caper::ChanceList>()), caper::WrongPhase);
}

}  // namespace
}  // namespace mc_test
