// Greedy one-ply bot: tries every legal action and keeps the one whose successor has the
// best heuristic for the mover. A successor that is a chance node is valued by the
// expectation over its outcomes (one level), so dice and draws are weighed, not guessed.
// It judges on a determinization, so it uses only what the mover may know.
#include "caper/bots/bot.hpp"

namespace caper::bots {
namespace {

class GreedyBot final : public Bot {
 public:
  explicit GreedyBot(std::uint64_t seed) : rng_(seed) {}
  std::string_view name() const override { return "greedy"; }

  ActionId choose(const AnyState& real) override {
    const int me = real.current_player();
    if (me < 0) throw WrongPhase("greedy bot: not a player's turn");
    std::unique_ptr<AnyState> state = real.determinize(me, rng_);
    ActionList legal;
    state->legal_actions(legal);
    ActionId best = legal[0];
    double best_value = -1;
    int ties = 0;
    for (ActionId action : legal) {
      const double value = expected(*state->apply(action), me);
      // Ties are broken uniformly (reservoir sampling), so the bot is not biased to low ids.
      if (value > best_value + 1e-12) {
        best_value = value;
        best = action;
        ties = 1;
      } else if (value > best_value - 1e-12 &&
                 rng_.below(static_cast<std::uint64_t>(++ties)) == 0) {
        best = action;
      }
    }
    return best;
  }

 private:
  static double expected(const AnyState& state, int me) {
    if (!state.is_chance_node()) return state.heuristic(me);
    ChanceList outcomes;
    state.chance_outcomes(outcomes);
    double value = 0;
    for (const ChanceOutcome& outcome : outcomes)
      value += outcome.probability * state.apply(outcome.action)->heuristic(me);
    return value;
  }

  Rng rng_;
};

}  // namespace

std::unique_ptr<Bot> make_greedy_bot(std::uint64_t seed) {
  return std::make_unique<GreedyBot>(seed);
}

}  // namespace caper::bots
