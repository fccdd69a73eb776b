// Bots by name, as the CLI, the C ABI and every binding spell them.
#include <charconv>
#include <string>

#include "caper/bots/bot.hpp"

namespace caper::bots {
namespace {

constexpr std::string_view kKnown =
    "known bots: random, greedy, mcts, mcts:ITERATIONS, mcts:ms=MILLISECONDS";

// A whole decimal number in [1, max], else InvalidArgument naming the spec and `what`.
long parse_count(std::string_view text, long max, std::string_view spec, std::string_view what) {
  long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < 1 ||
      value > max)
    throw InvalidArgument("bot '" + std::string(spec) + "': " + std::string(what) + " must be 1.." +
                          std::to_string(max) + "; " + std::string(kKnown));
  return value;
}

}  // namespace

std::unique_ptr<Bot> make_bot(std::string_view spec, std::uint64_t seed) {
  if (spec == "random") return make_random_bot(seed);
  if (spec == "greedy") return make_greedy_bot(seed);
  if (spec != "mcts" && !spec.starts_with("mcts:"))
    throw InvalidArgument("unknown bot '" + std::string(spec) + "'; " + std::string(kKnown));
  MctsSettings settings;
  settings.seed = seed;
  if (spec.starts_with("mcts:ms=")) {
    settings.time_ms =
        static_cast<double>(parse_count(spec.substr(8), 3600000, spec, "milliseconds"));
  } else if (spec != "mcts") {
    settings.iterations =
        static_cast<int>(parse_count(spec.substr(5), 10000000, spec, "iterations"));
  }
  return make_mcts_bot(settings);
}

ActionId next_action(const AnyState& state, Bot* const* seats, Rng& chance_rng) {
  if (state.is_chance_node()) return state.sample_chance(chance_rng);
  const int player = state.current_player();
  if (player < 0) throw WrongPhase("next_action: the game is over");
  return seats[player]->choose(state);
}

}  // namespace caper::bots
