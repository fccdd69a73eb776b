// Captain Cool's places and the advanced game's moves of Positions in words: a boss card
// used the basic way or for its special ability, Tom's two figures, Captain Cool's exchange
// and Edward's moves. These moves are public (the cards are revealed), so every seat and
// the full view read them alike; the seat that makes one reads the same in its move list.
#include <array>

#include <fmt/format.h>

#include "caper/captain_cool/game.hpp"
#include "place_text.hpp"

namespace caper::captain_cool {
namespace {

constexpr std::array<std::string_view, kNumBosses> kBossWords{"Captain Cool", "Tom", "Edward"};

// What each special ability lets its player do (the rulebook's "Advanced Rules").
constexpr std::array<std::string_view, kNumBosses> kAbilityWords{
    "exchange 2 figures", "place 2 figures anywhere", "move up to 2 figures"};

}  // namespace

std::string_view boss_words(int boss) {
  return kBossWords[idx(boss)];
}

std::string place_words(int place) {
  if (place < kNumPubs) return fmt::format("pub {}", place_name(place));
  return std::string(boss_words(place - kNumPubs));
}

std::string at_place(int place) {
  return fmt::format("{} {}", place < kNumPubs ? "in" : "at", place_words(place));
}

// The move `a` of the phase in words, or "" when `a` is not one of the phase's kinds. Short
// enough that a move list fits a terminal's width in few rows; the seat whose figure is
// picked comes last, so that a long list of them groups by place ("exchange, in pub I, a
// figure of:  1) p0  2) p3").
std::string State::placement_words(const Action& a) const {
  const bool place = a.kind == ActionKind::kPlace;
  const bool done = a.kind == ActionKind::kDone;
  switch (phase_) {
    case Phase::kBossDecision: {
      const int boss = revealed_[idx(actor_)] - kNumPubs;  // the boss card being used
      if (a.kind == ActionKind::kPlain)
        return fmt::format("place a figure at {} as in the basic rules", boss_words(boss));
      if (a.kind == ActionKind::kAbility)
        return fmt::format("use {}'s special ability ({})", boss_words(boss),
                           kAbilityWords[idx(boss)]);
      return "";
    }
    case Phase::kTomPlace:  // after "use Tom's special ability (place 2 figures anywhere)"
      return place ? fmt::format("place one {}", at_place(a.arg)) : "";
    case Phase::kOptionalPlace:
      if (place) return fmt::format("place a figure {}", at_place(a.arg));
      return done ? fmt::format("place no figure at {}", place_words(revealed_[idx(actor_)])) : "";
    case Phase::kSwapFirst:
      if (a.kind == ActionKind::kFigure)
        return fmt::format("exchange, {}, a figure of p{}", at_place(a.arg), a.seat);
      return done ? "exchange none" : "";
    case Phase::kSwapSecond:
      return a.kind == ActionKind::kFigure
                 ? fmt::format("exchange it with, {}, a figure of p{}", at_place(a.arg), a.seat)
                 : "";
    case Phase::kEdwardFrom:
      if (place) return fmt::format("move a figure from {}", place_words(a.arg));
      if (done) return counters_.sub == 0 ? "move no figure" : "move no second figure";
      return "";
    case Phase::kEdwardTo:  // after "move a figure from pub I"
      return place ? fmt::format("move it to {}", place_words(a.arg)) : "";
    default:
      return "";
  }
}

}  // namespace caper::captain_cool
