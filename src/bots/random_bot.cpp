#include "caper/bots/bot.hpp"

namespace caper::bots {
namespace {

class RandomBot final : public Bot {
 public:
  explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
  std::string_view name() const override { return "random"; }

 protected:
  ActionId decide(const AnyState& state) override {
    // A chance node's "legal actions" are outcomes: drawing one uniformly would ignore
    // their probabilities, so the bot refuses as every bot does.
    if (state.current_player() < 0) throw WrongPhase("random bot: not a player's turn");
    ActionList legal;
    state.legal_actions(legal);
    return legal[static_cast<std::size_t>(rng_.below(legal.size()))];
  }

 private:
  Rng rng_;
};

}  // namespace

std::unique_ptr<Bot> make_random_bot(std::uint64_t seed) {
  return std::make_unique<RandomBot>(seed);
}

}  // namespace caper::bots
