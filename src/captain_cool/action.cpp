// Captain Cool actions: the id codec and the text notation (what each seat reads of an
// event is in event_text.cpp).
#include "caper/captain_cool/action.hpp"

#include <charconv>

#include <fmt/compile.h>
#include <fmt/format.h>

#include "caper/captain_cool/game.hpp"
#include "caper/core/error.hpp"

namespace caper::captain_cool {
namespace {

// Parses a whole decimal number in [lo, hi]; -1 if it is not one.
int parse_number(std::string_view text, int lo, int hi) {
  if (text.empty() || text.size() > 3) return -1;
  int value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || ptr != text.data() + text.size()) return -1;
  if (value < lo || value > hi) return -1;
  return value;
}

int parse_card(std::string_view text) {
  if (text.size() < 2 || text[0] != 'c') return -1;
  return parse_number(text.substr(1), 0, kNumCards - 1);
}

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

}  // namespace

void throw_bad_action_id(ActionId id) {
  throw InvalidArgument(
      fmt::format("captain_cool: action id {} out of range (0..{})", id, kNumDistinctActions - 1));
}

ActionId encode(const Action& action) {
  switch (action.kind) {
    case ActionKind::kDraw:
      return draw_id(action.arg);
    case ActionKind::kStart:
      return start_id(action.arg);
    case ActionKind::kPlay:
      return play_id(action.arg);
    case ActionKind::kPlace:
      return place_id(action.arg);
    case ActionKind::kFigure:
      return figure_id(action.arg, action.seat);
    case ActionKind::kCard:
      return card_id(action.arg);
    case ActionKind::kPlain:
      return kPlainId;
    case ActionKind::kAbility:
      return kAbilityId;
    case ActionKind::kDone:
      break;
  }
  return kDoneId;
}

// Compiled format strings (FMT_COMPILE): a host lists the text of every legal action, and
// these short texts cost what the concatenation they replaced did (13 ns against 16).
std::string to_string(const Action& a) {
  switch (a.kind) {
    case ActionKind::kDraw:
      return fmt::format(FMT_COMPILE("draw c{}"), a.arg);
    case ActionKind::kStart:
      return fmt::format(FMT_COMPILE("start {}"), a.arg);
    case ActionKind::kPlay:
      return fmt::format(FMT_COMPILE("play {}"), place_name(a.arg));
    case ActionKind::kPlace:
      return fmt::format(FMT_COMPILE("at {}"), place_name(a.arg));
    case ActionKind::kFigure:
      return fmt::format(FMT_COMPILE("fig {} {}"), place_name(a.arg), a.seat);
    case ActionKind::kCard:
      return fmt::format(FMT_COMPILE("c{}"), a.arg);
    case ActionKind::kPlain:
      return "plain";
    case ActionKind::kAbility:
      return "ability";
    case ActionKind::kDone:
      break;
  }
  return "done";
}

namespace {

ActionId parse_id(std::string_view text) {
  auto bad = [&]() -> ParseError {
    return ParseError(
        fmt::format("captain_cool: cannot read action '{}' (expected e.g. 'draw "
                    "c17', 'start 3', 'play II', 'at Tom', 'fig III 2', 'c17', "
                    "'plain', 'ability' or 'done')",
                    text.substr(0, 64)));
  };
  if (text == "plain") return kPlainId;
  if (text == "ability") return kAbilityId;
  if (text == "done") return kDoneId;
  if (starts_with(text, "draw ")) {
    const int c = parse_card(text.substr(5));
    if (c < 0) throw bad();
    return draw_id(c);
  }
  if (starts_with(text, "start ")) {
    const int s = parse_number(text.substr(6), 1, kMaxPlayers);
    if (s < 0) throw bad();
    return start_id(s);
  }
  if (starts_with(text, "play ")) {
    const int p = place_from_name(text.substr(5));
    if (p < 0) throw bad();
    return play_id(p);
  }
  if (starts_with(text, "at ")) {
    const int p = place_from_name(text.substr(3));
    if (p < 0) throw bad();
    return place_id(p);
  }
  if (starts_with(text, "fig ")) {
    const std::string_view rest = text.substr(4);
    const auto space = rest.find(' ');
    if (space == std::string_view::npos) throw bad();
    const int p = place_from_name(rest.substr(0, space));
    const int s = parse_number(rest.substr(space + 1), 0, kMaxPlayers - 1);
    if (p < 0 || s < 0) throw bad();
    return figure_id(p, s);
  }
  const int c = parse_card(text);
  if (c >= 0) return card_id(c);
  throw bad();
}

}  // namespace

Action parse_action(std::string_view text) {
  return decode(parse_id(text));
}

std::string State::action_to_string(ActionId action) const {
  return to_string(decode(action));
}
ActionId State::action_from_string(std::string_view text) const {
  return encode(parse_action(text));
}

}  // namespace caper::captain_cool
