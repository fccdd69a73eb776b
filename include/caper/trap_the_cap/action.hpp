// Trap the Cap actions: the structured Action, its stable dense id and its text notation.
//
// Id layout (docs/rules/trap_the_cap.md): 0..5 `roll 1`..`roll 6`, 6 `pass`, then one
// block of colour-cap moves and (golden_cap only) one block of golden-cap moves. A move
// names its start node, which of the mover's distinct pieces on that square it moves
// (`piece`, 0 unless several differ), its kind and the squares that tell results apart:
// the end square, the hideout entered, the golden cap's turning square.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "caper/core/action.hpp"

namespace caper::trap_the_cap {

enum class ActionKind : std::uint8_t {
  kRoll,      // chance: the die shows `roll`
  kPass,      // no legal move
  kStep,      // walk from `from` to `to`
  kHomeStop,  // a tower walks into its hideout `via` and stops there
  kHomeOut,   // ... unloads, and goes back out with the remaining points to `to`
  kReverse,   // golden cap: first leg to `via` (trapping there), back to `to`
};

struct Action {
  ActionKind kind = ActionKind::kPass;
  std::uint8_t roll = 0;   // kRoll: 1..6
  bool golden = false;     // the golden cap moves
  std::uint8_t from = 0;   // node 0..80 (77+s = hideout of seat s)
  std::uint8_t piece = 0;  // index among the mover's distinct colour pieces on `from`
  std::uint8_t via = 0;    // kHomeStop/kHomeOut: hideout node; kReverse: turning square
  std::uint8_t to = 0;     // end square (kStep, kHomeOut, kReverse)
  friend bool operator==(const Action&, const Action&) = default;
};

inline constexpr ActionId kRollBase = 0;  // roll r is id r - 1
inline constexpr ActionId kPassAction = 6;
inline constexpr int kMaxPiecesPerSquare = 8;  // distinct colour pieces one player may move

// Action <-> id for one variant family: without or with the golden-cap block.
class ActionCodec {
 public:
  explicit ActionCodec(bool golden_cap) : golden_cap_(golden_cap) {}
  // Number of ids.
  ActionId size() const;
  // Throws InvalidArgument if `action` is not a move of the board's geometry (or a golden
  // move without the golden cap).
  ActionId encode(const Action& action) const;
  // Throws InvalidArgument for an id >= size().
  Action decode(ActionId id) const;

 private:
  bool golden_cap_;
};

std::string to_string(const Action& action);
// Throws ParseError naming what is wrong.
Action parse_action(std::string_view text);

// Fast encoders for the move generator (no checks beyond Expects). A step's id is
// piece_base(...) + Board::ball_index(from, to); stopping in the hideout is
// piece_base(...) + ball(from).size().
ActionId piece_base(bool golden, int from, int piece);
ActionId step_id(bool golden, int from, int piece, int to);
ActionId home_stop_id(bool golden, int from, int piece);
ActionId home_out_id(bool golden, int from, int piece, int to);
ActionId reverse_id(int from, int turn, int to);

}  // namespace caper::trap_the_cap
