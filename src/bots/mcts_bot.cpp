// Single-observer IS-MCTS (Cowling, Powley and Whitehouse, 2012): every iteration draws
// a determinization of what the searching player cannot see, then walks one shared tree
// of actions. A child's availability counts the iterations in which it was legal, and
// replaces the parent's visit count in UCB so rarely-available moves are not starved.
// The search stops at its iteration count, its time budget or a cancel, whichever comes
// first: checked before every iteration and every few rollout steps, so that one long
// rollout cannot hold it up (a rollout cut short is valued as at the depth cut-off).
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <vector>

#include "caper/bots/bot.hpp"
#include "greedy_policy.hpp"
#include "search_tree.hpp"

namespace caper::bots {
namespace {

using Clock = std::chrono::steady_clock;

class MctsBot final : public Bot {
 public:
  explicit MctsBot(const MctsSettings& settings) : settings_(settings), rng_(settings.seed) {}
  std::string_view name() const override { return "mcts"; }

 protected:
  ActionId decide(const AnyState& root_state) override {
    const int me = root_state.current_player();
    if (me < 0) throw WrongPhase("mcts bot: not a player's turn");
    me_ = me;
    ActionList legal;
    root_state.legal_actions(legal);
    if (legal.size() == 1) return legal[0];
    const int players = root_state.game().num_players();
    tree_.reset(players, settings_.max_tree_bytes);
    result_.assign(static_cast<std::size_t>(players), 0.0);
    deadline_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                   std::chrono::duration<double, std::milli>(settings_.time_ms));
    first_iteration_ = true;
    for (long i = 0; i < settings_.iterations; ++i) {
      if (i > 0 && should_stop()) break;
      iterate(root_state.determinize(me, rng_));
      first_iteration_ = false;
    }
    return most_visited(legal);
  }

 private:
  // A cancel or the end of the time budget. The first iteration always finishes, so that
  // there is a searched action to return.
  bool should_stop() const {
    if (first_iteration_) return false;
    return cancel_requested() || (settings_.time_ms > 0 && Clock::now() >= deadline_);
  }

  // The legal action searched most often (the lowest id among equals).
  ActionId most_visited(const ActionList& legal) {
    ActionId best = legal[0];
    double most = -1;
    for (ActionId action : legal) {
      const std::int32_t c = tree_.child(0, action);
      const double visits = c < 0 ? 0 : tree_.node(c).visits;
      if (visits > most) {
        most = visits;
        best = action;
      }
    }
    return best;
  }

  // Selection and expansion down the tree, a rollout, and the backup along the path.
  void iterate(std::unique_ptr<AnyState> state) {
    if (!scratch_ || &scratch_->game() != &state->game()) scratch_ = state->clone();
    path_.assign(1, 0);
    std::int32_t node = 0;
    while (!state->is_terminal()) {
      ActionId action;
      const int player = state->current_player();
      if (player == kChancePlayer) {
        action = state->sample_chance(rng_);
      } else if (player != me_ && settings_.model_opponents) {
        action = modelled(*state, player);
      } else {
        state->legal_actions(legal_);
        action = select(node, player);
      }
      std::int32_t child = tree_.child(node, action);
      const bool expand = child < 0;
      if (expand) child = tree_.add_child(node, action);
      state->apply_into(action, *scratch_);
      std::swap(state, scratch_);
      if (child < 0) break;  // the tree is full: roll out from here
      path_.push_back(child);
      node = child;
      if (expand) break;
    }
    rollout(state);
    for (std::int32_t visited : path_) {
      tree_.node(visited).visits += 1;
      double* totals = tree_.totals(visited);
      for (std::size_t p = 0; p < result_.size(); ++p) totals[p] += result_[p];
    }
  }

  // An untried legal action first (a random one), else UCB with availability counts.
  // Marks every legal child as available.
  ActionId select(std::int32_t node, int player) {
    std::array<std::int32_t, kMaxLegalActions> child_of;
    std::fill_n(child_of.begin(), legal_.size(), -1);
    for (std::int32_t c = tree_.node(node).first_child; c >= 0; c = tree_.node(c).next_sibling) {
      const auto it = std::lower_bound(legal_.begin(), legal_.end(), tree_.node(c).action);
      if (it == legal_.end() || *it != tree_.node(c).action) continue;
      child_of[static_cast<std::size_t>(it - legal_.begin())] = c;
      tree_.node(c).available += 1;
    }
    std::size_t untried = 0;
    for (std::size_t i = 0; i < legal_.size(); ++i) untried += child_of[i] < 0;
    if (untried > 0) {
      std::size_t pick = static_cast<std::size_t>(rng_.below(untried));
      for (std::size_t i = 0;; ++i)
        if (child_of[i] < 0 && pick-- == 0) return legal_[i];
    }
    ActionId best = legal_[0];
    double best_score = -1e300;
    for (std::size_t i = 0; i < legal_.size(); ++i) {
      const TreeNode& child = tree_.node(child_of[i]);
      const double mean = tree_.totals(child_of[i])[player] / child.visits;
      const double score =
          mean + settings_.exploration * std::sqrt(std::log(child.available + 1) / child.visits);
      if (score > best_score) {
        best_score = score;
        best = legal_[i];
      }
    }
    return best;
  }

  // How `player` is modelled to choose: as the greedy bot would, on a determinization of
  // what that player knows (so not on the searcher's own secrets).
  ActionId modelled(const AnyState& state, int player) {
    return policy_.choose(*state.determinize(player, rng_), player, rng_);
  }

  // Moves of the rollout policy (random or modelled) to the end or the step limit; the
  // result goes to result_.
  void rollout(std::unique_ptr<AnyState>& state) {
    for (int step = 0; step < settings_.max_rollout_steps && !state->is_terminal(); ++step) {
      if (step % kStepsBetweenStopChecks == kStepsBetweenStopChecks - 1 && should_stop()) break;
      ActionId action;
      const int player = state->current_player();
      if (player == kChancePlayer) {
        action = state->sample_chance(rng_);
      } else if (settings_.greedy_rollouts) {
        action = modelled(*state, player);
      } else {
        state->legal_actions(legal_);
        action = legal_[static_cast<std::size_t>(rng_.below(legal_.size()))];
      }
      state->apply_into(action, *scratch_);
      std::swap(state, scratch_);
    }
    if (state->is_terminal()) {
      state->returns(result_);
      return;
    }
    // Cut off before the end: value the position by each player's heuristic, normalised
    // to a share so that it is on the scale of the returns.
    double sum = 0;
    for (std::size_t p = 0; p < result_.size(); ++p)
      sum += result_[p] = state->heuristic(static_cast<int>(p));
    for (double& v : result_) v = sum > 0 ? v / sum : 1.0 / static_cast<double>(result_.size());
  }

  // A rollout step takes about a microsecond, a look at the clock some tens of nanoseconds.
  static constexpr int kStepsBetweenStopChecks = 16;

  MctsSettings settings_;
  Rng rng_;
  Clock::time_point deadline_;
  bool first_iteration_ = true;
  int me_ = 0;
  GreedyPolicy policy_;
  SearchTree tree_;
  std::unique_ptr<AnyState> scratch_;
  std::vector<std::int32_t> path_;
  std::vector<double> result_;
  ActionList legal_;
};

}  // namespace

std::unique_ptr<Bot> make_mcts_bot(const MctsSettings& settings) {
  return std::make_unique<MctsBot>(settings);
}

}  // namespace caper::bots
