// Captain Cool: where the cards are, rank order, and the dispatch of
// legal_actions / is_legal / apply / chance_outcomes to the phase's rules; returns.
#include <algorithm>
#include <bit>

#include <fmt/format.h>
#include <gsl/util>

#include "caper/captain_cool/game.hpp"
#include "caper/core/bits.hpp"
#include "caper/core/byte_floats.hpp"
#include "caper/core/error.hpp"
#include "caper/core/index.hpp"

namespace caper::captain_cool {

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
  return bit_count(hand_cards(seat));
}

// Copied with vector moves: past 256 bytes GCC copies a state with rep movsb, about 30 ns
// more per step on the benchmark machine.
static_assert(sizeof(State) <= 256);

// A hand card reads kLocHand + seat, or that + kLocHidden while not shown.
static_assert(kMaxPlayers <= kLocHidden);

std::uint64_t State::hand_cards(int seat) const {
  // Location codes are below kLocHand + kLocHidden + kMaxPlayers, well within a byte.
  const Bytes16 shown = splat_bytes(gsl::narrow_cast<std::uint8_t>(kLocHand + seat));
  const Bytes16 hidden = splat_bytes(gsl::narrow_cast<std::uint8_t>(kLocHand + seat + kLocHidden));
  auto block = [&](int first) {  // bit i: card first + i
    const Bytes16 where = load_bytes(&at(where_, first));
    return std::uint64_t{byte_mask((Bytes16)((where == shown) | (where == hidden)))};
  };
  static_assert(kNumCards > 32 && kNumCards <= 48 + 16);
  return block(0) | block(16) << 16 | block(32) << 32 | block(kNumCards - 16) << (kNumCards - 16);
}

// Off its place: the sets of its location (a card in a hand or the discard pile is there
// by where_ alone, which put_card overwrites).
void State::take_card(int c) {
  const std::uint64_t bit = std::uint64_t{1} << c;
  const int from = at(where_, c);
  if (from < kLocPub) {
    in_pile_ &= ~bit;
    --at(counters_.pile_left, from - kLocPile);
  } else if (from < kLocCircle) {
    at(at(pubs_, (from - kLocPub) / 2), (from - kLocPub) % 2) = -1;
  } else if (from < kLocDiscard) {
    on_circle_ &= ~bit;
    at(circle_, from - kLocCircle) = -1;
  } else if (from >= kLocHand + kLocHidden) {
    --at(secret_, from - kLocHand - kLocHidden);
  }
}

void State::put_card(int c, int to) {
  const std::uint64_t bit = std::uint64_t{1} << c;
  const auto card = gsl::narrow_cast<std::int8_t>(c);  // below kNumCards
  at(where_, c) = gsl::narrow_cast<std::uint8_t>(to);  // a kLoc* value
  if (to < kLocPub) {
    in_pile_ |= bit;
    ++at(counters_.pile_left, to - kLocPile);
  } else if (to < kLocCircle) {
    const int k = to - kLocPub;
    at(at(pubs_, k / 2), k % 2) = card;
  } else if (to < kLocDiscard) {
    at(circle_, to - kLocCircle) = card;
    on_circle_ |= bit;
  } else if (to >= kLocHand && (public_ & bit) == 0) {
    ++at(secret_, to - kLocHand);
    at(where_, c) = gsl::narrow_cast<std::uint8_t>(to + kLocHidden);  // below 32
  }
}

void State::show(std::uint64_t cards) {
  for (std::uint64_t fresh = cards & ~public_; fresh != 0; fresh &= fresh - 1) {
    std::uint8_t& where = at(where_, std::countr_zero(fresh));
    if (where >= kLocHand + kLocHidden) {
      --at(secret_, where - kLocHand - kLocHidden);
      where = gsl::narrow_cast<std::uint8_t>(where - kLocHidden);  // was at least kLocHidden
    }
  }
  public_ |= cards;
}

void State::move_card(int c, int to) {
  take_card(c);
  put_card(c, to);
  if (to < kLocHand) public_ &= ~(std::uint64_t{1} << c);  // only hand cards carry the flag
}

PerSeat<std::int8_t> State::rank_order() const {
  PerSeat<std::int8_t> order{};
  order.fill(-1);
  for (int p = 0; p < n(); ++p) order[idx(p)] = gsl::narrow_cast<std::int8_t>(p);  // a seat
  // Insertion sort (std::stable_sort may allocate a buffer); scores are distinct.
  for (int i = 1; i < n(); ++i) {
    const std::int8_t seat = order[idx(i)];
    int j = i;
    for (; j > 0 && scores_[idx(order[idx(j - 1)])] < scores_[idx(seat)]; --j)
      order[idx(j)] = order[idx(j - 1)];
    order[idx(j)] = seat;
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
    throw WrongPhase(
        fmt::format("captain_cool: chance_outcomes asked in phase '{}', which is not a chance node",
                    name_of(kPhaseNames, phase_)));
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
    throw IllegalAction(fmt::format("captain_cool: action id {} is out of range (0..{})", action,
                                    kNumDistinctActions - 1));
  const std::string who = current_player() == kChancePlayer ? std::string("chance")
                          : current_player() == kTerminalPlayer
                              ? std::string("nobody (the game is over)")
                              : fmt::format("seat {}", current_player());
  throw IllegalAction(
      fmt::format("captain_cool: action '{}' (id {}) is not legal for {} in phase '{}'",
                  to_string(decode(action)), action, who, name_of(kPhaseNames, phase_)));
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
    if (scores_[idx(p)] > scores_[idx(best)]) best = p;
  if (idx(best) < out.size()) at(out, best) = 1.0;
}

double State::heuristic(int player) const {
  if (is_terminal()) {
    std::array<double, kMaxPlayers> r{};
    returns(std::span<double>(r.data(), idx(n())));
    return r[idx(player)];
  }
  int below = 0;
  for (int q = 0; q < n(); ++q)
    if (q != player && scores_[idx(q)] < scores_[idx(player)]) ++below;
  return static_cast<double>(below) / (n() - 1);
}

}  // namespace caper::captain_cool
