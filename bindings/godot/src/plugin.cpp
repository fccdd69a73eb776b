// The GDNative entry points Godot looks up in the library (symbol_prefix "godot_").
#include "objects.hpp"

namespace caper_godot {
void register_status_methods(void* handle);
}

using namespace caper_godot;

// Godot looks these up by name; GDN_EXPORT marks them on Windows only, and the library is
// built with hidden visibility everywhere.
#ifdef _WIN32
#define CAPER_GODOT_ENTRY __declspec(dllexport)
#else
#define CAPER_GODOT_ENTRY __attribute__((visibility("default")))
#endif

extern "C" {

CAPER_GODOT_ENTRY void godot_gdnative_init(godot_gdnative_init_options* options) {
  core = options->api_struct;
  library = options->gd_native_library;
  for (unsigned i = 0; i < core->num_extensions; ++i) {
    if (core->extensions[i]->type == GDNATIVE_EXT_NATIVESCRIPT)
      nativescript =
          reinterpret_cast<const godot_gdnative_ext_nativescript_api_struct*>(core->extensions[i]);
  }
}

CAPER_GODOT_ENTRY void godot_gdnative_terminate(godot_gdnative_terminate_options*) {
  core = nullptr;
  nativescript = nullptr;
}

CAPER_GODOT_ENTRY void godot_nativescript_init(void* handle) {
  register_game_class(handle);
  register_state_class(handle);
  register_bot_class(handle);
  register_rng_class(handle);
  register_status_class(handle);
  register_status_methods(handle);
}

}  // extern "C"
