// CaperGame: list the games, open one with options, make states and bots.
#include "objects.hpp"

namespace caper_godot {
namespace {

GameObject& self_of(void* data) {
  return *static_cast<GameObject*>(data);
}

// A game must be open before anything but game_names() and open().
bool require_open(GameObject& self) {
  if (self.game != nullptr) return true;
  fail(self, CAPER_E_INVALID_ARGUMENT, "no game is open: call open(name, options) first");
  return false;
}

godot_variant game_names(godot_object*, void*, void*, int, godot_variant**) {
  godot_array names;
  core->godot_array_new(&names);
  for (std::size_t i = 0; i < caper_game_count(); ++i) {
    Variant name(make_string(caper_game_name(i)));
    core->godot_array_append(&names, name.get());
  }
  godot_variant out;
  core->godot_variant_new_array(&out, &names);
  core->godot_array_destroy(&names);
  return out;
}

// open(name: String, options = {}) -> int: options are a Dictionary or JSON text.
godot_variant open(godot_object*, void*, void* data, int count, godot_variant** args) {
  GameObject& self = self_of(data);
  godot_variant* options = arg(count, args, 1);
  std::string options_json = "{}";
  if (options != nullptr && core->godot_variant_get_type(options) == GODOT_VARIANT_TYPE_DICTIONARY)
    options_json = dictionary_to_json(options);
  else if (options != nullptr && core->godot_variant_get_type(options) == GODOT_VARIANT_TYPE_STRING)
    options_json = variant_to_std(options);
  const std::string name = arg(count, args, 0) ? variant_to_std(args[0]) : "";
  caper_game* game = nullptr;
  if (check(self, caper_game_new(name.c_str(), options_json.c_str(), &game))) {
    caper_game_free(self.game);
    self.game = game;
  }
  return make_int(self.status);
}

// info() -> Dictionary: the game's info JSON (players, options, actions, type).
godot_variant info(godot_object*, void*, void* data, int, godot_variant**) {
  GameObject& self = self_of(data);
  if (!require_open(self)) return make_nil();
  std::string text;
  if (!read_string(self, text, [&](char* buf, std::size_t cap, std::size_t* len) {
        return caper_game_info_json(self.game, buf, cap, len);
      }))
    return make_nil();
  Variant parsed(parse_json(text));
  return core->godot_variant_get_type(parsed.get()) == GODOT_VARIANT_TYPE_DICTIONARY
             ? parsed.release()
             : make_nil();
}

godot_variant num_players(godot_object*, void*, void* data, int, godot_variant**) {
  GameObject& self = self_of(data);
  return require_open(self) ? make_int(caper_game_num_players(self.game)) : make_int(-1);
}

godot_variant num_distinct_actions(godot_object*, void*, void* data, int, godot_variant**) {
  GameObject& self = self_of(data);
  return require_open(self) ? make_int(caper_game_num_distinct_actions(self.game)) : make_int(-1);
}

godot_variant initial_state(godot_object*, void*, void* data, int, godot_variant**) {
  GameObject& self = self_of(data);
  caper_state* state = nullptr;
  if (!require_open(self) || !check(self, caper_game_initial_state(self.game, &state)))
    return make_nil();
  return wrap_state(state);
}

// state_from_json(text: String or Dictionary) -> CaperState or null.
godot_variant state_from_json(godot_object*, void*, void* data, int count, godot_variant** args) {
  GameObject& self = self_of(data);
  if (!require_open(self)) return make_nil();
  godot_variant* document = arg(count, args, 0);
  std::string text;
  if (document != nullptr &&
      core->godot_variant_get_type(document) == GODOT_VARIANT_TYPE_DICTIONARY)
    text = dictionary_to_json(document);
  else if (document != nullptr)
    text = variant_to_std(document);
  caper_state* state = nullptr;
  if (!check(self, caper_state_from_json(self.game, text.c_str(), &state))) return make_nil();
  return wrap_state(state);
}

// new_bot(spec: String, seed: int) -> CaperBot or null.
godot_variant new_bot(godot_object*, void*, void* data, int count, godot_variant** args) {
  GameObject& self = self_of(data);
  if (!require_open(self)) return make_nil();
  const std::string spec = arg(count, args, 0) ? variant_to_std(args[0]) : "";
  const auto seed = static_cast<std::uint64_t>(int_arg(count, args, 1, 0));
  caper_bot* bot = nullptr;
  if (!check(self, caper_bot_new(self.game, spec.c_str(), seed, &bot))) return make_nil();
  godot_variant value = new_instance("CaperBot");
  auto* object = object_of<BotObject>(&value, Kind::kBot);
  if (object == nullptr) {
    caper_bot_free(bot);
    return value;
  }
  object->bot = bot;
  return value;
}

void release(GameObject& self) {
  caper_game_free(self.game);
}

}  // namespace

void register_game_class(void* handle) {
  register_class<GameObject, release>(handle, "CaperGame");
  register_method(handle, "CaperGame", "game_names", game_names);
  register_method(handle, "CaperGame", "open", open);
  register_method(handle, "CaperGame", "info", info);
  register_method(handle, "CaperGame", "num_players", num_players);
  register_method(handle, "CaperGame", "num_distinct_actions", num_distinct_actions);
  register_method(handle, "CaperGame", "initial_state", initial_state);
  register_method(handle, "CaperGame", "state_from_json", state_from_json);
  register_method(handle, "CaperGame", "new_bot", new_bot);
}

}  // namespace caper_godot
