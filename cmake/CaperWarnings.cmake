# Compiler warnings for the project's own targets, and the sanitizers.

function(caper_set_warnings target)
  if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE
      $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
        -Wimplicit-fallthrough>
      $<$<COMPILE_LANGUAGE:C>:-Wall -Wextra -Wpedantic>)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
      # GCC 12 reports -Wrestrict false positives inside std::string (GCC bug 105329).
      target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-Wno-restrict>)
    endif()
    if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
      # Clang warns of `&` between bools, which the games use on purpose (no branch), and
      # of unused constants, which GCC (the compiler of every other build) lets pass: the
      # wasm build, the only one with -Werror under Clang, must pass where GCC does.
      target_compile_options(${target} PRIVATE
        $<$<COMPILE_LANGUAGE:CXX>:-Wno-bitwise-instead-of-logical -Wno-unused-const-variable>)
    endif()
    if(CAPER_WARNINGS_AS_ERRORS)
      target_compile_options(${target} PRIVATE -Werror)
    endif()
  endif()
endfunction()

# Sanitizers, chosen by preset (CMakePresets.json: asan, tsan, fuzz) through CAPER_SANITIZE
# or CAPER_FUZZ and applied to every target. UBSan checks enum loads too (a C caller may
# pass any int as an enum) and every report is fatal, so that a run with undefined
# behaviour fails instead of printing and going on.
set(CAPER_UBSAN -fsanitize=undefined,enum -fno-sanitize-recover=all)
if(CAPER_FUZZ)
  # Coverage for libFuzzer on every target, plus ASan and UBSan (halting on the first report).
  add_compile_options(-fsanitize=fuzzer-no-link,address ${CAPER_UBSAN} -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address ${CAPER_UBSAN})
elseif(CAPER_SANITIZE STREQUAL "address" OR CAPER_SANITIZE STREQUAL "ON")
  add_compile_options(-fsanitize=address ${CAPER_UBSAN} -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address ${CAPER_UBSAN})
elseif(CAPER_SANITIZE STREQUAL "thread")
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
  add_link_options(-fsanitize=thread)
elseif(CAPER_SANITIZE)
  message(FATAL_ERROR "CAPER_SANITIZE must be empty, 'address' or 'thread', not '${CAPER_SANITIZE}'")
endif()
