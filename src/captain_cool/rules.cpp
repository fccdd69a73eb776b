// Captain Cool: queries, dispatch of apply, the score track, determinize.
#include <algorithm>
#include <bit>

#include "caper/captain_cool/game.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"

namespace caper::captain_cool {

std::string_view phase_name(Phase phase) {
  switch (phase) {
    case Phase::kStartScores:
      return "start_scores";
    case Phase::kFillBoss:
      return "fill_boss";
    case Phase::kFillPlain:
      return "fill_plain";
    case Phase::kDeal:
      return "deal";
    case Phase::kSpares:
      return "spares";
    case Phase::kChoose:
      return "choose";
    case Phase::kBossDecision:
      return "boss_decision";
    case Phase::kTomPlace:
      return "tom_place";
    case Phase::kOptionalPlace:
      return "optional_place";
    case Phase::kSwapFirst:
      return "swap_first";
    case Phase::kSwapSecond:
      return "swap_second";
    case Phase::kEdwardFrom:
      return "edward_from";
    case Phase::kEdwardTo:
      return "edward_to";
    case Phase::kAffrayPick:
      return "affray_pick";
    case Phase::kAffrayOrder:
      return "affray_order";
    case Phase::kBigDeal:
      return "big_deal";
    case Phase::kOver:
      break;
  }
  return "over";
}

std::string_view end_reason_name(EndReason reason) {
  switch (reason) {
    case EndReason::kFiveRounds:
      return "five_rounds";
    case EndReason::kTurnLimit:
      return "turn_limit";
    case EndReason::kNone:
      break;
  }
  return "none";
}

int State::hand_size(int seat) const {
  return std::popcount(hand_cards(seat));
}

int State::location(int c) const {
  const std::uint64_t bit = std::uint64_t{1} << c;
  if (in_pile_ & bit) return kLocPile + pile_of(card(c));
  for (int p = 0; p < kMaxPlayers; ++p)
    if (hands_[static_cast<std::size_t>(p)] & bit) return kLocHand + p;
  for (int k = 0; k < kNumPubs * 2; ++k)
    if (pubs_[static_cast<std::size_t>(k / 2)][static_cast<std::size_t>(k % 2)] == c)
      return kLocPub + k;
  if (on_circle_ & bit) return kLocCircle + card(c).value - 1;
  return kLocDiscard;
}

void State::take_card(int c) {
  const std::uint64_t bit = std::uint64_t{1} << c;
  if (in_pile_ & bit) {
    in_pile_ &= ~bit;
    --pile_left_[static_cast<std::size_t>(pile_of(card(c)))];
    return;
  }
  if (on_circle_ & bit) {
    on_circle_ &= ~bit;
    circle_[static_cast<std::size_t>(card(c).value - 1)] = -1;
    return;
  }
  for (auto& hand : hands_) {
    if (hand & bit) {
      hand &= ~bit;
      return;
    }
  }
  for (auto& pub : pubs_)
    for (auto& slot : pub)
      if (slot == c) slot = -1;
}

void State::put_card(int c, std::uint8_t to) {
  const std::uint64_t bit = std::uint64_t{1} << c;
  if (to < kLocPub) {
    in_pile_ |= bit;
    ++pile_left_[to];
  } else if (to < kLocCircle) {
    const int k = to - kLocPub;
    pubs_[static_cast<std::size_t>(k / 2)][static_cast<std::size_t>(k % 2)] =
        static_cast<std::int8_t>(c);
  } else if (to < kLocDiscard) {
    circle_[static_cast<std::size_t>(to - kLocCircle)] = static_cast<std::int8_t>(c);
    on_circle_ |= bit;
  } else if (to >= kLocHand) {
    hands_[static_cast<std::size_t>(to - kLocHand)] |= bit;
  }
}

void State::move_card(int c, std::uint8_t to) {
  take_card(c);
  put_card(c, to);
  if (to < kLocHand) public_ &= ~(std::uint64_t{1} << c);  // only hand cards carry the flag
}

std::array<std::int8_t, kMaxPlayers> State::rank_order() const {
  std::array<std::int8_t, kMaxPlayers> order{};
  order.fill(-1);
  for (int p = 0; p < n(); ++p) order[static_cast<std::size_t>(p)] = static_cast<std::int8_t>(p);
  // Insertion sort (std::stable_sort may allocate a buffer); scores are distinct.
  for (int i = 1; i < n(); ++i) {
    const std::int8_t seat = order[static_cast<std::size_t>(i)];
    int j = i;
    for (; j > 0 && scores_[static_cast<std::size_t>(order[static_cast<std::size_t>(j - 1)])] <
                        scores_[static_cast<std::size_t>(seat)];
         --j)
      order[static_cast<std::size_t>(j)] = order[static_cast<std::size_t>(j - 1)];
    order[static_cast<std::size_t>(j)] = seat;
  }
  return order;
}

void State::legal_actions(ActionList& out) const {
  out.clear();
  if (phase_ == Phase::kOver) return;
  switch (phase_) {
    case Phase::kStartScores: {
      ChanceList outcomes;
      chance_outcomes_impl(outcomes);
      for (const auto& o : outcomes) out.push_back(o.action);
      return;
    }
    case Phase::kFillBoss:
    case Phase::kFillPlain:
    case Phase::kDeal:
    case Phase::kSpares:
      out.append_bits(drawable_cards(), [](int c) { return draw_id(c); });
      return;
    case Phase::kAffrayPick:
    case Phase::kAffrayOrder:
      affray_actions(out);
      return;
    case Phase::kBigDeal:
      big_deal_actions(out);
      return;
    default:
      placement_actions(out);
      return;
  }
}

void State::chance_outcomes(ChanceList& out) const {
  if (!is_chance())
    throw WrongPhase("captain_cool: chance_outcomes asked in phase '" +
                     std::string(phase_name(phase_)) + "', which is not a chance node");
  chance_outcomes_impl(out);
}

bool State::is_legal(ActionId action) const {
  return action < kNumDistinctActions && legal(decode(action));
}

bool State::legal(const Action& a) const {
  switch (phase_) {
    case Phase::kOver:
      return false;
    case Phase::kAffrayPick:
    case Phase::kAffrayOrder:
      return affray_legal(a);
    case Phase::kBigDeal:
      return big_deal_legal(a);
    default:
      return is_chance() ? chance_legal(a) : placement_legal(a);
  }
}

void State::throw_illegal(ActionId action) const {
  if (action >= kNumDistinctActions)
    throw IllegalAction("captain_cool: action id " + std::to_string(action) +
                        " is out of range (0.." + std::to_string(kNumDistinctActions - 1) + ")");
  std::string who = current_player() == kChancePlayer ? std::string("chance")
                    : current_player() == kTerminalPlayer
                        ? std::string("nobody (the game is over)")
                        : "seat " + std::to_string(current_player());
  throw IllegalAction("captain_cool: action '" + action_text(action) + "' (id " +
                      std::to_string(action) + ") is not legal for " + who + " in phase '" +
                      std::string(phase_name(phase_)) + "'");
}

State State::apply(ActionId action) const {
  if (action >= kNumDistinctActions) throw_illegal(action);
  const Action a = decode(action);
  if (!legal(a)) throw_illegal(action);
  State next = *this;
  if (is_chance()) {
    next.apply_chance(a);
  } else if (phase_ == Phase::kAffrayPick || phase_ == Phase::kAffrayOrder) {
    next.apply_affray(a);
  } else if (phase_ == Phase::kBigDeal) {
    next.apply_big_deal(a);
  } else {
    next.apply_placement(a);
  }
  return next;
}

void State::returns(std::span<double> out) const {
  std::fill(out.begin(), out.end(), 0.0);
  if (!is_terminal()) return;
  int best = 0;
  for (int p = 1; p < n(); ++p)
    if (scores_[static_cast<std::size_t>(p)] > scores_[static_cast<std::size_t>(best)]) best = p;
  out[static_cast<std::size_t>(best)] = 1.0;
}

double State::heuristic(int player) const {
  if (is_terminal()) {
    std::array<double, kMaxPlayers> r{};
    returns(std::span<double>(r.data(), static_cast<std::size_t>(n())));
    return r[static_cast<std::size_t>(player)];
  }
  int below = 0;
  for (int q = 0; q < n(); ++q)
    if (q != player &&
        scores_[static_cast<std::size_t>(q)] < scores_[static_cast<std::size_t>(player)])
      ++below;
  return static_cast<double>(below) / (n() - 1);
}

std::string State::action_to_string(ActionId action) const {
  return action_text(action);
}
std::string State::action_to_string(ActionId action, int viewer) const {
  if (viewer == kFullView || action >= kNumDistinctActions) return action_text(action);
  const Action a = decode(action);
  if (phase_ == Phase::kDeal && a.kind == ActionKind::kDraw) {
    const int to = sub_ % n();
    if (to == viewer) return "you are dealt c" + std::to_string(a.arg);
    return "p" + std::to_string(to) + " is dealt a card";
  }
  if (phase_ == Phase::kChoose && a.kind == ActionKind::kPlay && actor_ != viewer)
    return "p" + std::to_string(actor_) + " chooses an action card face down";
  return action_text(action);
}
ActionId State::action_from_string(std::string_view text) const {
  return parse_action(text);
}

// Shuffles, pile by pile, the cards `player` has not seen among their places. The cards
// are taken in id order and the places in an order the view fixes (the pile, then each
// other seat's hidden cards by seat), so the result depends on the view and `rng` alone.
// (A hidden hand card was dealt, so it is plain: how many hidden cards of each pile a seat
// holds is in the view.)
void State::redraw_unseen(int player, Rng& rng) {
  for (int pile = 0; pile < kNumPiles; ++pile) {
    const std::uint64_t mine = game_->pile_cards(pile);
    std::uint64_t unseen = in_pile_ & mine;
    std::array<std::uint8_t, kNumCards> slots{};
    std::size_t count = 0;
    for (int i = 0; i < at(pile_left_, pile); ++i) slots[count++] = kLocPile + pile;
    for (int q = 0; q < n(); ++q) {
      if (q == player) continue;
      const std::uint64_t hidden = hand_cards(q) & ~public_ & mine;
      unseen |= hidden;
      for (int i = std::popcount(hidden); i > 0; --i)
        slots[count++] = static_cast<std::uint8_t>(kLocHand + q);
    }
    std::array<std::int8_t, kNumCards> pool{};
    std::size_t cards = 0;
    for (std::uint64_t rest = unseen; rest != 0; rest &= rest - 1)
      pool[cards++] = static_cast<std::int8_t>(std::countr_zero(rest));
    rng.shuffle(std::span<std::int8_t>(pool.data(), cards));
    for (std::size_t i = 0; i < cards; ++i) take_card(pool[i]);
    for (std::size_t i = 0; i < cards; ++i) put_card(pool[i], slots[i]);
  }
}

// The last resort of determinize in the Big Deal, from the view alone: one of the cards
// `player` has not seen outside the mover's hand that the mover could place trades places
// with one of the mover's hidden cards (both plain; chosen by `rng`). There is such a card,
// since the mover's true placeable card is one the viewer has not seen.
void State::give_back_placeable(int player, Rng& rng) {
  const std::uint64_t plain = game_->pile_cards(kPlainPile);
  std::uint64_t elsewhere = in_pile_;
  for (int q = 0; q < n(); ++q)
    if (q != player && q != actor_) elsewhere |= hand_cards(q) & ~public_;
  const std::uint64_t candidates = placeable(elsewhere & plain);
  const std::uint64_t mover_hidden = hand_cards(actor_) & ~public_ & plain;
  if (candidates == 0 || mover_hidden == 0) return;
  auto pick = [&](std::uint64_t set) {
    for (auto k = rng.below(static_cast<std::uint64_t>(std::popcount(set))); k > 0; --k)
      set &= set - 1;
    return std::countr_zero(set);
  };
  const int c = pick(candidates);
  const int d = pick(mover_hidden);
  const auto c_loc = static_cast<std::uint8_t>(location(c));
  take_card(c);
  take_card(d);
  put_card(c, static_cast<std::uint8_t>(kLocHand + actor_));
  put_card(d, c_loc);
}

// Redraws every card `player` has not seen: other players' hidden hand cards and the
// piles, pile by pile (a card only trades places with cards of its own pile), keeping
// every hand's size and the piles' sizes. In the Big Deal everyone knows the player to
// move holds a placeable card (else they would have shown their hand), so redraws that
// break this are rejected; after kDeterminizeAttempts an unseen placeable card is swapped
// into the mover's hand (give_back_placeable, from the view alone). Other players' secret choices
// that are still hidden are re-chosen uniformly among their action cards.
State State::determinize(int player, Rng& rng) const {
  return determinize(player, rng, kDeterminizeAttempts);
}

State State::determinize(int player, Rng& rng, int attempts) const {
  State s = *this;
  const bool mover_must_place = phase_ == Phase::kBigDeal && actor_ != player;
  for (int attempt = 0;; ++attempt) {
    s = *this;
    s.redraw_unseen(player, rng);
    if (!mover_must_place || s.placeable(s.hand_cards(actor_)) != 0) break;
    if (attempt + 1 >= attempts) {
      s.give_back_placeable(player, rng);
      break;
    }
  }
  for (int q = 0; q < n(); ++q) {
    const auto qi = static_cast<std::size_t>(q);
    if (q == player || pending_[qi] < 0) continue;
    std::array<std::int8_t, kNumPlaces> options{};
    std::size_t count = 0;
    for (int place = 0; place < kNumPlaces; ++place) {
      if (place >= kNumPubs && (used_[qi] & (1u << (place - kNumPubs)))) continue;
      options[count++] = static_cast<std::int8_t>(place);
    }
    s.pending_[qi] = options[static_cast<std::size_t>(rng.below(count))];
  }
  return s;
}

}  // namespace caper::captain_cool
