// JSON text <-> Godot Variants, with nlohmann::json in between so that JSON integers
// become GDScript ints (Godot's own JSON parser makes every number a float).
#pragma once

#include <string>

#include "glue.hpp"

namespace caper_godot {

// The Variant of a JSON document: objects become Dictionaries, arrays Arrays, integers
// ints, other numbers floats. Nil for text that is not JSON (the library never writes such).
godot_variant json_to_variant(const std::string& text);

// JSON text of a Dictionary, Array, String, int, float, bool or null (nested freely).
// False with `error` naming the offending value by its path from `name` ("options.players")
// for anything else (an Object, a Vector2, a Dictionary key that is not a String, ...).
bool variant_to_json(const godot_variant* value, const std::string& name, std::string& out,
                     std::string& error);

// The GDScript name of a value's type ("int", "String", "Nil", ...), for error messages.
std::string type_name(const godot_variant* value);

}  // namespace caper_godot
