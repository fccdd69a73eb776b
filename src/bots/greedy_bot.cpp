// Greedy one-ply bot: tries every legal action and keeps the one whose successor has the
// best heuristic for the mover. A successor that is a chance node is valued by the
// expectation over its outcomes (one level), so dice and draws are weighed, not guessed.
// It judges on a determinization, so it uses only what the mover may know.
#include <fmt/format.h>

#include "caper/bots/bot.hpp"
#include "greedy_policy.hpp"

namespace caper::bots {
namespace {

// The advice bot is the greedy bot that first asks the game for its advice on the
// determinization (advised_action), falling back to the greedy choice where there is none.
class GreedyBot final : public Bot {
 public:
  GreedyBot(std::uint64_t seed, bool take_advice) : rng_(seed), take_advice_(take_advice) {}
  std::string_view name() const override { return take_advice_ ? "advice" : "greedy"; }

 protected:
  ActionId decide(const AnyState& real) override {
    const int me = real.current_player();
    if (me < 0) throw WrongPhase(fmt::format("{} bot: not a player's turn", name()));
    const std::unique_ptr<AnyState> view = real.determinize(me, rng_);
    if (take_advice_)
      if (const std::optional<ActionId> advice = view->advised_action(rng_)) return *advice;
    return policy_.choose(*view, me, rng_);
  }

 private:
  Rng rng_;
  GreedyPolicy policy_;
  bool take_advice_;
};

}  // namespace

std::unique_ptr<Bot> make_advice_bot(std::uint64_t seed) {
  return std::make_unique<GreedyBot>(seed, true);
}

std::unique_ptr<Bot> make_greedy_bot(std::uint64_t seed) {
  return std::make_unique<GreedyBot>(seed, false);
}

}  // namespace caper::bots
