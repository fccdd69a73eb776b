// determinize(viewer, rng): a full state drawn from what `viewer` knows.
//
// Method: rejection sampling with a bounded number of attempts, then a constructive
// fallback. Each attempt
//   1. gives every card named in a failed guess that the viewer cannot see (it was in no
//      hand, so it is a hidden card) to a random unrevealed opponent it may belong to;
//   2. draws each other unrevealed opponent's hidden card uniformly from the unseen cards
//      consistent with their piles, the failed guesses naming or made by them, and the cards
//      they played or laid open after an `unable` record;
//   3. if the public record says a player holds a playable card (the player to act in the
//      opening, on a category face or when asked), puts one such random card in their hand;
//   4. distributes the other unseen cards over the opponents' hands (sizes kept, each card
//      allowed only where every `unable` record of that player permits it) and the undealt
//      deck by a bipartite matching with capacities (augmenting paths, random orders).
// An attempt fails only if steps 1-3 paint themselves into a corner. After
// kDeterminizeAttempts failures, a depth-first search over the hidden cards (candidates in
// random order, each leaf completed by the matching, at most kSearchBudget leaves) takes
// over; if even that runs out, the true hidden cards (and a true witness card for step 3)
// are kept and only the hands are redrawn, which the matching always completes since the
// true state is one solution.
// The result is always consistent; it is not exactly the posterior distribution.
#include <algorithm>
#include <optional>
#include <span>
#include <vector>

#include "caper/card_caper/state.hpp"
#include "caper/core/error.hpp"

namespace caper::card_caper {
namespace {

std::size_t at(int p) {
  return static_cast<std::size_t>(p);
}
constexpr int kSearchBudget = 4096;  // completions tried by the systematic search

std::vector<Card> cards_of(CardSet set) {
  std::vector<Card> out;
  while (set != 0) {
    out.push_back(static_cast<Card>(std::countr_zero(set)));
    set &= set - 1;
  }
  return out;
}

Card pick(CardSet set, Rng& rng) {
  const std::vector<Card> cards = cards_of(set);
  return cards[static_cast<std::size_t>(rng.below(cards.size()))];
}

}  // namespace

class Determinizer {
 public:
  Determinizer(const State& s, int viewer) : s_(s), v_(viewer), n_(s.num_players()) {}

  State run(Rng& rng, int attempts) {
    CardSet known = s_.public_cards() | s_.hand(v_);
    if (s_.hidden_[at(v_)] != kNoCard) known |= bit(s_.hidden_[at(v_)]);
    unseen_ = kFullDeck & ~known;
    // Cards named in failed guesses against or by each player (their hidden card is none).
    for (int g = 0; g < n_; ++g)
      for (int t = 0; t < n_; ++t) {
        const CardSet failed = s_.failed_guesses(g, t);
        named_ |= failed;
        not_hidden_[at(g)] |= failed;
        not_hidden_[at(t)] |= failed;
      }
    named_ &= unseen_;
    for (int o = 0; o < n_; ++o) {
      if (o == v_) continue;
      if (s_.hidden_[at(o)] != kNoCard && !s_.revealed(o)) slots_.push_back(o);
      opponents_.push_back(o);
    }
    witness_player_ = -1;
    const Phase ph = s_.phase_;
    if (ph == Phase::kOpening || ph == Phase::kPlay) witness_player_ = s_.turn_;
    if (ph == Phase::kAskResponse) witness_player_ = s_.asked_;
    if (witness_player_ == v_) witness_player_ = -1;

    for (int attempt = 0; attempt < attempts; ++attempt) {
      std::array<Card, kMaxSeats> hidden = s_.hidden_;
      if (!draw_hidden(hidden, rng)) continue;
      if (auto out = complete(hidden, false, rng)) return *out;
    }
    // Systematic search over the hidden cards, candidates in random order, with a budget.
    std::array<Card, kMaxSeats> hidden = s_.hidden_;
    int budget = kSearchBudget;
    if (auto out = search(0, hidden, unseen_, budget, rng)) return *out;
    // Last resort: the true hidden cards, which the matching always completes.
    if (auto out = complete(s_.hidden_, true, rng)) return *out;
    throw InvalidArgument("card_caper determinize: the state is inconsistent");  // unreachable
  }

 private:
  // Candidate hidden cards of opponent o, among `pool`.
  CardSet hidden_allowed(int o, CardSet pool) const {
    CardSet allowed = 0;
    CardSet rest = pool & ~not_hidden_[at(o)];
    while (rest != 0) {
      const auto h = static_cast<Card>(std::countr_zero(rest));
      rest &= rest - 1;
      if (hidden_ok(o, h)) allowed |= bit(h);
    }
    return allowed;
  }

  bool hidden_ok(int o, Card h) const {
    for (int c = 0; c < kNumCategories; ++c) {
      const auto cat = static_cast<Category>(c);
      CardSet pile = s_.pile(o, cat);
      while (pile != 0) {
        const auto x = static_cast<Card>(std::countr_zero(pile));
        pile &= pile - 1;
        if (!fits(cat, x, h)) return false;
      }
      const Unable u = s_.unable(o, static_cast<Category>(c));
      if (!u.active) continue;
      CardSet later = s_.gone(o) & ~u.gone;
      while (later != 0) {
        const auto x = static_cast<Card>(std::countr_zero(later));
        later &= later - 1;
        if (playable(cat, x, h, u.pile)) return false;
      }
    }
    return true;
  }

  // Cards that opponent o may hold in hand if their hidden card is h.
  CardSet hand_allowed(int o, Card h, CardSet pool) const {
    CardSet allowed = 0;
    CardSet rest = pool;
    while (rest != 0) {
      const auto x = static_cast<Card>(std::countr_zero(rest));
      rest &= rest - 1;
      bool ok = true;
      for (int c = 0; c < kNumCategories && ok; ++c) {
        const Unable u = s_.unable(o, static_cast<Category>(c));
        if (u.active && playable(static_cast<Category>(c), x, h, u.pile)) ok = false;
      }
      if (ok) allowed |= bit(x);
    }
    return allowed;
  }

  // Cards of `pool` that would let the witness player act (the public record says one exists).
  CardSet witness_cards(Card h, CardSet pool) const {
    const int o = witness_player_;
    CardSet out = 0;
    CardSet rest = pool;
    while (rest != 0) {
      const auto x = static_cast<Card>(std::countr_zero(rest));
      rest &= rest - 1;
      if (s_.phase_ == Phase::kOpening) {
        for (int c = 0; c < kNumCategories; ++c)
          if (s_.pile(o, static_cast<Category>(c)) == 0 && fits(static_cast<Category>(c), x, h))
            out |= bit(x);
      } else if (playable(s_.category_, x, h, s_.pile(o, s_.category_))) {
        out |= bit(x);
      }
    }
    return out;
  }

  bool draw_hidden(std::array<Card, kMaxSeats>& hidden, Rng& rng) const {
    std::vector<int> open = slots_;
    CardSet pool = unseen_;
    std::vector<Card> named = cards_of(named_);
    rng.shuffle(std::span<Card>(named));
    for (Card x : named) {
      std::vector<int> who;
      for (int o : open)
        if (has(hidden_allowed(o, bit(x)), x)) who.push_back(o);
      if (who.empty()) return false;
      const int o = who[static_cast<std::size_t>(rng.below(who.size()))];
      hidden[at(o)] = x;
      pool &= ~bit(x);
      open.erase(std::find(open.begin(), open.end(), o));
    }
    rng.shuffle(std::span<int>(open));
    for (int o : open) {
      const CardSet allowed = hidden_allowed(o, pool & ~named_);
      if (allowed == 0) return false;
      hidden[at(o)] = pick(allowed, rng);
      pool &= ~bit(hidden[at(o)]);
    }
    return true;
  }

  // Depth-first over the unrevealed opponents' hidden cards; each leaf that holds every
  // named card is completed by the matching.
  std::optional<State> search(std::size_t k, std::array<Card, kMaxSeats>& hidden, CardSet pool,
                              int& budget, Rng& rng) const {
    if (budget <= 0) return std::nullopt;
    if (k == slots_.size()) {
      if ((named_ & pool) != 0) return std::nullopt;  // a named card is not a hidden card
      --budget;
      return complete(hidden, false, rng);
    }
    // Prune: the named cards still in the pool need enough slots left.
    if (count(named_ & pool) > static_cast<int>(slots_.size() - k)) return std::nullopt;
    const int o = slots_[k];
    std::vector<Card> candidates = cards_of(hidden_allowed(o, pool));
    rng.shuffle(std::span<Card>(candidates));
    for (Card h : candidates) {
      hidden[at(o)] = h;
      if (auto out = search(k + 1, hidden, pool & ~bit(h), budget, rng)) return out;
      if (budget <= 0) break;
    }
    hidden[at(o)] = s_.hidden_[at(o)];
    return std::nullopt;
  }

  // Deals the hands given the hidden cards; nullopt if impossible.
  std::optional<State> complete(const std::array<Card, kMaxSeats>& hidden, bool fallback,
                                Rng& rng) const {
    CardSet pool = unseen_;
    for (int o : slots_) pool &= ~bit(hidden[at(o)]);
    // Bins: one per opponent, plus the undealt deck.
    std::vector<int> owner;
    std::vector<int> capacity;
    std::vector<CardSet> allowed;
    std::vector<CardSet> content;
    for (int o : opponents_) {
      owner.push_back(o);
      capacity.push_back(count(s_.hand(o)));
      allowed.push_back(hand_allowed(o, hidden[at(o)], pool));
      content.push_back(0);
    }
    owner.push_back(-1);
    capacity.push_back(count(s_.undealt()));
    allowed.push_back(pool);
    content.push_back(0);
    Card witness = kNoCard;
    std::size_t witness_bin = 0;
    if (witness_player_ >= 0) {
      const std::size_t b = static_cast<std::size_t>(
          std::find(owner.begin(), owner.end(), witness_player_) - owner.begin());
      CardSet options = witness_cards(hidden[at(witness_player_)], allowed[b]);
      if (fallback) options &= s_.hand(witness_player_);
      if (options == 0) return std::nullopt;
      witness = pick(options, rng);
      witness_bin = b;
      --capacity[b];  // the witness card is added after the matching
      pool &= ~bit(witness);
    }
    std::vector<Card> cards = cards_of(pool);
    rng.shuffle(std::span<Card>(cards));
    std::vector<std::size_t> order(owner.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    for (Card x : cards) {
      rng.shuffle(std::span<std::size_t>(order));
      std::vector<bool> visited(owner.size(), false);
      if (!augment(x, order, capacity, allowed, content, visited)) return std::nullopt;
    }
    if (witness != kNoCard) content[witness_bin] |= bit(witness);
    State out = s_;
    for (std::size_t b = 0; b + 1 < owner.size(); ++b)
      out.dealt_to_[at(owner[b])] = content[b] | s_.gone(owner[b]);
    // The failed guesses that named a hidden card follow the card to its new holder.
    for (int o : slots_) {
      out.hidden_[at(o)] = hidden[at(o)];
      out.named_hidden_[at(o)] = {};
      for (int k : slots_)
        if (s_.hidden_[at(k)] == hidden[at(o)]) out.named_hidden_[at(o)] = s_.named_hidden_[at(k)];
    }
    return out;
  }

  // Kuhn's augmenting path, bins with capacities.
  static bool augment(Card x, const std::vector<std::size_t>& order,
                      const std::vector<int>& capacity, const std::vector<CardSet>& allowed,
                      std::vector<CardSet>& content, std::vector<bool>& visited) {
    for (std::size_t b : order) {
      if (visited[b] || !has(allowed[b], x)) continue;
      visited[b] = true;
      if (count(content[b]) < capacity[b]) {
        content[b] |= bit(x);
        return true;
      }
      CardSet rest = content[b];
      while (rest != 0) {
        const auto y = static_cast<Card>(std::countr_zero(rest));
        rest &= rest - 1;
        content[b] &= ~bit(y);
        if (augment(y, order, capacity, allowed, content, visited)) {
          content[b] |= bit(x);
          return true;
        }
        content[b] |= bit(y);
      }
    }
    return false;
  }

  const State& s_;
  int v_;
  int n_;
  CardSet unseen_ = 0;
  CardSet named_ = 0;
  std::array<CardSet, kMaxSeats> not_hidden_{};
  std::vector<int> slots_;
  std::vector<int> opponents_;
  int witness_player_ = -1;
};

State State::determinize(int player, Rng& rng) const {
  if (player < 0 || player >= num_players())
    throw InvalidArgument("card_caper determinize: player " + std::to_string(player) +
                          " out of range");
  return Determinizer(*this, player).run(rng, kDeterminizeAttempts);
}

State State::determinize(int player, Rng& rng, int attempts) const {
  if (player < 0 || player >= num_players())
    throw InvalidArgument("card_caper determinize: player " + std::to_string(player) +
                          " out of range");
  return Determinizer(*this, player).run(rng, std::max(0, attempts));
}

}  // namespace caper::card_caper
