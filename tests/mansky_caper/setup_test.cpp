// Options, component data, dealing and breaking into the mansion.
#include <gtest/gtest.h>

#include "helpers.hpp"
#include "mansky_caper/event_text.hpp"

namespace mc_test {
namespace {

using caper::mansky_caper::Phase;
using caper::mansky_caper::RoomStatus;

std::string error_of(std::string_view options) {
  try {
    Game g(options);
  } catch (const caper::BadOptions& e) {
    return e.what();
  }
  return "no error";
}

TEST(ManskyOptions, Defaults) {
  Game g("");
  EXPECT_EQ(g.num_players(), 4);
  EXPECT_EQ(g.max_turns(), 1000);
  EXPECT_EQ(g.num_characters(), 4);
  EXPECT_FALSE(g.has_driver());
  EXPECT_EQ(g.edition().rooms.size(), 10U);
  EXPECT_EQ(g.edition().loot_tokens(), 78);
  EXPECT_EQ(g.edition().gasp_cards(), 30);
  EXPECT_EQ(g.edition().supply_coins, 144);
  EXPECT_EQ(g.edition().supply_gems, 60);
  Game two(R"({"players": 2})");
  EXPECT_EQ(two.num_characters(), 3);
  EXPECT_TRUE(two.has_driver());
}

// Names reach to_text, info and C strings, so a NUL byte (or an over-long
// name) is refused on input, naming the field, and never echoed back.
TEST(ManskyOptions, NamesWithNulBytesAreRefused) {
  const auto refused = [](const std::string& options, std::string_view field) {
    const std::string error = error_of(options);
    EXPECT_NE(error.find(field), std::string::npos) << error;
    EXPECT_EQ(error.find('\0'), std::string::npos);
  };
  refused(R"({"edition": {"rooms": [{"name": "Va\u0000ult", "loot": 6, "gasp": 4, "danger": 2},
                                   {"loot": 7, "gasp": 3, "danger": 3}], "mansion_size": 2}})",
          "options.edition.rooms[0].name: contains a NUL byte");
  refused(R"({"edition": {"characters": [{"name": "A\u0000", "ability": "draw_two"},
               {"name": "B", "ability": "pick_lock"}, {"name": "C", "ability": "take_whole"}]},
               "players": 3})",
          "options.edition.characters[0].name: contains a NUL byte");
  refused(R"({"edition": {"characters": [{"name": "A", "ability": "draw_two\u0000"},
               {"name": "B", "ability": "pick_lock"}, {"name": "C", "ability": "take_whole"}]},
               "players": 3})",
          "options.edition.characters[0].ability: contains a NUL byte");
  refused(R"({"edition": {"die": ["safe","safe","safe","safe","safe","boom\u0000"]}})",
          "options.edition.die[5]: contains a NUL byte");
  refused(R"({"edition": {"gasp": [{"count": 30, "effect": "none\u0000"}]}})",
          "options.edition.gasp[0].effect: contains a NUL byte");
  refused(R"({"edition": {"rooms": [{"name": ")" + std::string(65, 'x') +
              R"(", "loot": 6, "gasp": 4, "danger": 2}, {"loot": 7, "gasp": 3, "danger": 3}],
              "mansion_size": 2}})",
          "options.edition.rooms[0].name: longer than 64 bytes");
  // Action text: refused without echoing the text.
  Game g("");
  try {
    (void)g.initial_state().action_from_string(std::string("open\0", 5));
    ADD_FAILURE() << "a NUL byte in action text was accepted";
  } catch (const caper::ParseError& e) {
    EXPECT_EQ(std::string(e.what()), "mansky_caper action: the text contains a NUL byte");
  }
}

TEST(ManskyOptions, BadOptionsNameTheKey) {
  EXPECT_NE(error_of(R"({"colour": 1})").find("options.colour"), std::string::npos);
  EXPECT_NE(error_of(R"({"players": 7})").find("options.players"), std::string::npos);
  EXPECT_NE(error_of(R"({"max_turns": 0})").find("options.max_turns"), std::string::npos);
  EXPECT_NE(error_of(R"({"edition": {"rooms": [{"loot": 1, "gasp": 1, "danger": 1},
                                               {"loot": 1, "gasp": 1, "danger": 2}]}})")
                .find("options.edition.rooms[0].danger"),
            std::string::npos);
  EXPECT_NE(
      error_of(R"({"edition": {"loot": [{"coins": 2, "count": 5}, {"coins": 2, "count": 1}]}})")
          .find("options.edition.loot[1]"),
      std::string::npos);
  EXPECT_NE(error_of(R"({"edition": {"characters": [{"name": "A", "ability": "fly"}]}})")
                .find("options.edition.characters"),
            std::string::npos);
  EXPECT_NE(error_of(R"({"edition": {"die": ["safe"]}})").find("options.edition.die"),
            std::string::npos);
  EXPECT_NE(error_of(R"({"edition": {"die": ["safe","safe","safe","safe","safe","oops"]}})")
                .find("unknown die result 'oops'"),
            std::string::npos);
  EXPECT_NE(
      error_of(R"({"edition": {"mansion_size": 6, "rooms": [{"loot": 1, "gasp": 0, "danger": 2},
                       {"loot": 1, "gasp": 0, "danger": 2}]}})")
          .find("mansion_size"),
      std::string::npos);
  EXPECT_NE(error_of(R"({"edition": {"gasp": [{"count": 1, "effect": "explode"}]}})")
                .find("options.edition.gasp[0].effect"),
            std::string::npos);
  EXPECT_NE(error_of(R"({"edition": {"loot": [{"coins": 1, "count": 5}]}})").find("Loot bag"),
            std::string::npos);
  EXPECT_NE(error_of(R"({"players": 5, "edition": {"characters": [
               {"name": "A", "ability": "draw_two"}, {"name": "B", "ability": "pick_lock"},
               {"name": "C", "ability": "take_whole"}, {"name": "D", "ability": "roll_twice"}]}})")
                .find("5 characters are needed"),
            std::string::npos);
}

TEST(ManskyOptions, EditionIsLoadedAndDescribed) {
  Game g(R"({"players": 3, "edition": {"mansion_size": 3, "supply": {"gems": 20},
             "rooms": [{"name": "Vault", "loot": 2, "gasp": 0, "danger": 2},
                       {"name": "Den", "loot": 3, "gasp": 1, "danger": 3},
                       {"name": "Attic", "loot": 1, "gasp": 1, "danger": 2}]}})");
  EXPECT_EQ(g.edition().mansion_size, 3);
  EXPECT_EQ(g.edition().rooms[1].name, "Den");
  EXPECT_EQ(g.edition().supply_gems, 20);
  EXPECT_EQ(g.edition().supply_coins, 144);  // unchanged keys keep the default
  const Json info = Json::parse(g.info_json());
  EXPECT_EQ(info["data"]["edition"]["rooms"][0]["name"], "Vault");
  EXPECT_EQ(info["data"]["edition"]["mansion_size"], 3);
  EXPECT_EQ(info["options"]["max_turns"],
            (Json{{"value", 1000}, {"default", 1000}, {"min", 1}, {"max", 60000}}));
  EXPECT_EQ(info["type"]["utility"], "general_sum");
  State s = started(g);
  EXPECT_EQ(to_j(s)["rooms"].size(), 3U);
  EXPECT_EQ(s.supply_gems(), 20);
}

// "Shuffle the Character cards and deal one to each player": one chance node per card.
TEST(ManskySetup, CharactersAreDealtOneByOne) {
  Game g("");
  State s = g.initial_state();
  EXPECT_EQ(s.phase(), Phase::kSetup);
  EXPECT_TRUE(s.is_chance_node());
  EXPECT_DOUBLE_EQ(probability(s, "deal c0"), 1.0 / 8);
  EXPECT_DOUBLE_EQ(probability(s, "deal c7"), 1.0 / 8);
  s = act(s, "deal c5");
  EXPECT_DOUBLE_EQ(probability(s, "deal c5"), 0.0);
  EXPECT_DOUBLE_EQ(probability(s, "deal c0"), 1.0 / 7);
  for (int c = 0; c < 4; ++c) EXPECT_EQ(s.character(c).favors, 1);  // one Favor marker each
  for (int c = 0; c < 4; ++c) EXPECT_EQ(s.character(c).pos, caper::mansky_caper::kCar);
}

// Youngest (seat 0) picks any room; the oldest (last seat) a different one; the rest in
// seat order go into either unlocked room.
TEST(ManskySetup, BreakingInOrder) {
  Game g("");
  State s = play(g.initial_state(), {"deal c0", "deal c1", "deal c2", "deal c3"});
  EXPECT_EQ(s.phase(), Phase::kBreakIn);
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(legal_texts(s),
            (std::vector<std::string>{"enter R0", "enter R1", "enter R2", "enter R3", "enter R4"}));
  s = act(s, "enter R2");
  // Unlocking flips a face-down Room card: a chance node over the 10 cards.
  EXPECT_TRUE(s.is_chance_node());
  EXPECT_DOUBLE_EQ(probability(s, "card 9"), 1.0 / 10);
  s = act(s, "card 9");
  EXPECT_EQ(s.room(2).status, RoomStatus::kOpen);
  EXPECT_EQ(s.room(2).loot, 9);  // Room 10: 9 loot / 3 GASP! / 4 danger
  EXPECT_EQ(s.room(2).gasp, 3);
  EXPECT_EQ(s.room(2).danger, 4);
  EXPECT_EQ(s.character(0).pos, 2);
  EXPECT_EQ(s.current_player(), 3);  // the oldest
  EXPECT_FALSE(legal(s, "enter R2"));
  s = act(s, "enter R4");
  EXPECT_DOUBLE_EQ(probability(s, "card 9"), 0.0);
  EXPECT_DOUBLE_EQ(probability(s, "card 0"), 1.0 / 9);
  s = act(s, "card 0");
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"enter R2", "enter R4"}));
  s = act(s, "enter R4");
  EXPECT_EQ(s.current_player(), 2);
  s = act(s, "enter R2");
  EXPECT_EQ(s.phase(), Phase::kAction);
  EXPECT_EQ(s.current_player(), 0);  // the youngest goes first
  EXPECT_EQ(s.room(0).status, RoomStatus::kLocked);
  EXPECT_EQ(s.character(1).pos, 4);
  EXPECT_EQ(s.character(2).pos, 2);
}

TEST(ManskySetup, TwoPlayersDriverStartsAtTheCarWithoutAMarker) {
  Game g(R"({"players": 2})");
  State s = started(g);
  EXPECT_EQ(s.phase(), Phase::kAction);
  EXPECT_EQ(s.character(0).pos, 0);
  EXPECT_EQ(s.character(1).pos, 1);
  EXPECT_EQ(s.character(2).pos, caper::mansky_caper::kCar);
  EXPECT_TRUE(s.is_driver(2));
  EXPECT_EQ(s.character(2).favors, 0);
  EXPECT_EQ(s.character(0).favors, 1);
}

// Nothing is hidden from one player and known to another: safes hold only public counts
// (their tokens are drawn lazily), the deck's unseen part is a count per kind.
TEST(ManskyHidden, ViewsLeakNothingAndDeterminizeKeepsTheState) {
  Game g("");
  State s = started(g);
  Json full = to_j(s);
  for (int p = 0; p < 4; ++p) {
    Json view = Json::parse(s.to_json(p));
    EXPECT_EQ(view["view"], p);
    view["view"] = -1;
    EXPECT_EQ(view, full);
    caper::Rng rng(7);
    EXPECT_TRUE(s.determinize(p, rng) == s);
  }
  EXPECT_FALSE(full["rooms"][0].contains("tokens"));
  EXPECT_EQ(full["rooms"][0]["safe"], (Json{{"loot", 6}, {"gasp", 4}, {"danger", 2}}));
}

// Every event is public (a character card is read aloud, a Room card flipped, a drawn
// token and a GASP! card shown), so every seat and the full view read each event alike, in
// words (the default edition's names and contents, data.cpp).
TEST(ManskyHidden, EveryEventReadsAlikeForEverySeatInWords) {
  Game g("");
  State s = g.initial_state();
  const auto read_by_all = [&](const State& at, std::string_view text, std::string_view words) {
    const caper::ActionId id = at.action_from_string(text);
    EXPECT_EQ(at.action_to_string(id), text);
    EXPECT_EQ(at.action_to_string(id, caper::kFullView), words);
    for (int p = 0; p < g.num_players(); ++p) EXPECT_EQ(at.action_to_string(id, p), words) << p;
  };
  // Character card 5 is Greedy Gus (take_whole), dealt first: to P0.
  read_by_all(s, "deal c5", "P0 is dealt Greedy Gus (take whole)");
  s = play(s, {"deal c0", "deal c1", "deal c2", "deal c3", "enter R0"});
  // Room card 4 is "Room 5" with a safe of 8 loot, 3 GASP! and 3 danger tokens.
  read_by_all(s, "card 4", "the Room card is Room 5 (safe: 8 loot, 3 GASP!, 3 danger)");
  s = pass_all(play(started(g), {"open"}));  // nobody calls in draw_two
  read_by_all(s, "draw loot", "a Loot token is drawn from the safe");
  read_by_all(s, "draw gasp", "a GASP! token is drawn from the safe");
  read_by_all(act(s, "draw loot"), "loot k7", "the Loot token is 3 gems");  // kind 7: 3 gems
  read_by_all(act(s, "draw gasp"), "gasp-card g12", "the GASP! card: stash now");
  // Die face 5 (index 4) is BOOM!.
  EXPECT_EQ(caper::mansky_caper::event_text(
                s, caper::mansky_caper::Action{caper::mansky_caper::ActionKind::kDieFace, 4}),
            "the Danger-Danger! die shows BOOM! (the room is destroyed)");
  // started(): P1 holds character card 1 (Sergeant Spike); R0 shows room card 0 (Room 1).
  const State at = started(g);
  EXPECT_EQ(at.action_to_string(at.action_from_string("trade P1"), 0),
            "trade with P1 (Sergeant Spike)");
  EXPECT_EQ(at.action_to_string(at.action_from_string("move R0"), 0), "move to R0 (Room 1)");
}

// Loads `s` edited by `change`; the loader must refuse it with an error containing `message`.
template <class F>
void expect_refused(const State& s, F&& change, std::string_view message) {
  Json j = to_j(s);
  change(j);
  try {
    (void)s.game().state_from_json(j.dump());
    ADD_FAILURE() << "accepted; expected an error about " << message;
  } catch (const caper::ParseError& e) {
    EXPECT_NE(std::string(e.what()).find(message), std::string::npos) << e.what();
  }
}

TEST(ManskyJson, BadStatesAreRefusedNamingTheField) {
  Game g("");
  State s = started(g);
  auto refused = [&](auto change, std::string_view field) { expect_refused(s, change, field); };
  refused([](Json& j) { j["characters"][0]["loot"]["gems"] = 3; }, "state.supply.gems");
  refused([](Json& j) { j["characters"][1]["card"] = 0; }, "state.characters[1].card");
  refused([](Json& j) { j["characters"][0]["at"] = "R3"; }, "state.characters[0].at");
  refused([](Json& j) { j["rooms"][0]["safe"]["loot"] = 7; }, "state.rooms[0].safe");
  refused([](Json& j) { j["rooms"][0]["track"] = 2; }, "state.rooms[0].track");
  refused([](Json& j) { j["characters"][0]["favors"] = 2; }, "Favor markers do not add up");
  refused([](Json& j) { j["gasp_deck"]["unseen"][0] = 1; }, "state.gasp_deck.unseen[0]");
  refused([](Json& j) { j["phase"] = "dance"; }, "state.phase");
  refused([](Json& j) { j["extra"] = 1; }, "state.extra");
  refused([](Json& j) { j["rooms"][3]["card"] = 5; }, "state.rooms[3].card");
  refused([](Json& j) { j["characters"][2]["keys"] = 1; },
          "keys held and left in rooms (1) must equal the key tokens drawn (0)");
  refused([](Json& j) { j["loot_unrevealed"][0] = 9; },  // a key drawn, nobody holds it
          "keys held and left in rooms (0) must equal the key tokens drawn (1)");
  refused([](Json& j) { j["characters"][0]["stashed_last_turn"] = true; },  // P0 is in R0
          "state.characters[0].stashed_last_turn");
  refused([](Json& j) { j["turn"] = 1000; }, "state.turn: the game ends at turn 1000");
  refused([](Json& j) { j["view"] = 0; }, "state.view");
  refused([](Json& j) { j["players"] = 3; }, "state.players");
  refused(
      [](Json& j) {
        j["phase"] = "over";
        j["result"] = {{"reason", "turn_limit"}};
      },
      "state.result.reason: turn_limit ends the game at turn 1000");
  refused(
      [](Json& j) {
        j["phase"] = "over";
        j["result"] = {{"reason", "rooms_gone"}};
      },
      "state.result.reason: rooms_gone needs every room destroyed or ransacked");
  refused(
      [](Json& j) {
        j["phase"] = "over";
        j["result"] = {{"reason", "vote"}};
      },
      "state.result.reason: vote needs every player at the car");
  refused(
      [](Json& j) {
        j["rooms"][1]["status"] = "destroyed";
        j["rooms"][1]["safe"] = {{"loot", 0}, {"gasp", 0}, {"danger", 0}};
        j["rooms"][1]["track"] = 4;  // Room 2's track has 3 circles
        j["characters"][3]["at"] = "car";
      },
      "state.rooms[1].track: longer than the room's Danger track");
  refused(
      [](Json& j) {
        for (int r = 0; r < 2; ++r) {
          j["rooms"][r]["status"] = "ransacked";
          j["rooms"][r]["safe"] = {{"loot", 0}, {"gasp", 0}, {"danger", 0}};
        }
        for (int r = 2; r < 5; ++r) {
          j["rooms"][r]["status"] = "destroyed";
          j["rooms"][r]["card"] = r;
        }
        for (Json& c : j["characters"]) c["at"] = "car";
      },
      "state.rooms: the game ends when every room is destroyed or ransacked");
}

// States no play reaches, which the loader once accepted and play then turned into a state
// it refused (tests/regressions/mansky_caper/ keeps the three documents that showed it).
TEST(ManskyJson, StatesPlayCannotReachAreRefused) {
  // "The Driver does not trade": an offer made in the Driver's turn (P0 to answer it).
  Game g2(R"({"players": 2})");
  expect_refused(
      started(g2),
      [](Json& j) {
        j["active"] = 2;
        j["phase"] = "trade_reply";
        j["context"]["trade_to"] = 0;
      },
      "state.active: the Driver neither trades nor proposes the end");
  // A Danger token drawn from R0 (Room 1: 2 Danger tokens, track of 2 circles) waits for
  // the favor prompt: it is neither in the safe (1 left) nor on the track (0).
  Game g("");
  const State drawn = act(pass_all(act(started(g), "open")), "draw danger");
  ASSERT_EQ(drawn.phase(), Phase::kFavor);
  EXPECT_EQ(to_j(from_j(g, to_j(drawn))), to_j(drawn));
  expect_refused(
      drawn, [](Json& j) { j["rooms"][0]["safe"]["danger"] = 2; },
      "state.rooms[0].track: safe danger + track + the Danger token drawn exceed the room's 2");
  // With one token on the track, the one drawn lands on BOOM! at once: no prompt.
  expect_refused(
      drawn,
      [](Json& j) {
        j["rooms"][0]["safe"]["danger"] = 0;
        j["rooms"][0]["track"] = 1;
      },
      "state.rooms[0].track: a Danger token drawn onto the BOOM! circle is placed at once");
  // Between turns, R1 is not being opened: its empty safe would have ransacked it, whatever
  // room the last opening was in.
  expect_refused(
      started(g),
      [](Json& j) {
        j["rooms"][1]["safe"] = {{"loot", 0}, {"gasp", 0}, {"danger", 0}};
        j["context"]["open_room"] = 1;
      },
      "state.rooms[1].safe: an open room with an empty safe is ransacked");
  expect_refused(
      started(g), [](Json& j) { j["context"]["moment"] = "loot_drawn"; },
      "state.context.moment: favors are asked only in the favor phase");
  // Two rolls are made only for the player who called in roll_twice, who then chooses.
  expect_refused(
      started(g), [](Json& j) { j["context"]["rolls_wanted"] = 2; },
      "state.context.rolls_wanted: 2 exactly while the rolls of the player who called in");
}

// A document of the previous version (no envelope, no stashed_last_turn) still loads; a
// state reached by play reloads to an equal state with the same JSON.
TEST(ManskyJson, EarlierDocumentsLoadAndPlayedStatesReload) {
  Game g("");
  State s = play(started(g), {"open"});
  Json j = to_j(s);
  for (const char* key : {"to_move", "players", "scores", "winners", "view"}) j.erase(key);
  for (Json& c : j["characters"]) c.erase("stashed_last_turn");
  EXPECT_TRUE(from_j(g, j) == s);
  Json deal = to_j(g.initial_state());  // the set-up phase was called "deal"
  EXPECT_EQ(deal["phase"], "setup");
  deal["phase"] = "deal";
  EXPECT_TRUE(from_j(g, deal) == g.initial_state());
  State t = act(started(g), "stash");  // P0 stashes at the car: remembered
  ASSERT_TRUE(t.stashed_last_turn(0));
  EXPECT_TRUE(from_j(g, to_j(t)) == t);
  EXPECT_EQ(from_j(g, to_j(t)).to_json(caper::kFullView), t.to_json(caper::kFullView));
}

// determinize is a function of the view: nothing is hidden, so the determinization is the state
// itself, whatever the seed: a function of the view alone (equal views are equal states here).
TEST(ManskyHidden, DeterminizeIsTheViewItself) {
  Game g("");
  const State s = play(started(g), {"open"});
  for (int p = 0; p < g.num_players(); ++p)
    for (std::uint64_t seed : {1ULL, 99ULL}) {
      caper::Rng rng(seed);
      EXPECT_EQ(s.determinize(p, rng).to_json(p), s.to_json(p));
    }
}

}  // namespace
}  // namespace mc_test
