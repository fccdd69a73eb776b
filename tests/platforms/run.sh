#!/usr/bin/env bash
# One cross target's test (ctest platforms.TARGET; scripts/test builds the dist presets):
#   tests/platforms/run.sh TARGET DIST_BUILD NATIVE_BUILD
# 1. Every shipped library of build/dist-TARGET is self-contained and exports only its API
#    (check_artifact.py).
# 2. Where this machine can run the target (Linux x86_64 natively, Linux arm64 under
#    qemu-aarch64, Windows under Wine), its programs play the seeded games of every game
#    and option set and walk the error paths, and print byte for byte what the native
#    build prints. macOS is built and checked, not run: nothing here runs it.
set -euo pipefail
target=$1 dist=$2 native=$3
here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(cd "$here/../.." && pwd)
bin=$dist/bin
[ -d "$bin" ] || { echo "$bin is missing: build it with cmake --preset dist-$target" >&2; exit 1; }

case $target in
  linux-*)   lib=libcaper.so godot=libcaper_godot.so exe= ;;
  windows-*) lib=caper.dll godot=caper_godot.dll exe=.exe ;;
  macos-*)   lib=libcaper.dylib godot=libcaper_godot.dylib exe= ;;
  *) echo "unknown target $target" >&2; exit 2 ;;
esac
python3 "$here/check_artifact.py" "$bin/$lib" "$source_dir/capi/caper.map"
python3 "$here/check_artifact.py" "$bin/$godot" "$source_dir/bindings/godot/caper_godot.map" \
  --require godot_gdnative_init --require godot_gdnative_terminate \
  --require godot_nativescript_init

run=()
case $target in
  linux-x86_64) ;;
  linux-aarch64) export QEMU_LD_PREFIX=/usr/aarch64-linux-gnu; run=(qemu-aarch64) ;;
  windows-x86_64)
    export WINEPREFIX=$dist/wine WINEDEBUG=-all
    run=("$(command -v wine64 || command -v wine)") ;;
  macos-*) echo "platforms $target: built and checked, not run here (no macOS runtime)"; exit 0 ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/cases.py" "$native/capi/libcaper.so" 200 >"$work/cases"
"$native/bin/caper_transcript" <"$work/cases" >"$work/native.txt"
"$native/bin/caper_platform_errors" >"$work/native_errors.txt"
"${run[@]}" "$bin/caper_transcript$exe" <"$work/cases" >"$work/target.txt"
"${run[@]}" "$bin/caper_platform_errors$exe" >"$work/target_errors.txt"
for pair in "native.txt target.txt" "native_errors.txt target_errors.txt"; do
  set -- $pair
  if ! cmp -s "$work/$1" "$work/$2"; then
    echo "platforms $target: $2 differs from the native $1:" >&2
    diff "$work/$1" "$work/$2" | head -20 >&2
    exit 1
  fi
done
echo "platforms $target: $(wc -l <"$work/cases") games and $(wc -l <"$work/native_errors.txt")" \
  "error lines byte-identical to the native build"
