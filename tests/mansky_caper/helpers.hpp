// Test helpers for The Mansky Caper: positions are built by playing named actions and by
// editing the state's JSON, then checked against results worked out from the rulebook.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "caper/mansky_caper/game.hpp"

namespace mc_test {

using caper::mansky_caper::Game;
using caper::mansky_caper::State;
using Json = nlohmann::json;

inline State act(const State& s, std::string_view text) {
  return s.apply(s.action_from_string(text));
}

inline State play(State s, std::initializer_list<std::string_view> texts) {
  for (std::string_view t : texts) s = act(s, t);
  return s;
}

inline bool legal(const State& s, std::string_view text) {
  return s.is_legal(s.action_from_string(text));
}

inline std::vector<std::string> legal_texts(const State& s) {
  caper::ActionList list;
  s.legal_actions(list);
  std::vector<std::string> out;
  for (caper::ActionId id : list) out.push_back(s.action_to_string(id));
  return out;
}

inline Json to_j(const State& s) {
  return Json::parse(s.to_json(caper::kFullView));
}
inline State from_j(const Game& g, const Json& j) {
  return g.state_from_json(j.dump());
}

// Characters dealt in order (P0 gets card 0, ...), P0 breaks into R0, the last seat into
// R1, the rest into R0; rooms R0 = card 0 ("Room 1": 6 loot/4 GASP!/2 danger) and R1 =
// card 1 ("Room 2": 7/3/3). Returns P0's first turn.
inline State started(const Game& g, std::initializer_list<int> cards = {}) {
  State s = g.initial_state();
  std::vector<int> deal(cards);
  for (int c = static_cast<int>(deal.size()); c < g.num_characters(); ++c) deal.push_back(c);
  for (int c = 0; c < g.num_characters(); ++c)
    s = act(s, "deal c" + std::to_string(deal[static_cast<std::size_t>(c)]));
  s = play(s, {"enter R0", "card 0", "enter R1", "card 1"});
  for (int p = 2; p < g.num_players(); ++p) s = act(s, "enter R0");
  return s;
}

// Puts the supply back in balance after a test moved loot around, and draws enough key
// tokens (kind k0 of the default bag) from the bag for the keys in play.
inline void rebalance(Json& j, const Game& g) {
  int gems = 0, coins = 0, keys = 0;
  for (const Json& c : j["characters"]) {
    gems += c["loot"]["gems"].get<int>() + c["stash"]["gems"].get<int>();
    coins += c["loot"]["coins"].get<int>() + c["stash"]["coins"].get<int>();
    keys += c["keys"].get<int>();
  }
  for (const Json& r : j["rooms"]) {
    gems += r["leftover"]["gems"].get<int>();
    coins += r["leftover"]["coins"].get<int>();
    keys += r["keys"].get<int>();
  }
  j["supply"]["gems"] = g.edition().supply_gems - gems;
  j["supply"]["coins"] = g.edition().supply_coins - coins;
  const int key_kind_count = g.edition().loot[0].count;
  j["loot_unrevealed"][0] = std::min(j["loot_unrevealed"][0].get<int>(), key_kind_count - keys);
}

// Nobody holds a Favor marker (they were all spent on HEY, BUDDY!): no favor prompts.
inline void no_favors(Json& j, const Game& g) {
  for (Json& c : j["characters"]) c["favors"] = 0;
  j["markers_removed"] = g.num_players();
}

// Edits a position through its JSON (then re-validated by state_from_json).
template <class F>
State edit(const State& s, F&& change) {
  Json j = to_j(s);
  change(j);
  rebalance(j, s.game());
  return from_j(s.game(), j);
}

// Everyone asked whether to call in a favor passes.
inline State pass_all(State s) {
  while (s.phase() == caper::mansky_caper::Phase::kFavor) s = act(s, "pass");
  return s;
}

inline double probability(const State& s, std::string_view text) {
  caper::ChanceList list;
  s.chance_outcomes(list);
  const caper::ActionId id = s.action_from_string(text);
  for (const auto& o : list)
    if (o.action == id) return o.probability;
  return 0.0;
}

}  // namespace mc_test
