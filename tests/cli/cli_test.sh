#!/usr/bin/env bash
# Smoke tests of the caper program: watch + save + exact replay for every game, a human
# seat driven through stdin, simulate, arena, and clear errors for bad use.
set -euo pipefail
CAPER=$1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
fail() { echo "cli_test: $*" >&2; exit 1; }

for game in card_caper mansky_caper trap_the_cap captain_cool; do
  "$CAPER" watch "$game" --players 2 --seed 5 --seats greedy,random --save "$WORK/$game.json" --quiet >/dev/null
  out=$("$CAPER" replay "$WORK/$game.json" --quiet)
  grep -q "replay: identical to the record" <<<"$out" || fail "$game replay differs: $out"
done

# A tampered record is caught: change the first recorded action.
python3 - "$WORK/trap_the_cap.json" <<'PY'
import json, sys
record = json.load(open(sys.argv[1]))
record["actions"][0] = (record["actions"][0] + 1) % 6
json.dump(record, open(sys.argv[1], "w"))
PY
if "$CAPER" replay "$WORK/trap_the_cap.json" --quiet >/dev/null 2>&1; then fail "tampered record replayed as identical"; fi

# A human seat: always answer "1" (the first legal move); the game must end with a result.
out=$(yes 1 | "$CAPER" play trap_the_cap --players 2 --seats human,random --seed 2 2>&1 || true)
grep -q "^result:" <<<"$out" || fail "play did not finish: $(tail -n 3 <<<"$out")"
grep -q "p0 >" <<<"$out" || fail "play showed no prompt to the human seat"

out=$("$CAPER" simulate captain_cool --games 20 --threads 2 --seed 3 2>/dev/null)
grep -q "20 games on 2 threads" <<<"$out" || fail "simulate: $out"
out=$("$CAPER" arena card_caper --players 2 --seats random,random --games 4 2>/dev/null)
grep -q "4 games, seats rotated" <<<"$out" || fail "arena: $out"

# Bad use is refused with a message, never a crash.
for args in "watch chess" "watch trap_the_cap --players 9" "watch trap_the_cap --seats mcts" \
            "replay $WORK/missing.json" "frobnicate"; do
  set +e
  msg=$("$CAPER" $args 2>&1 >/dev/null)
  code=$?
  set -e
  [ "$code" -eq 1 ] || [ "$code" -eq 2 ] || fail "'caper $args' exited with $code"
  [ -n "$msg" ] || fail "'caper $args' gave no message"
done
echo "cli_test: all passed"
