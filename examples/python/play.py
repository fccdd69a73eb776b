#!/usr/bin/env python3
"""Plays one seeded game with random moves through the caper Python binding and prints it.

    python3 examples/python/play.py [GAME [SEED [OPTIONS_JSON]]]     (after pip install .)

GAME defaults to the first game of the catalogue, SEED to 1. Chance nodes are sampled with
State.sample_chance; a player picks legal[rng.next_u64() % n]. The C and C# examples do
exactly the same, so the three print the same game for the same seed.
"""

import signal
import sys

import caper  # pip install . (from the repository root)


def main(argv):
    if len(argv) > 1 and argv[1] in ("-h", "--help"):
        print("usage: %s [GAME [SEED [OPTIONS_JSON]]]\ngames: %s"
              % (argv[0], " ".join(caper.game_names())))
        return 0
    names = caper.game_names()
    if len(argv) > 1:
        name = argv[1]
    elif names:
        name = names[0]
    else:
        print("play.py: this library has no game", file=sys.stderr)
        return 1
    try:
        seed = int(argv[2]) if len(argv) > 2 else 1
    except ValueError:
        print("play.py: the seed must be a number, not %r" % argv[2], file=sys.stderr)
        return 2
    options = argv[3] if len(argv) > 3 else None

    try:
        game = caper.Game(name, options)
    except (caper.UnknownGameError, caper.BadOptionsError, caper.ParseError) as e:
        print("play.py: %s" % e.message, file=sys.stderr)
        return 2
    with game, caper.Rng(seed) as rng:
        print("game %s, seed %d, %d players" % (name, seed, game.num_players))
        state = game.initial_state()
        moves = 0
        while not state.is_terminal:
            if state.is_chance_node:
                action = state.sample_chance(rng)
                print("chance: %s" % state.action_to_string(action))
            else:
                legal = state.legal_actions()
                action = legal[rng.next_u64() % len(legal)]
                print("player %d: %s" % (state.current_player, state.action_to_string(action)))
            state = state.apply(action)
            moves += 1
        print("moves: %d" % moves)
        print("returns:" + "".join(" %.4f" % r for r in state.returns()))
    return 0


if __name__ == "__main__":
    if hasattr(signal, "SIGPIPE"):  # `play.py ... | head` ends quietly
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    sys.exit(main(sys.argv))
