// Phase 1, Positions: secret simultaneous choices; the advanced rules' abilities.
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

constexpr int I = 0, II = 1, III = 2, IV = 3, CC = 4, Tom = 5, Ed = 6;

std::vector<std::string> legal_texts(const State& s) {
  ActionList legal;
  s.legal_actions(legal);
  std::vector<std::string> out;
  for (ActionId a : legal) out.push_back(s.action_to_string(a));
  return out;
}

TEST(CaptainCoolPositions, ChoicesAreSecretUntilAllHaveChosenThenPlacedTogether) {
  Game g(R"({"players": 3})");
  State s = Position(g).build();
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"play I", "play II", "play III", "play IV",
                                                      "play CC", "play Tom", "play Ed"}));
  // The choice is face down: the chooser reads it in full, the others do not.
  EXPECT_EQ(s.action_to_string(play_id(1), 0), "choose pub II");
  EXPECT_EQ(s.action_to_string(play_id(4), 0), "choose Captain Cool");
  EXPECT_EQ(s.action_to_string(play_id(1), kFullView), "p0 chooses pub II face down");
  EXPECT_EQ(s.action_to_string(play_id(1)), "play II");  // the notation
  EXPECT_EQ(s.action_to_string(play_id(1), 1), "p0 chooses an action card face down");
  EXPECT_EQ(s.action_to_string(play_id(4), 2), "p0 chooses an action card face down");
  s = act(s, "play II");
  EXPECT_EQ(s.current_player(), 1);
  EXPECT_EQ(s.action_to_string(play_id(0), 0), "p1 chooses an action card face down");
  EXPECT_EQ(to_j(s, 0)["pending"][0], "II");
  EXPECT_EQ(to_j(s, 1)["pending"][0], "hidden");
  EXPECT_EQ(to_j(s, 2)["pending"][0], "hidden");
  EXPECT_EQ(to_j(s, 1)["pending"][1], nullptr);
  EXPECT_EQ(s.figures(II, 0), 0);  // nothing placed yet
  s = act(act(s, "play CC"), "play II");
  // Revealed together: every figure is placed at once.
  EXPECT_EQ(s.figures(II, 0), 1);
  EXPECT_EQ(s.figures(CC, 1), 1);
  EXPECT_EQ(s.figures(II, 2), 1);
  EXPECT_EQ(to_j(s, 1)["revealed"], json::array({"II", "CC", "II"}));
  EXPECT_EQ(to_j(s, 1)["pending"], json::array({nullptr, nullptr, nullptr}));
  EXPECT_EQ(s.current_player(), 0);
  EXPECT_EQ(s.supply(0), 5);
}

TEST(CaptainCoolPositions, SixRevealsThenTheAffray) {
  Game g(R"({"players": 2})");
  Position pos(g);
  pos.pub(III, 0, 47).pub(III, 1, 29);
  State s = pos.build();
  for (int i = 0; i < 6; ++i) {
    ASSERT_EQ(s.phase(), Phase::kChoose) << i;
    s = act(act(s, "play III"), "play Ed");
  }
  EXPECT_EQ(s.figures(III, 0), 6);
  EXPECT_EQ(s.figures(Ed, 1), 6);
  ASSERT_EQ(s.phase(), Phase::kAffrayPick);  // p0 alone in pub III picks a card
  EXPECT_EQ(s.current_player(), 0);
}

TEST(CaptainCoolPositions, BasicGameHasNoAbilityDecision) {
  Game g(R"({"players": 2})");
  State s = act(act(Position(g).build(), "play Tom"), "play CC");
  EXPECT_EQ(s.phase(), Phase::kChoose);
  EXPECT_EQ(s.figures(Tom, 0), 1);
  EXPECT_EQ(s.figures(CC, 1), 1);
}

TEST(CaptainCoolAdvanced, PubPlayersPlaceFirstThenBossPlayersInRankOrder) {
  Game g(R"({"players": 3, "advanced": true})");
  Position pos(g);
  pos.score(0, 1).score(1, 2).score(2, 3);
  State s = act(act(act(pos.build(), "play Tom"), "play I"), "play CC");
  EXPECT_EQ(s.figures(I, 1), 1);  // the pub card is placed at once
  ASSERT_EQ(s.phase(), Phase::kBossDecision);
  EXPECT_EQ(s.current_player(), 2);  // highest score first
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"plain", "ability"}));
  s = act(s, "plain");
  EXPECT_EQ(s.figures(CC, 2), 1);
  EXPECT_EQ(s.current_player(), 0);
  s = act(s, "ability");  // Tom: two figures anywhere, here on III and on Tom
  ASSERT_EQ(s.phase(), Phase::kTomPlace);
  EXPECT_EQ(legal_texts(s).size(), 7u);
  s = act(act(s, "at III"), "at Tom");
  EXPECT_EQ(s.figures(III, 0), 1);
  EXPECT_EQ(s.figures(Tom, 0), 1);
  EXPECT_EQ(s.lying(III, 0), 0);  // placed, not moved: standing
  EXPECT_EQ(s.supply(0), 4);
  ASSERT_EQ(s.phase(), Phase::kChoose);
  // The Tom card stays on the table for the rest of the round.
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"play I", "play II", "play III", "play IV",
                                                      "play CC", "play Ed"}));
  EXPECT_EQ(to_j(s, 1)["used"][0], json::array({"Tom"}));
}

TEST(CaptainCoolAdvanced, CaptainCoolExchangesTwoFiguresWhichLieDown) {
  Game g(R"({"players": 2, "advanced": true})");
  Position pos(g);
  pos.figures(I, 0, 2).figures(II, 1, 2).figures(IV, 1, 1, /*lying=*/true).set("step", 2);
  State s = act(act(pos.build(), "play CC"), "play I");
  ASSERT_EQ(s.phase(), Phase::kBossDecision);
  s = act(s, "ability");
  ASSERT_EQ(s.phase(), Phase::kOptionalPlace);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"at CC", "done"}));
  s = act(s, "done");  // no figure on Captain Cool
  EXPECT_EQ(s.figures(CC, 0), 0);
  ASSERT_EQ(s.phase(), Phase::kSwapFirst);
  // Standing figures only: the lying one in IV cannot be exchanged.
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"fig I 0", "fig I 1", "fig II 1", "done"}));
  s = act(s, "fig I 0");
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"fig II 1"}));
  s = act(s, "fig II 1");
  // p0's figure from I is now in II and p1's figure from II in I, both lying.
  EXPECT_EQ(s.figures(I, 0), 1);
  EXPECT_EQ(s.lying(I, 1), 1);
  EXPECT_EQ(s.figures(I, 1), 2);
  EXPECT_EQ(s.lying(II, 0), 1);
  EXPECT_EQ(s.figures(II, 1), 1);
  EXPECT_EQ(s.supply(0), 4);  // the CC card placed no figure
  EXPECT_NE(s.to_text(1).find("p0x1(1 lying)"), std::string::npos) << s.to_text(1);
  EXPECT_EQ(s.phase(), Phase::kChoose);
}

TEST(CaptainCoolAdvanced, EdwardMovesUpToTwoOwnFiguresWhichLieDown) {
  Game g(R"({"players": 2, "advanced": true})");
  Position pos(g);
  pos.figures(I, 0, 2).figures(III, 1, 2).set("step", 2);
  State s = act(act(act(pos.build(), "play Ed"), "play I"), "ability");
  s = act(s, "at Ed");  // places a figure on Edward
  EXPECT_EQ(s.figures(Ed, 0), 1);
  ASSERT_EQ(s.phase(), Phase::kEdwardFrom);
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"at I", "at Ed", "done"}));
  s = act(s, "at I");
  ASSERT_EQ(s.phase(), Phase::kEdwardTo);
  EXPECT_EQ(legal_texts(s).size(), 6u);  // any other place
  s = act(s, "at III");
  EXPECT_EQ(s.lying(III, 0), 1);
  s = act(act(s, "at Ed"), "at IV");
  // Two moves made: the ability is over.
  EXPECT_EQ(s.phase(), Phase::kChoose);
  EXPECT_EQ(s.figures(I, 0), 1);
  EXPECT_EQ(s.lying(IV, 0), 1);
  EXPECT_EQ(s.figures(Ed, 0), 0);
  // The lying figures cannot be moved again by a later ability.
  s = act(act(act(s, "play CC"), "play I"), "ability");
  s = act(s, "done");
  EXPECT_EQ(legal_texts(s), (std::vector<std::string>{"fig I 0", "fig I 1", "fig III 1", "done"}));
}

TEST(CaptainCoolAdvanced, RunningOutOfFiguresEndsThePlacements) {
  Game g(R"({"players": 2, "advanced": true})");
  Position pos(g);
  pos.pub(I, 0, 47).pub(I, 1, 29).set("step", 4);
  pos.figures(I, 0, 4).figures(II, 1, 4);
  State s = act(act(act(pos.build(), "play Tom"), "play II"), "ability");
  s = act(act(s, "at I"), "at I");
  // p0 has placed all six: the Affray starts although p1 still holds a figure.
  EXPECT_EQ(s.supply(0), 0);
  EXPECT_EQ(s.supply(1), 1);
  EXPECT_EQ(s.phase(), Phase::kAffrayPick);
}

TEST(CaptainCoolAdvanced, TomWithOneFigureLeftPlacesOne) {
  Game g(R"({"players": 2, "advanced": true})");
  Position pos(g);
  pos.set("step", 5).figures(I, 0, 5).figures(II, 1, 5).hand(0, 36);
  State s = act(act(act(pos.build(), "play Tom"), "play II"), "ability");
  s = act(s, "at Tom");
  EXPECT_EQ(s.supply(0), 0);
  EXPECT_EQ(s.figures(Tom, 0), 1);
  EXPECT_EQ(s.phase(), Phase::kBigDeal);  // empty pubs: straight to the Big Deal
}

TEST(CaptainCoolAdvanced, PlacementGoesOnWhileEveryoneHasFigures) {
  // Both used Edward without placing earlier (4 figures placed after 5 reveals); now both
  // use Captain Cool without placing: after the sixth reveal both still have figures, so
  // a seventh reveal follows, without the two used boss cards.
  Game g(R"({"players": 2, "advanced": true})");
  Position pos(g);
  pos.set("step", 5).figures(I, 0, 4).figures(II, 1, 4);
  pos.set("used", json::array({json::array({"Ed"}), json::array({"Ed"})}));
  State s = act(act(pos.build(), "play CC"), "play CC");
  EXPECT_EQ(s.current_player(), 1);  // rank order: p1 (score 2) first
  s = act(act(act(s, "ability"), "done"), "done");
  EXPECT_EQ(s.current_player(), 0);
  s = act(act(act(s, "ability"), "done"), "done");
  EXPECT_EQ(s.supply(0), 2);
  EXPECT_EQ(s.supply(1), 2);
  ASSERT_EQ(s.phase(), Phase::kChoose);
  EXPECT_EQ(to_j(s)["step"], 6);
  EXPECT_EQ(legal_texts(s),
            (std::vector<std::string>{"play I", "play II", "play III", "play IV", "play Tom"}));
}

}  // namespace
}  // namespace caper::captain_cool::testing
