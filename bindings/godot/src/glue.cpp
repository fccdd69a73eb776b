#include "glue.hpp"

namespace caper_godot {

const godot_gdnative_core_api_struct* core = nullptr;
const godot_gdnative_ext_nativescript_api_struct* nativescript = nullptr;
void* library = nullptr;

std::string to_std(const godot_string& text) {
  godot_char_string utf8 = core->godot_string_utf8(&text);
  std::string out(core->godot_char_string_get_data(&utf8),
                  static_cast<std::size_t>(core->godot_char_string_length(&utf8)));
  core->godot_char_string_destroy(&utf8);
  return out;
}

std::string variant_to_std(const godot_variant* value) {
  godot_string text = core->godot_variant_as_string(value);
  std::string out = to_std(text);
  core->godot_string_destroy(&text);
  return out;
}

godot_variant make_string(std::string_view text) {
  godot_string string =
      core->godot_string_chars_to_utf8_with_len(text.data(), static_cast<godot_int>(text.size()));
  godot_variant out;
  core->godot_variant_new_string(&out, &string);
  core->godot_string_destroy(&string);
  return out;
}

godot_variant make_int(std::int64_t value) {
  godot_variant out;
  core->godot_variant_new_int(&out, value);
  return out;
}

godot_variant make_real(double value) {
  godot_variant out;
  core->godot_variant_new_real(&out, value);
  return out;
}

godot_variant make_bool(bool value) {
  godot_variant out;
  core->godot_variant_new_bool(&out, value);
  return out;
}

godot_variant make_nil() {
  godot_variant out;
  core->godot_variant_new_nil(&out);
  return out;
}

namespace {

template <class Container>
godot_variant into_variant(Container& container, void (*make)(godot_variant*, const Container*),
                           void (*destroy)(Container*)) {
  godot_variant out;
  make(&out, &container);
  destroy(&container);
  return out;
}

}  // namespace

godot_variant take_variant(godot_array& array) {
  return into_variant(array, core->godot_variant_new_array, core->godot_array_destroy);
}
godot_variant take_variant(godot_dictionary& dictionary) {
  return into_variant(dictionary, core->godot_variant_new_dictionary,
                      core->godot_dictionary_destroy);
}
godot_variant take_variant(godot_pool_int_array& array) {
  return into_variant(array, core->godot_variant_new_pool_int_array,
                      core->godot_pool_int_array_destroy);
}
godot_variant take_variant(godot_pool_real_array& array) {
  return into_variant(array, core->godot_variant_new_pool_real_array,
                      core->godot_pool_real_array_destroy);
}
godot_variant take_variant(godot_pool_byte_array& array) {
  return into_variant(array, core->godot_variant_new_pool_byte_array,
                      core->godot_pool_byte_array_destroy);
}

namespace {

godot_variant call(const char* class_name, const char* method, godot_object* object,
                   const godot_variant** args, int count) {
  godot_method_bind* bind = core->godot_method_bind_get_method(class_name, method);
  godot_variant_call_error error;
  return core->godot_method_bind_call(bind, object, args, count, &error);
}

}  // namespace

void push_error(const std::string& message) {
  core->godot_print_error(message.c_str(), "caper", "caper_godot", 0);
}

godot_variant new_instance(const char* class_name) {
  godot_object* script = core->godot_get_class_constructor("NativeScript")();
  const void* library_arg[] = {library};
  core->godot_method_bind_ptrcall(core->godot_method_bind_get_method("NativeScript", "set_library"),
                                  script, library_arg, nullptr);
  godot_string name = core->godot_string_chars_to_utf8(class_name);
  const void* name_arg[] = {&name};
  core->godot_method_bind_ptrcall(
      core->godot_method_bind_get_method("NativeScript", "set_class_name"), script, name_arg,
      nullptr);
  core->godot_string_destroy(&name);
  return call("NativeScript", "new", script, nullptr, 0);
}

void* user_data_of(const godot_variant* value) {
  if (value == nullptr || core->godot_variant_get_type(value) != GODOT_VARIANT_TYPE_OBJECT)
    return nullptr;
  godot_object* object = core->godot_variant_as_object(value);
  return object == nullptr ? nullptr : nativescript->godot_nativescript_get_userdata(object);
}

}  // namespace caper_godot
