// The Mansky Caper: the GASP! deck and its cards. The deck is a queue: unseen cards on
// top (each a chance node the first time it is drawn), then the seen cards in the order
// they went to the bottom.
#include <algorithm>

#include <gsl/assert>

#include "caper/mansky_caper/game.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {
static_assert(kMaxGaspKinds < 255, "a seen card is its kind + 1 in a byte");

int State::gasp_seen(int i) const {
  return gasp_seen_[idx(i)] - 1;
}

int State::gasp_unseen_total() const {
  return game_->edition().gasp_cards() - gasp_seen_count_;
}

std::array<int, kMaxGaspKinds> State::gasp_unseen_counts() const {
  const Edition& e = game_->edition();
  std::array<int, kMaxGaspKinds> unseen{};
  for (std::size_t k = 0; k < e.gasp.size(); ++k) unseen[k] = e.gasp[k].count;
  for (int i = 0; i < gasp_seen_count_; ++i) --unseen[idx(gasp_seen(i))];
  return unseen;
}

int State::gasp_unseen(int kind) const {
  int seen = 0;
  for (int i = 0; i < gasp_seen_count_; ++i) seen += gasp_seen(i) == kind ? 1 : 0;
  return game_->edition().gasp[idx(kind)].count - seen;
}

void State::draw_gasp() {
  if (gasp_unseen_total() > 0) {
    phase_ = Phase::kGaspCard;
    return;
  }
  // Every card has been seen: the top card is known, and goes to the bottom.
  const auto seen = gasp_seen_.begin();
  std::rotate(seen, seen + 1, seen + gasp_seen_count_);
  resolve_gasp(gasp_seen(gasp_seen_count_ - 1));
}

void State::on_gasp_card(int kind) {
  Expects(gasp_seen_count_ < gasp_seen_.size());  // an unseen card was drawn
  gasp_seen_[gasp_seen_count_] = as_byte(kind + 1);
  ++gasp_seen_count_;
  resolve_gasp(kind);
}

bool State::gasp_target_ok(int c) const {
  if (c < 0 || c >= num_characters() || c == active_) return false;
  const CharacterState& t = chars_[idx(c)];
  switch (game_->edition().gasp[counts_.gasp_card].effect) {
    case GaspEffect::kSteal:
      return t.pos == counts_.open_room && (t.gems > 0 || t.coins > 0);
    case GaspEffect::kTakeFavor:
      return !is_driver(c) && t.favors >= 2;
    default:
      return false;
  }
}

void State::legal_gasp_targets(ActionList& out) const {
  if (game_->edition().gasp[counts_.gasp_card].effect == GaspEffect::kMove) {
    for (int r = 0; r < game_->edition().mansion_size; ++r)
      if (r != counts_.open_room && room_open(r))
        out.push_back(encode(Action{ActionKind::kGaspRoom, as_byte(r)}));
    return;
  }
  for (int c = 0; c < num_characters(); ++c)
    if (gasp_target_ok(c)) out.push_back(encode(Action{ActionKind::kGaspCharacter, as_byte(c)}));
}

bool State::is_legal_gasp_target(const Action& x) const {
  if (game_->edition().gasp[counts_.gasp_card].effect == GaspEffect::kMove)
    return x.kind == ActionKind::kGaspRoom && x.a != counts_.open_room && room_open(x.a);
  return x.kind == ActionKind::kGaspCharacter && gasp_target_ok(x.a);
}

// First the loot on the top of the card is divided, then the bottom is done.
void State::resolve_gasp(int kind) {
  counts_.gasp_card = as_byte(kind);
  const GaspKind& card = game_->edition().gasp[idx(kind)];
  const int room = counts_.open_room;
  CharacterState& me = chars_[active_];
  RoomState& r = rooms_[idx(room)];
  if (card.gems > 0 || card.coins > 0) split(room, card.gems, card.coins);
  switch (card.effect) {
    case GaspEffect::kNone:
      break;
    case GaspEffect::kOpenAgain:
      ++counts_.draws_left;
      break;
    case GaspEffect::kDangerBack:
      if (r.track > 0) {
        --r.track;
        ++r.danger;
      }
      break;
    case GaspEffect::kAllToCar:
      send_all_to_car(room);
      break;
    case GaspEffect::kDropLoot:
      leave_in_room(active_, room, me.gems, me.coins, 0);
      break;
    case GaspEffect::kGiveCoins:
      for (int k = 1; k < num_characters(); ++k) {
        const int c = (active_ + k) % num_characters();
        if (chars_[idx(c)].pos != room) continue;
        transfer(active_, c, kCoins, std::min(2, static_cast<int>(me.coins)));
      }
      break;
    case GaspEffect::kStashNow:
      stash(active_);
      break;
    case GaspEffect::kRollDie:
      begin_moment(Moment::kBeforeRoll);
      return;
    case GaspEffect::kSteal:
    case GaspEffect::kTakeFavor:
    case GaspEffect::kMove: {
      ActionList targets;
      legal_gasp_targets(targets);
      if (!targets.empty()) {
        phase_ = Phase::kGaspTarget;
        return;
      }
      break;
    }
  }
  token_done();
}

void State::apply_gasp_target(const Action& x) {
  switch (game_->edition().gasp[counts_.gasp_card].effect) {
    case GaspEffect::kSteal: {
      const CharacterState& t = chars_[x.a];
      if (t.gems > 0)
        transfer(x.a, active_, kGems, 1);
      else
        transfer(x.a, active_, kCoins, std::min(3, static_cast<int>(t.coins)));
      break;
    }
    case GaspEffect::kTakeFavor:
      transfer(x.a, active_, kFavors, 1);
      break;
    case GaspEffect::kMove:
      move_char(active_, x.a);
      break;
    default:
      break;
  }
  token_done();
}

}  // namespace caper::mansky_caper
