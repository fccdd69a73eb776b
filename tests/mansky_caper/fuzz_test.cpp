// Hostile JSON: states with one number changed are either refused with a ParseError or
// play on without breaking the contract (run under the sanitizers to catch memory errors).
#include <gtest/gtest.h>

#include "caper/core/rng.hpp"
#include "helpers.hpp"

namespace mc_test {
namespace {

void leaves(const Json& j, const std::string& path, std::vector<std::string>& out) {
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) leaves(*it, path + "/" + it.key(), out);
  } else if (j.is_array()) {
    for (std::size_t i = 0; i < j.size(); ++i) leaves(j[i], path + "/" + std::to_string(i), out);
  } else if (j.is_number_integer() || j.is_null() || j.is_boolean()) {
    out.push_back(path);
  }
}

void fuzz(const std::string& options, std::uint64_t seed) {
  Game g(options);
  caper::Rng rng(seed);
  int accepted = 0, refused = 0;
  for (int game = 0; game < 6; ++game) {
    State s = g.initial_state();
    while (!s.is_terminal()) {
      caper::ActionList list;
      s.legal_actions(list);
      const caper::ActionId a =
          s.is_chance_node() ? [&] {
            caper::ChanceList c;
            s.chance_outcomes(c);
            return rng.sample(c);
          }()
                             : list[static_cast<std::size_t>(rng.below(list.size()))];
      s = s.apply(a);
      if (rng.below(8) != 0) continue;
      Json j = to_j(s);
      std::vector<std::string> paths;
      leaves(j, "", paths);
      Json bad = j;
      const auto& path = paths[static_cast<std::size_t>(rng.below(paths.size()))];
      const int value = static_cast<int>(rng.below(12)) - 2;
      bad[Json::json_pointer(path)] = value;
      try {
        State t = g.state_from_json(bad.dump());
        ++accepted;
        for (int step = 0; step < 200 && !t.is_terminal(); ++step) {
          caper::ActionList moves;
          t.legal_actions(moves);
          ASSERT_FALSE(moves.empty()) << path << "=" << value;
          // is_legal checks each action directly: it must agree with the list here too.
          for (caper::ActionId id = 0; id < g.num_distinct_actions(); ++id)
            ASSERT_EQ(t.is_legal(id), moves.contains(id)) << path << "=" << value << " id " << id;
          if (t.is_chance_node()) {
            caper::ChanceList c;
            t.chance_outcomes(c);
            t = t.apply(rng.sample(c));
          } else {
            t = t.apply(moves[static_cast<std::size_t>(rng.below(moves.size()))]);
          }
        }
      } catch (const caper::ParseError&) {
        ++refused;
      }
    }
  }
  EXPECT_GT(refused, 0);
  EXPECT_GT(accepted, 0);
}

TEST(ManskyFuzz, OneNumberChangedFourPlayers) {
  fuzz(R"({"players": 4})", 11);
}
TEST(ManskyFuzz, OneNumberChangedTwoPlayers) {
  fuzz(R"({"players": 2})", 12);
}

}  // namespace
}  // namespace mc_test
