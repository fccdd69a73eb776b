#!/usr/bin/env python3
"""Random playouts through the Python binding: the cost of the Python layer per step.

usage: CAPER_LIBRARY=build/release/capi/libcaper.so PYTHONPATH=capi/python \\
       python3 bench/python_bench.py [SECONDS_PER_GAME]

Prints, per game, the ns per step (legal actions + choice + apply, or a sampled chance
outcome + apply) and games/s, comparable with caper_bench's capi_step and step figures.
"""
import sys
import time

import caper


def measure(name, seconds):
    game = caper.Game(name)
    rng = caper.Rng(1)
    state = game.initial_state()
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            if state.is_terminal:
                games += 1
                state = game.initial_state()
            if state.is_chance_node:
                action = state.sample_chance(rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.below(len(legal))]
            state = state.apply(action)
            steps += 1
    spent = time.perf_counter() - start
    return spent * 1e9 / steps, games / spent


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"{'game':<14} {'ns/step':>12} {'games/s':>10}")
    for name in caper.game_names():
        ns, gps = measure(name, seconds)
        print(f"{name:<14} {ns:>12.0f} {gps:>10.1f}")


if __name__ == "__main__":
    main()
