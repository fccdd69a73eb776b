// CaperState: one immutable state; apply() returns a new CaperState.
#include <vector>

#include "objects.hpp"

namespace caper_godot {
namespace {

// Appends `value` to `array` (which copies it) and releases it.
void append(godot_array& array, godot_variant value) {
  core->godot_array_append(&array, &value);
  core->godot_variant_destroy(&value);
}

godot_variant legal_actions(godot_object*, void*, void* data, int, godot_variant**) {
  StateObject& self = self_of<StateObject>(data);
  // No state has more legal actions than the game has distinct actions.
  std::vector<std::uint32_t> actions(self.sizes.num_actions);
  std::size_t len = 0;
  if (!check(self, caper_state_legal_actions(self.state, actions.data(), actions.size(), &len)))
    return make_int_array(std::vector<std::uint32_t>{});
  actions.resize(len);
  return make_int_array(actions);
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
      append(out, take_variant(pair));
    }
  }
  return take_variant(out);
}

// chance_outcomes() -> Array of [action, probability]; at a player's turn an error.
godot_variant chance_outcomes(godot_object*, void*, void* data, int, godot_variant**) {
  return outcomes(self_of<StateObject>(data), false);
}

// try_chance_outcomes() -> the same, but empty without an engine error at a player's turn.
godot_variant try_chance_outcomes(godot_object*, void*, void* data, int, godot_variant**) {
  return outcomes(self_of<StateObject>(data), true);
}

// apply(action: int or String) -> CaperState or null.
godot_variant apply(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of<StateObject>(data);
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
  StateObject& self = self_of<StateObject>(data);
  std::uint32_t action = 0;
  if (!action_argument(self, count, args, 0, true, action)) return make_bool(false);
  return make_bool(caper_state_is_legal(self.state, action) == 1);
}

// sample_chance(rng: CaperRng) -> int: a chance outcome drawn with the seeded rng, or -1.
godot_variant sample_chance(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of<StateObject>(data);
  auto* rng = object_argument<RngObject>(self, count, args, 0, Kind::kRng,
                                         "sample_chance needs a CaperRng");
  if (rng == nullptr) return make_int(-1);
  std::uint32_t action = 0;
  if (!check(self, caper_state_sample_chance(self.state, rng->rng, &action))) return make_int(-1);
  return make_int(action);
}

// clone() -> CaperState: an independent copy (states are immutable; for a client that
// keeps its own).
godot_variant clone(godot_object*, void*, void* data, int, godot_variant**) {
  StateObject& self = self_of<StateObject>(data);
  caper_state* copy = nullptr;
  if (!check(self, caper_state_clone(self.state, &copy))) return make_nil();
  return wrap_state(copy, self.sizes);
}

godot_variant current_player(godot_object*, void*, void* data, int, godot_variant**) {
  return make_int(caper_state_current_player(self_of<StateObject>(data).state));
}

godot_variant is_terminal(godot_object*, void*, void* data, int, godot_variant**) {
  return make_bool(caper_state_is_terminal(self_of<StateObject>(data).state) == 1);
}

godot_variant is_chance_node(godot_object*, void*, void* data, int, godot_variant**) {
  return make_bool(caper_state_current_player(self_of<StateObject>(data).state) == CAPER_CHANCE);
}

godot_variant returns(godot_object*, void*, void* data, int, godot_variant**) {
  StateObject& self = self_of<StateObject>(data);
  std::vector<double> values(64);
  std::size_t len = 0;
  godot_array out;
  core->godot_array_new(&out);
  if (check(self, caper_state_returns(self.state, values.data(), values.size(), &len))) {
    for (std::size_t i = 0; i < len; ++i) append(out, make_real(values[i]));
  }
  return take_variant(out);
}

void release(StateObject& self) {
  caper_state_free(self.state);
}

}  // namespace

void register_state_text_methods(void* handle);
void register_state_tensor_methods(void* handle);

void register_state_class(void* handle) {
  register_class<StateObject, release>(handle, "CaperState",
                                       {
                                           {"legal_actions", legal_actions, 0},
                                           {"chance_outcomes", chance_outcomes, 0},
                                           {"try_chance_outcomes", try_chance_outcomes, 0},
                                           {"apply", apply, 1},
                                           {"is_legal", is_legal, 1},
                                           {"sample_chance", sample_chance, 1},
                                           {"clone", clone, 0},
                                           {"current_player", current_player, 0},
                                           {"is_terminal", is_terminal, 0},
                                           {"is_chance_node", is_chance_node, 0},
                                           {"returns", returns, 0},
                                       });
  register_state_text_methods(handle);
  register_state_tensor_methods(handle);
  // The viewers of to_json, to_text, action_to_string and outcome_text besides the seats.
  register_constant(handle, "CaperState", "FULL_VIEW", CAPER_VIEWER_FULL);
  register_constant(handle, "CaperState", "PUBLIC_VIEW", CAPER_VIEWER_PUBLIC);
}

}  // namespace caper_godot
