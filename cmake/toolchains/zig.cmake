# Cross builds with Zig's clang (`zig cc`, the pinned `ziglang` package that
# scripts/setup.sh installs): CAPER_ZIG_TARGET is a Zig target, such as
# x86_64-linux-gnu.2.17 (glibc 2.17: the manylinux2014 baseline), aarch64-linux-gnu.2.17,
# x86_64-windows-gnu, x86_64-macos or aarch64-macos. Zig links its own libc++, libc++abi
# and libunwind statically and brings the target's C library headers and link stubs, so
# a library built here needs nothing at run time but the platform's C library.
if(NOT CAPER_ZIG_TARGET)
  message(FATAL_ERROR "zig.cmake: set CAPER_ZIG_TARGET (e.g. x86_64-linux-gnu.2.17)")
endif()
# try_compile projects read this file again: they need the target too.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES CAPER_ZIG_TARGET)
# CMake's compiler checks compile without linking: a linked check would make Zig build
# libc++, libc++abi, libunwind and the C library once more, in its Debug mode (no -O
# flag), besides the Release ones the real link needs.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

string(REGEX MATCH "^[^-]+" CMAKE_SYSTEM_PROCESSOR "${CAPER_ZIG_TARGET}")
if(CAPER_ZIG_TARGET MATCHES "-windows")
  set(CMAKE_SYSTEM_NAME Windows)
elseif(CAPER_ZIG_TARGET MATCHES "-macos")
  set(CMAKE_SYSTEM_NAME Darwin)
  set(CMAKE_OSX_ARCHITECTURES "" CACHE STRING "" FORCE)  # one architecture a build
  set(CMAKE_OSX_SYSROOT "" CACHE PATH "" FORCE)  # zig brings the SDK's stubs
else()
  set(CMAKE_SYSTEM_NAME Linux)
endif()

set(caper_zig_tools ${CMAKE_CURRENT_LIST_DIR}/zig)
set(CMAKE_C_COMPILER ${caper_zig_tools}/cc)
set(CMAKE_CXX_COMPILER ${caper_zig_tools}/c++)
set(CMAKE_AR ${caper_zig_tools}/ar CACHE FILEPATH "" FORCE)
set(CMAKE_RANLIB ${caper_zig_tools}/ranlib CACHE FILEPATH "" FORCE)
set(CMAKE_C_COMPILER_TARGET ${CAPER_ZIG_TARGET})
set(CMAKE_CXX_COMPILER_TARGET ${CAPER_ZIG_TARGET})

# Nothing of the host's file system is the target's.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
