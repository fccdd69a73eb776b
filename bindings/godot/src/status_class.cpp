// CaperStatus: the library's status codes for GDScript, as read-only properties named as
// in caper.h without the prefix (OK, INVALID_ARGUMENT, PARSE, ...), and their names. The
// codes are asked of caper_status_name, so the plugin keeps no copy of the table.
#include <string>
#include <utility>
#include <vector>

#include "objects.hpp"

namespace caper_godot {
namespace {

// Every status the library names (caper_status_name says "CAPER_E_UNKNOWN" for the rest),
// with its short name. The codes are small (caper.h keeps them below 256).
std::vector<std::pair<std::string, int>> known_statuses() {
  std::vector<std::pair<std::string, int>> statuses;
  for (int code = 0; code < 256; ++code) {
    const std::string name = caper_status_name(static_cast<caper_status>(code));
    if (name == "CAPER_E_UNKNOWN") continue;
    const std::string prefix = name.rfind("CAPER_E_", 0) == 0 ? "CAPER_E_" : "CAPER_";
    statuses.emplace_back(name.substr(prefix.size()), code);
  }
  return statuses;
}

const std::vector<std::pair<std::string, int>>& statuses() {
  static const std::vector<std::pair<std::string, int>> all = known_statuses();
  return all;
}

// name(code: int) -> String: caper_status_name(code), e.g. "CAPER_E_PARSE".
godot_variant name(godot_object*, void*, void* data, int count, godot_variant** args) {
  auto& self = self_of<StatusObject>(data);
  std::int64_t code = 0;
  if (!int_argument(self, count, args, 0, "code", std::nullopt, code)) return make_string("");
  return make_string(caper_status_name(static_cast<caper_status>(to_int32(code))));
}

// codes() -> Dictionary: short name -> code, for every status.
godot_variant codes(godot_object*, void*, void*, int, godot_variant**) {
  godot_dictionary all;
  core->godot_dictionary_new(&all);
  for (const auto& [short_name, code] : statuses()) {
    Variant key(make_string(short_name));
    Variant value(make_int(code));
    core->godot_dictionary_set(&all, key.get(), value.get());
  }
  return take_variant(all);
}

void release(StatusObject&) {}

}  // namespace

void register_status_class(void* handle) {
  register_class<StatusObject, release>(handle, "CaperStatus",
                                        {
                                            {"name", name, 1},
                                            {"codes", codes, 0},
                                        });
  for (const auto& [short_name, code] : statuses())
    register_constant(handle, "CaperStatus", short_name.c_str(), code);
}

}  // namespace caper_godot
