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

# The dependencies: Debian's header-only packages, fmt compiled in.
include(CaperHostHeaders)
