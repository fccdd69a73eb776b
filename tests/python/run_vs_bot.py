#!/usr/bin/env python3
"""Drives the "you against the bot" examples with scripted input (ctest examples.vs_bot).

    run_vs_bot.py CMD [--and CMD ...]      (a CMD is a program and its first arguments)

Each CMD is run as `CMD GAME SEED greedy '{"players": 2}'` on every game of
caper.game_names(), with the answers "hello" and "99" (refused, with a message) and then
"1" to every question: the game must end with the returns and a verdict, and every CMD
must print the same transcript (the C, Python and C# versions play the same game). Also:
the first move given by its text instead of its number changes nothing but the echo;
"quit" says bye; a bad bot spec, an unknown game and a bad seed exit with status 2 and a
message."""

import re
import subprocess
import sys

import caper
from helpers import split_commands

SCRIPT = "hello\n99\n" + "1\n" * 3000
OPTIONS = '{"players": 2}'


def run(cmd, args, text):
    result = subprocess.run(cmd + args, input=text, capture_output=True, text=True, timeout=600)
    return result.returncode, result.stdout, result.stderr


def check_game(name, out):
    lines = out.splitlines()
    assert lines[0] == "game %s, you are p0, bot greedy, seed 3" % name, lines[0]
    assert "not a move: 'hello' (answer 1.." in out, "junk is not refused"
    assert "not a move: '99' (answer 1.." in out, "an out-of-range number is not refused"
    assert re.fullmatch(r"game over; returns:( \d\.\d{4}){2}", lines[-2]), lines[-2]
    assert lines[-1] in ("you win", "you share the win", "the bot wins", "nobody wins"), lines[-1]
    assert re.search(r"^p0 \(you\): ", out, re.M) and re.search(r"^p1 \(bot\): ", out, re.M)


def main(argv):
    cmds = split_commands(argv[1:])
    failures = []
    names = caper.game_names()
    for name in names:
        outputs = []
        for cmd in cmds:
            rc, out, err = run(cmd, [name, "3", "greedy", OPTIONS], SCRIPT)
            try:
                assert rc == 0, "exit status %d: %s" % (rc, err)
                check_game(name, out)
            except AssertionError as e:
                failures.append("%s %s: %s" % (cmd, name, e))
                continue
            outputs.append(out)
            print("ok   %s %s: %d lines" % (" ".join(cmd), name, len(out.splitlines())))
        if len(set(outputs)) > 1:
            failures.append("%s: the examples print different games" % name)
    first = names[0]
    for cmd in cmds:
        rc, out, _ = run(cmd, [first, "3", "greedy", OPTIONS], SCRIPT)
        # The first move by its text: the same game, only the echo differs.
        listed = re.search(r"^  1\) (.+)$", out, re.M)
        if listed is None:
            failures.append("%s: no numbered move" % cmd)
            continue
        text = listed.group(1)
        by_text = SCRIPT.replace("1\n", text + "\n", 1)
        rc2, out2, err2 = run(cmd, [first, "3", "greedy", OPTIONS], by_text)
        if rc2 != 0 or out2.replace("your move> " + text + "\n", "your move> 1\n", 1) != out:
            failures.append("%s: answering %r gave another game (%s)" % (cmd, text, err2))
        rc, out, _ = run(cmd, [first, "3", "greedy", OPTIONS], "quit\n")
        if rc != 0 or not out.endswith("your move> quit\nbye\n"):
            failures.append("%s: quit gave %d %r" % (cmd, rc, out[-80:]))
        for args, needle in (([first, "3", "alphazero"], "known bots"),
                             (["no_such_game", "3"], "no_such_game"),
                             ([first, "x3"], "seed")):
            rc, out, err = run(cmd, args, "")
            if rc != 2 or needle not in err:
                failures.append("%s %s: expected status 2 and %r, got %d %r" % (cmd, args, needle, rc, err))
    for failure in failures:
        print("FAIL " + failure)
    print("%d failure(s)" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
