# The header-only dependencies of a build whose target is not this machine (the wasm
# build, the cross builds of the dist presets): the same Debian packages, used as headers
# only. The host's libfmt.so cannot link into another platform's library, so fmt is
# compiled in (FMT_HEADER_ONLY); GSL and nlohmann_json are header-only anyway. Each
# package's folder is linked into one include folder of the build, so that the compiler
# never sees the host's /usr/include (its C library headers would shadow the target's).
set(caper_host_headers ${PROJECT_BINARY_DIR}/host_headers)
file(MAKE_DIRECTORY ${caper_host_headers})

# caper_host_header_library(TARGET FOLDER DEBIAN_PACKAGE): TARGET, an interface library of
# /usr/include/FOLDER.
function(caper_host_header_library target folder debian_package)
  if(NOT IS_DIRECTORY /usr/include/${folder})
    message(FATAL_ERROR "This build needs /usr/include/${folder}. Install it with:\n"
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
