// CaperState: one immutable state; apply() returns a new CaperState.
#include <vector>

#include "objects.hpp"

namespace caper_godot {
namespace {

StateObject& self_of(void* data) {
  return *static_cast<StateObject*>(data);
}

godot_variant int_array(const std::vector<std::uint32_t>& values) {
  godot_pool_int_array array;
  core->godot_pool_int_array_new(&array);
  for (std::uint32_t value : values) core->godot_pool_int_array_append(&array, value);
  godot_variant out;
  core->godot_variant_new_pool_int_array(&out, &array);
  core->godot_pool_int_array_destroy(&array);
  return out;
}

// Appends `value` to `array` (which copies it) and releases it.
void append(godot_array& array, godot_variant value) {
  core->godot_array_append(&array, &value);
  core->godot_variant_destroy(&value);
}

// `array` as a Variant; the array itself is released.
godot_variant array_value(godot_array& array) {
  godot_variant out;
  core->godot_variant_new_array(&out, &array);
  core->godot_array_destroy(&array);
  return out;
}

godot_variant legal_actions(godot_object*, void*, void* data, int, godot_variant**) {
  StateObject& self = self_of(data);
  // No state has more legal actions than the game has distinct actions.
  std::vector<std::uint32_t> actions(self.sizes.num_actions);
  std::size_t len = 0;
  if (!check(self, caper_state_legal_actions(self.state, actions.data(), actions.size(), &len)))
    return int_array({});
  actions.resize(len);
  return int_array(actions);
}

// [action, probability] pairs of a chance node; `quietly`: elsewhere only recorded.
godot_variant outcomes(StateObject& self, bool quietly) {
  std::vector<std::uint32_t> actions(self.sizes.num_actions);
  std::vector<double> probabilities(actions.size());
  std::size_t len = 0;
  godot_array out;
  core->godot_array_new(&out);
  const caper_status status = caper_state_chance_outcomes(
      self.state, actions.data(), probabilities.data(), actions.size(), &len);
  if (quietly ? check_quietly(self, status) : check(self, status)) {
    for (std::size_t i = 0; i < len; ++i) {
      godot_array pair;
      core->godot_array_new(&pair);
      append(pair, make_int(actions[i]));
      append(pair, make_real(probabilities[i]));
      append(out, array_value(pair));
    }
  }
  return array_value(out);
}

// chance_outcomes() -> Array of [action, probability]; at a player's turn an error.
godot_variant chance_outcomes(godot_object*, void*, void* data, int, godot_variant**) {
  return outcomes(self_of(data), false);
}

// try_chance_outcomes() -> the same, but empty without an engine error at a player's turn.
godot_variant try_chance_outcomes(godot_object*, void*, void* data, int, godot_variant**) {
  return outcomes(self_of(data), true);
}

// apply(action: int or String) -> CaperState or null.
godot_variant apply(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of(data);
  std::uint32_t action = 0;
  caper_state* next = nullptr;
  if (!action_argument(self, count, args, 0, false, action) ||
      !check(self, caper_state_apply(self.state, action, &next)))
    return make_nil();
  return wrap_state(next, self.sizes);
}

// is_legal(action: int or String) -> bool; text naming no action, or an id out of range,
// is false without an engine error. Anything else is refused.
godot_variant is_legal(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of(data);
  std::uint32_t action = 0;
  if (!action_argument(self, count, args, 0, true, action)) return make_bool(false);
  return make_bool(caper_state_is_legal(self.state, action) == 1);
}

// sample_chance(rng: CaperRng) -> int: a chance outcome drawn with the seeded rng, or -1.
godot_variant sample_chance(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of(data);
  auto* rng = object_of<RngObject>(arg(count, args, 0), Kind::kRng);
  if (rng == nullptr) {
    fail(self, CAPER_E_INVALID_ARGUMENT, "sample_chance needs a CaperRng");
    return make_int(-1);
  }
  std::uint32_t action = 0;
  if (!check(self, caper_state_sample_chance(self.state, rng->rng, &action))) return make_int(-1);
  return make_int(action);
}

// clone() -> CaperState: an independent copy (states are immutable; for a client that
// keeps its own).
godot_variant clone(godot_object*, void*, void* data, int, godot_variant**) {
  StateObject& self = self_of(data);
  caper_state* copy = nullptr;
  if (!check(self, caper_state_clone(self.state, &copy))) return make_nil();
  return wrap_state(copy, self.sizes);
}

godot_variant current_player(godot_object*, void*, void* data, int, godot_variant**) {
  return make_int(caper_state_current_player(self_of(data).state));
}

godot_variant is_terminal(godot_object*, void*, void* data, int, godot_variant**) {
  return make_bool(caper_state_is_terminal(self_of(data).state) == 1);
}

godot_variant is_chance_node(godot_object*, void*, void* data, int, godot_variant**) {
  return make_bool(caper_state_current_player(self_of(data).state) == CAPER_CHANCE);
}

godot_variant returns(godot_object*, void*, void* data, int, godot_variant**) {
  StateObject& self = self_of(data);
  std::vector<double> values(64);
  std::size_t len = 0;
  godot_array out;
  core->godot_array_new(&out);
  if (check(self, caper_state_returns(self.state, values.data(), values.size(), &len))) {
    for (std::size_t i = 0; i < len; ++i) append(out, make_real(values[i]));
  }
  return array_value(out);
}

void release(StateObject& self) {
  caper_state_free(self.state);
}

}  // namespace

void register_state_text_methods(void* handle);
void register_state_tensor_methods(void* handle);

void register_state_class(void* handle) {
  register_class<StateObject, release>(handle, "CaperState");
  register_method(handle, "CaperState", "legal_actions", legal_actions);
  register_method(handle, "CaperState", "chance_outcomes", chance_outcomes);
  register_method(handle, "CaperState", "try_chance_outcomes", try_chance_outcomes);
  register_method(handle, "CaperState", "apply", apply);
  register_method(handle, "CaperState", "is_legal", is_legal);
  register_method(handle, "CaperState", "sample_chance", sample_chance);
  register_method(handle, "CaperState", "clone", clone);
  register_method(handle, "CaperState", "current_player", current_player);
  register_method(handle, "CaperState", "is_terminal", is_terminal);
  register_method(handle, "CaperState", "is_chance_node", is_chance_node);
  register_method(handle, "CaperState", "returns", returns);
  register_state_text_methods(handle);
  register_state_tensor_methods(handle);
}

}  // namespace caper_godot
