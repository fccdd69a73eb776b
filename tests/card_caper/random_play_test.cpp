// Card Caper's own invariants at every state of random games of every player count
// (Game::kConfigurations). What every game promises (legal lists, is_legal for every id,
// chance outcomes, returns, texts, JSON, views, no allocation) is checked for every game by
// tests/conformance and tests/alloc; here only what is this game's: every card is in
// exactly one place once dealt, at most 52 chance outcomes and 256 legal actions (the
// bounds of docs/rules/card_caper.md), and a random game ends with the thief caught (long
// before the turn limit), one hidden card left unrevealed and a winner.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <string>
#include <vector>

#include "caper/card_caper/game.hpp"
#include "conformance/playout.hpp"

namespace caper::card_caper {
namespace {

void expect_every_card_in_one_place(const State& s, int players) {
  CardSet all = s.undealt();
  int total = count(all);
  for (int p = 0; p < players; ++p) {
    all |= s.hand(p) | s.gone(p);
    total += count(s.hand(p)) + count(s.gone(p));
    if (s.hidden(p) != kNoCard) {
      all |= bit(s.hidden(p));
      ++total;
    }
  }
  EXPECT_EQ(all, kFullDeck);
  EXPECT_EQ(total, kDeckSize);
}

TEST(CardCaperRandomPlay, EveryPlayerCountKeepsTheDeckAndEndsWithTheThiefCaught) {
  constexpr int kGames = 20;
  std::size_t max_legal = 0;
  std::size_t max_chance = 0;
  for (const TestConfiguration& config : Game::kConfigurations) {
    SCOPED_TRACE(std::string(config.options));
    const Game game(config.options);
    const int n = game.num_players();
    int ended = 0;
    ActionList legal;
    ChanceList outcomes;
    caper::testing::for_each_state(
        game, 1000, kGames, [&](const State& s, std::uint64_t seed, int step) {
          SCOPED_TRACE("seed " + std::to_string(seed) + " step " + std::to_string(step));
          s.legal_actions(legal);
          max_legal = std::max(max_legal, legal.size());
          if (s.current_player() == kChancePlayer) {
            s.chance_outcomes(outcomes);
            max_chance = std::max(max_chance, outcomes.size());
          }
          expect_every_card_in_one_place(s, n);
          if (s.is_terminal()) {
            ++ended;
            std::vector<double> returns(static_cast<std::size_t>(n));
            s.returns(returns);
            EXPECT_NEAR(std::accumulate(returns.begin(), returns.end(), 0.0), 1.0, 1e-12);
            EXPECT_EQ(s.end_reason(), EndReason::kCaught);
            EXPECT_EQ(s.unrevealed_count(), 1);
          }
          return !::testing::Test::HasFailure();
        });
    EXPECT_EQ(ended, kGames);
  }
  // Documented bounds (docs/rules/card_caper.md): at most 52 chance outcomes, and at most
  // 5 opponents x 51 cards = 255 legal actions (plus no-guess).
  EXPECT_LE(max_chance, 52U);
  EXPECT_LE(max_legal, 256U);
  RecordProperty("max_legal_actions_seen", static_cast<int>(max_legal));
  std::printf("max legal actions seen %zu, max chance outcomes %zu\n", max_legal, max_chance);
}

}  // namespace
}  // namespace caper::card_caper
