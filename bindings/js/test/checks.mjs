// The checks of the package, run alike by Node's test runner (node.test.mjs) and in
// headless Chromium (browser/run.mjs): each is [name, async (pkg, native) => ...], where
// pkg is the package's module namespace, loaded as its users load it, and native what the
// native C ABI said (native.gameNames, native.cases and native.transcripts). The games are
// reached through the catalogue and chosen by what their info says, never by name.
import { deepEqual, equal, ok, throws } from "./assert.mjs";
import { compareTranscripts, playGame } from "./playout.mjs";
import { referenceRng } from "./reference_rng.mjs";

export const checks = [];
function check(name, fn) {
  checks.push([name, fn]);
}

check("lists the games of the native library, and the library version", async (pkg, native) => {
  const caper = await pkg.loadCaper();
  deepEqual(caper.gameNames(), native.gameNames, "gameNames() and the native caper_game_name list");
  ok(native.gameNames.length >= 1, "at least one game");
  ok(/^\d+\.\d+\.\d+$/.test(caper.version()), "version is MAJOR.MINOR.PATCH");
  equal(caper.abiVersion(), pkg.ABI_VERSION, "abi version");
  equal(await pkg.loadCaper(), caper, "a second loadCaper() gives the same API");
});

/** The first game whose info passes `test`, with that info. */
function findGame(caper, what, test) {
  for (const name of caper.gameNames()) {
    const game = new caper.Game(name);
    const info = game.info;
    game.free();
    if (test(info)) return { name, info };
  }
  throw new Error(`no game ${what}`);
}

/** The state after the chance nodes at the start (sampled with rng). */
function firstDecision(game, rng) {
  let state = game.initialState();
  while (state.isChanceNode) state = state.apply(state.sampleChance(rng));
  return state;
}
check("a game takes options as an object or JSON text and reports them", async (pkg) => {
  const caper = await pkg.loadCaper();
  const { name, info } = findGame(caper, "with a players range and an option of allowed values",
    (i) => i.players.min < i.players.max && Object.values(i.options).some((o) => o.allowed));
  const [key, spec] = Object.entries(info.options).find(([, o]) => o.allowed);
  const other = spec.allowed.find((v) => v !== spec.default);
  const game = new caper.Game(name, { players: info.players.min, [key]: other });
  equal(game.numPlayers, info.players.min, "numPlayers");
  equal(game.info.options[key].value, other, `info.options.${key}`);
  game.info.options[key].value = "changed"; // info is a copy
  equal(game.info.options[key].value, other, "info after a caller changed its copy");
  equal(new caper.Game(name, `{"players": ${info.players.max}}`).numPlayers, info.players.max, "options as text");
  equal(new caper.Game(name).numPlayers, info.players.default, "the default players");
  const shape = game.observationShape;
  equal(shape.reduce((a, b) => a * b, 1), game.observationSize, "observation shape and size");
});

check("bad games and options throw the error of their status", async (pkg) => {
  const caper = await pkg.loadCaper();
  const [name] = caper.gameNames();
  const players = new caper.Game(name).info.players;
  const unknown = throws(() => new caper.Game("chess"), pkg.UnknownGameError, /chess/);
  ok(unknown instanceof pkg.CaperError, "UnknownGameError is a CaperError");
  equal(unknown.status, 2, "status");
  equal(unknown.statusName, "CAPER_E_UNKNOWN_GAME", "statusName");
  ok(unknown.detail.includes(`known games: ${name}`), "the library's message");
  const bad = throws(() => new caper.Game(name, { players: players.max + 1 }), pkg.BadOptionsError, /players/);
  equal(bad.status, 3, "BadOptionsError's status");
  const made = new pkg.IllegalActionError("by hand");
  equal(made.status, 4, "a subclass made by hand has its status");
  equal(made.message, "CAPER_E_ILLEGAL_ACTION: by hand", "and its message");
  throws(() => new caper.Game(name, { colour: 1 }), pkg.BadOptionsError, /colour/);
  throws(() => new caper.Game(name, "{players"), pkg.CaperError, /./);
  throws(() => new caper.Game(name, [1]), TypeError, /options/);
  throws(() => new caper.Game(name, 3), TypeError, /options/);
  throws(() => new caper.Game(7), TypeError, /name must be a string/);
  throws(() => new caper.Game(`${name}\0`), pkg.InvalidArgumentError, /NUL/);
});

check("a state is immutable: apply gives a new state", async (pkg) => {
  const caper = await pkg.loadCaper();
  for (const name of caper.gameNames()) {
    const start = new caper.Game(name).initialState();
    if (!start.isChanceNode) continue;
    const outcomes = start.chanceOutcomes();
    const total = outcomes.reduce((sum, [, p]) => sum + p, 0);
    ok(Math.abs(total - 1) < 1e-12, `${name}: the chance outcomes' probabilities sum to 1`);
    deepEqual(Array.from(start.legalActions()), outcomes.map(([a]) => a), "chance actions");
    ok(start.legalActions() instanceof Uint32Array, "legal actions are a Uint32Array");
    const before = start.toJson();
    const next = start.apply(outcomes[0][0]);
    equal(start.toJson(), before, "the state applied to");
    ok(next.toJson() !== before, "the new state differs");
  }
});

check("actions by id or text; illegal and malformed actions throw, changing nothing", async (pkg) => {
  const caper = await pkg.loadCaper();
  const game = new caper.Game(caper.gameNames()[0]);
  const state = firstDecision(game, new caper.Rng(7));
  const legal = state.legalActions();
  for (const action of legal) {
    const text = state.actionToString(action);
    equal(state.actionFromString(text), action, `the text ${text}`);
    ok(state.isLegal(action) && state.isLegal(text), "legal by id and by text");
  }
  const json = state.toJson();
  const first = state.actionToString(legal[0]);
  equal(state.apply(first).toJson(), state.apply(legal[0]).toJson(), "apply by text");
  let illegal = 0;
  while (legal.includes(illegal)) illegal++;
  ok(!state.isLegal(illegal), "isLegal of an illegal id");
  throws(() => state.apply(illegal), pkg.IllegalActionError, /./, "illegal id");
  // A freed state's memory serves the next apply(): refused or not, the results are right.
  const expected = state.apply(legal[0]).toJson();
  state.apply(legal[0]).free();
  throws(() => state.apply(illegal), pkg.IllegalActionError, /./, "illegal id, into a freed state's memory");
  state.apply(legal[0]).free();
  equal(state.apply(legal[0]).toJson(), expected, "apply into a freed state's memory");
  throws(() => state.apply("fly to the moon"), pkg.ParseError, /./, "unknown text");
  throws(() => state.apply(1.5), pkg.InvalidArgumentError, /integer/, "1.5");
  throws(() => state.apply(-1), pkg.InvalidArgumentError, /integer/, "-1");
  throws(() => state.apply(2 ** 32), pkg.InvalidArgumentError, /integer/, "2^32");
  throws(() => state.apply(NaN), pkg.InvalidArgumentError, /integer/, "NaN");
  throws(() => state.apply(null), TypeError, /number/, "null");
  throws(() => state.apply(1n), TypeError, /number/, "a BigInt");
  throws(() => state.apply({}), TypeError, /number/, "an object");
  throws(() => state.actionToString("0"), TypeError, /number/, "actionToString of text");
  ok(!state.isLegal(-1) && !state.isLegal(0.5) && !state.isLegal("x"), "isLegal never throws for bad ids");
  throws(() => state.isLegal(undefined), TypeError, /action/);
  equal(state.toJson(), json, "the state after the refused calls");
});

check("viewers: bad seats throw, and a seat's view is the same in every determinization", async (pkg) => {
  const caper = await pkg.loadCaper();
  const { name } = findGame(caper, "with hidden information", (i) => i.type.hidden_information);
  const game = new caper.Game(name);
  const rng = new caper.Rng(3);
  const state = firstDecision(game, rng);
  ok(state.toJson(0) !== state.toJson(), "seat 0 sees less than the full state");
  // What seat 0 sees does not depend on what it cannot see: a redrawn state looks alike.
  for (let i = 0; i < 5; i++) {
    const drawn = state.determinize(0, rng);
    equal(drawn.toJson(0), state.toJson(0), "seat 0's view of a determinization");
    equal(drawn.toText(0), state.toText(0), "seat 0's text of a determinization");
    deepEqual(Array.from(drawn.observation(0)), Array.from(state.observation(0)), "observation");
  }
  deepEqual(state.view(0), JSON.parse(state.toJson(0)), "view() is toJson() parsed");
  throws(() => state.toJson(game.numPlayers), pkg.InvalidArgumentError, /./, "a viewer past the seats");
  throws(() => state.toJson(0.5), pkg.InvalidArgumentError, /integer/, "viewer 0.5");
  throws(() => state.toText("0"), TypeError, /viewer/, "viewer as text");
  throws(() => state.observation(-2), pkg.InvalidArgumentError, /./, "observation of seat -2");
  throws(() => state.determinize(0, {}), TypeError, /Rng/, "determinize without an Rng");
});

check("the public viewer: a spectator sees no more than any seat, in every view", async (pkg) => {
  const caper = await pkg.loadCaper();
  equal(pkg.PUBLIC_VIEW, -2, "PUBLIC_VIEW");
  equal(caper.PUBLIC_VIEW, pkg.PUBLIC_VIEW, "loadCaper().PUBLIC_VIEW");
  const { name } = findGame(caper, "with hidden information", (i) => i.type.hidden_information);
  const game = new caper.Game(name);
  const rng = new caper.Rng(5);
  const state = firstDecision(game, rng);
  const shown = state.toJson(pkg.PUBLIC_VIEW);
  equal(state.view(pkg.PUBLIC_VIEW).view, -2, "the document names the public view");
  const legal = state.legalActions();
  // Redrawn for any seat, the state looks alike to the public: nothing a seat lacks shows.
  for (let seat = 0; seat < game.numPlayers; seat++) {
    const drawn = state.determinize(seat, rng);
    equal(drawn.toJson(pkg.PUBLIC_VIEW), shown, `the public JSON of a determinization for seat ${seat}`);
    equal(drawn.toText(pkg.PUBLIC_VIEW), state.toText(pkg.PUBLIC_VIEW), `the public text, seat ${seat}`);
    for (const a of legal.filter((id) => drawn.isLegal(id)))
      equal(drawn.actionToString(a, pkg.PUBLIC_VIEW), state.actionToString(a, pkg.PUBLIC_VIEW), `action ${a}`);
  }
  state.outcomeText(legal[0], pkg.PUBLIC_VIEW);
  throws(() => state.toJson(-3), pkg.InvalidArgumentError, /-2 \(public view\)/, "viewer -3");
  throws(() => state.observation(pkg.PUBLIC_VIEW), pkg.InvalidArgumentError, /public view has no tensor/);
});

check("observation and legal mask fill typed arrays of the game's sizes", async (pkg) => {
  const caper = await pkg.loadCaper();
  const game = new caper.Game(caper.gameNames().at(-1));
  const state = firstDecision(game, new caper.Rng(11));
  const out = new Float32Array(game.observationSize);
  equal(state.observation(state.currentPlayer, out), out, "observation writes into out");
  deepEqual(Array.from(out), Array.from(state.observation(state.currentPlayer)), "the same floats");
  const mask = state.legalMask();
  equal(mask.length, game.numDistinctActions, "mask length");
  const legal = state.legalActions();
  equal(mask.reduce((a, b) => a + b, 0), legal.length, "ones in the mask");
  for (const action of legal) equal(mask[action], 1, `mask[${action}]`);
  throws(() => state.observation(0, new Float32Array(3)), pkg.InvalidArgumentError, /hold/);
  throws(() => state.observation(0, new Float64Array(game.observationSize)), TypeError, /Float32Array/);
  throws(() => state.legalMask([]), TypeError, /Uint8Array/);
});

check("JSON round trip, malformed JSON and the result at the end", async (pkg) => {
  const caper = await pkg.loadCaper();
  const { name, info } = findGame(caper, "for 3 players", (i) => i.players.min <= 3 && i.players.max >= 3);
  const game = new caper.Game(name, { players: 3 });
  const rng = new caper.Rng(5);
  let state = game.initialState();
  for (let i = 0; i < 30 && !state.isTerminal; i++) {
    const copy = game.stateFromJson(state.toJson());
    equal(copy.toJson(), state.toJson(), "a state loaded from its JSON");
    state = state.apply(state.isChanceNode ? state.sampleChance(rng) : state.legalActions()[0]);
  }
  equal(game.stateFromJson(state.view()).toJson(), state.toJson(), "from a parsed object");
  throws(() => game.stateFromJson("{"), pkg.ParseError, /./, "truncated JSON");
  throws(() => game.stateFromJson(`{"game": "${info.name}"}`), pkg.ParseError, /./, "missing fields");
  throws(() => game.stateFromJson(3), TypeError, /json/, "a number");
  equal(state.result, null, "no result before the end");
  deepEqual(state.returns(), [0, 0, 0], "returns before the end");
  while (!state.isTerminal) {
    state = state.apply(state.isChanceNode ? state.sampleChance(rng) : state.legalActions()[0]);
  }
  const result = state.result;
  deepEqual(result.returns, state.returns(), "result.returns");
  deepEqual(result.winners, state.returns().flatMap((r, seat) => (r > 0 ? [seat] : [])), "winners");
  throws(() => state.chanceOutcomes(), pkg.WrongPhaseError, /./, "chance outcomes at the end");
  equal(state.legalActions().length, 0, "no legal action at the end");
});

check("Rng: xoshiro256** seeded by SplitMix64, numbers and BigInts, every 64-bit seed", async (pkg) => {
  const caper = await pkg.loadCaper();
  for (const seed of [0n, 1n, 12345678901234567890n, 2n ** 64n - 1n]) {
    const rng = new caper.Rng(seed);
    const reference = referenceRng(seed);
    for (let i = 0; i < 5; i++) equal(rng.nextU64(), reference.next(), `draw ${i} of seed ${seed}`);
    for (const bound of [1n, 6n, 52n, 2n ** 63n + 5n, 2n ** 64n - 1n]) {
      equal(rng.below(bound), reference.below(bound), `below(${bound}) of seed ${seed}`);
    }
    const small = referenceRng(seed);
    const again = new caper.Rng(seed);
    equal(again.below(6), Number(small.below(6n)), "below of a number is a number");
  }
  equal(new caper.Rng(-1).nextU64(), new caper.Rng(2n ** 64n - 1n).nextU64(), "seed -1 is 2^64-1");
  equal(new caper.Rng(42).nextU64(), new caper.Rng(42n).nextU64(), "42 and 42n");
  throws(() => new caper.Rng("1"), TypeError, /seed/);
  throws(() => new caper.Rng(1.5), pkg.InvalidArgumentError, /seed/);
  throws(() => new caper.Rng(2 ** 60), pkg.InvalidArgumentError, /safe integer/);
  throws(() => new caper.Rng(2n ** 64n), pkg.InvalidArgumentError, /seed/);
  const rng = new caper.Rng(1);
  throws(() => rng.below(0), pkg.InvalidArgumentError, /below/);
  throws(() => rng.below(0n), pkg.InvalidArgumentError, /below/);
  throws(() => rng.below(2.5), pkg.InvalidArgumentError, /below/);
  throws(() => rng.below("6"), TypeError, /below/);
});

check("bots choose legal actions, reproducibly from their seed", async (pkg) => {
  const caper = await pkg.loadCaper();
  const [name, otherName] = caper.gameNames();
  const game = new caper.Game(name);
  const state = firstDecision(game, new caper.Rng(9));
  for (const spec of ["random", "greedy", "mcts:30"]) {
    const choice = new caper.Bot(game, spec, 4).choose(state);
    ok(state.isLegal(choice), `${spec} chose a legal action`);
    equal(new caper.Bot(game, spec, 4n).choose(state), choice, `${spec} again from seed 4`);
  }
  const bot = new caper.Bot(game, "random", 1);
  equal(bot.spec, "random", "spec");
  throws(() => new caper.Bot(game, "wizard", 1), pkg.BadOptionsError, /wizard/);
  throws(() => new caper.Bot(game, 5, 1), TypeError, /spec/);
  throws(() => new caper.Bot(name, "random", 1), TypeError, /Game/);
  throws(() => bot.choose(game.initialState()), pkg.WrongPhaseError, /./, "a chance node");
  const other = firstDecision(new caper.Game(otherName ?? name, { players: 2 }), new caper.Rng(1));
  throws(() => bot.choose(other), pkg.InvalidArgumentError, /./, "a state of another game");
  throws(() => bot.choose(state.toJson()), TypeError, /State/);
});

check("free() releases at once; a freed object throws, a second free does nothing", async (pkg) => {
  const caper = await pkg.loadCaper();
  const game = new caper.Game(caper.gameNames()[0]);
  const state = game.initialState();
  const rng = new caper.Rng(1);
  const bot = new caper.Bot(game, "random", 1);
  for (const object of [state, rng, bot]) {
    equal(object.freed, false, "freed before free()");
    object.free();
    equal(object.freed, true, "freed after free()");
    object.free();
  }
  throws(() => state.toJson(), pkg.InvalidArgumentError, /State was freed/);
  throws(() => state.apply(0), pkg.InvalidArgumentError, /State was freed/);
  throws(() => rng.nextU64(), pkg.InvalidArgumentError, /Rng was freed/);
  throws(() => game.initialState().sampleChance(rng), pkg.InvalidArgumentError, /Rng was freed/);
  throws(() => bot.choose(game.initialState()), pkg.InvalidArgumentError, /Bot was freed/);
  const later = game.initialState();
  game.initialState().free(); // kept by the game for reuse
  game.free();
  ok(later.view().game === game.name, "a state outlives its freed game");
  const after = later.apply(later.legalActions()[0]);
  ok(after.view().game === game.name, "and still applies actions");
  after.free();
  later.free();
  throws(() => game.initialState(), pkg.InvalidArgumentError, /Game was freed/);
  if (typeof Symbol.dispose === "symbol") {
    const disposed = new caper.Rng(2);
    disposed[Symbol.dispose]();
    equal(disposed.freed, true, "Symbol.dispose frees");
  }
});

check("a 100,000-step loop with free() keeps the wasm heap flat", async (pkg) => {
  const caper = await pkg.loadCaper();
  const buffer = new Uint32Array(caper.MAX_LEGAL_ACTIONS);
  // Half the games read their legal actions into one buffer, half as new arrays.
  const steps = (count) => {
    for (const name of caper.gameNames()) {
      playGame(caper, name, 1, count / 8, { free: true });
      playGame(caper, name, 2, count / 8, { free: true, buffer });
    }
  };
  steps(20000); // the allocator's pools reach their working size
  const before = pkg.wasmMemoryBytes();
  steps(100000);
  equal(pkg.wasmMemoryBytes(), before, "wasm memory bytes after 100,000 more steps");
});

check("same seed, same game: byte-identical to the native C ABI", async (pkg, native) => {
  compareTranscripts(await pkg.loadCaper(), native.cases, native.transcripts);
});

check("cancel() stops the next choose() at its start, once", async (pkg) => {
  const caper = await pkg.loadCaper();
  const game = new caper.Game(caper.gameNames()[0]);
  const state = firstDecision(game, new caper.Rng(4));
  const bot = new caper.Bot(game, "mcts:ms=400", 1);
  bot.cancel();
  let start = performance.now();
  ok(state.isLegal(bot.choose(state)), "the cancelled choice is legal");
  const cancelled = performance.now() - start;
  ok(cancelled < 200, `a cancelled choose() returns at once (took ${cancelled.toFixed(0)} ms)`);
  start = performance.now();
  ok(state.isLegal(bot.choose(state)), "the next choice is legal");
  const full = performance.now() - start;
  ok(full >= 350, `the cancel was used up: the next choose() ran its 400 ms (took ${full.toFixed(0)} ms)`);
  bot.free();
  throws(() => bot.cancel(), pkg.InvalidArgumentError, /Bot was freed/);
});

check("legal actions are copies: each array keeps its values, however many follow", async (pkg) => {
  const caper = await pkg.loadCaper();
  // A state with more than 16 legal actions (a list V8 does not keep in its own heap),
  // reached by seeded playouts of the catalogue's games.
  let found;
  for (const name of caper.gameNames()) {
    const game = new caper.Game(name);
    const rng = new caper.Rng(5);
    let state = game.initialState();
    for (let step = 0; step < 2000 && !found; step++) {
      if (state.isTerminal) state = game.initialState();
      if (!state.isChanceNode && state.legalActions().length > 16) found = state;
      else state = state.apply(state.isChanceNode ? state.sampleChance(rng) : state.legalActions()[0]);
    }
    if (found) break;
  }
  ok(found !== undefined, "some game has a state with more than 16 legal actions");
  const mask = found.legalMask();
  const expected = [];
  for (let id = 0; id < mask.length; id++) if (mask[id] === 1) expected.push(id);
  const first = found.legalActions();
  deepEqual(Array.from(first), expected, "the legal actions are the ids legalMask() marks");
  first[0] = 0xffffffff;
  const later = [];
  for (let i = 0; i < 1000; i++) later.push(found.legalActions());
  deepEqual(Array.from(later[999]), expected, "writing into one array changes no other");
  deepEqual(Array.from(first.subarray(1)), expected.slice(1), "1000 lists later, the first is as it was");
  ok(later.every((array) => array.length === expected.length), "every later list is whole");
});

check("legalActionsInto fills one buffer with legalActions()' lists; apply() knows the seat", async (pkg) => {
  const caper = await pkg.loadCaper();
  equal(caper.MAX_LEGAL_ACTIONS, 1024, "MAX_LEGAL_ACTIONS (the library's kMaxLegalActions)");
  const SENTINEL = 0xdeadbeef;
  const buffer = new Uint32Array(caper.MAX_LEGAL_ACTIONS).fill(SENTINEL);
  for (const name of caper.gameNames()) {
    const game = new caper.Game(name);
    const rng = new caper.Rng(6);
    let state = game.initialState();
    for (let step = 0; step < 400; step++) {
      if (state.isTerminal) state = game.initialState();
      const where = `${name} step ${step}`;
      const before = buffer.slice();
      const n = state.legalActionsInto(buffer);
      const legal = state.legalActions();
      equal(n, legal.length, `${where}: the count legalActionsInto returns`);
      deepEqual(Array.from(buffer.subarray(0, n)), Array.from(legal), `${where}: the ids in the buffer`);
      deepEqual(Array.from(buffer.subarray(n)), Array.from(before.subarray(n)), `${where}: the buffer past the count`);
      const action = state.isChanceNode ? state.sampleChance(rng) : buffer[rng.below(n)];
      state = state.apply(action);
      // apply() learns the new seat in the call that applies; a state read back from its
      // JSON asks the library afresh.
      equal(state.currentPlayer, game.stateFromJson(state.toJson()).currentPlayer, `${where}: the seat after apply`);
    }
  }
});

check("legalActionsInto: a buffer too short, of another type or a freed state throws", async (pkg) => {
  const caper = await pkg.loadCaper();
  const game = new caper.Game(caper.gameNames()[0]);
  const rng = new caper.Rng(7);
  let state = game.initialState();
  while (state.isChanceNode || state.legalActions().length < 2) {
    state = state.apply(state.isChanceNode ? state.sampleChance(rng) : state.legalActions()[0]);
  }
  const legal = state.legalActions();
  const short = new Uint32Array(legal.length - 1).fill(7);
  throws(() => state.legalActionsInto(short), pkg.InvalidArgumentError,
    new RegExp(`out holds ${legal.length - 1} ids, the list ${legal.length}`), "a buffer one too short");
  ok(short.every((v) => v === 7), "a buffer too short is left unchanged");
  const exact = new Uint32Array(legal.length);
  equal(state.legalActionsInto(exact), legal.length, "a buffer of the list's length");
  deepEqual(Array.from(exact), Array.from(legal), "holds the list");
  for (const bad of [[0, 0, 0], new Int32Array(1024), new Float64Array(1024), undefined, null, 1024]) {
    throws(() => state.legalActionsInto(bad), TypeError, /out must be a Uint32Array/, `legalActionsInto(${bad?.constructor?.name ?? bad})`);
  }
  state.free();
  throws(() => state.legalActionsInto(exact), pkg.InvalidArgumentError, /State was freed/, "a freed state");
});

check("the module's memory grows and every call still reads it", async (pkg) => {
  const caper = await pkg.loadCaper();
  const game = new caper.Game(caper.gameNames()[0]);
  const probe = game.initialState();
  const json = probe.toJson();
  const legal = Array.from(probe.legalActions());
  const before = pkg.wasmMemoryBytes();
  const held = [];
  while (pkg.wasmMemoryBytes() === before && held.length < 2000000) held.push(game.initialState());
  ok(pkg.wasmMemoryBytes() > before, `the memory grew (${held.length} states held)`);
  for (const state of held) state.free();
  equal(probe.toJson(), json, "toJson after the growth");
  deepEqual(Array.from(probe.legalActions()), legal, "legalActions after the growth");
  deepEqual(caper.gameNames().length >= 1, true, "gameNames after the growth");
  throws(() => probe.apply(0xffffffff), pkg.IllegalActionError, /./, "an error's message after the growth");
  probe.free();
  game.free();
});
