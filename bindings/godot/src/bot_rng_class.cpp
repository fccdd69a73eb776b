// CaperBot (made by CaperGame.new_bot) and CaperRng (seeded chance for sample_chance).
#include "objects.hpp"

namespace caper_godot {
namespace {

// choose(state: CaperState) -> int: the bot's action for the seat to move, or -1.
godot_variant choose(godot_object*, void*, void* data, int count, godot_variant** args) {
  auto& self = *static_cast<BotObject*>(data);
  auto* state = object_of<StateObject>(arg(count, args, 0), Kind::kState);
  if (state == nullptr) {
    fail(self, CAPER_E_INVALID_ARGUMENT, "choose needs a CaperState");
    return make_int(-1);
  }
  std::uint32_t action = 0;
  if (!check(self, caper_bot_choose(self.bot, state->state, &action))) return make_int(-1);
  return make_int(action);
}

// seed(value: int) -> int: restarts the generator from `value` (status code).
godot_variant seed(godot_object*, void*, void* data, int count, godot_variant** args) {
  auto& self = *static_cast<RngObject*>(data);
  caper_rng* rng = nullptr;
  if (check(self, caper_rng_new(static_cast<std::uint64_t>(int_arg(count, args, 0, 0)), &rng))) {
    caper_rng_free(self.rng);
    self.rng = rng;
  }
  return make_int(self.status);
}

void release_bot(BotObject& self) {
  caper_bot_free(self.bot);
}
void release_rng(RngObject& self) {
  caper_rng_free(self.rng);
}

godot_variant last_status(godot_object*, void*, void* data, int, godot_variant**) {
  return make_int(static_cast<Object*>(data)->status);
}

godot_variant last_error(godot_object*, void*, void* data, int, godot_variant**) {
  return make_string(static_cast<Object*>(data)->error);
}

}  // namespace

void register_bot_class(void* handle) {
  register_class<BotObject, release_bot>(handle, "CaperBot");
  register_method(handle, "CaperBot", "choose", choose);
}

void register_rng_class(void* handle) {
  register_class<RngObject, release_rng>(handle, "CaperRng");
  register_method(handle, "CaperRng", "seed", seed);
}

// Every class answers last_status() and last_error() about its own last call.
void register_status_methods(void* handle) {
  for (const char* name : {"CaperGame", "CaperState", "CaperBot", "CaperRng"}) {
    register_method(handle, name, "last_status", last_status);
    register_method(handle, name, "last_error", last_error);
  }
}

}  // namespace caper_godot
