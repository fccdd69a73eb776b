// Calling in favors (all eight abilities), trades and HEY, BUDDY!.
// Default dealing in started(): P0 Frankie the Fixer (draw_two), P1 Sergeant Spike
// (send_to_car), P2 Lucky Lou (redraw_danger), P3 Dicey Dolores (roll_twice); every player
// holds one Favor marker.
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace mc_test {
namespace {

using caper::mansky_caper::kCar;
using caper::mansky_caper::Phase;
using caper::mansky_caper::RoomStatus;

const Game& g4() {
  static Game g("");
  return g;
}

// "special abilities can be activated only by other players"; players are asked in seat
// order from the active player; the first to pay gets the favor.
TEST(ManskyFavor, DrawTwoAndTheOrderOfAsking) {
  State s = act(started(g4()), "open");
  ASSERT_EQ(s.phase(), Phase::kFavor);
  EXPECT_EQ(s.current_player(), 1);  // P0 owns draw_two and cannot call it in
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"pass", "favor draw_two"}));
  s = act(s, "pass");
  EXPECT_EQ(s.current_player(), 2);
  s = act(s, "favor draw_two");
  EXPECT_EQ(s.character(2).favors, 0);  // paid to the owner
  EXPECT_EQ(s.character(0).favors, 2);
  EXPECT_TRUE(s.favor_used());
  // Two tokens in this opening, with no more favor prompts this turn.
  s = play(s, {"draw loot", "loot k4"});
  EXPECT_EQ(s.phase(), Phase::kDrawToken);
  s = play(s, {"draw loot", "loot k1"});
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.character(0).coins, 2 + 0);  // 6 coins / 3 = 2, then 2 coins / 3 = 0
  EXPECT_EQ(s.room(0).coins, 2);
}

// Sergeant Spike: "send one other character in the room to the Getaway Car before loot is
// split".
TEST(ManskyFavor, SendToCarBeforeTheSplit) {
  State s = pass_all(act(started(g4()), "open"));
  s = play(s, {"draw loot", "loot k4"});
  ASSERT_EQ(s.phase(), Phase::kFavor);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(legal_texts(s),
            (std::vector<std::string>{"pass", "favor send_to_car P1", "favor send_to_car P2"}));
  s = act(s, "favor send_to_car P2");
  EXPECT_EQ(s.character(2).pos, kCar);
  EXPECT_EQ(s.character(0).coins, 3);
  EXPECT_EQ(s.character(1).coins, 3);
  EXPECT_EQ(s.character(2).coins, 0);
  EXPECT_EQ(s.character(1).favors, 2);
}

// Ruling: the character sent may be the drawer; the loot is split among those left, and the
// drawer's opening ends. P0 passes; P1 owns the ability, so P2 is asked next.
TEST(ManskyFavor, SendTheDrawerToTheCar) {
  State s = pass_all(act(started(g4()), "open"));
  s = play(s, {"draw loot", "loot k4", "pass", "favor send_to_car P0"});
  EXPECT_EQ(s.character(0).pos, kCar);
  EXPECT_EQ(s.character(0).coins, 0);
  EXPECT_EQ(s.character(1).coins, 3);
  EXPECT_EQ(s.character(2).coins, 3);
  EXPECT_EQ(s.character(2).favors, 0);  // P2 paid P1, Sergeant Spike
  EXPECT_EQ(s.character(1).favors, 2);
  EXPECT_EQ(s.current_player(), 1);
}

// Greedy Gus (ours): "take one Loot token whole instead of splitting it". Ruling: any
// character in the room where the token is drawn may call it in; the caller takes it.
TEST(ManskyFavor, TakeWhole) {
  Game g("");
  State s = pass_all(act(started(g, {0, 5, 2, 3}), "open"));  // P1 is Greedy Gus
  s = play(s, {"draw loot", "loot k4"});
  ASSERT_EQ(s.current_player(), 0);
  EXPECT_TRUE(legal(s, "favor take_whole"));
  s = act(s, "favor take_whole");
  EXPECT_EQ(s.character(0).coins, 6);
  EXPECT_EQ(s.character(2).coins, 0);
  EXPECT_EQ(s.character(1).favors, 2);
}

// The ruling's example: 6 players, seat 5 (Greedy Gus) in R1, seats 0-4 in R0 with a marker
// each; seat 0 opens R0 and draws 3 gems. Everyone in R0 is offered take_whole; seat 1 owns
// send_to_car, so only the others are offered it too. Seat 3 calls it in after seats 0-2
// pass: seat 3 takes all 3 gems (split five ways they would have stayed on the card) and
// pays its marker to seat 5.
TEST(ManskyFavor, TakeWholeByAnyCharacterInTheRoom) {
  Game g(R"({"players": 6})");
  State s = pass_all(act(started(g), "open"));
  s = play(s, {"draw loot", "loot k7"});
  ASSERT_EQ(s.phase(), Phase::kFavor);
  ASSERT_EQ(s.current_player(), 0);
  EXPECT_EQ(legal_texts(s),
            (std::vector<std::string>{"pass", "favor take_whole", "favor send_to_car P1",
                                      "favor send_to_car P2", "favor send_to_car P3",
                                      "favor send_to_car P4"}));
  s = act(s, "pass");
  ASSERT_EQ(s.current_player(), 1);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"pass", "favor take_whole"}));
  s = act(s, "pass");
  ASSERT_EQ(s.current_player(), 2);
  EXPECT_EQ(legal_texts(s),
            (std::vector<std::string>{"pass", "favor take_whole", "favor send_to_car P0",
                                      "favor send_to_car P1", "favor send_to_car P3",
                                      "favor send_to_car P4"}));
  s = play(s, {"pass", "favor take_whole"});
  EXPECT_EQ(s.character(3).gems, 3);
  for (int c : {0, 1, 2, 4}) EXPECT_EQ(s.character(c).gems, 0) << "P" << c;
  EXPECT_EQ(s.room(0).gems, 0);
  EXPECT_EQ(s.character(3).favors, 0);
  EXPECT_EQ(s.character(5).favors, 2);
  EXPECT_EQ(s.phase(), Phase::kAction);
  EXPECT_EQ(s.current_player(), 1);  // one token per opening: seat 1's turn
}

// Only characters in the room of the draw may take the token whole: with Greedy Gus at seat 4,
// seat 5 (in R1) is still asked, for send_to_car (which needs only the target in the room),
// but is not offered take_whole.
TEST(ManskyFavor, TakeWholeOnlyFromTheRoomOfTheDraw) {
  Game g(R"({"players": 6})");
  State s = pass_all(act(started(g, {0, 1, 2, 3, 5, 4}), "open"));  // P4 is Greedy Gus
  s = play(s, {"draw loot", "loot k7", "pass", "pass", "pass", "pass", "pass"});
  ASSERT_EQ(s.phase(), Phase::kFavor);
  ASSERT_EQ(s.current_player(), 5);
  EXPECT_EQ(s.character(5).pos, 1);
  EXPECT_EQ(legal_texts(s),
            (std::vector<std::string>{"pass", "favor send_to_car P0", "favor send_to_car P1",
                                      "favor send_to_car P2", "favor send_to_car P3",
                                      "favor send_to_car P4"}));
  s = act(s, "pass");
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.room(0).gems, 3);  // 3 gems split among five: all left on the card
}

// An edition token with 2 gems and a key: the drawer P0 holds the key once it is drawn; P2
// calls in take_whole (P0 passes; P1 owns it; nobody owns send_to_car) and takes the token
// whole, key and gems. Split three ways, the 2 gems would have stayed on the card.
TEST(ManskyFavor, TakeWholeTakesTheKeyToo) {
  Game g(R"({"edition": {"loot": [{"gems": 2, "coins": 0, "key": true, "count": 60}]}})");
  State s = pass_all(act(started(g, {0, 5, 2, 3}), "open"));  // P1 is Greedy Gus
  s = play(s, {"draw loot", "loot k0"});
  ASSERT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.character(0).keys, 1);
  s = play(s, {"pass", "favor take_whole"});
  EXPECT_EQ(s.character(2).gems, 2);
  EXPECT_EQ(s.character(2).keys, 1);
  EXPECT_EQ(s.character(0).keys, 0);
  EXPECT_EQ(s.character(0).gems, 0);
  EXPECT_EQ(s.room(0).gems, 0);
  EXPECT_EQ(to_j(from_j(g, to_j(s))), to_j(s));  // a state the loader accepts
}

// Lucky Lou (ours): "put a drawn Danger-Danger! token back and draw again".
TEST(ManskyFavor, RedrawDanger) {
  State s = pass_all(act(started(g4()), "open"));
  s = act(s, "draw danger");
  ASSERT_EQ(s.phase(), Phase::kFavor);
  EXPECT_EQ(s.current_player(), 0);
  s = act(s, "favor redraw_danger");
  EXPECT_EQ(s.phase(), Phase::kDrawToken);
  EXPECT_EQ(s.room(0).track, 0);
  EXPECT_DOUBLE_EQ(probability(s, "draw danger"), 2.0 / 12);
  s = act(s, "draw danger");  // drawn again: no second favor this turn
  EXPECT_EQ(s.room(0).track, 1);
  EXPECT_EQ(s.current_player(), 1);
}

// Dicey Dolores (ours): "roll the Danger-Danger! die twice and choose" (the caller chooses).
TEST(ManskyFavor, RollTwiceAndChoose) {
  State s = edit(started(g4()), [](Json& j) {
    j["rooms"][1]["track"] = 1;
    j["rooms"][1]["safe"]["danger"] = 2;
    j["characters"][0]["loot"] = {{"gems", 2}, {"coins", 0}};
  });
  s = pass_all(act(s, "move R1"));
  s = act(s, "draw danger");
  // Danger drawn: P0, P1 and P3 may call in redraw_danger (P2's); nobody does.
  EXPECT_EQ(s.current_player(), 0);
  s = play(s, {"pass", "pass", "pass"});
  // Onto circle 2 (the icon): before the roll, P0 is asked first.
  ASSERT_EQ(s.phase(), Phase::kFavor);
  EXPECT_EQ(s.current_player(), 0);
  s = play(s, {"pass", "favor roll_twice"});  // P1 calls it in
  EXPECT_EQ(s.character(3).favors, 2);
  s = play(s, {"die 5", "die 2"});
  ASSERT_EQ(s.phase(), Phase::kChooseRoll);
  EXPECT_EQ(s.current_player(), 1);
  State boom = act(s, "keep-roll 1");
  EXPECT_EQ(boom.room(1).status, RoomStatus::kDestroyed);
  State safe = act(s, "keep-roll 2");
  EXPECT_EQ(safe.room(1).status, RoomStatus::kOpen);
  EXPECT_EQ(safe.character(0).gems, 2);
}

// Sparky Sal (ours): "turn a drawn Danger-Danger! token into a GASP! card".
TEST(ManskyFavor, DangerToGasp) {
  Game g("");
  State s = pass_all(act(started(g, {0, 1, 2, 4}), "open"));  // P3 is Sparky Sal
  s = act(s, "draw danger");
  s = act(s, "favor danger_to_gasp");
  EXPECT_EQ(s.phase(), Phase::kGaspCard);
  EXPECT_EQ(s.room(0).track, 0);
  EXPECT_EQ(s.room(0).danger, 1);
  s = act(s, "gasp-card g1");  // 1 gem among 3: left on the card
  EXPECT_EQ(s.room(0).gems, 1);
  EXPECT_EQ(s.current_player(), 1);
}

// Lenny the Latch (ours): "unlock a locked room without a key" - a turn action of the active
// player, who pays the owner.
TEST(ManskyFavor, PickLock) {
  Game g("");
  State s = started(g, {0, 1, 2, 6});  // P3 is Lenny the Latch
  EXPECT_TRUE(legal(s, "picklock R2"));
  EXPECT_FALSE(legal(s, "key R2"));
  s = play(s, {"picklock R2", "card 4"});
  EXPECT_EQ(s.character(0).pos, 2);
  EXPECT_EQ(s.character(0).favors, 0);
  EXPECT_EQ(s.character(3).favors, 2);
  EXPECT_EQ(s.room(2).keys, 0);
  EXPECT_EQ(s.phase(), Phase::kDrawToken);  // one favor per turn: no draw_two prompt
  State own = edit(started(g, {6, 1, 2, 3}), [](Json&) {});
  EXPECT_FALSE(legal(own, "picklock R2"));  // P0's own ability
}

// Slippery Vinnie (ours): "stash your unstashed loot without going to the car".
TEST(ManskyFavor, StashInPlace) {
  Game g("");
  State s = edit(started(g, {0, 1, 2, 7}), [](Json& j) {
    j["characters"][0]["loot"] = {{"gems", 1}, {"coins", 1}};
  });
  s = act(s, "stash-here");
  EXPECT_EQ(s.character(0).pos, 0);
  EXPECT_EQ(s.character(0).stash_gems, 1);
  EXPECT_EQ(s.character(0).favors, 0);
  EXPECT_EQ(s.character(3).favors, 2);
  EXPECT_EQ(s.current_player(), 1);
}

// "Nothing can stop this, including favors."
TEST(ManskyFavor, NoFavorOnTheBoomCircle) {
  State s = edit(started(g4()), [](Json& j) {
    j["rooms"][0]["track"] = 1;
    j["rooms"][0]["safe"]["danger"] = 1;
  });
  s = pass_all(act(s, "open"));
  s = act(s, "draw danger");
  EXPECT_EQ(s.room(0).status, RoomStatus::kDestroyed);
  EXPECT_EQ(s.current_player(), 1);
}

// The rulebook's example: Nicky (P0, Lucky Lou), Joey (P1, Frankie the Fixer: draw two),
// Georgie (P2, Dicey Dolores: roll twice), Frankie (P3, two markers), Dolly (P4, Sparky Sal).
// Nicky has no marker and two keys.
TEST(ManskyFavor, RulebookExample) {
  Game g(R"({"players": 5})");
  State s = edit(started(g, {2, 0, 3, 1, 4}), [](Json& j) {
    j["characters"][0]["favors"] = 0;
    j["characters"][0]["keys"] = 2;
    j["characters"][3]["favors"] = 2;
    for (int c : {1, 2, 3, 4}) j["characters"][c]["at"] = "R0";
    j["characters"][0]["at"] = "R1";
    j["rooms"][1]["track"] = 1;
    j["rooms"][1]["safe"]["danger"] = 2;
  });
  // "Nicky offers to trade two keys for a Favor marker, and Frankie ... agrees."
  s = play(s, {"trade P3", "give key", "give key", "ask favor", "send-offer"});
  EXPECT_EQ(s.current_player(), 3);
  s = act(s, "accept");
  EXPECT_EQ(s.character(0).keys, 0);
  EXPECT_EQ(s.character(0).favors, 1);
  EXPECT_EQ(s.character(3).keys, 2);
  EXPECT_EQ(s.character(3).favors, 1);
  // "Nicky gives his Favor marker to Joey, then uses Joey's character's special ability to
  // draw two tokens from the Safe."
  s = act(s, "open");
  ASSERT_EQ(s.current_player(), 0);
  s = act(s, "favor draw_two");
  EXPECT_EQ(s.character(1).favors, 2);
  EXPECT_EQ(s.character(0).favors, 0);
  // "The first shows 3 gems - very nice!"
  s = play(s, {"draw loot", "loot k7"});
  EXPECT_EQ(s.character(0).gems, 3);
  // "The second, however is a Danger-Danger! token." Nobody is asked for a favor: Nicky can't
  // use his own ability, and only one favor may be played in a turn.
  s = act(s, "draw danger");
  EXPECT_EQ(s.room(1).track, 2);
  ASSERT_EQ(s.phase(), Phase::kRollDie);  // "Shaking, Nicky picks up the die, and rolls"
  State with_marker = edit(s, [](Json& j) {
    j["characters"][0]["favors"] = 1;
    j["characters"][1]["favors"] = 1;
  });
  EXPECT_EQ(with_marker.phase(), Phase::kRollDie);
  s = act(s, "die 3");
  EXPECT_EQ(s.character(0).gems, 0);
  EXPECT_EQ(s.character(0).pos, kCar);
}

// Ruling: trades are offers made before acting, at most 2 per turn, put together item by
// item (favor markers, keys, unstashed gems and coins, in any bundle); the other side accepts
// or declines.
TEST(ManskyTrade, OffersAcceptDeclineAndTheLimit) {
  State s = edit(started(g4()), [](Json& j) {
    j["characters"][0]["loot"] = {{"gems", 2}, {"coins", 1}};
    j["characters"][0]["stash"] = {{"gems", 5}, {"coins", 0}};
    j["characters"][1]["keys"] = 1;
  });
  EXPECT_TRUE(legal(s, "trade P1"));
  EXPECT_FALSE(legal(s, "trade P0"));
  s = act(s, "trade P1");
  EXPECT_EQ(s.phase(), Phase::kComposeOffer);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"give favor", "give gem", "give coin",
                                                      "ask favor", "ask key", "withdraw-offer"}));
  s = play(s, {"give gem", "give gem", "give coin"});
  EXPECT_FALSE(legal(s, "give gem"));  // only 2 unstashed gems (stashed ones never trade)
  EXPECT_FALSE(legal(s, "ask gem"));   // not the same kind on both sides
  s = act(s, "ask key");
  EXPECT_FALSE(legal(s, "ask key"));  // P1 has one key
  s = act(s, "send-offer");
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"accept", "decline"}));
  s = act(s, "accept");
  EXPECT_EQ(s.character(0).gems, 0);
  EXPECT_EQ(s.character(0).coins, 0);
  EXPECT_EQ(s.character(0).keys, 1);
  EXPECT_EQ(s.character(1).gems, 2);
  EXPECT_EQ(s.character(1).coins, 1);
  EXPECT_EQ(s.character(1).keys, 0);
  EXPECT_EQ(s.current_player(), 0);
  s = play(s, {"trade P2", "give key", "ask favor", "send-offer", "decline"});
  EXPECT_EQ(s.character(0).keys, 1);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_FALSE(legal(s, "trade P3"));  // two offers this turn
  EXPECT_TRUE(legal(s, "open"));
}

// "force a 50-50 split of your combined stashes ... Any odd gem or coin goes to the player
// who was forced to split ... the favor marker ... is REMOVED FROM THE GAME ... your turn is
// over."
TEST(ManskyHeyBuddy, SplitsTheStashes) {
  State s = edit(started(g4()), [](Json& j) {
    j["characters"][0]["at"] = "car";
    j["characters"][1]["at"] = "car";
    j["characters"][0]["stash"] = {{"gems", 1}, {"coins", 3}};
    j["characters"][1]["stash"] = {{"gems", 4}, {"coins", 4}};
  });
  EXPECT_TRUE(legal(s, "heybuddy P1"));
  EXPECT_FALSE(legal(s, "heybuddy P2"));  // P2 is in the mansion
  s = act(s, "heybuddy P1");
  EXPECT_EQ(s.character(0).stash_gems, 2);
  EXPECT_EQ(s.character(0).stash_coins, 3);
  EXPECT_EQ(s.character(1).stash_gems, 3);
  EXPECT_EQ(s.character(1).stash_coins, 4);
  EXPECT_EQ(s.character(0).favors, 0);
  EXPECT_EQ(s.character(1).favors, 1);
  EXPECT_EQ(to_j(s)["markers_removed"], 1);
  EXPECT_EQ(s.current_player(), 1);
}

}  // namespace
}  // namespace mc_test
