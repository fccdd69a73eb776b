// The observation tensor (layout in docs/rules/trap_the_cap.md, "Observation tensor"):
// nothing is hidden, so it encodes the whole position, the same for every seat but for
// the seat's own one-hot. A header of one-hots and counts, then a record of 8 floats per
// stack slot (17: every cap and the golden cap could stand alone), written front to back,
// every float once, with no branch on the position: the call costs a few dozen stores,
// as it runs at every step of training.
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include <gsl/util>

#include "caper/core/byte_floats.hpp"
#include "caper/core/error.hpp"
#include "caper/core/observation.hpp"
#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap {
namespace {

// Two stack slots a block, each by Stack::kScales; the hideouts and locked caps by
// kCapsScale (state.hpp).
constexpr BytePlan kSlotPlan = record_plan(Stack::kScales);
// The pad byte of each of two slots, set to 1: the last float reads 1 for a stack.
constexpr Bytes16 kPadOne = {0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1};

// The slot numbers of the 16 bytes of slots i and i + 1.
Bytes16 slot_numbers(int i) {
  const auto a = gsl::narrow_cast<std::uint8_t>(i);  // below kMaxStacks
  const auto b = gsl::narrow_cast<std::uint8_t>(i + 1);
  return Bytes16{a, a, a, a, a, a, a, a, b, b, b, b, b, b, b, b};
}

// Four counts of caps (each at most 4) as floats.
void write_caps(std::uint32_t bytes, const BytePlan& plan, float* out) {
  write_byte_floats<4>(out, low_bytes(bytes), plan);
}

std::uint32_t load_u32(const std::uint8_t* bytes) {
  std::uint32_t x = 0;
  std::memcpy(&x, bytes, sizeof x);
  return x;
}

}  // namespace

// The stack slots: slot i < num_stacks_ is stacks_[i] (the state's sorted order), the
// rest are zeros; two slots (16 bytes) at a time.
void State::write_stack_slots(float* out) const {
  static_assert(kMaxStacks == 17 && sizeof(Stack) == 8 && sizeof(stacks_) == 136);
  const Bytes16 count = splat_bytes(num_stacks_);
  for (int i = 0; i + 1 < kMaxStacks; i += 2, out += 16) {
    const Bytes16 bytes = load_bytes(&stacks_[idx(i)]);
    write_byte_floats(out, (bytes | kPadOne) & (Bytes16)(slot_numbers(i) < count), kSlotPlan);
  }
  const Bytes16 bytes = load_low_bytes(&stacks_[kMaxStacks - 1]);
  write_byte_floats<8>(out, (bytes | kPadOne) & (Bytes16)(slot_numbers(kMaxStacks - 1) < count),
                       kSlotPlan);
}

ObservationLayout::ObservationLayout(const Options&) {
  SectionList sections;
  viewer = sections.next(kMaxColours);
  to_move = sections.next(kMaxColours);
  phase = sections.next(4);
  last_roll = sections.next(6);
  turns = sections.next(1);
  golden_in_hideout = sections.next(1);
  hideouts = sections.next(kMaxColours);
  locked = sections.next(kMaxColours * kMaxColours);
  golden_owner = sections.next(kMaxColours);
  plays = sections.next(kMaxColours);
  winners = sections.next(kMaxColours);
  stacks = sections.next(kMaxStacks * kStackWidth);
  size = sections.end();
}

void State::observation(int player, std::span<float> out) const {
  const ObservationLayout& l = game_->observation_layout();
  check_observation(Game::kName, player, game_->num_players(), out, l.size);
  write_stack_slots(out.data() + l.stacks.offset);
  // The header's sections in order, each just after the one before (ObservationLayout).
  static constexpr BytePlan kCapsPlan = record_plan(std::array{kCapsScale});
  ObservationWriter w(out);
  w.one_hot(kMaxColours, player);
  w.one_hot(kMaxColours, to_move_);
  w.one_hot(4, is_terminal() ? static_cast<int>(end_) + 1 : roll_ == 0 ? 0 : 1);
  w.one_hot(6, last_roll_ - 1);
  w.scalar(static_cast<float>(turns_) / static_cast<float>(game_->options().max_turns));
  w.flag(golden_in_hideout_ != 0);
  write_caps(load_u32(hideout_.data()), kCapsPlan, w.cursor());
  w.advance(kMaxColours);
  for (int p = 0; p < kMaxColours; ++p, w.advance(kMaxColours))
    write_caps(load_u32(locked_[idx(p)].data()), kCapsPlan, w.cursor());
  w.one_hot(kMaxColours, golden_owner_);
  w.bits(seats_to_play(in_play_mask()), kMaxColours);
  w.bits(winners_, kMaxColours);
}

}  // namespace caper::trap_the_cap
