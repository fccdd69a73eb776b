// The Mansky Caper: the state as JSON, both ways (the State's friend StateJson).
#include <array>
#include <string>

#include <fmt/format.h>
#include <gsl/narrow>

#include "caper/core/index.hpp"
#include "caper/mansky_caper/game.hpp"
#include "core/envelope.hpp"
#include "mansky_caper/internal.hpp"

namespace caper::mansky_caper {

using json::Json;

namespace {

// JSON integers arrive as int64, range-checked by the readers against bounds that fit a
// byte; narrow throws should a reader's bound ever outgrow it (unlike as_byte, which the
// rules use for values in range by construction).
std::uint8_t checked_byte(std::int64_t v) {
  return gsl::narrow<std::uint8_t>(v);
}

std::string place_name(int pos) {
  return pos == kCar ? "car" : fmt::format("R{}", pos);
}

[[noreturn]] void bad(std::string_view path, std::string_view message) {
  throw ParseError(fmt::format("{}: {}", path, message));
}

// The member `key` of the object at `path` is wrong.
[[noreturn]] void bad(std::string_view path, std::string_view key, std::string_view message) {
  throw ParseError(fmt::format("{}.{}: {}", path, key, message));
}

}  // namespace

struct StateJson {
  // What the characters and rooms hold, summed while reading for the totals' checks.
  struct Totals {
    int gems = 0, coins = 0, favors = 0, keys = 0;
    int pool = 0;  // Loot tokens still unrevealed
  };
  static void read_turn(const json::ObjectReader& r, State& s);
  static void read_context(const json::ObjectReader& r, State& s);
  static void read_rooms(const json::ObjectReader& r, State& s);
  static void read_characters(const json::ObjectReader& r, State& s, Totals& t);
  static void read_supply(const json::ObjectReader& r, State& s, Totals& t);
  static void read_bag(const json::ObjectReader& r, State& s, Totals& t);
  static void read_gasp_deck(const json::ObjectReader& r, State& s);
  static void read_markers(const json::ObjectReader& r, State& s, const Totals& t);
  static void read_result(const json::ObjectReader& r, State& s);
  static void check_phase(State& s, const Totals& t);
  static bool resolving_token(const State& s);
  static void check_end_reason(const State& s, EndReason reason);
  static Json write_characters(const State& s);
  static Json write_rooms(const State& s);
  static std::string write(const State& s, int viewer);
  static State read(const Game& game, std::string_view text);
};

// What each way of ending leaves on the table.
void StateJson::check_end_reason(const State& s, EndReason reason) {
  const Game& g = *s.game_;
  if (reason == EndReason::kTurnLimit && s.turn_ != g.max_turns())
    bad("state.result.reason", fmt::format("turn_limit ends the game at turn {}", g.max_turns()));
  if (reason == EndReason::kRoomsGone && s.any_room_left())
    bad("state.result.reason", "rooms_gone needs every room destroyed or ransacked");
  if (reason == EndReason::kVote) {
    for (int p = 0; p < g.num_players(); ++p)
      if (s.chars_[idx(p)].pos != kCar)
        bad("state.result.reason", "vote needs every player at the car");
  }
}

Json StateJson::write_characters(const State& s) {
  const Game& g = *s.game_;
  const Edition& e = g.edition();
  Json chars = Json::array();
  for (int c = 0; c < g.num_characters(); ++c) {
    const CharacterState& ch = s.chars_[idx(c)];
    Json j = Json::object();
    j["card"] = ch.card < 0 ? Json(nullptr) : Json(ch.card);
    j["name"] = ch.card < 0 ? Json(nullptr) : Json(e.characters[idx(ch.card)].name);
    j["ability"] = ch.card < 0
                       ? Json(nullptr)
                       : Json(std::string(ability_name(e.characters[idx(ch.card)].ability)));
    j["driver"] = s.is_driver(c);
    j["at"] = place_name(ch.pos);
    j["loot"] = {{"gems", ch.gems}, {"coins", ch.coins}};
    j["stash"] = {{"gems", ch.stash_gems}, {"coins", ch.stash_coins}};
    j["keys"] = ch.keys;
    j["favors"] = ch.favors;
    j["stashed_last_turn"] = s.stashed_last_turn(c);
    chars.push_back(j);
  }
  return chars;
}

Json StateJson::write_rooms(const State& s) {
  const Edition& e = s.game_->edition();
  Json rooms = Json::array();
  for (int r = 0; r < e.mansion_size; ++r) {
    const RoomState& room = s.rooms_[idx(r)];
    Json j = Json::object();
    j["status"] = std::string(kStatusNames[static_cast<int>(room.status)]);
    j["card"] = room.card < 0 ? Json(nullptr) : Json(room.card);
    j["name"] = room.card < 0 ? Json(nullptr) : Json(e.rooms[idx(room.card)].name);
    j["safe"] = {{"loot", room.loot}, {"gasp", room.gasp}, {"danger", room.danger}};
    j["track"] = room.track;
    j["leftover"] = {{"gems", room.gems}, {"coins", room.coins}};
    j["keys"] = room.keys;
    rooms.push_back(j);
  }
  return rooms;
}

std::string StateJson::write(const State& s, int viewer) {
  const Game& g = *s.game_;
  const Edition& e = g.edition();
  Json out = Json::object();
  out["current_player"] = s.current_player();
  out["active"] = s.active_;
  out["favor_used"] = s.counts_.favor_used;
  out["trades_made"] = s.counts_.trades_made;
  out["end_proposed"] = s.counts_.end_proposed;
  out["characters"] = write_characters(s);
  out["rooms"] = write_rooms(s);
  out["supply"] = {{"gems", s.counts_.supply_gems}, {"coins", s.counts_.supply_coins}};
  Json unrevealed = Json::array();
  for (std::size_t k = 0; k < e.loot.size(); ++k) unrevealed.push_back(s.loot_unrevealed_[k]);
  out["loot_unrevealed"] = unrevealed;
  Json unseen = Json::array();
  const std::array<int, kMaxGaspKinds> unseen_counts = s.gasp_unseen_counts();
  for (std::size_t k = 0; k < e.gasp.size(); ++k) unseen.push_back(unseen_counts[k]);
  Json seen = Json::array();
  for (int i = 0; i < s.gasp_seen_count_; ++i) seen.push_back(s.gasp_seen(i));
  out["gasp_deck"] = {{"unseen", unseen}, {"seen", seen}};
  out["markers_removed"] = s.counts_.markers_removed;
  out["context"] = {
      {"deal", s.counts_.deal},
      {"break_step", s.counts_.break_step},
      {"reveal_room", s.counts_.reveal_room},
      {"after_reveal", std::string(kAfterNames[static_cast<int>(s.counts_.after_reveal)])},
      {"open_room", s.counts_.open_room},
      {"draws_left", s.counts_.draws_left},
      {"moment", std::string(kMomentNames[static_cast<int>(s.counts_.moment)])},
      {"ask", s.counts_.ask},
      {"loot_kind", s.counts_.loot_kind},
      {"gasp_card", s.counts_.gasp_card},
      {"rolls_wanted", s.counts_.rolls_wanted},
      {"rolls_done", s.counts_.rolls_done},
      {"first_roll", s.counts_.first_roll},
      {"second_roll", s.counts_.second_roll},
      {"roll_caller",
       s.counts_.roll_caller == kNoOne ? Json(nullptr) : Json(s.counts_.roll_caller)},
      {"trade_to", s.counts_.trade_to},
      {"trade_give", Json(s.counts_.trade_give)},
      {"trade_get", Json(s.counts_.trade_get)},
      {"voter", s.counts_.voter}};
  // Scores of every character (the Driver's included) and the winning characters (the
  // envelope's winners are seats with a positive return: none when the Driver wins).
  Json scores = Json::array();
  Json winners = Json::array();
  for (int c = 0; c < g.num_characters(); ++c) {
    scores.push_back(s.score(c));
    if (s.phase_ == Phase::kOver && s.is_winner(c)) winners.push_back(c);
  }
  out["scores"] = scores;
  out["winners"] = winners;
  std::array<double, kMaxPlayers> returns{};
  const std::span<double> seat_returns(returns.data(), idx(g.num_players()));
  s.returns(seat_returns);
  std::array<int, kMaxPlayers> points{};
  for (int p = 0; p < g.num_players(); ++p) points[idx(p)] = s.score(p);
  json::write_envelope(out, {.game = Game::kName,
                             .view = viewer,
                             .players = g.num_players(),
                             .to_move = s.current_player(),
                             .phase = name_of(kPhaseNames, s.phase_),
                             .turn = s.turn_,
                             .returns = seat_returns,
                             .points = std::span<const int>(points.data(), idx(g.num_players())),
                             .reason = kReasonNames[static_cast<int>(s.counts_.end_reason)],
                             .truncated = s.counts_.end_reason == EndReason::kTurnLimit});
  return json::dump(out);
}

void StateJson::read_turn(const json::ObjectReader& r, State& s) {
  const Game& g = *s.game_;
  json::accept_envelope(r, Game::kName);
  if (r.integer_or("players", g.num_players(), kMinPlayers, kMaxPlayers) != g.num_players())
    r.fail("players", fmt::format("the game has {} players", g.num_players()));
  r.find("current_player");  // derived, like scores and winners
  r.find("scores");
  r.find("winners");
  const int n = g.num_characters();
  // "deal" is the set-up phase's name in documents of earlier versions.
  const Json* phase = r.find("phase");
  s.phase_ = phase != nullptr && *phase == "deal"
                 ? Phase::kSetup
                 : static_cast<Phase>(r.choice("phase", kPhaseNames));
  s.active_ = checked_byte(r.integer("active", 0, n - 1));
  s.turn_ = gsl::narrow<std::uint16_t>(r.integer("turn", 0, g.max_turns()));
  s.counts_.favor_used = r.boolean("favor_used");
  s.counts_.trades_made = checked_byte(r.integer("trades_made", 0, 2));
  s.counts_.end_proposed = r.boolean("end_proposed");
}

void StateJson::read_context(const json::ObjectReader& r, State& s) {
  const Game& g = *s.game_;
  const Edition& e = s.game_->edition();
  const int n = s.game_->num_characters();
  const int rooms = s.game_->edition().mansion_size;
  json::ObjectReader x = r.object("context");
  s.counts_.deal = checked_byte(x.integer("deal", 0, n));
  s.counts_.break_step = checked_byte(x.integer("break_step", 0, g.num_players()));
  s.counts_.reveal_room = checked_byte(x.integer("reveal_room", 0, rooms - 1));
  s.counts_.after_reveal =
      static_cast<AfterReveal>(x.choice("after_reveal", {"break_in", "enter_and_open"}));
  s.counts_.open_room = checked_byte(x.integer("open_room", 0, rooms - 1));
  s.counts_.draws_left = checked_byte(x.integer("draws_left", 0, 100));
  s.counts_.moment = static_cast<Moment>(
      x.choice("moment", {"none", "before_open", "loot_drawn", "danger_drawn", "before_roll"}));
  s.counts_.ask = checked_byte(x.integer("ask", 0, n));
  s.counts_.loot_kind =
      checked_byte(x.integer("loot_kind", 0, static_cast<std::int64_t>(e.loot.size()) - 1));
  s.counts_.gasp_card = checked_byte(x.integer(
      "gasp_card", 0, std::max<std::int64_t>(0, static_cast<std::int64_t>(e.gasp.size()) - 1)));
  s.counts_.rolls_wanted = checked_byte(x.integer("rolls_wanted", 1, 2));
  s.counts_.rolls_done = checked_byte(x.integer("rolls_done", 0, 2));
  s.counts_.first_roll = checked_byte(x.integer("first_roll", 0, kDieFaces - 1));
  s.counts_.second_roll = checked_byte(x.integer("second_roll", 0, kDieFaces - 1));
  const Json& caller = x.require("roll_caller");
  s.counts_.roll_caller =
      caller.is_null() ? as_byte(kNoOne) : checked_byte(x.integer("roll_caller", 0, n - 1));
  s.counts_.trade_to = checked_byte(x.integer("trade_to", 0, kMaxChars - 1));
  for (const char* key : {"trade_give", "trade_get"}) {
    const Json& list = x.array(key, kNumItemKinds, kNumItemKinds);
    auto& into = std::string_view(key) == "trade_give" ? s.counts_.trade_give : s.counts_.trade_get;
    for (std::size_t k = 0; k < kNumItemKinds; ++k)
      into[k] =
          checked_byte(json::integer_at(list, k, fmt::format("state.context.{}", key), 0, 255));
  }
  s.counts_.voter = checked_byte(x.integer("voter", 0, n));
  x.reject_unknown();
}

// Whether the token last drawn from the open room is still being resolved (its favor
// prompt, Loot kind, GASP! card, die roll or card target): only then may that room's safe be
// empty and still open, for token_done ransacks it as soon as the token is resolved.
bool StateJson::resolving_token(const State& s) {
  switch (s.phase_) {
    case Phase::kFavor:
      return s.counts_.moment != Moment::kBeforeOpen;
    case Phase::kLootKind:
    case Phase::kGaspCard:
    case Phase::kRollDie:
    case Phase::kChooseRoll:
    case Phase::kGaspTarget:
      return true;
    default:
      return false;
  }
}

void StateJson::read_rooms(const json::ObjectReader& r, State& s) {
  const Edition& e = s.game_->edition();
  const int rooms = s.game_->edition().mansion_size;
  // Rooms.
  const Json& room_list = r.array("rooms", idx(rooms), idx(rooms));
  std::uint32_t used = 0;
  for (int i = 0; i < rooms; ++i) {
    const std::string path = fmt::format("state.rooms[{}]", i);
    json::ObjectReader j(room_list[idx(i)], path);
    RoomState& room = s.rooms_[idx(i)];
    room.status =
        static_cast<RoomStatus>(j.choice("status", {"locked", "open", "destroyed", "ransacked"}));
    const Json& card = j.require("card");
    j.find("name");
    if (room.status == RoomStatus::kLocked) {
      if (!card.is_null()) bad(path, "card", "a locked room is face down (null)");
    } else {
      room.card = gsl::narrow<std::int8_t>(
          j.integer("card", 0, static_cast<std::int64_t>(e.rooms.size()) - 1));
      if ((used >> room.card) & 1U) bad(path, "card", "room card used twice");
      used |= 1U << room.card;
    }
    json::ObjectReader safe = j.object("safe");
    room.loot = checked_byte(safe.integer("loot", 0, 255));
    room.gasp = checked_byte(safe.integer("gasp", 0, 255));
    room.danger = checked_byte(safe.integer("danger", 0, 255));
    safe.reject_unknown();
    room.track = checked_byte(j.integer("track", 0, 255));
    json::ObjectReader left = j.object("leftover");
    room.gems = checked_byte(left.integer("gems", 0, 255));
    room.coins = checked_byte(left.integer("coins", 0, 255));
    left.reject_unknown();
    room.keys = checked_byte(j.integer("keys", 0, 255));
    j.reject_unknown();
    if (room.status == RoomStatus::kOpen) {
      const RoomCard& rc = e.rooms[idx(room.card)];
      if (room.loot > rc.loot || room.gasp > rc.gasp)
        bad(path, "safe", "more tokens than the room card loads");
      // A Danger token drawn and not yet placed (its favor prompt) is in neither place.
      const bool danger_in_hand =
          s.counts_.moment == Moment::kDangerDrawn && i == s.counts_.open_room;
      if (room.danger + room.track + (danger_in_hand ? 1 : 0) > rc.danger)
        bad(path, "track",
            fmt::format("safe danger + track{} exceed the room's {} Danger tokens",
                        danger_in_hand ? " + the Danger token drawn" : "", rc.danger));
      if (room.track >= rc.danger) bad(path, "track", "a full track means the room was destroyed");
      if (danger_in_hand && room.track + 1 >= rc.danger)
        bad(path, "track", "a Danger token drawn onto the BOOM! circle is placed at once");
      if (room.loot + room.gasp + room.danger == 0 && s.phase_ != Phase::kOver &&
          !(i == s.counts_.open_room && resolving_token(s)))
        bad(path, "safe", "an open room with an empty safe is ransacked");
    } else if (room.loot + room.gasp + room.danger + room.gems + room.coins +
                   room.track * (room.status == RoomStatus::kLocked ? 1 : 0) !=
               0) {
      bad(path, "a locked or removed room has no tokens in its safe and no leftover loot");
    } else if (room.status != RoomStatus::kLocked && room.track > e.rooms[idx(room.card)].danger) {
      bad(path, "track", "longer than the room's Danger track");
    }
    if (room.status == RoomStatus::kLocked && room.keys != 0 &&
        !(s.phase_ == Phase::kRevealRoom && i == s.counts_.reveal_room && room.keys == 1))
      bad(path, "keys", "a locked room holds no keys");
  }
}

void StateJson::read_characters(const json::ObjectReader& r, State& s, Totals& t) {
  const Edition& e = s.game_->edition();
  const int n = s.game_->num_characters();
  const int rooms = s.game_->edition().mansion_size;
  // Characters.
  const Json& char_list = r.array("characters", idx(n), idx(n));
  std::uint32_t dealt = 0;
  for (int c = 0; c < n; ++c) {
    const std::string path = fmt::format("state.characters[{}]", c);
    json::ObjectReader j(char_list[idx(c)], path);
    CharacterState& ch = s.chars_[idx(c)];
    const Json& card = j.require("card");
    j.find("name");
    j.find("ability");
    j.find("driver");
    const bool should_have = s.phase_ != Phase::kSetup || c < s.counts_.deal;
    if (card.is_null()) {
      if (should_have) bad(path, "card", "missing: this character has been dealt");
    } else {
      if (!should_have)
        bad(path, "card", fmt::format("not dealt yet (context.deal = {})", s.counts_.deal));
      ch.card = gsl::narrow<std::int8_t>(
          j.integer("card", 0, static_cast<std::int64_t>(e.characters.size()) - 1));
      if ((dealt >> ch.card) & 1U) bad(path, "card", "character card dealt twice");
      dealt |= 1U << ch.card;
    }
    const std::string place = j.string("at");
    if (place == "car") {
      ch.pos = kCar;
    } else {
      int room = -1;
      for (int i = 0; i < rooms; ++i)
        if (place == fmt::format("R{}", i)) room = i;
      if (room < 0) bad(path, "at", fmt::format("expected \"car\" or R0..R{}", rooms - 1));
      if (s.rooms_[idx(room)].status != RoomStatus::kOpen)
        bad(path, "at", fmt::format("{} is not an unlocked room", place));
      ch.pos = as_byte(room);
    }
    json::ObjectReader loot = j.object("loot");
    ch.gems = checked_byte(loot.integer("gems", 0, 255));
    ch.coins = checked_byte(loot.integer("coins", 0, 255));
    loot.reject_unknown();
    json::ObjectReader st = j.object("stash");
    ch.stash_gems = checked_byte(st.integer("gems", 0, 255));
    ch.stash_coins = checked_byte(st.integer("coins", 0, 255));
    st.reject_unknown();
    ch.keys = checked_byte(j.integer("keys", 0, 255));
    ch.favors = checked_byte(j.integer("favors", 0, 255));
    // Absent in documents of earlier versions: no stash to remember then.
    if (j.boolean_or("stashed_last_turn", false)) {
      if (ch.pos != kCar || s.is_driver(c))
        bad(path, "stashed_last_turn",
            "only a player at the car can have stashed there on its last turn");
      s.stashed_ = gsl::narrow<std::uint8_t>(s.stashed_ | (1U << c));
    }
    j.reject_unknown();
    t.gems += ch.gems + ch.stash_gems;
    t.coins += ch.coins + ch.stash_coins;
    t.favors += ch.favors;
    t.keys += ch.keys;
  }
  s.derive_caches();
  if (s.phase_ != Phase::kSetup && s.counts_.deal != n)
    bad("state.context.deal", fmt::format("must be {} once dealing is over", n));
}

void StateJson::read_supply(const json::ObjectReader& r, State& s, Totals& t) {
  const Edition& e = s.game_->edition();
  const int rooms = s.game_->edition().mansion_size;
  json::ObjectReader supply = r.object("supply");
  s.counts_.supply_gems = checked_byte(supply.integer("gems", 0, e.supply_gems));
  s.counts_.supply_coins = checked_byte(supply.integer("coins", 0, e.supply_coins));
  supply.reject_unknown();
  for (int i = 0; i < rooms; ++i) {
    t.gems += s.rooms_[idx(i)].gems;
    t.coins += s.rooms_[idx(i)].coins;
    t.keys += s.rooms_[idx(i)].keys;
  }
  if (t.gems + s.counts_.supply_gems != e.supply_gems)
    bad("state.supply.gems", fmt::format("gems do not add up: {} out + {} in the supply != {}",
                                         t.gems, s.counts_.supply_gems, e.supply_gems));
  if (t.coins + s.counts_.supply_coins != e.supply_coins)
    bad("state.supply.coins", fmt::format("coins do not add up: {} out + {} in the supply != {}",
                                          t.coins, s.counts_.supply_coins, e.supply_coins));
}

void StateJson::read_bag(const json::ObjectReader& r, State& s, Totals& t) {
  const Edition& e = s.game_->edition();
  const int rooms = s.game_->edition().mansion_size;
  const Json& unrevealed = r.array("loot_unrevealed", e.loot.size(), e.loot.size());
  int key_tokens_seen = 0;
  for (std::size_t k = 0; k < e.loot.size(); ++k) {
    s.loot_unrevealed_[k] =
        checked_byte(json::integer_at(unrevealed, k, "state.loot_unrevealed", 0, e.loot[k].count));
    t.pool += s.loot_unrevealed_[k];
    if (e.loot[k].key) key_tokens_seen += e.loot[k].count - s.loot_unrevealed_[k];
  }
  int in_safes = 0;
  for (int i = 0; i < rooms; ++i) in_safes += s.rooms_[idx(i)].loot;
  if (in_safes > t.pool)
    bad("state.loot_unrevealed", "fewer unrevealed tokens than the safes hold");
  // Keys are never destroyed: held or left in rooms, they are the key tokens drawn.
  if (t.keys != key_tokens_seen)
    bad("state.characters",
        fmt::format("keys held and left in rooms ({}) must equal the key tokens drawn ({})", t.keys,
                    key_tokens_seen));
}

void StateJson::read_gasp_deck(const json::ObjectReader& r, State& s) {
  const Edition& e = s.game_->edition();
  json::ObjectReader deck = r.object("gasp_deck");
  const Json& unseen = deck.array("unseen", e.gasp.size(), e.gasp.size());
  const Json& seen = deck.array("seen", 0, idx(e.gasp_cards()));
  deck.reject_unknown();
  std::array<int, kMaxGaspKinds> copies{};
  s.gasp_seen_count_ = gsl::narrow<std::uint8_t>(seen.size());
  for (std::size_t i = 0; i < seen.size(); ++i) {
    const int kind = gsl::narrow<int>(json::integer_at(
        seen, i, "state.gasp_deck.seen", 0, static_cast<std::int64_t>(e.gasp.size()) - 1));
    s.gasp_seen_[i] = as_byte(kind + 1);
    ++copies[idx(kind)];
  }
  for (std::size_t k = 0; k < e.gasp.size(); ++k) {
    // Not stored: the unseen cards are the deck less the seen ones.
    const std::int64_t left =
        json::integer_at(unseen, k, "state.gasp_deck.unseen", 0, e.gasp[k].count);
    if (left + copies[k] != e.gasp[k].count)
      bad(fmt::format("state.gasp_deck.unseen[{}]", k),
          fmt::format("unseen + seen copies must equal the {} cards of this kind",
                      e.gasp[k].count));
  }
}

void StateJson::read_markers(const json::ObjectReader& r, State& s, const Totals& t) {
  const Game& g = *s.game_;
  s.counts_.markers_removed = checked_byte(r.integer("markers_removed", 0, g.num_players()));
  if (t.favors + s.counts_.markers_removed != g.num_players())
    bad("state.characters", fmt::format("Favor markers do not add up: {} held + {} removed != {}",
                                        t.favors, s.counts_.markers_removed, g.num_players()));
}

void StateJson::read_result(const json::ObjectReader& r, State& s) {
  const Json& result = r.require("result");
  if (s.phase_ == Phase::kOver) {
    json::ObjectReader res(result, "state.result");
    const int reason = res.choice("reason", {"none", "rooms_gone", "vote", "turn_limit"});
    if (reason == 0) res.fail("reason", "a finished game has a reason");
    for (const char* derived : {"scores", "winners", "returns", "points", "truncated"})
      res.find(derived);
    res.reject_unknown();
    check_end_reason(s, static_cast<EndReason>(reason));
    s.finish(static_cast<EndReason>(reason));
  } else if (!result.is_null()) {
    bad("state.result", "must be null before the end");
  }
}

void StateJson::check_phase(State& s, const Totals& t) {
  const Game& g = *s.game_;
  const Edition& e = s.game_->edition();
  const int n = s.game_->num_characters();
  // Phase consistency: the seat to move must exist and be a player, the chance node must
  // have outcomes, and a decision node must offer a legal action.
  {
    // Play ends the game at the turn limit and when the last room goes.
    if (s.turn_ >= g.max_turns())
      bad("state.turn", fmt::format("the game ends at turn {}", g.max_turns()));
    if (s.phase_ != Phase::kSetup && s.phase_ != Phase::kBreakIn &&
        s.phase_ != Phase::kRevealRoom && !s.any_room_left())
      bad("state.rooms", "the game ends when every room is destroyed or ransacked");
    const int cp = s.current_player();
    if (cp >= 0 && (cp >= g.num_players())) bad("state.active", "the Driver never decides");
    const Phase ph = s.phase_;
    if ((ph == Phase::kTradeReply || ph == Phase::kEndVote) && s.is_driver(s.active_))
      bad("state.active", "the Driver neither trades nor proposes the end");
    if (ph != Phase::kFavor && s.counts_.moment != Moment::kNone)
      bad("state.context.moment", "favors are asked only in the favor phase");
    // roll_twice sets both, and the roll resolved clears both.
    if ((s.counts_.rolls_wanted == 2) != (s.counts_.roll_caller != kNoOne) ||
        (s.counts_.rolls_wanted == 2 && ph != Phase::kRollDie && ph != Phase::kChooseRoll))
      bad("state.context.rolls_wanted",
          "2 exactly while the rolls of the player who called in roll_twice (roll_caller) are "
          "made");
    if (ph == Phase::kSetup && s.counts_.deal >= n)
      bad("state.context.deal", "every card is dealt");
    const bool breaking_in =
        ph == Phase::kBreakIn ||
        (ph == Phase::kRevealRoom && s.counts_.after_reveal == AfterReveal::kBreakIn);
    if (breaking_in && (s.counts_.break_step >= g.num_players() ||
                        s.active_ != s.break_in_seat(s.counts_.break_step)))
      bad("state.context.break_step", "does not match the player breaking in");
    if (!breaking_in && ph != Phase::kSetup && s.counts_.break_step != g.num_players())
      bad("state.context.break_step", "everyone has broken in");
    const bool opening = ph == Phase::kFavor || ph == Phase::kDrawToken || ph == Phase::kLootKind ||
                         ph == Phase::kGaspCard || ph == Phase::kRollDie ||
                         ph == Phase::kChooseRoll || ph == Phase::kGaspTarget;
    if (opening && !s.room_open(s.counts_.open_room))
      bad("state.context.open_room", "the room being opened must be unlocked");
    if (ph == Phase::kFavor &&
        (s.counts_.moment == Moment::kNone || s.counts_.ask >= n || !s.can_call_any(s.asker())))
      bad("state.context.ask", "nobody can call in a favor at this moment");
    if (ph == Phase::kGaspTarget &&
        (s.is_driver(s.active_) || s.counts_.gasp_card >= gsl::narrow<int>(e.gasp.size())))
      bad("state.context.gasp_card", "no GASP! card waits for a target");
    if (s.phase_ == Phase::kDrawToken &&
        (!s.room_open(s.counts_.open_room) || s.safe_total(s.counts_.open_room) == 0))
      bad("state.context.open_room", "no safe to draw from");
    if (s.phase_ == Phase::kLootKind && t.pool == 0)
      bad("state.loot_unrevealed", "no Loot token left to draw");
    if (s.phase_ == Phase::kGaspCard && s.gasp_unseen_total() == 0)
      bad("state.gasp_deck.unseen", "no unseen card to draw");
    if (s.phase_ == Phase::kRevealRoom &&
        s.rooms_[s.counts_.reveal_room].status != RoomStatus::kLocked)
      bad("state.context.reveal_room", "the room being unlocked must be locked");
    if (s.phase_ == Phase::kChooseRoll && s.counts_.roll_caller == kNoOne)
      bad("state.context.roll_caller", "someone called in roll_twice");
    if (s.phase_ == Phase::kTradeReply || s.phase_ == Phase::kComposeOffer) {
      if (s.counts_.trade_to >= g.num_players() || s.counts_.trade_to == s.active_)
        bad("state.context.trade_to", "the trade partner must be another player");
      for (int k = 0; k < kNumItemKinds; ++k)
        if (s.counts_.trade_give[idx(k)] > s.holding(s.active_, k) ||
            s.counts_.trade_get[idx(k)] > s.holding(s.counts_.trade_to, k))
          bad("state.context.trade_give", "the offer holds more than its side has");
    }
    if (s.phase_ == Phase::kGaspTarget && e.gasp.empty()) bad("state.phase", "no GASP! cards");
    if (s.current_player() != kChancePlayer) {
      ActionList list;
      s.legal_actions(list);
      if (list.empty()) bad("state.phase", "no legal action in this position");
    } else {
      ChanceList outcomes;
      s.chance_outcomes(outcomes);
      if (outcomes.empty()) bad("state.phase", "no chance outcome in this position");
    }
  }
}

State StateJson::read(const Game& g, std::string_view text) {
  const Json root = json::parse(text, "mansky_caper state");
  json::ObjectReader r(root, "state");
  State s(g);
  Totals t;
  read_turn(r, s);
  read_context(r, s);  // first: the dealing count decides which cards must be present
  read_rooms(r, s);
  read_characters(r, s, t);
  read_supply(r, s, t);
  read_bag(r, s, t);
  read_gasp_deck(r, s);
  read_markers(r, s, t);
  read_result(r, s);
  r.reject_unknown();
  if (s.phase_ != Phase::kOver) check_phase(s, t);
  return s;
}

std::string State::to_json(int viewer) const {
  return StateJson::write(*this, viewer);
}
State Game::state_from_json(std::string_view text) const {
  return StateJson::read(*this, text);
}

}  // namespace caper::mansky_caper
