#!/usr/bin/env python3
"""The Python package's per-call costs as ratios to a C ABI step measured in the same run.

usage: PYTHON bench/python_bench.py [SECONDS_PER_CASE] --caper-bench BUILD/bench/caper_bench
       (PYTHON: an interpreter with the package installed, e.g. the venv of ctest's
       python.install: build/release/tests/python/venv/bin/python)

Per game, in CPU ns of this process (caper_bench reports CPU time too, so a shared
machine's waits count on neither side):
  step        a random playout step: at a chance node a sampled outcome, else
              legal_actions() and legal[rng.below(n)], then apply();
  mask        legal_mask() (a new numpy array);
  mask_out    legal_mask(out=buf);
  obs_out     observation(seat, out=buf);
  C step      caper_bench's GAME/capi_step (the same step in C through caper.h), run before
              and after the Python cases of each game, averaged;
and each Python figure divided by the C step (targets: step <= 8x; mask <= 2 us;
obs_out <= 1 us).
"""
import json
import subprocess
import sys
import time

import numpy as np

import caper


def states_of(game, count=64):
    """Every state of a seeded random playout, at most `count`, player turns only."""
    rng = caper.Rng(7)
    state = game.initial_state()
    states = []
    while len(states) < count:
        if state.is_terminal:
            state = game.initial_state()
        if state.is_chance_node:
            state = state.apply(state.sample_chance(rng))
            continue
        states.append(state)
        legal = state.legal_actions()
        state = state.apply(legal[rng.below(len(legal))])
    return states


def per_call_ns(body, seconds):
    """CPU ns a call of body(i), run in rounds of 256 for `seconds`."""
    calls = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for i in range(256):
            body(i)
        calls += 256
    return (time.process_time() - start) * 1e9 / calls


def step_ns(game, seconds):
    rng = caper.Rng(1)
    box = [game.initial_state()]

    def step(_):
        state = box[0]
        if state.is_terminal:
            state = game.initial_state()
        if state.is_chance_node:
            action = state.sample_chance(rng)
        else:
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
        box[0] = state.apply(action)

    return per_call_ns(step, seconds)


def measure(name, seconds):
    game = caper.Game(name)
    states = states_of(game)
    n = len(states)
    mask = np.zeros(game.num_distinct_actions, dtype=np.uint8)
    obs = np.zeros(game.observation_size, dtype=np.float32)
    return {
        "step": step_ns(game, seconds),
        "mask": per_call_ns(lambda i: states[i % n].legal_mask(), seconds),
        "mask_out": per_call_ns(lambda i: states[i % n].legal_mask(out=mask), seconds),
        "obs_out": per_call_ns(
            lambda i: states[i % n].observation(states[i % n].current_player, out=obs),
            seconds),
    }


def capi_step_ns(bench, name, seconds):
    """caper_bench's NAME/capi_step in CPU ns."""
    result = subprocess.run(
        [bench, "--benchmark_filter=^%s/capi_step$" % name, "--benchmark_format=json",
         "--benchmark_min_time=%g" % max(seconds / 2, 0.1)],
        capture_output=True, text=True, check=True,
    )
    runs = json.loads(result.stdout)["benchmarks"]
    if not runs:
        raise SystemExit("caper_bench has no %s/capi_step" % name)
    return runs[0]["cpu_time"]


def main(argv):
    args = list(argv[1:])
    if "--caper-bench" not in args:
        raise SystemExit(__doc__)
    i = args.index("--caper-bench")
    bench = args[i + 1]
    del args[i:i + 2]
    seconds = float(args[0]) if args else 1.0
    print(f"{'game':<14} {'C step':>7} {'step':>7} {'ratio':>6} {'mask':>7} {'ratio':>6} "
          f"{'mask_out':>8} {'obs_out':>8} {'ratio':>6}   (CPU ns a call)")
    for name in caper.game_names():
        before = capi_step_ns(bench, name, seconds)
        got = measure(name, seconds)
        c_ns = (before + capi_step_ns(bench, name, seconds)) / 2
        print(f"{name:<14} {c_ns:>7.0f} {got['step']:>7.0f} {got['step'] / c_ns:>6.1f} "
              f"{got['mask']:>7.0f} {got['mask'] / c_ns:>6.1f} {got['mask_out']:>8.0f} "
              f"{got['obs_out']:>8.0f} {got['obs_out'] / c_ns:>6.1f}")


if __name__ == "__main__":
    main(sys.argv)
