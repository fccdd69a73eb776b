// Every method of the plugin is called through call_method: the rule of every host, that
// an object a call is using stays alive until the call returns, and the check of the
// argument count. A Reference whose last reference is dropped during a call (a scene
// change while a bot thinks on a Thread) is freed when the call returns, on its thread.
#include <memory>
#include <string>

#include "objects.hpp"

namespace caper_godot {
namespace {

// The most arguments of any method of the plugin.
constexpr int kMostArguments = 2;

// What register_methods keeps of each method (freed with the class's registration).
struct MethodEntry {
  std::string class_name;
  std::string name;
  Method method;
  int most_arguments;
};

std::string arguments_text(int count) {
  return std::to_string(count) + (count == 1 ? " argument" : " arguments");
}

// GDScript passes its variables' own storage as the arguments, which another thread may
// change during the call: the call works on copies, each holding its reference.
godot_variant call_method(godot_object* instance, void* method_data, void* user_data, int count,
                          godot_variant** args) {
  const auto& entry = *static_cast<const MethodEntry*>(method_data);
  godot_variant self_value;
  core->godot_variant_new_object(&self_value, instance);  // a Reference: one more reference
  Variant self(self_value);
  if (count > entry.most_arguments) {
    fail(*static_cast<Object*>(user_data), CAPER_E_INVALID_ARGUMENT,
         entry.class_name + "." + entry.name + " takes " +
             (entry.most_arguments == 0 ? "no arguments"
                                        : "at most " + arguments_text(entry.most_arguments)) +
             ", got " + std::to_string(count));
    return make_nil();
  }
  Variant held[kMostArguments];
  godot_variant* copies[kMostArguments] = {};
  for (int i = 0; i < count; ++i) {
    core->godot_variant_new_copy(held[i].get(), args[i]);  // over a nil: nothing to destroy
    copies[i] = held[i].get();
  }
  return entry.method(instance, nullptr, user_data, count, copies);
}

}  // namespace

void register_methods(void* handle, const char* class_name,
                      std::initializer_list<NamedMethod> methods) {
  for (const NamedMethod& named : methods) {
    if (named.most_arguments > kMostArguments) {  // a method of the plugin's own
      push_error(std::string("caper: ") + class_name + "." + named.name +
                 " takes more arguments than call_method holds; not registered");
      continue;
    }
    auto entry = std::make_unique<MethodEntry>(
        MethodEntry{class_name, named.name, named.method, named.most_arguments});
    godot_instance_method method = {};
    method.method = call_method;
    method.method_data = entry.release();
    method.free_func = [](void* data) { delete static_cast<MethodEntry*>(data); };
    godot_method_attributes attributes = {GODOT_METHOD_RPC_MODE_DISABLED};
    nativescript->godot_nativescript_register_method(handle, class_name, named.name, attributes,
                                                     method);
  }
}

}  // namespace caper_godot
