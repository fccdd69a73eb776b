// VectorEnv: N independent games of one game stepped together, for learning code.
// Chance nodes are resolved inside, game i with its own rng seeded with seed + i (as
// Gymnasium seeds a vector of single environments), which goes on across its restarts; a
// finished game reports its returns and done flag for that step and restarts at once. All results
// live in flat buffers owned by the batch, rewritten by every step (what the C ABI and numpy expose
// without copying). Deterministic: the same game, seed and actions give the same buffers, byte for
// byte.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "caper/core/any_game.hpp"
#include "caper/core/rng.hpp"

namespace caper {

class VectorEnv {
 public:
  // The action that leaves a game as it is for one step (no move, no chance, not done):
  // how a host holds a game that it resets later (Gymnasium's next-step autoreset).
  static constexpr ActionId kHold = 0xFFFFFFFFu;

  // Throws InvalidArgument for n == 0 or a batch whose buffers would be unreasonably large.
  VectorEnv(std::shared_ptr<const AnyGame> game, std::size_t n, std::uint64_t seed);

  // Restarts every game, game i's rng seeded anew with seed + i (wrapping).
  void reset(std::uint64_t seed);
  // Applies actions[i] for the player to move in game i, or holds game i where actions[i]
  // is kHold. An illegal action throws IllegalAction naming the game, before any game
  // changes.
  void step(std::span<const ActionId> actions);

  std::size_t size() const { return states_.size(); }
  int num_players() const { return players_; }
  std::size_t observation_size() const { return observation_size_; }
  ActionId num_actions() const { return num_actions_; }
  // The longest legal list a game may have (the row length of legal_actions()).
  std::size_t max_legal() const { return max_legal_; }

  std::span<const std::int32_t> current_player() const { return current_player_; }
  std::span<const float> observations() const { return observations_; }  // of the mover
  std::span<const std::uint8_t> legal_mask() const { return legal_mask_; }
  std::span<const ActionId> legal_actions() const { return legal_actions_; }
  std::span<const std::uint32_t> num_legal() const { return num_legal_; }
  std::span<const float> rewards() const { return rewards_; }  // the returns when done
  std::span<const std::uint8_t> done() const { return done_; }
  // 1 where done and the game's turn limit ended it (a truncation), else 0.
  std::span<const std::uint8_t> truncated() const { return truncated_; }
  // Where done: the final observation of the seat that made the last move (the row of
  // observations() shows the restarted game); elsewhere the row is zero.
  std::span<const float> final_observations() const { return final_observations_; }
  // Actions applied in every game since construction, chance outcomes included.
  const std::uint64_t& total_steps() const { return total_steps_; }

 private:
  void restart(std::size_t i);
  void advance(std::size_t i, ActionId action);
  void resolve_chance(std::size_t i);
  void finish_if_over(std::size_t i);
  std::size_t collect_legal(std::size_t i, std::size_t used);
  void write_buffers();
  void write_observation(std::size_t i);
  void write_legal(std::size_t i);

  std::shared_ptr<const AnyGame> game_;
  std::unique_ptr<AnyState> initial_;
  std::vector<std::unique_ptr<AnyState>> states_, scratch_;
  std::vector<Rng> rngs_;  // one per game
  int players_;
  std::size_t observation_size_;
  ActionId num_actions_;
  std::size_t max_legal_;
  std::vector<std::int32_t> current_player_;
  std::vector<float> observations_;
  std::vector<std::uint8_t> legal_mask_;
  std::vector<ActionId> legal_actions_;
  std::vector<std::uint32_t> num_legal_;
  // Each game's legal list as the first pass found it, packed: next_count_[i] ids from
  // next_start_[i] (the second pass writes them into the mask and legal_actions_).
  std::vector<ActionId> next_legal_;
  std::vector<std::size_t> next_start_;
  std::vector<std::uint32_t> next_count_;
  std::vector<float> rewards_;
  std::vector<std::uint8_t> done_;
  std::vector<std::uint8_t> truncated_;
  std::vector<float> final_observations_;
  std::uint64_t total_steps_ = 0;
};

}  // namespace caper
