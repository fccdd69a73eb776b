// The observation tensor: its layout on a concrete position, and that it holds exactly
// what the seat's JSON view holds.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "helpers.hpp"

namespace caper::captain_cool::testing {
namespace {

std::vector<float> obs(const State& s, int player) {
  std::vector<float> out(static_cast<std::size_t>(s.game().observation_layout().size));
  s.observation(player, out);
  return out;
}

TEST(CaptainCoolObservation, SizeByPlayerCount) {
  // 40 header floats, 12 sections of one float per seat, 7 places x 2 per seat, 50 cards.
  for (int n : {2, 3, 4, 5, 6, 7}) {
    Game g(R"({"players": )" + std::to_string(n) + "}");
    ASSERT_EQ(g.observation_shape().size(), 1u);
    EXPECT_EQ(g.observation_shape()[0], 90 + 26 * n);
    // The sections at the offsets of docs/rules/captain_cool.md.
    const ObservationLayout& l = g.observation_layout();
    EXPECT_EQ(l.actor.offset, 40);
    EXPECT_EQ(l.scores.offset, 40 + 2 * n);
    EXPECT_EQ(l.figures.offset, 40 + 12 * n);
    EXPECT_EQ(l.cards.offset, 40 + 26 * n);
    EXPECT_EQ(l.cards.end(), l.size);
  }
  EXPECT_EQ(Game(R"({"players": 2})").observation_layout().size, 142);
  EXPECT_EQ(Game(R"({"players": 7})").observation_layout().size, 272);
}

// Two players, round 1, seat 1 choosing after seat 0 chose pub II in secret; two reveals
// done. Every float below is worked out from the layout of docs/rules/captain_cool.md.
TEST(CaptainCoolObservation, EveryFloatOfAConcretePosition) {
  Game g(R"({"players": 2})");
  Position pos(g);
  pos.pub(0, 0, 3).pub(3, 1, 40).circle(47).discard(49);
  pos.hand(0, 20, false).hand(0, 26).hand(1, 21, false).hand(1, 22);
  pos.score(0, 12).score(1, 40).figures(0, 0, 2).figures(1, 1, 1).figures(4, 1, 1);
  pos.phase("choose", 1).set("step", 2).set("pending", json::array({"II", nullptr}));
  pos.set("revealed", json::array({"I", "CC"}));
  const State s = pos.build();
  const std::vector<float> o = obs(s, 0);
  ASSERT_EQ(o.size(), 142u);
  std::vector<float> want(142, 0.0f);
  want[0] = 1;                                // round 1
  want[5 + 5] = 1;                            // phase choose (index 5)
  want[23] = 2.0f / 8;                        // step 2
  want[27] = 4.0f / 32;                       // Captain Cool pile: 5 less card 3
  want[28] = 5.0f / 32;                       // Tom
  want[29] = 5.0f / 32;                       // Edward
  want[30] = 28.0f / 32;                      // plain: 35 less 20, 21, 22, 26, 40, 47, 49
  for (int k = 36; k < 40; ++k) want[k] = 1;  // decks used: all four
  // Seat sections from 40, two floats each.
  want[41] = 1;            // actor: seat 1
  want[42] = 1;            // viewer: seat 0
  want[44] = 12.0f / 128;  // scores
  want[45] = 40.0f / 128;
  want[47] = 1.0f / 8;  // hidden cards: seat 1 holds one the viewer cannot see
  want[48] = 4.0f / 8;  // supply: 6 less 2
  want[49] = 4.0f / 8;
  want[50] = 2.0f / 8;  // pending: the viewer's own choice, pub II (place 1) + 1
  want[52] = 1.0f / 8;  // revealed: I (0) + 1, CC (4) + 1
  want[53] = 5.0f / 8;
  // Figures from 64: (place * 2 + seat) * 2 + {standing, lying}, count / 8.
  want[64 + (0 * 2 + 0) * 2] = 2.0f / 8;  // seat 0: two on pub I
  want[64 + (1 * 2 + 1) * 2] = 1.0f / 8;  // seat 1: one on pub II, one on CC
  want[64 + (4 * 2 + 1) * 2] = 1.0f / 8;
  // Card codes / 64 at 92 + card: pub I slot 0 is 1, pub IV slot 1 is 8, the circle's
  // space 10 is 9 + 9, discard 19, a shown card of seat q 20 + q, the viewer's own card
  // not shown 28 + 0; seat 1's hidden card 21 and the pile cards are 0.
  want[92 + 3] = 1.0f / 64;
  want[92 + 40] = 8.0f / 64;
  want[92 + 47] = 18.0f / 64;
  want[92 + 49] = 19.0f / 64;
  want[92 + 20] = 28.0f / 64;
  want[92 + 26] = 20.0f / 64;
  want[92 + 22] = 21.0f / 64;
  EXPECT_EQ(o, want);

  // Seat 1 sees its own hidden card 21 (28 + 1), not seat 0's card 20, and seat 0's
  // choice as "hidden" (8 / 8).
  const std::vector<float> o1 = obs(s, 1);
  std::vector<float> want1 = want;
  want1[92 + 20] = 0;
  want1[92 + 21] = 29.0f / 64;
  want1[42] = 0;
  want1[43] = 1;
  want1[46] = 1.0f / 8;  // seat 0 holds one card seat 1 cannot see
  want1[47] = 0;
  want1[50] = 1;
  EXPECT_EQ(o1, want1);

  std::vector<float> short_buffer(10);
  EXPECT_THROW(s.observation(0, short_buffer), InvalidArgument);
}

// The card codes, the hidden_cards section, the pick, the majority holders and the figures
// read back from a tensor, against the JSON view they come from.
void expect_cards_and_counts_decode(const std::vector<float>& o, const json& view, int n, int p) {
  const ObservationLayout l(Options{.players = n});
  std::vector<int> want(kNumCards, 0);
  for (int k = 0; k < 8; ++k) {
    const json& slot =
        view["pubs"][static_cast<std::size_t>(k / 2)][static_cast<std::size_t>(k % 2)];
    if (!slot.is_null()) want[slot.get<std::size_t>()] = 1 + k;
  }
  for (int v = 0; v < 10; ++v)
    if (!view["circle"][static_cast<std::size_t>(v)].is_null())
      want[view["circle"][static_cast<std::size_t>(v)].get<std::size_t>()] = 9 + v;
  for (const json& c : view["discard"]) want[c.get<std::size_t>()] = 19;
  for (int q = 0; q < n; ++q) {
    const auto qi = static_cast<std::size_t>(q);
    for (const json& c : view["hands"][qi])
      want[c.get<std::size_t>()] = in_list(view["shown"][qi], c.get<int>()) ? 20 + q : 28 + q;
    EXPECT_EQ(o[static_cast<std::size_t>(40 + 3 * n + q)] * 8,
              view["hidden_cards"][qi].get<float>())
        << "seat " << q << " seen by " << p;
  }
  // The pick (place, seat) and the majority holders: (index + 1) / 8, 0 for none.
  const json& pick = view["pick"];
  EXPECT_EQ(o[31] * 8, pick.is_null() ? 0.0f
                                      : static_cast<float>(
                                            place_from_name(pick["place"].get<std::string>()) + 1));
  EXPECT_EQ(o[32] * 8,
            pick.is_null() || pick["seat"].is_null() ? 0.0f : pick["seat"].get<float>() + 1);
  for (std::size_t b = 0; b < 3; ++b)
    EXPECT_EQ(o[33 + b] * 8,
              view["majority"][b].is_null() ? 0.0f : view["majority"][b].get<float>() + 1);
  // Figures: 2 floats per place and seat, count / 8.
  for (int place = 0; place < kNumPlaces; ++place)
    for (int q = 0; q < n; ++q) {
      const std::size_t at = static_cast<std::size_t>(l.figures.offset + 2 * (place * n + q));
      const auto pi = static_cast<std::size_t>(place);
      const auto qi = static_cast<std::size_t>(q);
      EXPECT_EQ(o[at] * 8, view["standing"][pi][qi].get<float>());
      EXPECT_EQ(o[at + 1] * 8, view["lying"][pi][qi].get<float>());
    }
  for (int c = 0; c < kNumCards; ++c)
    EXPECT_EQ(o[static_cast<std::size_t>(l.cards.offset + c)] * 64,
              static_cast<float>(want[static_cast<std::size_t>(c)]))
        << "card " << c << " seen by " << p;
}

// Random games: equal views give equal tensors (every determinization), different views
// different tensors; the cards, counts, pick, majority and figures decode to the view.
TEST(CaptainCoolObservation, MatchesTheJsonViewInRandomGames) {
  for (const char* options : {R"({"players": 2})", R"({"players": 5, "advanced": true})"}) {
    Game g(options);
    const int n = g.num_players();
    Rng rng(5);
    State s = g.initial_state();
    std::vector<State> seen;
    while (!s.is_terminal()) {
      seen.push_back(s);
      s = random_step(s, rng);
    }
    seen.push_back(s);
    for (std::size_t i = 0; i < seen.size(); i += 7) {
      for (int p = 0; p < n; ++p) {
        Rng r(i);
        const State d = seen[i].determinize(p, r);
        EXPECT_EQ(obs(d, p), obs(seen[i], p));
        expect_cards_and_counts_decode(obs(seen[i], p), to_j(seen[i], p), n, p);
        if (i + 1 < seen.size()) {
          EXPECT_EQ(seen[i].to_json(p) == seen[i + 1].to_json(p),
                    obs(seen[i], p) == obs(seen[i + 1], p));
        }
      }
    }
  }
}

}  // namespace
}  // namespace caper::captain_cool::testing
