// CaperState's learning surfaces: observation tensor, legal mask, determinization.
#include "objects.hpp"

namespace caper_godot {
namespace {

// observation(seat: int) -> PoolRealArray: what `seat` may know, observation_size() floats
// in the layout of CaperGame.observation_shape(); empty on error.
godot_variant observation(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of<StateObject>(data);
  godot_pool_real_array floats;
  core->godot_pool_real_array_new(&floats);
  std::int32_t seat = 0;
  if (int32_argument(self, count, args, 0, "seat", "a seat", seat)) {
    core->godot_pool_real_array_resize(&floats,
                                       static_cast<godot_int>(self.sizes.observation_size));
    godot_pool_real_array_write_access* write = core->godot_pool_real_array_write(&floats);
    std::size_t written = 0;
    const caper_status status = caper_state_observation(
        self.state, seat, core->godot_pool_real_array_write_access_ptr(write),
        self.sizes.observation_size, &written);
    core->godot_pool_real_array_write_access_destroy(write);
    if (!check(self, status)) core->godot_pool_real_array_resize(&floats, 0);
  }
  return take_variant(floats);
}

// legal_mask() -> PoolByteArray: one byte per distinct action id, 1 where legal.
godot_variant legal_mask(godot_object*, void*, void* data, int, godot_variant**) {
  StateObject& self = self_of<StateObject>(data);
  godot_pool_byte_array bytes;
  core->godot_pool_byte_array_new(&bytes);
  core->godot_pool_byte_array_resize(&bytes, static_cast<godot_int>(self.sizes.num_actions));
  godot_pool_byte_array_write_access* write = core->godot_pool_byte_array_write(&bytes);
  const caper_status status = caper_state_legal_mask(
      self.state, core->godot_pool_byte_array_write_access_ptr(write), self.sizes.num_actions);
  core->godot_pool_byte_array_write_access_destroy(write);
  if (!check(self, status)) core->godot_pool_byte_array_resize(&bytes, 0);
  return take_variant(bytes);
}

// determinize(seat: int, rng: CaperRng) -> CaperState: a full state drawn from what `seat`
// knows (hidden information filled in with the rng), or null.
godot_variant determinize(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of<StateObject>(data);
  std::int32_t seat = 0;
  if (!int32_argument(self, count, args, 0, "seat", "a seat", seat)) return make_nil();
  auto* rng = object_argument<RngObject>(self, count, args, 1, Kind::kRng,
                                         "determinize needs a CaperRng as its second argument");
  if (rng == nullptr) return make_nil();
  caper_state* drawn = nullptr;
  if (!check(self, caper_state_determinize(self.state, seat, rng->rng, &drawn))) return make_nil();
  return wrap_state(drawn, self.sizes);
}

}  // namespace

void register_state_tensor_methods(void* handle) {
  register_methods(handle, "CaperState",
                   {
                       {"observation", observation, 1},
                       {"legal_mask", legal_mask, 0},
                       {"determinize", determinize, 2},
                   });
}

}  // namespace caper_godot
