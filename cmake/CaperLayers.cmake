# The build enforces the layering: each library layer (caper_core, caper_<game>,
# caper_catalogue, caper_bots) is also linked alone, whole, into a throw-away shared
# library with --no-undefined and only the libraries it declares. A game that calls into
# another game, or core into a game, leaves an undefined symbol there and fails the build.
# (Sanitizer builds skip it: their runtime's symbols are undefined in a shared library.)
if(NOT CAPER_CHECK_LAYERS OR CAPER_SANITIZE OR CAPER_FUZZ OR NOT CMAKE_SYSTEM_NAME STREQUAL "Linux")
  return()
endif()

set(caper_layer_stub ${PROJECT_BINARY_DIR}/caper_layer_check.cpp)
file(WRITE ${caper_layer_stub} "// Empty: the layer's archive is linked in whole.\n")
get_property(caper_layers GLOBAL PROPERTY CAPER_LAYERS)
foreach(layer ${caper_layers})
  add_library(${layer}_layer_check SHARED ${caper_layer_stub})
  get_target_property(deps ${layer} LINK_LIBRARIES)
  target_link_options(${layer}_layer_check PRIVATE -Wl,--no-undefined
    -Wl,--whole-archive $<TARGET_FILE:${layer}> -Wl,--no-whole-archive)
  target_link_libraries(${layer}_layer_check PRIVATE ${deps})
  add_dependencies(${layer}_layer_check ${layer})
  set_target_properties(${layer}_layer_check PROPERTIES
    LIBRARY_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/layer_check)
endforeach()
