// A small builder of Card Caper positions for tests: it writes the full-state JSON and
// loads it with Game::state_from_json, so every position also passes the validator.
#pragma once

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "caper/card_caper/game.hpp"
#include "caper/core/error.hpp"

namespace caper::card_caper::testing {

using Json = nlohmann::json;

inline Card card(const std::string& text) {
  const std::optional<Card> c = card_from_string(text);
  if (!c) throw std::invalid_argument("bad card in test: " + text);
  return *c;
}

inline CardSet cards(const std::vector<std::string>& list) {
  CardSet set = 0;
  for (const std::string& text : list) set |= bit(card(text));
  return set;
}

enum class Fill { kNone, kHand, kLaidOpen };

struct Seat {
  std::string hidden;             // empty: not dealt
  std::vector<std::string> hand;  // these cards, plus fill
  std::map<std::string, std::vector<std::string>> piles;
  std::vector<std::string> laid_open;
  bool revealed = false;
  int score = 0;
  Fill fill = Fill::kNone;  // where the cards left over go, up to the seat's share of the deal
};

// A seat whose hand is `hand` plus cards left over, up to its share.
inline Seat filler(std::string hidden, std::vector<std::string> hand = {}) {
  Seat s;
  s.hidden = std::move(hidden);
  s.hand = std::move(hand);
  s.fill = Fill::kHand;
  return s;
}

struct Position {
  int dealer = 0;
  std::string phase = "roll";
  int turn = 0;
  int turns = 0;
  std::optional<int> asked;
  std::optional<std::string> category;
  std::vector<Seat> seats;
  Json failed = Json::array();        // [{"guesser":..,"target":..,"card":..}]
  Json unable = Json::array();        // [{"player":..,"category":..,"pile":[..],"gone":[..]}]
  std::optional<std::string> reason;  // for phase "over"

  // The full-state JSON; to_move, undealt_count and winners are derived with `game`.
  Json to_json(const Game& game) const {
    const int n = game.num_players();
    if (static_cast<int>(seats.size()) != n) throw std::invalid_argument("seat count");
    CardSet used = 0;
    for (const Seat& s : seats) {
      if (!s.hidden.empty()) used |= bit(card(s.hidden));
      used |= cards(s.hand) | cards(s.laid_open);
      for (const auto& [name, list] : s.piles) used |= cards(list);
    }
    CardSet left = kFullDeck & ~used;
    Json players = Json::array();
    for (int p = 0; p < n; ++p) {
      const Seat& s = seats[static_cast<std::size_t>(p)];
      int share = 0;
      for (int k = 0; k < kDeckSize - n; ++k)
        if ((dealer + 1 + k) % n == p) ++share;
      std::vector<std::string> hand = s.hand;
      std::vector<std::string> laid = s.laid_open;
      int have = static_cast<int>(s.hand.size() + s.laid_open.size());
      for (const auto& [name, list] : s.piles) have += static_cast<int>(list.size());
      while (have < share && s.fill != Fill::kNone && left != 0) {
        const auto c = static_cast<Card>(std::countr_zero(left));
        left &= left - 1;
        (s.fill == Fill::kHand ? hand : laid).push_back(card_to_string(c));
        ++have;
      }
      Json piles = Json::object();
      for (std::string_view name : kCategoryNames) {
        const auto it = s.piles.find(std::string(name));
        piles[std::string(name)] = it == s.piles.end() ? Json::array() : Json(it->second);
      }
      players.push_back({{"hidden", s.hidden.empty() ? Json(nullptr) : Json(s.hidden)},
                         {"revealed", s.revealed},
                         {"hand", hand},
                         {"hand_size", hand.size()},
                         {"piles", piles},
                         {"laid_open", laid},
                         {"score", s.score}});
    }
    Json j = {{"viewer", -1},
              {"phase", phase},
              {"dealer", dealer},
              {"turn_player", turn},
              {"turns", turns},
              {"dealt", 0},
              {"asked", asked ? Json(*asked) : Json(nullptr)},
              {"category", category ? Json(*category) : Json(nullptr)},
              {"seats", players},
              {"failed_guesses", failed},
              {"unable", unable},
              {"undealt_count", std::popcount(left)},
              {"to_move", 0},
              {"result", nullptr}};
    // Derived fields: take them from the engine's own writer where possible.
    j["to_move"] = to_move();
    if (reason) {
      j["result"] = {{"reason", *reason}, {"winners", winners()}};
    }
    return j;
  }

  State build(const Game& game) const { return game.state_from_json(to_json(game).dump()); }

 private:
  int to_move() const {
    if (phase == "roll") return kChancePlayer;
    if (phase == "over") return kTerminalPlayer;
    if (phase == "ask_response") return asked.value_or(0);
    return turn;
  }
  Json winners() const {
    int best = -1;
    for (const Seat& s : seats) best = std::max(best, s.score);
    Json w = Json::array();
    for (std::size_t p = 0; p < seats.size(); ++p)
      if (seats[p].score == best) w.push_back(p);
    return w;
  }
};

// Legal actions as text, for readable expectations.
inline std::vector<std::string> legal_texts(const State& s) {
  ActionList list;
  s.legal_actions(list);
  std::vector<std::string> out;
  for (ActionId a : list) out.push_back(s.action_to_string(a));
  return out;
}

inline State play(const State& s, const std::string& text) {
  return s.apply(s.action_from_string(text));
}

template <class F>
std::string error_of(F&& body) {
  try {
    body();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace caper::card_caper::testing
