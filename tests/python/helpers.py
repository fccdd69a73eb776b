"""Shared helpers of the Python binding tests."""

import math

import caper

# Generous: a random playout of any of the four games ends long before this.
MAX_STEPS = 20000


def split_commands(args):
    """The commands of a script's arguments `CMD [--and CMD ...]`, each a list (a program
    and its first arguments): ["a", "1", "--and", "b"] is [["a", "1"], ["b"]]."""
    cmds = [[]]
    for arg in args:
        if arg == "--and":
            cmds.append([])
        else:
            cmds[-1].append(arg)
    return cmds


def random_action(state, rng):
    """The examples' policy: sample chance, else a uniformly drawn legal action."""
    if state.is_chance_node:
        return state.sample_chance(rng)
    legal = state.legal_actions()
    return legal[rng.below(len(legal))]


def play(game, seed, visit=None):
    """Plays a seeded random game to its end; returns (actions, final state).

    visit(state) is called on every state before its action is chosen."""
    actions = []
    with caper.Rng(seed) as rng:
        state = game.initial_state()
        for _ in range(MAX_STEPS):
            if visit is not None:
                visit(state)
            if state.is_terminal:
                return actions, state
            action = random_action(state, rng)
            actions.append(action)
            state = state.apply(action)
    raise AssertionError("%s did not end within %d steps" % (game.name, MAX_STEPS))


def close_to(a, b, tol=1e-9):
    return math.isclose(a, b, rel_tol=tol, abs_tol=tol)
