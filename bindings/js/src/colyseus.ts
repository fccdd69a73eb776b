// caper-games/colyseus: a Colyseus 0.16 room that runs one caper game. The server holds the
// full state; each client hears only its seat's view and the text of each event as its seat
// reads it, as plain messages (no synchronized Schema state, which would put the whole state
// on the wire). See docs/multiplayer.md for the protocol.
import { ErrorCode, Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import { CaperError, PUBLIC_VIEW, loadCaper, type Bot, type Caper, type Game, type Rng, type State } from "./index.js";
import type {
  EventMessage, GameName, GameView, JoinRefusalCode, RefusalCode, RefusedMessage, TimeoutMessage, TimeoutRule,
  ViewMessage, WelcomeMessage,
} from "./protocol.js";
import type { GameRecord } from "./record.js";

export type { GameRecord } from "./record.js";
export type * from "./protocol.js";

/** The application's check of a client's token (colyseus.js: `client.auth.token = ...`):
 * the player's id, or a throw or a falsy value to refuse the client. */
export type CaperAuth = (
  token: string | undefined,
  options: Record<string, unknown>,
  context: AuthContext,
) => string | null | undefined | Promise<string | null | undefined>;

/** What the server decides about its rooms (never the clients: a client that chose the
 * seed could work out every hidden card). */
export interface CaperRoomConfig {
  /** The game, one of gameNames(). */
  game: string;
  /** The game's options (default: the game's defaults). */
  options?: Record<string, unknown>;
  /** The room's seed, a safe non-negative integer, or a function giving one per room
   * (default: a fresh random 53-bit seed per room). */
  seed?: number | (() => number);
  /** The bot that plays an empty or dropped seat: easy, medium, hard or any spec of
   * docs/bots.md (default medium). */
  bot?: string;
  /** How long a seat may stay empty or dropped before the bot plays it (default 30000). */
  botDelayMs?: number;
  /** How long a dropped client may come back to its seat (default 120). */
  reconnectSeconds?: number;
  /** Verifies a client's token and gives its player id; a seat belongs to that id (default:
   * none, every connection is a player of its own). */
  auth?: CaperAuth;
  /** Whether one player may hold several seats, one connection each (default false). */
  hotSeat?: boolean;
  /** Whether a player may take a seat that its player left for good, once the game has
   * started (default false: the bot keeps it). */
  takeover?: boolean;
  /** The time a seat has for each move, in ms (default: no limit). */
  turnMs?: number;
  /** Each seat's chess clock, in ms for the whole game (default: none). */
  clockMs?: number;
  /** The time added to a seat's chess clock after each of its moves, in ms (default 0). */
  incrementMs?: number;
  /** What a seat's timeout does (default "bot"). */
  onTimeout?: TimeoutRule;
  /** Whether clients may join as spectators (`{ spectate: true }`), who see the public view
   * only (default true). */
  spectators?: boolean;
  /** The most spectators the room takes at once (default 32). */
  maxSpectators?: number;
  /** How long a finished room stays open, for its clients to see the end (default 60000). */
  finishedGraceMs?: number;
  /** Called once when the game ends, with its record and the room. */
  onGameOver?: (record: GameRecord, room: CaperRoom) => void;
}

/** A seat: the player it belongs to, the connection holding it, whether its bot plays it. */
interface Seat {
  /** The connection of the seat's player (connected or dropped), null when no one holds it. */
  sessionId: string | null;
  playerId: string | null;
  connected: boolean;
  /** Whether the bot plays the seat's moves now. */
  botPlays: boolean;
  /** The seat's bot, made when first needed. */
  bot: Bot | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** The step from which its player has the seat's events (0 for who sat from the start). */
  since: number;
  /** What is left on the seat's chess clock (ms), null without one. */
  clock: number | null;
  /** A seat out of its player's hands for good: its clock ran out ("time"), or it forfeited. */
  out: "time" | "forfeit" | null;
}

/** An action as each seat read it (its text and outcome text), and as the public read it. */
interface LogEntry {
  step: number;
  actor: number;
  texts: string[];
  outcomes: string[];
  publicText: string;
  publicOutcome: string;
}

const DEFAULT_MAX_SPECTATORS = 32;

/** The turn whose clock is running: a human seat's, at a step. */
interface Turn {
  seat: number;
  step: number;
  start: number;
  deadline: number;
  timer: ReturnType<typeof setTimeout>;
}

const MAX_SEED = Number.MAX_SAFE_INTEGER;

function seedOf(config: CaperRoomConfig): number {
  const seed = typeof config.seed === "function" ? config.seed() : config.seed;
  if (seed === undefined) {
    const [word] = globalThis.crypto.getRandomValues(new BigUint64Array(1));
    return Number(word >> 11n);
  }
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new TypeError(`the room's seed must be a safe non-negative integer, not ${String(seed)}`);
  }
  return seed;
}

/** Checks the room's settings of time: a positive number of ms where given. */
function checkTimes(config: CaperRoomConfig): void {
  for (const key of ["turnMs", "clockMs", "incrementMs", "finishedGraceMs", "botDelayMs"] as const) {
    const value = config[key];
    if (value === undefined) continue;
    const least = key === "turnMs" || key === "clockMs" ? 1 : 0;
    if (typeof value !== "number" || !Number.isFinite(value) || value < least) {
      throw new TypeError(`the room's ${key} must be a number of ms >= ${least}, not ${String(value)}`);
    }
  }
  const most = config.maxSpectators;
  if (most !== undefined && (typeof most !== "number" || !Number.isInteger(most) || most < 0)) {
    throw new TypeError(`the room's maxSpectators must be a whole number >= 0, not ${String(most)}`);
  }
  if (config.spectators !== undefined && typeof config.spectators !== "boolean") {
    throw new TypeError(`the room's spectators must be true or false, not ${JSON.stringify(config.spectators)}`);
  }
  if (config.onTimeout !== undefined && config.onTimeout !== "bot" && config.onTimeout !== "forfeit") {
    throw new TypeError(`the room's onTimeout must be "bot" or "forfeit", not ${JSON.stringify(config.onTimeout)}`);
  }
}

/** A refused join: the client's join fails with "code: message". */
function joinRefusal(code: JoinRefusalCode, message: string): ServerError {
  return new ServerError(code === "unauthorized" ? ErrorCode.AUTH_FAILED : ErrorCode.APPLICATION_ERROR, `${code}: ${message}`);
}

/** A Room class for one game, to pass to `server.define(name, caperRoom(config))`. */
export function caperRoom(config: CaperRoomConfig): typeof CaperRoom {
  checkTimes(config);
  const room = class extends CaperRoom {
    override config = config;
  };
  const auth = config.auth;
  if (auth) {
    // Colyseus calls the static onAuth at matchmaking, with the token of the request.
    Object.defineProperty(room, "onAuth", {
      value: async (token: string | undefined, options: Record<string, unknown>, context: AuthContext) => {
        let player: unknown;
        try {
          player = await auth(token, options ?? {}, context);
        } catch (error) {
          throw joinRefusal("unauthorized", error instanceof Error ? error.message : String(error));
        }
        if (typeof player !== "string" || player === "") {
          throw joinRefusal("unauthorized", "the token was not accepted");
        }
        return { playerId: player };
      },
    });
  }
  return room;
}

/** One caper game. Use caperRoom(config) to make the class Colyseus defines. */
export class CaperRoom extends Room {
  config!: CaperRoomConfig;
  /** @internal */ caper!: Caper;
  game!: Game;
  seed = 0;
  /** @internal */ rng!: Rng;
  /** The full state: it never leaves the server. */
  position!: State;
  started = false;
  /** @internal */ seats: Seat[] = [];
  /** @internal The spectators' connections, with their players. */ spectators = new Map<string, string>();
  /** @internal */ log: LogEntry[] = [];
  /** @internal */ actions: number[] = [];
  /** @internal */ actionsText: string[] = [];
  /** @internal The pending turn of the bots, if any. */ botTurn: ReturnType<typeof setTimeout> | null = null;
  /** @internal The running clock, if any. */ turn: Turn | null = null;
  /** @internal */ graceTimer: ReturnType<typeof setTimeout> | null = null;
  finished = false;
  /** @internal */ disposed = false;

  override async onCreate(): Promise<void> {
    this.caper = await loadCaper();
    this.game = new this.caper.Game(this.config.game, this.config.options);
    // A bad bot spec fails now, before anyone joins.
    new this.caper.Bot(this.game, this.botSpec(), 0).free();
    this.seed = seedOf(this.config);
    this.rng = new this.caper.Rng(this.seed);
    this.position = this.game.initialState();
    this.maxClients = this.game.numPlayers + this.maxSpectators();
    for (let p = 0; p < this.game.numPlayers; p++) {
      this.seats.push({
        sessionId: null, playerId: null, connected: false, botPlays: false, bot: null, timer: null,
        since: 0, clock: this.config.clockMs ?? null, out: null,
      });
      this.startBotTimer(p);
    }
    this.onMessage("act", (client, message) => this.onAct(client, message));
    this.onMessage("*", (client, type) =>
      this.refuse(client, "malformed", `unknown message type ${JSON.stringify(String(type))}; send "act"`));
  }

  /** @internal */ botSpec(): string {
    return this.config.bot ?? "medium";
  }

  /** @internal How many spectators the room takes (0: none). */
  maxSpectators(): number {
    return this.config.spectators === false ? 0 : this.config.maxSpectators ?? DEFAULT_MAX_SPECTATORS;
  }

  /** Seats that forfeited. */
  get forfeited(): number[] {
    return this.seats.flatMap((s, p) => (s.out === "forfeit" ? [p] : []));
  }

  override onJoin(client: Client, options?: { seat?: unknown; spectate?: unknown }, auth?: { playerId?: unknown }): void {
    // The player is who the application's auth hook said; without one, the connection.
    const player = typeof auth?.playerId === "string" ? auth.playerId : `session:${client.sessionId}`;
    const spectate = options?.spectate;
    if (spectate !== undefined && typeof spectate !== "boolean") {
      throw joinRefusal("bad_spectate", `spectate must be true or false, not ${JSON.stringify(spectate) ?? typeof spectate}`);
    }
    if (this.finished) throw joinRefusal("game_over", "the game is over");
    if (spectate === true) return this.joinSpectator(client, player, options?.seat);
    const p = this.freeSeat(options?.seat, player);
    const seat = this.seats[p];
    clearTimeout(seat.timer ?? undefined);
    const tookOver = seat.botPlays;
    Object.assign(seat, {
      sessionId: client.sessionId, playerId: player, connected: true, botPlays: false, timer: null,
      since: this.actions.length,
    });
    this.updateLock();
    this.welcome(client, p);
    if (!this.startWhenSeated() && tookOver) this.advance();
  }

  /** @internal A spectator: the public view and the public log, never a seat's. */
  joinSpectator(client: Client, player: string, seat: unknown): void {
    const most = this.maxSpectators();
    if (most === 0) throw joinRefusal("no_spectators", "this room takes no spectators");
    if (seat !== undefined) throw joinRefusal("bad_seat", "a spectator takes no seat");
    if (this.spectators.size >= most) throw joinRefusal("spectators_full", `the room has ${most} spectators, its most`);
    this.spectators.set(client.sessionId, player);
    this.updateLock();
    this.welcome(client, PUBLIC_VIEW);
  }

  /** @internal Whether a newcomer may take seat p: one no player holds, open, or (where the
   * room allows takeovers) played by the bot. */
  takeable(p: number): boolean {
    const s = this.seats[p];
    return !this.finished && s.playerId === null && s.out === null && (!s.botPlays || this.config.takeover === true);
  }

  /** @internal The seat asked for, or the lowest open one (else the lowest the bot plays that
   * may be taken over); a refusal refuses the join. */
  freeSeat(wanted: unknown, player: string): number {
    const held = this.seats.findIndex((s) => s.playerId === player);
    if (held >= 0 && this.config.hotSeat !== true) {
      const back = this.seats[held].connected ? "" : " (dropped: it comes back with its reconnection token)";
      throw joinRefusal("one_seat", `player ${JSON.stringify(player)} holds seat ${held} already${back}; a player holds one seat`);
    }
    if (wanted === undefined || wanted === null) {
      let seat = this.seats.findIndex((s, p) => this.takeable(p) && !s.botPlays);
      if (seat < 0) seat = this.seats.findIndex((_, p) => this.takeable(p));
      if (seat < 0) throw joinRefusal("no_seat", "no seat is open");
      return seat;
    }
    if (typeof wanted !== "number" || !Number.isInteger(wanted) || wanted < 0 || wanted >= this.seats.length) {
      throw joinRefusal("bad_seat", `seat must be a seat number 0..${this.seats.length - 1}, not ${JSON.stringify(wanted)}`);
    }
    if (!this.takeable(wanted)) {
      const s = this.seats[wanted];
      const why = s.playerId !== null && !s.connected ? " (its player dropped and may come back)" : "";
      throw joinRefusal("seat_taken", `seat ${wanted} is taken${why}`);
    }
    return wanted;
  }

  override async onLeave(client: Client, consented?: boolean): Promise<void> {
    if (this.spectators.delete(client.sessionId)) {
      if (!this.finished && !this.disposed) this.updateLock();
      return;
    }
    const p = this.seatOf(client);
    if (p < 0) return;
    const seat = this.seats[p];
    seat.connected = false;
    if (this.finished || this.disposed) return;
    if (consented) return this.vacate(p);
    this.startBotTimer(p);
    this.sendViews();
    let back: Client;
    try {
      back = await this.allowReconnection(client, this.config.reconnectSeconds ?? 120);
    } catch {
      // The window closed: the seat is its player's no more.
      if (seat.sessionId === client.sessionId) this.vacate(p);
      return;
    }
    this.reconnected(back, p);
  }

  /** @internal Seat p's player left it for good: before the start it is open again; after,
   * the bot plays it (and a newcomer may take it over, where the room allows). */
  vacate(p: number): void {
    const seat = this.seats[p];
    seat.sessionId = null;
    seat.playerId = null;
    seat.connected = false;
    if (this.finished || this.disposed) return;
    if (!this.started) {
      this.startBotTimer(p);
      this.updateLock();
      return;
    }
    clearTimeout(seat.timer ?? undefined);
    seat.timer = null;
    this.useBot(p);
    this.updateLock();
    this.sendViews();
    this.advance();
  }

  /** @internal A dropped client is back: its seat, its log and its view. */
  reconnected(client: Client, p: number): void {
    const seat = this.seats[p];
    clearTimeout(seat.timer ?? undefined);
    seat.timer = null;
    seat.connected = true;
    if (seat.out === null) seat.botPlays = false;
    this.welcome(client, p);
    this.sendViews();
    this.advance();
  }

  override onDispose(): void {
    this.disposed = true;
    clearTimeout(this.botTurn ?? undefined);
    clearTimeout(this.turn?.timer);
    clearTimeout(this.graceTimer ?? undefined);
    for (const seat of this.seats) {
      clearTimeout(seat.timer ?? undefined);
      seat.bot?.free();
    }
    this.position?.free();
    this.rng?.free();
    this.game?.free();
  }

  /** @internal */ seatOf(client: Client): number {
    return this.seats.findIndex((s) => s.sessionId === client.sessionId);
  }

  /** @internal Listed (in joinOrCreate's and join's reach) while a newcomer may take a seat;
   * else unlisted (private) but open to joinById while a spectator may join; else locked.
   * A finished room is locked. */
  updateLock(): void {
    const seatOpen = !this.finished && this.seats.some((_, p) => this.takeable(p));
    const watchable = !this.finished && this.spectators.size < this.maxSpectators();
    // Unlisted first, so that no matchmaking finds it open and listed in between.
    if (!seatOpen) void this.setPrivate(true);
    if (seatOpen || watchable) void this.unlock();
    else void this.lock();
    if (seatOpen) void this.setPrivate(false);
  }

  /** @internal After botDelayMs, a bot plays seat p unless a human holds it by then. */
  startBotTimer(p: number): void {
    const seat = this.seats[p];
    clearTimeout(seat.timer ?? undefined);
    // Node's timers, not the room's clock: that one ticks with the patches (every 50 ms).
    seat.timer = setTimeout(() => {
      seat.timer = null;
      if (!seat.connected && !seat.botPlays) this.takeOver(p);
    }, this.config.botDelayMs ?? 30000);
  }

  /** @internal Seat p's bot, made when first needed, seeded from the room's seed. */
  botOf(p: number): Bot {
    const seat = this.seats[p];
    seat.bot ??= new this.caper.Bot(this.game, this.botSpec(), botSeed(this.seed, p));
    return seat.bot;
  }

  /** @internal */ useBot(p: number): void {
    this.botOf(p);
    this.seats[p].botPlays = true;
  }

  /** @internal */ takeOver(p: number): void {
    if (this.disposed || this.finished) return;
    this.useBot(p);
    this.updateLock();
    this.sendViews();
    if (!this.startWhenSeated()) this.advance();
  }

  /** @internal The game starts once every seat has a human or a bot. */
  startWhenSeated(): boolean {
    if (this.started || !this.seats.every((s) => s.connected || s.botPlays)) return false;
    this.started = true;
    this.updateLock();
    this.advance();
    return true;
  }

  /** @internal Plays chance and bot moves until a human is to move or the game is over,
   * then starts the mover's clock and sends the views. Bots play in slices of ~20 ms, so the
   * server keeps serving. */
  advance(): void {
    if (!this.started || this.botTurn !== null || this.disposed) return;
    const sliceEnd = Date.now() + 20;
    for (;;) {
      while (this.position.isChanceNode) this.play(this.position.sampleChance(this.rng));
      const mover = this.position.isTerminal ? null : this.seats[this.position.currentPlayer];
      if (!mover?.botPlays) break;
      if (Date.now() > sliceEnd) {
        this.botTurn = setTimeout(() => {
          this.botTurn = null;
          this.advance();
        }, 0);
        return;
      }
      this.play(mover.bot!.choose(this.position));
    }
    const ended = this.position.isTerminal && !this.finished;
    if (ended) this.finish();
    else this.startClock();
    this.sendViews();
    if (ended) this.config.onGameOver?.(this.record(), this);
  }

  /** @internal The end: the room is locked at once, and disposed after the grace period. */
  finish(): void {
    this.finished = true;
    void this.lock();
    this.graceTimer = setTimeout(() => {
      if (!this.disposed) void this.disconnect();
    }, this.config.finishedGraceMs ?? 60000);
  }

  /** @internal Starts the clock of the human seat to move, unless it runs already. */
  startClock(): void {
    const step = this.actions.length;
    const p = this.position.currentPlayer;
    if (this.position.isTerminal || p < 0 || this.seats[p].botPlays || this.turn?.step === step) return;
    const limits: number[] = [];
    if (this.config.turnMs !== undefined) limits.push(this.config.turnMs);
    const clock = this.seats[p].clock;
    if (clock !== null) limits.push(clock);
    if (limits.length === 0) return;
    const start = Date.now();
    const deadline = start + Math.min(...limits);
    this.turn = { seat: p, step, start, deadline, timer: setTimeout(() => this.timedOut(), deadline - start) };
  }

  /** @internal Stops the running clock, charging its seat the time it took (and, for its own
   * move, the increment). */
  stopClock(increment: boolean): void {
    const turn = this.turn;
    if (!turn) return;
    this.turn = null;
    clearTimeout(turn.timer);
    const seat = this.seats[turn.seat];
    if (seat.clock !== null) {
      seat.clock = Math.max(0, seat.clock - (Date.now() - turn.start)) + (increment ? this.config.incrementMs ?? 0 : 0);
    }
  }

  /** @internal The mover's time ran out: the bot moves for it (and plays it for good if its
   * chess clock is out), or the seat forfeits; every seat is told. */
  timedOut(): void {
    const turn = this.turn;
    if (!turn || this.disposed || this.finished || turn.step !== this.actions.length) return;
    const p = turn.seat;
    const seat = this.seats[p];
    const flagged = seat.clock !== null && seat.clock <= (this.config.turnMs ?? Infinity);
    this.stopClock(false);
    if (flagged) seat.clock = 0;
    let outcome: "move" | "bot" | "forfeit" = "move";
    if ((this.config.onTimeout ?? "bot") === "forfeit") outcome = "forfeit";
    else if (flagged) outcome = "bot";
    if (outcome !== "move") {
      seat.out = outcome === "bot" ? "time" : "forfeit";
      this.useBot(p);
    }
    const step = this.actions.length;
    const told: TimeoutMessage = { step, seat: p, outcome };
    this.forEachViewer((client) => client.send("timeout", told));
    if (outcome === "move") this.play(this.botOf(p).choose(this.position));
    this.advance();
  }

  /** @internal Applies a legal action and tells every seat what it saw of it. */
  play(action: number, byHuman = false): void {
    this.stopClock(byHuman);
    const before = this.position;
    const entry: LogEntry = {
      step: this.actions.length + 1,
      actor: before.currentPlayer,
      texts: this.seats.map((_, p) => before.actionToString(action, p)),
      outcomes: this.seats.map((_, p) => before.outcomeText(action, p)),
      publicText: before.actionToString(action, PUBLIC_VIEW),
      publicOutcome: before.outcomeText(action, PUBLIC_VIEW),
    };
    this.actionsText.push(before.actionToString(action));
    this.position = before.apply(action);
    before.free();
    this.actions.push(action);
    this.log.push(entry);
    this.forEachViewer((client, viewer) => client.send("event", eventFor(entry, viewer)));
  }

  /** @internal An "act" message, `{ step, action }`: the seat's action (an id or its text) at
   * the step it answers, or a refusal. */
  onAct(client: Client, message: unknown): void {
    if (this.spectators.has(client.sessionId)) {
      return this.refuse(client, "spectator", "a spectator does not act; join with a seat to play");
    }
    const p = this.seatOf(client);
    if (p < 0) return this.refuse(client, "not_your_turn", "this client holds no seat");
    const shape = actShape(message);
    if (typeof shape === "string") return this.refuse(client, "malformed", shape);
    const { step, action: wanted } = shape;
    if (!this.started) return this.refuse(client, "not_started", "the game starts when every seat is taken");
    if (this.position.isTerminal) return this.refuse(client, "game_over", "the game is over");
    const seat = this.seats[p];
    if (seat.out === "forfeit") return this.refuse(client, "forfeited", `p${p} forfeited: the bot plays its moves`);
    const now = this.actions.length;
    if (step !== now) {
      return this.refuse(client, "stale", `the act answers step ${step}, but the game is at step ${now}`);
    }
    if (this.position.currentPlayer !== p || seat.botPlays) {
      const why = seat.out === "time" ? `p${p}'s clock ran out: the bot plays its moves` : `p${this.position.currentPlayer} is to move, not p${p}`;
      return this.refuse(client, "not_your_turn", why);
    }
    let action: number | undefined;
    try {
      action = typeof wanted === "number" ? wanted : this.actionOfText(wanted, p);
      const unseen = this.illegalAsSeen(action, p);
      if (unseen) return this.refuse(client, "CAPER_E_ILLEGAL_ACTION", unseen, action);
      this.position.apply(action).free(); // checks legality; the move is made by play()
    } catch (error) {
      const named = Number.isInteger(action) && action! >= 0 && action! < this.game.numDistinctActions ? action : undefined;
      if (error instanceof CaperError) return this.refuse(client, error.statusName as RefusalCode, error.message, named);
      if (error instanceof TypeError) return this.refuse(client, "malformed", error.message);
      throw error;
    }
    this.play(action, true);
    this.advance();
  }

  /** @internal The refusal of an illegal action whose text in the full view (which the
   * library's message quotes: a card dealt, say) says more than the seat's text of it;
   * null where the library's own message may be sent. */
  illegalAsSeen(action: number, p: number): string | null {
    const state = this.position;
    if (!Number.isInteger(action) || action < 0 || action >= this.game.numDistinctActions) return null;
    if (state.isLegal(action)) return null;
    const seen = state.actionToString(action, p);
    if (seen === state.actionToString(action)) return null;
    return `CAPER_E_ILLEGAL_ACTION: '${seen}' is not legal now (p${state.currentPlayer} to act)`;
  }

  /** @internal A move as the seat's list gives its text (any case), else as the game parses it. */
  actionOfText(text: string, p: number): number {
    const wanted = text.trim().toLowerCase();
    for (const a of this.position.legalActions()) {
      if (this.position.actionToString(a, p).toLowerCase() === wanted) return a;
    }
    return this.position.actionFromString(text);
  }

  /** @internal action: the id the refused message named, once read. */
  refuse(client: Client, code: RefusalCode, message: string, action?: number): void {
    const refused: RefusedMessage = { step: this.actions.length, code, message, action };
    client.send("refused", refused);
  }

  /** @internal On joining or coming back: the seat (or PUBLIC_VIEW for a spectator), the
   * game, the room's clock, and the log as the viewer read it, from when its player took the
   * seat (a spectator: the whole game, as the public read it). */
  welcome(client: Client, viewer: number): void {
    const spectator = viewer === PUBLIC_VIEW;
    const since = spectator ? 0 : this.seats[viewer].since;
    const player = spectator ? this.spectators.get(client.sessionId) ?? null : this.seats[viewer].playerId;
    const { turnMs, clockMs, incrementMs, onTimeout } = this.config;
    const timed = turnMs !== undefined || clockMs !== undefined;
    const welcome: WelcomeMessage = {
      step: this.actions.length,
      seat: spectator ? null : viewer,
      spectator,
      player: this.config.auth ? player : null,
      game: this.game.name as GameName,
      options: this.game.info.options as Record<string, unknown>,
      players: this.game.numPlayers,
      clock: timed ? { turnMs: turnMs ?? null, clockMs: clockMs ?? null, incrementMs: incrementMs ?? 0, onTimeout: onTimeout ?? "bot" } : null,
      since,
      log: this.log.slice(since).map((e) => eventFor(e, viewer)),
    };
    client.send("welcome", welcome);
    client.send("view", this.viewFor(viewer));
  }

  /** @internal What seat p (or the public, PUBLIC_VIEW) may know now. */
  viewFor(viewer: number): ViewMessage {
    const state = this.position;
    const toMove = state.currentPlayer;
    const spectator = viewer === PUBLIC_VIEW;
    const mine = !spectator && this.started && toMove === viewer && !this.seats[viewer].botPlays;
    const turn = this.turn;
    const now = Date.now();
    return {
      step: this.actions.length,
      seat: spectator ? null : viewer,
      started: this.started,
      toMove,
      view: state.view(viewer) as unknown as GameView,
      text: state.toText(viewer),
      legal: mine ? [...state.legalActions()].map((a): [number, string] => [a, state.actionToString(a, viewer)]) : [],
      result: state.result,
      seats: this.seats.map((s) => (s.botPlays ? this.botSpec() : s.connected ? "human" : s.sessionId ? "dropped" : "open")),
      forfeited: this.forfeited,
      deadline: turn?.deadline ?? null,
      timeLeft: turn ? Math.max(0, turn.deadline - now) : null,
      // As each clock stood when the running turn began: the mover's runs down to the deadline.
      clocks: this.config.clockMs === undefined ? null : this.seats.map((s) => s.clock ?? 0),
    };
  }

  /** @internal */ sendViews(): void {
    let publicView: ViewMessage | null = null;
    this.forEachViewer((client, viewer) => {
      if (viewer !== PUBLIC_VIEW) return client.send("view", this.viewFor(viewer));
      publicView ??= this.viewFor(PUBLIC_VIEW);
      client.send("view", publicView);
    });
  }

  /** @internal Each connected human's client with its seat, then each spectator's with
   * PUBLIC_VIEW. */
  forEachViewer(fn: (client: Client, viewer: number) => void): void {
    this.seats.forEach((seat, p) => {
      if (!seat.connected || seat.sessionId === null) return;
      const client = this.clients.getById(seat.sessionId);
      if (client) fn(client, p);
    });
    for (const sessionId of this.spectators.keys()) {
      const client = this.clients.getById(sessionId);
      if (client) fn(client, PUBLIC_VIEW);
    }
  }

  /** The game so far as a record (`caper replay` reads it; replayRecord replays it). */
  record(): GameRecord {
    return {
      game: this.game.name,
      options: this.config.options ?? {},
      seed: this.seed,
      seats: this.seats.map((s) => (s.botPlays ? this.botSpec() : "human")),
      actions: [...this.actions],
      actions_text: [...this.actionsText],
      returns: this.position.returns(),
      final_state: this.position.view(),
    };
  }
}

/** An event as a seat (or the public, PUBLIC_VIEW) read it. */
function eventFor(e: LogEntry, viewer: number): EventMessage {
  const spectator = viewer === PUBLIC_VIEW;
  return {
    step: e.step,
    actor: e.actor,
    text: spectator ? e.publicText : e.texts[viewer],
    outcome: spectator ? e.publicOutcome : e.outcomes[viewer],
  };
}

/** An act's fields, or why it is malformed. */
function actShape(message: unknown): { step: number; action: number | string } | string {
  const form = "an act is { step, action }: the step it answers and an action id (a number) or its text (a string)";
  if (message === null || typeof message !== "object" || Array.isArray(message) || message instanceof Uint8Array) {
    return `${form}, not ${describe(message)}`;
  }
  const fields = message as Record<string, unknown>;
  const extra = Object.keys(fields).filter((k) => k !== "step" && k !== "action");
  if (extra.length > 0) return `${form}; unknown field ${JSON.stringify(extra[0])}`;
  const { step, action } = fields;
  if (typeof step !== "number" || !Number.isInteger(step) || step < 0) {
    return `${form}; step must be a step number, not ${step === undefined ? "missing" : JSON.stringify(step) ?? describe(step)}`;
  }
  if (typeof action !== "number" && typeof action !== "string") {
    return `${form}; action must be a number or a string, not ${action === undefined ? "missing" : describe(action)}`;
  }
  return { step, action };
}

/** Seat p's bot seed, derived from the room's seed as the caper program derives it. */
function botSeed(seed: number, p: number): bigint {
  return (BigInt(seed) * 1000003n + BigInt(p) + 1n) & 0xffffffffffffffffn;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (value instanceof Uint8Array) return "bytes";
  return Array.isArray(value) ? "an array" : typeof value;
}
