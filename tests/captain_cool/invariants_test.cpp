// Loaded states as sound as played ones (a loaded state must play as a played one does): each
// invariant of a state is refused naming its field, bounds follow the board, mutated real states
// are refused or play on, and determinize depends on the viewer's information only.
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "caper/core/error.hpp"
#include "conformance/budget.hpp"
#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

constexpr int I = 0, II = 1, CC = 4, Ed = 6;
// Sanitizer builds mutate fewer states, play each accepted mutant for fewer steps and
// compare determinizations over fewer games (conformance/budget.hpp).
constexpr int kMutateEvery = caper::testing::budget(25, 50);  // steps between mutated states
constexpr int kMutantSteps = caper::testing::budget(300, 40);
constexpr std::uint64_t kTwinSeeds = caper::testing::budget(4, 1);

std::string error_of(const Game& g, const json& doc) {
  try {
    (void)g.state_from_json(doc.dump());
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(accepted)";
}

bool refused_naming(const Game& g, const json& doc, const std::string& field,
                    const std::string& words) {
  const std::string message = error_of(g, doc);
  const bool ok =
      message.find(field) != std::string::npos && message.find(words) != std::string::npos;
  if (!ok) ADD_FAILURE() << "expected '" << field << "' and '" << words << "', got: " << message;
  return ok;
}

// Moves plain cards from the plain pile to the discard until `keep` are left.
void thin_plain_pile(json& j, std::size_t keep) {
  while (j["piles"]["plain"].size() > keep) {
    j["discard"].push_back(j["piles"]["plain"][0]);
    j["piles"]["plain"].erase(0);
  }
}

TEST(CaptainCoolInvariants, PilesHoldWhatTheRestOfTheGameDraws) {
  // Round 3, choose: rounds 4 and 5 each draw one card of every boss pile and five plain
  // cards (one with the boss cards, four for the second spaces): 10 plain, 2 per boss pile.
  Game g(R"({"players": 2})");
  json j = Position(g).set("round", 3).raw();
  thin_plain_pile(j, 10);
  EXPECT_EQ(error_of(g, j), "(accepted)");
  thin_plain_pile(j, 9);
  refused_naming(g, j, "state.piles.plain", "holds 9 cards, but the rest of the game draws 10");
  // A dead end: the Tom pile emptied into the discard in round 4, while round 5's refill
  // draws one of its cards: play would reach a draw with no card (no chance outcome).
  json empty = Position(g).set("round", 4).raw();
  while (!empty["piles"]["tom"].empty()) {
    empty["discard"].push_back(empty["piles"]["tom"][0]);
    empty["piles"]["tom"].erase(0);
  }
  refused_naming(g, empty, "state.piles.tom", "draws 1");
  // In round 5 nothing is drawn any more: an empty pile is fine.
  empty["round"] = 5;
  EXPECT_EQ(error_of(g, empty), "(accepted)");
}

TEST(CaptainCoolInvariants, StepFollowsTheFiguresOnTheBoard) {
  Game g(R"({"players": 2})");
  Position pos(g);
  pos.figures(I, 0, 2).figures(II, 1, 2);
  json j = pos.set("step", 2).raw();
  EXPECT_EQ(error_of(g, j), "(accepted)");
  j["step"] = 3;  // three reveals would have placed three figures of each seat
  refused_naming(g, j, "state.step", "seat 0 has placed 2 figures");
  j["step"] = 12;
  refused_naming(g, j, "state.step", "12 reveals");
  // From step 2, one reveal later the state writes step 3 and loads again.
  State s = act(act(pos.set("step", 2).build(), "play I"), "play II");
  EXPECT_EQ(to_j(s)["step"], 3);
  EXPECT_EQ(g.state_from_json(s.to_json(kFullView)), s);
  // Advanced: a Captain Cool or Edward ability may place nothing, so it counts as a reveal.
  Game adv(R"({"players": 2, "advanced": true})");
  Position apos(adv);
  apos.figures(I, 0, 1).figures(II, 1, 3);
  json a = apos.set("step", 3)
               .set("used", json::array({json::array({"CC", "Ed"}), json::array()}))
               .raw();
  EXPECT_EQ(error_of(adv, a), "(accepted)");
  a["used"][0] = json::array({"CC"});
  refused_naming(adv, a, "state.step", "used 1 Captain Cool / Edward");
}

TEST(CaptainCoolInvariants, ScoresStayBelowTheCapLessThePointsStillWinnable) {
  // Round 1, choose: 4 rounds to come (4 * 468), 4 pubs (4 * 32) and 10 empty spaces
  // (10 * 34) still to score: 2340 points, so at most 10000 - 2340 = 7660.
  Game g(R"({"players": 2})");
  json j = Position(g).score(0, 7660).raw();
  EXPECT_EQ(error_of(g, j), "(accepted)");
  j["scores"][0] = 7661;
  refused_naming(g, j, "state.scores[0]", "at most 7660");
  // From the cap, every state of a random playout to the end loads again.
  State s = g.state_from_json(json(Position(g).score(0, 7660).raw()).dump());
  Rng rng(3);
  int steps = 0;
  for (; !s.is_terminal(); ++steps) {
    s = random_step(s, rng);
    ASSERT_EQ(g.state_from_json(s.to_json(kFullView)), s) << "step " << steps;
  }
  EXPECT_GT(s.score(0), 7660);
}

TEST(CaptainCoolInvariants, EachPhaseKeepsItsPreconditions) {
  Game g(R"({"players": 2})");
  // A hidden hand card was dealt: plain only.
  refused_naming(g, Position(g).hand(0, 2, false).raw(), "state.hands[0]", "boss card");
  // A seat still to choose has a figure to place.
  refused_naming(g, Position(g).figures(I, 0, 6).set("step", 6).raw(), "state.supply[0]",
                 "has a figure");
  // Every pile has been drawn from once the pubs are filled.
  json used = Position(g).raw();
  used["decks_used"] = json::array({"tom"});
  refused_naming(g, used, "state.decks_used", "4 piles expected in 'choose'");
  // The deal happens in round 1 only.
  json deal = Position(g).phase("deal", -1).set("round", 2).raw();
  refused_naming(g, deal, "state.round", "round 1 only");
  // Filling the pubs: pub II gets its first card after pub I.
  json fill = Position(g).phase("fill_boss", -1).set("sub", 1).raw();
  fill["decks_used"] = json::array({"tom"});
  refused_naming(g, fill, "state.pubs[0]", "filled in order");
  fill["pubs"][0][0] = fill["piles"]["tom"][0];
  fill["piles"]["tom"].erase(0);
  fill["step"] = 0;
  EXPECT_EQ(error_of(g, fill), "(accepted)");
  fill["decks_used"] = json::array({"plain"});
  refused_naming(g, fill, "state.decks_used", "piles of the pubs' first cards");
}

TEST(CaptainCoolInvariants, AffrayAndBigDealAskTheRightSeat) {
  Game g(R"({"players": 2})");
  // Pub I: p0 has 2 figures, p1 one: p0 alone picks.
  Position pos(g);
  pos.pub(I, 0, 47).pub(I, 1, 29).figures(I, 0, 2).figures(I, 1, 1).set("step", 1);
  pos.phase("affray_pick", 0);
  EXPECT_EQ(error_of(g, pos.raw()), "(accepted)");
  pos.phase("affray_pick", 1);
  refused_naming(g, pos.raw(), "state.actor", "majority holder");
  // Big Deal, turn 1: p1 (first in order) passed, so it can place nothing and showed all.
  Position deal(g);
  deal.phase("big_deal", 0).set("order", json::array({1, 0})).set("big_deal_turn", 1);
  deal.set("affray_pub", 4).hand(0, 47).hand(1, 36, false);
  refused_naming(g, deal.raw(), "state.shown[1]", "has shown its hand");
  deal.circle(38);  // a 7 on the circle: p1's 7 cannot go there any more
  deal.raw()["shown"][1] = json::array({36});
  EXPECT_EQ(error_of(g, deal.raw()), "(accepted)");
}

// Random games: mutate real documents (numbers, a card moved between places, a card
// removed); every mutant is refused with ParseError or plays on soundly for 300 steps (40
// in sanitizer builds):
// a non-terminal state has a legal action or a chance outcome and reloads equal.
TEST(CaptainCoolInvariants, MutatedRealStatesAreRefusedOrPlayOn) {
  for (const char* options :
       {R"({"players": 2})", R"({"players": 3, "advanced": true})", R"({"players": 5})"}) {
    Game g(options);
    Rng rng(17);
    State s = g.initial_state();
    int accepted = 0;
    for (int step = 0; !s.is_terminal(); ++step) {
      if (step % kMutateEvery == 0) {
        const json doc = to_j(s);
        for (int m = 0; m < 20; ++m) {
          json mutant = doc;
          std::vector<json*> lists{&mutant["discard"]};
          for (auto& [key, pile] : mutant["piles"].items()) lists.push_back(&pile);
          for (auto& hand : mutant["hands"]) lists.push_back(&hand);
          json& from = *lists[rng.below(lists.size())];
          json& to = *lists[rng.below(lists.size())];
          switch (rng.below(3)) {
            case 0: {  // a number field nudged
              const char* keys[] = {"step",       "sub",       "big_deal_turn",
                                    "affray_pub", "queue_pos", "round"};
              json& v = mutant[keys[rng.below(6)]];
              v = v.get<int>() + static_cast<int>(rng.below(5)) - 2;
              break;
            }
            case 1:  // a card moved to another list
              if (!from.empty()) {
                to.push_back(from[from.size() - 1]);
                from.erase(from.size() - 1);
              }
              break;
            default: {  // a score raised
              json& score = mutant["scores"][rng.below(mutant["scores"].size())];
              score = score.get<int>() + static_cast<int>(rng.below(40));
            }
          }
          State t = s;
          try {
            t = g.state_from_json(mutant.dump());
          } catch (const ParseError&) {
            continue;
          }
          ++accepted;
          Rng play(static_cast<std::uint64_t>(m));
          for (int k = 0; k < kMutantSteps && !t.is_terminal(); ++k) {
            ActionList legal;
            t.legal_actions(legal);
            ASSERT_FALSE(legal.empty()) << options << " mutant: " << mutant.dump();
            ASSERT_EQ(g.state_from_json(t.to_json(kFullView)), t) << mutant.dump();
            if (t.current_player() == kChancePlayer) {
              ChanceList o;
              t.chance_outcomes(o);
              ASSERT_FALSE(o.empty());
              t = t.apply(play.sample(o));
            } else {
              t = t.apply(legal[static_cast<std::size_t>(play.below(legal.size()))]);
            }
          }
        }
      }
      s = random_step(s, rng);
    }
    EXPECT_GT(accepted, 20) << options;
  }
}

// Two states a seat cannot tell apart (a hidden card of another seat traded with an unseen
// pile card, another seat's face-down choice changed) give byte-identical determinizations
// for the same seed, also when the Big Deal's last resort runs (one try).
TEST(CaptainCoolInvariants, DeterminizeIsAFunctionOfTheView) {
  for (const char* options : {R"({"players": 3})", R"({"players": 4, "advanced": true})"}) {
    Game g(options);
    const int n = g.num_players();
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= kTwinSeeds; ++seed) {
      Rng rng(seed);
      State s = g.initial_state();
      for (int step = 0; !s.is_terminal(); ++step) {
        for (int p = 0; p < n && step % 5 == 0; ++p) {
          json twin = to_j(s);
          const int q = (p + 1) % n;
          json& hand = twin["hands"][static_cast<std::size_t>(q)];
          for (std::size_t i = 0; i < hand.size(); ++i) {
            if (in_list(twin["shown"][static_cast<std::size_t>(q)], hand[i].get<int>())) continue;
            if (twin["piles"]["plain"].empty()) break;
            std::swap(hand[i], twin["piles"]["plain"][0]);
            break;
          }
          for (auto& pending : twin["pending"])
            if (pending.is_string() && pending != twin["pending"][static_cast<std::size_t>(p)])
              pending = pending == "I" ? "II" : "I";
          State t = s;
          try {
            t = g.state_from_json(twin.dump());
          } catch (const ParseError&) {
            continue;  // e.g. the mover's only placeable card traded away
          }
          ASSERT_EQ(t.to_json(p), s.to_json(p));
          for (int attempts : {1, kDeterminizeAttempts}) {
            Rng a(seed * 31 + static_cast<std::uint64_t>(step));
            Rng b(seed * 31 + static_cast<std::uint64_t>(step));
            ASSERT_EQ(s.determinize(p, a, attempts).to_json(kFullView),
                      t.determinize(p, b, attempts).to_json(kFullView))
                << options << " seed " << seed << " step " << step << " seat " << p;
          }
          ++compared;
        }
        s = random_step(s, rng);
      }
    }
    EXPECT_GT(compared, caper::testing::budget(100, 25)) << options;
  }
}

}  // namespace
}  // namespace caper::captain_cool::testing
