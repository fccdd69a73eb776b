// CaperGame: list the games, open one with options, make states and bots.
#include <vector>

#include "json_variant.hpp"
#include "objects.hpp"

namespace caper_godot {
namespace {

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
  return take_variant(names);
}

// open(name: String, options := {}) -> int: options a Dictionary or a String of JSON.
godot_variant open(godot_object*, void*, void* data, int count, godot_variant** args) {
  GameObject& self = self_of<GameObject>(data);
  std::string name;
  std::string options_json;
  if (!string_argument(self, count, args, 0, "name", name) ||
      !json_argument(self, count, args, 1, "options", "{}", options_json))
    return make_int(self.status);
  caper_game* game = nullptr;
  if (check(self, caper_game_new(name.c_str(), options_json.c_str(), &game))) {
    caper_game_free(self.game);
    self.game = game;
    self.sizes = {caper_game_num_distinct_actions(game), caper_game_observation_size(game)};
  }
  return make_int(self.status);
}

// info() -> Dictionary: the game's info JSON (players, options, actions, type).
godot_variant info(godot_object*, void*, void* data, int, godot_variant**) {
  GameObject& self = self_of<GameObject>(data);
  if (!require_open(self)) return make_nil();
  std::string text;
  if (!read_string(self, text, [&](char* buf, std::size_t cap, std::size_t* len) {
        return caper_game_info_json(self.game, buf, cap, len);
      }))
    return make_nil();
  Variant parsed(json_to_variant(text));
  return core->godot_variant_get_type(parsed.get()) == GODOT_VARIANT_TYPE_DICTIONARY
             ? parsed.release()
             : make_nil();
}

godot_variant num_players(godot_object*, void*, void* data, int, godot_variant**) {
  GameObject& self = self_of<GameObject>(data);
  return require_open(self) ? make_int(caper_game_num_players(self.game)) : make_int(-1);
}

godot_variant num_distinct_actions(godot_object*, void*, void* data, int, godot_variant**) {
  GameObject& self = self_of<GameObject>(data);
  return require_open(self) ? make_int(caper_game_num_distinct_actions(self.game)) : make_int(-1);
}

godot_variant initial_state(godot_object*, void*, void* data, int, godot_variant**) {
  GameObject& self = self_of<GameObject>(data);
  caper_state* state = nullptr;
  if (!require_open(self) || !check(self, caper_game_initial_state(self.game, &state)))
    return make_nil();
  return wrap_state(state, self.sizes);
}

// observation_size() -> int: the floats of CaperState.observation().
godot_variant observation_size(godot_object*, void*, void* data, int, godot_variant**) {
  GameObject& self = self_of<GameObject>(data);
  return require_open(self) ? make_int(static_cast<std::int64_t>(self.sizes.observation_size))
                            : make_int(-1);
}

// observation_shape() -> PoolIntArray: the observation's dimensions, row-major.
godot_variant observation_shape(godot_object*, void*, void* data, int, godot_variant**) {
  GameObject& self = self_of<GameObject>(data);
  std::vector<std::int32_t> shape(8);
  std::size_t len = 0;
  if (!require_open(self) ||
      !check(self, caper_game_observation_shape(self.game, shape.data(), shape.size(), &len)))
    len = 0;
  shape.resize(len);
  return make_int_array(shape);
}

// state_from_json(document: String or Dictionary) -> CaperState or null.
godot_variant state_from_json(godot_object*, void*, void* data, int count, godot_variant** args) {
  GameObject& self = self_of<GameObject>(data);
  std::string text;
  if (!require_open(self) || !json_argument(self, count, args, 0, "document", nullptr, text))
    return make_nil();
  caper_state* state = nullptr;
  if (!check(self, caper_state_from_json(self.game, text.c_str(), &state))) return make_nil();
  return wrap_state(state, self.sizes);
}

// new_bot(spec: String, seed := 0) -> CaperBot or null.
godot_variant new_bot(godot_object*, void*, void* data, int count, godot_variant** args) {
  GameObject& self = self_of<GameObject>(data);
  std::string spec;
  std::int64_t seed = 0;
  if (!require_open(self) || !string_argument(self, count, args, 0, "spec", spec) ||
      !int_argument(self, count, args, 1, "seed", 0, seed))
    return make_nil();
  caper_bot* bot = nullptr;
  if (!check(self, caper_bot_new(self.game, spec.c_str(), static_cast<std::uint64_t>(seed), &bot)))
    return make_nil();
  godot_variant value = new_instance("CaperBot");
  auto* object = object_of<BotObject>(&value, Kind::kBot);
  if (object == nullptr) {
    caper_bot_free(bot);
    return value;
  }
  object->bot = bot;
  return value;
}

// new_rng(seed: int) -> CaperRng seeded with `seed` (its bits, as a uint64).
godot_variant new_rng(godot_object*, void*, void* data, int count, godot_variant** args) {
  GameObject& self = self_of<GameObject>(data);
  std::int64_t seed = 0;
  caper_rng* rng = nullptr;
  if (!int_argument(self, count, args, 0, "seed", std::nullopt, seed) ||
      !check(self, caper_rng_new(static_cast<std::uint64_t>(seed), &rng)))
    return make_nil();
  return wrap_rng(rng);
}

godot_variant version(godot_object*, void*, void*, int, godot_variant**) {
  return make_string(caper_version());
}

godot_variant abi_version(godot_object*, void*, void*, int, godot_variant**) {
  return make_int(caper_abi_version());
}

void release(GameObject& self) {
  caper_game_free(self.game);
}

}  // namespace

void register_game_class(void* handle) {
  register_class<GameObject, release>(handle, "CaperGame",
                                      {
                                          {"game_names", game_names, 0},
                                          {"open", open, 2},
                                          {"info", info, 0},
                                          {"num_players", num_players, 0},
                                          {"num_distinct_actions", num_distinct_actions, 0},
                                          {"initial_state", initial_state, 0},
                                          {"state_from_json", state_from_json, 1},
                                          {"new_bot", new_bot, 2},
                                          {"new_rng", new_rng, 1},
                                          {"observation_size", observation_size, 0},
                                          {"observation_shape", observation_shape, 0},
                                          {"version", version, 0},
                                          {"abi_version", abi_version, 0},
                                      });
}

}  // namespace caper_godot
