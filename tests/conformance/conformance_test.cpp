// The conformance suite: written once against AnyGame/AnyState and run for every game,
// variant and player count in the catalogue. It checks the contract of
// docs/game_contract.md at every step of seeded random playouts.
#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "caper/catalogue.hpp"
#include "caper/core/any_game.hpp"
#include "caper/core/playout.hpp"
#include "caper/game_list.hpp"
#include "conformance/budget.hpp"
#include "conformance/configurations.hpp"
#include "conformance/playout.hpp"
#include "core/json_util.hpp"

namespace caper::testing {
namespace {

constexpr int kPlayouts = budget(3, 1);
constexpr int kMaxSteps = 200000;
constexpr int kFullIdSweepEvery = budget(97, 397);  // steps between checks of every action id

class Conformance : public ::testing::TestWithParam<Configuration> {
 protected:
  std::shared_ptr<AnyGame> game() const { return make_game(GetParam().game, GetParam().options); }
  // The first game of the catalogue other than this configuration's (itself when alone).
  static std::string other_game_name() {
    for (const GameEntry& entry : game_catalogue())
      if (entry.name != GetParam().game) return std::string(entry.name);
    return GetParam().game;
  }
};

void expect_sorted_unique(const ActionList& actions, ActionId limit) {
  for (std::size_t i = 0; i < actions.size(); ++i) {
    EXPECT_LT(actions[i], limit) << "action id beyond num_distinct_actions";
    if (i > 0) {
      EXPECT_LT(actions[i - 1], actions[i]) << "legal actions not sorted and unique";
    }
  }
}

void check_chance_node(const AnyState& state) {
  ChanceList outcomes;
  state.chance_outcomes(outcomes);
  ASSERT_FALSE(outcomes.empty()) << "chance node without outcomes";
  double sum = 0;
  ActionList legal;
  state.legal_actions(legal);
  ASSERT_EQ(legal.size(), outcomes.size()) << "legal actions at a chance node are its outcomes";
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    EXPECT_GT(outcomes[i].probability, 0.0);
    EXPECT_EQ(outcomes[i].action, legal[i]);
    if (i > 0) {
      EXPECT_LT(outcomes[i - 1].action, outcomes[i].action);
    }
    sum += outcomes[i].probability;
  }
  EXPECT_NEAR(sum, 1.0, 1e-12);
}

void check_returns(const AnyState& state, int players) {
  const std::vector<double> returns = state.returns();
  ASSERT_EQ(returns.size(), static_cast<std::size_t>(players));
  double sum = 0;
  for (double r : returns) {
    EXPECT_GE(r, 0.0);
    EXPECT_LE(r, 1.0);
    sum += r;
  }
  if (!state.is_terminal()) {
    EXPECT_EQ(sum, 0.0) << "returns before the end must be zero";
    return;
  }
  // 1/k for each of k winners (or all zero when a non-player won).
  if (sum == 0.0) return;
  EXPECT_NEAR(sum, 1.0, 1e-9);
  const double share = *std::max_element(returns.begin(), returns.end());
  for (double r : returns) EXPECT_TRUE(r == 0.0 || std::abs(r - share) < 1e-12);
}

void check_action_codecs(const AnyState& state, const ActionList& legal, bool all_ids) {
  const ActionId limit = state.game().num_distinct_actions();
  auto round_trip = [&](ActionId id) {
    const std::string text = state.action_to_string(id);
    EXPECT_FALSE(text.empty());
    EXPECT_EQ(state.action_from_string(text), id) << "text '" << text << "' does not round-trip";
  };
  for (ActionId id : legal) round_trip(id);
  if (all_ids)
    for (ActionId id = 0; id < limit; ++id) round_trip(id);
  EXPECT_THROW(state.action_to_string(limit), Error);
  EXPECT_THROW(state.action_from_string("no such action at all"), ParseError);
}

void check_json_round_trip(const AnyState& state) {
  const std::string json = state.to_json(kFullView);
  std::unique_ptr<AnyState> back = state.game().state_from_json(json);
  EXPECT_EQ(back->to_json(kFullView), json) << "JSON does not round-trip";
  EXPECT_EQ(back->current_player(), state.current_player());
  EXPECT_EQ(back->legal_actions(), state.legal_actions());
}

void check_views(const AnyState& state, Rng& rng) {
  const int players = state.game().num_players();
  for (int p = 0; p < players; ++p) {
    const std::string view = state.to_json(p);
    EXPECT_NO_THROW((void)json::parse(view, "view"));
    EXPECT_FALSE(state.to_text(p).empty());
    std::unique_ptr<AnyState> sample = state.determinize(p, rng);
    EXPECT_EQ(sample->to_json(p), view) << "determinized state changes player " << p << "'s view";
    const std::string full = sample->to_json(kFullView);
    EXPECT_EQ(state.game().state_from_json(full)->to_json(kFullView), full)
        << "a determinized state does not reload";
    if (state.current_player() == p) {
      EXPECT_EQ(sample->legal_actions(), state.legal_actions())
          << "determinized state changes player " << p << "'s legal actions";
    }
  }
  EXPECT_THROW(state.to_json(players), InvalidArgument);
  EXPECT_THROW(state.to_json(kPublicView - 1), InvalidArgument);
}

// is_legal agrees with the legal list for every id (and two beyond the range), reporting
// every disagreement rather than the first. apply must refuse illegal ids and change
// nothing; an exception costs microseconds, so each state tries about kApplyTries ids, a
// different residue class at each step (all ids over the steps of a game).
void sweep_every_id(const AnyState& state, const ActionList& legal, int step) {
  constexpr ActionId kApplyTries = 8;
  constexpr int kReported = 5;
  const std::string before = state.to_json(kFullView);
  const ActionId limit = state.game().num_distinct_actions();
  const ActionId stride = std::max<ActionId>(1, limit / kApplyTries);
  int wrong = 0;
  for (ActionId id = 0; id < limit + 2; ++id) {
    const bool listed = std::binary_search(legal.begin(), legal.end(), id);
    if (state.is_legal(id) != listed && ++wrong <= kReported) {
      ADD_FAILURE() << "is_legal(" << id << ") = " << !listed << " but the id is "
                    << (listed ? "" : "not ") << "in the legal list ("
                    << (id < limit ? state.action_to_string(id) : "out of range") << ")";
    }
    if (!listed && id % stride == static_cast<ActionId>(step) % stride) {
      EXPECT_THROW(state.apply(id), IllegalAction) << "illegal id " << id << " accepted";
    }
  }
  EXPECT_EQ(wrong, 0) << "is_legal disagreed with the legal list for " << wrong << " ids at\n"
                      << before;
  EXPECT_EQ(state.to_json(kFullView), before) << "a refused action changed the state";
}

TEST_P(Conformance, RandomPlayoutsKeepTheContract) {
  auto g = game();
  const int players = g->num_players();
  ASSERT_GE(players, 1);
  // A state of another game, which copy_into refuses, and the game made again with the same
  // options, whose states mix with g's (caper::same_game).
  const std::unique_ptr<AnyState> other_game_state = make_game(other_game_name())->initial_state();
  const std::shared_ptr<AnyGame> twin = make_game(GetParam().game, GetParam().options);
  for (int seed = 1; seed <= kPlayouts; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Rng rng(static_cast<std::uint64_t>(seed));
    Rng view_rng(static_cast<std::uint64_t>(seed) + 1000);
    std::unique_ptr<AnyState> state = g->initial_state();
    int step = 0;
    for (; step < kMaxSteps; ++step) {
      const int player = state->current_player();
      ASSERT_TRUE(player == kChancePlayer || player == kTerminalPlayer ||
                  (player >= 0 && player < players));
      ASSERT_EQ(state->is_terminal(), player == kTerminalPlayer);
      ActionList legal;
      state->legal_actions(legal);
      expect_sorted_unique(legal, g->num_distinct_actions());
      check_returns(*state, players);
      check_json_round_trip(*state);
      check_action_codecs(*state, legal, step % kFullIdSweepEvery == 0);
      if (step % 7 == 0) check_views(*state, view_rng);
      sweep_every_id(*state, legal, step);
      if (state->is_terminal()) {
        EXPECT_TRUE(legal.empty());
        break;
      }
      ASSERT_FALSE(legal.empty()) << "a non-terminal state has no legal action";
      if (state->is_chance_node()) {
        check_chance_node(*state);
      } else {
        ChanceList outcomes;
        EXPECT_THROW(state->chance_outcomes(outcomes), WrongPhase);
      }
      const std::string before = state->to_json(kFullView);
      ChanceList outcomes;
      const ActionId action = random_action(*state, legal, outcomes, rng);
      std::unique_ptr<AnyState> next = state->apply(action);
      EXPECT_EQ(state->to_json(kFullView), before) << "apply changed its input";
      // apply_into gives the same successor as apply.
      std::unique_ptr<AnyState> into = twin->initial_state();
      state->apply_into(action, *into);
      EXPECT_EQ(into->to_json(kFullView), next->to_json(kFullView));
      // copy_into makes a state equal to this one; a state of another game is refused.
      state->copy_into(*into);
      EXPECT_EQ(into->to_json(kFullView), before);
      if (other_game_state->game().name() != g->name()) {
        EXPECT_THROW(state->copy_into(*other_game_state), InvalidArgument);
      }
      state = std::move(next);
      if (::testing::Test::HasFatalFailure() || ::testing::Test::HasFailure()) break;
    }
    ASSERT_LT(step, kMaxSteps) << "random playout did not end";
  }
}

// A state of a game object made apart with the same options takes a successor (or a copy)
// of this game's states and belongs from then on to this game object, which it keeps alive:
// it plays on after every other handle of it is gone (tests/sanitize would see a read of
// freed memory).
TEST_P(Conformance, StatesOfTheSameGameMadeTwiceMix) {
  std::unique_ptr<AnyState> twin = game()->initial_state();  // its game object lives in it
  std::string expected;
  {
    const std::shared_ptr<AnyGame> g = game();
    const std::unique_ptr<AnyState> state = g->initial_state();
    const std::unique_ptr<AnyState> next = state->apply(state->legal_actions().front());
    state->apply_into(state->legal_actions().front(), *twin);
    EXPECT_EQ(&twin->game(), g.get());
    next->copy_into(*twin);
    expected = next->apply(next->legal_actions().back())->to_json();
  }
  EXPECT_EQ(twin->apply(twin->legal_actions().back())->to_json(), expected);
}

// More games than above with the cheaper checks only: is_legal for every id at every
// state, also after a JSON round trip (which rebuilds whatever a game caches). Games with
// tens of thousands of ids play fewer games (at least kMinGames).
TEST_P(Conformance, IsLegalAgreesWithTheLegalListForEveryId) {
  constexpr long kIdBudget = budget(60000, 15000);  // ids times games
  constexpr long kMinGames = budget(3, 1);
  constexpr long kMaxGames = 12;
  constexpr int kReloadEvery = 16;
  auto g = game();
  const int games = static_cast<int>(
      std::clamp(kIdBudget / static_cast<long>(g->num_distinct_actions()), kMinGames, kMaxGames));
  long states = 0;
  for_each_state(*g, 1000, games, [&](const AnyState& state, std::uint64_t seed, int step) {
    SCOPED_TRACE("seed " + std::to_string(seed) + " step " + std::to_string(step));
    ActionList legal;
    state.legal_actions(legal);
    EXPECT_TRUE(std::is_sorted(legal.begin(), legal.end()));
    EXPECT_EQ(legal.empty(), state.is_terminal());
    sweep_every_id(state, legal, step);
    if (step % kReloadEvery == 0) {
      std::unique_ptr<AnyState> back = g->state_from_json(state.to_json(kFullView));
      ActionList reloaded;
      back->legal_actions(reloaded);
      EXPECT_EQ(reloaded, legal) << "the reloaded state has other legal actions";
      sweep_every_id(*back, reloaded, step);
    }
    ++states;
    return !::testing::Test::HasFailure();
  });
  EXPECT_GT(states, games) << "the games ended at once";
}

// Action text is words: every game reads a tab, a doubled space or spaces around the text
// as the single space it prints (core/words.hpp).
TEST_P(Conformance, ActionTextIsWordsSplitAtAnyWhitespace) {
  auto g = game();
  const auto respaced = [](const std::string& text, std::string_view gap) {
    std::string out = " \t";
    for (char c : text) out += c == ' ' ? std::string(gap) : std::string(1, c);
    return out + "\n ";
  };
  for_each_state(*g, 1, 1, [&](const AnyState& state, std::uint64_t, int step) {
    ActionList legal;
    state.legal_actions(legal);
    for (ActionId id : legal) {
      const std::string text = state.action_to_string(id);
      for (std::string_view gap : {"\t", "  ", " \t "})
        EXPECT_EQ(state.action_from_string(respaced(text, gap)), id)
            << "step " << step << ": '" << respaced(text, gap) << "' is not '" << text << "'";
    }
    return !::testing::Test::HasFailure();
  });
}

TEST_P(Conformance, SameSeedReplaysByteIdentically) {
  auto g = game();
  const std::string first = playout_transcript(*g, 77, /*with_states=*/true);
  const std::string second =
      playout_transcript(*make_game(GetParam().game, GetParam().options), 77, /*with_states=*/true);
  EXPECT_EQ(first, second);
  EXPECT_NE(first, playout_transcript(*g, 78, true)) << "different seeds gave the same game";
}

TEST_P(Conformance, InfoDescribesTheGame) {
  auto g = game();
  const json::Json info = json::parse(g->info_json(), "info");
  // The keys every game shares (one envelope, so hosts read any game alike); tests/schema checks
  // their types as well.
  ASSERT_TRUE(info.is_object());
  EXPECT_EQ(info.value("name", ""), GetParam().game);
  EXPECT_EQ(info.value("num_players", -1), g->num_players());
  const json::Json players = info.value("players", json::Json::object());
  ASSERT_TRUE(players.is_object()) << "players must be {min, max, default}";
  EXPECT_LE(players.value("min", 99), g->num_players());
  EXPECT_GE(players.value("max", 0), g->num_players());
  EXPECT_EQ(info.value("num_distinct_actions", -1L), static_cast<long>(g->num_distinct_actions()));
  const std::span<const int> shape = g->observation_shape();
  EXPECT_EQ(info.value("observation_shape", json::Json()),
            json::Json(std::vector<int>(shape.begin(), shape.end())));
  EXPECT_TRUE(info.value("options", json::Json()).is_object());
  const json::Json type = info.value("type", json::Json::object());
  for (const char* key : {"chance", "hidden_information", "simultaneous"})
    EXPECT_TRUE(type.contains(key) && type.at(key).is_boolean()) << "type." << key;
  EXPECT_TRUE(type.contains("utility") && type.at("utility").is_string()) << "type.utility";
}

TEST_P(Conformance, BadJsonIsRefusedWithAParseError) {
  auto g = game();
  for (const char* bad : {"", "{", "[]", "null", "42", "{\"x\": 1}", "\"state\""})
    EXPECT_THROW(g->state_from_json(bad), ParseError) << bad;
  EXPECT_THROW(g->state_from_json(std::string(5000, '[')), ParseError);
}

TEST_P(Conformance, BadOptionsAreRefused) {
  EXPECT_THROW(make_game(GetParam().game, R"({"no_such_option": 1})"), BadOptions);
  EXPECT_THROW(make_game(GetParam().game, R"({"players": 99})"), BadOptions);
  EXPECT_THROW(make_game(GetParam().game, R"({"players": "four"})"), BadOptions);
  EXPECT_THROW(make_game(GetParam().game, "{"), BadOptions);
}

// The typed returns(span) writes the players' entries and zeros the rest, for a span of any
// length: longer than the players (past 32 entries, beyond any seat bit), or shorter.
TEST(TypedReturns, AnySpanGetsThePlayersEntriesAndZerosAfter) {
  constexpr std::size_t kLong = 40;
  for_each_game_type([]<class G>() {
    for (const TestConfiguration& config : G::kConfigurations) {
      SCOPED_TRACE(std::string(G::kName) + " " + std::string(config.label));
      const G game(config.options);
      const auto n = static_cast<std::size_t>(game.num_players());
      Rng rng(5);
      typename G::State state = game.initial_state();
      ActionList legal;
      ChanceList outcomes;
      for (int step = 0; step < kMaxSteps && !state.is_terminal(); ++step)
        state = state.apply(random_action(state, legal, outcomes, rng));
      ASSERT_TRUE(state.is_terminal());
      std::vector<double> exact(n, -1.0);
      state.returns(exact);
      std::vector<double> long_span(kLong, -1.0);
      state.returns(long_span);
      for (std::size_t p = 0; p < kLong; ++p)
        EXPECT_EQ(long_span[p], p < n ? exact[p] : 0.0) << "entry " << p;
      std::vector<double> short_span(1, -1.0);
      state.returns(short_span);
      EXPECT_EQ(short_span[0], exact[0]);
      std::vector<double> before_end(kLong, -1.0);
      game.initial_state().returns(before_end);
      EXPECT_EQ(before_end, std::vector<double>(kLong, 0.0));
    }
  });
}

INSTANTIATE_TEST_SUITE_P(AllGames, Conformance, ::testing::ValuesIn(registered_configurations()),
                         configuration_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Conformance);

// The parameterised suites above are allowed to be empty, so an empty catalogue (or a game
// left out of it) must fail here rather than run nothing.
TEST(Catalogue, EveryGameHasConfigurations) {
  ASSERT_FALSE(game_catalogue().empty()) << "the catalogue lists no game";
  for (const GameEntry& entry : game_catalogue()) {
    int configurations = 0;
    for (const Configuration& config : registered_configurations())
      configurations += config.game == entry.name ? 1 : 0;
    EXPECT_GT(configurations, 0) << entry.name;
    EXPECT_EQ(make_game(entry.name)->name(), entry.name);
  }
}

TEST(Catalogue, UnknownGameIsRefusedWithTheKnownNames) {
  try {
    make_game("chess");
    FAIL() << "no error";
  } catch (const UnknownGame& e) {
    EXPECT_NE(std::string(e.what()).find("unknown game 'chess'"), std::string::npos);
  }
}

}  // namespace
}  // namespace caper::testing
