// The Mansky Caper: the action codec and its text notation.
#include "caper/mansky_caper/action.hpp"

#include <array>
#include <charconv>
#include <string>
#include <vector>

#include "caper/core/error.hpp"
#include "caper/mansky_caper/state.hpp"
#include "event_text.hpp"

namespace caper::mansky_caper {
namespace {

constexpr std::string_view kItemKindNames[4] = {"favor", "key", "gem", "coin"};
constexpr std::string_view kColorNames[3] = {"loot", "gasp", "danger"};

[[noreturn]] void bad_text(std::string_view text, const std::string& why) {
  throw ParseError("mansky_caper action '" + std::string(text) + "': " + why);
}

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ') ++j;
    if (j > i) words.push_back(text.substr(i, j - i));
    i = j;
  }
  return words;
}

// Parses "<prefix><number>" with number in [lo, hi].
int prefixed(std::string_view text, std::string_view word, std::string_view prefix, int lo, int hi,
             int offset = 0) {
  if (word.size() <= prefix.size() || word.substr(0, prefix.size()) != prefix)
    bad_text(text, "expected " + std::string(prefix) + "<number>, got '" + std::string(word) + "'");
  int value = 0;
  const char* first = word.data() + prefix.size();
  const char* last = word.data() + word.size();
  auto [ptr, ec] = std::from_chars(first, last, value);
  if (ec != std::errc() || ptr != last)
    bad_text(text, "expected a number after '" + std::string(prefix) + "'");
  value -= offset;
  if (value < lo || value > hi) bad_text(text, "'" + std::string(word) + "' is out of range");
  return value;
}

void need_words(std::string_view text, const std::vector<std::string_view>& w, std::size_t n) {
  if (w.size() != n)
    bad_text(text, "expected " + std::to_string(n) + " words, got " + std::to_string(w.size()));
}

Action make(ActionKind kind, int a = 0) {
  return Action{kind, static_cast<std::uint8_t>(a)};
}

// The chance outcomes' words.
Action parse_chance(std::string_view text, const std::vector<std::string_view>& w) {
  const std::string_view head = w[0];
  const auto need = [&](std::size_t n) { need_words(text, w, n); };
  if (head == "deal") {
    need(2);
    return make(ActionKind::kDeal, prefixed(text, w[1], "c", 0, kMaxCharacters - 1));
  }
  if (head == "card") {
    need(2);
    return make(ActionKind::kRevealRoom, prefixed(text, w[1], "", 0, kMaxRoomCards - 1));
  }
  if (head == "draw") {
    need(2);
    for (int i = 0; i < 3; ++i)
      if (w[1] == kColorNames[i]) return make(ActionKind::kDrawToken, i);
    bad_text(text, "draw loot, draw gasp or draw danger");
  }
  if (head == "loot") {
    need(2);
    return make(ActionKind::kLootKind, prefixed(text, w[1], "k", 0, kMaxLootKinds - 1));
  }
  if (head == "gasp-card") {
    need(2);
    return make(ActionKind::kGaspCard, prefixed(text, w[1], "g", 0, kMaxGaspKinds - 1));
  }
  if (head == "die") {
    need(2);
    return make(ActionKind::kDieFace, prefixed(text, w[1], "", 0, kDieFaces - 1, 1));
  }
  bad_text(text, "unknown action");
}

}  // namespace

std::string_view item_kind_name(ItemKind kind) {
  return kItemKindNames[static_cast<int>(kind)];
}

namespace detail {
void throw_bad_id(ActionId id) {
  throw InvalidArgument("mansky_caper: action id " + std::to_string(id) + " out of range (0.." +
                        std::to_string(num_actions() - 1) + ")");
}
}  // namespace detail

std::string to_string(const Action& x) {
  const std::string a = std::to_string(x.a);
  switch (x.kind) {
    case ActionKind::kBreakIn:
      return "enter R" + a;
    case ActionKind::kOpen:
      return "open";
    case ActionKind::kMove:
      return "move R" + a;
    case ActionKind::kUseKey:
      return "key R" + a;
    case ActionKind::kPickLock:
      return "picklock R" + a;
    case ActionKind::kUnlock:
      return "unlock R" + a;
    case ActionKind::kStash:
      return "stash";
    case ActionKind::kStashInPlace:
      return "stash-here";
    case ActionKind::kHeyBuddy:
      return "heybuddy P" + a;
    case ActionKind::kWait:
      return "wait";
    case ActionKind::kProposeEnd:
      return "propose-end";
    case ActionKind::kBuyFavor:
      return "buy-favor";
    case ActionKind::kAccept:
      return "accept";
    case ActionKind::kDecline:
      return "decline";
    case ActionKind::kPass:
      return "pass";
    case ActionKind::kCallFavor:
      return "favor " + std::string(ability_name(static_cast<Ability>(x.a)));
    case ActionKind::kSendToCar:
      return "favor send_to_car P" + a;
    case ActionKind::kKeepRoll:
      return "keep-roll " + std::to_string(x.a + 1);
    case ActionKind::kGaspCharacter:
      return "gasp-target P" + a;
    case ActionKind::kGaspRoom:
      return "gasp-room R" + a;
    case ActionKind::kTradeWith:
      return "trade P" + a;
    case ActionKind::kGive:
      return "give " + std::string(kItemKindNames[x.a]);
    case ActionKind::kAsk:
      return "ask " + std::string(kItemKindNames[x.a]);
    case ActionKind::kSendOffer:
      return "send-offer";
    case ActionKind::kWithdrawOffer:
      return "withdraw-offer";
    case ActionKind::kDeal:
      return "deal c" + a;
    case ActionKind::kRevealRoom:
      return "card " + a;
    case ActionKind::kDrawToken:
      return "draw " + std::string(kColorNames[x.a]);
    case ActionKind::kLootKind:
      return "loot k" + a;
    case ActionKind::kGaspCard:
      return "gasp-card g" + a;
    case ActionKind::kDieFace:
      return "die " + std::to_string(x.a + 1);
  }
  return "?";
}

Action parse_action(std::string_view text) {
  // Refused before any message echoes the text back.
  if (text.find('\0') != std::string_view::npos)
    throw ParseError("mansky_caper action: the text contains a NUL byte");
  const std::vector<std::string_view> w = split_words(text);
  if (w.empty()) bad_text(text, "empty");
  const auto need = [&](std::size_t n) { need_words(text, w, n); };
  const std::string_view head = w[0];
  struct Simple {
    std::string_view word;
    ActionKind kind;
  };
  static constexpr Simple kSimple[] = {{"open", ActionKind::kOpen},
                                       {"stash", ActionKind::kStash},
                                       {"stash-here", ActionKind::kStashInPlace},
                                       {"wait", ActionKind::kWait},
                                       {"propose-end", ActionKind::kProposeEnd},
                                       {"buy-favor", ActionKind::kBuyFavor},
                                       {"accept", ActionKind::kAccept},
                                       {"decline", ActionKind::kDecline},
                                       {"pass", ActionKind::kPass},
                                       {"send-offer", ActionKind::kSendOffer},
                                       {"withdraw-offer", ActionKind::kWithdrawOffer}};
  for (const Simple& s : kSimple)
    if (head == s.word) {
      need(1);
      return make(s.kind);
    }
  struct RoomWord {
    std::string_view word;
    ActionKind kind;
  };
  static constexpr RoomWord kRoomWords[] = {
      {"enter", ActionKind::kBreakIn}, {"move", ActionKind::kMove},
      {"key", ActionKind::kUseKey},    {"picklock", ActionKind::kPickLock},
      {"unlock", ActionKind::kUnlock}, {"gasp-room", ActionKind::kGaspRoom}};
  for (const RoomWord& s : kRoomWords)
    if (head == s.word) {
      need(2);
      return make(s.kind, prefixed(text, w[1], "R", 0, kMaxRooms - 1));
    }
  if (head == "heybuddy" || head == "gasp-target") {
    need(2);
    return make(head == "heybuddy" ? ActionKind::kHeyBuddy : ActionKind::kGaspCharacter,
                prefixed(text, w[1], "P", 0, kMaxChars - 1));
  }
  if (head == "favor") {
    if (w.size() == 3 && w[1] == "send_to_car")
      return make(ActionKind::kSendToCar, prefixed(text, w[2], "P", 0, kMaxChars - 1));
    need(2);
    for (int i = 0; i < kNumAbilities; ++i)
      if (w[1] == ability_name(static_cast<Ability>(i))) return make(ActionKind::kCallFavor, i);
    bad_text(text, "unknown ability '" + std::string(w[1]) + "'");
  }
  if (head == "keep-roll") {
    need(2);
    if (w[1] == "1") return make(ActionKind::kKeepRoll, 0);
    if (w[1] == "2") return make(ActionKind::kKeepRoll, 1);
    bad_text(text, "keep-roll takes 1 or 2");
  }
  if (head == "trade") {
    need(2);
    return make(ActionKind::kTradeWith, prefixed(text, w[1], "P", 0, kMaxChars - 1));
  }
  if (head == "give" || head == "ask") {
    need(2);
    for (int k = 0; k < kNumItemKinds; ++k)
      if (w[1] == kItemKindNames[k])
        return make(head == "give" ? ActionKind::kGive : ActionKind::kAsk, k);
    bad_text(text, "expected favor, key, gem or coin");
  }
  return parse_chance(text, w);
}

std::string State::action_to_string(ActionId action) const {
  return to_string(decode(action));
}
// Every event of this game is public (a dealt character card is read aloud, a Room card is
// flipped, a drawn token or GASP! card is shown): every seat reads it in words, the full
// view in the notation.
std::string State::action_to_string(ActionId action, int viewer) const {
  if (viewer == kFullView) return to_string(decode(action));
  return event_text(*this, decode(action));
}
ActionId State::action_from_string(std::string_view text) const {
  return encode(parse_action(text));
}

}  // namespace caper::mansky_caper
