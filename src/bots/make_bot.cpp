// Bots by name, as the CLI, the C ABI and every binding spell them.
#include <algorithm>
#include <charconv>
#include <string>

#include <fmt/format.h>

#include "caper/bots/bot.hpp"

namespace caper::bots {
namespace {

constexpr std::string_view kKnown =
    "known bots: easy, medium, hard, random, greedy, advice, mcts, mcts:ITEMS with the "
    "comma-separated "
    "items ITERATIONS, "
    "ms=MILLISECONDS, mb=MIB, depth=STEPS, opponents=greedy, rollout=greedy "
    "(e.g. mcts:5000,ms=200)";

// The spec as an error message quotes it: at most kSpecQuoteBytes, so that a huge spec
// does not make a huge message.
std::string quoted(std::string_view spec) {
  if (spec.size() <= kSpecQuoteBytes) return fmt::format("'{}'", spec);
  return fmt::format("'{}...' ({} bytes)", spec.substr(0, kSpecQuoteBytes), spec.size());
}

// A whole decimal number in [1, max], else InvalidArgument naming the spec and `what`.
long parse_count(std::string_view text, long max, std::string_view spec, std::string_view what) {
  long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < 1 ||
      value > max)
    throw InvalidArgument(
        fmt::format("bot {}: {} must be 1..{}; {}", quoted(spec), what, max, kKnown));
  return value;
}

// "mcts:" followed by comma-separated items: ITERATIONS, ms=MILLISECONDS, mb=MIB,
// depth=STEPS, opponents=greedy, rollout=greedy.
MctsSettings parse_mcts(std::string_view spec, std::uint64_t seed) {
  MctsSettings settings;
  settings.seed = seed;
  if (spec == "mcts") return settings;
  bool has_iterations = false;
  std::string_view rest = spec.substr(5);
  do {
    const std::size_t comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    if (comma != std::string_view::npos && rest.empty()) parse_count("", 1, spec, "an item");
    if (item.starts_with("ms=")) {
      settings.time_ms = static_cast<double>(parse_count(item.substr(3), kMaxTimeMs, spec, "ms"));
    } else if (item.starts_with("depth=")) {
      settings.max_rollout_steps =
          static_cast<int>(parse_count(item.substr(6), kMaxRolloutSteps, spec, "depth"));
    } else if (item == "opponents=greedy") {
      settings.model_opponents = true;
    } else if (item == "rollout=greedy") {
      settings.greedy_rollouts = true;
    } else if (item.starts_with("mb=")) {
      settings.max_tree_bytes =
          static_cast<std::size_t>(parse_count(item.substr(3), kMaxTreeMiB, spec, "mb")) << 20;
    } else {
      settings.iterations = parse_count(item, kMaxIterations, spec, "iterations");
      has_iterations = true;
    }
  } while (!rest.empty());
  // A time budget alone is bounded by time (and the largest count), not the default count.
  if (settings.time_ms > 0 && !has_iterations) settings.iterations = kMaxIterations;
  return settings;
}

}  // namespace

std::unique_ptr<Bot> make_bot(const AnyGame& game, std::string_view spec, std::uint64_t seed) {
  if (const std::string_view level = game.bot_levels().spec(spec); !level.empty())
    return make_bot(level, seed);
  return make_bot(spec, seed);
}

std::unique_ptr<Bot> make_bot(std::string_view spec, std::uint64_t seed) {
  // std::find, not std::ranges::find: the WebAssembly build's libc++ lacks the latter.
  if (std::find(kBotLevelNames.begin(), kBotLevelNames.end(), spec) != kBotLevelNames.end())
    throw InvalidArgument(
        fmt::format("bot {}: a level stands for its game's own spec; make the bot with the game",
                    quoted(spec)));
  if (spec == "random") return make_random_bot(seed);
  if (spec == "greedy") return make_greedy_bot(seed);
  if (spec == "advice") return make_advice_bot(seed);
  if (spec != "mcts" && !spec.starts_with("mcts:"))
    throw InvalidArgument(fmt::format("unknown bot {}; {}", quoted(spec), kKnown));
  return make_mcts_bot(parse_mcts(spec, seed));
}

ActionId next_action(const AnyState& state, Bot* const* seats, Rng& chance_rng) {
  if (state.is_chance_node()) return state.sample_chance(chance_rng);
  const int player = state.current_player();
  if (player < 0) throw WrongPhase("next_action: the game is over");
  return seats[player]->choose(state);
}

}  // namespace caper::bots
