// Card Caper state JSON, both ways (layout in docs/rules/card_caper.md).
#include <algorithm>
#include <optional>
#include <string>

#include <fmt/format.h>
#include <gsl/narrow>

#include "caper/card_caper/game.hpp"
#include "caper/core/index.hpp"
#include "core/envelope.hpp"
#include "core/json_util.hpp"

namespace caper::card_caper {

using json::Json;

namespace {

Json cards_json(CardSet set) {
  Json list = Json::array();
  while (set != 0) {
    list.push_back(card_to_string(lowest_card(set)));
    set &= set - 1;
  }
  return list;
}

[[noreturn]] void fail(const std::string& message) {
  json::fail(Status::kParse, message);
}

Card read_card(const Json& value, const std::string& path) {
  if (!value.is_string())
    fail(fmt::format("{}: expected a card such as \"7H\", got {}", path, value.type_name()));
  const std::optional<Card> card = card_from_string(value.get<std::string>());
  if (!card) fail(fmt::format("{}: '{}' is not a card", path, value.get<std::string>()));
  return *card;
}

CardSet read_cards(const json::ObjectReader& r, std::string_view key) {
  const Json& list = r.array(key, 0, kDeckSize);
  CardSet set = 0;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string path = fmt::format("{}[{}]", r.path_of(key), i);
    const Card c = read_card(list[i], path);
    if (has(set, c)) fail(fmt::format("{}: card {} listed twice", path, card_to_string(c)));
    set |= bit(c);
  }
  return set;
}

std::optional<int> read_nullable_int(const json::ObjectReader& r, std::string_view key, int lo,
                                     int hi) {
  if (r.require(key).is_null()) return std::nullopt;
  return gsl::narrow<int>(r.integer(key, lo, hi));
}

// How many hand cards seat p receives in the deal, from the dealer's left.
int initial_share(int n, int dealer, int p, int dealt) {
  int k = 0;
  for (int i = 0; i < dealt; ++i)
    if ((dealer + 1 + i) % n == p) ++k;
  return k;
}

std::string seat_path(int p) {
  return fmt::format("state.seats[{}]", p);
}

}  // namespace

// The State's friend for JSON, both ways; the reader has one function per section.
struct StateJson {
  static Json write(const State& s, int viewer);
  static State read(const Game& game, std::string_view text);

 private:
  static void read_header(State& s, const json::ObjectReader& r);
  using Scores = std::array<int, kMaxPlayers>;
  static void read_seats(State& s, const json::ObjectReader& r, Scores& scores);
  static void read_seat(State& s, const json::ObjectReader& pr, int p, CardSet& seen, int& score);
  static void read_piles(State& s, const json::ObjectReader& piles, int p, CardSet& seen);
  static void check_deal(const State& s, const json::ObjectReader& r);
  static void read_failed_guesses(State& s, const json::ObjectReader& r);
  static void read_unable(State& s, const json::ObjectReader& r);
  static void check_phase(const State& s, const json::ObjectReader& r);
  static void check_openings(const State& s, const json::ObjectReader& r);
  static void check_opening(const State& s, int p, bool finished);
  static void read_result(State& s, const json::ObjectReader& r);
  static void read_scores(State& s, const Scores& scores, const Options& o);
  static void check_derived(const State& s, const json::ObjectReader& r);
};

// The ruling that an opening fills the most piles it can. With O the cards p opened with (one
// per filled pile) and H the hand then, H + O fills |O| piles plus what p may still fill.
// Once p has opened, O is the `gone` snapshot of the records of the piles left empty.
void StateJson::check_opening(const State& s, int p, bool finished) {
  const std::string path = seat_path(p);
  const unsigned empty = s.empty_piles(p);
  if (finished && empty == 0) return;  // all four filled: nothing was left out
  CardSet opening = s.gone(p);
  if (finished) {
    // Unknown for a position written by hand without the opening's records (play always
    // writes them): then nothing is known about that opening.
    const std::optional<CardSet> known = s.opening_of(p);
    if (!known) return;
    opening = *known;
  } else {
    bool one_each = count(opening) + bit_count(empty) == kNumCategories;
    for (int c = 0; c < kNumCategories; ++c)
      if (((empty >> c) & 1U) == 0 && count(s.pile(p, static_cast<Category>(c)) & opening) != 1)
        one_each = false;
    if (!one_each)
      fail(fmt::format("{}.piles: the opening puts one card on each pile it fills", path));
  }
  const Card h = s.hidden_of(p);
  const CardSet then = s.hand(p) | (s.gone(p) & ~opening);
  const int still = finished ? 0 : max_fill(s.hand(p), h, empty);
  if (max_fill(then | opening, h, kAllPiles) != count(opening) + still)
    fail(fmt::format(
        "{}.piles: the opening left a pile empty that the hand could fill with the others", path));
}

Json StateJson::write(const State& s, int viewer) {
  const int n = s.num_players();
  Json j;
  j["viewer"] = viewer;
  j["phase"] = name_of(kPhaseNames, s.phase_);
  j["dealer"] = s.dealer_ < 0 ? Json(nullptr) : Json(int{s.dealer_});
  j["turn_player"] = int{s.turn_};
  j["turns"] = s.turns_;
  j["dealt"] = int{s.dealt_};
  j["asked"] = s.asked_ < 0 ? Json(nullptr) : Json(int{s.asked_});
  const bool has_category = s.phase_ == Phase::kPlay || s.phase_ == Phase::kAskResponse ||
                            (s.phase_ == Phase::kAskGuess && s.asked_ >= 0);
  j["category"] = has_category ? Json(std::string(category_name(s.category_))) : Json(nullptr);
  j["undealt_count"] = count(s.undealt());
  Json players = Json::array();
  for (int p = 0; p < n; ++p) {
    const bool own = sees_seat(viewer, p);
    Json pj;
    const Card h = s.hidden_of(p);
    pj["hidden"] = (h != kNoCard && (own || s.shown(p))) ? Json(card_to_string(h)) : Json(nullptr);
    pj["revealed"] = s.revealed(p);
    pj["hand"] = own ? cards_json(s.hand(p)) : Json(nullptr);
    pj["hand_size"] = count(s.hand(p));
    Json piles;
    for (int c = 0; c < kNumCategories; ++c)
      piles[std::string(kCategoryNames[idx(c)])] = cards_json(s.pile(p, static_cast<Category>(c)));
    pj["piles"] = piles;
    pj["laid_open"] = cards_json(s.laid_open(p));
    pj["score"] = s.score(p);
    players.push_back(pj);
  }
  j["seats"] = players;
  Json failed = Json::array();
  for (int g = 0; g < n; ++g)
    for (int t = 0; t < n; ++t)
      for (const Json& card : cards_json(s.failed_guesses(g, t)))
        failed.push_back({{"guesser", g}, {"target", t}, {"card", card}});
  j["failed_guesses"] = failed;
  Json unable = Json::array();
  for (int p = 0; p < n; ++p)
    for (int c = 0; c < kNumCategories; ++c) {
      const Unable u = s.unable(p, static_cast<Category>(c));
      if (!u.active) continue;
      unable.push_back({{"player", p},
                        {"category", kCategoryNames[idx(c)]},
                        {"pile", cards_json(u.pile)},
                        {"gone", cards_json(u.gone)}});
    }
  j["unable"] = unable;
  std::array<double, kMaxPlayers> returns{};
  const std::span<double> seat_returns(returns.data(), idx(n));
  s.returns(seat_returns);
  std::array<int, kMaxPlayers> points{};
  for (int p = 0; p < n; ++p) points[idx(p)] = s.score(p);
  json::write_envelope(j, {.game = Game::kName,
                           .view = viewer,
                           .players = n,
                           .to_move = s.current_player(),
                           .phase = name_of(kPhaseNames, s.phase_),
                           .turn = s.turns_,
                           .returns = seat_returns,
                           .points = std::span<const int>(points.data(), idx(n)),
                           .reason = s.end_ == EndReason::kCaught ? "caught" : "turn_limit",
                           .truncated = s.end_ == EndReason::kTurnLimit});
  return j;
}

State StateJson::read(const Game& game, std::string_view text) {
  const Json root = json::parse(text, "card_caper state");
  const json::ObjectReader r(root, "state");
  State s(game);
  json::accept_envelope(r, Game::kName);
  read_header(s, r);
  StateJson::Scores scores{};
  read_seats(s, r, scores);
  s.index_cards();
  check_deal(s, r);
  read_failed_guesses(s, r);
  read_unable(s, r);
  check_phase(s, r);
  read_result(s, r);
  read_scores(s, scores, game.options());
  check_derived(s, r);
  r.reject_unknown();
  return s;
}

namespace {

bool dealing(Phase ph) {
  return ph == Phase::kChooseDealer || ph == Phase::kDealHidden || ph == Phase::kDealHands;
}
bool playing(Phase ph) {
  return !dealing(ph) && ph != Phase::kOpening;
}
bool needs_asked(Phase ph) {
  return ph == Phase::kAskResponse || ph == Phase::kAskGuess;
}
// p's place in the order of play from the dealer's left.
int order_of(const State& s, int p) {
  const int n = s.num_players();
  return (p - s.dealer() - 1 + 2 * n) % n;
}

}  // namespace

// viewer, phase, dealer, turn_player, turns, dealt, asked, category.
void StateJson::read_header(State& s, const json::ObjectReader& r) {
  const int n = s.num_players();
  if (r.has("viewer") && r.integer("viewer", -1, n - 1) != kFullView)
    r.fail("viewer", "a player's view cannot be loaded; give the full state (viewer -1)");
  s.phase_ = static_cast<Phase>(r.choice("phase", kPhaseNames));
  const Phase ph = s.phase_;
  const std::optional<int> dealer = read_nullable_int(r, "dealer", 0, n - 1);
  if (dealer.has_value() == (ph == Phase::kChooseDealer))
    r.fail("dealer", ph == Phase::kChooseDealer ? "must be null before the dealer is chosen"
                                                : "must be a seat once the dealer is chosen");
  s.dealer_ = gsl::narrow<std::int8_t>(dealer.value_or(-1));
  s.turn_ = gsl::narrow<std::int8_t>(r.integer("turn_player", 0, n - 1));
  s.turns_ = gsl::narrow<std::int32_t>(r.integer("turns", 0, s.game().options().max_turns));
  const int dealt_max = ph == Phase::kDealHidden  ? n - 1
                        : ph == Phase::kDealHands ? kDeckSize - n - 1
                                                  : 0;
  s.dealt_ = gsl::narrow<std::uint8_t>(r.integer("dealt", 0, dealt_max));
  const std::optional<int> asked = read_nullable_int(r, "asked", 0, n - 1);
  s.asked_ = gsl::narrow<std::int8_t>(asked.value_or(-1));
  if (!r.require("category").is_null())
    s.category_ = static_cast<Category>(r.choice("category", {"suit", "lower", "higher", "value"}));
  const bool needs_category = ph == Phase::kPlay || ph == Phase::kAskResponse ||
                              (ph == Phase::kAskGuess && asked.has_value());
  if (r.require("category").is_null() == needs_category)
    r.fail("category", needs_category ? "required in this phase" : "must be null in this phase");
  if (asked.has_value() && !needs_asked(ph)) r.fail("asked", "must be null in this phase");
  if (needs_asked(ph) && !asked.has_value()) r.fail("asked", "required in this phase");
}

// The per-seat records: "seats" (called "players" before the envelope's count).
void StateJson::read_seats(State& s, const json::ObjectReader& r, Scores& scores) {
  const int n = s.num_players();
  const bool renamed = r.has("seats");
  if (const Json* count = r.find("players"); renamed && count != nullptr && *count != n)
    r.fail("players", fmt::format("the game has {} players", n));
  const Json& seats = r.array(renamed ? "seats" : "players", idx(n), idx(n));
  CardSet seen = 0;
  for (int p = 0; p < n; ++p)
    read_seat(s, json::ObjectReader(seats[idx(p)], seat_path(p)), p, seen, at(scores, p));
}

namespace {

// Marks the cards of `set` as placed; each card is in one place only.
void place(CardSet& seen, CardSet set, const std::string& path) {
  if ((seen & set) != 0)
    fail(
        fmt::format("{}: card {} is in two places", path, card_to_string(lowest_card(seen & set))));
  seen |= set;
}

}  // namespace

void StateJson::read_seat(State& s, const json::ObjectReader& pr, int p, CardSet& seen,
                          int& score) {
  if (!pr.require("hidden").is_null()) {
    const Card hidden = read_card(pr.require("hidden"), pr.path_of("hidden"));
    place(seen, bit(hidden), pr.path_of("hidden"));
    s.give_hidden(p, hidden);
  }
  if (pr.boolean("revealed")) {
    if (s.hidden_of(p) == kNoCard) pr.fail("revealed", "no hidden card to reveal");
    s.show(p);
  }
  if (pr.require("hand").is_null()) pr.fail("hand", "missing in a full state");
  const CardSet hand = read_cards(pr, "hand");
  place(seen, hand, pr.path_of("hand"));
  s.load_hand(p, hand);
  if (pr.integer("hand_size", 0, kDeckSize) != count(s.hand(p)))
    pr.fail("hand_size", "does not match the hand");
  read_piles(s, pr.object("piles"), p, seen);
  const CardSet laid_open = read_cards(pr, "laid_open");
  place(seen, laid_open, pr.path_of("laid_open"));
  s.load_gone(p, laid_open);
  // Each right guess scores once, and getting away with it at most once (see read_scores).
  const Options& o = s.game().options();
  const int max_score = (s.num_players() - 1) * o.points_correct_guess + o.points_got_away;
  // Kept as right guesses once the end is read (read_scores).
  score = gsl::narrow<int>(pr.integer("score", 0, max_score));
  pr.reject_unknown();
}

void StateJson::read_piles(State& s, const json::ObjectReader& piles, int p, CardSet& seen) {
  const Card hidden = s.hidden_of(p);
  for (int c = 0; c < kNumCategories; ++c) {
    const auto cat = static_cast<Category>(c);
    const std::string_view key = kCategoryNames[idx(c)];
    const CardSet pile = read_cards(piles, key);
    place(seen, pile, piles.path_of(key));
    s.load_pile(p, cat, pile);
    if (pile == 0) continue;
    if (hidden == kNoCard) piles.fail(key, "a pile before the hidden card is dealt");
    const CardSet wrong = pile & ~fitting_cards(cat, hidden);
    if (wrong != 0)
      piles.fail(key, fmt::format("{} does not fit this category for hidden card {}",
                                  card_to_string(lowest_card(wrong)), card_to_string(hidden)));
    if (bit_count(pile_keys(cat, pile)) != count(pile))
      piles.fail(key, fmt::format("repeats a {}", cat == Category::kSuit ? "suit" : "value"));
  }
  piles.reject_unknown();
}

// Hidden cards dealt in order, each seat's share of the deal, undealt_count.
void StateJson::check_deal(const State& s, const json::ObjectReader& r) {
  const int n = s.num_players();
  const Phase ph = s.phase_;
  for (int p = 0; p < n; ++p) {
    const std::string path = seat_path(p);
    const bool hidden_dealt = ph == Phase::kDealHidden     ? order_of(s, p) < s.dealt_
                              : ph == Phase::kChooseDealer ? false
                                                           : true;
    if ((s.hidden_of(p) != kNoCard) != hidden_dealt)
      fail(fmt::format("{}.hidden: {}", path,
                       hidden_dealt ? "must be dealt by now" : "not dealt yet"));
    const int share = ph == Phase::kDealHands ? initial_share(n, s.dealer_, p, s.dealt_)
                      : dealing(ph)           ? 0
                                              : initial_share(n, s.dealer_, p, kDeckSize - n);
    if (count(s.hand(p)) + count(s.gone(p)) != share)
      fail(fmt::format("{}.hand: holds {} cards with piles and laid-open cards, the deal gives {}",
                       path, count(s.hand(p)) + count(s.gone(p)), share));
    if (dealing(ph) && s.gone(p) != 0)
      fail(fmt::format("{}.piles: no piles during the deal", path));
  }
  if (!dealing(ph) && s.undealt() != 0) fail("state: all 52 cards must be dealt after the deal");
  if (r.integer("undealt_count", 0, kDeckSize) != count(s.undealt()))
    r.fail("undealt_count", "does not match the cards placed");
}

void StateJson::read_failed_guesses(State& s, const json::ObjectReader& r) {
  const int n = s.num_players();
  const Json& failed = r.array("failed_guesses", 0, idx(kMaxPlayers * kMaxPlayers * kDeckSize));
  for (std::size_t i = 0; i < failed.size(); ++i) {
    const json::ObjectReader fr(failed[i], fmt::format("state.failed_guesses[{}]", i));
    const int g = gsl::narrow<int>(fr.integer("guesser", 0, n - 1));
    const int t = gsl::narrow<int>(fr.integer("target", 0, n - 1));
    const Card c = read_card(fr.require("card"), fr.path_of("card"));
    fr.reject_unknown();
    if (g == t) fr.fail("target", "a player does not guess their own card");
    if (!playing(s.phase_)) fr.fail("guesser", "no guesses before the play begins");
    if (c == s.hidden_of(t)) fr.fail("card", "is the target's hidden card: the guess was right");
    if (c == s.hidden_of(g)) fr.fail("card", "is the guesser's own hidden card");
    for (int h = 0; h < n; ++h)
      if (has(s.hand(h), c)) fr.fail("card", "is still in a hand: it would be laid open");
    // Stored as the state does (see state.hpp): which guess laid the card open, or whose
    // hidden card it is.
    const int code = 1 + g * kMaxPlayers + t;
    int k = 0;
    while (k < n && s.hidden_of(k) != c) ++k;
    if (k < n) {
      s.name_hidden(k, t, g);
    } else if (has(s.piled_, c)) {
      fr.fail("card", "is on a pile: a named card was laid open or is a hidden card");
    } else if (s.guess_code(c) != 0 && s.guess_code(c) != code) {
      fr.fail("card", "was named before and laid open: it cannot be named again");
    } else {
      s.set_laid_open_by(c, g, t);
    }
  }
}

void StateJson::read_unable(State& s, const json::ObjectReader& r) {
  const Json& unable = r.array("unable", 0, idx(kMaxPlayers * kNumCategories));
  for (std::size_t i = 0; i < unable.size(); ++i) {
    const json::ObjectReader ur(unable[i], fmt::format("state.unable[{}]", i));
    const int p = gsl::narrow<int>(ur.integer("player", 0, s.num_players() - 1));
    const auto c =
        static_cast<Category>(ur.choice("category", {"suit", "lower", "higher", "value"}));
    Unable u{true, read_cards(ur, "pile"), read_cards(ur, "gone")};
    ur.reject_unknown();
    if (dealing(s.phase_)) ur.fail("player", "nobody has played before the deal ends");
    if (s.unable(p, c).active) ur.fail("category", "listed twice for this player");
    if ((u.pile & ~s.pile(p, c)) != 0) ur.fail("pile", "not part of the pile now");
    if ((u.pile & ~u.gone) != 0 || (u.gone & ~s.gone(p)) != 0)
      ur.fail("gone", "must hold the pile and be part of the player's played cards now");
    // The pile then is the pile now without the cards gone since (see state.hpp).
    if (u.pile != (s.pile(p, c) & u.gone))
      ur.fail("pile", "must be the cards of the pile now that are listed in 'gone'");
    const CardSet then = s.hand(p) | (s.gone(p) & ~u.gone);
    const CardSet wrong = playable_cards(c, then, s.hidden_of(p), u.pile);
    if (wrong != 0)
      ur.fail("pile",
              fmt::format("{} was in hand and playable there", card_to_string(lowest_card(wrong))));
    s.record_unable(p, c);
    s.mark_left_after(c, s.gone(p) & ~u.gone);
  }
}

// The phase's own preconditions.
void StateJson::check_phase(const State& s, const json::ObjectReader& r) {
  const int n = s.num_players();
  const Phase ph = s.phase_;
  const int turn = s.turn_;
  if (!playing(ph)) {
    if (s.revealed_ != 0 || s.turns_ != 0) r.fail("phase", "no reveals or turns before the play");
    for (int p = 0; p < n; ++p)
      if (s.laid_open(p) != 0)
        fail(fmt::format("{}: no laid-open cards or points before the play", seat_path(p)));
  }
  if (ph == Phase::kOpening) {
    check_openings(s, r);
  } else if (dealing(ph) && turn != 0) {
    r.fail("turn_player", "must be 0 during the deal");
  }
  if (playing(ph)) {
    for (int p = 0; p < n; ++p) check_opening(s, p, true);
    if (s.unrevealed_count() < (ph == Phase::kOver ? 1 : 2))
      fail("state.seats: too many hidden cards revealed for this phase");
    if (ph != Phase::kRoll && ph != Phase::kOver && s.turns_ == 0)
      r.fail("turns", "a turn is in progress, so at least one die roll was made");
    if (ph == Phase::kRoll && s.turns_ >= s.game().options().max_turns)
      r.fail("turns", "the turn limit is reached: the game is over");
  }
  if (ph == Phase::kPlay && (s.revealed(turn) || !s.can_play(turn, s.category_)))
    r.fail("category", "the turn player has no card to play onto this pile");
  if (needs_asked(ph)) {
    if (s.asked_ == turn) r.fail("asked", "must be an opponent of the turn player");
    if (ph == Phase::kAskResponse && !s.can_play(s.asked_, s.category_))
      r.fail("asked", "has no card to play onto the asked pile");
  }
}

// In the opening: the seats before the turn player have opened, those after have not.
void StateJson::check_openings(const State& s, const json::ObjectReader& r) {
  const int n = s.num_players();
  const int turn_order = order_of(s, s.turn_);
  for (int p = 0; p < n; ++p) {
    const int order = order_of(s, p);
    if (order < turn_order && s.opening_can_play(p))
      fail(fmt::format("{}: has not finished the opening", seat_path(p)));
    if (order > turn_order && s.gone(p) != 0)
      fail(fmt::format("{}: plays before their opening", seat_path(p)));
    for (int c = 0; c < kNumCategories; ++c)
      if (order >= turn_order && s.unable(p, static_cast<Category>(c)).active)
        fail(fmt::format("state.unable: p{} has not finished the opening yet", p));
  }
  if (!s.opening_can_play(s.turn_)) r.fail("turn_player", "has nothing left to open with");
  for (int p = 0; p < n; ++p)
    if (order_of(s, p) <= turn_order) check_opening(s, p, order_of(s, p) < turn_order);
}

// A loaded score must be one play could reach: points come from what is on the table. Each revealed
// hidden card gave its guesser points_correct_guess; at a "caught" end the last unrevealed player
// also got points_got_away. So each score, less that bonus, is a whole number of right guesses, and
// they add up to the revealed cards.
void StateJson::read_scores(State& s, const Scores& scores, const Options& o) {
  int away = -1;
  if (s.end_ == EndReason::kCaught)
    for (int p = 0; p < s.num_players(); ++p)
      if (!s.revealed(p)) away = p;
  int guesses = 0;
  for (int p = 0; p < s.num_players(); ++p) {
    const int score = at(scores, p);
    if (!playing(s.phase_) && score != 0)
      fail(fmt::format("{}: no laid-open cards or points before the play", seat_path(p)));
    const int points = score - (p == away ? o.points_got_away : 0);
    const int each = o.points_correct_guess;
    if (points < 0 || (each == 0 ? points != 0 : points % each != 0))
      fail(fmt::format("{}.score: {} is not a whole number of right guesses ({} points each){}",
                       seat_path(p), score, each, p == away ? " plus the got-away points" : ""));
    // With points_correct_guess 0 the scores do not tell who guessed right; none is counted.
    for (int k = 0; each != 0 && k < points / each; ++k) s.count_right_guess(p);
    guesses += each == 0 ? 0 : points / each;
  }
  const int revealed = bit_count(static_cast<unsigned>(s.revealed_));
  if (o.points_correct_guess > 0 && guesses != revealed)
    fail(fmt::format(
        "state.seats: the scores count {} right guesses but {} hidden cards are revealed", guesses,
        revealed));
}

void StateJson::read_result(State& s, const json::ObjectReader& r) {
  const Json& result = r.require("result");
  if (s.phase_ != Phase::kOver) {
    if (!result.is_null()) r.fail("result", "must be null until the game is over");
    return;
  }
  const json::ObjectReader rr(result, "state.result");
  s.end_ = rr.choice("reason", {"caught", "turn_limit"}) == 0 ? EndReason::kCaught
                                                              : EndReason::kTurnLimit;
  rr.array("winners", 1, idx(s.num_players()));
  rr.find("returns");  // the envelope's, derived from the scores: checked in check_derived
  rr.find("points");
  rr.find("truncated");
  rr.reject_unknown();
  if ((s.end_ == EndReason::kCaught) != (s.unrevealed_count() == 1))
    rr.fail("reason", "'caught' exactly when one hidden card is left unrevealed");
  if (s.end_ == EndReason::kTurnLimit && s.turns_ != s.game().options().max_turns)
    rr.fail("reason", "the turn limit is not reached");
}

// to_move and the result's winners, returns and truncated are derived: they must agree.
void StateJson::check_derived(const State& s, const json::ObjectReader& r) {
  const Json written = write(s, kFullView);
  // to_move as the envelope writes it ("chance", a seat, null) or as before (-1 chance, -2
  // over).
  if (const Json* to_move = r.find("to_move"); to_move != nullptr) {
    const bool before = json::is_integer(*to_move) && *to_move == s.current_player();
    if (*to_move != written["to_move"] && !before) r.fail("to_move", "does not match the phase");
  }
  if (s.phase_ != Phase::kOver) return;
  const Json& result = r.require("result");
  const Json& w = written["result"];
  if (w["winners"] != result["winners"]) fail("state.result.winners: does not match the scores");
  for (const char* key : {"returns", "points", "truncated"})
    if (result.contains(key) && result[key] != w[key])
      fail(fmt::format("state.result.{}: does not match the scores and the end", key));
}

std::string State::to_json(int viewer) const {
  return json::dump(StateJson::write(*this, viewer));
}

State Game::state_from_json(std::string_view json) const {
  return StateJson::read(*this, json);
}

}  // namespace caper::card_caper
