#!/usr/bin/env python3
"""Runs example programs on every registered game and checks what they print.

    run_example.py CMD [--and CMD ...]      (a CMD is a program and its first arguments)

Each CMD is run as `CMD GAME SEED` for every game of caper.game_names() (the games of
the library the package loads) and seeds 1 and 7; its output must be a well-formed game record
(a header, one line per move, the move count and the returns, which sum to 0 or 1), the
same on a second run, and, when several CMDs are given, the same for every CMD: the C,
Python and C# examples play the same game for the same seed. Each CMD must also reject an
unknown game and a bad seed with exit status 2 and a message."""

import re
import subprocess
import sys

import caper
from helpers import split_commands


def run(cmd, *args):
    result = subprocess.run(cmd + list(args), capture_output=True, text=True, timeout=600)
    return result.returncode, result.stdout, result.stderr


def check_record(name, seed, players, out):
    lines = out.splitlines()
    assert lines, "no output"
    assert lines[0] == "game %s, seed %d, %d players" % (name, seed, players), lines[0]
    assert lines[-2] == "moves: %d" % (len(lines) - 3), (lines[-2], len(lines))
    m = re.fullmatch(r"returns:((?: -?\d+\.\d{4})+)", lines[-1])
    assert m, lines[-1]
    values = [float(v) for v in m.group(1).split()]
    assert len(values) == players, values
    assert abs(sum(values) - 1) < 1e-3 or abs(sum(values)) < 1e-3, values
    for line in lines[1:-2]:
        assert re.fullmatch(r"(chance|player \d+): .+", line), line


def main(argv):
    cmds = split_commands(argv[1:])
    if not cmds[0]:
        print(__doc__)
        return 2
    failures = 0
    names = caper.game_names()
    print("games: %s" % (" ".join(names) or "(none registered yet)"))
    for cmd in cmds:
        rc, out, err = run(cmd, "no_such_game", "1")
        if rc != 2 or "no_such_game" not in err:
            print("FAIL %s: an unknown game gave %d, %r" % (cmd, rc, err))
            failures += 1
        rc, out, err = run(cmd, names[0] if names else "x", "not-a-seed")
        if rc != 2 or "seed" not in err:
            print("FAIL %s: a bad seed gave %d, %r" % (cmd, rc, err))
            failures += 1
        rc, out, err = run(cmd, "--help")
        if rc != 0 or not all(n in out for n in names):
            print("FAIL %s --help gave %d, %r" % (cmd, rc, out + err))
            failures += 1
    for name in names:
        with caper.Game(name) as game:
            players = game.num_players
        for seed in (1, 7):
            outputs = []
            for cmd in cmds:
                rc, out, err = run(cmd, name, str(seed))
                try:
                    assert rc == 0, "exit status %d: %s" % (rc, err)
                    check_record(name, seed, players, out)
                    rc2, out2, _ = run(cmd, name, str(seed))
                    assert (rc2, out2) == (rc, out), "a second run printed another game"
                except AssertionError as e:
                    print("FAIL %s %s %d: %s" % (cmd, name, seed, e))
                    failures += 1
                    continue
                outputs.append((cmd, out))
                print("ok   %s %s %d: %d lines" % (" ".join(cmd), name, seed, len(out.splitlines())))
            for cmd, out in outputs[1:]:
                if out != outputs[0][1]:
                    print("FAIL %s and %s print different games for %s %d"
                          % (outputs[0][0], cmd, name, seed))
                    failures += 1
    print("%d failure(s)" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
