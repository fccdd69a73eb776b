// The adapters' refusals: messages built here, so that the header needs no formatting library.
#include "caper/core/game_adapter.hpp"

#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "caper/core/error.hpp"
#include "core/json_util.hpp"

namespace caper {
namespace {

constexpr std::size_t kShownValueBytes = 40;  // a deck or an edition is shown cut short

std::string shown(const json::Json& value) {
  const std::string text = json::dump(value);
  return text.size() <= kShownValueBytes ? text : text.substr(0, kShownValueBytes - 3) + "...";
}

// "key=value" for each key of `ours` and `theirs` (objects) whose value differs; a key
// only one of them has shows there only.
void differences(const json::Json& ours, const json::Json& theirs, std::vector<std::string>& mine,
                 std::vector<std::string>& other) {
  for (const auto& [key, value] : ours.items())
    if (!theirs.contains(key) || theirs.at(key) != value)
      mine.push_back(fmt::format("{}={}", key, shown(value)));
  for (const auto& [key, value] : theirs.items())
    if (!ours.contains(key) || ours.at(key) != value)
      other.push_back(fmt::format("{}={}", key, shown(value)));
}

// Each option's value in an info JSON.
json::Json option_values(const json::Json& info) {
  json::Json values = json::Json::object();
  for (const auto& [key, option] : info.at("options").items()) values[key] = option.at("value");
  return values;
}

// What tells the two games apart: the names, or the options whose values differ (options
// kept as data, such as a deck, when no listed option does).
std::pair<std::string, std::string> descriptions(const AnyGame& ours, const AnyGame& theirs) {
  if (ours.name() != theirs.name()) return {std::string(ours.name()), std::string(theirs.name())};
  const json::Json a = json::parse(ours.info(), "info");
  const json::Json b = json::parse(theirs.info(), "info");
  std::vector<std::string> mine;
  std::vector<std::string> other;
  differences(option_values(a), option_values(b), mine, other);
  if (mine.empty() && other.empty()) differences(a.at("data"), b.at("data"), mine, other);
  return {fmt::format("{} ({})", ours.name(), fmt::join(mine, ", ")),
          fmt::format("{} ({})", theirs.name(), fmt::join(other, ", "))};
}

}  // namespace

bool same_game(const AnyGame& a, const AnyGame& b) {
  return &a == &b || (a.name() == b.name() && a.info() == b.info());
}

void require_same_game(const AnyGame& ours, std::string_view ours_role, const AnyGame& theirs,
                       std::string_view theirs_role) {
  if (same_game(ours, theirs)) return;
  const auto [mine, other] = descriptions(ours, theirs);
  throw InvalidArgument(fmt::format("{} {}, {} {}: not the same game (its name and options)",
                                    theirs_role, other, ours_role, mine));
}

}  // namespace caper

namespace caper::adapter_detail {

void throw_action_text_too_long(std::size_t bytes) {
  throw ParseError(
      fmt::format("action text of {} bytes; the limit is {}", bytes, kMaxActionTextBytes));
}

// These messages name no function: the C ABI puts its own name in front.
void throw_bad_player(int player, int players) {
  throw InvalidArgument(fmt::format("player must be a seat 0..{}, got {}", players - 1, player));
}

void throw_small_returns(std::size_t size, int players) {
  throw InvalidArgument(
      fmt::format("the buffer holds {} values, the game has {} players", size, players));
}

void throw_bad_viewer(int viewer, int players) {
  throw InvalidArgument(
      fmt::format("viewer must be -1 (full state), -2 (public view) or a seat 0..{}, got {}",
                  players - 1, viewer));
}

void throw_bad_high_buffer(std::size_t floats) {
  throw InvalidArgument(fmt::format("the buffer must hold {} floats", floats));
}

void throw_action_out_of_range(ActionId action, ActionId distinct) {
  throw IllegalAction(fmt::format("action {} is out of range (0..{})", action, distinct - 1));
}

void throw_action_not_legal(ActionId action, std::string_view text) {
  throw IllegalAction(fmt::format("action {} ({}) is not legal in this state", action, text));
}

}  // namespace caper::adapter_detail
