// caper-games/colyseus: a Colyseus 0.16 room that runs one caper game. The server holds the
// full state; each client hears only its seat's view and the text of each event as its seat
// reads it, as plain messages (no synchronized Schema state, which would put the whole state
// on the wire). See docs/multiplayer.md for the protocol.
import { Room, type Client } from "@colyseus/core";
import { CaperError, loadCaper, type Bot, type Caper, type Game, type Rng, type State } from "./index.js";
import type { GameRecord } from "./record.js";

export type { GameRecord } from "./record.js";

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
  /** Called once when the game ends, with its record and the room. */
  onGameOver?: (record: GameRecord, room: CaperRoom) => void;
}

/** Why an action was refused: the library's status name, or one of the room's own. */
export type RefusalCode = "malformed" | "not_started" | "not_your_turn" | "game_over" | string;

/** A seat: the human holding it (connected or dropped), and whether a bot plays it now. */
interface Seat {
  sessionId: string | null;
  connected: boolean;
  bot: Bot | null;
  timer: ReturnType<typeof setTimeout> | null;
}

interface LogEntry {
  step: number;
  actor: number;
  texts: string[];
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

/** A Room class for one game, to pass to `server.define(name, caperRoom(config))`. */
export function caperRoom(config: CaperRoomConfig): typeof CaperRoom {
  return class extends CaperRoom {
    override config = config;
  };
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
  /** @internal */ log: LogEntry[] = [];
  /** @internal */ actions: number[] = [];
  /** @internal */ actionsText: string[] = [];
  /** @internal */ seatKinds: string[] = [];
  /** @internal The pending turn of the bots, if any. */ botTurn: ReturnType<typeof setTimeout> | null = null;
  /** @internal */ finished = false;
  /** @internal */ disposed = false;

  override async onCreate(): Promise<void> {
    this.caper = await loadCaper();
    this.game = new this.caper.Game(this.config.game, this.config.options);
    // A bad bot spec fails now, before anyone joins.
    new this.caper.Bot(this.game, this.botSpec(), 0).free();
    this.seed = seedOf(this.config);
    this.rng = new this.caper.Rng(this.seed);
    this.position = this.game.initialState();
    this.maxClients = this.game.numPlayers;
    for (let p = 0; p < this.game.numPlayers; p++) {
      this.seats.push({ sessionId: null, connected: false, bot: null, timer: null });
      this.seatKinds.push("human");
      this.startBotTimer(p);
    }
    this.onMessage("act", (client, message) => this.onAct(client, message));
    this.onMessage("*", (client, type) =>
      this.refuse(client, "malformed", `unknown message type ${JSON.stringify(String(type))}; send "act"`));
  }

  /** @internal */ botSpec(): string {
    return this.config.bot ?? "medium";
  }

  override onJoin(client: Client, options?: { seat?: unknown }): void {
    const seat = this.freeSeat(options?.seat);
    clearTimeout(this.seats[seat].timer ?? undefined);
    this.seats[seat] = { sessionId: client.sessionId, connected: true, bot: null, timer: null };
    this.seatKinds[seat] = "human";
    if (!this.seats.some((s) => s.sessionId === null && s.bot === null)) void this.lock();
    this.welcome(client, seat);
    this.startWhenSeated();
  }

  /** @internal The seat asked for, or the lowest open one; an Error refuses the join. */
  freeSeat(wanted: unknown): number {
    const open = (p: number) => this.seats[p].sessionId === null && this.seats[p].bot === null;
    if (wanted === undefined || wanted === null) {
      const seat = this.seats.findIndex((_, p) => open(p));
      if (seat < 0) throw new Error("no seat is open");
      return seat;
    }
    if (typeof wanted !== "number" || !Number.isInteger(wanted) || wanted < 0 || wanted >= this.seats.length) {
      throw new Error(`seat must be a seat number 0..${this.seats.length - 1}, not ${JSON.stringify(wanted)}`);
    }
    if (!open(wanted)) throw new Error(`seat ${wanted} is taken`);
    return wanted;
  }

  override async onLeave(client: Client, consented?: boolean): Promise<void> {
    const p = this.seatOf(client);
    if (p < 0) return;
    const seat = this.seats[p];
    seat.connected = false;
    if (consented) {
      seat.sessionId = null;
      void this.unlock();
    }
    this.startBotTimer(p);
    this.sendViews();
    if (consented || this.finished) return;
    let back: Client;
    try {
      back = await this.allowReconnection(client, this.config.reconnectSeconds ?? 120);
    } catch {
      // The window closed: the bot keeps the seat for good.
      if (seat.sessionId === client.sessionId) seat.sessionId = null;
      return this.takeOver(p);
    }
    this.reconnected(back, p);
  }

  /** @internal A dropped client is back: its seat, its log and its view. */
  reconnected(client: Client, p: number): void {
    const seat = this.seats[p];
    clearTimeout(seat.timer ?? undefined);
    seat.timer = null;
    seat.connected = true;
    seat.bot?.free();
    seat.bot = null;
    this.seatKinds[p] = "human";
    this.welcome(client, p);
    this.sendViews();
    this.advance();
  }

  override onDispose(): void {
    this.disposed = true;
    clearTimeout(this.botTurn ?? undefined);
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

  /** @internal After botDelayMs, a bot plays seat p unless a human holds it by then. */
  startBotTimer(p: number): void {
    const seat = this.seats[p];
    clearTimeout(seat.timer ?? undefined);
    // Node's timers, not the room's clock: that one ticks with the patches (every 50 ms).
    seat.timer = setTimeout(() => {
      seat.timer = null;
      if (!seat.connected) this.takeOver(p);
    }, this.config.botDelayMs ?? 30000);
  }

  /** @internal */ takeOver(p: number): void {
    if (this.disposed) return;
    const seat = this.seats[p];
    if (seat.bot === null) {
      seat.bot = new this.caper.Bot(this.game, this.botSpec(), botSeed(this.seed, p));
      this.seatKinds[p] = this.botSpec();
    }
    if (seat.sessionId === null && !this.seats.some((s) => s.sessionId === null && s.bot === null)) void this.lock();
    this.sendViews();
    if (!this.startWhenSeated()) this.advance();
  }

  /** @internal The game starts once every seat has a human or a bot. */
  startWhenSeated(): boolean {
    if (this.started || !this.seats.every((s) => s.connected || s.bot !== null)) return false;
    this.started = true;
    this.advance();
    return true;
  }

  /** @internal Plays chance and bot moves until a human is to move or the game is over,
   * then sends the views. Bots play in slices of ~20 ms, so the server keeps serving. */
  advance(): void {
    if (!this.started || this.botTurn !== null || this.disposed) return;
    const sliceEnd = Date.now() + 20;
    for (;;) {
      while (this.position.isChanceNode) this.play(this.position.sampleChance(this.rng));
      const mover = this.position.isTerminal ? null : this.seats[this.position.currentPlayer];
      if (!mover?.bot) break;
      if (Date.now() > sliceEnd) {
        this.botTurn = setTimeout(() => {
          this.botTurn = null;
          this.advance();
        }, 0);
        return;
      }
      this.play(mover.bot.choose(this.position));
    }
    this.sendViews();
    if (this.position.isTerminal && !this.finished) {
      this.finished = true;
      this.config.onGameOver?.(this.record(), this);
    }
  }

  /** @internal Applies a legal action and tells every seat what it saw of it. */
  play(action: number): void {
    const before = this.position;
    const entry = {
      step: this.actions.length + 1,
      actor: before.currentPlayer,
      texts: this.seats.map((_, p) => before.actionToString(action, p)),
    };
    this.actionsText.push(before.actionToString(action));
    this.position = before.apply(action);
    before.free();
    this.actions.push(action);
    this.log.push(entry);
    this.forEachSeat((client, p) => client.send("event", { step: entry.step, actor: entry.actor, text: entry.texts[p] }));
  }

  /** @internal An "act" message: the seat's action, by id or text, or a refusal. */
  onAct(client: Client, message: unknown): void {
    const p = this.seatOf(client);
    if (p < 0) return this.refuse(client, "not_your_turn", "this client holds no seat");
    if (typeof message !== "number" && typeof message !== "string") {
      return this.refuse(client, "malformed", `an action is an action id (a number) or its text (a string), not ${describe(message)}`);
    }
    if (!this.started) return this.refuse(client, "not_started", "the game starts when every seat is taken");
    if (this.position.isTerminal) return this.refuse(client, "game_over", "the game is over");
    if (this.position.currentPlayer !== p || this.seats[p].bot !== null) {
      return this.refuse(client, "not_your_turn", `p${this.position.currentPlayer} is to move, not p${p}`);
    }
    let action: number | undefined;
    try {
      action = typeof message === "number" ? message : this.actionOfText(message, p);
      const unseen = this.illegalAsSeen(action, p);
      if (unseen) return this.refuse(client, "CAPER_E_ILLEGAL_ACTION", unseen, action);
      this.position.apply(action).free(); // checks legality; the move is made by play()
    } catch (error) {
      const named = Number.isInteger(action) && action! >= 0 && action! < this.game.numDistinctActions ? action : undefined;
      if (error instanceof CaperError) return this.refuse(client, error.statusName, error.message, named);
      if (error instanceof TypeError) return this.refuse(client, "malformed", error.message);
      throw error;
    }
    this.play(action);
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
    client.send("refused", { step: this.actions.length, code, message, action });
  }

  /** @internal On joining or coming back: the seat, the game, and the log as the seat read it. */
  welcome(client: Client, p: number): void {
    client.send("welcome", {
      seat: p,
      game: this.game.name,
      options: this.game.info.options,
      players: this.game.numPlayers,
      log: this.log.map((e) => ({ step: e.step, actor: e.actor, text: e.texts[p] })),
    });
    client.send("view", this.viewFor(p));
  }

  /** @internal What seat p may know now. */
  viewFor(p: number): Record<string, unknown> {
    const state = this.position;
    const toMove = state.currentPlayer;
    const mine = this.started && toMove === p && this.seats[p].bot === null;
    return {
      step: this.actions.length,
      seat: p,
      started: this.started,
      toMove,
      view: state.view(p),
      text: state.toText(p),
      legal: mine ? [...state.legalActions()].map((a) => [a, state.actionToString(a, p)]) : [],
      result: state.result,
      seats: this.seats.map((s, q) => (s.bot ? this.seatKinds[q] : s.connected ? "human" : s.sessionId ? "dropped" : "open")),
    };
  }

  /** @internal */ sendViews(): void {
    this.forEachSeat((client, p) => client.send("view", this.viewFor(p)));
  }

  /** @internal Each connected human's client with its seat. */
  forEachSeat(fn: (client: Client, p: number) => void): void {
    this.seats.forEach((seat, p) => {
      if (!seat.connected || seat.sessionId === null) return;
      const client = this.clients.getById(seat.sessionId);
      if (client) fn(client, p);
    });
  }

  /** The game so far as a record (`caper replay` reads it; replayRecord replays it). */
  record(): GameRecord {
    return {
      game: this.game.name,
      options: this.config.options ?? {},
      seed: this.seed,
      seats: [...this.seatKinds],
      actions: [...this.actions],
      actions_text: [...this.actionsText],
      returns: this.position.returns(),
      final_state: this.position.view(),
    };
  }
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
