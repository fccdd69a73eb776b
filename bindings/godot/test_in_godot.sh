#!/usr/bin/env bash
# Plays every game in Godot (play_all.gd) and through the C ABI (transcript.c) with the
# same seeds and bots, and checks that the two transcripts are identical.
#   test_in_godot.sh GODOT_SERVER PROJECT_DIR TRANSCRIPT_PROGRAM
set -euo pipefail
godot=$1 project=$2 transcript=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$transcript" >"$work/c.txt"
"$godot" --path "$project" -s res://play_all.gd >"$work/godot_raw.txt"
# Godot prints its own banner first; the game lines start with "game", a step or "result".
grep -E '^(game |[0-9]+ |result)' "$work/godot_raw.txt" >"$work/godot.txt" || true
games=$(grep -c '^game ' "$work/c.txt")
[ "$games" -gt 0 ] || { echo "the C transcript has no game"; exit 1; }
if ! diff -u "$work/c.txt" "$work/godot.txt" >"$work/diff.txt"; then
  echo "Godot and C played different games:"; head -n 40 "$work/diff.txt"; exit 1
fi
echo "Godot and C played the same $games games ($(wc -l <"$work/c.txt") lines)"
