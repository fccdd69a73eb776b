// Card Caper's own knowledge for the bots (State::advised_action, State::belief_weight): a
// belief about each opponent's hidden card sharper than consistency, and play that tells
// the opponents as little as it can of one's own.
//
// The belief a seat holds about opponent t's hidden card h: zero unless h is consistent
// with everything public (t's piles fit h, nobody named h as t's without success, t never
// named h, t's "could not play" records hold with h), else the likelihood of t's pile plays
// under a model of t choosing uniformly among the cards it held that fit each pile (what
// the greedy bot does, and near what a search does with plays it cannot tell apart): a
// pile of k cards from A fitting ones had probability about 1 / (A (A - 1) ... (A - k + 1)).
// Lower and Higher piles then say much more than their bounds: a Lower pile of low cards
// is less likely under a high hidden card, which leaves more low cards to choose from.
// Only the seat's own view is read: its cards, the public cards and records, hand sizes.
#include <array>
#include <cmath>
#include <optional>

#include "caper/card_caper/game.hpp"
#include "caper/core/index.hpp"

namespace caper::card_caper {
namespace {

// What `viewer` believes of `target`'s hidden card: a weight per card (0 for a card it
// cannot be), not normalised.
class Belief {
 public:
  Belief(const State& s, int viewer, int target) : s_(s), target_(target) {
    unseen_ = s.unseen_by(viewer);
    // With two players the unseen cards are the target's hand and hidden card, so each
    // candidate card fixes the target's hand.
    hand_known_ = s.num_players() == 2;
    hand_size_ = count(s.hand(target));
    for (int g = 0; g < s.num_players(); ++g) {
      if (g == target) continue;
      excluded_ |= s.failed_guesses(g, target) | s.failed_guesses(target, g);
    }
    for (int c = 0; c < kNumCategories; ++c) {
      at(piles_, c) = s.pile(target, static_cast<Category>(c));
      at(unable_, c) = s.unable(target, static_cast<Category>(c));
    }
  }

  // The weight of h: 0 when inconsistent, else the likelihood of the target's pile plays.
  double weight(Card h) const {
    if (!has(unseen_, h) || has(excluded_, h)) return 0;
    const CardSet others = unseen_ & ~bit(h);
    for (int c = 0; c < kNumCategories; ++c) {
      const auto category = static_cast<Category>(c);
      if ((at(piles_, c) & ~fitting_cards(category, h)) != 0) return 0;
      const Unable& u = at(unable_, c);
      if (!u.active) continue;
      const CardSet held = (s_.gone(target_) & ~u.gone) | (hand_known_ ? others : 0);
      if (playable_cards(category, held, h, u.pile) != 0) return 0;
    }
    return std::exp(log_likelihood(h, others));
  }

  // The log-likelihood of the target's pile plays with hidden card h, without the
  // consistency checks (for a determinization, which is consistent already).
  double log_likelihood(Card h, CardSet others) const {
    // The share of the other unseen cards in the target's hand (1 with two players).
    const int unseen_others = count(others);
    const double share = unseen_others == 0 ? 0.0 : static_cast<double>(hand_size_) / unseen_others;
    double log_l = 0;
    for (int c = 0; c < kNumCategories; ++c) {
      const int k = count(at(piles_, c));
      if (k == 0) continue;
      const CardSet fit = fitting_cards(static_cast<Category>(c), h);
      const double held_fitting = count(s_.gone(target_) & fit) + share * count(others & fit);
      for (int i = 0; i < k; ++i) log_l -= std::log(std::max(1.0, held_fitting - i));
    }
    return log_l;
  }

  CardSet unseen() const { return unseen_; }

 private:
  const State& s_;
  int target_;
  CardSet unseen_ = 0;
  CardSet excluded_ = 0;
  bool hand_known_ = false;
  int hand_size_ = 0;
  std::array<CardSet, kNumCategories> piles_{};
  std::array<Unable, kNumCategories> unable_{};
};

// The weights of every card as target's hidden card, and their sum.
struct Posterior {
  std::array<double, kDeckSize> weight{};
  double total = 0;
  double probability(Card h) const { return total > 0 ? at(weight, h) / total : 0; }
};

Posterior posterior(const State& s, int viewer, int target) {
  Posterior out;
  const Belief belief(s, viewer, target);
  for (Card h = 0; h < kDeckSize; ++h)
    if (has(belief.unseen(), h)) out.total += at(out.weight, h) = belief.weight(h);
  return out;
}

// Keeps the best-scoring action, ties broken uniformly (reservoir sampling).
class BestAction {
 public:
  explicit BestAction(Rng& rng) : rng_(rng) {}
  void offer(ActionId action, double score) {
    if (score > best_score_ + 1e-12) {
      best_score_ = score;
      best_ = action;
      ties_ = 1;
    } else if (score > best_score_ - 1e-12 &&
               rng_.below(static_cast<std::uint64_t>(++ties_)) == 0) {
      best_ = action;
    }
  }
  std::optional<ActionId> best() const { return best_; }

 private:
  Rng& rng_;
  std::optional<ActionId> best_;
  double best_score_ = -1e300;
  int ties_ = 0;
};

// How likely the opponents think `me`'s hidden card is, summed over them (a revealed
// opponent still guesses).
double exposure(const State& s, int me) {
  if (s.revealed(me)) return 0;
  double sum = 0;
  for (int t = 0; t < s.num_players(); ++t)
    if (t != me) sum += posterior(s, t, me).probability(s.hidden(me));
  return sum;
}

// How likely the best guess right after asking `target` for pile c is to be right: the
// answer (a card, or "could not play") sharpens the belief, summed over the answers of the
// best guess's chance under each (the asked player chooses uniformly among its plays).
double ask_value(const State& s, int me, int target, Category c, const Posterior& belief) {
  if (belief.total <= 0) return 0;
  const CardSet unseen = s.unseen_by(me);
  const CardSet pile = s.pile(target, c);
  std::array<double, kDeckSize> best_by_answer{};
  double best_unable = 0;
  for (Card h = 0; h < kDeckSize; ++h) {
    const double w = at(belief.weight, h);
    if (w <= 0) continue;
    // With more players some of these cards are others', so the plays are fewer than this.
    const CardSet plays = playable_cards(c, unseen & ~bit(h), h, pile);
    if (plays == 0) {
      best_unable = std::max(best_unable, w);
      continue;
    }
    const double each = w / count(plays);
    for (Card x = 0; x < kDeckSize; ++x)
      if (has(plays, x)) at(best_by_answer, x) = std::max(at(best_by_answer, x), each);
  }
  double sum = best_unable;
  for (const double v : best_by_answer) sum += v;
  return sum / belief.total;
}

}  // namespace

// A play: the one after which the opponents find the mover's hidden card least likely. A
// guess: the card most likely the target's. An ask: the one after whose answer the best
// guess is most likely right. Never "no-guess" while a guess is open.
std::optional<ActionId> State::advised_action(Rng& rng) const {
  const int me = current_player();
  if (me < 0) return std::nullopt;
  ActionList legal;
  legal_actions(legal);
  const ActionCodec& codec = game_->codec();
  BestAction best(rng);
  std::array<std::optional<Posterior>, kMaxPlayers> beliefs;
  const auto belief_of = [&](int t) -> const Posterior& {
    if (!at(beliefs, t)) at(beliefs, t) = posterior(*this, me, t);
    return *at(beliefs, t);
  };
  for (ActionId id : legal) {
    const Action a = codec.decode(id);
    switch (a.kind) {
      case ActionKind::kPlay:
        best.offer(id, -exposure(apply(id), me));
        break;
      case ActionKind::kGuess:
        best.offer(id, belief_of(a.player).probability(a.card));
        break;
      case ActionKind::kAsk:
        best.offer(id, revealed(a.player)
                           ? -1.0
                           : ask_value(*this, me, a.player, a.category, belief_of(a.player)));
        break;
      default:
        best.offer(id, -2.0);
        break;
    }
  }
  return best.best();
}

}  // namespace caper::card_caper
