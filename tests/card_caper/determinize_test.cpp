// determinize(player, rng): consistent with everything the player knows.
#include <gtest/gtest.h>

#include <set>

#include "caper/card_caper/game.hpp"
#include "conformance/budget.hpp"
#include "position.hpp"

namespace caper::card_caper {
namespace {

using testing::card;
using testing::cards;
using testing::filler;
using testing::Json;
using testing::Position;
using testing::Seat;

// Sanitizer builds play fewer games and check fewer states (conformance/budget.hpp).
constexpr std::uint64_t kSeeds = caper::testing::budget(3, 1);
constexpr int kSampleEvery = caper::testing::budget(1, 4);  // player turns between checks
constexpr int kSearchEvery = caper::testing::budget(1, 3);  // states between search checks

void expect_consistent(const Game& game, const State& s, const State& d, int viewer) {
  ASSERT_EQ(d.to_json(viewer), s.to_json(viewer));
  // The validator accepts the determinized state: piles fit the new hidden cards, failed
  // guesses are wrong, `unable` records hold, hand sizes add up.
  ASSERT_NO_THROW(game.state_from_json(d.to_json(kFullView))) << d.to_json(kFullView);
  // The compact state stays canonical: its JSON reads back to the very same value.
  EXPECT_TRUE(game.state_from_json(d.to_json(kFullView)) == d);
  EXPECT_EQ(d.current_player(), s.current_player());
  if (s.current_player() == viewer) {
    ActionList a;
    ActionList b;
    s.legal_actions(a);
    d.legal_actions(b);
    EXPECT_EQ(a, b);
  }
  for (int p = 0; p < s.num_players(); ++p) {
    EXPECT_EQ(count(d.hand(p)), count(s.hand(p)));
    for (int t = 0; t < s.num_players(); ++t)
      if (d.hidden(t) != kNoCard) {
        EXPECT_FALSE(has(d.failed_guesses(p, t), d.hidden(t)));
      }
  }
}

TEST(CardCaperDeterminize, RandomGamesGiveTheSameViewAndLegalActions) {
  int differing = 0;
  for (int n = 2; n <= kMaxPlayers; ++n) {
    const Game game(R"({"players": )" + std::to_string(n) + "}");
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
      Rng rng(seed * 7 + static_cast<std::uint64_t>(n));
      Rng sampler(seed);
      State s = game.initial_state();
      int step = 0;
      while (!s.is_terminal()) {
        if ((step % 7 == 0 || s.current_player() >= 0) && step % kSampleEvery == 0) {
          for (int p = 0; p < n; ++p) {
            const State d = s.determinize(p, sampler);
            expect_consistent(game, s, d, p);
            if (!(d == s)) ++differing;
          }
        }
        ActionList list;
        s.legal_actions(list);
        s = s.apply(list[static_cast<std::size_t>(rng.below(list.size()))]);
        ++step;
      }
    }
  }
  EXPECT_GT(differing, 100);  // it really redraws what the player cannot see
}

// p1's piles pin their hidden card to a 7 that is not a diamond; p0 guessed 7H for p1 and
// failed; 7D is in p0's hand. So p1 hides 7C or 7S, as p0 sees it.
Position pinned_position() {
  Position pos;
  pos.dealer = 3;
  pos.phase = "roll";
  pos.turn = 2;
  pos.turns = 6;
  Seat p0 = filler("2H", {"7D"});
  Seat p1 = filler("7C");
  p1.piles = {{"suit", {"9D"}}, {"lower", {"6C"}}, {"higher", {"8C"}}, {"value", {"KD"}}};
  Seat p2 = filler("QH");
  Seat p3 = filler("JD");
  p0.laid_open = {};
  pos.seats = {p0, p1, p2, p3};
  // p0 named 7H against p1: 7H was in p3's hand and was laid open.
  pos.seats[3].laid_open = {"7H"};
  pos.failed = Json::array({{{"guesser", 0}, {"target", 1}, {"card", "7H"}}});
  return pos;
}

TEST(CardCaperDeterminize, HiddenCardFollowsPilesAndFailedGuesses) {
  const Game game("");
  const State s = pinned_position().build(game);
  Rng rng(3);
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    const State d = s.determinize(0, rng);
    seen.insert(card_to_string(d.hidden(1)));
    expect_consistent(game, s, d, 0);
  }
  EXPECT_EQ(seen, (std::set<std::string>{"7C", "7S"}));
}

TEST(CardCaperDeterminize, ACardNamedWithoutEffectIsSomeoneElsesHiddenCard) {
  // p2 named 5S against p1 and nothing was laid open: 5S is a hidden card, and not p1's or
  // p2's. As p3 sees it, it can only be p0's.
  Position pos;
  pos.dealer = 3;
  pos.phase = "roll";
  pos.turn = 3;
  pos.turns = 3;
  pos.seats = {filler("5S"), filler("9H"), filler("4C"), filler("JD")};
  pos.failed = Json::array({{{"guesser", 2}, {"target", 1}, {"card", "5S"}}});
  const Game game("");
  const State s = pos.build(game);
  Rng rng(11);
  for (int i = 0; i < 50; ++i) {
    const State d = s.determinize(3, rng);
    EXPECT_EQ(d.hidden(0), card("5S"));
    expect_consistent(game, s, d, 3);
  }
}

TEST(CardCaperDeterminize, AFailedGuessFollowsTheNamedHiddenCard) {
  // p2 named 5S against p1 without effect: 5S is a hidden card, not p1's or p2's. As p3 sees
  // it, it is p0's or p4's, and wherever it goes the failed guess still names it.
  Position pos;
  pos.dealer = 4;
  pos.phase = "roll";
  pos.turn = 3;
  pos.turns = 3;
  pos.seats = {filler("5S"), filler("9H"), filler("4C"), filler("JD"), filler("8D")};
  pos.failed = Json::array({{{"guesser", 2}, {"target", 1}, {"card", "5S"}}});
  const Game game(R"({"players": 5})");
  const State s = pos.build(game);
  Rng rng(13);
  std::set<int> holders;
  for (int i = 0; i < 100; ++i) {
    const State d = s.determinize(3, rng);
    for (int k = 0; k < 5; ++k)
      if (d.hidden(k) == card("5S")) holders.insert(k);
    EXPECT_EQ(d.failed_guesses(2, 1), bit(card("5S")));
    expect_consistent(game, s, d, 3);
  }
  EXPECT_EQ(holders, (std::set<int>{0, 4}));
}

TEST(CardCaperDeterminize, UnableRecordsKeepPlayableCardsOutOfHands) {
  // p1 hides 9H and could not play onto their empty Lower pile: every card of p1's hand is
  // 9 or higher. As p0 sees it, p1's hidden card is such that no hand card is lower.
  Position pos;
  pos.dealer = 3;
  pos.phase = "roll";
  pos.turn = 2;
  pos.turns = 2;
  Seat p1;
  p1.hidden = "9H";
  p1.hand = {"9C", "9D", "9S", "TD", "TH", "TS", "JC", "JH", "JS"};
  p1.piles = {{"suit", {"TC"}}, {"higher", {"JD"}}, {"value", {"QC"}}};
  pos.seats = {filler("2C"), p1, filler("3C"), filler("4C")};
  pos.unable = Json::array({{{"player", 1},
                             {"category", "lower"},
                             {"pile", Json::array()},
                             {"gone", {"TC", "JD", "QC"}}}});
  const Game game("");
  const State s = pos.build(game);
  Rng rng(5);
  for (int i = 0; i < 100; ++i) {
    const State d = s.determinize(0, rng);
    const int h = rank_of(d.hidden(1));
    CardSet hand = d.hand(1);
    while (hand != 0) {
      const auto c = static_cast<Card>(std::countr_zero(hand));
      hand &= hand - 1;
      EXPECT_GE(rank_of(c), h) << card_to_string(c) << " under " << card_to_string(d.hidden(1));
    }
    expect_consistent(game, s, d, 0);
  }
}

TEST(CardCaperDeterminize, TheOpeningFilledTheMostPilesItCould) {
  // Six players, dealer p2: p1 was dealt 7 cards. p1 opened with Lower 3H, Higher 8S, Value
  // 9S and left Different Suit empty (a true record: no card of another suit in hand), and
  // holds 4 cards. The ruling says the opening filled the most piles it could, so as p0
  // sees it: 3H fits Different Suit unless p1 hides a heart, so nothing in hand could have
  // gone to Lower (3H would have moved to Different Suit); a heart, 5H say, would let 8S and
  // 9S fill Different Suit and leave no hand card fitting anything. So p1 hides a spade
  // 4S..7S and holds only higher spades.
  Position pos;
  pos.dealer = 2;
  pos.phase = "roll";
  pos.turn = 3;
  pos.turns = 1;
  Seat p1;
  p1.hidden = "7S";
  p1.hand = {"TS", "JS", "QS", "KS"};
  p1.piles = {{"lower", {"3H"}}, {"higher", {"8S"}}, {"value", {"9S"}}};
  pos.seats = {filler("2C"), p1, filler("3C"), filler("4C"), filler("5C"), filler("6C")};
  pos.unable = Json::array({{{"player", 1},
                             {"category", "suit"},
                             {"pile", Json::array()},
                             {"gone", {"3H", "8S", "9S"}}}});
  const Game game(R"({"players": 6})");
  const State s = pos.build(game);
  Rng rng(21);
  std::set<std::string> hidden;
  for (int i = 0; i < 200; ++i) {
    const State d = s.determinize(0, rng);
    const Card h = d.hidden(1);
    hidden.insert(card_to_string(h));
    CardSet hand = d.hand(1);
    while (hand != 0) {
      const auto c = static_cast<Card>(std::countr_zero(hand));
      hand &= hand - 1;
      EXPECT_EQ(suit_of(c), 3) << card_to_string(c);
      EXPECT_GT(rank_of(c), rank_of(h)) << card_to_string(c) << " with " << card_to_string(h);
    }
    expect_consistent(game, s, d, 0);
  }
  for (const std::string& h : hidden) EXPECT_EQ(h.back(), 'S') << h;
  EXPECT_GT(hidden.size(), 1U);
}

TEST(CardCaperDeterminize, TheSystematicSearchAloneIsConsistentToo) {
  for (int n : {3, 5}) {
    const Game game(R"({"players": )" + std::to_string(n) + "}");
    Rng rng(static_cast<std::uint64_t>(n));
    Rng sampler(99);
    State s = game.initial_state();
    int checked = 0;
    for (int step = 0; !s.is_terminal(); ++step) {
      if ((s.phase() != Phase::kDealHands || count(s.undealt()) % 10 == 0) &&
          step % kSearchEvery == 0) {
        for (int p = 0; p < n; ++p) {
          expect_consistent(game, s, s.determinize(p, sampler, 0), p);
          ++checked;
        }
      }
      ActionList list;
      s.legal_actions(list);
      s = s.apply(list[static_cast<std::size_t>(rng.below(list.size()))]);
    }
    EXPECT_GT(checked, caper::testing::budget(100, 30));
  }
  const Game game("");
  const State pinned = pinned_position().build(game);
  std::set<std::string> seen;
  Rng rng(8);
  for (int i = 0; i < 100; ++i)
    seen.insert(card_to_string(pinned.determinize(0, rng, 0).hidden(1)));
  EXPECT_EQ(seen, (std::set<std::string>{"7C", "7S"}));
}

// determinize reads the viewer's information only (or a sample would leak). A determinization d of
// s for p is a state p cannot tell from s (other hidden cards and hands); with the same seed, s and
// d must give byte-identical determinizations, through the sampling and through the search.
TEST(CardCaperDeterminize, StatesTheViewerCannotTellApartGiveTheSameResult) {
  int compared = 0;
  for (int n : {2, 3, 4, 6}) {
    const Game game(R"({"players": )" + std::to_string(n) + "}");
    Rng rng(static_cast<std::uint64_t>(n) * 17);
    State s = game.initial_state();
    for (int step = 0; !s.is_terminal(); ++step) {
      if (step % 5 == 0 && s.phase() != Phase::kDealHands) {
        for (int p = 0; p < n; ++p) {
          Rng swap(static_cast<std::uint64_t>(step * 10 + p));
          const State other = s.determinize(p, swap);
          ASSERT_EQ(other.to_json(p), s.to_json(p));
          for (int attempts : {kDeterminizeAttempts, 0}) {
            Rng a(static_cast<std::uint64_t>(step + 1000 * p));
            Rng b(static_cast<std::uint64_t>(step + 1000 * p));
            EXPECT_EQ(s.determinize(p, a, attempts).to_json(kFullView),
                      other.determinize(p, b, attempts).to_json(kFullView))
                << "step " << step << " viewer " << p << " attempts " << attempts;
            if (!(other == s)) ++compared;
          }
        }
      }
      ActionList list;
      s.legal_actions(list);
      s = s.apply(list[static_cast<std::size_t>(rng.below(list.size()))]);
    }
  }
  EXPECT_GT(compared, 100);  // the swapped states really differ from the true ones
}

TEST(CardCaperDeterminize, OwnCardsStayAndDeterminismHolds) {
  const Game game("");
  const State s = pinned_position().build(game);
  Rng a(42);
  Rng b(42);
  const State da = s.determinize(0, a);
  const State db = s.determinize(0, b);
  EXPECT_EQ(da, db);
  EXPECT_EQ(da.hand(0), s.hand(0));
  EXPECT_EQ(da.hidden(0), s.hidden(0));
  EXPECT_THROW(s.determinize(4, a), InvalidArgument);
}

}  // namespace
}  // namespace caper::card_caper
