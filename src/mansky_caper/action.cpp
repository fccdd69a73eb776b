// The Mansky Caper: the action codec and its text notation.
#include "caper/mansky_caper/action.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gsl/util>

#include "caper/core/error.hpp"
#include "caper/mansky_caper/state.hpp"
#include "core/words.hpp"
#include "event_text.hpp"
#include "notation.hpp"

namespace caper::mansky_caper {
namespace {

constexpr std::string_view kItemKindNames[kNumItemKinds] = {"favor", "key", "gem", "coin"};
constexpr std::string_view kColorNames[3] = {"loot", "gasp", "danger"};

[[noreturn]] void bad_text(std::string_view text, std::string_view why) {
  throw ParseError(fmt::format("mansky_caper action '{}': {}", text, why));
}

// A numbered operand is written as its prefix, then a + offset.
struct NumberForm {
  std::string_view prefix;
  int offset = 0;
};
NumberForm number_form(Operand operand) {
  switch (operand) {
    case Operand::kRoom:
      return {"R"};
    case Operand::kCharacter:
      return {"P"};
    case Operand::kCharacterCard:
      return {"c"};
    case Operand::kLootKind:
      return {"k"};
    case Operand::kGaspKind:
      return {"g"};
    case Operand::kRoll:
    case Operand::kDieFace:
      return {"", 1};
    default:
      return {};
  }
}

// Abilities, item kinds and token colours are written by name; the rest by number.
bool is_named(Operand operand) {
  return operand == Operand::kAbility || operand == Operand::kItem ||
         operand == Operand::kTokenColor;
}
std::string_view operand_name(Operand operand, int a) {
  if (operand == Operand::kAbility) return ability_name(static_cast<Ability>(a));
  if (operand == Operand::kItem) return item_kind_name(static_cast<ItemKind>(a));
  return gsl::at(kColorNames, a);
}

// Parses "<prefix><number>" with number - offset in [0, count).
int parse_number(std::string_view text, std::string_view word, NumberForm form, int count) {
  const std::string_view prefix = form.prefix;
  if (word.size() <= prefix.size() || word.substr(0, prefix.size()) != prefix)
    bad_text(text, fmt::format("expected {}<number>, got '{}'", prefix, word));
  int value = 0;
  const char* first = word.data() + prefix.size();
  const char* last = word.data() + word.size();
  auto [ptr, ec] = std::from_chars(first, last, value);
  if (ec != std::errc() || ptr != last)
    bad_text(text, fmt::format("expected a number after '{}'", prefix));
  value -= form.offset;
  if (value < 0 || value >= count) bad_text(text, fmt::format("'{}' is out of range", word));
  return value;
}

int parse_operand(std::string_view text, std::string_view word, Operand operand, int count) {
  if (!is_named(operand)) return parse_number(text, word, number_form(operand), count);
  std::vector<std::string_view> names;
  for (int a = 0; a < count; ++a) {
    names.push_back(operand_name(operand, a));
    if (word == names.back()) return a;
  }
  bad_text(text, fmt::format("expected one of {}, got '{}'", fmt::join(names, ", "), word));
}

// How many of the first words of `w` spell `head`; 0 when they do not.
std::size_t head_words(std::string_view head, const std::vector<std::string_view>& w) {
  std::size_t n = 0;
  for (std::size_t at = 0; at <= head.size(); ++n) {
    const std::size_t end = std::min(head.find(' ', at), head.size());
    if (n >= w.size() || w[n] != head.substr(at, end - at)) return 0;
    at = end + 1;
  }
  return n;
}

}  // namespace

const KindNotation& notation(ActionKind kind) {
  return gsl::at(kKindNotation, static_cast<std::size_t>(kind));
}

std::string_view item_kind_name(ItemKind kind) {
  return gsl::at(kItemKindNames, static_cast<int>(kind));
}

namespace detail {
void throw_bad_id(ActionId id) {
  throw InvalidArgument(
      fmt::format("mansky_caper: action id {} out of range (0..{})", id, num_actions() - 1));
}
}  // namespace detail

std::string to_string(const Action& x) {
  const KindNotation& n = notation(x.kind);
  if (n.operand == Operand::kNone) return std::string(n.head);
  if (is_named(n.operand)) return fmt::format("{} {}", n.head, operand_name(n.operand, x.a));
  const NumberForm form = number_form(n.operand);
  return fmt::format("{} {}{}", n.head, form.prefix, x.a + form.offset);
}

Action parse_action(std::string_view text) {
  // Refused before any message echoes the text back.
  if (text.find('\0') != std::string_view::npos)
    throw ParseError("mansky_caper action: the text contains a NUL byte");
  const std::vector<std::string_view> w = split_words(text);
  if (w.empty()) bad_text(text, "empty");
  // "favor send_to_car" is also the head of "favor send_to_car P3": the kind is the one
  // whose head and word count both fit.
  std::size_t expected_words = 0;  // of the first kind whose head fits, for the error
  for (int k = 0; k < kNumActionKinds; ++k) {
    const KindNotation& n = kKindNotation[k];
    const std::size_t head = head_words(n.head, w);
    if (head == 0) continue;
    const std::size_t words = head + (n.operand == Operand::kNone ? 0 : 1);
    if (w.size() != words) {
      if (expected_words == 0) expected_words = words;
      continue;
    }
    const auto kind = static_cast<ActionKind>(k);
    if (n.operand == Operand::kNone) return Action{kind};
    const int a = parse_operand(text, w[head], n.operand, kActionKindCounts[k]);
    return Action{kind, gsl::narrow_cast<std::uint8_t>(a)};
  }
  if (expected_words != 0)
    bad_text(text, fmt::format("expected {} words, got {}", expected_words, w.size()));
  bad_text(text, "unknown action");
}

std::string State::action_to_string(ActionId action) const {
  return to_string(decode(action));
}
// Every event of this game is public (a dealt character card is read aloud, a Room card is
// flipped, a drawn token or GASP! card is shown): every seat and the full view read it in
// the same words.
std::string State::action_to_string(ActionId action, int /*viewer*/) const {
  return event_text(*this, decode(action));
}
ActionId State::action_from_string(std::string_view text) const {
  return encode(parse_action(text));
}

}  // namespace caper::mansky_caper
