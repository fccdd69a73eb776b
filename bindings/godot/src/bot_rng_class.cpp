// CaperBot (made by CaperGame.new_bot) and CaperRng (seeded chance for sample_chance;
// CaperRng.new() starts from seed 0, CaperGame.new_rng(seed) or seed(n) from another).
#include "objects.hpp"

namespace caper_godot {
namespace {

// choose(state: CaperState) -> int: the bot's action for the seat to move, or -1.
godot_variant choose(godot_object*, void*, void* data, int count, godot_variant** args) {
  auto& self = self_of<BotObject>(data);
  auto* state =
      object_argument<StateObject>(self, count, args, 0, Kind::kState, "choose needs a CaperState");
  if (state == nullptr) return make_int(-1);
  std::uint32_t action = 0;
  if (!check(self, caper_bot_choose(self.bot, state->state, &action))) return make_int(-1);
  return make_int(action);
}

// cancel() -> int: stops the choose() running on another thread (a Thread): it returns
// within about 10 ms with the best action so far; with none running, the next choose()
// stops at its start. Returns the status; last_status() stays choose()'s (the other
// thread writes it), except when the cancel itself fails.
godot_variant cancel(godot_object*, void*, void* data, int, godot_variant**) {
  auto& self = self_of<BotObject>(data);
  const caper_status status = caper_bot_cancel(self.bot);
  if (status != CAPER_OK) check(self, status);
  return make_int(status);
}

// seed(value: int) -> int: restarts the generator from `value` (status code).
godot_variant seed(godot_object*, void*, void* data, int count, godot_variant** args) {
  auto& self = self_of<RngObject>(data);
  std::int64_t value = 0;
  caper_rng* rng = nullptr;
  if (int_argument(self, count, args, 0, "seed", std::nullopt, value) &&
      check(self, caper_rng_new(static_cast<std::uint64_t>(value), &rng))) {
    caper_rng_free(self.rng);
    self.rng = rng;
  }
  return make_int(self.status);
}

// next_u64() -> int: the next 64 random bits (GDScript ints are signed: the same bits).
godot_variant next_u64(godot_object*, void*, void* data, int, godot_variant**) {
  auto& self = self_of<RngObject>(data);
  std::uint64_t value = 0;
  check(self, caper_rng_next_u64(self.rng, &value));
  return make_int(static_cast<std::int64_t>(value));
}

// below(bound: int) -> int: uniform in [0, bound), the draw C++ caper::Rng::below makes;
// -1 for a bound <= 0.
godot_variant below(godot_object*, void*, void* data, int count, godot_variant** args) {
  auto& self = self_of<RngObject>(data);
  std::int64_t bound = 0;
  if (!int_argument(self, count, args, 0, "bound", std::nullopt, bound)) return make_int(-1);
  if (bound <= 0) {
    fail(self, CAPER_E_INVALID_ARGUMENT,
         "below(bound) needs bound > 0, got " + std::to_string(bound));
    return make_int(-1);
  }
  std::uint64_t value = 0;
  if (!check(self, caper_rng_below(self.rng, static_cast<std::uint64_t>(bound), &value)))
    return make_int(-1);
  return make_int(static_cast<std::int64_t>(value));
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

godot_variant last_status_name(godot_object*, void*, void* data, int, godot_variant**) {
  return make_string(
      caper_status_name(static_cast<caper_status>(static_cast<Object*>(data)->status)));
}

}  // namespace

void register_bot_class(void* handle) {
  register_class<BotObject, release_bot>(handle, "CaperBot",
                                         {
                                             {"choose", choose, 1},
                                             {"cancel", cancel, 0},
                                         });
}

void register_rng_class(void* handle) {
  register_class<RngObject, release_rng>(handle, "CaperRng",
                                         {
                                             {"seed", seed, 1},
                                             {"next_u64", next_u64, 0},
                                             {"below", below, 1},
                                         });
}

// Every class answers last_status(), last_status_name() and last_error() about its own
// last call.
void register_status_methods(void* handle) {
  for (const char* name : {"CaperGame", "CaperState", "CaperBot", "CaperRng", "CaperStatus"}) {
    register_methods(handle, name,
                     {{"last_status", last_status, 0},
                      {"last_error", last_error, 0},
                      {"last_status_name", last_status_name, 0}});
  }
}

}  // namespace caper_godot
