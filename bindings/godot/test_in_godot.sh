#!/usr/bin/env bash
# The Godot parity test: the same cases played in Godot (tests/godot/transcript.gd, run in a
# copy of PROJECT_DIR) and through the C ABI (caper_transcript, tests/transcript) must give
# byte-identical transcripts. The cases: every game with its defaults, from seed 1 with an
# MCTS bot in seat 0 and greedy bots elsewhere (the npm package's parity test covers the
# random seats and the options).
#   test_in_godot.sh GODOT_SERVER PROJECT_DIR TRANSCRIPT_PROGRAM
set -euo pipefail
godot=$1 project=$2 transcript=$3
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$project" "$work/project"
mkdir -p "$work/project/tests"
cp "$source_dir/tests/godot/transcript.gd" "$work/project/tests/"
for game in $("$transcript" --names); do
  printf '%s\t-\t1\t100000\tmcts:20 greedy\n' "$game"
done >"$work/cases"
[ -s "$work/cases" ] || { echo "the C ABI lists no game"; exit 1; }
"$transcript" <"$work/cases" >"$work/c.txt"
CAPER_TRANSCRIPT_CASES=$work/cases CAPER_TRANSCRIPT_OUT=$work/godot.txt \
  "$godot" --path "$work/project" -s res://tests/transcript.gd >"$work/godot_log.txt" 2>&1 || {
  echo "Godot failed:"; tail -n 20 "$work/godot_log.txt"; exit 1; }
if ! diff -u "$work/c.txt" "$work/godot.txt" >"$work/diff.txt"; then
  echo "Godot and C played different games:"; head -n 40 "$work/diff.txt"; exit 1
fi
echo "Godot and C played the same $(wc -l <"$work/cases") games ($(wc -l <"$work/c.txt") lines)"
