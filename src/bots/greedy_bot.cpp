// Greedy one-ply bot: tries every legal action and keeps the one whose successor has the
// best heuristic for the mover. A successor that is a chance node is valued by the
// expectation over its outcomes (one level), so dice and draws are weighed, not guessed.
// It judges on a determinization, so it uses only what the mover may know.
#include "caper/bots/bot.hpp"
#include "greedy_policy.hpp"

namespace caper::bots {
namespace {

class GreedyBot final : public Bot {
 public:
  explicit GreedyBot(std::uint64_t seed) : rng_(seed) {}
  std::string_view name() const override { return "greedy"; }

 protected:
  ActionId decide(const AnyState& real) override {
    const int me = real.current_player();
    if (me < 0) throw WrongPhase("greedy bot: not a player's turn");
    return policy_.choose(*real.determinize(me, rng_), me, rng_);
  }

 private:
  Rng rng_;
  GreedyPolicy policy_;
};

class AdviceBot final : public Bot {
 public:
  explicit AdviceBot(std::uint64_t seed) : rng_(seed) {}
  std::string_view name() const override { return "advice"; }

 protected:
  ActionId decide(const AnyState& real) override {
    const int me = real.current_player();
    if (me < 0) throw WrongPhase("advice bot: not a player's turn");
    const std::unique_ptr<AnyState> view = real.determinize(me, rng_);
    if (const std::optional<ActionId> advice = view->advised_action(rng_)) return *advice;
    return policy_.choose(*view, me, rng_);
  }

 private:
  Rng rng_;
  GreedyPolicy policy_;
};

}  // namespace

std::unique_ptr<Bot> make_advice_bot(std::uint64_t seed) {
  return std::make_unique<AdviceBot>(seed);
}

std::unique_ptr<Bot> make_greedy_bot(std::uint64_t seed) {
  return std::make_unique<GreedyBot>(seed);
}

}  // namespace caper::bots
