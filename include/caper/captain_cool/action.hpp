// Captain Cool actions: a structured action, its dense id and its text notation.
//
// Id layout (173 ids):
//   0..49    Draw      chance: the card with this id is drawn ("draw c17")
//   50..56   Start     chance: the seat being set up starts on score 1..7 ("start 3")
//   57..63   Play      secret choice of an action card: place I..IV, CC, Tom, Ed ("play II")
//   64..70   Place     a place of the board I..IV, CC, Tom, Ed ("at Tom")
//   71..119  Figure    a standing figure: place * 7 + seat ("fig III 2")
//   120..169 Card      a gangster card to take, score first or put on the Big Deal ("c17")
//   170      Plain     use a played boss card the basic way ("plain")
//   171      Ability   use its special ability ("ability")
//   172      Done      skip an optional step ("done")
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "caper/captain_cool/data.hpp"
#include "caper/core/action.hpp"

namespace caper::captain_cool {

enum class ActionKind : std::uint8_t {
  kDraw,
  kStart,
  kPlay,
  kPlace,
  kFigure,
  kCard,
  kPlain,
  kAbility,
  kDone
};

struct Action {
  ActionKind kind = ActionKind::kDone;
  int arg = 0;   // card id, score, place, or figure place
  int seat = 0;  // figure owner (kFigure only)
  friend bool operator==(const Action&, const Action&) = default;
};

inline constexpr ActionId kDrawBase = 0;
inline constexpr ActionId kStartBase = kDrawBase + kNumCards;                  // 50
inline constexpr ActionId kPlayBase = kStartBase + kMaxPlayers;                // 57
inline constexpr ActionId kPlaceBase = kPlayBase + kNumPlaces;                 // 64
inline constexpr ActionId kFigureBase = kPlaceBase + kNumPlaces;               // 71
inline constexpr ActionId kCardBase = kFigureBase + kNumPlaces * kMaxPlayers;  // 120
inline constexpr ActionId kPlainId = kCardBase + kNumCards;                    // 170
inline constexpr ActionId kAbilityId = kPlainId + 1;                           // 171
inline constexpr ActionId kDoneId = kAbilityId + 1;                            // 172
inline constexpr ActionId kNumDistinctActions = kDoneId + 1;                   // 173

constexpr ActionId draw_id(int card) {
  return kDrawBase + static_cast<ActionId>(card);
}
constexpr ActionId start_id(int score) {
  return kStartBase + static_cast<ActionId>(score - 1);
}
constexpr ActionId play_id(int place) {
  return kPlayBase + static_cast<ActionId>(place);
}
constexpr ActionId place_id(int place) {
  return kPlaceBase + static_cast<ActionId>(place);
}
constexpr ActionId figure_id(int place, int seat) {
  return kFigureBase + static_cast<ActionId>(place * kMaxPlayers + seat);
}
constexpr ActionId card_id(int card) {
  return kCardBase + static_cast<ActionId>(card);
}

[[noreturn, gnu::cold]] void throw_bad_action_id(ActionId id);

// Throws InvalidArgument for an id >= kNumDistinctActions. Inline: apply decodes its action.
inline Action decode(ActionId id) {
  const int i = static_cast<int>(id);
  if (id < kStartBase) return {ActionKind::kDraw, i, 0};
  if (id < kPlayBase) return {ActionKind::kStart, i - static_cast<int>(kStartBase) + 1, 0};
  if (id < kPlaceBase) return {ActionKind::kPlay, i - static_cast<int>(kPlayBase), 0};
  if (id < kFigureBase) return {ActionKind::kPlace, i - static_cast<int>(kPlaceBase), 0};
  if (id < kCardBase) {
    const int f = i - static_cast<int>(kFigureBase);
    return {ActionKind::kFigure, f / kMaxPlayers, f % kMaxPlayers};
  }
  if (id < kPlainId) return {ActionKind::kCard, i - static_cast<int>(kCardBase), 0};
  if (id == kPlainId) return {ActionKind::kPlain, 0, 0};
  if (id == kAbilityId) return {ActionKind::kAbility, 0, 0};
  if (id == kDoneId) return {ActionKind::kDone, 0, 0};
  throw_bad_action_id(id);
}
ActionId encode(const Action& action);

// The id <-> action codec every game has (the free functions above are its inline core).
class ActionCodec {
 public:
  ActionId encode(const Action& action) const { return captain_cool::encode(action); }
  Action decode(ActionId id) const { return captain_cool::decode(id); }
  ActionId size() const { return kNumDistinctActions; }
};

// Text notation (see the layout above); parse throws ParseError.
std::string to_string(const Action& action);
Action parse_action(std::string_view text);

}  // namespace caper::captain_cool
