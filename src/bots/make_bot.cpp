// Bots by name, as the CLI, the C ABI and every binding spell them.
#include <algorithm>
#include <array>
#include <charconv>
#include <string>
#include <utility>

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

// A whole decimal number in [1, max], else InvalidArgument naming the spec and the item.
long parse_count(std::string_view text, long max, std::string_view spec, std::string_view item,
                 std::string_view what) {
  long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < 1 ||
      value > max)
    throw InvalidArgument(
        fmt::format("bot {}: item {}: {} must be 1..{}; {}", quoted(spec), quoted(item), what, max,
                    kKnown));
  return value;
}

// The items of an mcts spec; each may be given once.
enum class Item { kIterations, kMs, kDepth, kOpponents, kRollout, kMb, kCount };

constexpr std::array<std::string_view, static_cast<std::size_t>(Item::kCount)> kItemNames = {
    "the iteration count", "ms", "depth", "opponents", "rollout", "mb"};

// Which item `item` is, else InvalidArgument naming it. A bare item is the count.
Item item_kind(std::string_view item, std::string_view spec) {
  if (item.starts_with("ms=")) return Item::kMs;
  if (item.starts_with("depth=")) return Item::kDepth;
  if (item.starts_with("mb=")) return Item::kMb;
  if (item == "opponents=greedy") return Item::kOpponents;
  if (item == "rollout=greedy") return Item::kRollout;
  if (!item.empty() && item.find('=') == std::string_view::npos &&
      (item[0] == '-' || item[0] == '+' || (item[0] >= '0' && item[0] <= '9')))
    return Item::kIterations;
  throw InvalidArgument(
      fmt::format("bot {}: unknown item {}; {}", quoted(spec), quoted(item), kKnown));
}

// Sets the one setting `item` gives.
void apply_item(Item kind, std::string_view item, std::string_view spec, MctsSettings& settings) {
  const std::string_view value = item.substr(item.find('=') + 1);
  switch (kind) {
    case Item::kIterations:
      settings.iterations = parse_count(item, kMaxIterations, spec, item, "iterations");
      break;
    case Item::kMs:
      settings.time_ms = static_cast<double>(parse_count(value, kMaxTimeMs, spec, item, "ms"));
      break;
    case Item::kDepth:
      settings.max_rollout_steps =
          static_cast<int>(parse_count(value, kMaxRolloutSteps, spec, item, "depth"));
      break;
    case Item::kOpponents:
      settings.model_opponents = true;
      break;
    case Item::kRollout:
      settings.greedy_rollouts = true;
      break;
    case Item::kMb:
      settings.max_tree_bytes =
          static_cast<std::size_t>(parse_count(value, kMaxTreeMiB, spec, item, "mb")) << 20;
      break;
    case Item::kCount:
      break;
  }
}

// "mcts:" followed by comma-separated items: ITERATIONS, ms=MILLISECONDS, mb=MIB,
// depth=STEPS, opponents=greedy, rollout=greedy. An empty, unknown or repeated item is
// refused by its number or text, so that no item is silently overridden.
MctsSettings parse_mcts(std::string_view spec, std::uint64_t seed) {
  MctsSettings settings;
  settings.seed = seed;
  if (spec == "mcts") return settings;
  std::array<bool, static_cast<std::size_t>(Item::kCount)> given{};
  std::string_view rest = spec.substr(5);
  for (int number = 1;; ++number) {
    const std::size_t comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    if (item.empty())
      throw InvalidArgument(
          fmt::format("bot {}: item {} is empty; {}", quoted(spec), number, kKnown));
    const Item kind = item_kind(item, spec);
    if (std::exchange(given[static_cast<std::size_t>(kind)], true))
      throw InvalidArgument(
          fmt::format("bot {}: item {} gives {} again; each item may be given once", quoted(spec),
                      quoted(item), kItemNames[static_cast<std::size_t>(kind)]));
    apply_item(kind, item, spec, settings);
    if (comma == std::string_view::npos) break;
    rest = rest.substr(comma + 1);
  }
  // A time budget alone is bounded by time (and the largest count), not the default count.
  if (settings.time_ms > 0 && !given[static_cast<std::size_t>(Item::kIterations)])
    settings.iterations = kMaxIterations;
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
