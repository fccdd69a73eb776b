// Integer constants of a class as read-only properties (CaperStatus.PARSE,
// CaperState.PUBLIC_VIEW): NativeScript has no class constants, so an instance reads them.
#include <cstdint>
#include <string>

#include "objects.hpp"

namespace caper_godot {
namespace {

godot_variant constant_value(godot_object*, void* value, void*) {
  return make_int(static_cast<std::int64_t>(reinterpret_cast<std::intptr_t>(value)));
}

void read_only(godot_object*, void*, void*, godot_variant*) {
  push_error("caper: the constants of the caper classes are read-only");
}

}  // namespace

void register_constant(void* handle, const char* class_name, const char* name, int value) {
  godot_property_attributes attributes = {};
  attributes.rset_type = GODOT_METHOD_RPC_MODE_DISABLED;
  attributes.type = GODOT_VARIANT_TYPE_INT;
  attributes.usage = GODOT_PROPERTY_USAGE_NOEDITOR;
  core->godot_string_new(&attributes.hint_string);
  core->godot_variant_new_int(&attributes.default_value, value);
  godot_property_set_func setter = {};
  setter.set_func = read_only;
  godot_property_get_func getter = {};
  getter.get_func = constant_value;
  getter.method_data = reinterpret_cast<void*>(static_cast<std::intptr_t>(value));
  nativescript->godot_nativescript_register_property(handle, class_name, name, &attributes, setter,
                                                     getter);
  core->godot_string_destroy(&attributes.hint_string);
  core->godot_variant_destroy(&attributes.default_value);
}

}  // namespace caper_godot
