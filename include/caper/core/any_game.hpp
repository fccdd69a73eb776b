// Type erasure over GameType: one virtual interface written once for the C ABI,
// the command-line program, the bots and the conformance suite.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "caper/core/action.hpp"
#include "caper/core/bot_levels.hpp"
#include "caper/core/error.hpp"
#include "caper/core/rng.hpp"

namespace caper {

class AnyState;

class AnyGame : public std::enable_shared_from_this<AnyGame> {
 public:
  virtual ~AnyGame() = default;
  virtual std::string_view name() const = 0;
  // Kept from the game's making, as observation_size(): the C ABI checks a seat against it
  // on every observation call.
  int num_players() const { return num_players_; }
  virtual ActionId num_distinct_actions() const = 0;
  virtual std::string info_json() const = 0;
  // info_json() as the game's making wrote it: it names the game and every option's value
  // as the game normalizes it, so same_game (caper/core/game_adapter.hpp) compares it.
  const std::string& info() const { return info_; }
  // The bot specs of the game's levels (also under "bot_levels" in info_json).
  virtual const BotLevels& bot_levels() const = 0;
  // The observation tensor's dimensions (row-major); observation_size() is their product,
  // kept from the game's making (every observation call checks a buffer against it).
  virtual std::span<const int> observation_shape() const = 0;
  std::size_t observation_size() const { return observation_size_; }
  // The largest value each float of the observation tensor can take (the smallest is 0);
  // out.size() must be observation_size(). 1 wherever the game does not say otherwise.
  virtual void observation_high(std::span<float> out) const = 0;
  virtual std::unique_ptr<AnyState> initial_state() const = 0;
  virtual std::unique_ptr<AnyState> state_from_json(std::string_view json) const = 0;
  // The bytes one state holds (what a clone allocates), for memory caps such as a batch's.
  virtual std::size_t state_bytes() const = 0;

 protected:
  static std::size_t size_of(std::span<const int> shape);
  // Set by the derived game's constructor.
  int num_players_ = 0;
  std::size_t observation_size_ = 0;
  std::string info_;
};

// States keep their game alive, so an AnyState may outlive every other handle.
class AnyState {
 public:
  virtual ~AnyState() = default;
  virtual const AnyGame& game() const = 0;
  virtual std::unique_ptr<AnyState> clone() const = 0;
  // Makes `out`, a state of the same game (same_game), equal to this one; no allocation.
  // From then on `out` belongs to this state's game object and keeps it alive.
  virtual void copy_into(AnyState& out) const = 0;

  virtual int current_player() const = 0;
  virtual bool is_terminal() const = 0;
  bool is_chance_node() const { return current_player() == kChancePlayer; }
  virtual void legal_actions(ActionList& out) const = 0;
  virtual void chance_outcomes(ChanceList& out) const = 0;
  virtual bool is_legal(ActionId action) const = 0;
  virtual std::unique_ptr<AnyState> apply(ActionId action) const = 0;
  // Writes the successor into `out`, which must be a state of the same game (same_game); no
  // allocation. From then on `out` belongs to this state's game object, as after copy_into.
  virtual void apply_into(ActionId action, AnyState& out) const = 0;
  virtual void returns(std::span<double> out) const = 0;
  // True when the game's turn limit ended it (learning code reports a truncation).
  virtual bool ended_by_turn_limit() const = 0;
  virtual std::string to_json(int viewer = kFullView) const = 0;
  // A readable multi-line picture of the state as `viewer` sees it (for terminals and logs).
  virtual std::string to_text(int viewer = kFullView) const = 0;
  virtual std::string action_to_string(ActionId action) const = 0;
  // What `viewer` sees of the event, in words: secret parts (a dealt card, a face-down
  // choice) read as what that viewer learns; kFullView shows every secret, and a public
  // event reads the same for every viewer. action_to_string(action) is the notation.
  virtual std::string action_to_string(ActionId action, int viewer) const = 0;
  // What `viewer` learns from what follows the action by itself, in words: points scored,
  // cards won or discarded, a player who could not play ("" when nothing follows, and for
  // games that describe no consequences). Unlike the action's text it may tell what the
  // action makes public, so it belongs in a log written after the action, never in a list
  // of moves to choose from. An action that is not legal here throws IllegalAction.
  virtual std::string outcome_text(ActionId action, int viewer) const = 0;
  // Writes what `player` knows as floats; out.size() must be game().observation_size().
  virtual void observation(int player, std::span<float> out) const = 0;
  virtual ActionId action_from_string(std::string_view text) const = 0;
  virtual std::unique_ptr<AnyState> determinize(int player, Rng& rng) const = 0;
  // How good the state looks for `player`, in [0, 1]: the game's own heuristic (the
  // greedy bot's evaluation, MCTS's value at a cut-off); at the end, its return.
  virtual double heuristic(int player) const = 0;
  // A game's own advice to the player to move, from that player's knowledge only (the
  // "advice" bot plays it); nullopt when the game gives none.
  virtual std::optional<ActionId> advised_action(Rng& rng) const = 0;

  // Conveniences built on the above.
  std::vector<ActionId> legal_actions() const;
  std::vector<ChanceOutcome> chance_outcomes() const;
  std::vector<double> returns() const;
  std::vector<float> observation(int player) const;
  ActionId sample_chance(Rng& rng) const;
};

}  // namespace caper
