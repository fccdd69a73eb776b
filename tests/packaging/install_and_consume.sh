#!/usr/bin/env bash
# Installs a built caper into a temporary prefix, then builds and runs, against that
# prefix only:
#  1. consumer_cmake/ with find_package(caper CONFIG): caper::caper (C++),
#     caper::caper_c (shared C ABI) and caper::caper_c_static (static C ABI);
#  2. the C consumer alone with fmt, GSL and nlohmann_json made unfindable;
#  3. consumer_c_static/: a C-only project (project(x C)) linking caper::caper_c_static;
#  4. consumer_cmake/main.c built with plain cc and `pkg-config --cflags --libs caper` (run
#     with an rpath, as docs/embedding.md says), and with `pkg-config --static` against
#     the whole prefix (libcaper.so beside libcaper.a): no libcaper.so needed at run time;
#  5. consumer_cmake/main.cpp built with plain c++ and `pkg-config --cflags --libs caper++`.
# The C++ consumers (1 and 5) build where GSL cannot be found and where any #include of a
# GSL header stops the compile: the installed headers and targets do not need it.
# Also checks the installed files (Caper.cs, the Godot addon, the Unity package under
# share/caper/) and that libcaper.so exports only caper_* symbols.
#
#   install_and_consume.sh BUILD_DIR SOURCE_DIR VERSION [GENERATOR [C_COMPILER [CXX_COMPILER]]]
set -euo pipefail

build_dir=$1
source_dir=$2
version=$3
generator=${4:-}
cc=${5:-cc}
cxx=${6:-c++}

work=$(mktemp -d "${TMPDIR:-/tmp}/caper-packaging.XXXXXX")
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
step() { echo "== $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

step "cmake --install $build_dir --prefix $prefix"
cmake --install "$build_dir" --prefix "$prefix" >"$work/install.log" || {
  cat "$work/install.log"
  fail "cmake --install failed"
}

config=$(find "$prefix" -name caperConfig.cmake | head -n 1)
pc=$(find "$prefix" -name caper.pc | head -n 1)
# (the Unity package under share/ holds a copy of libcaper.so too)
shared=$(find "$prefix" -path "$prefix/share" -prune -o -name 'libcaper.so' -print | head -n 1)
[ -n "$config" ] || fail "no caperConfig.cmake installed"
[ -n "$pc" ] || fail "no caper.pc installed"
[ -n "$shared" ] || fail "no libcaper.so installed"
[ -f "$prefix/include/caper/caper.h" ] || fail "caper.h not installed"
[ -f "$prefix/include/caper/catalogue.hpp" ] || fail "C++ headers not installed"
libdir=$(dirname "$shared")
for f in libcaper.a libcaper_core.a libcaper_catalogue.a libcaper_bots.a; do
  [ -f "$libdir/$f" ] || fail "$f not installed in $libdir"
done
echo "installed: $config, $pc, $shared"
cmp -s "$prefix/share/caper/csharp/Caper.cs" "$source_dir/bindings/csharp/Caper.cs" ||
  fail "share/caper/csharp/Caper.cs is not bindings/csharp/Caper.cs"
[ -f "$prefix/share/caper/unity/com.caper.rules/package.json" ] ||
  fail "the Unity package is not installed in share/caper/unity"
if [ -f "$build_dir/bindings/godot/libcaper_godot.so" ]; then
  for f in caper.gdnlib caper_game.gdns caper_state.gdns libcaper_godot.so; do
    [ -f "$prefix/share/caper/godot/addons/caper/$f" ] || fail "the Godot addon lacks $f"
  done
  echo "share/caper: Caper.cs, the Unity package and the Godot addon"
fi

if command -v nm >/dev/null; then
  step "exported symbols of $shared"
  others=$(nm -D --defined-only "$shared" | awk '$2 ~ /[TDBRW]/ {print $3}' | grep -v '^caper_' || true)
  [ -z "$others" ] || fail "libcaper.so exports symbols outside caper_*: $(echo $others | head -c 400)"
  count=$(nm -D --defined-only "$shared" | grep -c ' caper_' || true)
  [ "$count" -gt 0 ] || fail "libcaper.so exports no caper_* symbol"
  echo "$count caper_* symbols, nothing else"
fi

# A folder of GSL's header names, each an #error, searched before the system's headers.
no_gsl=$work/no_gsl
mkdir -p "$no_gsl/gsl"
for header in assert util narrow gsl span pointers algorithm byte string_span span_ext \
  gsl_algorithm gsl_assert gsl_byte gsl_narrow gsl_util; do
  echo '#error "an installed caper header includes GSL"' >"$no_gsl/gsl/$header"
done

step "find_package(caper) consumer (GSL neither found nor includable)"
gen_args=()
[ -n "$generator" ] && gen_args=(-G "$generator")
cmake -S "$source_dir/tests/packaging/consumer_cmake" -B "$work/consumer" "${gen_args[@]}" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF \
  -DCMAKE_DISABLE_FIND_PACKAGE_Microsoft.GSL=ON -DCMAKE_CXX_FLAGS="-I$no_gsl" \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" >"$work/configure.log" 2>&1 || {
  cat "$work/configure.log"
  fail "configuring the consumer project failed"
}
found_dir=$(sed -n 's/^caper_DIR:PATH=//p' "$work/consumer/CMakeCache.txt")
case "$found_dir" in
  "$prefix"/*) echo "caper_DIR=$found_dir" ;;
  *) fail "find_package(caper) found $found_dir, not the temporary prefix" ;;
esac
cmake --build "$work/consumer" >"$work/build.log" 2>&1 || {
  cat "$work/build.log"
  fail "building the consumer project failed"
}
"$work/consumer/consumer_cpp" "$version"
"$work/consumer/consumer_c" "$version"
"$work/consumer/consumer_c_static" "$version"
# The shared consumer really uses the installed libcaper.so (through its RUNPATH).
if command -v ldd >/dev/null; then
  ldd "$work/consumer/consumer_c" >"$work/ldd_shared.txt"
  ldd "$work/consumer/consumer_c_static" >"$work/ldd_static.txt"
  grep -q "$libdir/libcaper.so" "$work/ldd_shared.txt" ||
    fail "consumer_c does not load $libdir/libcaper.so: $(cat "$work/ldd_shared.txt")"
  if grep -q libcaper "$work/ldd_static.txt"; then
    fail "consumer_c_static depends on libcaper.so: $(cat "$work/ldd_static.txt")"
  fi
fi

step "find_package(caper) C consumer without fmt, GSL or nlohmann_json"
cmake -S "$source_dir/tests/packaging/consumer_cmake" -B "$work/consumer_c_only" "${gen_args[@]}" \
  -DCONSUMER_C_ONLY=ON -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_DISABLE_FIND_PACKAGE_fmt=ON -DCMAKE_DISABLE_FIND_PACKAGE_Microsoft.GSL=ON \
  -DCMAKE_DISABLE_FIND_PACKAGE_nlohmann_json=ON >"$work/configure_c.log" 2>&1 || {
  cat "$work/configure_c.log"
  fail "configuring the C-only consumer without fmt, GSL and nlohmann_json failed"
}
cmake --build "$work/consumer_c_only" >"$work/build_c.log" 2>&1 || {
  cat "$work/build_c.log"
  fail "building the C-only consumer failed"
}
"$work/consumer_c_only/consumer_c" "$version"

step "C-only project (project(x C)) linking caper::caper_c_static"
cmake -S "$source_dir/tests/packaging/consumer_c_static" -B "$work/consumer_c_static" "${gen_args[@]}" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF \
  -DCMAKE_C_COMPILER="$cc" >"$work/configure_c_static.log" 2>&1 || {
  cat "$work/configure_c_static.log"
  fail "configuring the C-only static consumer failed"
}
cmake --build "$work/consumer_c_static" >"$work/build_c_static.log" 2>&1 || {
  cat "$work/build_c_static.log"
  fail "building the C-only static consumer failed"
}
"$work/consumer_c_static/consumer_c_static" "$version"

step "pkg-config consumer"
command -v pkg-config >/dev/null || fail "pkg-config is not installed (apt-get install pkg-config)"
# The system's .pc folders (fmt.pc, which caper++.pc requires), before they are masked.
system_pc_path=$(pkg-config --variable pc_path pkg-config)
export PKG_CONFIG_PATH=$(dirname "$pc")
export PKG_CONFIG_LIBDIR=$(dirname "$pc")
[ "$(pkg-config --modversion caper)" = "$version" ] ||
  fail "pkg-config --modversion caper is $(pkg-config --modversion caper), expected $version"
flags=$(pkg-config --cflags --libs caper)
echo "pkg-config --cflags --libs caper: $flags"
# shellcheck disable=SC2086
"$cc" -std=c99 -Wall -Wextra -Werror "$source_dir/tests/packaging/consumer_cmake/main.c" \
  -o "$work/consumer_pc" $flags
LD_LIBRARY_PATH="$(pkg-config --variable=libdir caper)" "$work/consumer_pc" "$version"
# As docs/embedding.md says: the program finds libcaper.so by its rpath (no LD_LIBRARY_PATH).
# shellcheck disable=SC2086
"$cc" -std=c99 -Wall -Wextra -Werror "$source_dir/tests/packaging/consumer_cmake/main.c" \
  -o "$work/consumer_pc_rpath" $flags -Wl,-rpath,"$(pkg-config --variable=libdir caper)"
env -u LD_LIBRARY_PATH "$work/consumer_pc_rpath" "$version"

step "pkg-config --static consumer (libcaper.so installed beside libcaper.a)"
flags=$(pkg-config --static --cflags --libs caper)
echo "pkg-config --static --cflags --libs caper: $flags"
# shellcheck disable=SC2086
"$cc" -std=c99 -Wall -Wextra -Werror "$source_dir/tests/packaging/consumer_cmake/main.c" \
  -o "$work/consumer_pc_static" $flags
if command -v readelf >/dev/null && readelf -d "$work/consumer_pc_static" | grep -q 'libcaper\.so'; then
  fail "the pkg-config --static consumer needs libcaper.so: $(readelf -d "$work/consumer_pc_static" | grep NEEDED)"
fi
env -u LD_LIBRARY_PATH "$work/consumer_pc_static" "$version"

step "pkg-config caper++ consumer (the C++ API; GSL not includable)"
flags=$(PKG_CONFIG_PATH="$(dirname "$pc"):${system_pc_path}" \
  PKG_CONFIG_LIBDIR="$(dirname "$pc"):${system_pc_path}" pkg-config --cflags --libs caper++)
echo "pkg-config --cflags --libs caper++: $flags"
# shellcheck disable=SC2086
"$cxx" -std=c++20 -Wall -Wextra -Werror -I"$no_gsl" \
  "$source_dir/tests/packaging/consumer_cmake/main.cpp" -o "$work/consumer_pc_cpp" $flags
"$work/consumer_pc_cpp" "$version"

echo "packaging: ok"
