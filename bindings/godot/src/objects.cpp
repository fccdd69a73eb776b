#include "objects.hpp"

#include <vector>

#include "json_variant.hpp"

namespace caper_godot {

bool check(Object& self, caper_status status) {
  self.status = status;
  if (status == CAPER_OK) {
    self.error.clear();
    return true;
  }
  self.error = caper_last_error();
  push_error(std::string(caper_status_name(status)) + ": " + self.error);
  return false;
}

bool check_quietly(Object& self, caper_status status) {
  self.status = status;
  self.error = status == CAPER_OK ? "" : caper_last_error();
  return status == CAPER_OK;
}

void fail(Object& self, caper_status status, const std::string& message) {
  self.status = status;
  self.error = message;
  push_error(std::string(caper_status_name(status)) + ": " + message);
}

bool read_string(Object& self, std::string& out,
                 const std::function<caper_status(char*, std::size_t, std::size_t*)>& call) {
  std::size_t needed = 0;
  caper_status status = call(nullptr, 0, &needed);
  if (status != CAPER_OK && status != CAPER_E_BUFFER_TOO_SMALL) return check(self, status);
  std::vector<char> buffer(needed);
  if (!check(self, call(buffer.data(), buffer.size(), &needed))) return false;
  out.assign(buffer.data(), needed > 0 ? needed - 1 : 0);
  return true;
}

namespace {

bool refuse(Object& self, const char* what, const char* wanted, const godot_variant* given) {
  fail(self, CAPER_E_INVALID_ARGUMENT,
       std::string(what) + " must be " + wanted + ", got " + type_name(given));
  return false;
}

}  // namespace

bool int_argument(Object& self, int count, godot_variant** args, int index, const char* what,
                  std::optional<std::int64_t> fallback, std::int64_t& out) {
  const godot_variant* value = arg(count, args, index);
  if (value == nullptr && fallback) {
    out = *fallback;
    return true;
  }
  if (value == nullptr || core->godot_variant_get_type(value) != GODOT_VARIANT_TYPE_INT)
    return refuse(self, what, "an int", value);
  out = core->godot_variant_as_int(value);
  return true;
}

bool string_argument(Object& self, int count, godot_variant** args, int index, const char* what,
                     std::string& out) {
  const godot_variant* value = arg(count, args, index);
  if (value == nullptr || core->godot_variant_get_type(value) != GODOT_VARIANT_TYPE_STRING)
    return refuse(self, what, "a String", value);
  out = variant_to_std(value);
  return true;
}

namespace {

bool int32_of(Object& self, std::int64_t value, const char* what, const char* allowed,
              std::int32_t& out) {
  if (value < INT32_MIN || value > INT32_MAX) {
    fail(self, CAPER_E_INVALID_ARGUMENT,
         std::string(what) + " must be " + allowed + ", got " + std::to_string(value));
    return false;
  }
  out = static_cast<std::int32_t>(value);
  return true;
}

}  // namespace

bool int32_argument(Object& self, int count, godot_variant** args, int index, const char* what,
                    const char* allowed, std::int32_t& out) {
  std::int64_t value = 0;
  return int_argument(self, count, args, index, what, std::nullopt, value) &&
         int32_of(self, value, what, allowed, out);
}

bool viewer_argument(Object& self, int count, godot_variant** args, int index, std::int32_t& out) {
  std::int64_t viewer = -1;
  return int_argument(self, count, args, index, "viewer", -1, viewer) &&
         int32_of(self, viewer, "viewer", "-1, -2 or a seat", out);
}

bool json_argument(Object& self, int count, godot_variant** args, int index, const char* what,
                   const char* fallback, std::string& out) {
  const godot_variant* value = arg(count, args, index);
  if (value == nullptr && fallback != nullptr) {
    out = fallback;
    return true;
  }
  const godot_variant_type type =
      value == nullptr ? GODOT_VARIANT_TYPE_NIL : core->godot_variant_get_type(value);
  if (type == GODOT_VARIANT_TYPE_STRING) {
    out = variant_to_std(value);
    return true;
  }
  if (type != GODOT_VARIANT_TYPE_DICTIONARY)
    return refuse(self, what, "a Dictionary or a String of JSON", value);
  std::string error;
  if (variant_to_json(value, what, out, error)) return true;
  fail(self, CAPER_E_INVALID_ARGUMENT, error);
  return false;
}

bool action_argument(StateObject& self, int count, godot_variant** args, int index, bool quietly,
                     std::uint32_t& out) {
  const godot_variant* value = arg(count, args, index);
  const godot_variant_type type =
      value == nullptr ? GODOT_VARIANT_TYPE_NIL : core->godot_variant_get_type(value);
  if (type == GODOT_VARIANT_TYPE_STRING) {
    const std::string text = variant_to_std(value);
    const caper_status status = caper_state_action_from_string(self.state, text.c_str(), &out);
    return quietly ? check_quietly(self, status) : check(self, status);
  }
  if (type != GODOT_VARIANT_TYPE_INT)
    return refuse(self, "action", "an int id or a String of action text", value);
  const std::int64_t id = core->godot_variant_as_int(value);
  if (id >= 0 && id <= static_cast<std::int64_t>(UINT32_MAX)) {
    out = static_cast<std::uint32_t>(id);
    return true;
  }
  const std::string message = "action must be an id >= 0, got " + std::to_string(id);
  if (quietly) {
    self.status = CAPER_E_INVALID_ARGUMENT;
    self.error = message;
  } else {
    fail(self, CAPER_E_INVALID_ARGUMENT, message);
  }
  return false;
}

godot_variant wrap_rng(caper_rng* rng) {
  godot_variant value = new_instance("CaperRng");
  auto* object = object_of<RngObject>(&value, Kind::kRng);
  if (object == nullptr) {
    caper_rng_free(rng);
    core->godot_variant_destroy(&value);
    push_error("caper: could not create a CaperRng instance");
    return make_nil();
  }
  caper_rng_free(object->rng);
  object->rng = rng;
  return value;
}

godot_variant wrap_state(caper_state* state, const GameSizes& sizes) {
  godot_variant value = new_instance("CaperState");
  auto* object = object_of<StateObject>(&value, Kind::kState);
  if (object == nullptr) {  // cannot happen unless Godot refused to make the instance
    caper_state_free(state);
    core->godot_variant_destroy(&value);
    push_error("caper: could not create a CaperState instance");
    return make_nil();
  }
  object->state = state;
  object->sizes = sizes;
  return value;
}

}  // namespace caper_godot
