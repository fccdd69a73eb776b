// Danger tokens, the Danger track, every die face and every GASP! card.
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace mc_test {
namespace {

using caper::mansky_caper::kCar;
using caper::mansky_caper::Phase;
using caper::mansky_caper::RoomStatus;

State quiet4() {
  static Game g("");
  return edit(started(g), [&](Json& j) { no_favors(j, g); });
}

// "Put the token on the leftmost empty circle"; ruling: circle 1 is plain.
TEST(ManskyDanger, PlainCircleNeedsNoRoll) {
  State s = play(quiet4(), {"open", "draw danger"});
  EXPECT_EQ(s.room(0).track, 1);
  EXPECT_EQ(s.room(0).danger, 1);
  EXPECT_EQ(s.phase(), Phase::kAction);
  EXPECT_EQ(s.current_player(), 1);
}

// A position for the die: P0 (1 gem 3 coins unstashed, 2 gems stashed, 1 key) walks into R1
// (Room 2, track length 3, one token already on circle 1) where P3 (2 gems 1 coin) is, and
// draws a Danger token onto circle 2, which shows the Danger-Danger! icon.
State before_roll() {
  State s = edit(quiet4(), [](Json& j) {
    j["rooms"][1]["track"] = 1;
    j["rooms"][1]["safe"]["danger"] = 2;
    j["rooms"][1]["leftover"] = {{"gems", 1}, {"coins", 0}};
    j["rooms"][0]["leftover"] = {{"gems", 0}, {"coins", 1}};
    j["characters"][0]["loot"] = {{"gems", 1}, {"coins", 3}};
    j["characters"][0]["stash"] = {{"gems", 2}, {"coins", 0}};
    j["characters"][0]["keys"] = 1;
    j["characters"][3]["loot"] = {{"gems", 2}, {"coins", 1}};
    j["characters"][1]["loot"] = {{"gems", 1}, {"coins", 1}};
  });
  s = play(s, {"move R1", "draw danger"});
  EXPECT_EQ(s.phase(), Phase::kRollDie);
  return s;
}

TEST(ManskyDanger, IconCircleRollsTheSixFacedDie) {
  State s = before_roll();
  EXPECT_EQ(s.room(1).track, 2);
  for (int f = 1; f <= 6; ++f)
    EXPECT_DOUBLE_EQ(probability(s, "die " + std::to_string(f)), 1.0 / 6);
}

TEST(ManskyDanger, DieSafe) {
  for (const char* face : {"die 1", "die 2"}) {
    State s = act(before_roll(), face);
    EXPECT_EQ(s.character(0).gems, 1);
    EXPECT_EQ(s.character(0).pos, 1);
    EXPECT_EQ(s.room(1).status, RoomStatus::kOpen);
    EXPECT_EQ(s.current_player(), 1);
  }
}

// "YOUR LOOT BLEW UP! Return ... all of your unstashed loot and place your character at the
// Getaway Car ... Everything else in the room is untouched."
TEST(ManskyDanger, DieYourLootBlewUp) {
  State s = act(before_roll(), "die 3");
  EXPECT_EQ(s.character(0).gems + s.character(0).coins, 0);
  EXPECT_EQ(s.character(0).pos, kCar);
  EXPECT_EQ(s.character(0).stash_gems, 2);  // stash and keys are never destroyed
  EXPECT_EQ(s.character(0).keys, 1);
  EXPECT_EQ(s.character(3).gems, 3);  // P3 untouched; alone now, P3 takes the leftover gem
  EXPECT_EQ(s.room(1).gems, 0);
}

// "ALL THE LOOT BLEW UP! ... the unstashed loot of everyone in the room, plus all the
// leftover loot in the room. Nobody moves."
TEST(ManskyDanger, DieAllTheLootBlewUp) {
  State s = act(before_roll(), "die 4");
  EXPECT_EQ(s.character(0).gems + s.character(0).coins, 0);
  EXPECT_EQ(s.character(3).gems + s.character(3).coins, 0);
  EXPECT_EQ(s.room(1).gems, 0);
  EXPECT_EQ(s.character(0).pos, 1);
  EXPECT_EQ(s.character(3).pos, 1);
  EXPECT_EQ(s.character(1).gems, 1);  // other rooms untouched
  EXPECT_EQ(s.room(0).coins, 1);
  EXPECT_EQ(s.character(0).stash_gems, 2);
}

// "BOOM! The Room is destroyed ... Every character in the room goes to the Getaway Car".
TEST(ManskyDanger, DieBoom) {
  State s = act(before_roll(), "die 5");
  EXPECT_EQ(s.room(1).status, RoomStatus::kDestroyed);
  EXPECT_EQ(s.character(0).pos, kCar);
  EXPECT_EQ(s.character(3).pos, kCar);
  EXPECT_EQ(s.character(0).gems + s.character(3).gems + s.character(3).coins, 0);
  EXPECT_EQ(s.character(0).keys, 1);
  EXPECT_EQ(s.character(0).stash_gems, 2);
  EXPECT_EQ(s.character(1).gems, 1);
  EXPECT_FALSE(legal(act(s, "stash"), "move R1"));
}

// "AL SHOWS UP! ... Return ... the unstashed loot of ALL players, plus ALL leftover loot in
// ALL rooms."
TEST(ManskyDanger, DieAlShowsUp) {
  State s = act(before_roll(), "die 6");
  for (int c = 0; c < 4; ++c) EXPECT_EQ(s.character(c).gems + s.character(c).coins, 0);
  EXPECT_EQ(s.room(0).coins + s.room(1).gems, 0);
  EXPECT_EQ(s.character(0).pos, 1);
  EXPECT_EQ(s.character(0).stash_gems, 2);
  EXPECT_EQ(s.supply_gems(), 60 - 2);
}

// "If a Danger-Danger! token is placed on the last circle ... you do NOT get to roll ... the
// Room is immediately destroyed."
TEST(ManskyDanger, BoomCircleDestroysWithoutARoll) {
  State s = edit(quiet4(), [](Json& j) {
    j["rooms"][0]["track"] = 1;
    j["rooms"][0]["safe"]["danger"] = 1;
    j["characters"][1]["loot"] = {{"gems", 1}, {"coins", 0}};
    j["characters"][1]["stash"] = {{"gems", 1}, {"coins", 0}};
  });
  s = play(s, {"open", "draw danger"});
  EXPECT_EQ(s.room(0).status, RoomStatus::kDestroyed);
  for (int c = 0; c < 3; ++c) EXPECT_EQ(s.character(c).pos, kCar);
  EXPECT_EQ(s.character(1).gems, 0);
  EXPECT_EQ(s.character(1).stash_gems, 1);
  EXPECT_EQ(s.current_player(), 1);
}

// ---- GASP! -------------------------------------------------------------------------

State gasp(const State& s, int kind) {
  return play(s, {"open", "draw gasp", "gasp-card g" + std::to_string(kind)});
}

// The deck is shuffled once: a card is a chance node only the first time it is seen.
TEST(ManskyGasp, FirstDrawIsAChanceNodeByCardCounts) {
  State s = play(quiet4(), {"open", "draw gasp"});
  ASSERT_EQ(s.phase(), Phase::kGaspCard);
  EXPECT_DOUBLE_EQ(probability(s, "gasp-card g4"), 3.0 / 30);   // open the safe again
  EXPECT_DOUBLE_EQ(probability(s, "gasp-card g9"), 1.0 / 30);   // give 2 coins
  EXPECT_DOUBLE_EQ(probability(s, "gasp-card g14"), 3.0 / 30);  // nothing happens
  s = act(s, "gasp-card g14");
  EXPECT_EQ(s.gasp_unseen(14), 2);
  EXPECT_EQ(s.gasp_seen_count(), 1);
  EXPECT_EQ(s.room(0).gasp, 3);  // the token stays out of the safe
}

// "discard it face down to the bottom of the draw pile": once every card has been seen, the
// order is known and the next card is drawn without a chance node.
TEST(ManskyGasp, TheDeckCyclesInAFixedOrder) {
  Game g(R"({"edition": {"mansion_size": 2,
      "rooms": [{"loot": 1, "gasp": 10, "danger": 2}, {"loot": 1, "gasp": 10, "danger": 2}],
      "gasp": [{"gems": 1, "count": 1}, {"coins": 3, "count": 2}]}})");
  State s = edit(started(g), [&](Json& j) {
    no_favors(j, g);
    for (int c : {1, 2}) j["characters"][c]["at"] = "R1";
  });
  s = play(s, {"open", "draw gasp", "gasp-card g1", "open", "draw gasp", "gasp-card g0", "open",
               "draw gasp", "gasp-card g1"});
  EXPECT_EQ(s.gasp_seen_count(), 3);
  EXPECT_EQ(s.gasp_seen(0), 1);
  EXPECT_EQ(s.gasp_seen(1), 0);
  s = play(s, {"open", "draw gasp"});      // P3, fourth to draw
  EXPECT_NE(s.phase(), Phase::kGaspCard);  // the top card (g1: 3 coins) is known
  EXPECT_EQ(s.gasp_seen(0), 0);
  EXPECT_EQ(s.gasp_seen(2), 1);
  EXPECT_EQ(Json::parse(s.to_json(-1))["gasp_deck"]["seen"], (Json{0, 1, 1}));
}

TEST(ManskyGasp, LootOnTheTopIsSplit) {
  State s = gasp(quiet4(), 0);  // 2 gems among P0, P1, P2: both left on the card
  EXPECT_EQ(s.room(0).gems, 2);
  s = gasp(s, 3);  // P1 draws 6 coins: 2 each
  for (int c = 0; c < 3; ++c) EXPECT_EQ(s.character(c).coins, 2);
}

TEST(ManskyGasp, OpenTheSafeAgain) {
  State s = gasp(quiet4(), 4);
  EXPECT_EQ(s.phase(), Phase::kDrawToken);
  EXPECT_EQ(s.current_player(), caper::kChancePlayer);
  s = play(s, {"draw loot", "loot k4"});
  EXPECT_EQ(s.current_player(), 1);
}

TEST(ManskyGasp, PutTheLastDangerTokenBack) {
  State s = edit(quiet4(), [](Json& j) {
    j["rooms"][0]["track"] = 1;
    j["rooms"][0]["safe"]["danger"] = 1;
  });
  s = gasp(s, 5);
  EXPECT_EQ(s.room(0).track, 0);
  EXPECT_EQ(s.room(0).danger, 2);
  s = gasp(s, 5);  // an empty track: nothing to put back
  EXPECT_EQ(s.room(0).track, 0);
  EXPECT_EQ(s.room(0).danger, 2);
}

TEST(ManskyGasp, EveryoneInTheRoomGoesToTheCar) {
  State s = edit(quiet4(), [](Json& j) {
    j["characters"][1]["loot"] = {{"gems", 1}, {"coins", 0}};
  });
  s = gasp(s, 6);
  for (int c = 0; c < 3; ++c) EXPECT_EQ(s.character(c).pos, kCar);
  EXPECT_EQ(s.character(3).pos, 1);
  EXPECT_EQ(s.character(1).gems, 1);  // still unstashed
  EXPECT_EQ(s.room(0).status, RoomStatus::kOpen);
}

TEST(ManskyGasp, DropYourLootOnTheRoomCard) {
  State s = edit(quiet4(), [](Json& j) {
    j["characters"][0]["loot"] = {{"gems", 3}, {"coins", 5}};
  });
  s = gasp(s, 7);
  EXPECT_EQ(s.character(0).gems + s.character(0).coins, 0);
  EXPECT_EQ(s.room(0).gems, 3);
  EXPECT_EQ(s.room(0).coins, 5);
  s = act(s, "stash");  // P1 leaves: P0 and P2 share what divides evenly
  EXPECT_EQ(s.character(0).gems, 1);
  EXPECT_EQ(s.character(2).coins, 2);
  EXPECT_EQ(s.room(0).gems, 1);
  EXPECT_EQ(s.room(0).coins, 1);
}

// Ruling: a gem if the victim has one, else up to 3 coins; the victim must be in the room.
TEST(ManskyGasp, StealFromACharacterInTheRoom) {
  State s = edit(quiet4(), [](Json& j) {
    j["characters"][1]["loot"] = {{"gems", 1}, {"coins", 1}};
    j["characters"][2]["loot"] = {{"gems", 0}, {"coins", 4}};
    j["characters"][3]["loot"] = {{"gems", 5}, {"coins", 0}};
  });
  s = gasp(s, 8);
  ASSERT_EQ(s.phase(), Phase::kGaspTarget);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"gasp-target P1", "gasp-target P2"}));
  State a = act(s, "gasp-target P1");
  EXPECT_EQ(a.character(0).gems, 1);
  EXPECT_EQ(a.character(1).gems, 0);
  EXPECT_EQ(a.character(1).coins, 1);
  State b = act(s, "gasp-target P2");
  EXPECT_EQ(b.character(0).coins, 3);
  EXPECT_EQ(b.character(2).coins, 1);
  State nobody = gasp(quiet4(), 8);  // no one in the room has loot: nothing happens
  EXPECT_EQ(nobody.current_player(), 1);
}

// Ruling: 2 coins to each other character in the room, in seat order, as far as they go.
TEST(ManskyGasp, GiveTwoCoinsToEachOtherCharacter) {
  State s = edit(quiet4(), [](Json& j) {
    j["characters"][0]["loot"] = {{"gems", 1}, {"coins", 3}};
  });
  s = gasp(s, 9);
  EXPECT_EQ(s.character(0).coins, 0);
  EXPECT_EQ(s.character(1).coins, 2);
  EXPECT_EQ(s.character(2).coins, 1);
  EXPECT_EQ(s.character(3).coins, 0);
  EXPECT_EQ(s.character(0).gems, 1);
}

TEST(ManskyGasp, TakeAFavorMarkerFromAPlayerWithTwo) {
  State s = edit(quiet4(), [](Json& j) {
    j["characters"][3]["favors"] = 2;
    j["characters"][1]["favors"] = 1;
    j["markers_removed"] = 1;
  });
  s = pass_all(act(s, "open"));
  s = play(s, {"draw gasp", "gasp-card g10"});
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"gasp-target P3"}));
  s = act(s, "gasp-target P3");
  EXPECT_EQ(s.character(0).favors, 1);
  EXPECT_EQ(s.character(3).favors, 1);
}

TEST(ManskyGasp, MoveToAnotherUnlockedRoomWithoutOpening) {
  State s = edit(quiet4(), [](Json& j) {
    j["rooms"][1]["leftover"] = {{"gems", 0}, {"coins", 2}};
  });
  s = gasp(s, 11);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"gasp-room R1"}));
  s = act(s, "gasp-room R1");
  EXPECT_EQ(s.character(0).pos, 1);
  EXPECT_EQ(s.character(0).coins, 1);  // shares R1's leftovers with P3
  EXPECT_EQ(s.room(1).loot, 7);        // no opening
  EXPECT_EQ(s.current_player(), 1);
}

TEST(ManskyGasp, StashYourLootNow) {
  State s = edit(quiet4(), [](Json& j) {
    j["characters"][0]["loot"] = {{"gems", 1}, {"coins", 2}};
  });
  s = gasp(s, 12);
  EXPECT_EQ(s.character(0).stash_gems, 1);
  EXPECT_EQ(s.character(0).stash_coins, 2);
  EXPECT_EQ(s.character(0).pos, 0);  // stays in the room
}

TEST(ManskyGasp, RollTheDieForThisRoom) {
  State s = edit(quiet4(), [](Json& j) {
    j["characters"][0]["loot"] = {{"gems", 1}, {"coins", 2}};
  });
  s = gasp(s, 13);
  ASSERT_EQ(s.phase(), Phase::kRollDie);
  s = act(s, "die 3");
  EXPECT_EQ(s.character(0).pos, kCar);
  EXPECT_EQ(s.character(0).gems, 0);
  EXPECT_EQ(s.room(0).track, 0);
}

TEST(ManskyGasp, NothingHappens) {
  State before = quiet4();
  State s = gasp(before, 14);
  EXPECT_EQ(s.current_player(), 1);
  for (int c = 0; c < 4; ++c) EXPECT_TRUE(s.character(c) == before.character(c));
}

}  // namespace
}  // namespace mc_test

namespace mc_test {
namespace {

// "First, divide loot shown on the top of the card (if any), then do what the card says at
// the bottom": a card with both (an edition may have one) stashes the share just split.
TEST(ManskyGasp, LootOnTopIsDividedBeforeTheBottom) {
  Game g(R"({"edition": {"gasp": [{"gems": 3, "effect": "stash_now", "count": 1}]}})");
  State s = edit(started(g), [&](Json& j) { no_favors(j, g); });
  s = play(s, {"open", "draw gasp", "gasp-card g0"});
  EXPECT_EQ(s.character(0).stash_gems, 1);
  EXPECT_EQ(s.character(0).gems, 0);
  EXPECT_EQ(s.character(1).gems, 1);  // the others keep theirs unstashed
  EXPECT_EQ(s.character(1).stash_gems, 0);
  // With one card, the deck is known after its first draw.
  s = play(s, {"open", "draw gasp"});
  EXPECT_EQ(s.character(1).stash_gems, 2);
}

}  // namespace
}  // namespace mc_test
