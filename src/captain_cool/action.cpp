// Captain Cool actions: the id codec and the text notation (what each seat reads of an
// event is in event_text.cpp).
#include "caper/captain_cool/action.hpp"

#include <charconv>
#include <vector>

#include <fmt/compile.h>
#include <fmt/format.h>

#include "caper/captain_cool/game.hpp"
#include "caper/core/error.hpp"
#include "core/words.hpp"

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
  const std::vector<std::string_view> w = split_words(text);
  if (w.size() == 1) {
    if (w[0] == "plain") return kPlainId;
    if (w[0] == "ability") return kAbilityId;
    if (w[0] == "done") return kDoneId;
    const int c = parse_card(w[0]);
    if (c >= 0) return card_id(c);
  } else if (w.size() == 2) {
    if (w[0] == "draw") {
      const int c = parse_card(w[1]);
      if (c >= 0) return draw_id(c);
    } else if (w[0] == "start") {
      const int s = parse_number(w[1], 1, kMaxPlayers);
      if (s >= 0) return start_id(s);
    } else if (w[0] == "play" || w[0] == "at") {
      const int p = place_from_name(w[1]);
      if (p >= 0) return w[0] == "play" ? play_id(p) : place_id(p);
    }
  } else if (w.size() == 3 && w[0] == "fig") {
    const int p = place_from_name(w[1]);
    const int s = parse_number(w[2], 0, kMaxPlayers - 1);
    if (p >= 0 && s >= 0) return figure_id(p, s);
  }
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
