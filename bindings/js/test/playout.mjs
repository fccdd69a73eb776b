// Seeded random playouts through the package, the way the native transcript tool
// (tests/transcript/transcript.c) plays them: at a chance node the sampled outcome, else
// legal[rng.below(legal.length)], with one Rng of the given seed.

/** Plays `steps` steps of `name`, starting new games as they end; returns the games
 * finished. With free: true every state is freed as soon as it is left; with a buffer
 * (a Uint32Array) the legal actions are read into it by legalActionsInto. */
export function playGame(caper, name, seed, steps, { free = false, options, buffer } = {}) {
  const game = new caper.Game(name, options);
  const rng = new caper.Rng(seed);
  let state = game.initialState();
  let games = 0;
  const legalOf = buffer ? (s) => buffer.subarray(0, s.legalActionsInto(buffer)) : (s) => s.legalActions();
  for (let i = 0; i < steps; i++) {
    if (state.isTerminal) {
      if (free) state.free();
      state = game.initialState();
      games++;
    }
    const action = state.isChanceNode ? state.sampleChance(rng) : pick(legalOf(state), rng);
    const next = state.apply(action);
    if (free) state.free();
    state = next;
  }
  if (free) {
    state.free();
    rng.free();
    game.free();
  }
  return games;
}

function pick(legal, rng) {
  return legal[rng.below(legal.length)];
}

const encoder = new TextEncoder();

function fnv(hash, bytes) {
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i], 16777619) >>> 0;
  return hash;
}
const fnvText = (hash, text) => fnv(hash, encoder.encode(text));
const bytesOf = (typed) => new Uint8Array(typed.buffer, typed.byteOffset, typed.byteLength);
const hex = (hash) => hash.toString(16).padStart(8, "0");

function hashViews(state, players, action) {
  let hash = 0;
  return (start) => {
    hash = start;
    for (let viewer = -1; viewer < players; viewer++) {
      hash = fnvText(hash, state.toJson(viewer));
      hash = fnvText(hash, state.toText(viewer));
      if (action === undefined) continue;
      hash = fnvText(hash, state.actionToString(action, viewer));
      hash = fnvText(hash, state.outcomeText(action, viewer));
    }
    return hash;
  };
}

/** What each viewer learns from what `action` sets off, as tests/transcript/transcript.c
 * prints it: the full view's text after " => ", each seat's where it differs after " | pN: ". */
function outcomes(state, players, action) {
  const full = state.outcomeText(action, -1);
  let said = full === "" ? "" : ` => ${full}`;
  for (let seat = 0; seat < players; seat++) {
    const seatText = state.outcomeText(action, seat);
    if (seatText !== full) said += ` | p${seat}: ${seatText}`;
  }
  return said;
}

/** The transcript of one seeded game, line by line, in the format of
 * tests/transcript/transcript.c (random seats). */
export function transcript(caper, name, options, seed, maxSteps) {
  const game = new caper.Game(name, options ?? undefined);
  const rng = new caper.Rng(seed);
  const players = game.numPlayers;
  let state = game.initialState();
  const lines = [`case ${name} ${options ?? "-"} ${seed} ${maxSteps} -`];
  for (let step = 0; step < maxSteps && !state.isTerminal; step++) {
    const player = state.currentPlayer;
    const legal = state.legalActions();
    let hash = fnv(2166136261, bytesOf(new Int32Array([player])));
    hash = fnv(hash, bytesOf(legal));
    let action;
    if (player === caper.CHANCE) {
      action = state.sampleChance(rng);
    } else {
      hash = fnv(hash, bytesOf(state.observation(player)));
      action = legal[rng.below(legal.length)];
    }
    hash = hashViews(state, players, action)(hash);
    const mover = player === caper.CHANCE ? "chance" : `p${player}`;
    lines.push(`${step} ${mover} ${action} #${hex(hash)} ${state.actionToString(action, -1)}` +
      outcomes(state, players, action));
    const next = state.apply(action);
    state.free();
    state = next;
  }
  const returns = state.returns();
  let hash = fnv(2166136261, bytesOf(new Float64Array(returns)));
  hash = hashViews(state, players, undefined)(hash);
  lines.push(`end #${hex(hash)} returns ${Array.from(returns, (r) => Math.round(r * 1000)).join(" ")}`);
  state.free();
  rng.free();
  game.free();
  return lines;
}

/** The parity cases: every game with its default options, played to the end from seeds
 * 1 and 2, and with each option at each end of its range (or each allowed value) for at
 * most maxSteps steps from seed 1. */
export function parityCases(caper, maxSteps) {
  const cases = [];
  for (const name of caper.gameNames()) {
    const game = new caper.Game(name);
    const sets = [null];
    for (const [key, spec] of Object.entries(game.info.options ?? {})) {
      const values = spec.allowed ?? [spec.min, spec.max];
      for (const value of values) if (value !== spec.default) sets.push(JSON.stringify({ [key]: value }));
    }
    game.free();
    for (const seed of [1, 2]) cases.push({ name, options: null, seed, maxSteps: 100000 });
    for (const options of sets.slice(1)) cases.push({ name, options, seed: 1, maxSteps });
  }
  return cases;
}

/** Throws at the first line of the first case whose wasm transcript differs from the
 * native one (`native[i]`: case i's lines). */
export function compareTranscripts(caper, cases, native) {
  cases.forEach((c, i) => {
    const mine = transcript(caper, c.name, c.options, c.seed, c.maxSteps);
    const theirs = native[i];
    const at = mine.findIndex((line, j) => line !== theirs[j]);
    if (at < 0 && mine.length === theirs.length) return;
    const line = at < 0 ? mine.length : at;
    throw new Error(`${c.name} ${c.options ?? "defaults"} seed ${c.seed}, line ${line}:\n` +
      `  wasm:   ${mine[line] ?? "(ended)"}\n  native: ${theirs[line] ?? "(ended)"}`);
  });
}
