#include "greedy_policy.hpp"

namespace caper::bots {

ActionId GreedyPolicy::choose(const AnyState& view, int me, Rng& rng) {
  if (!after_ || &after_->game() != &view.game()) {
    after_ = view.clone();
    outcome_ = view.clone();
  }
  view.legal_actions(legal_);
  ActionId best = legal_[0];
  double best_value = -1;
  int ties = 0;
  for (ActionId action : legal_) {
    view.apply_into(action, *after_);
    const double value = expected(*after_, me);
    // Ties are broken uniformly (reservoir sampling), so the choice is not biased to low ids.
    if (value > best_value + 1e-12) {
      best_value = value;
      best = action;
      ties = 1;
    } else if (value > best_value - 1e-12 && rng.below(static_cast<std::uint64_t>(++ties)) == 0) {
      best = action;
    }
  }
  return best;
}

double GreedyPolicy::expected(const AnyState& after, int me) {
  if (!after.is_chance_node()) return after.heuristic(me);
  after.chance_outcomes(outcomes_);
  double value = 0;
  for (const ChanceOutcome& outcome : outcomes_) {
    after.apply_into(outcome.action, *outcome_);
    value += outcome.probability * outcome_->heuristic(me);
  }
  return value;
}

}  // namespace caper::bots
