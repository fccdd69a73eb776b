#include "json_variant.hpp"

#include <nlohmann/json.hpp>

namespace caper_godot {
namespace {

using nlohmann::json;

godot_variant to_variant(const json& value);

godot_variant object_variant(const json& object) {
  godot_dictionary dictionary;
  core->godot_dictionary_new(&dictionary);
  for (const auto& [key, item] : object.items()) {
    Variant key_value(make_string(key));
    Variant item_value(to_variant(item));
    core->godot_dictionary_set(&dictionary, key_value.get(), item_value.get());
  }
  return take_variant(dictionary);
}

godot_variant array_variant(const json& array) {
  godot_array items;
  core->godot_array_new(&items);
  for (const json& item : array) {
    Variant item_value(to_variant(item));
    core->godot_array_append(&items, item_value.get());
  }
  return take_variant(items);
}

godot_variant to_variant(const json& value) {
  switch (value.type()) {
    case json::value_t::object:
      return object_variant(value);
    case json::value_t::array:
      return array_variant(value);
    case json::value_t::string:
      return make_string(value.get_ref<const std::string&>());
    case json::value_t::boolean:
      return make_bool(value.get<bool>());
    case json::value_t::number_integer:
      return make_int(value.get<std::int64_t>());
    // Above INT64_MAX (no caper document has one): as GDScript would read it, a float.
    case json::value_t::number_unsigned:
      return value.get<std::uint64_t>() <= static_cast<std::uint64_t>(INT64_MAX)
                 ? make_int(static_cast<std::int64_t>(value.get<std::uint64_t>()))
                 : make_real(value.get<double>());
    case json::value_t::number_float:
      return make_real(value.get<double>());
    default:
      return make_nil();
  }
}

// Deeper than any options or state document; stops a Dictionary that holds itself.
constexpr int kMaxDepth = 64;

bool to_json(const godot_variant* value, json& out, std::string& error, const std::string& where,
             int depth);

bool dictionary_to_json(const godot_variant* value, json& out, std::string& error,
                        const std::string& where, int depth) {
  godot_dictionary dictionary = core->godot_variant_as_dictionary(value);
  godot_array keys = core->godot_dictionary_keys(&dictionary);
  out = json::object();
  bool ok = true;
  for (godot_int i = 0; ok && i < core->godot_array_size(&keys); ++i) {
    Variant key(core->godot_array_get(&keys, i));
    if (core->godot_variant_get_type(key.get()) != GODOT_VARIANT_TYPE_STRING) {
      error = "a key of " + where + " is " + type_name(key.get()) + ", not a String";
      ok = false;
      break;
    }
    const std::string name = variant_to_std(key.get());
    Variant item(core->godot_dictionary_get(&dictionary, key.get()));
    ok = to_json(item.get(), out[name], error, where + "." + name, depth + 1);
  }
  core->godot_array_destroy(&keys);
  core->godot_dictionary_destroy(&dictionary);
  return ok;
}

bool array_to_json(const godot_variant* value, json& out, std::string& error,
                   const std::string& where, int depth) {
  godot_array items = core->godot_variant_as_array(value);
  out = json::array();
  bool ok = true;
  for (godot_int i = 0; ok && i < core->godot_array_size(&items); ++i) {
    Variant item(core->godot_array_get(&items, i));
    ok = to_json(item.get(), out.emplace_back(), error, where + "[" + std::to_string(i) + "]",
                 depth + 1);
  }
  core->godot_array_destroy(&items);
  return ok;
}

bool to_json(const godot_variant* value, json& out, std::string& error, const std::string& where,
             int depth) {
  if (depth > kMaxDepth) {
    error = where + " is nested deeper than " + std::to_string(kMaxDepth) +
            " levels (a Dictionary or Array that contains itself?)";
    return false;
  }
  switch (core->godot_variant_get_type(value)) {
    case GODOT_VARIANT_TYPE_NIL:
      out = nullptr;
      return true;
    case GODOT_VARIANT_TYPE_BOOL:
      out = static_cast<bool>(core->godot_variant_as_bool(value));
      return true;
    case GODOT_VARIANT_TYPE_INT:
      out = core->godot_variant_as_int(value);
      return true;
    case GODOT_VARIANT_TYPE_REAL:
      out = core->godot_variant_as_real(value);
      return true;
    case GODOT_VARIANT_TYPE_STRING:
      out = variant_to_std(value);
      return true;
    case GODOT_VARIANT_TYPE_DICTIONARY:
      return dictionary_to_json(value, out, error, where, depth);
    case GODOT_VARIANT_TYPE_ARRAY:
      return array_to_json(value, out, error, where, depth);
    default:
      error = where + " is " + type_name(value) + ", which has no JSON form";
      return false;
  }
}

}  // namespace

godot_variant json_to_variant(const std::string& text) {
  json document = json::parse(text, nullptr, /*allow_exceptions=*/false);
  return document.is_discarded() ? make_nil() : to_variant(document);
}

bool variant_to_json(const godot_variant* value, const std::string& name, std::string& out,
                     std::string& error) {
  json document;
  if (!to_json(value, document, error, name, 0)) return false;
  out = document.dump();
  return true;
}

std::string type_name(const godot_variant* value) {
  if (value == nullptr) return "missing";
  switch (core->godot_variant_get_type(value)) {
    case GODOT_VARIANT_TYPE_NIL:
      return "null";
    case GODOT_VARIANT_TYPE_BOOL:
      return "bool";
    case GODOT_VARIANT_TYPE_INT:
      return "int";
    case GODOT_VARIANT_TYPE_REAL:
      return "float";
    case GODOT_VARIANT_TYPE_STRING:
      return "String";
    case GODOT_VARIANT_TYPE_DICTIONARY:
      return "Dictionary";
    case GODOT_VARIANT_TYPE_ARRAY:
      return "Array";
    case GODOT_VARIANT_TYPE_OBJECT:
      return "an Object";
    case GODOT_VARIANT_TYPE_VECTOR2:
      return "Vector2";
    case GODOT_VARIANT_TYPE_POOL_INT_ARRAY:
      return "PoolIntArray";
    case GODOT_VARIANT_TYPE_POOL_STRING_ARRAY:
      return "PoolStringArray";
    default:
      return "a value of Variant type " + std::to_string(core->godot_variant_get_type(value));
  }
}

}  // namespace caper_godot
