"""caper against OpenSpiel (pyspiel) in one run: the Python-level random playout step.

    python bench/peers.py            # with caper and open_spiel installed (tests/learning's venv)

For each caper game and its closest OpenSpiel game (Trap the Cap: backgammon, a race game
with dice; Card Caper and Captain Cool: hearts and oh_hell, trick-taking card games with a
dealt deck; The Mansky Caper: pig, a dice game), the same loop runs in this process on
both: at a chance node the caller reads the outcomes and their probabilities
(``chance_outcomes()``) and draws one itself, else it draws a uniform legal action
(``legal_actions()``); then it applies it (caper: ``state = state.apply(a)``, a new
immutable state; pyspiel: ``state.apply_action(a)`` in place); at the end a new game
starts. Both sides use the same draws (Python's random.Random, same seed), so the cost
is the libraries' own. Each figure is CPU time (process_time) per action applied,
chance included, the median of ROUNDS alternated rounds of STEPS actions; the ratio is
caper / OpenSpiel (below 1: caper is faster).
"""

import argparse
import random
import statistics
import time

import pyspiel

import caper

PEERS = [
    ("trap_the_cap", {"players": 2}, "backgammon", {}),
    ("card_caper", {"players": 4}, "hearts", {}),
    ("card_caper", {"players": 4}, "oh_hell", {"players": 4}),
    ("captain_cool", {"players": 4}, "hearts", {}),
    ("captain_cool", {"players": 4}, "oh_hell", {"players": 4}),
    ("mansky_caper", {"players": 2}, "pig", {"players": 2}),
]
STEPS = 20_000
ROUNDS = 5


def pick_chance(outcomes, draw):
    """An outcome drawn by the caller with its probability (a walk over the list)."""
    target = draw.random()
    total = 0.0
    for action, probability in outcomes:
        total += probability
        if target < total:
            return action
    return outcomes[-1][0]


def caper_steps(game, steps, seed):
    """CPU seconds for ``steps`` random playout actions of a caper game."""
    draw = random.Random(seed)
    state = game.initial_state()
    start = time.process_time()
    for _ in range(steps):
        if state.is_terminal:
            state = game.initial_state()
        if state.is_chance_node:
            action = pick_chance(state.chance_outcomes(), draw)
        else:
            legal = state.legal_actions()
            action = legal[int(draw.random() * len(legal))]
        state = state.apply(action)
    return time.process_time() - start


def spiel_steps(game, steps, seed):
    """CPU seconds for ``steps`` random playout actions of a pyspiel game."""
    draw = random.Random(seed)
    state = game.new_initial_state()
    start = time.process_time()
    for _ in range(steps):
        if state.is_terminal():
            state = game.new_initial_state()
        if state.is_chance_node():
            action = pick_chance(state.chance_outcomes(), draw)
        else:
            legal = state.legal_actions()
            action = legal[int(draw.random() * len(legal))]
        state.apply_action(action)
    return time.process_time() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=STEPS)
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    args = parser.parse_args()
    print(f"random playout step, CPU ns per action applied (median of {args.rounds} rounds "
          f"of {args.steps} actions); caper {caper.version()}, open_spiel {pyspiel.__version__}")
    print(f"{'caper game':<28} {'ns':>7}  {'OpenSpiel game':<24} {'ns':>7}  caper/OpenSpiel")
    for name, options, peer, peer_params in PEERS:
        game = caper.Game(name, options)
        spiel = pyspiel.load_game(peer, peer_params)
        ours, theirs = [], []
        for round_ in range(args.rounds):
            ours.append(caper_steps(game, args.steps, round_) / args.steps * 1e9)
            theirs.append(spiel_steps(spiel, args.steps, round_) / args.steps * 1e9)
        a, b = statistics.median(ours), statistics.median(theirs)
        left = f"{name} {options['players']}p"
        right = f"{peer} {spiel.num_players()}p"
        print(f"{left:<28} {a:7.0f}  {right:<24} {b:7.0f}  {a / b:.2f}")


if __name__ == "__main__":
    main()
