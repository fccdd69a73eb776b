// determinize(viewer, rng): a full state drawn from what `viewer` knows, and from nothing
// else: every step below reads the viewer's information only (their own cards, the public
// cards and records, hand sizes), so two states the viewer cannot tell apart give the same
// result for the same rng (so a sample leaks nothing the viewer does not know).
//
// The unknowns are the unrevealed opponents' hidden cards and the opponents' hands (and the
// undealt deck during the deal). Constraints, all public:
//   - a hidden card fits its owner's piles, was not named in a failed guess by or against
//     its owner, and every card named without effect is some hidden card;
//   - a "could not play" record keeps the cards playable there then out of the hand, and
//     the cards played since must not have been playable then;
//   - an opening fills the most piles it can (a ruling): with O the opening cards, every
//     pile reachable from a pile left empty by alternating through O (an O card fitting a
//     reached pile reaches the pile it lies on) is one no later card of the player fits;
//   - the player to act holds a card they can play (on a category face, when asked), and a
//     player in the middle of their opening holds a hand for which their plays so far were
//     optimal (a "plan", below).
// Given the hidden cards, the hands are a bipartite matching of the unseen cards into bins
// with capacities (each opponent's hand, extra one-card bins for what the player to act
// must hold, the undealt deck), by augmenting paths in random order.
//
// Method: kDeterminizeAttempts rejection-sampling attempts (random hidden cards, then the
// matching), then a depth-first search over the hidden cards and plans, candidates in
// random order, each leaf completed by the matching. The search is exhaustive, and the true
// state is one solution, so it always ends with a consistent state.
// The result is always consistent; it is not exactly the posterior distribution.
#include <algorithm>
#include <optional>
#include <span>
#include <vector>

#include <fmt/format.h>

#include <gsl/narrow>

#include "caper/card_caper/game.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"

namespace caper::card_caper {
namespace {

std::vector<Card> cards_of(CardSet set) {
  std::vector<Card> out;
  while (set != 0) {
    out.push_back(lowest_card(set));
    set &= set - 1;
  }
  return out;
}

Card pick(CardSet set, Rng& rng) {
  const std::vector<Card> cards = cards_of(set);
  return cards[idx(rng.below(cards.size()))];
}

bool in(unsigned piles, int c) {
  return ((piles >> c) & 1U) != 0;
}

// The cards that fit some pile of `piles` for hidden card h.
CardSet fitting_any(unsigned piles, Card h) {
  CardSet out = 0;
  for (int c = 0; c < kNumCategories; ++c)
    if (in(piles, c)) out |= fitting_cards(static_cast<Category>(c), h);
  return out;
}

// A player in the middle of their opening played O onto some piles; E are still empty. Their
// plays were optimal exactly when the hand H has a matching W into E such that no
// alternating path leads from an unmatched pile to an unmatched card. A plan fixes the
// unmatched piles `free` and the piles `reach` such paths reach (closed under O, containing
// `free`): then W holds one card for each pile e of E - free, fitting no pile of `reach`
// unless e is in `reach`, and no other card of H fits a pile of `reach`.
struct Plan {
  unsigned free = 0;
  unsigned reach = 0;
};

// One bin of the matching: an opponent's hand (or part of it) or the undealt deck (-1).
struct Bins {
  std::vector<int> owner;
  std::vector<int> capacity;
  std::vector<CardSet> allowed;
  std::vector<CardSet> content;
  void add(int o, int cap, CardSet ok) {
    owner.push_back(o);
    capacity.push_back(cap);
    allowed.push_back(ok);
    content.push_back(0);
  }
};

}  // namespace

class Determinizer {
 public:
  Determinizer(const State& s, int viewer) : s_(s), v_(viewer), n_(s.num_players()) {}

  State run(Rng& rng, int attempts) {
    prepare();
    for (int attempt = 0; attempt < attempts; ++attempt) {
      std::array<Card, kMaxPlayers> hidden = base_hidden_;
      if (!draw_hidden(hidden, rng)) continue;
      const std::vector<Plan> plans = plans_for(hidden);
      if (plans.empty()) continue;
      const Plan& plan =
          attempt % 2 == 0 ? plans.front() : plans[idx(gsl::narrow<int>(rng.below(plans.size())))];
      if (auto out = complete(hidden, plan, rng)) return *out;
    }
    std::array<Card, kMaxPlayers> hidden = base_hidden_;
    if (auto out = search(0, hidden, unseen_, rng)) return *out;
    throw InvalidArgument("card_caper determinize: the state is inconsistent");  // unreachable
  }

 private:
  // What the viewer knows, gathered once.
  void prepare() {
    unseen_ = s_.unseen_by(v_);
    // Cards named in failed guesses against or by each player (their hidden card is none).
    for (int g = 0; g < n_; ++g)
      for (int t = 0; t < n_; ++t) {
        const CardSet failed = s_.failed_guesses(g, t);
        at(failed_, g * kMaxPlayers + t) = failed;
        named_ |= failed;
        at(not_hidden_, g) |= failed;
        at(not_hidden_, t) |= failed;
      }
    named_ &= unseen_;
    for (int o = 0; o < n_; ++o) {
      if (s_.shown(o) || o == v_) at(base_hidden_, o) = s_.hidden_of(o);
      if (o == v_) continue;
      if (s_.hidden_of(o) != kNoCard && !s_.shown(o)) slots_.push_back(o);
      opponents_.push_back(o);
    }
    prepare_openings();
    const Phase ph = s_.phase_;
    if (ph == Phase::kOpening || ph == Phase::kPlay) mover_ = s_.turn_;
    if (ph == Phase::kAskResponse) mover_ = s_.asked_;
    if (mover_ == v_) mover_ = -1;
    // The search decides the most constrained hidden card first.
    const auto m = std::find(slots_.begin(), slots_.end(), mover_);
    if (m != slots_.end()) std::rotate(slots_.begin(), m, m + 1);
  }

  // The opening cards of the players who have opened and left a pile empty: the `gone`
  // snapshot of the records those piles got when their opening ended.
  void prepare_openings() {
    const Phase ph = s_.phase_;
    if (ph == Phase::kChooseDealer || ph == Phase::kDealHidden || ph == Phase::kDealHands) return;
    const int n = n_;
    const int turn_order = (s_.turn_ - s_.dealer_ - 1 + 2 * n) % n;
    for (int o = 0; o < n; ++o) {
      const int order = (o - s_.dealer_ - 1 + 2 * n) % n;
      if (ph == Phase::kOpening && order >= turn_order) continue;
      const std::optional<CardSet> opening = s_.opening_of(o);
      if (!opening) continue;  // unknown: a position written by hand (see State::opening_of)
      at(left_empty_, o) = s_.empty_piles(o);
      at(opening_, o) = *opening;
    }
  }

  // The piles of `piles` and those reached from them through the cards `opening` of player
  // o: an opening card fitting a reached pile reaches the pile it lies on.
  unsigned closure(int o, Card h, unsigned piles, CardSet opening) const {
    bool grew = true;
    while (grew) {
      grew = false;
      const CardSet fit = fitting_any(piles, h);
      for (int c = 0; c < kNumCategories; ++c)
        if (!in(piles, c) && (s_.pile(o, static_cast<Category>(c)) & opening & fit) != 0) {
          piles |= 1U << c;
          grew = true;
        }
    }
    return piles;
  }

  // The cards o held after their opening may fit none of these piles (the opening
  // filled the most piles it could).
  CardSet closed_cards(int o, Card h) const {
    if (at(left_empty_, o) == 0) return 0;
    return fitting_any(closure(o, h, at(left_empty_, o), at(opening_, o)), h);
  }

  // Candidate hidden cards of opponent o, among `pool`.
  CardSet hidden_allowed(int o, CardSet pool) const {
    CardSet allowed = 0;
    CardSet rest = pool & ~at(not_hidden_, o);
    while (rest != 0) {
      const auto h = lowest_card(rest);
      rest &= rest - 1;
      if (hidden_ok(o, h)) allowed |= bit(h);
    }
    return allowed;
  }

  bool hidden_ok(int o, Card h) const {
    for (int c = 0; c < kNumCategories; ++c) {
      const auto cat = static_cast<Category>(c);
      const CardSet pile = s_.pile(o, cat);
      if ((pile & ~fitting_cards(cat, h)) != 0) return false;
      const Unable u = s_.unable(o, cat);
      if (u.active && (playable_cards(cat, s_.gone(o) & ~u.gone, h, u.pile)) != 0) return false;
    }
    return (s_.gone(o) & ~at(opening_, o) & closed_cards(o, h)) == 0;
  }

  // Cards that opponent o may hold in hand if their hidden card is h.
  CardSet hand_allowed(int o, Card h, CardSet pool) const {
    CardSet allowed = pool & ~closed_cards(o, h);
    for (int c = 0; c < kNumCategories; ++c) {
      const Unable u = s_.unable(o, static_cast<Category>(c));
      if (u.active) allowed &= ~playable_cards(static_cast<Category>(c), pool, h, u.pile);
    }
    return allowed;
  }

  bool draw_hidden(std::array<Card, kMaxPlayers>& hidden, Rng& rng) const {
    std::vector<int> open = slots_;
    CardSet pool = unseen_;
    std::vector<Card> named = cards_of(named_);
    rng.shuffle(std::span<Card>(named));
    for (Card x : named) {
      std::vector<int> who;
      for (int o : open)
        if (has(hidden_allowed(o, bit(x)), x)) who.push_back(o);
      if (who.empty()) return false;
      const int o = who[idx(rng.below(who.size()))];
      at(hidden, o) = x;
      pool &= ~bit(x);
      open.erase(std::find(open.begin(), open.end(), o));
    }
    rng.shuffle(std::span<int>(open));
    for (int o : open) {
      const CardSet allowed = hidden_allowed(o, pool & ~named_);
      if (allowed == 0) return false;
      at(hidden, o) = pick(allowed, rng);
      pool &= ~bit(at(hidden, o));
    }
    return true;
  }

  // The plans for the player in the middle of their opening (one empty plan otherwise), the
  // likeliest first: no pile left unmatched but those no unseen card fits.
  std::vector<Plan> plans_for(const std::array<Card, kMaxPlayers>& hidden) const {
    if (mover_ < 0 || s_.phase_ != Phase::kOpening) return {Plan{}};
    const int o = mover_;
    const Card h = at(hidden, o);
    const unsigned empty = s_.empty_piles(o);
    const CardSet opening = s_.gone(o);
    unsigned hopeless = 0;
    for (int c = 0; c < kNumCategories; ++c)
      if (in(empty, c) && (unseen_ & fitting_cards(static_cast<Category>(c), h)) == 0)
        hopeless |= 1U << c;
    std::vector<Plan> plans;
    if (hopeless != empty) plans.push_back({hopeless, closure(o, h, hopeless, opening)});
    for (unsigned free = 0; free <= kAllPiles; ++free) {
      if ((free & ~empty) != 0 || free == empty) continue;
      for (unsigned reach = 0; reach <= kAllPiles; ++reach) {
        if ((reach & free) != free || closure(o, h, reach, opening) != reach) continue;
        if (!plans.empty() && free == plans[0].free && reach == plans[0].reach) continue;
        plans.push_back({free, reach});
      }
    }
    return plans;
  }

  // Depth-first over the unrevealed opponents' hidden cards, then the plans; each leaf that
  // holds every named card is completed by the matching.
  std::optional<State> search(std::size_t k, std::array<Card, kMaxPlayers>& hidden, CardSet pool,
                              Rng& rng) const {
    if (k == slots_.size()) {
      if ((named_ & pool) != 0) return std::nullopt;  // a named card is not a hidden card
      std::vector<Plan> plans = plans_for(hidden);
      if (plans.size() > 1) rng.shuffle(std::span<Plan>(plans).subspan(1));
      for (const Plan& plan : plans)
        if (auto out = complete(hidden, plan, rng)) return out;
      return std::nullopt;
    }
    // Prune: the named cards still in the pool need enough slots left.
    if (count(named_ & pool) > gsl::narrow<int>(slots_.size() - k)) return std::nullopt;
    const int o = slots_[k];
    std::vector<Card> candidates = cards_of(hidden_allowed(o, pool));
    rng.shuffle(std::span<Card>(candidates));
    for (Card h : candidates) {
      at(hidden, o) = h;
      if (!hand_possible(o, hidden, pool & ~bit(h))) continue;
      if (auto out = search(k + 1, hidden, pool & ~bit(h), rng)) return out;
    }
    return std::nullopt;
  }

  // Whether opponent o, hiding hidden[o], can hold a hand from `pool` at all, on their own
  // (prunes the search early: a hopeless hidden card would fail at every leaf below).
  bool hand_possible(int o, const std::array<Card, kMaxPlayers>& hidden, CardSet pool) const {
    for (const Plan& plan : plans_for(hidden)) {
      Bins bins;
      add_hand_bins(bins, o, at(hidden, o), pool, plan);
      bins.add(-1, count(pool) - count(s_.hand(o)), pool);  // the cards o does not take
      if (fill(bins, pool, nullptr)) return true;
      if (o != mover_) return false;  // the plan matters for the mover only
    }
    return false;
  }

  // The bins of opponent o's hand: what the player to act must hold gets bins of one card.
  void add_hand_bins(Bins& bins, int o, Card h, CardSet pool, const Plan& plan) const {
    const int size = count(s_.hand(o));
    const CardSet allowed = hand_allowed(o, h, pool);
    if (o != mover_) {
      bins.add(o, size, allowed);
      return;
    }
    if (s_.phase_ != Phase::kOpening) {
      const CardSet playable = playable_cards(s_.category_, allowed, h, s_.pile(o, s_.category_));
      bins.add(o, 1, playable);
      bins.add(o, size - 1, allowed);
      return;
    }
    const unsigned matched = s_.empty_piles(o) & ~plan.free;
    const CardSet closed = fitting_any(plan.reach, h);
    for (int c = 0; c < kNumCategories; ++c)
      if (in(matched, c))
        bins.add(o, 1,
                 allowed & fitting_cards(static_cast<Category>(c), h) &
                     (in(plan.reach, c) ? kFullDeck : ~closed));
    bins.add(o, size - bit_count(matched), allowed & ~closed);
  }

  // Deals the hands given the hidden cards and the plan; nullopt if impossible.
  std::optional<State> complete(const std::array<Card, kMaxPlayers>& hidden, const Plan& plan,
                                Rng& rng) const {
    CardSet pool = unseen_;
    for (int o : slots_) pool &= ~bit(at(hidden, o));
    Bins bins;
    for (int o : opponents_) add_hand_bins(bins, o, at(hidden, o), pool, plan);
    bins.add(-1, count(s_.undealt()), pool);
    if (!fill(bins, pool, &rng)) return std::nullopt;
    return build(hidden, bins);
  }

  // Places every card of `pool` into the bins (in random order when rng is given); false if
  // impossible.
  static bool fill(Bins& bins, CardSet pool, Rng* rng) {
    for (int cap : bins.capacity)
      if (cap < 0) return false;
    std::vector<Card> cards = cards_of(pool);
    if (rng != nullptr) rng->shuffle(std::span<Card>(cards));
    std::vector<std::size_t> order(bins.owner.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    for (Card x : cards) {
      if (rng != nullptr) rng->shuffle(std::span<std::size_t>(order));
      std::vector<bool> visited(bins.owner.size(), false);
      if (!augment(x, order, bins, visited)) return false;
    }
    return true;
  }

  State build(const std::array<Card, kMaxPlayers>& hidden, const Bins& bins) const {
    State out = s_;
    for (int o : opponents_) out.empty_hand(o);
    for (std::size_t b = 0; b < bins.owner.size(); ++b)
      if (bins.owner[b] >= 0) out.load_hand(bins.owner[b], bins.content[b]);
    // The failed guesses that named a hidden card (public) follow it to its new holder.
    for (int o : slots_) {
      out.forget_named_hidden(o);
      out.give_hidden(o, at(hidden, o));
      if (!has(named_, at(hidden, o))) continue;
      for (int g = 0; g < n_; ++g)
        for (int t = 0; t < n_; ++t)
          if (t != o && has(at(failed_, g * kMaxPlayers + t), at(hidden, o)))
            out.name_hidden(o, t, g);
    }
    out.index_cards();
    return out;
  }

  // Kuhn's augmenting path, bins with capacities.
  static bool augment(Card x, const std::vector<std::size_t>& order, Bins& bins,
                      std::vector<bool>& visited) {
    for (std::size_t b : order) {
      if (visited[b] || !has(bins.allowed[b], x)) continue;
      visited[b] = true;
      if (count(bins.content[b]) < bins.capacity[b]) {
        bins.content[b] |= bit(x);
        return true;
      }
      CardSet rest = bins.content[b];
      while (rest != 0) {
        const auto y = lowest_card(rest);
        rest &= rest - 1;
        bins.content[b] &= ~bit(y);
        if (augment(y, order, bins, visited)) {
          bins.content[b] |= bit(x);
          return true;
        }
        bins.content[b] |= bit(y);
      }
    }
    return false;
  }

  const State& s_;
  int v_;
  int n_;
  CardSet unseen_ = 0;
  CardSet named_ = 0;
  std::array<CardSet, kMaxPlayers> not_hidden_{};
  std::array<CardSet, kMaxPlayers * kMaxPlayers> failed_{};  // by guesser * kMaxPlayers + target
  std::array<Card, kMaxPlayers> base_hidden_{kNoCard, kNoCard, kNoCard, kNoCard, kNoCard, kNoCard};
  std::array<unsigned, kMaxPlayers> left_empty_{};
  std::array<CardSet, kMaxPlayers> opening_{};
  std::vector<int> slots_;
  std::vector<int> opponents_;
  int mover_ = -1;
};

State State::determinize(int player, Rng& rng) const {
  return determinize(player, rng, kDeterminizeAttempts);
}

State State::determinize(int player, Rng& rng, int attempts) const {
  if (player < 0 || player >= num_players())
    throw InvalidArgument(fmt::format("card_caper determinize: player {} out of range", player));
  return Determinizer(*this, player).run(rng, std::max(0, attempts));
}

}  // namespace caper::card_caper
