#include "caper/mansky_caper/actions.hpp"

#include <array>
#include <charconv>
#include <string>
#include <vector>

#include "caper/core/error.hpp"

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
  switch (x.type) {
    case ActionType::kBreakIn:
      return "enter R" + a;
    case ActionType::kOpen:
      return "open";
    case ActionType::kMove:
      return "move R" + a;
    case ActionType::kUseKey:
      return "key R" + a;
    case ActionType::kPickLock:
      return "picklock R" + a;
    case ActionType::kUnlock:
      return "unlock R" + a;
    case ActionType::kStash:
      return "stash";
    case ActionType::kStashInPlace:
      return "stash-here";
    case ActionType::kHeyBuddy:
      return "heybuddy P" + a;
    case ActionType::kWait:
      return "wait";
    case ActionType::kProposeEnd:
      return "propose-end";
    case ActionType::kBuyFavor:
      return "buy-favor";
    case ActionType::kAccept:
      return "accept";
    case ActionType::kDecline:
      return "decline";
    case ActionType::kPass:
      return "pass";
    case ActionType::kCallFavor:
      return "favor " + std::string(ability_name(static_cast<Ability>(x.a)));
    case ActionType::kSendToCar:
      return "favor send_to_car P" + a;
    case ActionType::kKeepRoll:
      return "keep-roll " + std::to_string(x.a + 1);
    case ActionType::kGaspCharacter:
      return "gasp-target P" + a;
    case ActionType::kGaspRoom:
      return "gasp-room R" + a;
    case ActionType::kTradeWith:
      return "trade P" + a;
    case ActionType::kGive:
      return "give " + std::string(kItemKindNames[x.a]);
    case ActionType::kAsk:
      return "ask " + std::string(kItemKindNames[x.a]);
    case ActionType::kSendOffer:
      return "send-offer";
    case ActionType::kWithdrawOffer:
      return "withdraw-offer";
    case ActionType::kDeal:
      return "deal c" + a;
    case ActionType::kRevealRoom:
      return "card " + a;
    case ActionType::kDrawToken:
      return "draw " + std::string(kColorNames[x.a]);
    case ActionType::kLootKind:
      return "loot k" + a;
    case ActionType::kGaspCard:
      return "gasp-card g" + a;
    case ActionType::kDieFace:
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
  auto need = [&](std::size_t n) {
    if (w.size() != n)
      bad_text(text, "expected " + std::to_string(n) + " words, got " + std::to_string(w.size()));
  };
  auto make = [](ActionType type, int a = 0, int b = 0, int c = 0) {
    return Action{type, static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                  static_cast<std::uint8_t>(c)};
  };
  const std::string_view head = w[0];
  struct Simple {
    std::string_view word;
    ActionType type;
  };
  static constexpr Simple kSimple[] = {{"open", ActionType::kOpen},
                                       {"stash", ActionType::kStash},
                                       {"stash-here", ActionType::kStashInPlace},
                                       {"wait", ActionType::kWait},
                                       {"propose-end", ActionType::kProposeEnd},
                                       {"buy-favor", ActionType::kBuyFavor},
                                       {"accept", ActionType::kAccept},
                                       {"decline", ActionType::kDecline},
                                       {"pass", ActionType::kPass},
                                       {"send-offer", ActionType::kSendOffer},
                                       {"withdraw-offer", ActionType::kWithdrawOffer}};
  for (const Simple& s : kSimple)
    if (head == s.word) {
      need(1);
      return make(s.type);
    }
  struct RoomWord {
    std::string_view word;
    ActionType type;
  };
  static constexpr RoomWord kRoomWords[] = {
      {"enter", ActionType::kBreakIn}, {"move", ActionType::kMove},
      {"key", ActionType::kUseKey},    {"picklock", ActionType::kPickLock},
      {"unlock", ActionType::kUnlock}, {"gasp-room", ActionType::kGaspRoom}};
  for (const RoomWord& s : kRoomWords)
    if (head == s.word) {
      need(2);
      return make(s.type, prefixed(text, w[1], "R", 0, kMaxRooms - 1));
    }
  if (head == "heybuddy" || head == "gasp-target") {
    need(2);
    return make(head == "heybuddy" ? ActionType::kHeyBuddy : ActionType::kGaspCharacter,
                prefixed(text, w[1], "P", 0, kMaxChars - 1));
  }
  if (head == "favor") {
    if (w.size() == 3 && w[1] == "send_to_car")
      return make(ActionType::kSendToCar, prefixed(text, w[2], "P", 0, kMaxChars - 1));
    need(2);
    for (int i = 0; i < kNumAbilities; ++i)
      if (w[1] == ability_name(static_cast<Ability>(i))) return make(ActionType::kCallFavor, i);
    bad_text(text, "unknown ability '" + std::string(w[1]) + "'");
  }
  if (head == "keep-roll") {
    need(2);
    if (w[1] == "1") return make(ActionType::kKeepRoll, 0);
    if (w[1] == "2") return make(ActionType::kKeepRoll, 1);
    bad_text(text, "keep-roll takes 1 or 2");
  }
  if (head == "trade") {
    need(2);
    return make(ActionType::kTradeWith, prefixed(text, w[1], "P", 0, kMaxChars - 1));
  }
  if (head == "give" || head == "ask") {
    need(2);
    for (int k = 0; k < kNumItemKinds; ++k)
      if (w[1] == kItemKindNames[k])
        return make(head == "give" ? ActionType::kGive : ActionType::kAsk, k);
    bad_text(text, "expected favor, key, gem or coin");
  }
  if (head == "deal") {
    need(2);
    return make(ActionType::kDeal, prefixed(text, w[1], "c", 0, kMaxCharacters - 1));
  }
  if (head == "card") {
    need(2);
    return make(ActionType::kRevealRoom, prefixed(text, w[1], "", 0, kMaxRoomCards - 1));
  }
  if (head == "draw") {
    need(2);
    for (int i = 0; i < 3; ++i)
      if (w[1] == kColorNames[i]) return make(ActionType::kDrawToken, i);
    bad_text(text, "draw loot, draw gasp or draw danger");
  }
  if (head == "loot") {
    need(2);
    return make(ActionType::kLootKind, prefixed(text, w[1], "k", 0, kMaxLootKinds - 1));
  }
  if (head == "gasp-card") {
    need(2);
    return make(ActionType::kGaspCard, prefixed(text, w[1], "g", 0, kMaxGaspKinds - 1));
  }
  if (head == "die") {
    need(2);
    return make(ActionType::kDieFace, prefixed(text, w[1], "", 0, kDieFaces - 1, 1));
  }
  bad_text(text, "unknown action");
}

}  // namespace caper::mansky_caper
