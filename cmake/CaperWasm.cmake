# The WebAssembly build (preset wasm, configured through emcmake), included instead of
# the native dependencies. C++ exceptions are wasm's own (-fwasm-exceptions: no cost until
# one is thrown, and the C ABI catches every one, so none reaches JavaScript); no threads.
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)
# The games' 16-byte vector types as wasm SIMD (Node 16.4+, Chrome 91, Firefox 89, Safari
# 16.4) instead of scalar code, and the whole program optimised at link time: a playout
# step costs 30-40% less than without.
add_compile_options(-msimd128 -mbulk-memory -flto)
add_link_options(-msimd128 -mbulk-memory -flto)

# The dependencies: the same Debian packages, used as headers only. The host's libfmt.so
# cannot link into wasm, so fmt is compiled in (FMT_HEADER_ONLY); GSL and nlohmann_json are
# header-only anyway. Each package's folder is linked into one include folder of the
# build, so that the compiler never sees the host's /usr/include (its C library headers
# would shadow emscripten's).
set(caper_host_headers ${PROJECT_BINARY_DIR}/host_headers)
file(MAKE_DIRECTORY ${caper_host_headers})

# caper_host_header_library(TARGET FOLDER DEBIAN_PACKAGE): TARGET, an interface library of
# /usr/include/FOLDER.
function(caper_host_header_library target folder debian_package)
  if(NOT IS_DIRECTORY /usr/include/${folder})
    message(FATAL_ERROR "The wasm build needs /usr/include/${folder}. Install it with:\n"
      "  apt-get install ${debian_package}")
  endif()
  if(NOT EXISTS ${caper_host_headers}/${folder})
    file(CREATE_LINK /usr/include/${folder} ${caper_host_headers}/${folder} SYMBOLIC)
  endif()
  add_library(${target} INTERFACE IMPORTED GLOBAL)
  target_include_directories(${target} SYSTEM INTERFACE ${caper_host_headers})
endfunction()

caper_host_header_library(fmt::fmt fmt libfmt-dev)
target_compile_definitions(fmt::fmt INTERFACE FMT_HEADER_ONLY)
caper_host_header_library(Microsoft.GSL::GSL gsl libmsgsl-dev)
caper_host_header_library(nlohmann_json::nlohmann_json nlohmann nlohmann-json3-dev)
