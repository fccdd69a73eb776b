# cmake --install: headers, libraries, a CMake package (find_package(caper CONFIG)),
# pkg-config files (caper.pc for the C ABI, caper++.pc for the C++ API) and the C#
# binding (share/caper/csharp/Caper.cs). The Godot addon and the Unity package install
# from their own folders (bindings/godot, bindings/unity) under share/caper/ as well.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(DIRECTORY include/caper DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY capi/include/caper DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_BINARY_DIR}/include/caper/version.hpp
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/caper)
# Two export sets: the shared C ABI alone (caperCTargets.cmake, needing no dependency), and
# the C++ layers with the static C ABI (caperTargets.cmake, needing fmt and nlohmann_json).
get_property(caper_layers GLOBAL PROPERTY CAPER_LAYERS)
install(TARGETS ${caper_layers} caper caper_c_static EXPORT caperTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS caper_c EXPORT caperCTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT caperTargets NAMESPACE caper:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/caper)
install(EXPORT caperCTargets NAMESPACE caper:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/caper)

configure_package_config_file(cmake/caperConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/caperConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/caper)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/caperConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/caperConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/caperConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/caper)

# caper.pc is relocatable: its prefix is found from the .pc file's own folder
# (${pcfiledir}), so `cmake --install --prefix DIR` gives a working file under any DIR.
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(CAPER_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH CAPER_PC_UP "/caper_prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/caper_prefix")
  string(REGEX REPLACE "/$" "" CAPER_PC_UP "${CAPER_PC_UP}")
  set(CAPER_PC_PREFIX "\${pcfiledir}/${CAPER_PC_UP}")
endif()
# pkg-config --static: the layers of libcaper.a in link order, then what they need.
set(CAPER_PC_STATIC_LIBS "-lcaper_catalogue -lcaper_bots")
foreach(layer ${caper_layers})
  if(NOT layer MATCHES "^caper_(core|catalogue|bots)$")
    string(APPEND CAPER_PC_STATIC_LIBS " -l${layer}")
  endif()
endforeach()
string(APPEND CAPER_PC_STATIC_LIBS " -lcaper_core")
configure_file(cmake/caper.pc.in ${CMAKE_CURRENT_BINARY_DIR}/caper.pc @ONLY)
configure_file(cmake/caper++.pc.in ${CMAKE_CURRENT_BINARY_DIR}/caper++.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/caper.pc ${CMAKE_CURRENT_BINARY_DIR}/caper++.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

install(FILES bindings/csharp/Caper.cs DESTINATION ${CMAKE_INSTALL_DATADIR}/caper/csharp)
