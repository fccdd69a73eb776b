// A tiny game for the binding tests only: "toy_high_card". It is linked, with the real
// C ABI (capi/src/caper_c.cpp), into a test copy of libcaper.so whose catalogue holds this
// one game, so that the Python and C# tests exercise every path of the ABI (chance nodes,
// hidden information, determinize, ties, JSON round trips, more than 64 legal actions,
// long strings) whichever real games are registered yet. It is not part of the library.
//
// Rules: each seat in turn is dealt a card 1..6 (one chance node per card, 1/6 each);
// then each seat in turn bids 0..max_bid; then the highest card wins (ties share).
// A seat sees its own card only until the showdown at the end; bids are public.
//
// Like every game it has the whole GameType contract (caper/core/game_concept.hpp):
//   to_text: "cards 6 ? . | bids 5 - -" - a card as the viewer knows it ('?' hidden, '.'
//     not dealt yet), a bid or '-', and " | winners 0 1" at the end.
//   action_to_string(id, viewer): a card dealt to another seat reads "card ?".
//   observation(player): kObservationSize = 18 floats, whatever the options:
//     [0, 6)   the player's own card, one-hot (all 0 before it is dealt);
//     [6, 10)  per seat 0..3: 1 once it has bid (0 for a seat not in play);
//     [10, 14) per seat: its bid / max_bid (0 before it bids, or when max_bid is 0);
//     [14, 18) per seat, after the showdown only: its card / 6.
//   heuristic(player): the share of the returns at the end; before, (own card - 1) / 5,
//     or 0.5 before the card is dealt.
#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "caper/catalogue.hpp"
#include "caper/core/game_adapter.hpp"
#include "caper/core/observation.hpp"

namespace toy {

using caper::ActionId;

constexpr int kMaxSeats = 4;
constexpr int kCards = 6;
constexpr int kObservationSize = kCards + 3 * kMaxSeats;

class Game;

class State {
 public:
  State() = default;
  explicit State(const Game* game) : game_(game) {}

  int current_player() const;
  bool is_terminal() const;
  void legal_actions(caper::ActionList& out) const;
  void chance_outcomes(caper::ChanceList& out) const;
  bool is_legal(ActionId action) const;
  State apply(ActionId action) const;
  void returns(std::span<double> out) const;
  std::string to_json(int viewer) const;
  std::string to_text(int viewer) const;
  std::string action_to_string(ActionId action) const;
  std::string action_to_string(ActionId action, int viewer) const;
  ActionId action_from_string(std::string_view text) const;
  void observation(int player, std::span<float> out) const;
  double heuristic(int player) const;
  State determinize(int player, caper::Rng& rng) const;

  const Game* game_ = nullptr;
  std::array<int, kMaxSeats> cards_{};  // 0: not dealt yet
  std::array<int, kMaxSeats> bids_{};   // -1: not bid yet
  int dealt_ = 0;
  int bid_count_ = 0;
};

class Game {
 public:
  using State = toy::State;
  static constexpr std::string_view kName = "toy_high_card";
  static constexpr std::array<caper::TestConfiguration, 2> kConfigurations{{
      {"p2", R"({"players": 2})"},
      {"p4_max_bid_3", R"({"players": 4, "max_bid": 3})"},
  }};
  static constexpr caper::BotLevels kBotLevels{
      .easy = "mcts:10", .medium = "mcts:100", .hard = "mcts:1000"};

  explicit Game(std::string_view options_json) {
    if (options_json.empty()) return;
    nlohmann::json options;
    try {
      options = nlohmann::json::parse(options_json);
    } catch (const std::exception& e) {
      throw caper::BadOptions(std::string("options: not JSON: ") + e.what());
    }
    if (!options.is_object()) throw caper::BadOptions("options: not an object");
    for (const auto& [key, value] : options.items()) {
      if (key == "players") {
        if (!value.is_number_integer() || value.get<int>() < 2 || value.get<int>() > kMaxSeats)
          throw caper::BadOptions("players: an integer 2..4");
        players_ = value.get<int>();
      } else if (key == "max_bid") {
        if (!value.is_number_integer() || value.get<int>() < 0 || value.get<int>() > 199)
          throw caper::BadOptions("max_bid: an integer 0..199");
        max_bid_ = value.get<int>();
      } else {
        throw caper::BadOptions("unknown option '" + key + "'");
      }
    }
  }

  int num_players() const { return players_; }
  int max_bid() const { return max_bid_; }
  ActionId num_distinct_actions() const { return static_cast<ActionId>(kCards + max_bid_ + 1); }
  std::span<const int> observation_shape() const { return kObservationShape; }

  std::string info_json() const {
    // The common keys of every game's info (docs/game_contract.md), so the bindings'
    // metadata (players range, options, type) is tested with exact values.
    nlohmann::json info{
        {"name", kName},
        {"num_players", players_},
        {"players", {{"min", 2}, {"max", kMaxSeats}, {"default", 2}}},
        {"num_distinct_actions", num_distinct_actions()},
        {"observation_shape", kObservationShape},
        {"type",
         {{"chance", true},
          {"hidden_information", true},
          {"simultaneous", false},
          {"utility", "constant_sum"}}},
        {"options",
         {{"players", {{"value", players_}, {"default", 2}, {"min", 2}, {"max", kMaxSeats}}},
          {"max_bid", {{"value", max_bid_}, {"default", 99}, {"min", 0}, {"max", 199}}}}}};
    State state(this);
    std::vector<std::string> names;
    for (ActionId a = 0; a < num_distinct_actions(); ++a)
      names.push_back(state.action_to_string(a));
    info["actions"] = names;  // long: exercises the bindings' buffer retry
    info["bot_levels"] = {
        {"easy", kBotLevels.easy}, {"medium", kBotLevels.medium}, {"hard", kBotLevels.hard}};
    return info.dump();
  }

  State initial_state() const {
    State state(this);
    state.bids_.fill(-1);
    return state;
  }

  State state_from_json(std::string_view text) const {
    nlohmann::json doc;
    try {
      doc = nlohmann::json::parse(text);
    } catch (const std::exception& e) {
      throw caper::ParseError(std::string("state: not JSON: ") + e.what());
    }
    State state = initial_state();
    auto read = [&](const char* field, std::array<int, kMaxSeats>& out, int lo, int hi) {
      if (!doc.is_object() || !doc.contains(field) || !doc[field].is_array() ||
          doc[field].size() != static_cast<size_t>(players_))
        throw caper::ParseError(std::string(field) + ": an array of one value per player");
      for (int i = 0; i < players_; ++i) {
        const auto& v = doc[field][static_cast<size_t>(i)];
        if (!v.is_number_integer() || v.get<int>() < lo || v.get<int>() > hi)
          throw caper::ParseError(std::string(field) + "[" + std::to_string(i) + "]: an integer " +
                                  std::to_string(lo) + ".." + std::to_string(hi));
        out[static_cast<size_t>(i)] = v.get<int>();
      }
    };
    read("cards", state.cards_, 0, kCards);
    read("bids", state.bids_, -1, max_bid_);
    while (state.dealt_ < players_ && state.cards_[static_cast<size_t>(state.dealt_)] != 0)
      ++state.dealt_;
    while (state.bid_count_ < players_ && state.bids_[static_cast<size_t>(state.bid_count_)] >= 0)
      ++state.bid_count_;
    for (int i = 0; i < players_; ++i) {
      if ((i < state.dealt_) != (state.cards_[static_cast<size_t>(i)] != 0))
        throw caper::ParseError("cards: dealt in seat order");
      if ((i < state.bid_count_) != (state.bids_[static_cast<size_t>(i)] >= 0))
        throw caper::ParseError("bids: made in seat order");
    }
    if (state.bid_count_ > 0 && state.dealt_ < players_)
      throw caper::ParseError("bids: made before every card was dealt");
    return state;
  }

 private:
  static constexpr std::array<int, 1> kObservationShape{kObservationSize};
  int players_ = 2;
  int max_bid_ = 99;
};

int State::current_player() const {
  if (dealt_ < game_->num_players()) return caper::kChancePlayer;
  if (bid_count_ < game_->num_players()) return bid_count_;
  return caper::kTerminalPlayer;
}

bool State::is_terminal() const {
  return current_player() == caper::kTerminalPlayer;
}

void State::legal_actions(caper::ActionList& out) const {
  out.clear();
  const int player = current_player();
  if (player == caper::kChancePlayer) {
    for (ActionId a = 0; a < kCards; ++a) out.push_back(a);
  } else if (player >= 0) {
    for (int bid = 0; bid <= game_->max_bid(); ++bid)
      out.push_back(static_cast<ActionId>(kCards + bid));
  }
}

void State::chance_outcomes(caper::ChanceList& out) const {
  if (current_player() != caper::kChancePlayer)
    throw caper::WrongPhase("chance_outcomes: not a chance node");
  out.clear();
  for (ActionId a = 0; a < kCards; ++a) out.push_back({a, 1.0 / kCards});
}

bool State::is_legal(ActionId action) const {
  const int player = current_player();
  if (player == caper::kChancePlayer) return action < kCards;
  if (player >= 0) return action >= kCards && action < game_->num_distinct_actions();
  return false;
}

State State::apply(ActionId action) const {
  if (!is_legal(action))
    throw caper::IllegalAction("apply: action " + std::to_string(action) + " is not legal now");
  State next = *this;
  if (current_player() == caper::kChancePlayer) {
    next.cards_[static_cast<size_t>(dealt_)] = static_cast<int>(action) + 1;
    ++next.dealt_;
  } else {
    next.bids_[static_cast<size_t>(bid_count_)] = static_cast<int>(action) - kCards;
    ++next.bid_count_;
  }
  return next;
}

void State::returns(std::span<double> out) const {
  for (auto& v : out) v = 0.0;
  if (!is_terminal()) return;
  int best = 0;
  for (int i = 0; i < game_->num_players(); ++i)
    best = std::max(best, cards_[static_cast<size_t>(i)]);
  int winners = 0;
  for (int i = 0; i < game_->num_players(); ++i) winners += cards_[static_cast<size_t>(i)] == best;
  for (int i = 0; i < game_->num_players(); ++i)
    if (cards_[static_cast<size_t>(i)] == best) out[static_cast<size_t>(i)] = 1.0 / winners;
}

std::string State::to_json(int viewer) const {
  nlohmann::json cards = nlohmann::json::array();
  nlohmann::json bids = nlohmann::json::array();
  for (int i = 0; i < game_->num_players(); ++i) {
    const int card = cards_[static_cast<size_t>(i)];
    if (viewer == caper::kFullView || viewer == i || card == 0 || is_terminal())
      cards.push_back(card);
    else
      cards.push_back(nullptr);  // hidden
    bids.push_back(bids_[static_cast<size_t>(i)]);
  }
  nlohmann::json doc{{"cards", cards}, {"bids", bids}};
  if (viewer != caper::kFullView) doc["viewer"] = viewer;
  if (is_terminal()) {
    nlohmann::json winners = nlohmann::json::array();
    std::array<double, kMaxSeats> r{};
    returns(std::span<double>(r.data(), static_cast<size_t>(game_->num_players())));
    for (int i = 0; i < game_->num_players(); ++i)
      if (r[static_cast<size_t>(i)] > 0) winners.push_back(i);
    doc["winners"] = winners;
  }
  return doc.dump();
}

std::string State::action_to_string(ActionId action) const {
  if (action >= game_->num_distinct_actions())
    throw caper::InvalidArgument("action_to_string: no action " + std::to_string(action));
  if (action < kCards) return "card " + std::to_string(action + 1);
  return "bid " + std::to_string(action - kCards);
}

std::string State::to_text(int viewer) const {
  std::string text = "cards";
  for (int i = 0; i < game_->num_players(); ++i) {
    const int card = cards_[static_cast<size_t>(i)];
    const bool seen = viewer == caper::kFullView || viewer == i || is_terminal();
    text += card == 0 ? " ." : seen ? " " + std::to_string(card) : " ?";
  }
  text += " | bids";
  for (int i = 0; i < game_->num_players(); ++i) {
    const int bid = bids_[static_cast<size_t>(i)];
    text += bid < 0 ? " -" : " " + std::to_string(bid);
  }
  if (is_terminal()) {
    std::array<double, kMaxSeats> r{};
    returns(std::span<double>(r.data(), static_cast<size_t>(game_->num_players())));
    text += " | winners";
    for (int i = 0; i < game_->num_players(); ++i)
      if (r[static_cast<size_t>(i)] > 0) text += " " + std::to_string(i);
  }
  return text;
}

std::string State::action_to_string(ActionId action, int viewer) const {
  std::string text = action_to_string(action);
  // A deal is seen by the seat dealt to; the others learn only that a card was dealt.
  if (action < kCards && current_player() == caper::kChancePlayer && viewer != caper::kFullView &&
      viewer != dealt_)
    return "card ?";
  return text;
}

void State::observation(int player, std::span<float> out) const {
  // The one check of the seat and the buffer, as in every game (docs/game_contract.md).
  caper::check_observation(Game::kName, player, game_->num_players(), out, kObservationSize);
  std::fill(out.begin(), out.end(), 0.0f);
  const int own = cards_[static_cast<size_t>(player)];
  if (own > 0) out[static_cast<size_t>(own - 1)] = 1.0f;
  for (int i = 0; i < game_->num_players(); ++i) {
    const auto seat = static_cast<size_t>(i);
    if (bids_[seat] >= 0) {
      out[kCards + seat] = 1.0f;
      if (game_->max_bid() > 0)
        out[kCards + kMaxSeats + seat] =
            static_cast<float>(bids_[seat]) / static_cast<float>(game_->max_bid());
    }
    if (is_terminal())
      out[kCards + 2 * kMaxSeats + seat] = static_cast<float>(cards_[seat]) / kCards;
  }
}

double State::heuristic(int player) const {
  if (is_terminal()) {
    std::array<double, kMaxSeats> r{};
    returns(std::span<double>(r.data(), static_cast<size_t>(game_->num_players())));
    return r[static_cast<size_t>(player)];
  }
  const int own = cards_[static_cast<size_t>(player)];
  return own == 0 ? 0.5 : static_cast<double>(own - 1) / (kCards - 1);
}

ActionId State::action_from_string(std::string_view text) const {
  for (ActionId a = 0; a < game_->num_distinct_actions(); ++a)
    if (action_to_string(a) == text) return a;
  throw caper::ParseError("action_from_string: no action '" + std::string(text) + "'");
}

State State::determinize(int player, caper::Rng& rng) const {
  State out = *this;
  if (is_terminal()) return out;  // the showdown: every card is public
  for (int i = 0; i < dealt_; ++i)
    if (i != player) out.cards_[static_cast<size_t>(i)] = static_cast<int>(rng.below(kCards)) + 1;
  return out;
}

}  // namespace toy

static_assert(caper::GameType<toy::Game>);

// The catalogue of the test library: defined here, so the archive's real catalogue is not
// linked into it.
namespace caper {

namespace {
std::shared_ptr<AnyGame> make_toy(std::string_view options_json) {
  return make_any_game<toy::Game>(options_json);
}
}  // namespace

std::span<const GameEntry> game_catalogue() {
  static const std::vector<GameEntry> kGames{
      GameEntry{toy::Game::kName, &make_toy},
  };
  return kGames;
}

std::shared_ptr<AnyGame> make_game(std::string_view name, std::string_view options_json) {
  return make_game_from(game_catalogue(), name, options_json);
}

}  // namespace caper
