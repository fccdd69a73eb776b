// Captain Cool: the invariants of a state that play depends on, checked when a state is
// loaded (docs/rules/captain_cool.md, "Invariants of a state"). Each refusal names the
// field and the invariant. Every check holds for every state legal play reaches, and is
// kept by every move from a state that passes them all.
#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "caper/core/bits.hpp"
#include "caper/core/index.hpp"
#include "captain_cool/internal.hpp"

namespace caper::captain_cool {
namespace {

constexpr std::uint8_t kSkipBosses = kIconCC | kIconEd;  // abilities that may place nothing
constexpr int kMaxJump = kMaxPlayers - 1;                // markers a scoring can jump over
// The most one seat can score from one pub (both cards, each with jumps; charity is less)
// and from one Big Deal card (the full chain, 6 per boss icon, jumps).
constexpr int kPubPoints = 2 * (kCircleSpaces + kMaxJump);
constexpr int kCardPoints = kCircleSpaces + 6 * kNumBosses + kMaxJump;
constexpr int kRoundPoints = kNumPubs * kPubPoints + kCircleSpaces * kCardPoints;

bool is_setup(Phase ph) {
  return ph == Phase::kStartScores || ph == Phase::kDeal || ph == Phase::kSpares;
}
bool before_reveals(Phase ph) {
  return ph <= Phase::kSpares;  // the chance phases: set-up and refill
}
bool is_resolution(Phase ph) {
  return ph >= Phase::kBossDecision && ph <= Phase::kEdwardTo;
}
bool is_affray(Phase ph) {
  return ph == Phase::kAffrayPick || ph == Phase::kAffrayOrder;
}
std::string seat_path(std::string_view field, int p) {
  return fmt::format("state.{}[{}]", field, p);
}

}  // namespace

void StateJson::check_phase_fields(const State& s) {
  const Phase ph = s.phase_;
  const int n = s.n();
  const bool player_phase = ph > Phase::kSpares && ph != Phase::kOver;
  if (player_phase != (s.actor_ >= 0))
    bad_state("state.actor: must be a seat exactly in player phases");
  if (is_setup(ph) && s.round_ != 1)
    bad_state(fmt::format("state.round: '{}' happens in round 1 only", name_of(kPhaseNames, ph)));
  if (ph == Phase::kChoose) {
    int first = -1;
    for (int p = 0; p < n && first < 0; ++p)
      if (at(s.pending_, p) < 0) first = p;
    if (first != s.actor_)
      bad_state("state.actor: in 'choose' the actor is the first seat without a pending choice");
  } else {
    for (int p = 0; p < n; ++p)
      if (at(s.pending_, p) >= 0) bad_state("state.pending: choices are pending only in 'choose'");
  }
  if (ph == Phase::kStartScores && s.counters_.sub >= n - 1)
    bad_state("state.sub: out of range for start_scores");
  if ((ph == Phase::kFillBoss || ph == Phase::kFillPlain) && s.counters_.sub >= kNumPubs)
    bad_state("state.sub: out of range for filling the pubs");
  if (ph == Phase::kDeal && s.counters_.sub >= n * cards_per_player(n))
    bad_state("state.sub: out of range for the deal");
  if (ph == Phase::kSpares && s.counters_.sub >= spare_cards(n))
    bad_state("state.sub: out of range for the spares");
  if (ph == Phase::kTomPlace && s.counters_.sub > 1)
    bad_state("state.sub: Tom places at most 2 figures");
  if ((ph == Phase::kEdwardFrom || ph == Phase::kEdwardTo) && s.counters_.sub > 1)
    bad_state("state.sub: Edward moves at most 2 figures");
}

void StateJson::check_resolution(const State& s) {
  const Phase ph = s.phase_;
  if (!is_resolution(ph)) {
    if (s.queue_len_ != 0) bad_state("state.queue: must be empty outside the boss resolution");
  } else {
    if (!s.advanced())
      bad_state(fmt::format("state.phase: '{}' exists only in the advanced game",
                            name_of(kPhaseNames, ph)));
    if (s.counters_.queue_pos >= s.queue_len_ || s.queue_[s.counters_.queue_pos] != s.actor_)
      bad_state("state.queue: the actor must be the boss-card player at queue_pos");
    // Scores do not move during the placements, so the rank order is today's.
    int len = 0;
    for (std::int8_t p : s.rank_order()) {
      if (p < 0) break;
      if (at(s.revealed_, p) < 0)
        bad_state(fmt::format("{}: every seat's card is revealed in a resolution",
                              seat_path("revealed", p)));
      if (at(s.revealed_, p) < kNumPubs) continue;
      if (len >= s.queue_len_ || at(s.queue_, len) != p)
        bad_state("state.queue: must list the seats that revealed a boss card, highest rank first");
      ++len;
    }
    if (len != s.queue_len_)
      bad_state("state.queue: must list the seats that revealed a boss card, highest rank first");
    for (int i = 0; i < s.queue_len_; ++i) {
      const int seat = at(s.queue_, i);
      const int played = at(s.revealed_, seat);
      if (played < kNumPubs)
        bad_state(fmt::format("state.queue[{}]: seat {} did not play a boss card", i, seat));
      const bool decided =
          i < s.counters_.queue_pos || (i == s.counters_.queue_pos && ph != Phase::kBossDecision);
      const bool used = (at(s.used_, seat) >> (played - kNumPubs)) & 1u;
      if (!decided && used)
        bad_state(
            fmt::format("{}: the boss card still to be decided was used", seat_path("used", seat)));
      if (i == s.counters_.queue_pos && decided && !used)
        bad_state("state.used: an ability in use must be marked used");
    }
    const int boss = at(s.revealed_, s.actor_) - kNumPubs;
    const bool fits =
        ph == Phase::kBossDecision || (ph == Phase::kTomPlace && boss == kTom) ||
        (ph == Phase::kOptionalPlace && boss != kTom) ||
        ((ph == Phase::kSwapFirst || ph == Phase::kSwapSecond) && boss == kCaptainCool) ||
        ((ph == Phase::kEdwardFrom || ph == Phase::kEdwardTo) && boss == kEdward);
    if (!fits)
      bad_state(fmt::format("state.phase: '{}' does not belong to the boss card played",
                            name_of(kPhaseNames, ph)));
  }
  const bool needs_pick = ph == Phase::kSwapSecond || ph == Phase::kEdwardTo;
  if (needs_pick != (s.counters_.pick_place >= 0))
    bad_state("state.pick: set exactly in swap_second and edward_to");
  if (ph == Phase::kSwapSecond &&
      (s.counters_.pick_seat < 0 || s.standing(s.counters_.pick_place, s.counters_.pick_seat) == 0))
    bad_state("state.pick: the first figure of the exchange must be standing there");
  if (ph == Phase::kEdwardTo &&
      (s.counters_.pick_seat >= 0 || s.standing(s.counters_.pick_place, s.actor_) == 0))
    bad_state("state.pick: Edward moves one of the actor's standing figures (seat must be null)");
}

// Cards: a hidden hand card was dealt, so it is plain; the set-up starts from full piles;
// a refill draws from each pile once, into the pubs' empty spaces in order.
void StateJson::check_cards(const State& s) {
  const Phase ph = s.phase_;
  for (int p = 0; p < s.n(); ++p) {
    const std::uint64_t hidden = s.hand_cards(p) & ~s.public_;
    if (hidden & ~s.game().pile_cards(kPlainPile))
      bad_state(fmt::format(
          "state.hands[{}]: card {} is a boss card that was never shown (only plain cards are "
          "dealt)",
          p, std::countr_zero(hidden & ~s.game().pile_cards(kPlainPile))));
  }
  if (ph == Phase::kStartScores && s.in_pile_ != (std::uint64_t{1} << kNumCards) - 1)
    bad_state("state.piles: before the pubs are filled every card is in its pile");
  const int used = bit_count(unsigned{s.decks_used_});
  const int want = ph == Phase::kStartScores ? 0
                   : ph == Phase::kFillBoss  ? s.counters_.sub
                                             : kNumPiles;
  if (used != want)
    bad_state(
        fmt::format("state.decks_used: {} piles expected in '{}' (one per pub filled from "
                    "the piles)",
                    want, name_of(kPhaseNames, ph)));
  if (ph != Phase::kFillBoss && ph != Phase::kFillPlain) return;
  unsigned drawn = 0;
  for (int pub = 0; pub < kNumPubs; ++pub) {
    const int first = at(at(s.pubs_, pub), 0);
    const int second = at(at(s.pubs_, pub), 1);
    const bool first_full = ph == Phase::kFillPlain || pub < s.counters_.sub;
    const bool second_full = ph == Phase::kFillPlain && pub < s.counters_.sub;
    if ((first >= 0) != first_full || (second >= 0) != second_full)
      bad_state(
          fmt::format("state.pubs[{}]: pubs are filled in order, the first space of each "
                      "from the piles, then the second from the plain pile",
                      pub));
    if (ph == Phase::kFillBoss && first >= 0) drawn |= 1u << pile_of(s.card(first));
  }
  if (ph == Phase::kFillBoss && drawn != s.decks_used_)
    bad_state("state.decks_used: must name the piles of the pubs' first cards");
}

// Each pile holds at least the cards the rest of the game draws from it: a boss pile one a
// round, the plain pile one and four a round plus the deal and the spares in round 1.
void StateJson::check_piles(const State& s) {
  const Phase ph = s.phase_;
  const int n = s.n();
  const int later = kRounds - s.round_;
  for (int k = 0; k < kNumPiles; ++k) {
    const bool undrawn =
        ph == Phase::kStartScores || (ph == Phase::kFillBoss && !((s.decks_used_ >> k) & 1u));
    int need = later + (undrawn ? 1 : 0);
    if (k == kPlainPile) {
      const int setup = n * cards_per_player(n) + spare_cards(n);
      need = later * (1 + kNumPubs) + (undrawn ? 1 : 0);
      if (ph == Phase::kStartScores || ph == Phase::kFillBoss) need += kNumPubs;
      if (ph == Phase::kFillPlain) need += kNumPubs - s.counters_.sub;
      if (s.round_ == 1 && before_reveals(ph) && ph != Phase::kDeal && ph != Phase::kSpares)
        need += setup;
      if (ph == Phase::kDeal) need += setup - s.counters_.sub;
      if (ph == Phase::kSpares) need += spare_cards(n) - s.counters_.sub;
    }
    if (at(s.counters_.pile_left, k) < need)
      bad_state(
          fmt::format("state.piles.{}: holds {} cards, but the rest of the game draws {} "
                      "from it",
                      pile_name(k), at(s.counters_.pile_left, k), need));
  }
}

// Reveals and figures. Before the first reveal of a round every figure is in its supply
// and no action card is revealed or used. Each completed reveal put a figure of every seat
// on the board or used one of its Captain Cool / Edward abilities (which may place none),
// so `step` is at most every seat's placed figures plus those abilities used, counting
// the reveal being resolved for the seats whose part of it is done. A seat still to play
// in a reveal has a figure to place.
void StateJson::check_step(const State& s) {
  const Phase ph = s.phase_;
  for (int p = 0; p < s.n(); ++p) {
    const int placed = kFigures - at(s.supply_, p);
    if (before_reveals(ph)) {
      if (placed != 0 || at(s.revealed_, p) >= 0 || at(s.used_, p) != 0 || s.counters_.step != 0)
        bad_state(
            fmt::format("{}: before the first reveal of a round all figures are in the "
                        "supply, no card is revealed or used and step is 0",
                        seat_path("supply", p)));
      continue;
    }
    bool done = false;  // this seat's part of the reveal being resolved is done
    bool to_place = ph == Phase::kChoose;
    if (is_resolution(ph)) {
      done = at(s.revealed_, p) < kNumPubs;
      for (int i = 0; i < s.queue_len_; ++i) {
        if (at(s.queue_, i) != p) continue;
        done = i < s.counters_.queue_pos ||
               (i == s.counters_.queue_pos && ph != Phase::kBossDecision &&
                (ph != Phase::kTomPlace || s.counters_.sub > 0));
        to_place = !done;
      }
    }
    if (to_place && at(s.supply_, p) == 0)
      bad_state(fmt::format("{}: a seat still to play in this reveal has a figure",
                            seat_path("supply", p)));
    const int skips = bit_count(static_cast<unsigned>(at(s.used_, p) & kSkipBosses));
    if (s.counters_.step + (done ? 1 : 0) > placed + skips)
      bad_state(
          fmt::format("state.step: {} reveals, but seat {} has placed {} figures and used "
                      "{} Captain Cool / Edward abilities (each reveal places a figure or "
                      "uses one)",
                      s.counters_.step, p, placed, skips));
  }
}

// An upper bound of the points one seat can still score this game: a full round for each
// round to come, and in this one each pub not yet decided and each empty Big Deal space.
// Every move scores at most what it takes off this bound.
int StateJson::points_left(const State& s) {
  const Phase ph = s.phase_;
  int pubs = kNumPubs;
  if (is_affray(ph)) pubs = kNumPubs - s.counters_.affray_pub;
  if (ph == Phase::kBigDeal || ph == Phase::kOver) pubs = 0;
  int empty = 0;
  for (auto c : s.circle_) empty += c < 0 ? 1 : 0;
  return (kRounds - s.round_) * kRoundPoints + pubs * kPubPoints + empty * kCardPoints;
}

// A score plus the points still winnable stays within kScoreCap, so that any score play
// reaches from a loaded state loads again.
void StateJson::check_scores(const State& s) {
  const int cap = kScoreCap - points_left(s);
  for (int p = 0; p < s.n(); ++p)
    if (at(s.scores_, p) > cap)
      bad_state(fmt::format("{}: at most {} here ({} less the {} points still winnable)",
                            seat_path("scores", p), cap, kScoreCap, points_left(s)));
}

// The Affray decides the pubs in order: those before affray_pub are empty, the others
// hold both cards; the seat asked is the one the Affray asks.
void StateJson::check_affray(const State& s) {
  const Phase ph = s.phase_;
  if (!is_affray(ph)) return;
  for (int pub = 0; pub < kNumPubs; ++pub) {
    const bool full = at(at(s.pubs_, pub), 0) >= 0 && at(at(s.pubs_, pub), 1) >= 0;
    const bool empty = at(at(s.pubs_, pub), 0) < 0 && at(at(s.pubs_, pub), 1) < 0;
    if (pub < s.counters_.affray_pub ? !empty : pub == s.counters_.affray_pub && !full)
      bad_state(
          fmt::format("state.pubs[{}]: the pubs before affray_pub are decided (empty); "
                      "the pub being decided holds two cards",
                      pub));
  }
  const int pub = s.counters_.affray_pub;
  int top = 0;
  for (int p = 0; p < s.n(); ++p) top = std::max(top, s.figures(pub, p));
  int leaders = 0;
  int lowest = -1;
  for (int p = 0; p < s.n(); ++p) {
    if (top == 0 || s.figures(pub, p) != top) continue;
    ++leaders;
    if (lowest < 0 || at(s.scores_, p) < at(s.scores_, lowest)) lowest = p;
  }
  const bool same_value =
      s.card(at(at(s.pubs_, pub), 0)).value == s.card(at(at(s.pubs_, pub), 1)).value;
  const bool fits = ph == Phase::kAffrayPick ? leaders == 1 : leaders >= 2 && !same_value;
  if (!fits || lowest != s.actor_)
    bad_state(fmt::format("state.actor: in '{}' the seat asked is {}", name_of(kPhaseNames, ph),
                          ph == Phase::kAffrayPick ? "the one majority holder of the pub"
                                                   : "the lowest-scored of the tied leaders, for "
                                                     "two cards of different values"));
}

// The Big Deal goes in `order`; the seats before `turn` could place nothing more and
// showed their hands.
void StateJson::check_big_deal(const State& s) {
  if (s.phase_ != Phase::kBigDeal) return;
  if (s.order_[0] < 0 || s.counters_.turn >= s.n() || s.order_[s.counters_.turn] != s.actor_)
    bad_state("state.order: in 'big_deal' the actor must be order[turn]");
  for (int i = 0; i < s.counters_.turn; ++i) {
    const int p = at(s.order_, i);
    if (s.placeable(s.hand_cards(p)) != 0 || (s.hand_cards(p) & ~s.public_) != 0)
      bad_state(
          fmt::format("{}: a seat before the turn in the Big Deal has no card it can place "
                      "and has shown its hand",
                      seat_path("shown", p)));
  }
}

void StateJson::check_playable(const State& s) {
  if (s.phase_ == Phase::kOver) return;
  ActionList legal;
  s.legal_actions(legal);
  if (legal.empty())
    bad_state(fmt::format("state.phase: '{}' has no legal action in this position",
                          name_of(kPhaseNames, s.phase_)));
}

}  // namespace caper::captain_cool
