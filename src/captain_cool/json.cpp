// Captain Cool state <-> JSON (layout in docs/rules/captain_cool.md).
#include <algorithm>
#include <array>
#include <span>

#include <fmt/format.h>
#include <gsl/narrow>

#include "caper/captain_cool/game.hpp"
#include "caper/core/index.hpp"
#include "captain_cool/internal.hpp"
#include "core/envelope.hpp"

namespace caper::captain_cool {

using json::Json;

namespace {

Json card_or_null(int c) {
  return c < 0 ? Json(nullptr) : Json(c);
}
Json place_or_null(int p) {
  return p < 0 ? Json(nullptr) : Json(place_name(p));
}
Json seat_or_null(int s) {
  return s < 0 ? Json(nullptr) : Json(s);
}

}  // namespace

std::string State::to_json(int viewer) const {
  return StateJson::write(*this, viewer);
}

void StateJson::write_board_cards(Json& j, const State& s, int viewer) {
  const bool full = viewer == kFullView;
  Json piles = Json::object();
  for (int k = 0; k < kNumPiles; ++k) {
    Json list = Json::array();
    for (int c = 0; c < kNumCards; ++c)
      if (s.location(c) == kLocPile + k) list.push_back(c);
    piles[std::string(pile_name(k))] = full ? list : Json(list.size());
  }
  j["piles"] = piles;
  j["decks_used"] = Json::array();
  for (int k = 0; k < kNumPiles; ++k)
    if (s.decks_used_ & (1u << k)) j["decks_used"].push_back(pile_name(k));

  j["pubs"] = Json::array();
  for (const auto& pub : s.pubs_) j["pubs"].push_back({card_or_null(pub[0]), card_or_null(pub[1])});
  j["circle"] = Json::array();
  for (auto c : s.circle_) j["circle"].push_back(card_or_null(c));
  j["discard"] = Json::array();
  for (int c = 0; c < kNumCards; ++c)
    if (s.location(c) == kLocDiscard) j["discard"].push_back(c);
}

void StateJson::write_hands(Json& j, const State& s, int viewer) {
  const int n = s.n();
  const bool full = viewer == kFullView;
  Json hands = Json::array();
  Json shown = Json::array();
  Json hidden = Json::array();
  for (int p = 0; p < n; ++p) {
    Json hand = Json::array();
    Json pub = Json::array();
    int secret = 0;
    for (int c = 0; c < kNumCards; ++c) {
      if (s.location(c) != kLocHand + p) continue;
      if (s.is_public(c)) pub.push_back(c);
      if (full || viewer == p || s.is_public(c)) {
        hand.push_back(c);
      } else {
        ++secret;
      }
    }
    hands.push_back(hand);
    shown.push_back(pub);
    hidden.push_back(secret);
  }
  j["hands"] = hands;
  j["shown"] = shown;
  if (!full) j["hidden_cards"] = hidden;
}

void StateJson::write_figures(Json& j, const State& s, int viewer) {
  const int n = s.n();
  const bool full = viewer == kFullView;
  Json standing = Json::array();
  Json lying = Json::array();
  for (int place = 0; place < kNumPlaces; ++place) {
    Json st = Json::array();
    Json ly = Json::array();
    for (int p = 0; p < n; ++p) {
      st.push_back(s.standing(place, p));
      ly.push_back(s.lying(place, p));
    }
    standing.push_back(st);
    lying.push_back(ly);
  }
  j["standing"] = standing;
  j["lying"] = lying;
  j["supply"] = Json::array();
  j["pending"] = Json::array();
  j["revealed"] = Json::array();
  j["used"] = Json::array();
  for (int p = 0; p < n; ++p) {
    const auto pi = idx(p);
    j["supply"].push_back(s.supply_[pi]);
    const int pending = s.pending_[pi];
    if (pending >= 0 && !full && viewer != p) {
      j["pending"].push_back("hidden");
    } else {
      j["pending"].push_back(place_or_null(pending));
    }
    j["revealed"].push_back(place_or_null(s.revealed_[pi]));
    Json used = Json::array();
    for (int b = 0; b < kNumBosses; ++b)
      if (s.used_[pi] & (1u << b)) used.push_back(boss_name(b));
    j["used"].push_back(used);
  }
}

std::string StateJson::write(const State& s, int viewer) {
  const int n = s.n();
  Json j;
  std::array<double, kMaxPlayers> returns{};
  const std::span<double> seat_returns(returns.data(), idx(n));
  s.returns(seat_returns);
  std::array<int, kMaxPlayers> points{};
  for (int p = 0; p < n; ++p) points[idx(p)] = s.scores_[idx(p)];
  // Captain Cool's turn counter is the round; the envelope's phase is the game's own.
  json::write_envelope(j, {.game = Game::kName,
                           .view = viewer,
                           .players = n,
                           .to_move = s.current_player(),
                           .phase = name_of(kPhaseNames, s.phase_),
                           .turn = s.round_,
                           .returns = seat_returns,
                           .points = std::span<const int>(points.data(), idx(n)),
                           .reason = end_reason_name(s.end_reason()),
                           .truncated = s.end_reason() == EndReason::kTurnLimit});
  j["round"] = s.round_;
  j["sub"] = s.counters_.sub;
  j["step"] = s.counters_.step;
  j["actor"] = seat_or_null(s.actor_);
  j["scores"] = Json::array();
  for (int p = 0; p < n; ++p) j["scores"].push_back(s.scores_[idx(p)]);

  write_board_cards(j, s, viewer);
  write_hands(j, s, viewer);
  write_figures(j, s, viewer);
  j["queue"] = Json::array();
  for (int i = 0; i < s.queue_len_; ++i) j["queue"].push_back(s.queue_[idx(i)]);
  j["queue_pos"] = s.counters_.queue_pos;
  if (s.counters_.pick_place < 0) {
    j["pick"] = nullptr;
  } else {
    j["pick"] = {{"place", place_name(s.counters_.pick_place)},
                 {"seat", seat_or_null(s.counters_.pick_seat)}};
  }
  j["affray_pub"] = s.counters_.affray_pub;
  j["order"] = Json::array();
  if (s.order_[0] >= 0)
    for (int p = 0; p < n; ++p) j["order"].push_back(s.order_[idx(p)]);
  j["big_deal_turn"] = s.counters_.turn;
  j["majority"] = Json::array();
  for (auto m : s.counters_.majority) j["majority"].push_back(seat_or_null(m));
  return json::dump(j);
}

void bad_state(const std::string& message) {
  throw ParseError(fmt::format("captain_cool state: {}", message));
}

namespace {

int read_seat_or_null(const Json& v, const std::string& path, int n) {
  if (v.is_null()) return -1;
  if (!json::is_integer(v) || v.get<std::int64_t>() < 0 || v.get<std::int64_t>() >= n)
    bad_state(fmt::format("{}: expected null or a seat 0..{}, got {}", path, n - 1, v.dump()));
  return gsl::narrow<int>(v.get<std::int64_t>());
}

int read_place_or_null(const Json& v, const std::string& path) {
  if (v.is_null()) return -1;
  if (!v.is_string())
    bad_state(fmt::format("{}: expected null or a place name (I, II, III, IV, CC, Tom, Ed)", path));
  const int p = place_from_name(v.get<std::string>());
  if (p < 0) bad_state(fmt::format("{}: unknown place '{}'", path, v.get<std::string>()));
  return p;
}

int read_boss(const Json& v, const std::string& path) {
  if (v.is_string())
    for (int b = 0; b < kNumBosses; ++b)
      if (v.get<std::string>() == boss_name(b)) return b;
  bad_state(fmt::format("{}: expected CC, Tom or Ed", path));
}

const Json& seat_array(const json::ObjectReader& r, std::string_view key, int n) {
  return r.array(key, idx(n), idx(n));
}

}  // namespace

// Puts the card named by `v` on `loc`; `seen` counts each card's places.
int StateJson::put(State& s, const Json& v, const std::string& path, int loc, int* seen) {
  if (!json::is_integer(v) || v.get<std::int64_t>() < 0 || v.get<std::int64_t>() >= kNumCards)
    bad_state(fmt::format("{}: expected a card id 0..{}, got {}", path, kNumCards - 1, v.dump()));
  const int c = gsl::narrow<int>(v.get<std::int64_t>());
  if (seen[c]++) bad_state(fmt::format("{}: card {} is in two places", path, c));
  s.move_card(c, loc);
  return c;
}

void StateJson::read_header(State& s, const json::ObjectReader& r) {
  s.round_ = gsl::narrow<std::uint8_t>(r.integer("round", 1, kRounds));
  // "game_over" is the finished phase's name in documents of earlier versions.
  const Json* phase = r.find("phase");
  s.phase_ = phase != nullptr && *phase == "game_over"
                 ? Phase::kOver
                 : static_cast<Phase>(r.choice("phase", kPhaseNames));
  s.counters_.sub = gsl::narrow<std::uint8_t>(r.integer("sub", 0, kNumCards));
  // A coarse type bound; check_step ties the step to the figures on the board.
  s.counters_.step = gsl::narrow<std::uint8_t>(r.integer("step", 0, 2 * kFigures));
  s.actor_ = gsl::narrow<std::int8_t>(read_seat_or_null(r.require("actor"), "state.actor", s.n()));
}

void StateJson::read_scores(State& s, const json::ObjectReader& r) {
  const int n = s.n();
  const Json& a = seat_array(r, "scores", n);
  for (int p = 0; p < n; ++p)
    at(s.scores_, p) =
        gsl::narrow<std::int16_t>(json::integer_at(a, idx(p), "state.scores", 0, kScoreCap));
  for (int p = 0; p < n; ++p)
    for (int q = p + 1; q < n; ++q)
      if (at(s.scores_, p) != 0 && at(s.scores_, p) == at(s.scores_, q))
        bad_state(
            fmt::format("state.scores: seats {} and {} share the number {} (markers never "
                        "share a number)",
                        p, q, at(s.scores_, p)));
  for (int p = 0; p < n; ++p) {
    const std::string path = fmt::format("state.scores[{}]", p);
    if (s.phase_ == Phase::kStartScores && at(s.scores_, p) > n)
      bad_state(fmt::format("{}: starting scores are 1..{}", path, n));
    const bool unset = s.phase_ == Phase::kStartScores && p >= s.counters_.sub;
    if (unset != (at(s.scores_, p) == 0))
      bad_state(fmt::format(
          "{}: {}", path,
          unset ? "must be 0 until the starting score is drawn" : "must be at least 1"));
  }
}

void StateJson::read_piles(State& s, const json::ObjectReader& r, int* seen) {
  json::ObjectReader piles = r.object("piles");
  for (int k = 0; k < kNumPiles; ++k) {
    const std::string key(pile_name(k));
    const Json& list = piles.array(key, 0, kNumCards);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const std::string path = fmt::format("state.piles.{}[{}]", key, i);
      const int c = put(s, list[i], path, kLocPile + k, seen);
      if (pile_of(s.card(c)) != k)
        bad_state(fmt::format("{}: card {} belongs to another pile", path, c));
    }
  }
  piles.reject_unknown();
  const Json& used = r.array("decks_used", 0, kNumPiles);
  s.decks_used_ = 0;
  for (std::size_t i = 0; i < used.size(); ++i) {
    const std::string name = json::string_at(used, i, "state.decks_used");
    int k = 0;
    while (k < kNumPiles && pile_name(k) != name) ++k;
    if (k == kNumPiles) bad_state(fmt::format("state.decks_used[{}]: unknown pile '{}'", i, name));
    s.decks_used_ = gsl::narrow<std::uint8_t>(s.decks_used_ | (1u << k));
  }
}

void StateJson::read_board_cards(State& s, const json::ObjectReader& r, int* seen) {
  const Json& pubs = r.array("pubs", kNumPubs, kNumPubs);
  for (int p = 0; p < kNumPubs; ++p) {
    const std::string path = fmt::format("state.pubs[{}]", p);
    const Json& pub = json::require_array(pubs[idx(p)], path, 2, 2);
    for (int slot = 0; slot < 2; ++slot)
      if (!pub[idx(slot)].is_null())
        put(s, pub[idx(slot)], fmt::format("{}[{}]", path, slot), kLocPub + p * 2 + slot, seen);
  }
  const Json& circle = r.array("circle", kCircleSpaces, kCircleSpaces);
  for (int v = 0; v < kCircleSpaces; ++v) {
    if (circle[idx(v)].is_null()) continue;
    const std::string path = fmt::format("state.circle[{}]", v);
    const int c = put(s, circle[idx(v)], path, kLocCircle + v, seen);
    if (s.card(c).value != v + 1) bad_state(fmt::format("{}: card {} has another value", path, c));
  }
  const Json& discard = r.array("discard", 0, kNumCards);
  for (std::size_t i = 0; i < discard.size(); ++i)
    put(s, discard[i], fmt::format("state.discard[{}]", i), kLocDiscard, seen);
}

void StateJson::read_hands(State& s, const json::ObjectReader& r, int* seen) {
  const int n = s.n();
  const Json& hands = seat_array(r, "hands", n);
  for (int p = 0; p < n; ++p) {
    const std::string path = fmt::format("state.hands[{}]", p);
    const Json& hand = json::require_array(hands[idx(p)], path, 0, kNumCards);
    for (std::size_t i = 0; i < hand.size(); ++i)
      put(s, hand[i], fmt::format("{}[{}]", path, i), kLocHand + p, seen);
  }
  for (int c = 0; c < kNumCards; ++c)
    if (!seen[c]) bad_state(fmt::format("card {} is missing (it must be in exactly one place)", c));
  const Json& shown = seat_array(r, "shown", n);
  for (int p = 0; p < n; ++p) {
    const std::string path = fmt::format("state.shown[{}]", p);
    const Json& list = json::require_array(shown[idx(p)], path, 0, kNumCards);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const int c = gsl::narrow<int>(json::integer_at(list, i, path, 0, kNumCards - 1));
      if (s.location(c) != kLocHand + p)
        bad_state(fmt::format("{}[{}]: card {} is not in this hand", path, i, c));
      s.show(std::uint64_t{1} << c);
    }
  }
}

void StateJson::read_figures(State& s, const json::ObjectReader& r) {
  const int n = s.n();
  const Json& standing = r.array("standing", kNumPlaces, kNumPlaces);
  const Json& lying = r.array("lying", kNumPlaces, kNumPlaces);
  const Json& supply = seat_array(r, "supply", n);
  for (int place = 0; place < kNumPlaces; ++place) {
    const std::string sp = fmt::format("state.standing[{}]", place);
    const std::string lp = fmt::format("state.lying[{}]", place);
    const Json& st = json::require_array(standing[idx(place)], sp, idx(n), idx(n));
    const Json& ly = json::require_array(lying[idx(place)], lp, idx(n), idx(n));
    for (int p = 0; p < n; ++p) {
      s.set_figures(place, p, gsl::narrow<int>(json::integer_at(st, idx(p), sp, 0, kFigures)),
                    gsl::narrow<int>(json::integer_at(ly, idx(p), lp, 0, kFigures)));
    }
  }
  for (int p = 0; p < n; ++p) {
    at(s.supply_, p) =
        gsl::narrow<std::uint8_t>(json::integer_at(supply, idx(p), "state.supply", 0, kFigures));
    int total = at(s.supply_, p);
    for (int place = 0; place < kNumPlaces; ++place) total += s.figures(place, p);
    if (total != kFigures)
      bad_state(
          fmt::format("state.supply[{}]: seat {} has {} figures in supply and on the "
                      "board, expected {}",
                      p, p, total, kFigures));
  }
}

void StateJson::read_choices(State& s, const json::ObjectReader& r) {
  const int n = s.n();
  const Json& pending = seat_array(r, "pending", n);
  const Json& revealed = seat_array(r, "revealed", n);
  const Json& used = seat_array(r, "used", n);
  for (int p = 0; p < n; ++p) {
    const std::string pending_path = fmt::format("state.pending[{}]", p);
    const std::string used_path = fmt::format("state.used[{}]", p);
    at(s.pending_, p) = gsl::narrow<std::int8_t>(read_place_or_null(pending[idx(p)], pending_path));
    at(s.revealed_, p) = gsl::narrow<std::int8_t>(
        read_place_or_null(revealed[idx(p)], fmt::format("state.revealed[{}]", p)));
    const Json& u = json::require_array(used[idx(p)], used_path, 0, kNumBosses);
    std::uint8_t bits = 0;
    for (std::size_t k = 0; k < u.size(); ++k)
      bits = gsl::narrow<std::uint8_t>(bits | (1u << read_boss(u[k], used_path)));
    at(s.used_, p) = bits;
    if (bits != 0 && !s.advanced())
      bad_state(fmt::format("{}: abilities are used only in the advanced game", used_path));
    const int chosen = at(s.pending_, p);
    if (chosen >= kNumPubs && (bits & (1u << (chosen - kNumPubs))))
      bad_state(
          fmt::format("{}: that boss card was used for its ability this round", pending_path));
  }
}

void StateJson::read_queue_and_pick(State& s, const json::ObjectReader& r) {
  const int n = s.n();
  const Json& queue = r.array("queue", 0, idx(n));
  s.queue_len_ = gsl::narrow<std::uint8_t>(queue.size());
  for (std::size_t i = 0; i < queue.size(); ++i)
    s.queue_[i] = gsl::narrow<std::int8_t>(json::integer_at(queue, i, "state.queue", 0, n - 1));
  s.counters_.queue_pos = gsl::narrow<std::uint8_t>(r.integer("queue_pos", 0, s.queue_len_));
  const Json& pick = r.require("pick");
  if (pick.is_null()) return;
  json::ObjectReader pr(pick, "state.pick");
  s.counters_.pick_place =
      gsl::narrow<std::int8_t>(read_place_or_null(pr.require("place"), "state.pick.place"));
  s.counters_.pick_seat =
      gsl::narrow<std::int8_t>(read_seat_or_null(pr.require("seat"), "state.pick.seat", n));
  pr.reject_unknown();
  if (s.counters_.pick_place < 0) bad_state("state.pick.place: must be a place");
}

void StateJson::read_big_deal(State& s, const json::ObjectReader& r) {
  const int n = s.n();
  s.counters_.affray_pub = gsl::narrow<std::uint8_t>(r.integer("affray_pub", 0, kNumPubs));
  const Json& order = r.array("order", 0, idx(n));
  if (!order.empty() && order.size() != idx(n))
    bad_state(fmt::format("state.order: expected [] or all {} seats", n));
  bool in_order[kMaxPlayers] = {};
  for (std::size_t i = 0; i < order.size(); ++i) {
    const int p = gsl::narrow<int>(json::integer_at(order, i, "state.order", 0, n - 1));
    if (in_order[p]) bad_state(fmt::format("state.order: seat {} appears twice", p));
    in_order[p] = true;
    s.order_[i] = gsl::narrow<std::int8_t>(p);
  }
  // "turn" is the envelope's (the round); documents of the previous version kept the Big
  // Deal turn there.
  s.counters_.turn =
      gsl::narrow<std::uint8_t>(r.integer(r.has("big_deal_turn") ? "big_deal_turn" : "turn", 0, n));
  const Json& majority = r.array("majority", kNumBosses, kNumBosses);
  for (int b = 0; b < kNumBosses; ++b)
    at(s.counters_.majority, b) = gsl::narrow<std::int8_t>(
        read_seat_or_null(majority[idx(b)], fmt::format("state.majority[{}]", b), n));
}

State StateJson::read(const Game& game, std::string_view text) {
  const Json root = json::parse(text, "captain_cool state");
  json::ObjectReader r(root, "state");
  json::accept_envelope(r, Game::kName);
  if (r.integer_or("players", game.num_players(), kMinPlayers, kMaxPlayers) != game.num_players())
    r.fail("players", fmt::format("the game has {} players", game.num_players()));
  State s = game.initial_state();
  read_header(s, r);
  read_scores(s, r);
  int seen[kNumCards] = {};
  read_piles(s, r, seen);
  read_board_cards(s, r, seen);
  read_hands(s, r, seen);
  read_figures(s, r);
  read_choices(s, r);
  read_queue_and_pick(s, r);
  read_big_deal(s, r);
  r.reject_unknown();
  check_phase_fields(s);
  check_resolution(s);
  check_cards(s);
  check_piles(s);
  check_step(s);
  check_scores(s);
  check_affray(s);
  check_big_deal(s);
  check_playable(s);
  return s;
}

State Game::state_from_json(std::string_view json) const {
  return StateJson::read(*this, json);
}

}  // namespace caper::captain_cool
