#!/usr/bin/env bash
# Installs the Godot addon (`cmake --install --component godot`) into a fresh prefix, makes
# a Godot project of it as a user would (its addons/caper/ copied from the prefix), and
# runs tests/godot/api.gd there (with each game's tests/<game>/godot_test.gd), or SCRIPT.
#   test_installed.sh GODOT_SERVER BUILD_DIR SOURCE_DIR [SCRIPT]
set -euo pipefail
godot=$1 build=$2 source=$3 script=${4:-res://tests/api.gd}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" --component godot >/dev/null
mkdir -p "$work/project/addons"
cp -r "$work/prefix/share/caper/godot/addons/caper" "$work/project/addons/caper"
cp "$source/examples/godot/project.godot" "$work/project/"
cp -r "$source/tests/godot" "$work/project/tests"
mkdir -p "$work/project/tests/games"  # each game's own tests (tests/<game>/godot_test.gd)
for test in "$source"/tests/*/godot_test.gd; do
  [ -e "$test" ] && cp "$test" "$work/project/tests/games/$(basename "$(dirname "$test")").gd"
done
"$godot" --path "$work/project" -s "$script"
