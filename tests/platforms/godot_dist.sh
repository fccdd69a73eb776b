#!/usr/bin/env bash
# The shipped Linux x86_64 Godot plugin (dist-linux-x86_64, glibc 2.17) in the engine:
# the native build's Godot project with its plugin replaced by the shipped one plays every
# game as the C ABI does (bindings/godot/test_in_godot.sh).
#   godot_dist.sh GODOT_SERVER NATIVE_BUILD DIST_BUILD
set -euo pipefail
godot=$1 native=$2 dist=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$native/godot-project" "$work/project"
cp "$dist/bin/libcaper_godot.so" "$work/project/addons/caper/libcaper_godot.so"
"$(dirname "$0")/../../bindings/godot/test_in_godot.sh" "$godot" "$work/project" \
  "$native/bin/caper_transcript"
