// Bots over every game of the catalogue (games are picked by the properties of their info,
// never by name): they choose legal actions, are reproducible from their seed, keep to a
// time budget, refuse chance nodes, greedy keeps a best move, and the heuristics they use
// stay in [0, 1]. Strength is measured by caper arena (docs/bots.md); a game's own
// heuristic is tested by hand in its folder (tests/<game>/).
#include <algorithm>
#include <chrono>
#include <limits>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "bots/search_tree.hpp"
#include "caper/bots/bot.hpp"
#include "caper/catalogue.hpp"
#include "caper/core/any_game.hpp"

namespace caper::bots {
namespace {

// The games of the catalogue, and those whose info (caper_game_info_json's "type") has a
// property; the tests run over every game, never a named one.
std::vector<std::string> game_names(const char* property = nullptr, bool value = true) {
  std::vector<std::string> names;
  for (const GameEntry& entry : game_catalogue()) {
    const auto info = nlohmann::json::parse(make_game(entry.name)->info_json());
    if (property == nullptr || info.at("type").at(property) == value)
      names.emplace_back(entry.name);
  }
  return names;
}

std::string by_name(const ::testing::TestParamInfo<std::string>& info) {
  return info.param;
}

// The game with the fewest seats it allows (info "players"."min").
std::shared_ptr<AnyGame> smallest(const std::string& name) {
  const auto info = nlohmann::json::parse(make_game(name)->info_json());
  const int players = info.at("players").at("min");
  return make_game(name, R"({"players": )" + std::to_string(players) + "}");
}

// Plays the smallest game with `spec` in every seat; returns the action list as text,
// checking every choice is legal and every heuristic in [0, 1].
std::string play(const std::string& game_name, const std::string& spec, std::uint64_t seed) {
  auto game = smallest(game_name);
  std::vector<std::unique_ptr<Bot>> seats;
  for (int p = 0; p < game->num_players(); ++p) seats.push_back(make_bot(*game, spec, seed + p));
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

// The first position of the smallest game, following the lowest legal action (chance
// included), where a seat has a real choice: a single legal action needs no search.
std::unique_ptr<AnyState> first_choice(const AnyGame& game) {
  auto state = game.initial_state();
  while (!state->is_terminal() && (state->is_chance_node() || state->legal_actions().size() < 2))
    state = state->apply(state->legal_actions()[0]);
  return state;
}

class EveryGame : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryGame, BotsChooseLegalActionsReproducibly) {
  for (const char* spec : {"random", "greedy", "advice", "mcts:16", "easy"}) {
    SCOPED_TRACE(spec);
    const std::string first = play(GetParam(), spec, 11);
    EXPECT_EQ(first, play(GetParam(), spec, 11)) << "same seed, different game";
  }
}

// Every level at a seat's first real choice: a legal action, the same from the same seed
// and the same as the game's spec for that level chooses.
TEST_P(EveryGame, LevelsChooseLegalActionsReproducibly) {
  auto game = smallest(GetParam());
  auto state = first_choice(*game);
  for (const std::string_view level : kBotLevelNames) {
    SCOPED_TRACE(level);
    const ActionId first = make_bot(*game, level, 3)->choose(*state);
    EXPECT_TRUE(state->is_legal(first));
    EXPECT_EQ(make_bot(*game, level, 3)->choose(*state), first);
    EXPECT_EQ(make_bot(game->bot_levels().spec(level), 3)->choose(*state), first);
  }
}

// The game's info lists its levels with their specs, each a bot of fixed work (no time
// budget, so reproducible from the seed on every machine).
TEST_P(EveryGame, InfoListsTheLevelsOfFixedWork) {
  auto game = make_game(GetParam());
  const auto info = nlohmann::json::parse(game->info_json());
  ASSERT_EQ(info.at("bot_levels").size(), kBotLevelNames.size());
  for (const std::string_view level : kBotLevelNames) {
    SCOPED_TRACE(level);
    const std::string_view spec = game->bot_levels().spec(level);
    EXPECT_EQ(info.at("bot_levels").at(std::string(level)), spec);
    EXPECT_NO_THROW(make_bot(spec, 1));
    EXPECT_EQ(spec.find("ms="), std::string_view::npos);
  }
}

// Two states a seat cannot tell apart (the real one and a determinization for it, with
// the same observation) get the same choice from every level seeded alike, and from the
// game's advice.
TEST_P(EveryGame, EveryLevelDecidesOnWhatItsSeatKnows) {
  auto game = smallest(GetParam());
  Rng rng(8);
  auto state = game->initial_state();
  int checked = 0;
  for (int step = 0; step < 2000 && checked < 3 && !state->is_terminal(); ++step) {
    const std::vector<ActionId> legal = state->legal_actions();
    if (!state->is_chance_node() && legal.size() > 1 && step % 7 == 0) {
      const int me = state->current_player();
      auto other = state->determinize(me, rng);
      ASSERT_EQ(other->observation(me), state->observation(me));
      for (const std::string_view level : kBotLevelNames)
        EXPECT_EQ(make_bot(*game, level, 9)->choose(*other),
                  make_bot(*game, level, 9)->choose(*state))
            << level << " in " << state->to_json(me);
      EXPECT_EQ(make_bot("advice", 9)->choose(*other), make_bot("advice", 9)->choose(*state))
          << "advice in " << state->to_json(me);
      ++checked;
    }
    state = state->apply(state->is_chance_node() ? state->sample_chance(rng)
                                                 : legal[rng.below(legal.size())]);
  }
  EXPECT_GT(checked, 0);
}

// A time budget: the bot stops after about that long, having searched at least once.
TEST_P(EveryGame, MctsTimeBudget) {
  auto game = smallest(GetParam());
  auto state = first_choice(*game);
  ASSERT_FALSE(state->is_terminal()) << "no position with a choice";
  auto bot = make_bot("mcts:ms=30", 1);
  const auto start = std::chrono::steady_clock::now();
  const ActionId action = bot->choose(*state);
  const std::chrono::duration<double, std::milli> spent = std::chrono::steady_clock::now() - start;
  EXPECT_TRUE(state->is_legal(action));
  EXPECT_GE(spent.count(), 30.0);
  EXPECT_LT(spent.count(), 3000.0);  // generous: the machine is shared
}

INSTANTIATE_TEST_SUITE_P(Bots, EveryGame, ::testing::ValuesIn(game_names()), by_name);

// Every bot refuses a chance node: it is not a seat's turn.
class GameWithChance : public ::testing::TestWithParam<std::string> {};

TEST_P(GameWithChance, BotsRefuseChanceNodes) {
  auto game = smallest(GetParam());
  auto state = game->initial_state();
  while (!state->is_terminal() && !state->is_chance_node())
    state = state->apply(state->legal_actions()[0]);
  ASSERT_TRUE(state->is_chance_node()) << "info says chance, but no chance node was met";
  for (const char* spec : {"random", "greedy", "advice", "mcts:5"})
    EXPECT_THROW(make_bot(spec, 1)->choose(*state), WrongPhase) << spec;
}

INSTANTIATE_TEST_SUITE_P(Bots, GameWithChance, ::testing::ValuesIn(game_names("chance")), by_name);

// Greedy keeps an action of the best value: the mover's heuristic after it, a chance node
// valued by the expectation over its outcomes. In a game without hidden information the
// bot's determinization is the state itself, so the values can be computed here. Checked
// at the first 40 positions with a choice of a random playout, for several seeds; some
// must have an action worse than the best, or the check would prove nothing.
class GameWithoutHiddenInformation : public ::testing::TestWithParam<std::string> {};

double expected_heuristic(const AnyState& state, int me) {
  if (!state.is_chance_node()) return state.heuristic(me);
  double value = 0;
  for (const ChanceOutcome& outcome : state.chance_outcomes())
    value += outcome.probability * state.apply(outcome.action)->heuristic(me);
  return value;
}

TEST_P(GameWithoutHiddenInformation, GreedyKeepsABestAction) {
  auto game = smallest(GetParam());
  Rng rng(5);
  auto state = game->initial_state();
  int checked = 0;
  int decisive = 0;  // positions where some action is worse than the best
  for (int step = 0; step < 1000 && checked < 40 && !state->is_terminal(); ++step) {
    const std::vector<ActionId> legal = state->legal_actions();
    if (!state->is_chance_node() && legal.size() > 1) {
      const int me = state->current_player();
      double best = 0;
      double worst = 1;
      for (ActionId a : legal) {
        const double value = expected_heuristic(*state->apply(a), me);
        best = std::max(best, value);
        worst = std::min(worst, value);
      }
      decisive += best > worst + 1e-9;
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const ActionId chosen = make_bot("greedy", seed)->choose(*state);
        EXPECT_NEAR(expected_heuristic(*state->apply(chosen), me), best, 1e-12)
            << state->action_to_string(chosen) << " in " << state->to_json(kFullView);
      }
      ++checked;
    }
    state = state->apply(legal[rng.below(legal.size())]);
  }
  EXPECT_GT(decisive, 0) << "no position where the choice mattered";
}

INSTANTIATE_TEST_SUITE_P(Bots, GameWithoutHiddenInformation,
                         ::testing::ValuesIn(game_names("hidden_information", false)), by_name);

TEST(Bots, UnknownBotIsRefused) {
  for (const char* spec : {"alphazero", "mcts:0", "mcts:x", "mcts:", "mcts:ms=0", "mcts:ms=",
                           "mcts:ms=5x", "mcts:100,", "mcts:,ms=5", "mcts:mb=0", "mcts:mb=x"})
    EXPECT_THROW(make_bot(spec, 1), InvalidArgument) << spec;
  for (const GameEntry& entry : game_catalogue())
    for (const char* spec : {"Hard", "hard:", "easy,", "mcts:easy", " medium"})
      EXPECT_THROW(make_bot(*make_game(entry.name), spec, 1), InvalidArgument) << spec;
  for (const std::string_view level : kBotLevelNames)  // a level is its game's spec
    EXPECT_THROW(make_bot(level, 1), InvalidArgument) << level;
  for (const char* spec : {"mcts:100,ms=5", "mcts:ms=5,mb=1", "mcts:mb=1024,200000"})
    EXPECT_NO_THROW(make_bot(spec, 1)) << spec;
}

// The text of the InvalidArgument that making `spec` throws, up to its first ';'.
std::string refusal_of(const std::string& spec) {
  try {
    make_bot(spec, 1);
  } catch (const InvalidArgument& e) {
    const std::string message = e.what();
    return message.substr(0, message.find(';'));
  }
  return "accepted";
}

// Each item of an mcts spec is given once, and a refusal names the item that is wrong.
TEST(Bots, ASpecRefusalNamesTheItem) {
  EXPECT_EQ(refusal_of("mcts:ms=1,ms=3000"),
            "bot 'mcts:ms=1,ms=3000': item 'ms=3000' gives ms again");
  EXPECT_EQ(refusal_of("mcts:50,200"),
            "bot 'mcts:50,200': item '200' gives the iteration count again");
  EXPECT_EQ(
      refusal_of("mcts:rollout=greedy,5,rollout=greedy"),
      "bot 'mcts:rollout=greedy,5,rollout=greedy': item 'rollout=greedy' gives rollout again");
  EXPECT_EQ(refusal_of("mcts:5,"), "bot 'mcts:5,': item 2 is empty");
  EXPECT_EQ(refusal_of("mcts:5,,ms=3"), "bot 'mcts:5,,ms=3': item 2 is empty");
  EXPECT_EQ(refusal_of("mcts:opponents=random"),
            "bot 'mcts:opponents=random': unknown item 'opponents=random'");
  EXPECT_EQ(refusal_of("mcts:5,fast"), "bot 'mcts:5,fast': unknown item 'fast'");
  EXPECT_EQ(refusal_of("mcts:ms=0"), "bot 'mcts:ms=0': item 'ms=0': ms must be 1..60000");
  EXPECT_EQ(refusal_of("mcts:5,depth=x"),
            "bot 'mcts:5,depth=x': item 'depth=x': depth must be 1..10000");
  EXPECT_EQ(refusal_of("mcts:-3"), "bot 'mcts:-3': item '-3': iterations must be 1..200000");
}

// Budgets a client could hang on are refused: counts above the documented maximums.
TEST(Bots, BudgetsBeyondTheMaximumsAreRefused) {
  EXPECT_NO_THROW(make_bot("mcts:" + std::to_string(kMaxIterations), 1));
  EXPECT_NO_THROW(make_bot("mcts:ms=" + std::to_string(kMaxTimeMs), 1));
  EXPECT_NO_THROW(make_bot("mcts:mb=" + std::to_string(kMaxTreeMiB), 1));
  const std::vector<std::string> specs = {"mcts:" + std::to_string(kMaxIterations + 1),
                                          "mcts:ms=" + std::to_string(kMaxTimeMs + 1),
                                          "mcts:mb=" + std::to_string(kMaxTreeMiB + 1),
                                          "mcts:10000000",
                                          "mcts:ms=3600000",
                                          "mcts:99999999999999999999999"};
  for (const std::string& spec : specs) {
    try {
      make_bot(spec, 1);
      ADD_FAILURE() << spec << " was accepted";
    } catch (const InvalidArgument& e) {
      EXPECT_NE(std::string(e.what()).find("must be 1.."), std::string::npos) << e.what();
    }
  }
}

// A bad spec is quoted by its first kSpecQuoteBytes only, however long it is.
TEST(Bots, ABadSpecIsQuotedByAShortPrefix) {
  const std::vector<std::string> specs = {std::string(10'000'000, 'x'),
                                          "mcts:" + std::string(5000, '7'),
                                          "mcts:ms=" + std::string(100000, '1')};
  for (const std::string& spec : specs) {
    try {
      make_bot(spec, 1);
      ADD_FAILURE() << "accepted";
    } catch (const InvalidArgument& e) {
      const std::string message = e.what();
      EXPECT_LT(message.size(), 400u);
      EXPECT_NE(message.find(spec.substr(0, kSpecQuoteBytes) + "...'"), std::string::npos)
          << message;
      EXPECT_NE(message.find(std::to_string(spec.size()) + " bytes"), std::string::npos);
    }
  }
  try {
    make_bot("mcts:12x", 1);
  } catch (const InvalidArgument& e) {
    EXPECT_NE(std::string(e.what()).find("'mcts:12x'"), std::string::npos);  // short: whole
  }
}

// The tree holds at most its byte bound: add_child refuses then, and the nodes it holds
// with their totals fit in the bound, within one node of it.
TEST(Bots, TheSearchTreeKeepsToItsMemoryBound) {
  for (int players : {2, 5}) {
    SearchTree tree;
    const std::size_t bound = std::size_t{1} << 20;
    tree.reset(players, bound);
    std::int32_t parent = 0;
    while (tree.add_child(parent, static_cast<ActionId>(tree.size() % 7)) >= 0)
      if (tree.size() % 3 == 0) parent = static_cast<std::int32_t>(tree.size() - 1);
    const std::size_t node_bytes = sizeof(TreeNode) + sizeof(double) * players;
    EXPECT_LE(tree.size() * node_bytes, bound);
    EXPECT_GT((tree.size() + 1) * node_bytes, bound);
    tree.reset(players, bound);
    EXPECT_EQ(tree.size(), 1u);
    EXPECT_EQ(tree.child(0, 3), -1);
    const std::int32_t c = tree.add_child(0, 3);
    EXPECT_EQ(tree.child(0, 3), c);
  }
}

// A node and its totals stay where they are while the tree grows past many blocks: the
// tree never moves what it holds (a moving array copied tens of megabytes at once, which
// held up a stopped search), and every node keeps its own action, parent link and totals.
TEST(Bots, TheSearchTreeNeverMovesItsNodes) {
  SearchTree tree;
  tree.reset(3, std::size_t{8} << 20);
  const std::int32_t first = tree.add_child(0, 41);
  TreeNode* node = &tree.node(first);
  double* totals = tree.totals(first);
  totals[2] = 0.25;
  const std::size_t nodes = 5 * SearchTree::kBlockNodes;
  for (std::size_t i = 2; i < nodes; ++i)
    ASSERT_GE(tree.add_child(static_cast<std::int32_t>(i - 1), static_cast<ActionId>(i)), 0);
  EXPECT_EQ(&tree.node(first), node);
  EXPECT_EQ(tree.totals(first), totals);
  EXPECT_EQ(tree.totals(first)[2], 0.25);
  for (std::size_t i = 2; i < nodes; i += 997) {  // a chain: node i is the child of i - 1
    const auto index = static_cast<std::int32_t>(i);
    EXPECT_EQ(tree.child(index - 1, static_cast<ActionId>(i)), index);
    EXPECT_EQ(tree.node(index).action, static_cast<ActionId>(i));
    EXPECT_EQ(tree.totals(index)[0], 0.0);
  }
}

// A search is stopped from another thread: it returns a legal action long before its
// 60-second budget (the latency itself is measured by bench/bot_bench.cpp).
TEST_P(EveryGame, CancelStopsASearchRunningOnAnotherThread) {
  auto game = smallest(GetParam());
  auto state = first_choice(*game);
  auto bot = make_bot("mcts:ms=" + std::to_string(kMaxTimeMs), 1);
  ActionId action = std::numeric_limits<ActionId>::max();
  const auto start = std::chrono::steady_clock::now();
  std::thread search([&] { action = bot->choose(*state); });
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  bot->cancel();
  search.join();
  const std::chrono::duration<double, std::milli> spent = std::chrono::steady_clock::now() - start;
  EXPECT_TRUE(state->is_legal(action));
  EXPECT_LT(spent.count(), 10000.0);  // generous: the machine is shared
}

// A cancel made before a search stops that search at its start and is then used up:
// the next search runs its whole budget (a time budget never ends early).
TEST_P(EveryGame, ACancelIsUsedUpByTheSearchItStops) {
  auto game = smallest(GetParam());
  auto state = first_choice(*game);
  auto bot = make_bot("mcts:ms=300", 1);
  bot->cancel();
  auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(state->is_legal(bot->choose(*state)));
  std::chrono::duration<double, std::milli> spent = std::chrono::steady_clock::now() - start;
  EXPECT_LT(spent.count(), 300.0);
  start = std::chrono::steady_clock::now();
  EXPECT_TRUE(state->is_legal(bot->choose(*state)));
  spent = std::chrono::steady_clock::now() - start;
  EXPECT_GE(spent.count(), 300.0);
  for (const char* spec : {"random", "greedy"}) {  // a fast bot also uses its cancel up
    auto fast = make_bot(spec, 1);
    fast->cancel();
    EXPECT_TRUE(state->is_legal(fast->choose(*state)));
  }
}

}  // namespace
}  // namespace caper::bots
