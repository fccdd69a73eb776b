// Captain Cool state <-> JSON (layout in docs/rules/captain_cool.md).
#include <algorithm>

#include "caper/captain_cool/game.hpp"
#include "core/json_util.hpp"

namespace caper::captain_cool {

using json::Json;

namespace {

constexpr Phase kPhases[] = {Phase::kStartScores,  Phase::kFillBoss,   Phase::kFillPlain,
                             Phase::kDeal,         Phase::kSpares,     Phase::kChoose,
                             Phase::kBossDecision, Phase::kTomPlace,   Phase::kOptionalPlace,
                             Phase::kSwapFirst,    Phase::kSwapSecond, Phase::kEdwardFrom,
                             Phase::kEdwardTo,     Phase::kAffrayPick, Phase::kAffrayOrder,
                             Phase::kBigDeal,      Phase::kGameOver};

Json card_or_null(int c) {
  return c < 0 ? Json(nullptr) : Json(c);
}
Json place_or_null(int p) {
  return p < 0 ? Json(nullptr) : Json(place_name(p));
}
Json seat_or_null(int s) {
  return s < 0 ? Json(nullptr) : Json(s);
}

bool player_phase(Phase p) {
  return p != Phase::kGameOver && p != Phase::kStartScores && p != Phase::kFillBoss &&
         p != Phase::kFillPlain && p != Phase::kDeal && p != Phase::kSpares;
}

}  // namespace

struct StateCodec {
  static std::string write(const State& s, int viewer);
  static State read(const Game& game, std::string_view text);
};

std::string State::to_json(int viewer) const {
  return StateCodec::write(*this, viewer);
}

std::string StateCodec::write(const State& s, int viewer) {
  const int n = s.n();
  const bool full = viewer == kFullView;
  Json j;
  j["round"] = s.round_;
  j["phase"] = phase_name(s.phase_);
  j["sub"] = s.sub_;
  j["step"] = s.step_;
  j["actor"] = seat_or_null(s.actor_);
  j["scores"] = Json::array();
  for (int p = 0; p < n; ++p) j["scores"].push_back(s.scores_[static_cast<std::size_t>(p)]);

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
    const auto pi = static_cast<std::size_t>(p);
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
  j["queue"] = Json::array();
  for (int i = 0; i < s.queue_len_; ++i)
    j["queue"].push_back(s.queue_[static_cast<std::size_t>(i)]);
  j["queue_pos"] = s.queue_pos_;
  if (s.pick_place_ < 0) {
    j["pick"] = nullptr;
  } else {
    j["pick"] = {{"place", place_name(s.pick_place_)}, {"seat", seat_or_null(s.pick_seat_)}};
  }
  j["affray_pub"] = s.affray_pub_;
  j["order"] = Json::array();
  if (s.order_[0] >= 0)
    for (int p = 0; p < n; ++p) j["order"].push_back(s.order_[static_cast<std::size_t>(p)]);
  j["turn"] = s.turn_;
  j["majority"] = Json::array();
  for (auto m : s.majority_) j["majority"].push_back(seat_or_null(m));
  return json::dump(j);
}

namespace {

[[noreturn]] void bad(const std::string& message) {
  throw ParseError("captain_cool state: " + message);
}

int read_seat_or_null(const Json& v, const std::string& path, int n) {
  if (v.is_null()) return -1;
  if (!v.is_number_integer() || v.get<std::int64_t>() < 0 || v.get<std::int64_t>() >= n)
    bad(path + ": expected null or a seat 0.." + std::to_string(n - 1));
  return static_cast<int>(v.get<std::int64_t>());
}

int read_place_or_null(const Json& v, const std::string& path) {
  if (v.is_null()) return -1;
  if (!v.is_string()) bad(path + ": expected null or a place name (I, II, III, IV, CC, Tom, Ed)");
  const int p = place_from_name(v.get<std::string>());
  if (p < 0) bad(path + ": unknown place '" + v.get<std::string>() + "'");
  return p;
}

int read_boss(const Json& v, const std::string& path) {
  if (v.is_string())
    for (int b = 0; b < kNumBosses; ++b)
      if (v.get<std::string>() == boss_name(b)) return b;
  bad(path + ": expected CC, Tom or Ed");
}

}  // namespace

State StateCodec::read(const Game& game, std::string_view text) {
  const Json root = json::parse(text, "captain_cool state");
  json::ObjectReader r(root, "state");
  const int n = game.num_players();
  State s = game.initial_state();
  s.round_ = static_cast<std::uint8_t>(r.integer("round", 1, kRounds));
  {
    const std::string name = r.string("phase");
    bool found = false;
    for (Phase p : kPhases)
      if (phase_name(p) == name) {
        s.phase_ = p;
        found = true;
      }
    if (!found) r.fail("phase", "unknown phase '" + name + "'");
  }
  s.sub_ = static_cast<std::uint8_t>(r.integer("sub", 0, kNumCards));
  s.step_ = static_cast<std::uint8_t>(r.integer("step", 0, 12));
  s.actor_ = static_cast<std::int8_t>(read_seat_or_null(r.require("actor"), "state.actor", n));
  {
    const Json& a = r.array("scores", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p) {
      s.scores_[static_cast<std::size_t>(p)] = static_cast<std::int16_t>(
          json::integer_at(a, static_cast<std::size_t>(p), "state.scores", 0, 10000));
    }
    for (int p = 0; p < n; ++p)
      for (int q = p + 1; q < n; ++q)
        if (s.scores_[static_cast<std::size_t>(p)] != 0 &&
            s.scores_[static_cast<std::size_t>(p)] == s.scores_[static_cast<std::size_t>(q)])
          bad("state.scores: seats " + std::to_string(p) + " and " + std::to_string(q) +
              " share the number " + std::to_string(s.scores_[static_cast<std::size_t>(p)]) +
              " (markers never share a number)");
    for (int p = 0; p < n; ++p) {
      if (s.phase_ == Phase::kStartScores && s.scores_[static_cast<std::size_t>(p)] > n)
        bad("state.scores[" + std::to_string(p) + "]: starting scores are 1.." + std::to_string(n));
      const bool unset = s.phase_ == Phase::kStartScores && p >= s.sub_;
      if (unset != (s.scores_[static_cast<std::size_t>(p)] == 0))
        bad("state.scores[" + std::to_string(p) +
            "]: " + (unset ? "must be 0 until the starting score is drawn" : "must be at least 1"));
    }
  }

  // Cards: every card exactly once.
  std::array<int, kNumCards> seen{};
  seen.fill(0);
  auto put = [&](const Json& v, const std::string& path, std::uint8_t loc) {
    if (!v.is_number_integer() || v.get<std::int64_t>() < 0 || v.get<std::int64_t>() >= kNumCards)
      bad(path + ": expected a card id 0.." + std::to_string(kNumCards - 1));
    const int c = static_cast<int>(v.get<std::int64_t>());
    if (seen[static_cast<std::size_t>(c)]++)
      bad(path + ": card " + std::to_string(c) + " is in two places");
    s.move_card(c, loc);
    return c;
  };
  {
    json::ObjectReader piles = r.object("piles");
    for (int k = 0; k < kNumPiles; ++k) {
      const std::string key(pile_name(k));
      const Json& list = piles.array(key, 0, kNumCards);
      for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string path = "state.piles." + key + "[" + std::to_string(i) + "]";
        const int c = put(list[i], path, static_cast<std::uint8_t>(kLocPile + k));
        if (pile_of(s.card(c)) != k)
          bad(path + ": card " + std::to_string(c) + " belongs to another pile");
      }
    }
    piles.reject_unknown();
  }
  {
    const Json& used = r.array("decks_used", 0, kNumPiles);
    s.decks_used_ = 0;
    for (std::size_t i = 0; i < used.size(); ++i) {
      const std::string name = json::string_at(used, i, "state.decks_used");
      int k = 0;
      while (k < kNumPiles && pile_name(k) != name) ++k;
      if (k == kNumPiles)
        bad("state.decks_used[" + std::to_string(i) + "]: unknown pile '" + name + "'");
      s.decks_used_ = static_cast<std::uint8_t>(s.decks_used_ | (1u << k));
    }
  }
  {
    const Json& pubs = r.array("pubs", kNumPubs, kNumPubs);
    for (int p = 0; p < kNumPubs; ++p) {
      const std::string path = "state.pubs[" + std::to_string(p) + "]";
      const Json& pub = json::require_array(pubs[static_cast<std::size_t>(p)], path, 2, 2);
      for (int slot = 0; slot < 2; ++slot)
        if (!pub[static_cast<std::size_t>(slot)].is_null())
          put(pub[static_cast<std::size_t>(slot)], path + "[" + std::to_string(slot) + "]",
              static_cast<std::uint8_t>(kLocPub + p * 2 + slot));
    }
  }
  {
    const Json& circle = r.array("circle", kCircleSpaces, kCircleSpaces);
    for (int v = 0; v < kCircleSpaces; ++v) {
      if (circle[static_cast<std::size_t>(v)].is_null()) continue;
      const std::string path = "state.circle[" + std::to_string(v) + "]";
      const int c =
          put(circle[static_cast<std::size_t>(v)], path, static_cast<std::uint8_t>(kLocCircle + v));
      if (s.card(c).value != v + 1)
        bad(path + ": card " + std::to_string(c) + " has another value");
    }
  }
  {
    const Json& discard = r.array("discard", 0, kNumCards);
    for (std::size_t i = 0; i < discard.size(); ++i)
      put(discard[i], "state.discard[" + std::to_string(i) + "]", kLocDiscard);
  }
  {
    const Json& hands = r.array("hands", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p) {
      const std::string path = "state.hands[" + std::to_string(p) + "]";
      const Json& hand =
          json::require_array(hands[static_cast<std::size_t>(p)], path, 0, kNumCards);
      for (std::size_t i = 0; i < hand.size(); ++i)
        put(hand[i], path + "[" + std::to_string(i) + "]", static_cast<std::uint8_t>(kLocHand + p));
    }
  }
  for (int c = 0; c < kNumCards; ++c)
    if (!seen[static_cast<std::size_t>(c)])
      bad("card " + std::to_string(c) + " is missing (it must be in exactly one place)");
  {
    const Json& shown = r.array("shown", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p) {
      const std::string path = "state.shown[" + std::to_string(p) + "]";
      const Json& list =
          json::require_array(shown[static_cast<std::size_t>(p)], path, 0, kNumCards);
      for (std::size_t i = 0; i < list.size(); ++i) {
        const int c = static_cast<int>(json::integer_at(list, i, path, 0, kNumCards - 1));
        if (s.location(c) != kLocHand + p)
          bad(path + "[" + std::to_string(i) + "]: card " + std::to_string(c) +
              " is not in this hand");
        s.public_ |= std::uint64_t{1} << c;
      }
    }
  }
  // Figures.
  {
    const Json& standing = r.array("standing", kNumPlaces, kNumPlaces);
    const Json& lying = r.array("lying", kNumPlaces, kNumPlaces);
    const Json& supply =
        r.array("supply", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
    for (int place = 0; place < kNumPlaces; ++place) {
      const auto pl = static_cast<std::size_t>(place);
      const std::string sp = "state.standing[" + std::to_string(place) + "]";
      const std::string lp = "state.lying[" + std::to_string(place) + "]";
      const Json& st = json::require_array(standing[pl], sp, static_cast<std::size_t>(n),
                                           static_cast<std::size_t>(n));
      const Json& ly = json::require_array(lying[pl], lp, static_cast<std::size_t>(n),
                                           static_cast<std::size_t>(n));
      for (int p = 0; p < n; ++p) {
        const auto up = static_cast<std::int64_t>(
            json::integer_at(st, static_cast<std::size_t>(p), sp, 0, kFigures));
        const auto down = static_cast<std::int64_t>(
            json::integer_at(ly, static_cast<std::size_t>(p), lp, 0, kFigures));
        s.cell(place, p) =
            static_cast<std::uint8_t>(up * State::kOneStanding + down * State::kOneLying);
      }
    }
    for (int p = 0; p < n; ++p) {
      const auto pi = static_cast<std::size_t>(p);
      s.supply_[pi] =
          static_cast<std::uint8_t>(json::integer_at(supply, pi, "state.supply", 0, kFigures));
      int total = s.supply_[pi];
      for (int place = 0; place < kNumPlaces; ++place) total += s.figures(place, p);
      if (total != kFigures)
        bad("state.supply[" + std::to_string(p) + "]: seat " + std::to_string(p) + " has " +
            std::to_string(total) + " figures in supply and on the board, expected " +
            std::to_string(kFigures));
    }
  }
  {
    const Json& pending =
        r.array("pending", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
    const Json& revealed =
        r.array("revealed", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
    const Json& used = r.array("used", static_cast<std::size_t>(n), static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p) {
      const auto pi = static_cast<std::size_t>(p);
      const std::string idx = "[" + std::to_string(p) + "]";
      s.pending_[pi] =
          static_cast<std::int8_t>(read_place_or_null(pending[pi], "state.pending" + idx));
      s.revealed_[pi] =
          static_cast<std::int8_t>(read_place_or_null(revealed[pi], "state.revealed" + idx));
      const Json& u = json::require_array(used[pi], "state.used" + idx, 0, kNumBosses);
      s.used_[pi] = 0;
      for (std::size_t i = 0; i < u.size(); ++i)
        s.used_[pi] =
            static_cast<std::uint8_t>(s.used_[pi] | (1u << read_boss(u[i], "state.used" + idx)));
      if (s.used_[pi] != 0 && !game.advanced())
        bad("state.used" + idx + ": abilities are used only in the advanced game");
      if (s.pending_[pi] >= kNumPubs && (s.used_[pi] & (1u << (s.pending_[pi] - kNumPubs))))
        bad("state.pending" + idx + ": that boss card was used for its ability this round");
    }
  }
  {
    const Json& queue = r.array("queue", 0, static_cast<std::size_t>(n));
    s.queue_len_ = static_cast<std::uint8_t>(queue.size());
    for (std::size_t i = 0; i < queue.size(); ++i)
      s.queue_[i] = static_cast<std::int8_t>(json::integer_at(queue, i, "state.queue", 0, n - 1));
    s.queue_pos_ = static_cast<std::uint8_t>(r.integer("queue_pos", 0, s.queue_len_));
  }
  {
    const Json& pick = r.require("pick");
    if (!pick.is_null()) {
      json::ObjectReader pr(pick, "state.pick");
      s.pick_place_ =
          static_cast<std::int8_t>(read_place_or_null(pr.require("place"), "state.pick.place"));
      s.pick_seat_ =
          static_cast<std::int8_t>(read_seat_or_null(pr.require("seat"), "state.pick.seat", n));
      pr.reject_unknown();
      if (s.pick_place_ < 0) bad("state.pick.place: must be a place");
    }
  }
  s.affray_pub_ = static_cast<std::uint8_t>(r.integer("affray_pub", 0, kNumPubs));
  {
    const Json& order = r.array("order", 0, static_cast<std::size_t>(n));
    if (!order.empty() && order.size() != static_cast<std::size_t>(n))
      bad("state.order: expected [] or all " + std::to_string(n) + " seats");
    bool in_order[kMaxPlayers] = {};
    for (std::size_t i = 0; i < order.size(); ++i) {
      const int p = static_cast<int>(json::integer_at(order, i, "state.order", 0, n - 1));
      if (in_order[p]) bad("state.order: seat " + std::to_string(p) + " appears twice");
      in_order[p] = true;
      s.order_[i] = static_cast<std::int8_t>(p);
    }
    s.turn_ = static_cast<std::uint8_t>(r.integer("turn", 0, n));
    const Json& majority = r.array("majority", kNumBosses, kNumBosses);
    for (int b = 0; b < kNumBosses; ++b)
      s.majority_[static_cast<std::size_t>(b)] = static_cast<std::int8_t>(read_seat_or_null(
          majority[static_cast<std::size_t>(b)], "state.majority[" + std::to_string(b) + "]", n));
  }
  r.reject_unknown();

  // Consistency of the phase with the rest.
  const Phase ph = s.phase_;
  if (player_phase(ph) != (s.actor_ >= 0))
    bad("state.actor: must be a seat exactly in player phases");
  if (ph == Phase::kChoose) {
    int first = -1;
    for (int p = 0; p < n && first < 0; ++p)
      if (s.pending_[static_cast<std::size_t>(p)] < 0) first = p;
    if (first != s.actor_)
      bad("state.actor: in 'choose' the actor is the first seat without a pending choice");
  } else {
    for (int p = 0; p < n; ++p)
      if (s.pending_[static_cast<std::size_t>(p)] >= 0)
        bad("state.pending: choices are pending only in 'choose'");
  }
  const bool resolving = ph == Phase::kBossDecision || ph == Phase::kTomPlace ||
                         ph == Phase::kOptionalPlace || ph == Phase::kSwapFirst ||
                         ph == Phase::kSwapSecond || ph == Phase::kEdwardFrom ||
                         ph == Phase::kEdwardTo;
  if (resolving) {
    if (!game.advanced())
      bad("state.phase: '" + std::string(phase_name(ph)) + "' exists only in the advanced game");
    if (s.queue_pos_ >= s.queue_len_ || s.queue_[s.queue_pos_] != s.actor_)
      bad("state.queue: the actor must be the boss-card player at queue_pos");
    const int played = s.revealed_[static_cast<std::size_t>(s.actor_)];
    if (played < kNumPubs) bad("state.revealed: the actor must have played a boss card");
    const int boss = played - kNumPubs;
    if (ph != Phase::kBossDecision && !(s.used_[static_cast<std::size_t>(s.actor_)] & (1u << boss)))
      bad("state.used: an ability in use must be marked used");
    const bool fits =
        ph == Phase::kBossDecision || (ph == Phase::kTomPlace && boss == kTom) ||
        (ph == Phase::kOptionalPlace && boss != kTom) ||
        ((ph == Phase::kSwapFirst || ph == Phase::kSwapSecond) && boss == kCaptainCool) ||
        ((ph == Phase::kEdwardFrom || ph == Phase::kEdwardTo) && boss == kEdward);
    if (!fits)
      bad("state.phase: '" + std::string(phase_name(ph)) +
          "' does not belong to the boss card played");
  } else if (s.queue_len_ != 0) {
    bad("state.queue: must be empty outside the advanced boss resolution");
  }
  const bool needs_pick = ph == Phase::kSwapSecond || ph == Phase::kEdwardTo;
  if (needs_pick != (s.pick_place_ >= 0))
    bad("state.pick: set exactly in swap_second and edward_to");
  if (ph == Phase::kSwapSecond &&
      (s.pick_seat_ < 0 || s.standing(s.pick_place_, s.pick_seat_) == 0))
    bad("state.pick: the first figure of the exchange must be standing there");
  if (ph == Phase::kEdwardTo && (s.pick_seat_ >= 0 || s.standing(s.pick_place_, s.actor_) == 0))
    bad("state.pick: Edward moves one of the actor's standing figures (seat must be null)");
  if (ph == Phase::kTomPlace && s.sub_ > 1) bad("state.sub: Tom places at most 2 figures");
  if ((ph == Phase::kEdwardFrom || ph == Phase::kEdwardTo) && s.sub_ > 1)
    bad("state.sub: Edward moves at most 2 figures");
  if (ph == Phase::kAffrayPick || ph == Phase::kAffrayOrder) {
    if (s.affray_pub_ >= kNumPubs || s.pubs_[s.affray_pub_][0] < 0 || s.pubs_[s.affray_pub_][1] < 0)
      bad("state.affray_pub: the pub being decided must hold two cards");
  }
  if (ph == Phase::kBigDeal) {
    if (s.order_[0] < 0 || s.turn_ >= n || s.order_[s.turn_] != s.actor_)
      bad("state.order: in 'big_deal' the actor must be order[turn]");
  }
  if (ph == Phase::kStartScores && s.sub_ >= n - 1) bad("state.sub: out of range for start_scores");
  if ((ph == Phase::kFillBoss || ph == Phase::kFillPlain) && s.sub_ >= kNumPubs)
    bad("state.sub: out of range for filling the pubs");
  if (ph == Phase::kDeal && s.sub_ >= n * cards_per_player(n))
    bad("state.sub: out of range for the deal");
  if (ph == Phase::kSpares && s.sub_ >= spare_cards(n))
    bad("state.sub: out of range for the spares");
  if (ph != Phase::kGameOver) {
    ActionList legal;
    s.legal_actions(legal);
    if (legal.empty())
      bad("state.phase: '" + std::string(phase_name(ph)) +
          "' has no legal action in this position");
  }
  return s;
}

State Game::state_from_json(std::string_view json) const {
  return StateCodec::read(*this, json);
}

}  // namespace caper::captain_cool
