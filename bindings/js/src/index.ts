// caper-games: the caper rules library as WebAssembly. The API mirrors the Python
// package's (caper.Game, State, Bot, Rng), in JavaScript's spelling.
//
//   const caper = await loadCaper();
//   const game = new caper.Game("trap_the_cap", { players: 3 });
//   let state = game.initialState();
//
// Every object owns one handle of the library's memory. free() releases it at once (and
// `using` does, through Symbol.dispose); a FinalizationRegistry releases what was not
// freed once the object is collected. Using a freed object throws InvalidArgumentError.
import { InvalidArgumentError, CaperError } from "./errors.js";
import {
  type Lib,
  type LoadOptions,
  loadLib,
  theLib,
  u32Arg,
  i32Arg,
  seedArg,
  textArg,
  typeName,
} from "./native.js";

export * from "./errors.js";
export type { LoadOptions } from "./native.js";

/** State.currentPlayer at a chance node. */
export const CHANCE = -1;
/** State.currentPlayer once the game is over. */
export const TERMINAL = -2;
/** The viewer that sees everything: toJson(FULL_VIEW) is the whole state. */
export const FULL_VIEW = -1;
/** The public viewer, a person at the table who holds no seat (a spectator): toJson,
 * toText, actionToString and outcomeText show it no hand, no face-down card, no secret
 * choice. A seat's only, the observation refuses it. */
export const PUBLIC_VIEW = -2;
/** The most ids a legal-action list holds in any game: a legalActionsInto() buffer of
 * this size holds every list. */
export const MAX_LEGAL_ACTIONS = 1024;

/** An action: its id, or its text (as actionToString gives it). */
export type ActionLike = number | string;
/** Game options: an object (sent as JSON), a JSON text, or undefined for the defaults. */
export type OptionsLike = Record<string, unknown> | string | null | undefined;
/** A seed or an rng bound: a number (safe integer) or a BigInt, every 64-bit value. */
export type Seed = number | bigint;

/** The end of a game (the "result" of its JSON, docs/schema): who won, the returns, each
 * seat's points by the game's own count, and why it ended. */
export interface GameResult {
  winners: number[];
  returns: number[];
  points: number[];
  reason: string;
  truncated: boolean;
}

type FreeName = "_caper_game_free" | "_caper_state_free" | "_caper_rng_free" | "_caper_bot_free";

function makeRegistry(freeName: FreeName): FinalizationRegistry<unknown> {
  return new FinalizationRegistry<unknown>((ptr) => theLib().m[freeName](ptr as number));
}

// Handles made in the current task, registered with their FinalizationRegistry when the
// task ends if they are still alive: registering costs more than a playout step, and most
// states (a playout's) are freed in the task that made them, so they never pay it.
let young: Handle[] = [];
let flushQueued = false;
let made = 0;

function registerYoung(): void {
  const handles = young;
  young = [];
  flushQueued = false;
  for (const handle of handles) {
    if (handle._ptr === 0) continue;
    handle._registry().register(handle, handle._held(), handle);
    handle._registered = true;
  }
}

// A playout frees the state before the one it just made: taking a handle freed so soon off
// the list keeps the list short and lets the collector reclaim the freed objects at once.
function forgetYoung(handle: Handle): void {
  const last = young.length - 1;
  if (young[last] === handle) {
    young.pop();
  } else if (last > 0 && young[last - 1] === handle) {
    young[last - 1] = young[last];
    young.pop();
  }
}

/** What the four kinds of objects share: one handle, freed once. */
export abstract class Handle {
  // Fields of Handle and State are declared and assigned in the constructor, not defined
  // as class fields: in V8 a class field's definition costs about 9 ns a state (4% of a
  // playout step), an assignment much less.
  /** @internal */ declare _ptr: number;
  /** @internal */ declare _registered: boolean;

  /** @internal */
  constructor(ptr: number) {
    this._ptr = ptr;
    this._registered = false;
    // A long synchronous loop registers every few thousand handles, so that the list
    // holds no more than that many freed ones. Else a fresh copy of the (short) list now
    // and then keeps it in V8's young generation, where storing a new handle into it
    // needs no remembered-set entry (about 5% of a playout step).
    if (young.push(this) >= 4096) registerYoung();
    else if (++made === 256) {
      made = 0;
      young = young.slice();
    }
    if (!flushQueued) {
      flushQueued = true;
      queueMicrotask(registerYoung);
    }
  }

  /** @internal */ abstract _registry(): FinalizationRegistry<unknown>;
  /** @internal What the registry's callback gets to release: the handle. */
  _held(): unknown {
    return this._ptr;
  }
  /** @internal */ abstract _freeName(): FreeName;

  /** @internal The handle, or an error once freed. */
  _handle(): number {
    const ptr = this._ptr;
    if (ptr === 0) throw new InvalidArgumentError(`this ${this.constructor.name} was freed`);
    return ptr;
  }

  /** True once free() has released the handle. */
  get freed(): boolean {
    return this._ptr === 0;
  }

  /** Releases the handle now; later calls do nothing. */
  free(): void {
    const ptr = this._release();
    if (ptr !== 0) theLib().m[this._freeName()](ptr);
  }

  /** @internal Marks this freed, out of the registry's or the young list's sight, and
   * gives the handle to release (0 if it was freed already). */
  _release(): number {
    const ptr = this._ptr;
    if (ptr === 0) return 0;
    this._ptr = 0;
    if (this._registered) this._registry().unregister(this);
    else forgetYoung(this);
    return ptr;
  }
}

// `using x = ...` frees x at the end of its block where the runtime has Symbol.dispose.
const dispose = (Symbol as { dispose?: symbol }).dispose;
if (typeof dispose === "symbol") {
  Object.defineProperty(Handle.prototype, dispose, {
    value(this: Handle) {
      this.free();
    },
  });
}
/** `typeof Symbol.dispose` where the program's lib declares it (ES2025's or ESNext.Disposable,
 * or @types/node), else never: the declarations need neither. */
type DisposeSymbol = SymbolConstructor extends { readonly dispose: infer S extends symbol } ? S : never;
/** `using` support: [Symbol.dispose]() frees the handle (typed where Symbol.dispose is). */
type Disposing = { [K in DisposeSymbol]: () => void };
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface Handle extends Disposing {}

const rngRegistry = makeRegistry("_caper_rng_free");

/** The library's seeded generator: the same seed gives the same draws in every host. */
export class Rng extends Handle {
  constructor(seed: Seed = 0) {
    const lib = theLib();
    lib.check(lib.m._caper_rng_new(seedArg(seed), lib.out));
    super(lib.outHandle());
  }

  /** @internal */ _registry() {
    return rngRegistry;
  }
  /** @internal */ _freeName(): FreeName {
    return "_caper_rng_free";
  }

  /** The next 64-bit value of the generator. */
  nextU64(): bigint {
    const lib = theLib();
    lib.check(lib.m._caper_rng_next_u64(this._handle(), lib.out));
    return readU64(lib);
  }

  /** A uniform value in [0, n), the draw of C++ caper::Rng::below: a number for a number
   * n (a safe integer), a BigInt for a BigInt n (up to 2^64 - 1). */
  below(n: number): number;
  below(n: bigint): bigint;
  below(n: Seed): number | bigint {
    const lib = theLib();
    if (typeof n === "number" && n >>> 0 === n && n !== 0 && n < smallBigInts.length) {
      // A playout's bound (a count of legal actions): the draw is below 2^32, one word.
      const status = lib.m._caper_rng_below(this._handle(), smallBigInts[n], lib.out);
      if (status !== 0) lib.fail(status);
      return lib.u32[lib.out >> 2];
    }
    if (typeof n === "number") {
      if (!(n >= 1 && n <= Number.MAX_SAFE_INTEGER && Number.isInteger(n))) {
        throw new InvalidArgumentError(`below(n) needs an integer n in [1, 2^53), not ${n}`);
      }
      lib.check(lib.m._caper_rng_below(this._handle(), BigInt(n), lib.out));
      const words = lib.u32;
      const at = lib.out >> 2;
      return words[at + 1] * 0x100000000 + words[at];
    }
    if (typeof n !== "bigint") throw new TypeError(`below(n): n must be a number or a BigInt, not ${typeName(n)}`);
    if (n <= 0n || n >= 1n << 64n) throw new InvalidArgumentError(`below(n) needs an integer n in [1, 2^64), not ${n}`);
    lib.check(lib.m._caper_rng_below(this._handle(), n, lib.out));
    return readU64(lib);
  }
}

// BigInt(n) of the bounds a playout draws with (legal-action counts: at most 1024), made
// once.
const smallBigInts: bigint[] = Array.from({ length: 1025 }, (_, n) => BigInt(n));

function readU64(lib: Lib): bigint {
  const words = lib.u32;
  const at = lib.out >> 2;
  return (BigInt(words[at + 1]) << 32n) | BigInt(words[at]);
}

// A collected game releases its spare states with it.
const gameRegistry = new FinalizationRegistry<{ ptr: number; spare: number[] }>(({ ptr, spare }) => {
  freeSpare(spare);
  theLib().m._caper_game_free(ptr);
});
const SPARE_STATES = 16;

function freeSpare(spare: number[]): void {
  const m = theLib().m;
  for (const ptr of spare.splice(0)) m._caper_state_free(ptr);
}

/** A game with its options: `new caper.Game("trap_the_cap", { players: 3 })`. Immutable. */
export class Game extends Handle {
  /** The game's name, as gameNames() lists it. */
  readonly name: string;
  /** The options as given (JSON text), or null for the defaults. */
  readonly options: string | null;
  readonly numPlayers: number;
  readonly numDistinctActions: number;
  /** The number of floats of State.observation(). */
  readonly observationSize: number;
  /** @internal */ _info: Record<string, unknown> | undefined;
  /** @internal Freed states' handles, kept for apply() to write into (no allocation). */
  readonly _spare: number[] = [];

  constructor(name: string, options?: OptionsLike) {
    const lib = theLib();
    textArg(name, "name");
    const optionsJson = optionsText(options);
    lib.withStrings([name, optionsJson], (n, o) => lib.check(lib.m._caper_game_new(n, o, lib.out)));
    const ptr = lib.outHandle();
    super(ptr);
    this.name = name;
    this.options = optionsJson;
    this.numPlayers = lib.m._caper_game_num_players(ptr);
    this.numDistinctActions = lib.m._caper_game_num_distinct_actions(ptr) >>> 0;
    this.observationSize = lib.m._caper_game_observation_size(ptr) >>> 0;
  }

  /** @internal */ _registry() {
    return gameRegistry as FinalizationRegistry<unknown>;
  }
  /** @internal */ override _held(): unknown {
    return { ptr: this._ptr, spare: this._spare };
  }
  /** @internal */ _freeName(): FreeName {
    return "_caper_game_free";
  }

  /** Releases the game now, with the states kept for reuse; its live states stay usable. */
  override free(): void {
    if (this._ptr !== 0) freeSpare(this._spare);
    super.free();
  }

  /** The game's description as JSON text (name, players, options, type, ...). */
  infoJson(): string {
    const lib = theLib();
    const ptr = this._handle();
    return lib.callString((buf, cap, len) => lib.m._caper_game_info_json(ptr, buf, cap, len));
  }

  /** The game's description, parsed (a fresh copy each time). */
  get info(): Record<string, unknown> {
    this._info ??= JSON.parse(this.infoJson()) as Record<string, unknown>;
    return structuredClone(this._info);
  }

  /** The dimensions of State.observation(), row-major. */
  get observationShape(): number[] {
    const lib = theLib();
    const ptr = this._handle();
    const n = lib.callArray((buf, cap, len) => lib.m._caper_game_observation_shape(ptr, buf, cap, len), 4);
    return Array.from(lib.m.HEAP32.subarray(lib.array >> 2, (lib.array >> 2) + n));
  }

  initialState(): State {
    const lib = theLib();
    lib.check(lib.m._caper_game_initial_state(this._handle(), lib.out));
    return State._own(lib.outHandle(), this);
  }

  /** A state from its full JSON text (an object is stringified); ParseError names the field. */
  stateFromJson(text: string | Record<string, unknown>): State {
    const lib = theLib();
    const ptr = this._handle();
    const json = typeof text === "object" && text !== null ? JSON.stringify(text) : textArg(text, "json");
    lib.withStrings([json], (j) => lib.check(lib.m._caper_state_from_json(ptr, j, lib.out)));
    return State._own(lib.outHandle(), this);
  }
}

function optionsText(options: OptionsLike): string | null {
  if (options === undefined || options === null) return null;
  if (typeof options === "string") return textArg(options, "options");
  if (typeof options === "object" && !Array.isArray(options)) return JSON.stringify(options);
  throw new TypeError(`options must be an object, a JSON text or undefined, not ${typeName(options)}`);
}

const stateRegistry = makeRegistry("_caper_state_free");
const UNKNOWN_PLAYER = -3;

/** An immutable game state: apply() gives a new State, this one never changes. */
export class State extends Handle {
  /** The game this state belongs to. */
  declare readonly game: Game;
  /** @internal */ declare _player: number;

  private constructor(ptr: number, game: Game, player = UNKNOWN_PLAYER) {
    super(ptr);
    this.game = game;
    this._player = player;
  }

  /** @internal */ static _own(ptr: number, game: Game): State {
    return new State(ptr, game);
  }
  /** @internal */ _registry() {
    return stateRegistry;
  }
  /** @internal */ _freeName(): FreeName {
    return "_caper_state_free";
  }

  /** Releases the state now; its memory may serve the game's next apply(). */
  override free(): void {
    const spare = this.game._spare;
    if (spare.length >= SPARE_STATES || this.game.freed) {
      super.free();
      return;
    }
    const ptr = this._release();
    if (ptr !== 0) spare.push(ptr);
  }

  /** A seat (0..numPlayers-1), CHANCE (-1) or TERMINAL (-2). */
  get currentPlayer(): number {
    if (this._player === UNKNOWN_PLAYER) this._player = theLib().m._caper_state_current_player(this._handle());
    return this._player;
  }
  get isChanceNode(): boolean {
    return this.currentPlayer === CHANCE;
  }
  get isTerminal(): boolean {
    return this.currentPlayer === TERMINAL;
  }

  /** The legal action ids, ascending (at a chance node: the outcomes' actions). */
  legalActions(): Uint32Array {
    const lib = theLib();
    const ptr = this._handle();
    const status = lib.m._caper_state_legal_actions(ptr, lib.array, lib.arrayCap, lib.len);
    if (status !== 0) lib.fail(status);
    return lib.copyU32(lib.array, lib.u32[lib.len >> 2]);
  }

  /** The ids legalActions() gives, written into out[0..n), and n, their count: no array
   * is made (a loop may pass the same buffer every step). Past n, out keeps what it held.
   * An out of MAX_LEGAL_ACTIONS elements holds every list; a shorter one that cannot hold
   * this list is InvalidArgumentError, with out unchanged. */
  legalActionsInto(out: Uint32Array): number {
    const lib = theLib();
    const ptr = this._handle();
    if (!(out instanceof Uint32Array)) throw new TypeError(`out must be a Uint32Array, not ${typeName(out)}`);
    const status = lib.m._caper_state_legal_actions(ptr, lib.array, lib.arrayCap, lib.len);
    if (status !== 0) lib.fail(status);
    const n = lib.u32[lib.len >> 2];
    if (n > out.length) throw new InvalidArgumentError(`out holds ${out.length} ids, the list ${n}`);
    const words = lib.u32;
    const at = lib.array >> 2;
    for (let i = 0; i < n; i++) out[i] = words[at + i]; // no view made to copy
    return n;
  }

  /** True when `action` may be applied now (false for any unknown id or text). */
  isLegal(action: ActionLike): boolean {
    const lib = theLib();
    const ptr = this._handle();
    if (typeof action === "string") {
      try {
        return this.isLegal(this.actionFromString(action));
      } catch (error) {
        if (error instanceof CaperError && !(error instanceof InvalidArgumentError && this.freed)) return false;
        throw error;
      }
    }
    if (typeof action !== "number") throw new TypeError(`an action must be a number or a string, not ${typeName(action)}`);
    if (!Number.isInteger(action) || action < 0 || action > 0xffffffff) return false;
    return lib.m._caper_state_is_legal(ptr, action) !== 0;
  }

  /** The state after `action` (its id or its text); IllegalActionError if not legal. */
  apply(action: ActionLike): State {
    const lib = theLib();
    const ptr = this._handle();
    const id = typeof action === "string" ? this.actionFromString(action) : actionId(action);
    const spare = this.game._spare.pop();
    if (spare === undefined) {
      const status = lib.m._caper_state_apply(ptr, id, lib.out);
      if (status !== 0) lib.fail(status);
      return new State(lib.u32[lib.out >> 2], this.game);
    }
    const status = lib.m._caper_js_apply_into(ptr, id, spare, lib.out);
    if (status !== 0) {
      lib.m._caper_state_free(spare);
      lib.fail(status);
    }
    return new State(spare, this.game, lib.u32[lib.out >> 2] | 0);
  }

  /** [action, probability] pairs at a chance node; WrongPhaseError elsewhere. */
  chanceOutcomes(): [number, number][] {
    const lib = theLib();
    const ptr = this._handle();
    const half = lib.arrayCap / 2; // ids in the first half, doubles after them
    const probabilities = lib.array + half * 4;
    lib.check(lib.m._caper_state_chance_outcomes(ptr, lib.array, probabilities, half / 2, lib.len));
    const n = lib.u32[lib.len >> 2];
    const ids = lib.u32;
    const doubles = lib.m.HEAPF64;
    const outcomes: [number, number][] = [];
    for (let i = 0; i < n; i++) outcomes.push([ids[(lib.array >> 2) + i], doubles[(probabilities >> 3) + i]]);
    return outcomes;
  }

  /** A chance outcome drawn with its probability; WrongPhaseError off chance nodes. */
  sampleChance(rng: Rng): number {
    const lib = theLib();
    if (!(rng instanceof Rng)) throw new TypeError(`rng must be a caper Rng, not ${typeName(rng)}`);
    lib.check(lib.m._caper_state_sample_chance(this._handle(), rng._handle(), lib.out));
    return lib.u32[lib.out >> 2];
  }

  /** One value per player: zeros until the end, then the game's returns. */
  returns(): number[] {
    const lib = theLib();
    const ptr = this._handle();
    const n = lib.callArray((buf, cap, len) => lib.m._caper_state_returns(ptr, buf, cap, len), 8);
    return Array.from(lib.m.HEAPF64.subarray(lib.array >> 3, (lib.array >> 3) + n));
  }

  /** The action's notation (what actionFromString parses); with a viewer, what that viewer
   * learns of it in words (FULL_VIEW: every secret shown; PUBLIC_VIEW: as a spectator). */
  actionToString(action: number, viewer?: number): string {
    const lib = theLib();
    const ptr = this._handle();
    const id = actionId(action);
    if (viewer === undefined) {
      return lib.callString((buf, cap, len) => lib.m._caper_state_action_to_string(ptr, id, buf, cap, len));
    }
    const seat = i32Arg(viewer, "viewer");
    return lib.callString((buf, cap, len) => lib.m._caper_state_action_to_string_for(ptr, seat, id, buf, cap, len));
  }

  /** What viewer learns from what the legal action sets off by itself, in words ("" when
   * nothing follows), for a log written after it; IllegalActionError when it is not legal. */
  outcomeText(action: ActionLike, viewer: number = FULL_VIEW): string {
    const lib = theLib();
    const ptr = this._handle();
    const id = typeof action === "string" ? this.actionFromString(action) : actionId(action);
    const seat = i32Arg(viewer, "viewer");
    return lib.callString((buf, cap, len) => lib.m._caper_state_outcome_text(ptr, seat, id, buf, cap, len));
  }

  /** The id of an action's text; ParseError when no legal action reads so. */
  actionFromString(text: string): number {
    const lib = theLib();
    const ptr = this._handle();
    lib.withStrings([textArg(text, "action text")], (t) => lib.check(lib.m._caper_state_action_from_string(ptr, t, lib.out)));
    return lib.u32[lib.out >> 2];
  }

  /** The library's JSON text of the state: all of it (FULL_VIEW), what a seat sees, or what
   * a spectator sees (PUBLIC_VIEW). */
  toJson(viewer: number = FULL_VIEW): string {
    const lib = theLib();
    const ptr = this._handle();
    const seat = i32Arg(viewer, "viewer");
    return lib.callString((buf, cap, len) => lib.m._caper_state_to_json(ptr, seat, buf, cap, len));
  }

  /** toJson(viewer), parsed. */
  view(viewer: number = FULL_VIEW): Record<string, unknown> {
    return JSON.parse(this.toJson(viewer)) as Record<string, unknown>;
  }

  /** A readable multi-line picture of the state as viewer sees it. */
  toText(viewer: number = FULL_VIEW): string {
    const lib = theLib();
    const ptr = this._handle();
    const seat = i32Arg(viewer, "viewer");
    return lib.callString((buf, cap, len) => lib.m._caper_state_to_text(ptr, seat, buf, cap, len));
  }

  /** null until the game is over, then its winners, returns, points and reason. */
  get result(): GameResult | null {
    return this.view(FULL_VIEW).result as GameResult | null;
  }

  /** What `viewer` may know as Game.observationSize floats, into `out` when given. */
  observation(viewer: number, out?: Float32Array): Float32Array {
    const lib = theLib();
    const ptr = this._handle();
    const seat = i32Arg(viewer, "viewer");
    const size = this.game.observationSize;
    const target = outArray(out, Float32Array, size, "out");
    const buf = lib.malloc(size * 4);
    try {
      lib.check(lib.m._caper_state_observation(ptr, seat, buf, size, lib.len));
      target.set(lib.m.HEAPF32.subarray(buf >> 2, (buf >> 2) + size));
    } finally {
      lib.m._free(buf);
    }
    return target;
  }

  /** One byte per distinct action id: 1 where legal (into `out` when given). */
  legalMask(out?: Uint8Array): Uint8Array {
    const lib = theLib();
    const ptr = this._handle();
    const size = this.game.numDistinctActions;
    const target = outArray(out, Uint8Array, size, "out");
    const buf = lib.malloc(size);
    try {
      lib.check(lib.m._caper_state_legal_mask(ptr, buf, size));
      target.set(lib.m.HEAPU8.subarray(buf, buf + size));
    } finally {
      lib.m._free(buf);
    }
    return target;
  }

  /** A full state drawn from what `player` knows (for search); uses rng. */
  determinize(player: number, rng: Rng): State {
    const lib = theLib();
    const ptr = this._handle();
    const seat = i32Arg(player, "player");
    if (!(rng instanceof Rng)) throw new TypeError(`rng must be a caper Rng, not ${typeName(rng)}`);
    lib.check(lib.m._caper_state_determinize(ptr, seat, rng._handle(), lib.out));
    return new State(lib.outHandle(), this.game);
  }
}

function actionId(action: unknown): number {
  return u32Arg(action, "an action id");
}

function outArray<T extends Float32Array | Uint8Array>(
  out: T | undefined,
  type: { new (n: number): T; name: string },
  size: number,
  what: string,
): T {
  if (out === undefined) return new type(size);
  if (!(out instanceof type)) throw new TypeError(`${what} must be a ${type.name}, not ${typeName(out)}`);
  if (out.length !== size) throw new InvalidArgumentError(`${what} must hold ${size} elements, not ${out.length}`);
  return out;
}

const botRegistry = makeRegistry("_caper_bot_free");

/** A computer opponent: `new caper.Bot(game, "mcts:200", 1).choose(state)`. */
export class Bot extends Handle {
  readonly game: Game;
  readonly spec: string;

  /** spec: a level, "easy", "medium" or "hard" (the game's own spec for it, "bot_levels" of
   * its info), "random", "greedy", "mcts", "mcts:ITERATIONS" or "mcts:ms=MILLISECONDS" (more
   * items: docs/bots.md; a bad spec is BadOptionsError); with an iteration budget the same
   * seed, same choices. */
  constructor(game: Game, spec = "mcts", seed: Seed = 0) {
    const lib = theLib();
    if (!(game instanceof Game)) throw new TypeError(`game must be a caper Game, not ${typeName(game)}`);
    const gamePtr = game._handle();
    textArg(spec, "spec");
    const value = seedArg(seed);
    lib.withStrings([spec], (s) => lib.check(lib.m._caper_bot_new(gamePtr, s, value, lib.out)));
    super(lib.outHandle());
    this.game = game;
    this.spec = spec;
  }

  /** @internal */ _registry() {
    return botRegistry;
  }
  /** @internal */ _freeName(): FreeName {
    return "_caper_bot_free";
  }

  /** Stops the bot's next choose() at its start (a cancel is used up by the call it
   * stops), which then returns at once a legal action drawn from the seed. The module runs
   * on the calling thread, so a choose() already running cannot be reached from
   * JavaScript until it returns: bound it with a time budget ("mcts:ms=..."), or run the
   * bot in a worker and terminate the worker. */
  cancel(): void {
    const lib = theLib();
    lib.check(lib.m._caper_bot_cancel(this._handle()));
  }

  /** The bot's action id for the seat to move; WrongPhaseError at chance or the end. */
  choose(state: State): number {
    const lib = theLib();
    if (!(state instanceof State)) throw new TypeError(`state must be a caper State, not ${typeName(state)}`);
    lib.check(lib.m._caper_bot_choose(this._handle(), state._handle(), lib.out));
    return lib.u32[lib.out >> 2];
  }
}

/** The names of the games of this build, in catalogue order. */
export function gameNames(): string[] {
  const lib = theLib();
  const names: string[] = [];
  const count = lib.m._caper_game_count();
  for (let i = 0; i < count; i++) names.push(lib.cString(lib.m._caper_game_name(i)));
  return names;
}

/** The library's version, "MAJOR.MINOR.PATCH". */
export function version(): string {
  return theLib().cString(theLib().m._caper_version());
}

/** The C ABI version of the module (CAPER_ABI_VERSION). */
export function abiVersion(): number {
  return theLib().m._caper_abi_version() >>> 0;
}

/** The bytes of the module's memory (it grows, never shrinks): for watching leaks. */
export function wasmMemoryBytes(): number {
  return theLib().m.HEAPU8.length;
}

/** The ABI version this package was written against. */
export const ABI_VERSION = 1;

const api = {
  Game, State, Rng, Bot, gameNames, version, abiVersion, CHANCE, TERMINAL, FULL_VIEW,
  PUBLIC_VIEW, MAX_LEGAL_ACTIONS,
} as const;
/** What loadCaper() resolves to: the classes and functions of the package. */
export type Caper = typeof api;

/** Loads the WebAssembly module (once; later calls give the same) and resolves to the API. */
export async function loadCaper(options?: LoadOptions): Promise<Caper> {
  await loadLib(options);
  const abi = abiVersion();
  if (abi !== ABI_VERSION) {
    throw new CaperError(`caper.wasm speaks ABI ${abi}, this package ABI ${ABI_VERSION}`);
  }
  return api;
}


export { replayRecord, type GameRecord } from "./record.js";
