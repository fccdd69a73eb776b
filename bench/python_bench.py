#!/usr/bin/env python3
"""Random playouts through the Python binding: the cost of a Python step, and its ratio
to the same step through the C ABI measured in the same run.

usage: CAPER_LIBRARY=build/release/capi/libcaper.so PYTHONPATH=bindings/python \\
       python3 bench/python_bench.py [SECONDS_PER_GAME] [--caper-bench PATH]

A step is what a random playout does: at a chance node a sampled outcome, else the
legal actions and a uniform choice (Rng.below), then apply. The C ABI figure is
caper_bench's GAME/capi_step (the same step in C through caper.h), run before and after
the Python loop of each game so that both see the same machine load; its path defaults
to bench/caper_bench in the build folder of CAPER_LIBRARY. Prints per game the CPU ns
per Python step, the ns per C ABI step, their ratio, and games/s.
"""
import json
import os
import subprocess
import sys
import time

import caper


def measure(name, seconds):
    game = caper.Game(name)
    rng = caper.Rng(1)
    state = game.initial_state()
    steps = games = 0
    # CPU time of this process, as caper_bench's cpu_time: on a shared machine the time
    # spent waiting for a core would otherwise count against the Python side only.
    start = time.process_time()
    while time.process_time() - start < seconds:
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
    spent = time.process_time() - start
    return spent * 1e9 / steps, games / spent


def capi_step_ns(bench, name, seconds):
    """caper_bench's NAME/capi_step in ns (cpu time), or None without the program."""
    if bench is None:
        return None
    result = subprocess.run(
        [bench, "--benchmark_filter=^%s/capi_step$" % name, "--benchmark_format=json",
         "--benchmark_min_time=%g" % max(seconds / 2, 0.1)],
        capture_output=True, text=True, check=True,
    )
    runs = json.loads(result.stdout)["benchmarks"]
    return runs[0]["cpu_time"] if runs else None


def default_bench():
    library = os.environ.get("CAPER_LIBRARY") or caper.load()
    build = os.path.dirname(os.path.dirname(os.path.abspath(library)))
    path = os.path.join(build, "bench", "caper_bench")
    return path if os.path.exists(path) else None


def main(argv):
    args = list(argv[1:])
    bench = None
    if "--caper-bench" in args:
        i = args.index("--caper-bench")
        bench = args[i + 1]
        del args[i:i + 2]
    else:
        bench = default_bench()
    seconds = float(args[0]) if args else 2.0
    print(f"{'game':<14} {'py ns/step':>11} {'C ns/step':>10} {'ratio':>7} {'games/s':>9}")
    for name in caper.game_names():
        before = capi_step_ns(bench, name, seconds)
        ns, gps = measure(name, seconds)
        after = capi_step_ns(bench, name, seconds)
        if before is None or after is None:
            print(f"{name:<14} {ns:>11.0f} {'-':>10} {'-':>7} {gps:>9.1f}")
            continue
        c_ns = (before + after) / 2
        print(f"{name:<14} {ns:>11.0f} {c_ns:>10.0f} {ns / c_ns:>7.1f} {gps:>9.1f}")
    if bench is None:
        print("(no caper_bench found: build the bench target, or pass --caper-bench PATH)")


if __name__ == "__main__":
    main(sys.argv)
