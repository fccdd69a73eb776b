// CaperState's text surfaces: event and outcome text (per viewer), action parsing, JSON and
// pictures.
#include "json_variant.hpp"
#include "objects.hpp"

namespace caper_godot {
namespace {

// action_to_string(action: int[, viewer: int]) -> String: the action's notation (what
// action_from_string parses); with a viewer, what that viewer learns of it in words (-1:
// every secret shown).
godot_variant action_to_string(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of<StateObject>(data);
  std::int64_t action = 0;
  std::int32_t viewer = -1;
  if (!int_argument(self, count, args, 0, "action", std::nullopt, action) ||
      !viewer_argument(self, count, args, 1, viewer))
    return make_string("");
  if (action < 0 || action > static_cast<std::int64_t>(UINT32_MAX)) {
    fail(self, CAPER_E_INVALID_ARGUMENT,
         "action must be an id >= 0, got " + std::to_string(action));
    return make_string("");
  }
  const auto id = static_cast<std::uint32_t>(action);
  const bool notation = arg(count, args, 1) == nullptr;
  std::string text;
  read_string(self, text, [&](char* buf, std::size_t cap, std::size_t* len) {
    return notation ? caper_state_action_to_string(self.state, id, buf, cap, len)
                    : caper_state_action_to_string_for(self.state, viewer, id, buf, cap, len);
  });
  return make_string(text);
}

// outcome_text(action: int or String, viewer := -1) -> String: what `viewer` learns from what
// the legal action sets off by itself, in words ("" when nothing follows; "" and an engine
// error for an action that is not legal here, or a bad argument).
godot_variant outcome_text(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of<StateObject>(data);
  std::uint32_t action = 0;
  std::int32_t viewer = -1;
  std::string text;
  if (action_argument(self, count, args, 0, false, action) &&
      viewer_argument(self, count, args, 1, viewer)) {
    read_string(self, text, [&](char* buf, std::size_t cap, std::size_t* len) {
      return caper_state_outcome_text(self.state, viewer, action, buf, cap, len);
    });
  }
  return make_string(text);
}

// The id of the action written as `text`, or -1; `quietly`: a typo is only recorded.
godot_variant parse_action(StateObject& self, int count, godot_variant** args, bool quietly) {
  std::string text;
  if (!string_argument(self, count, args, 0, "text", text)) return make_int(-1);
  std::uint32_t action = 0;
  const caper_status status = caper_state_action_from_string(self.state, text.c_str(), &action);
  if (!(quietly ? check_quietly(self, status) : check(self, status))) return make_int(-1);
  return make_int(action);
}

// action_from_string(text: String) -> int: the action's id, or -1 with an engine error.
godot_variant action_from_string(godot_object*, void*, void* data, int count,
                                 godot_variant** args) {
  return parse_action(self_of<StateObject>(data), count, args, false);
}

// try_action_from_string(text: String) -> int: the same, -1 without an engine error (what
// a client asks of text a player typed; last_error() says why).
godot_variant try_action_from_string(godot_object*, void*, void* data, int count,
                                     godot_variant** args) {
  return parse_action(self_of<StateObject>(data), count, args, true);
}

bool state_json(StateObject& self, int count, godot_variant** args, std::string& text) {
  std::int32_t viewer = -1;
  if (!viewer_argument(self, count, args, 0, viewer)) return false;
  return read_string(self, text, [&](char* buf, std::size_t cap, std::size_t* len) {
    return caper_state_to_json(self.state, viewer, buf, cap, len);
  });
}

// view(viewer := -1) -> Dictionary: the state (or that seat's view), integers as ints. Also
// registered as to_json, its deprecated old name (to_json is JSON text in the other hosts).
godot_variant view(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of<StateObject>(data);
  std::string text;
  if (!state_json(self, count, args, text)) return make_nil();
  return json_to_variant(text);
}

// to_json_string(viewer := -1) -> String: the same document as text (for saving).
godot_variant to_json_string(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of<StateObject>(data);
  std::string text;
  state_json(self, count, args, text);
  return make_string(text);
}

// to_text(viewer := -1) -> String: a readable picture of the state as `viewer` sees it.
godot_variant to_text(godot_object*, void*, void* data, int count, godot_variant** args) {
  StateObject& self = self_of<StateObject>(data);
  std::int32_t viewer = -1;
  std::string text;
  if (viewer_argument(self, count, args, 0, viewer)) {
    read_string(self, text, [&](char* buf, std::size_t cap, std::size_t* len) {
      return caper_state_to_text(self.state, viewer, buf, cap, len);
    });
  }
  return make_string(text);
}

}  // namespace

void register_state_text_methods(void* handle) {
  register_methods(handle, "CaperState",
                   {
                       {"action_to_string", action_to_string, 2},
                       {"outcome_text", outcome_text, 2},
                       {"action_from_string", action_from_string, 1},
                       {"try_action_from_string", try_action_from_string, 1},
                       {"view", view, 1},
                       {"to_json", view, 1},
                       {"to_json_string", to_json_string, 1},
                       {"to_text", to_text, 1},
                   });
}

}  // namespace caper_godot
