// CaperState's text surfaces: event text (per viewer), action parsing, JSON and pictures.
#include "objects.hpp"

namespace caper_godot {
namespace {

StateObject& self_of(void* data) {
  return *static_cast<StateObject*>(data);
}

std::int32_t viewer_arg(int count, godot_variant** args, int index) {
  const std::int64_t viewer = int_arg(count, args, index, -1);
  // Out-of-range viewers reach the C ABI as an invalid value, which refuses them.
  return viewer < INT32_MIN || viewer > INT32_MAX ? INT32_MIN : static_cast<std::int32_t>(viewer);
}

// action_to_string(action: int, viewer := -1) -> String: what `viewer` sees of the action.
godot_variant action_to_string(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of(data);
  const std::int64_t action = int_arg(count, args, 0, -1);
  if (action < 0 || action > static_cast<std::int64_t>(UINT32_MAX)) {
    fail(self, CAPER_E_INVALID_ARGUMENT,
         "action must be an id >= 0, got " + std::to_string(action));
    return make_string("");
  }
  const std::int32_t viewer = viewer_arg(count, args, 1);
  std::string text;
  read_string(self, text, [&](char* buf, std::size_t cap, std::size_t* len) {
    return caper_state_action_to_string_for(self.state, viewer, static_cast<std::uint32_t>(action),
                                            buf, cap, len);
  });
  return make_string(text);
}

// action_from_string(text: String) -> int: the action's id, or -1.
godot_variant action_from_string(godot_object*, void*, void* data, int count,
                                 godot_variant** args) {
  StateObject& self = self_of(data);
  const std::string text = arg(count, args, 0) ? variant_to_std(args[0]) : "";
  std::uint32_t action = 0;
  if (!check(self, caper_state_action_from_string(self.state, text.c_str(), &action)))
    return make_int(-1);
  return make_int(action);
}

bool state_json(StateObject& self, int count, godot_variant** args, std::string& text) {
  const std::int32_t viewer = viewer_arg(count, args, 0);
  return read_string(self, text, [&](char* buf, std::size_t cap, std::size_t* len) {
    return caper_state_to_json(self.state, viewer, buf, cap, len);
  });
}

// to_json(viewer := -1) -> Dictionary: the state (or that seat's view), parsed.
godot_variant to_json(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of(data);
  std::string text;
  if (!state_json(self, count, args, text)) return make_nil();
  return parse_json(text);
}

// to_json_string(viewer := -1) -> String: the same document as text (for saving).
godot_variant to_json_string(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of(data);
  std::string text;
  state_json(self, count, args, text);
  return make_string(text);
}

// to_text(viewer := -1) -> String: a readable picture of the state as `viewer` sees it.
godot_variant to_text(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of(data);
  const std::int32_t viewer = viewer_arg(count, args, 0);
  std::string text;
  read_string(self, text, [&](char* buf, std::size_t cap, std::size_t* len) {
    return caper_state_to_text(self.state, viewer, buf, cap, len);
  });
  return make_string(text);
}

}  // namespace

void register_state_text_methods(void* handle) {
  register_method(handle, "CaperState", "action_to_string", action_to_string);
  register_method(handle, "CaperState", "action_from_string", action_from_string);
  register_method(handle, "CaperState", "to_json", to_json);
  register_method(handle, "CaperState", "to_json_string", to_json_string);
  register_method(handle, "CaperState", "to_text", to_text);
}

}  // namespace caper_godot
