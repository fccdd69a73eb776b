// The user data behind each GDScript object of the plugin. A tag first, so that a value
// of the wrong class passed from GDScript is refused instead of misread.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>

#include <caper/caper.h>

#include "glue.hpp"

namespace caper_godot {

enum class Kind : std::uint32_t { kGame = 0x43475831, kState, kBot, kRng, kStatus };

struct Object {
  explicit Object(Kind k) : kind(k) {}
  Kind kind;
  int status = CAPER_OK;  // of the last call on this object
  std::string error;      // its message, "" after a success
};

// What a state's buffers need of its game (the C ABI asks it of the game, not the state).
struct GameSizes {
  std::uint32_t num_actions = 0;
  std::size_t observation_size = 0;
};

struct GameObject : Object {
  GameObject() : Object(Kind::kGame) {}
  caper_game* game = nullptr;
  GameSizes sizes;
};

struct StateObject : Object {
  StateObject() : Object(Kind::kState) {}
  caper_state* state = nullptr;
  GameSizes sizes;
};

struct BotObject : Object {
  BotObject() : Object(Kind::kBot) {}
  caper_bot* bot = nullptr;
};

// Seeded on creation (seed 0), so that no CaperRng is ever without a generator.
struct RngObject : Object {
  RngObject() : Object(Kind::kRng) { status = caper_rng_new(0, &rng); }
  caper_rng* rng = nullptr;
};

struct StatusObject : Object {
  StatusObject() : Object(Kind::kStatus) {}
};

// The object of kind T behind a GDScript value, or null.
template <class T>
T* object_of(const godot_variant* value, Kind kind) {
  auto* object = static_cast<Object*>(user_data_of(value));
  return object != nullptr && object->kind == kind ? static_cast<T*>(object) : nullptr;
}

// The object a method is called on (the `data` of a method call), as its class's type.
template <class T>
T& self_of(void* data) {
  return *static_cast<T*>(data);
}

// Records a call's status on `self`; on failure pushes the library's message to Godot
// (check_quietly: records it only, for the try_ forms that a client asks on purpose).
bool check(Object& self, caper_status status);
bool check_quietly(Object& self, caper_status status);
// Records a failure of the plugin's own (a wrong argument from GDScript).
void fail(Object& self, caper_status status, const std::string& message);

// Typed arguments: each is false, with INVALID_ARGUMENT recorded and pushed naming `what`
// and the type given, unless the argument has the type. A missing argument takes
// `fallback`, or is refused when there is none.
bool int_argument(Object& self, int count, godot_variant** args, int index, const char* what,
                  std::optional<std::int64_t> fallback, std::int64_t& out);
bool string_argument(Object& self, int count, godot_variant** args, int index, const char* what,
                     std::string& out);
// A GDScript int as an int32 where any value may be asked (a status code to name):
// out-of-range values become INT32_MIN, which names no code.
inline std::int32_t to_int32(std::int64_t value) {
  return value < INT32_MIN || value > INT32_MAX ? INT32_MIN : static_cast<std::int32_t>(value);
}
// An int argument the C ABI takes as an int32 (a seat): a value beyond int32 is refused
// with the value given and `allowed`; the library checks the rest.
bool int32_argument(Object& self, int count, godot_variant** args, int index, const char* what,
                    const char* allowed, std::int32_t& out);
// A seat, -1 (everything) or -2 (the public) as the C ABI's int32 viewer; -1 when missing.
bool viewer_argument(Object& self, int count, godot_variant** args, int index, std::int32_t& out);
// A Dictionary or a String of JSON text, as JSON text ("" when missing and
// `fallback` is null).
bool json_argument(Object& self, int count, godot_variant** args, int index, const char* what,
                   const char* fallback, std::string& out);

// The argument at `index` as an object of kind T (a CaperState, a CaperRng...), or null
// with INVALID_ARGUMENT recorded and pushed as `refusal`.
template <class T>
T* object_argument(Object& self, int count, godot_variant** args, int index, Kind kind,
                   const char* refusal) {
  T* object = object_of<T>(arg(count, args, index), kind);
  if (object == nullptr) fail(self, CAPER_E_INVALID_ARGUMENT, refusal);
  return object;
}

// Reads a string the C ABI writes into a caller buffer (the two-call pattern).
bool read_string(Object& self, std::string& out,
                 const std::function<caper_status(char*, std::size_t, std::size_t*)>& call);

// An action argument: an int id, or a String of action text (as action_to_string writes
// it) parsed by the library. `quietly`: text naming no action and ids out of range are
// recorded, not pushed (a question, as is_legal asks); other types are always refused.
bool action_argument(StateObject& self, int count, godot_variant** args, int index, bool quietly,
                     std::uint32_t& out);

// A new CaperState object owning `state` (freed with it), as a GDScript value.
godot_variant wrap_state(caper_state* state, const GameSizes& sizes);
// A new CaperRng object owning `rng`.
godot_variant wrap_rng(caper_rng* rng);

// Registration of each class's methods (called from godot_nativescript_init).
void register_game_class(void* handle);
void register_state_class(void* handle);
void register_bot_class(void* handle);
void register_rng_class(void* handle);
void register_status_class(void* handle);

using Method = godot_variant (*)(godot_object*, void*, void*, int, godot_variant**);
struct NamedMethod {
  const char* name;
  Method method;
  int most_arguments;  // a call with more is refused, naming the method and the count
};
// Registers each method of `methods` as a method of the class `class_name`, called through
// calls.cpp: the call holds its object and its arguments until it returns.
void register_methods(void* handle, const char* class_name,
                      std::initializer_list<NamedMethod> methods);

// Registers the read-only int property `name` of the class `class_name` (a constant).
void register_constant(void* handle, const char* class_name, const char* name, int value);

// Registers a class whose user data is a new T, destroyed with `release`, with `methods`.
template <class T, void (*release)(T&)>
void register_class(void* handle, const char* name, std::initializer_list<NamedMethod> methods) {
  godot_instance_create_func create = {};
  create.create_func = [](godot_object*, void*) -> void* { return new T(); };
  godot_instance_destroy_func destroy = {};
  destroy.destroy_func = [](godot_object*, void*, void* data) {
    auto* object = static_cast<T*>(data);
    release(*object);
    delete object;
  };
  nativescript->godot_nativescript_register_class(handle, name, "Reference", create, destroy);
  register_methods(handle, name, methods);
}

}  // namespace caper_godot
