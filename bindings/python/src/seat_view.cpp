// caper._caper.seat_view: what the learning environments (caper.pettingzoo,
// caper.gymnasium) hand to an agent at every step, a seat's tensor and its action mask, as
// new numpy arrays made in one call (in Python it took six calls, and the mask's list
// of legal ids cost more than the rest of the step).
#include <nanobind/ndarray.h>

#include <cstring>
#include <memory>

#include "binding.hpp"

namespace caper_py {

namespace {

// The tensor and the mask share one block; each array keeps it alive.
struct SeatBlock {
  std::unique_ptr<float[]> observation;
  std::unique_ptr<int8_t[]> mask;
};

ArrayDict seat_view(State& state, IndexArg seat_arg_value) {
  const caper_state* ptr = state.get();
  const Game& game = state.owner();
  int32_t seat = seat_arg(seat_arg_value, "seat");
  if (seat < 0 || seat >= game.num_players)
    raise_error(CAPER_E_INVALID_ARGUMENT, "seat " + std::to_string(seat) + " is not a seat of a " +
                                              std::to_string(game.num_players) + "-player game");
  size_t size = game.observation_size, actions = game.num_distinct_actions;
  auto block = std::make_unique<SeatBlock>();
  block->observation = std::make_unique<float[]>(size);
  block->mask = std::make_unique<int8_t[]>(actions);
  size_t len = 0;
  check(caper_state_observation(ptr, seat, block->observation.get(), size, &len));
  if (state.player == INT32_MIN) state.player = caper_state_current_player(ptr);
  if (state.player == seat)  // the mask of the seat to move; all zero for the others
    check(caper_state_legal_mask(ptr, reinterpret_cast<uint8_t*>(block->mask.get()), actions));
  else
    std::memset(block->mask.get(), 0, actions);
  float* observation = block->observation.get();
  int8_t* mask = block->mask.get();
  nb::capsule owner(block.release(), [](void* p) noexcept { delete static_cast<SeatBlock*>(p); });
  nb::dict view;
  view["observation"] = nb::ndarray<nb::numpy, float>(observation, {size}, owner);
  view["action_mask"] = nb::ndarray<nb::numpy, int8_t>(mask, {actions}, owner);
  return ArrayDict(view);
}

}  // namespace

void bind_seat_view(nb::module_& m) {
  m.def("seat_view", &seat_view, nb::arg("state"), nb::arg("seat"),
        "{\"observation\": seat's tensor (float32, Game.observation_size), \"action_mask\": "
        "its legal actions (int8, 1 where legal; all 0 unless the seat is to move)}, as new "
        "arrays.");
}

}  // namespace caper_py
