// Trap the Cap: the State (rules in docs/rules/trap_the_cap.md): the stacks of caps on
// the squares, the hideouts, the locked-up caps, the golden cap, the throw and the turn.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "caper/core/action.hpp"
#include "caper/core/byte_scale.hpp"
#include "caper/core/index.hpp"
#include "caper/core/names.hpp"
#include "caper/core/rng.hpp"
#include "caper/trap_the_cap/action.hpp"
#include "caper/trap_the_cap/data.hpp"

namespace caper::trap_the_cap {

// Why the game ended: free caps of one side left, or max_turns (JSON "max_turns").
enum class EndReason : std::uint8_t { kNone, kOneLeft, kTurnLimit };
// The most the option max_turns may be: State::turns_ counts the turns in 16 bits.
inline constexpr int kMaxTurnLimit = 60000;
// The die is to be thrown (a chance node), the thrower moves, or the game is over.
enum class Phase : std::uint8_t { kThrow, kMove, kOver };
inline constexpr int kNumPhases = static_cast<int>(Phase::kOver) + 1;
// The phases' names by value, declared once: the JSON's "phase", the text, the game info
// (its "phases", which tests/schema checks against docs/schema/trap_the_cap.json).
inline constexpr std::array<std::string_view, kNumPhases> kPhaseNames{"throw", "move", "over"};
static_assert(every_value_named(kPhaseNames));

inline constexpr int kCapsPerColour = 4;
inline constexpr int kMaxColours = 4;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = kMaxColours;  // a colour each
inline constexpr std::uint8_t kGold = 4;         // Stack::top of the golden cap
inline constexpr int kMaxStacks = kMaxColours * kCapsPerColour + 1;
// Per piece and throw at most 5 end squares, a hideout stop and 3 ends after it; the
// golden cap at most 36 reversals more (board_test checks these against the board).
inline constexpr int kMaxEndsPerPiece = 5 + 1 + 3;
inline constexpr int kMaxGoldenReversals = 36;
inline constexpr int kMaxChanceOutcomes = 6;

// A cap or tower on a square: the top cap and the caps trapped under it.
struct Stack {
  std::uint8_t square = 0;
  std::uint8_t top = 0;                     // colour 0..3, or kGold
  std::array<std::uint8_t, 4> prisoners{};  // trapped caps per colour
  std::uint8_t golden_prisoner = 0;         // the golden cap is trapped under it
  std::uint8_t pad = 0;
  // The observation converts these bytes at once (a stack slot): one scale a field, in
  // field order; the pad reads 1 for a stack (the observation sets it), 0 for no stack.
  static constexpr std::array<ByteScale, 8> kScales{{
      {1.0F / 128},  // square
      {0.25F},       // top (kGold reads 1)
      {0.25F},       // prisoners[0]
      {0.25F},       // prisoners[1]
      {0.25F},       // prisoners[2]
      {0.25F},       // prisoners[3]
      {1.0F},        // golden_prisoner
      {1.0F},        // pad
  }};
  int prisoner_count() const {
    return prisoners[0] + prisoners[1] + prisoners[2] + prisoners[3] + golden_prisoner;
  }
  // The bytes in declaration order, the first most significant: square, top, prisoners,
  // golden_prisoner, pad (always 0). One load and a byte swap (compilers see the pattern).
  std::uint64_t key() const {
    std::uint64_t x = 0;
    std::memcpy(&x, this, sizeof x);
    if constexpr (std::endian::native == std::endian::little) {
      x = ((x & 0x00000000FFFFFFFFULL) << 32) | ((x & 0xFFFFFFFF00000000ULL) >> 32);
      x = ((x & 0x0000FFFF0000FFFFULL) << 16) | ((x & 0xFFFF0000FFFF0000ULL) >> 16);
      x = ((x & 0x00FF00FF00FF00FFULL) << 8) | ((x & 0xFF00FF00FF00FF00ULL) >> 8);
    }
    return x;
  }
  // The key holds every field: one integer compare.
  friend bool operator==(const Stack& a, const Stack& b) { return a.key() == b.key(); }
};
static_assert(sizeof(Stack) == 8 && std::is_trivially_copyable_v<Stack> &&
              Stack::kScales.size() == sizeof(Stack));

class Game;

class State {
 public:
  int current_player() const;
  bool is_terminal() const { return end_ != EndReason::kNone; }
  void legal_actions(ActionList& out) const;
  void chance_outcomes(ChanceList& out) const;
  bool is_legal(ActionId action) const;
  State apply(ActionId action) const;
  void returns(std::span<double> out) const;
  std::string to_json(int viewer) const;
  std::string to_text(int viewer) const;
  std::string action_to_string(ActionId action) const;
  // Nothing is hidden: every seat reads the full text (`viewer` is kFullView, kPublicView or a
  // seat).
  std::string action_to_string(ActionId action, int viewer) const;
  ActionId action_from_string(std::string_view text) const;
  State determinize(int player, Rng& rng) const;
  // Fills `out` (ObservationLayout's size) with what `player` sees: everything.
  void observation(int player, std::span<float> out) const;

  // Queries, for tests and clients.
  const Game& game() const { return *game_; }
  std::span<const Stack> stacks() const { return {stacks_.data(), num_stacks_}; }
  int in_hideout(int colour) const { return hideout_[idx(colour)]; }
  int locked(int player, int colour) const { return locked_[idx(player)][idx(colour)]; }
  int golden_owner() const { return golden_owner_; }
  bool golden_in_hideout() const { return golden_in_hideout_ != 0; }
  int to_move() const { return to_move_; }
  int roll() const { return roll_; }
  int last_roll() const { return last_roll_; }
  int turns() const { return turns_; }
  EndReason end_reason() const { return end_; }
  Phase phase() const {
    return is_terminal() ? Phase::kOver : roll_ == 0 ? Phase::kThrow : Phase::kMove;
  }
  // Offensive score: caps of other teams locked up plus carried.
  int score(int player) const;
  // The greedy bot's evaluation for `player`: its share of all material, where a free cap
  // counts 1 and a prisoner (carried or locked up) counts 2.
  double heuristic(int player) const;
  // Whether `player` still has a free cap (in the hideout or on top on a square).
  bool in_play(int player) const;
  // Whether `seat` still takes turns: in play, or in total partners his partner is.
  bool plays(int seat) const;
  bool is_winner(int player) const { return (winners_ >> player) & 1U; }

  friend bool operator==(const State& a, const State& b);

 private:
  friend class Game;        // setup.cpp
  friend struct StateJson;  // json.cpp
  // A state of `game` before its set-up (Game::initial_state sets it up, the loader fills it).
  explicit State(const Game& game);

  int team_of_stack(const Stack& s) const;
  bool movable_colour(int colour) const;
  bool golden_movable() const;
  enum class Landing : std::uint8_t { kIllegal, kLand, kTrap };
  // Pieces per square and a bit per team there (bit 4: the neutral golden cap).
  struct Occupancy {
    std::array<std::uint8_t, kSquares> count;
    std::array<std::uint8_t, kSquares> teams;
  };
  void occupancy(Occupancy& occ) const;
  static Landing landing(const Occupancy& occ, int square, int team, bool golden, int leaving);
  void add_piece_moves(ActionList& out, const Occupancy& occ, int from, int piece,
                       const Stack& mover) const;
  void generate(ActionList& out) const;
  // The observation's stack slots (ObservationLayout::stacks).
  void write_stack_slots(float* out) const;
  // Whether the move is legal now (one move, without listing them all).
  // `index` is the mover's place in stacks_ (-1 for a piece in a hideout).
  bool find_piece(const Action& m, Stack& mover, int& index) const;
  bool check_move(const Action& m, Stack& mover, int& index) const;
  bool legal_id(ActionId action) const;
  unsigned in_play_mask() const;
  unsigned seats_to_play(unsigned in_play) const;
  // Execution helpers (on a copy).
  void take_piece(const Action& m, int index);
  void land(Stack& mover, int square);
  void unload(Stack& mover);
  void insert(const Stack& s);
  void erase(int index);
  void finish_turn();
  void decide_winners();
  int free_teams() const;

  const Game* game_;
  std::array<Stack, kMaxStacks> stacks_{};
  std::array<std::uint8_t, kMaxColours> hideout_{};
  std::array<std::array<std::uint8_t, kMaxColours>, kMaxColours> locked_{};
  // The observation's scale of the caps in a hideout and of those locked up (at most 4).
  static constexpr ByteScale kCapsScale{0.25F};
  std::uint8_t num_stacks_ = 0;
  std::int8_t golden_owner_ = -1;       // owner while free; -1 neutral or trapped
  std::uint8_t golden_in_hideout_ = 0;  // free in its owner's hideout
  std::uint8_t to_move_ = 0;
  std::uint8_t roll_ = 0;  // 0: the die is to be thrown (chance node)
  std::uint8_t last_roll_ = 0;
  EndReason end_ = EndReason::kNone;
  std::uint8_t winners_ = 0;  // bit per seat
  std::uint16_t turns_ = 0;   // moves and passes made
  static_assert(kMaxTurnLimit <= std::numeric_limits<decltype(turns_)>::max());
};

}  // namespace caper::trap_the_cap
