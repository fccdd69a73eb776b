// Whole random games for every player count: contract invariants, bounds, no allocation.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <new>

#include "caper/card_caper/game.hpp"
#include "position.hpp"

// Counts heap allocations in this test program, to check that apply and legal_actions
// allocate nothing.
namespace {
std::atomic<long> g_allocations{0};
}  // namespace

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif
void* operator new(std::size_t size) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}

namespace caper::card_caper {
namespace {

struct Bounds {
  std::size_t max_legal = 0;
  std::size_t max_chance = 0;
};

void play_random_game(const Game& game, std::uint64_t seed, Bounds& bounds) {
  Rng rng(seed);
  State s = game.initial_state();
  const int n = game.num_players();
  while (!s.is_terminal()) {
    ActionList list;
    s.legal_actions(list);
    ASSERT_FALSE(list.empty());
    ASSERT_TRUE(std::is_sorted(list.begin(), list.end()));
    ASSERT_TRUE(std::adjacent_find(list.begin(), list.end()) == list.end());
    bounds.max_legal = std::max(bounds.max_legal, list.size());
    // is_legal checks each phase directly; it must agree with the list for every id.
    for (ActionId id = 0; id < game.num_distinct_actions() + 2; ++id)
      ASSERT_EQ(s.is_legal(id), std::binary_search(list.begin(), list.end(), id))
          << s.action_to_string(std::min(id, game.num_distinct_actions() - 1));
    std::vector<double> r(static_cast<std::size_t>(n));
    s.returns(r);
    for (double x : r) ASSERT_EQ(x, 0.0);
    ActionId action = 0;
    if (s.current_player() == kChancePlayer) {
      ChanceList outcomes;
      s.chance_outcomes(outcomes);
      ASSERT_EQ(outcomes.size(), list.size());
      double sum = 0;
      for (std::size_t i = 0; i < outcomes.size(); ++i) {
        ASSERT_EQ(outcomes[i].action, list[i]);
        ASSERT_GT(outcomes[i].probability, 0.0);
        sum += outcomes[i].probability;
      }
      ASSERT_NEAR(sum, 1.0, 1e-12);
      bounds.max_chance = std::max(bounds.max_chance, outcomes.size());
      action = rng.sample(outcomes);
    } else {
      ASSERT_GE(s.current_player(), 0);
      ASSERT_THROW(s.chance_outcomes(*std::make_unique<ChanceList>()), WrongPhase);
      action = list[static_cast<std::size_t>(rng.below(list.size()))];
    }
    s = s.apply(action);
    // Invariant: every card is in exactly one place once dealt.
    CardSet all = s.undealt();
    int total = count(all);
    for (int p = 0; p < n; ++p) {
      all |= s.hand(p) | s.gone(p);
      total += count(s.hand(p)) + count(s.gone(p));
      if (s.hidden(p) != kNoCard) {
        all |= bit(s.hidden(p));
        ++total;
      }
    }
    ASSERT_EQ(all, kFullDeck);
    ASSERT_EQ(total, kDeckSize);
  }
  std::vector<double> r(static_cast<std::size_t>(n));
  s.returns(r);
  double sum = 0;
  for (double x : r) sum += x;
  EXPECT_NEAR(sum, 1.0, 1e-12);
  EXPECT_EQ(s.end_reason(), EndReason::kCaught);  // random games end well before 1000 turns
  EXPECT_EQ(s.unrevealed_count(), 1);
}

TEST(CardCaperPlaythrough, RandomGamesForEveryPlayerCount) {
  Bounds bounds;
  for (int n = 2; n <= kMaxSeats; ++n) {
    const Game game(R"({"players": )" + std::to_string(n) + "}");
    for (std::uint64_t seed = 1; seed <= 20; ++seed)
      play_random_game(game, seed * 1000 + static_cast<std::uint64_t>(n), bounds);
  }
  // Documented bounds (docs/rules/card_caper.md): at most 52 chance outcomes, and at most
  // 5 opponents x 51 cards = 255 legal actions (plus no-guess).
  EXPECT_LE(bounds.max_chance, 52U);
  EXPECT_LE(bounds.max_legal, 256U);
  RecordProperty("max_legal_actions_seen", static_cast<int>(bounds.max_legal));
  std::printf("max legal actions seen %zu, max chance outcomes %zu, sizeof(State) %zu\n",
              bounds.max_legal, bounds.max_chance, sizeof(State));
}

TEST(CardCaperPlaythrough, ApplyAndLegalActionsDoNotAllocate) {
  const Game game(R"({"players": 5})");
  Rng rng(77);
  State s = game.initial_state();
  ActionList list;
  ChanceList outcomes;
  long allocations = 0;
  while (!s.is_terminal()) {
    const long before = g_allocations.load();
    s.legal_actions(list);
    if (s.current_player() == kChancePlayer) s.chance_outcomes(outcomes);
    const ActionId a = list[static_cast<std::size_t>(rng.below(list.size()))];
    const bool legal = s.is_legal(a);
    s = s.apply(a);
    allocations += g_allocations.load() - before;
    ASSERT_TRUE(legal);
  }
  EXPECT_EQ(allocations, 0);
}

TEST(CardCaperPlaythrough, PlayableCardsMatchesPlayableCardByCard) {
  // The bit-mask form used by the rules agrees with `playable` for random piles and hands.
  Rng rng(3);
  for (int i = 0; i < 20000; ++i) {
    const auto hidden = static_cast<Card>(rng.below(kDeckSize));
    const auto cat = static_cast<Category>(rng.below(kNumCategories));
    const CardSet pile = rng.next_u64() & rng.next_u64() & rng.next_u64() & kFullDeck;
    const CardSet hand = rng.next_u64() & kFullDeck;
    CardSet expected = 0;
    for (Card c = 0; c < kDeckSize; ++c)
      if (has(hand, c) && playable(cat, c, hidden, pile)) expected |= bit(c);
    ASSERT_EQ(playable_cards(cat, hand, hidden, pile), expected);
  }
}

TEST(CardCaperPlaythrough, StateIsSmallAndFixedSize) {
  static_assert(std::is_trivially_copyable_v<State>);
  // 256 bytes on x86-64 (docs/rules/card_caper.md): GCC copies it with vector moves.
  EXPECT_LE(sizeof(State), 256U);
}

}  // namespace
}  // namespace caper::card_caper
