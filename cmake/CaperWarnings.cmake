# Compiler warnings and sanitizers for the project's own targets.

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
    if(CAPER_WARNINGS_AS_ERRORS)
      target_compile_options(${target} PRIVATE -Werror)
    endif()
  endif()
endfunction()

if(CAPER_FUZZ)
  # Coverage for libFuzzer on every target, plus ASan and UBSan.
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
elseif(CAPER_SANITIZE STREQUAL "address" OR CAPER_SANITIZE STREQUAL "ON")
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                      -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
elseif(CAPER_SANITIZE STREQUAL "thread")
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
  add_link_options(-fsanitize=thread)
elseif(CAPER_SANITIZE)
  message(FATAL_ERROR "CAPER_SANITIZE must be empty, 'address' or 'thread', not '${CAPER_SANITIZE}'")
endif()
