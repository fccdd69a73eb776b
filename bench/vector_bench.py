"""VectorEnv against the C ABI, in one run (ratios, not timings): for every game, the cost of a
batched random step (numpy picks a legal action for each of 1,024 games, then one
VectorEnv.step) per action applied, over the C ABI random-playout step measured by
caper_bench in the same run; and the C ABI observation write.

    build/release/tests/python/venv/bin/python bench/vector_bench.py build/release/bench/caper_bench
    (any python with the package installed: `pip install .`)

Times are CPU times of their own process (both sides), so that a busy machine disturbs
the ratio less than wall-clock time would; and the two sides are measured alternately,
ROUNDS times per game, each figure reported as the median of its rounds. Per action
applied means: VectorEnv time / actions the batch applied (total_steps: player actions
and the chance outcomes drawn inside), the same unit as caper_bench's capi_step.
"native" is caper_bench's <game>/vec_step: the same batched step with the random picks
made in C++, so the difference to the Python figure is numpy's pick and the module's call.
"gym views" / "gym copy" are the same step through caper.gymnasium.VectorEnv (rewards,
terminations, truncations, infos) with copy=False (views of the batch's buffers) and
copy=True (the default: observations and masks copied), over the C ABI step; "step only" is
the ratio of the copy=False step without numpy's pick (timed apart); "AEC step" is one
caper.pettingzoo step (last() with its observation and mask, then step()), in
microseconds. Needs gymnasium and pettingzoo (bindings/python/requirements-test.txt).
"""

import json
import statistics
import subprocess
import sys
import time

import numpy as np

import caper
import caper.gymnasium
import caper.pettingzoo

BATCH = 1024
STEPS = 300
ROUNDS = 3
AEC_STEPS = 5000


def native_figures(bench, game):
    """ns per C ABI step, per C ABI observation write and per action applied by the
    native batched step, from caper_bench (medians of its repetitions)."""
    out = subprocess.run(
        [bench, f"--benchmark_filter=^{game}/(capi_step|capi_observation|vec_step)$",
         "--benchmark_repetitions=3", "--benchmark_report_aggregates_only=true",
         "--benchmark_min_time=0.2", "--benchmark_format=json"],
        check=True, capture_output=True, text=True).stdout
    figures = {}
    for row in json.loads(out)["benchmarks"]:
        if row.get("aggregate_name") == "median":
            name = row["run_name"].split("/")[-1]
            if name == "vec_step":
                figures[name] = row["per_applied"] * 1e9  # seconds per action applied
            else:
                figures[name] = row["cpu_time"]
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


def gymnasium_vector_figure(game, copy):
    """ns per action applied for the same steps through caper.gymnasium.VectorEnv (rewards,
    terminations, truncations and infos made; observations and masks copied or not): the
    pick and the step, and the step alone (the pick timed apart, as a policy's would be)."""
    env = caper.gymnasium.VectorEnv(game, BATCH, seed=1, copy=copy)
    env.reset(seed=1)
    picker = np.random.default_rng(0)
    for _ in range(20):
        env.step(env.sample_legal(picker))
    steps_before = env._batch.total_steps
    picking = stepping = 0.0
    for _ in range(STEPS):
        start = time.process_time()
        actions = env.sample_legal(picker)
        picked = time.process_time()
        env.step(actions)
        stepping += time.process_time() - picked
        picking += picked - start
    applied = env._batch.total_steps - steps_before
    return (picking + stepping) * 1e9 / applied, stepping * 1e9 / applied


def aec_step_figure(game, steps=AEC_STEPS):
    """microseconds per AEC step of caper.pettingzoo: env.last() (the observation with its
    mask) and env.step(action) for the agent to move, done agents' step(None) included;
    the random legal pick is made outside the timed calls."""
    env = caper.pettingzoo.env(game)
    env.reset(seed=1)
    draw = np.random.default_rng(0)
    timed = 0.0
    for _ in range(steps):
        if not env.agents:
            env.reset()
        legal = env.caper_state.legal_actions()
        pick = legal[int(draw.random() * len(legal))] if legal else None
        start = time.process_time()
        _, _, termination, truncation, _ = env.last()
        env.step(None if termination or truncation else pick)
        timed += time.process_time() - start
    return timed * 1e6 / steps


def main():
    bench = sys.argv[1]
    print(f"{'game':<14} {'C ABI step':>11} {'vec/applied':>12} {'ratio':>6} {'native':>9} "
          f"{'ratio':>6} {'vec/decision':>13} {'observation':>12} {'gym views':>9} {'ratio':>6} "
          f"{'gym copy':>9} {'ratio':>6} {'step only':>9} {'AEC step':>9}")
    for game in caper.game_names():
        rounds = []
        for _ in range(ROUNDS):
            native = native_figures(bench, game)
            per_applied, per_decision = vector_figures(game)
            views, views_step = gymnasium_vector_figure(game, copy=False)
            copies, _ = gymnasium_vector_figure(game, copy=True)
            step = native["capi_step"]
            rounds.append((step, per_applied, per_applied / step, native["vec_step"],
                           native["vec_step"] / step, per_decision,
                           native.get("capi_observation", float("nan")), views, views / step,
                           copies, copies / step, views_step / step, aec_step_figure(game)))
        (step, applied, ratio, nat, nat_ratio, decision, obs, views, views_ratio, copies,
         copies_ratio, step_ratio, aec) = (statistics.median(column) for column in zip(*rounds))
        print(f"{game:<14} {step:>9.1f}ns {applied:>10.1f}ns {ratio:>6.2f} {nat:>7.1f}ns "
              f"{nat_ratio:>6.2f} {decision:>11.1f}ns {obs:>10.1f}ns {views:>7.1f}ns "
              f"{views_ratio:>6.2f} {copies:>7.1f}ns {copies_ratio:>6.2f} {step_ratio:>9.2f} {aec:>7.1f}us")


if __name__ == "__main__":
    main()
