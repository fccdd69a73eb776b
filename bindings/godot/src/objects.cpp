#include "objects.hpp"

#include <vector>

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

godot_variant wrap_state(caper_state* state) {
  godot_variant value = new_instance("CaperState");
  auto* object = object_of<StateObject>(&value, Kind::kState);
  if (object == nullptr) {  // cannot happen unless Godot refused to make the instance
    caper_state_free(state);
    core->godot_variant_destroy(&value);
    push_error("caper: could not create a CaperState instance");
    return make_nil();
  }
  object->state = state;
  return value;
}

void register_method(void* handle, const char* class_name, const char* name, Method method) {
  godot_instance_method entry = {};
  entry.method = method;
  godot_method_attributes attributes = {GODOT_METHOD_RPC_MODE_DISABLED};
  nativescript->godot_nativescript_register_method(handle, class_name, name, attributes, entry);
}

}  // namespace caper_godot
