// Test helpers: build Captain Cool positions by editing a state's full JSON.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "caper/captain_cool/game.hpp"
#include "caper/core/playout.hpp"

namespace caper::captain_cool::testing {

using nlohmann::json;

// A position under construction: the full JSON of a state, edited field by field.
class Position {
 public:
  explicit Position(const Game& game)
      : game_(game), j_(json::parse(game.initial_state().to_json(kFullView))) {
    // A neutral start: scores 1..n, phase choose for seat 0, all cards in their piles.
    for (int p = 0; p < game.num_players(); ++p) j_["scores"][static_cast<std::size_t>(p)] = p + 1;
    j_["phase"] = "choose";
    j_["actor"] = 0;
    j_["decks_used"] = json::array({"captain_cool", "tom", "edward", "plain"});
  }

  json& raw() { return j_; }

  // Removes card c from wherever it is.
  void lift(int c) {
    for (auto& [key, pile] : j_["piles"].items()) erase_from(pile, c);
    for (auto& pub : j_["pubs"])
      for (auto& slot : pub)
        if (slot == c) slot = nullptr;
    for (auto& space : j_["circle"])
      if (space == c) space = nullptr;
    erase_from(j_["discard"], c);
    for (auto& hand : j_["hands"]) erase_from(hand, c);
    for (auto& shown : j_["shown"]) erase_from(shown, c);
  }
  Position& hand(int seat, int c, bool shown = true) {
    lift(c);
    j_["hands"][static_cast<std::size_t>(seat)].push_back(c);
    if (shown) j_["shown"][static_cast<std::size_t>(seat)].push_back(c);
    return *this;
  }
  Position& pub(int pub, int slot, int c) {
    lift(c);
    j_["pubs"][static_cast<std::size_t>(pub)][static_cast<std::size_t>(slot)] = c;
    return *this;
  }
  Position& circle(int c) {
    lift(c);
    const int value = game_.deck()[static_cast<std::size_t>(c)].value;
    j_["circle"][static_cast<std::size_t>(value - 1)] = c;
    return *this;
  }
  Position& discard(int c) {
    lift(c);
    j_["discard"].push_back(c);
    return *this;
  }
  Position& score(int seat, int s) {
    j_["scores"][static_cast<std::size_t>(seat)] = s;
    return *this;
  }
  // Puts `count` standing figures of `seat` on `place`, taken from the supply.
  Position& figures(int place, int seat, int count, bool lying = false) {
    j_[lying ? "lying" : "standing"][static_cast<std::size_t>(place)]
      [static_cast<std::size_t>(seat)] =
          j_[lying ? "lying" : "standing"][static_cast<std::size_t>(place)]
            [static_cast<std::size_t>(seat)]
                .get<int>() +
          count;
    j_["supply"][static_cast<std::size_t>(seat)] =
        j_["supply"][static_cast<std::size_t>(seat)].get<int>() - count;
    return *this;
  }
  Position& phase(const std::string& name, int actor) {
    j_["phase"] = name;
    j_["actor"] = actor < 0 ? json(nullptr) : json(actor);
    return *this;
  }
  Position& set(const std::string& key, const json& value) {
    j_[key] = value;
    return *this;
  }
  std::string text() const { return j_.dump(); }
  State build() const { return game_.state_from_json(j_.dump()); }

 private:
  static void erase_from(json& list, int c) {
    for (auto it = list.begin(); it != list.end(); ++it)
      if (*it == c) {
        list.erase(it);
        return;
      }
  }
  const Game& game_;
  json j_;
};

inline json to_j(const State& s, int viewer = kFullView) {
  return json::parse(s.to_json(viewer));
}

inline bool in_list(const json& list, int c) {
  for (const auto& v : list)
    if (v == c) return true;
  return false;
}

// Applies the action given by its text.
inline State act(const State& s, const std::string& text) {
  return s.apply(s.action_from_string(text));
}

// One step of a seeded random playout (caper::random_action: a chance outcome by its
// probability, else a uniform legal action).
inline State random_step(const State& s, Rng& rng) {
  ActionList legal;
  ChanceList outcomes;
  return s.apply(random_action(s, legal, outcomes, rng));
}

}  // namespace caper::captain_cool::testing
