"""VectorEnv against the C ABI, in one run (issue 16): for every game, the cost of a
batched random step (numpy picks a legal action for each of 1,024 games, then one
VectorEnv.step) per action applied, over the C ABI random-playout step measured by
caper_bench in the same run; and the C ABI observation write.

    CAPER_LIBRARY=build/release/capi/libcaper.so PYTHONPATH=capi/python \\
      /usr/bin/python3 bench/vector_bench.py build/release/bench/caper_bench

Times are CPU times of this process (both sides), so that a busy machine disturbs the
ratio less than wall-clock time would. Per action applied means: VectorEnv time / actions the batch applied (total_steps: player
actions and the chance outcomes drawn inside), the same unit as caper_bench's capi_step.
"""

import json
import subprocess
import sys
import time

import numpy as np

import caper

BATCH = 1024
STEPS = 300


def native_figures(bench, game):
    """ns per C ABI step and per C ABI observation write, from caper_bench (medians)."""
    out = subprocess.run(
        [bench, f"--benchmark_filter=^{game}/capi_(step|observation)$",
         "--benchmark_repetitions=5", "--benchmark_report_aggregates_only=true",
         "--benchmark_min_time=0.2", "--benchmark_format=json"],
        check=True, capture_output=True, text=True).stdout
    figures = {}
    for row in json.loads(out)["benchmarks"]:
        if row.get("aggregate_name") == "median":
            figures[row["run_name"].split("/")[-1]] = row["cpu_time"]
    return figures


def vector_figures(game):
    """ns per action applied and per decision for numpy-picked random steps of a batch."""
    env = caper.VectorEnv(game, BATCH, seed=1)
    picker = np.random.default_rng(0)
    for _ in range(20):  # warm up (first games, caches)
        env.step(env.sample_legal(picker))
    steps_before = env.total_steps
    start = time.process_time()
    for _ in range(STEPS):
        env.step(env.sample_legal(picker))
    elapsed = time.process_time() - start
    applied = env.total_steps - steps_before
    return elapsed * 1e9 / applied, elapsed * 1e9 / (STEPS * BATCH)


def main():
    bench = sys.argv[1]
    print(f"{'game':<14} {'C ABI step':>11} {'vec/applied':>12} {'ratio':>6} "
          f"{'vec/decision':>13} {'observation':>12}")
    for game in caper.game_names():
        native = native_figures(bench, game)
        per_applied, per_decision = vector_figures(game)
        step = native["capi_step"]
        print(f"{game:<14} {step:>9.1f}ns {per_applied:>10.1f}ns {per_applied / step:>6.2f} "
              f"{per_decision:>11.1f}ns {native.get('capi_observation', float('nan')):>10.1f}ns")


if __name__ == "__main__":
    main()
