#!/usr/bin/env bash
# Tests of the caper program's commands, flags and errors (examples/caper), for every game
# `caper list --names` gives: watch + save + exact replay, a human seat driven through a
# pipe, simulate, arena, bench, list, --help/--version, and bad use refused by name.
# usage: cli_test.sh path/to/caper PROJECT_VERSION
set -euo pipefail
CAPER=$1
VERSION=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
fail() { echo "cli_test: $*" >&2; exit 1; }
ESC=$(printf '\033')

# expect CODE TEXT ARGS...: caper ARGS exits with CODE and says TEXT (stdout or stderr).
expect() {
  local code=$1 text=$2
  shift 2
  set +e
  out=$("$CAPER" "$@" 2>&1)
  got=$?
  set -e
  [ "$got" -eq "$code" ] || fail "'caper $*' exited with $got, not $code: $out"
  grep -qF -- "$text" <<<"$out" || fail "'caper $*' did not say '$text': $out"
}

mapfile -t GAMES < <("$CAPER" list --names)
[ ${#GAMES[@]} -ge 1 ] || fail "list --names gave no game"

# --help, --version, COMMAND --help.
expect 0 "Usage: caper" --help
expect 0 "caper $VERSION" --version
for command in play watch replay simulate arena bench list demo; do
  expect 0 "Usage: caper $command" "$command" --help
done
expect 0 "--confirm-forced" play --help
expect 2 "Usage: caper" # no command: the usage, and a usage error

# Unknown commands, flags and arguments are refused by name, with exit 2.
expect 2 "unknown command 'frobnicate'" frobnicate
expect 2 "unknown flag '--sead'" watch "${GAMES[0]}" --sead 3
expect 2 "unknown flag '--frob'" --frob
expect 2 "unexpected argument 'extra'" watch "${GAMES[0]}" extra
expect 2 "unknown game 'chess'" watch chess
expect 2 "game is required" watch
expect 2 "--seed: needs a whole number" watch "${GAMES[0]}" --seed -1
expect 2 "--seed: needs a whole number" watch "${GAMES[0]}" --seed 12abc
expect 2 "--seed: needs a whole number" watch "${GAMES[0]}" --seed 1.5
expect 2 "--games" simulate "${GAMES[0]}" --games 0
expect 2 "--games: needs a whole number of at least 1, got '-5'" simulate "${GAMES[0]}" --games -5
expect 2 "--version takes no argument, got 'extra'" --version extra
expect 0 "ms=MILLISECONDS" play --help # every bot the unknown-bot message lists
expect 0 "the levels easy, medium, hard (each game's own search: caper list)" play --help
expect 0 "bot levels: easy (mcts:" list # each game's levels, with the search each stands for
expect 0 "advice (the greedy bot taking the game's advice first" play --help
# Every help fits 80 columns (the closing text is folded as the flags are).
for command in "" play watch replay simulate arena bench list demo; do
  # shellcheck disable=SC2086
  wide=$("$CAPER" $command --help | awk 'length > 80')
  [ -z "$wide" ] || fail "caper $command --help is wider than 80 columns: $wide"
done
expect 2 "a GAME or --resume FILE is required" play
expect 2 "'--seed' cannot be given with it" play --resume x.json --seed 3
expect 2 "--seconds: needs a positive number" bench "${GAMES[0]}" --seconds 0
expect 2 "--seconds: needs a positive number" bench "${GAMES[0]}" --seconds abc
expect 2 "--seed: needs a value (N)" watch "${GAMES[0]}" --seed # a flag without its value
# Errors of the game or its files: exit 1 and one line.
# The game's complaint about an option names the flag it came from.
expect 1 "--players: must be between" watch "${GAMES[0]}" --players 99
expect 1 "--option nokey: unknown key" watch "${GAMES[0]}" --option nokey=1
expect 1 "--option max_turns: must be between" watch "${GAMES[0]}" --option max_turns=0
# An unwritable --save is refused before the game, not at its end.
expect 1 "--save: cannot write '$WORK/no/such/dir.json'" watch "${GAMES[0]}" --save "$WORK/no/such/dir.json"
expect 1 "--seats names 1 seat;" watch "${GAMES[0]}" --seats mcts
expect 1 "nobot" watch "${GAMES[0]}" --players 2 --seats nobot,random
expect 1 "--option needs key=value" watch "${GAMES[0]}" --option nokey
expect 1 "cannot read" replay "$WORK/missing.json"
expect 1 "watch plays bots only" watch "${GAMES[0]}" --players 2 --seats human,random

# Numbers as people write them: 1_000, 1,000 and 1e3 are all 1000.
plain=$("$CAPER" watch "${GAMES[0]}" --seed 1000 --quiet)
for form in 1_000 1,000 1e3 01000; do
  [ "$("$CAPER" watch "${GAMES[0]}" --seed "$form" --quiet)" = "$plain" ] ||
    fail "--seed $form is not --seed 1000"
done

# watch deals a new game each time: a random seed, printed and recorded; --seed N with the
# printed seed plays that game again.
first=$("$CAPER" watch "${GAMES[0]}" --quiet --save "$WORK/random.json")
second=$("$CAPER" watch "${GAMES[0]}" --quiet)
seed=$(sed -n 's/^.*, seed \([0-9]*\) (--seed .*$/\1/p' <<<"$first")
[ -n "$seed" ] || fail "watch printed no seed: $first"
[ "$seed" != "$(sed -n 's/^.*, seed \([0-9]*\) (--seed .*$/\1/p' <<<"$second")" ] ||
  fail "two watch runs got the same seed: $first"
recorded=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["seed"])' "$WORK/random.json")
[ "$recorded" = "$seed" ] || fail "the record's seed $recorded is not the printed $seed"
[ "$("$CAPER" watch "${GAMES[0]}" --quiet --seed "$seed")" = "$first" ] ||
  fail "--seed $seed does not play the watched game again"

# list: readable, --json and --names agree.
out=$("$CAPER" list)
for game in "${GAMES[@]}"; do
  grep -q "^$game\$" <<<"$out" || fail "list does not show $game"
done
grep -q "^  players: [0-9]" <<<"$out" || fail "list shows no player counts: $out"
grep -q "default" <<<"$out" || fail "list shows no option defaults: $out"
names=$("$CAPER" list --json | python3 -c 'import json,sys; print("\n".join(g["name"] for g in json.load(sys.stdin)))')
[ "$names" = "$(printf '%s\n' "${GAMES[@]}")" ] || fail "list --json names differ: $names"

# Every game: a bot game saved and replayed exactly.
for game in "${GAMES[@]}"; do
  "$CAPER" watch "$game" --players 2 --seed 5 --seats greedy,random --save "$WORK/$game.json" --quiet >/dev/null
  out=$("$CAPER" replay "$WORK/$game.json" --quiet)
  grep -q "replay: identical to the record" <<<"$out" || fail "$game replay differs: $out"
done

# replay says that it shows every secret; --seat N shows the game as that seat saw it.
out=$("$CAPER" replay "$WORK/${GAMES[0]}.json")
grep -q "every hidden card shown" <<<"$out" || fail "replay does not say it shows all: $out"
out=$("$CAPER" replay "$WORK/${GAMES[0]}.json" --seat 1)
grep -q "as p1 saw it" <<<"$out" || fail "replay --seat 1: $out"
grep -q "replay: identical to the record" <<<"$out" || fail "replay --seat 1 differs: $out"
expect 1 "--seat 7: the game has seats 0 to 1" replay "$WORK/${GAMES[0]}.json" --seat 7

# A tampered record is caught: change the first recorded action.
python3 - "$WORK/${GAMES[0]}.json" <<'PY'
import json, sys
record = json.load(open(sys.argv[1]))
record["actions"][0] += 1
json.dump(record, open(sys.argv[1], "w"))
PY
if "$CAPER" replay "$WORK/${GAMES[0]}.json" --quiet >/dev/null 2>&1; then fail "tampered record replayed as identical"; fi

# A human seat through a pipe (not a terminal): plain output, no screen codes, a result.
for game in "${GAMES[@]}"; do
  out=$(yes 1 | "$CAPER" play "$game" --players 2 --seats human,random --seed 2 2>&1 || true)
  grep -q "^result:" <<<"$out" || fail "$game: play did not finish: $(tail -n 3 <<<"$out")"
  grep -q "p0 > " <<<"$out" || fail "$game: play showed no prompt to the human seat"
  if grep -q "$ESC" <<<"$out"; then fail "$game: terminal codes in plain output"; fi
done
# End of input ends the game cleanly; so does quit.
out=$("$CAPER" play "${GAMES[0]}" --players 2 --seats human,random </dev/null 2>&1) ||
  fail "end of input: exit $?: $out"
grep -q "input ended" <<<"$out" || fail "end of input: $out"
out=$(echo quit | "$CAPER" play "${GAMES[0]}" --players 2 --seats human,random 2>&1) ||
  fail "quit: exit $?"
grep -q "game abandoned" <<<"$out" || fail "quit: $out"
# No human seat: play plays the bots out, like watch.
out=$("$CAPER" play "${GAMES[0]}" --players 2 --seats random,random --seed 3)
grep -q "^result:" <<<"$out" || fail "play without humans: $out"

# Long runs: the figures on stdout, and nothing on stderr when it is not a terminal.
"$CAPER" simulate "${GAMES[-1]}" --games 20 --threads 2 --seed 3 >"$WORK/out" 2>"$WORK/err"
grep -q "20 games on 2 threads" "$WORK/out" || fail "simulate: $(cat "$WORK/out")"
[ ! -s "$WORK/err" ] || fail "simulate wrote to a non-terminal stderr: $(cat "$WORK/err")"
"$CAPER" arena "${GAMES[0]}" --players 2 --seats random,random --games 4 >"$WORK/out" 2>"$WORK/err"
grep -q "4 games, seats rotated" "$WORK/out" || fail "arena: $(cat "$WORK/out")"
[ ! -s "$WORK/err" ] || fail "arena wrote to a non-terminal stderr: $(cat "$WORK/err")"
"$CAPER" bench "${GAMES[0]}" --seconds 0.2 >"$WORK/out" 2>"$WORK/err"
grep -q "^${GAMES[0]} " "$WORK/out" || fail "bench: $(cat "$WORK/out")"
[ ! -s "$WORK/err" ] || fail "bench wrote to a non-terminal stderr: $(cat "$WORK/err")"
echo "cli_test: all passed"
