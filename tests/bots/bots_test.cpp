// Bots over every game: they choose legal actions, are reproducible from their seed, and
// the heuristics they use stay in [0, 1]. Strength is measured by caper arena (docs/bots.md).
#include <chrono>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "caper/bots/bot.hpp"
#include "caper/catalogue.hpp"
#include "caper/core/game_adapter.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::bots {
namespace {

// Plays a 2-player game (or the smallest allowed) with `spec` in every seat; returns the
// action list as text, checking every choice is legal and every heuristic in [0, 1].
std::string play(const std::string& game_name, const std::string& spec, std::uint64_t seed) {
  auto game = make_game(game_name, R"({"players": 2})");
  std::vector<std::unique_ptr<Bot>> seats;
  for (int p = 0; p < game->num_players(); ++p) seats.push_back(make_bot(spec, seed + p));
  std::vector<Bot*> raw;
  for (auto& bot : seats) raw.push_back(bot.get());
  Rng chance(seed);
  std::unique_ptr<AnyState> state = game->initial_state();
  std::string transcript;
  for (int step = 0; step < 400 && !state->is_terminal(); ++step) {
    for (int p = 0; p < game->num_players(); ++p) {
      const double h = state->heuristic(p);
      EXPECT_GE(h, 0.0);
      EXPECT_LE(h, 1.0);
    }
    const ActionId action = next_action(*state, raw.data(), chance);
    EXPECT_TRUE(state->is_legal(action)) << spec << " chose an illegal action";
    transcript += state->action_to_string(action) + ";";
    state = state->apply(action);
  }
  return transcript;
}

class EveryGame : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryGame, BotsChooseLegalActionsReproducibly) {
  for (const char* spec : {"random", "greedy", "mcts:16"}) {
    SCOPED_TRACE(spec);
    const std::string first = play(GetParam(), spec, 11);
    EXPECT_EQ(first, play(GetParam(), spec, 11)) << "same seed, different game";
  }
}

std::vector<std::string> game_names() {
  std::vector<std::string> names;
  for (const GameEntry& entry : game_catalogue()) names.emplace_back(entry.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(Bots, EveryGame, ::testing::ValuesIn(game_names()));

TEST(Bots, UnknownBotIsRefused) {
  EXPECT_THROW(make_bot("alphazero", 1), InvalidArgument);
  EXPECT_THROW(make_bot("mcts:0", 1), InvalidArgument);
  EXPECT_THROW(make_bot("mcts:x", 1), InvalidArgument);
  EXPECT_THROW(make_bot("mcts:", 1), InvalidArgument);
  EXPECT_THROW(make_bot("mcts:ms=0", 1), InvalidArgument);
  EXPECT_THROW(make_bot("mcts:ms=", 1), InvalidArgument);
  EXPECT_THROW(make_bot("mcts:ms=5x", 1), InvalidArgument);
}

// A time budget: the bot stops after about that long, having searched at least once.
TEST(Bots, MctsTimeBudget) {
  auto game = make_game("trap_the_cap", R"({"players": 2})");
  auto state = game->initial_state();
  // a seat's turn with a real choice (a single legal action is returned without search)
  while (state->is_chance_node() || state->legal_actions().size() < 2)
    state = state->apply(state->legal_actions()[0]);
  auto bot = make_bot("mcts:ms=30", 1);
  const auto start = std::chrono::steady_clock::now();
  const ActionId action = bot->choose(*state);
  const std::chrono::duration<double, std::milli> spent = std::chrono::steady_clock::now() - start;
  EXPECT_TRUE(state->is_legal(action));
  EXPECT_GE(spent.count(), 30.0);
  EXPECT_LT(spent.count(), 3000.0);  // generous: the machine is shared
}

// Every bot refuses a chance node: it is not a seat's turn.
TEST(Bots, RefuseChanceNodes) {
  auto game = make_game("trap_the_cap", R"({"players": 2})");
  auto state = game->initial_state();
  while (!state->is_chance_node()) state = state->apply(state->legal_actions()[0]);
  for (const char* spec : {"random", "greedy", "mcts:5"})
    EXPECT_THROW(make_bot(spec, 1)->choose(*state), WrongPhase) << spec;
}

// Trap the Cap's heuristic: material shares, free cap 1 and prisoner 2, plus 1 each.
// At the start of a 2-player game both sides hold 4 caps in the hideout: 5 / 10 each.
TEST(Heuristic, TrapTheCapStartIsEven) {
  const trap_the_cap::Game game(R"({"players": 2})");
  const trap_the_cap::State start = game.initial_state();
  EXPECT_DOUBLE_EQ(start.heuristic(0), 0.5);
  EXPECT_DOUBLE_EQ(start.heuristic(1), 0.5);
}

// Greedy prefers the move that traps. p0 has a cap on square 10 and three in the hideout,
// p1 a cap on yellow square 13 and three in the hideout; p0 threw a 3. Trapping (10-13)
// makes p0's material 1 + 4 free caps + 2 x 1 prisoner = 7 against p1's 1 + 3 = 4, a share
// of 7/11; every other move leaves 5/10. Greedy must trap, whatever its seed.
TEST(Greedy, TrapTheCapTakesTheTrap) {
  auto game = make_game("trap_the_cap", R"({"players": 2})");
  auto state = game->state_from_json(
      R"({"end_reason":"none","golden":null,"hideouts":[3,3],"last_roll":3,)"
      R"("locked":[[0,0],[0,0]],"players":2,"roll":3,"scores":[0,0],"stacks":[)"
      R"({"golden_prisoner":false,"prisoners":[0,0],"square":10,"top":0},)"
      R"({"golden_prisoner":false,"prisoners":[0,0],"square":13,"top":1}],)"
      R"("to_move":0,"turns":4,"variant":"basic","winners":[]})");
  const ActionId trap = state->action_from_string("move 10-13");
  ASSERT_TRUE(state->is_legal(trap));
  EXPECT_NEAR(state->apply(trap)->heuristic(0), 7.0 / 11.0, 1e-12);
  for (std::uint64_t seed = 1; seed <= 5; ++seed)
    EXPECT_EQ(make_bot("greedy", seed)->choose(*state), trap);
}

}  // namespace
}  // namespace caper::bots
