#include "caper/core/vector_env.hpp"

#include "caper/core/index.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include <fmt/format.h>
#include <gsl/assert>
#include <gsl/util>

namespace caper {

namespace {

// A batch's buffers and states are at most this many bytes (hostile sizes are refused
// as invalid arguments, not tried until the allocator gives up).
constexpr std::size_t kMaxBatchBytes = std::size_t{4} << 30;

// The buffers of one game, its rng and its two states (the current one and the step's
// scratch).
std::size_t bytes_per_game(const AnyGame& game, std::size_t max_legal) {
  return 2 * game.observation_size() * sizeof(float) + game.num_distinct_actions() +
         2 * max_legal * sizeof(ActionId) + idx(game.num_players()) * 4 + 25 + sizeof(Rng) +
         2 * (game.state_bytes() + sizeof(std::unique_ptr<AnyState>));
}

}  // namespace

VectorEnv::VectorEnv(std::shared_ptr<const AnyGame> game, std::size_t n, std::uint64_t seed)
    : game_(std::move(game)),
      players_(game_->num_players()),
      observation_size_(game_->observation_size()),
      num_actions_(game_->num_distinct_actions()),
      max_legal_(std::min<std::size_t>(num_actions_, kMaxLegalActions)) {
  if (n == 0) throw InvalidArgument("a batch needs at least one game");
  if (n > kMaxBatchBytes / bytes_per_game(*game_, max_legal_))
    throw InvalidArgument(
        fmt::format("a batch of {} games would need over 4 GiB: it does not fit in memory", n));
  initial_ = game_->initial_state();
  rngs_.assign(n, Rng(seed));
  states_.resize(n);
  scratch_.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    states_[i] = initial_->clone();
    scratch_[i] = initial_->clone();
  }
  current_player_.resize(n);
  observations_.resize(n * observation_size_);
  legal_mask_.resize(n * num_actions_);
  legal_actions_.resize(n * max_legal_);
  num_legal_.resize(n);
  next_legal_.resize(n * max_legal_);
  next_start_.resize(n);
  next_count_.resize(n);
  rewards_.resize(n * idx(players_));
  done_.resize(n);
  truncated_.resize(n);
  final_observations_.resize(n * observation_size_);
  reset(seed);
}

void VectorEnv::reset(std::uint64_t seed) {
  for (std::size_t i = 0; i < size(); ++i) rngs_[i] = Rng(seed + i);
  std::fill(rewards_.begin(), rewards_.end(), 0.0f);
  std::fill(done_.begin(), done_.end(), std::uint8_t{0});
  std::fill(truncated_.begin(), truncated_.end(), std::uint8_t{0});
  std::fill(final_observations_.begin(), final_observations_.end(), 0.0f);
  std::size_t used = 0;
  for (std::size_t i = 0; i < size(); ++i) {
    restart(i);
    used = collect_legal(i, used);
  }
  write_buffers();
}

void VectorEnv::step(std::span<const ActionId> actions) {
  if (actions.size() != size())
    throw InvalidArgument(fmt::format("{} actions for {} games", actions.size(), size()));
  // The mask is the legal set of each game's state: one byte read instead of a legality check.
  for (std::size_t i = 0; i < size(); ++i) {
    if (actions[i] == kHold) continue;
    if (actions[i] >= num_actions_ || legal_mask_[i * num_actions_ + actions[i]] == 0)
      throw IllegalAction(fmt::format("game {}: action {} is not legal", i, actions[i]));
  }
  std::fill(rewards_.begin(), rewards_.end(), 0.0f);
  // Passes: every game's rules and legal list first (states only, which stay in cache for
  // the next pass, and a short list), then the buffers (write_buffers). Interleaved, each
  // game's rules ran right after the previous game's stores to its rows (lines out of
  // cache since the last step) and waited for them (perf: a quarter of a batch step of
  // Trap the Cap in one load of the action codec, then in the move generator).
  std::size_t used = 0;
  for (std::size_t i = 0; i < size(); ++i) {
    // Final observations are zero outside the rows of the games that ended in this
    // step: clear the rows of the last step's (a few games), not the whole buffer.
    if (done_[i])
      std::fill_n(final_observations_.begin() + static_cast<std::ptrdiff_t>(i * observation_size_),
                  observation_size_, 0.0f);
    done_[i] = 0;
    truncated_[i] = 0;
    if (actions[i] != kHold) {
      advance(i, actions[i]);
      resolve_chance(i);
      finish_if_over(i);
    }
    used = collect_legal(i, used);
  }
  write_buffers();
}

// A game starts (or restarts) at the first player decision after the set-up's chance.
// A copy into the game's own state: a step allocates nothing, restarts included.
void VectorEnv::restart(std::size_t i) {
  initial_->copy_into(*states_[i]);
  resolve_chance(i);
}

void VectorEnv::advance(std::size_t i, ActionId action) {
  states_[i]->apply_into(action, *scratch_[i]);
  std::swap(states_[i], scratch_[i]);
  ++total_steps_;
}

void VectorEnv::resolve_chance(std::size_t i) {
  ChanceList outcomes;
  while (states_[i]->is_chance_node()) {
    outcomes.clear();
    states_[i]->chance_outcomes(outcomes);
    advance(i, rngs_[i].sample(outcomes));
  }
}

// A game that ended reports its returns for this step and restarts.
void VectorEnv::finish_if_over(std::size_t i) {
  if (!states_[i]->is_terminal()) return;
  double returns[kMaxPlayersOfAnyGame] = {};
  states_[i]->returns(std::span<double>(returns, idx(players_)));
  for (int p = 0; p < players_; ++p)
    rewards_[i * idx(players_) + idx(p)] = static_cast<float>(returns[p]);
  done_[i] = 1;
  truncated_[i] = states_[i]->ended_by_turn_limit() ? 1 : 0;
  // current_player_[i] still names the seat that moved: the buffers are rewritten later.
  if (observation_size_ > 0)
    states_[i]->observation(
        current_player_[i],
        std::span<float>(final_observations_).subspan(i * observation_size_, observation_size_));
  restart(i);
}

// Appends game i's legal list to next_legal_ at `used`; returns the new end.
std::size_t VectorEnv::collect_legal(std::size_t i, std::size_t used) {
  ActionList legal;
  states_[i]->legal_actions(legal);
  // The buffer holds every game's longest list (max_legal_ each).
  Expects(legal.size() <= max_legal_ && used + legal.size() <= next_legal_.size());
  std::copy(legal.begin(), legal.end(), next_legal_.begin() + static_cast<std::ptrdiff_t>(used));
  next_start_[i] = used;
  next_count_[i] = gsl::narrow_cast<std::uint32_t>(legal.size());
  return used + legal.size();
}

// Every game's tensor, then every game's mask and legal row: the masks' scattered stores
// to lines out of cache no longer sit ahead of the next game's tensor code (Trap the Cap
// about 7% less per step than one pass doing both).
void VectorEnv::write_buffers() {
  for (std::size_t i = 0; i < size(); ++i) write_observation(i);
  for (std::size_t i = 0; i < size(); ++i) write_legal(i);
}

void VectorEnv::write_observation(std::size_t i) {
  const AnyState& state = *states_[i];
  const int mover = state.current_player();
  current_player_[i] = mover;
  if (observation_size_ > 0)
    state.observation(
        mover, std::span<float>(observations_).subspan(i * observation_size_, observation_size_));
}

// The mask and legal row of game i from the list collect_legal found.
void VectorEnv::write_legal(std::size_t i) {
  const std::size_t count = next_count_[i];
  const ActionId* legal = next_legal_.data() + next_start_[i];
  std::uint8_t* mask = legal_mask_.data() + i * num_actions_;
  ActionId* row = legal_actions_.data() + i * max_legal_;
  // Clear the previous legal actions only: a full row is as long as the action space
  // (13,191 bytes for Trap the Cap), the legal list is short. (Counts in locals: a byte
  // store may alias them.)
  const std::size_t previous = num_legal_[i];
  for (std::size_t k = 0; k < previous; ++k) mask[row[k]] = 0;
  for (std::size_t k = 0; k < count; ++k) {
    mask[legal[k]] = 1;
    row[k] = legal[k];
  }
  num_legal_[i] = gsl::narrow_cast<std::uint32_t>(count);
}

}  // namespace caper
