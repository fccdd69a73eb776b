# Finds every dependency from Debian's packages and, when one is missing, stops with
# a message naming the package to install instead of a raw CMake error.

macro(caper_require package debian_package)
  find_package(${package} CONFIG QUIET ${ARGN})
  if(NOT ${package}_FOUND)
    message(FATAL_ERROR
      "caper needs ${package}, which was not found. On Debian/Ubuntu install it with:\n"
      "  apt-get install ${debian_package}\n"
      "(scripts/test and scripts/demo install every missing package when run as root.)")
  endif()
endmacro()

if(EMSCRIPTEN)
  include(CaperWasm)
elseif(CAPER_DIST)
  include(CaperHostHeaders)
else()
  caper_require(fmt libfmt-dev)
  caper_require(Microsoft.GSL libmsgsl-dev)
  caper_require(nlohmann_json nlohmann-json3-dev)
endif()
if(CAPER_BUILD_TESTS)
  caper_require(GTest googletest)
endif()
if(CAPER_BUILD_BENCH)
  caper_require(benchmark libbenchmark-dev)
endif()

# A Debian system has Python 3; the binding tests are skipped (with a message) without it.
find_package(Python3 COMPONENTS Interpreter QUIET)
