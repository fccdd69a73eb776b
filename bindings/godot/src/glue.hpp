// The little of Godot 3's GDNative API the plugin uses, behind plain C++ helpers.
// The plugin reaches the rules only through caper.h, like any other host.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <gdnative_api_struct.gen.h>

namespace caper_godot {

extern const godot_gdnative_core_api_struct* core;
extern const godot_gdnative_ext_nativescript_api_struct* nativescript;
extern void* library;  // this GDNativeLibrary (to make instances of our own classes)

// A godot_variant that destroys itself.
class Variant {
 public:
  Variant() { core->godot_variant_new_nil(&value_); }
  explicit Variant(const godot_variant& taken) : value_(taken) {}
  Variant(const Variant&) = delete;
  Variant& operator=(const Variant&) = delete;
  ~Variant() { core->godot_variant_destroy(&value_); }
  godot_variant* get() { return &value_; }
  // Hands the value over to Godot (a method's return value).
  godot_variant release() {
    godot_variant out = value_;
    core->godot_variant_new_nil(&value_);
    return out;
  }

 private:
  godot_variant value_;
};

std::string to_std(const godot_string& text);
std::string variant_to_std(const godot_variant* value);
godot_variant make_string(std::string_view text);
godot_variant make_int(std::int64_t value);
godot_variant make_real(double value);
godot_variant make_bool(bool value);
godot_variant make_nil();

// A container as a Variant, which holds its own reference; the container is released.
godot_variant take_variant(godot_array& array);
godot_variant take_variant(godot_dictionary& dictionary);
godot_variant take_variant(godot_pool_int_array& array);
godot_variant take_variant(godot_pool_real_array& array);
godot_variant take_variant(godot_pool_byte_array& array);

// A PoolIntArray of `values`.
template <class Int>
godot_variant make_int_array(const std::vector<Int>& values) {
  godot_pool_int_array array;
  core->godot_pool_int_array_new(&array);
  for (Int value : values) core->godot_pool_int_array_append(&array, static_cast<godot_int>(value));
  return take_variant(array);
}

// Reports an error to Godot the way GDScript's push_error does.
void push_error(const std::string& message);

// A new instance of one of this plugin's NativeScript classes, as GDScript's Class.new().
godot_variant new_instance(const char* class_name);
// The user data of an instance of one of our classes, or null for any other value.
void* user_data_of(const godot_variant* value);

// The argument at `index`, or null when the call passed fewer.
inline godot_variant* arg(int count, godot_variant** args, int index) {
  return index < count ? args[index] : nullptr;
}

}  // namespace caper_godot
