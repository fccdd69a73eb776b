#!/usr/bin/env node
// Random playouts through the npm package (WebAssembly in Node): the cost of a JavaScript
// step, and its ratio to the same step through the native C ABI measured in the same run.
//
// usage: node bench/js_bench.mjs [SECONDS_PER_GAME] [--caper-bench PATH]
//   (after scripts/test, or `npm run build` in bindings/js and a native release build)
//
// A step is what a random playout does: at a chance node a sampled outcome, else the
// legal actions and a uniform choice (Rng.below), then apply, freeing the state left. The
// C ABI figure is caper_bench's GAME/capi_step (the same step in C through caper.h; the
// figure bench/python_bench.py compares with), run before and after the JavaScript loop of
// each game so that both see the same machine load; default path build/release/bench/
// caper_bench. Both are CPU time. Prints per game ns per JS step, ns per C ABI step, the
// ratio and games/s, and the same step calling the module's exports with no wrapper (the
// "raw" figure: what the WebAssembly itself costs, apart from the package's objects).
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { loadCaper } from "../bindings/js/dist/index.js";
import { theLib } from "../bindings/js/dist/native.js";

const args = process.argv.slice(2);
const benchAt = args.indexOf("--caper-bench");
const bench = benchAt >= 0 ? args.splice(benchAt, 2)[1]
  : fileURLToPath(new URL("../build/release/bench/caper_bench", import.meta.url));
const seconds = Number(args[0] ?? 2);

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// buffer: the legal actions into it with legalActionsInto (the package's fastest step),
// or null: a new array each step from legalActions().
function measure(caper, name, buffer) {
  const game = new caper.Game(name);
  const rng = new caper.Rng(1);
  let state = game.initialState();
  let steps = 0;
  let games = 0;
  const start = cpuSeconds();
  while (cpuSeconds() - start < seconds) {
    for (let i = 0; i < 1000; i++) {
      if (state.isTerminal) {
        state.free();
        state = game.initialState();
        games++;
      }
      let action;
      if (state.isChanceNode) {
        action = state.sampleChance(rng);
      } else if (buffer) {
        action = buffer[rng.below(state.legalActionsInto(buffer))];
      } else {
        const legal = state.legalActions();
        action = legal[rng.below(legal.length)];
      }
      const next = state.apply(action);
      state.free();
      state = next;
      steps++;
    }
  }
  const spent = cpuSeconds() - start;
  state.free();
  rng.free();
  game.free();
  return { ns: (spent * 1e9) / steps, gamesPerSecond: games / spent };
}

// The same step through the module's exports: two states written into in turn, as the
// package's apply() writes into a freed state.
function measureRaw(caper, name) {
  const { m, out, len, array } = theLib();
  const game = new caper.Game(name);
  const rng = new caper.Rng(1);
  const word = (ptr) => m.HEAPU32[ptr >> 2];
  const fresh = () => (m._caper_game_initial_state(game._ptr, out), word(out));
  let [state, spare] = [fresh(), fresh()];
  let steps = 0;
  const start = cpuSeconds();
  while (cpuSeconds() - start < seconds) {
    for (let i = 0; i < 1000; i++) {
      let player = m._caper_state_current_player(state);
      if (player === caper.TERMINAL) {
        m._caper_state_free(state);
        state = fresh();
        player = m._caper_state_current_player(state);
      }
      let action;
      if (player === caper.CHANCE) {
        m._caper_state_sample_chance(state, rng._ptr, out);
        action = word(out);
      } else {
        m._caper_state_legal_actions(state, array, 1024, len);
        m._caper_rng_below(rng._ptr, BigInt(word(len)), out);
        action = m.HEAPU32[(array >> 2) + word(out)];
      }
      m._caper_state_apply_into(state, action, spare);
      [state, spare] = [spare, state];
      steps++;
    }
  }
  const spent = cpuSeconds() - start;
  m._caper_state_free(state);
  m._caper_state_free(spare);
  rng.free();
  game.free();
  return (spent * 1e9) / steps;
}

function capiStepNs(name) {
  const out = execFileSync(bench, [`--benchmark_filter=^${name}/capi_step$`, "--benchmark_format=json",
    `--benchmark_min_time=${Math.max(seconds / 2, 0.1)}`], { encoding: "utf8" });
  const runs = JSON.parse(out).benchmarks;
  if (!runs.length) throw new Error(`${bench} has no ${name}/capi_step`);
  return runs[0].cpu_time;
}

const caper = await loadCaper();
console.log(`caper ${caper.version()} in Node ${process.versions.node}, ${seconds} s a game`);
console.log("game           js ns/step  C ABI ns/step  ratio  games/s  legalActions() ns/step (ratio)" +
  "  raw ns/step (ratio)");
const buffer = new Uint32Array(caper.MAX_LEGAL_ACTIONS);
const cell = (ns, native, width) => `${ns.toFixed(0).padStart(width)} (${(ns / native).toFixed(2)}x)`;
for (const name of caper.gameNames()) {
  measure(caper, name, buffer); // warm-up: the JIT compiles the loops
  measure(caper, name, null);
  measureRaw(caper, name);
  const before = capiStepNs(name);
  const js = measure(caper, name, buffer);
  const arrays = measure(caper, name, null);
  const raw = measureRaw(caper, name);
  const native = (before + capiStepNs(name)) / 2;
  console.log(`${name.padEnd(14)} ${js.ns.toFixed(0).padStart(10)} ${native.toFixed(0).padStart(14)} ` +
    `${(js.ns / native).toFixed(2).padStart(6)}x ${js.gamesPerSecond.toFixed(0).padStart(8)} ` +
    `${cell(arrays.ns, native, 22)} ${cell(raw, native, 12)}`);
}
