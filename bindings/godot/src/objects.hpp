// The user data behind each GDScript object of the plugin. A tag first, so that a value
// of the wrong class passed from GDScript is refused instead of misread.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include <caper/caper.h>

#include "glue.hpp"

namespace caper_godot {

enum class Kind : std::uint32_t { kGame = 0x43475831, kState, kBot, kRng };

struct Object {
  explicit Object(Kind k) : kind(k) {}
  Kind kind;
  int status = CAPER_OK;  // of the last call on this object
  std::string error;      // its message, "" after a success
};

struct GameObject : Object {
  GameObject() : Object(Kind::kGame) {}
  caper_game* game = nullptr;
};

struct StateObject : Object {
  StateObject() : Object(Kind::kState) {}
  caper_state* state = nullptr;
};

struct BotObject : Object {
  BotObject() : Object(Kind::kBot) {}
  caper_bot* bot = nullptr;
};

struct RngObject : Object {
  RngObject() : Object(Kind::kRng) {}
  caper_rng* rng = nullptr;
};

// The object of kind T behind a GDScript value, or null.
template <class T>
T* object_of(const godot_variant* value, Kind kind) {
  auto* object = static_cast<Object*>(user_data_of(value));
  return object != nullptr && object->kind == kind ? static_cast<T*>(object) : nullptr;
}

// Records a call's status on `self`; on failure pushes the library's message to Godot.
bool check(Object& self, caper_status status);
// Records a failure of the plugin's own (a wrong argument from GDScript).
void fail(Object& self, caper_status status, const std::string& message);

// Reads a string the C ABI writes into a caller buffer (the two-call pattern).
bool read_string(Object& self, std::string& out,
                 const std::function<caper_status(char*, std::size_t, std::size_t*)>& call);

// A new CaperState object owning `state` (freed with it), as a GDScript value.
godot_variant wrap_state(caper_state* state);

// Registration of each class's methods (called from godot_nativescript_init).
void register_game_class(void* handle);
void register_state_class(void* handle);
void register_bot_class(void* handle);
void register_rng_class(void* handle);

using Method = godot_variant (*)(godot_object*, void*, void*, int, godot_variant**);
void register_method(void* handle, const char* class_name, const char* name, Method method);

// Registers a class whose user data is a new T, destroyed with `release`.
template <class T, void (*release)(T&)>
void register_class(void* handle, const char* name) {
  godot_instance_create_func create = {};
  create.create_func = [](godot_object*, void*) -> void* { return new T(); };
  godot_instance_destroy_func destroy = {};
  destroy.destroy_func = [](godot_object*, void*, void* data) {
    auto* object = static_cast<T*>(data);
    release(*object);
    delete object;
  };
  nativescript->godot_nativescript_register_class(handle, name, "Reference", create, destroy);
}

}  // namespace caper_godot
