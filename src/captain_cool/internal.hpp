// Captain Cool internals shared by the JSON reader and its invariant checks.
#pragma once

#include <string>
#include <string_view>

#include "caper/captain_cool/game.hpp"
#include "core/json_util.hpp"

namespace caper::captain_cool {

// The largest score the loader accepts when no point is left to win (the potential bound
// of docs/rules/captain_cool.md: a score plus the points still winnable never passes it).
inline constexpr int kScoreCap = 10000;

// The State's friend for JSON: the writer, the reader section by section, and the
// invariants of a state that play depends on (docs/rules/captain_cool.md).
struct StateJson {
  static std::string write(const State& s, int viewer);
  static State read(const Game& game, std::string_view text);
  static void write_board_cards(json::Json& j, const State& s, int viewer);
  static void write_hands(json::Json& j, const State& s, int viewer);
  static void write_figures(json::Json& j, const State& s, int viewer);

  static int put(State& s, const json::Json& v, const std::string& path, int loc, int* seen);
  static void read_header(State& s, const json::ObjectReader& r);
  static void read_scores(State& s, const json::ObjectReader& r);
  static void read_piles(State& s, const json::ObjectReader& r, int* seen);
  static void read_board_cards(State& s, const json::ObjectReader& r, int* seen);
  static void read_hands(State& s, const json::ObjectReader& r, int* seen);
  static void read_figures(State& s, const json::ObjectReader& r);
  static void read_choices(State& s, const json::ObjectReader& r);
  static void read_queue_and_pick(State& s, const json::ObjectReader& r);
  static void read_big_deal(State& s, const json::ObjectReader& r);

  // invariants.cpp
  static void check_phase_fields(const State& s);
  static void check_resolution(const State& s);
  static void check_cards(const State& s);
  static void check_piles(const State& s);
  static void check_step(const State& s);
  static void check_scores(const State& s);
  static void check_affray(const State& s);
  static void check_big_deal(const State& s);
  static void check_playable(const State& s);
  static int points_left(const State& s);
};

[[noreturn]] void bad_state(const std::string& message);

}  // namespace caper::captain_cool
