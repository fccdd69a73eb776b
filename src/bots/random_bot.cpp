#include "caper/bots/bot.hpp"

namespace caper::bots {
namespace {

class RandomBot final : public Bot {
 public:
  explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
  std::string_view name() const override { return "random"; }
  ActionId choose(const AnyState& state) override {
    ActionList legal;
    state.legal_actions(legal);
    if (legal.empty()) throw WrongPhase("random bot: no legal action (terminal state)");
    return legal[static_cast<std::size_t>(rng_.below(legal.size()))];
  }

 private:
  Rng rng_;
};

}  // namespace

std::unique_ptr<Bot> make_random_bot(std::uint64_t seed) {
  return std::make_unique<RandomBot>(seed);
}

std::unique_ptr<Bot> make_bot(std::string_view spec, std::uint64_t seed) {
  if (spec == "random") return make_random_bot(seed);
  if (spec == "greedy") return make_greedy_bot(seed);
  if (spec == "mcts" || spec.starts_with("mcts:")) {
    MctsSettings settings;
    settings.seed = seed;
    if (spec.size() > 5) {
      const std::string count(spec.substr(5));
      char* end = nullptr;
      const long iterations = std::strtol(count.c_str(), &end, 10);
      if (end == count.c_str() || *end != '\0' || iterations < 1 || iterations > 10000000)
        throw InvalidArgument("bot '" + std::string(spec) + "': iterations must be 1..10000000");
      settings.iterations = static_cast<int>(iterations);
    }
    return make_mcts_bot(settings);
  }
  throw InvalidArgument("unknown bot '" + std::string(spec) +
                        "'; known bots: random, greedy, mcts, mcts:ITERATIONS");
}

ActionId next_action(const AnyState& state, Bot* const* seats, Rng& chance_rng) {
  if (state.is_chance_node()) return state.sample_chance(chance_rng);
  const int player = state.current_player();
  if (player < 0) throw WrongPhase("next_action: the game is over");
  return seats[player]->choose(state);
}

}  // namespace caper::bots
