// Captain Cool scoring: the score track's jump-over rule and the Big Deal's chain and
// boss bonuses.
#include <gsl/util>

#include "caper/captain_cool/game.hpp"

namespace caper::captain_cool {

// The score track's jump-over rule: a marker landing on an occupied number moves on to
// the next free one.
void State::add_points(int seat, int points) {
  if (points <= 0) return;
  int target = scores_[idx(seat)] + points;
  for (bool moved = true; moved;) {
    moved = false;
    for (int q = 0; q < n(); ++q) {
      if (q != seat && scores_[idx(q)] == target) {
        ++target;
        moved = true;
      }
    }
  }
  // Below kScoreCap: a score plus the points still winnable never passes it.
  scores_[idx(seat)] = gsl::narrow_cast<std::int16_t>(target);
}

// A card placed on its space scores the length of the unbroken chain it ends up in (the
// circle is closed: 10 is next to 1), plus 3 per icon for a boss where the player has a
// figure and 3 more where the player holds the majority.
int State::big_deal_points(int seat, int c) const {
  const Card& k = card(c);
  const int space = k.value - 1;
  int length = 1;
  int occupied = 0;
  for (auto other : circle_) occupied += other >= 0 ? 1 : 0;
  if (occupied >= kCircleSpaces - 1) {
    length = kCircleSpaces;
  } else {
    for (int i = 1; circle_[idx((space + i) % kCircleSpaces)] >= 0; ++i) ++length;
    for (int i = 1; circle_[idx((space - i + kCircleSpaces) % kCircleSpaces)] >= 0; ++i) ++length;
  }
  int bonus = 0;
  for (int b = 0; b < kNumBosses; ++b) {
    if ((k.icons & (1u << b)) == 0 || figures(kNumPubs + b, seat) == 0) continue;
    bonus += 3;
    if (counters_.majority[idx(b)] == seat) bonus += 3;
  }
  return length + bonus;
}

}  // namespace caper::captain_cool
