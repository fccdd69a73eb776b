// is_legal and apply check an action directly per phase, without building the legal list:
// over random games they must accept exactly the ids of legal_actions (and, at chance
// nodes, of chance_outcomes). The cached card sets must survive JSON and determinize.
#include <gtest/gtest.h>

#include <algorithm>

#include "caper/captain_cool/game.hpp"
#include "caper/core/error.hpp"
#include "conformance/budget.hpp"
#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

// The default deck in reverse, so that the piles' cards are interleaved differently.
std::string reversed_deck_options() {
  json deck = json::array();
  const Deck& d = default_deck();
  for (auto it = d.rbegin(); it != d.rend(); ++it) {
    json icons = json::array();
    for (int b = 0; b < kNumBosses; ++b)
      if (it->icons & (1u << b)) icons.push_back(boss_name(b));
    deck.push_back({{"value", it->value},
                    {"boss", it->boss == kNoBoss ? json(nullptr) : json(boss_name(it->boss))},
                    {"icons", icons}});
  }
  return json{{"players", 4}, {"advanced", true}, {"deck", deck}}.dump();
}

void check_game(const std::string& options, std::uint64_t seed) {
  SCOPED_TRACE(options.substr(0, 40) + " seed " + std::to_string(seed));
  Game game(options);
  Rng rng(seed);
  State s = game.initial_state();
  ActionList legal;
  ChanceList outcomes;
  for (ActionId step = 0; !s.is_terminal(); ++step) {
    s.legal_actions(legal);
    ASSERT_TRUE(std::is_sorted(legal.begin(), legal.end()));
    for (ActionId id = 0; id < kNumDistinctActions + 3; ++id) {
      const bool listed = std::binary_search(legal.begin(), legal.end(), id);
      ASSERT_EQ(s.is_legal(id), listed) << s.action_to_string(std::min(id, kDoneId)) << " id " << id
                                        << " in " << name_of(kPhaseNames, s.phase());
      if (!listed && id % 11 == step % 11) {
        EXPECT_THROW((void)s.apply(id), IllegalAction);
      }
    }
    ActionId action;
    if (s.current_player() == kChancePlayer) {
      s.chance_outcomes(outcomes);
      ASSERT_EQ(outcomes.size(), legal.size());
      for (std::size_t i = 0; i < legal.size(); ++i) ASSERT_EQ(outcomes[i].action, legal[i]);
      action = rng.sample(outcomes);
    } else {
      action = legal[static_cast<std::size_t>(rng.below(legal.size()))];
    }
    if (step % 5 == 0) {
      ASSERT_TRUE(game.state_from_json(s.to_json(kFullView)) == s);
      // Any seat, including one that is not to move: the redraw keeps a Big Deal
      // mover's hand placeable, else state_from_json would refuse it.
      const State d = s.determinize(static_cast<int>(step) % game.num_players(), rng);
      ASSERT_TRUE(game.state_from_json(d.to_json(kFullView)) == d);
    }
    s = s.apply(action);
  }
  EXPECT_FALSE(s.is_legal(kDoneId));
}

// Sanitizer builds play one seed of each configuration (conformance/budget.hpp).
TEST(CaptainCoolLegality, IsLegalMatchesTheLegalListInRandomGames) {
  constexpr std::uint64_t kSeeds = caper::testing::budget(3, 1);
  for (int players = 2; players <= 7; ++players)
    for (bool advanced : {false, true})
      for (std::uint64_t seed = 1; seed <= kSeeds; ++seed)
        check_game(R"({"players": )" + std::to_string(players) + R"(, "advanced": )" +
                       (advanced ? "true" : "false") + "}",
                   seed * 13 + static_cast<std::uint64_t>(players));
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) check_game(reversed_deck_options(), seed);
}

}  // namespace
}  // namespace caper::captain_cool::testing
