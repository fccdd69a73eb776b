// caper-games/protocol: the types of the messages of caper-games/colyseus in both directions,
// and of each game's view (generated from docs/schema/<game>.json into ./views/). Types only:
// a client imports them with `import type`, and needs neither Colyseus nor Node's types.
// See docs/multiplayer.md, "The protocol".
import type { GameResult } from "./index.js";
import type { GameViews } from "./views/index.js";

export type * from "./views/index.js";
export type { GameResult } from "./index.js";

/** A game's name, as the room's `game` and the view's `game` give it. */
export type GameName = keyof GameViews;

/** The view of game G (of any game by default): state.view(viewer) of that game. */
export type GameView<G extends GameName = GameName> = GameViews[G];

/** What happens when a seat's time runs out: the room's bot plays for it, or it forfeits. */
export type TimeoutRule = "bot" | "forfeit";

/** Why an act was refused: one of the room's codes, or the library's status name. */
export type RefusalCode =
  | "malformed" | "spectator" | "not_started" | "not_your_turn" | "game_over" | "stale" | "forfeited"
  | `CAPER_E_${string}`;

/** Why a join was refused: the refusal's message starts with it (`seat_taken: ...`). */
export type JoinRefusalCode =
  | "unauthorized" | "bad_seat" | "seat_taken" | "no_seat" | "one_seat" | "game_over"
  | "bad_spectate" | "no_spectators" | "spectators_full";

/** Who holds a seat: a client (`human`, or `dropped` and held for it), no one yet (`open`),
 * or the bot's spec (the bot plays it now: `easy`, `mcts:200`, ...). */
export type SeatHolder = "human" | "dropped" | "open" | (string & {});

/** A client's join options (colyseus.js: `joinById(id, options)`): a seat, or spectating. */
export interface JoinOptions {
  /** The seat to take (default: the lowest open one). */
  seat?: number;
  /** Join as a spectator: the public view only, no seat. */
  spectate?: boolean;
}

// ---- client to server

/** `act`: the seat's action at the step it answers. */
export interface ActMessage {
  /** The step of the view it answers. */
  step: number;
  /** An action id, or its text as the seat's move list gives it (or as the game parses it). */
  action: number | string;
}

/** Every message a client sends, by its type. */
export interface ClientMessages {
  act: ActMessage;
}

// ---- server to client

/** The room's clocks, as the welcome announces them. */
export interface ClockSettings {
  turnMs: number | null;
  clockMs: number | null;
  incrementMs: number;
  onTimeout: TimeoutRule;
}

/** `event`: an action (chance included) as this client's seat (or the public) read it. */
export interface EventMessage {
  /** The step after the action. */
  step: number;
  /** The seat that acted, or -1 for chance. */
  actor: number;
  /** actionToString(action, viewer). */
  text: string;
  /** outcomeText(action, viewer): what the action set off ("" when nothing). */
  outcome: string;
}

/** `welcome`: on taking a seat, on reconnecting, on joining as a spectator. */
export interface WelcomeMessage<G extends GameName = GameName> {
  step: number;
  /** This client's seat; null for a spectator. */
  seat: number | null;
  spectator: boolean;
  /** The auth hook's id of this client's player (null without an auth hook). */
  player: string | null;
  game: G;
  /** The game's options (game.info.options). */
  options: Record<string, unknown>;
  players: number;
  clock: ClockSettings | null;
  /** The step the log starts from. */
  since: number;
  /** Every event since `since`, as this seat (or the public) read it. */
  log: EventMessage[];
}

/** `view`: what this client's seat (or the public) may know now. */
export interface ViewMessage<G extends GameName = GameName> {
  step: number;
  /** This client's seat; null for a spectator. */
  seat: number | null;
  started: boolean;
  /** The seat to move; -1 at a chance node, -2 once the game is over. */
  toMove: number;
  /** state.view(seat), or state.view(PUBLIC_VIEW) for a spectator. */
  view: GameViews[G];
  /** state.toText(seat) (or PUBLIC_VIEW). */
  text: string;
  /** [id, text] of each legal action when this client's seat is to move, else empty. */
  legal: [number, string][];
  result: GameResult | null;
  seats: SeatHolder[];
  forfeited: number[];
  /** The server's Date.now() when the mover's time runs out (null when no clock runs). */
  deadline: number | null;
  /** The ms left as the message was sent (null when no clock runs). */
  timeLeft: number | null;
  /** Each seat's chess clock (ms) as the running turn began (null without one). */
  clocks: number[] | null;
}

/** What a timeout did: the bot moved for the seat, the bot plays it from now on, or it forfeited. */
export type TimeoutOutcome = "move" | "bot" | "forfeit";

/** `timeout`: the mover's time ran out. */
export interface TimeoutMessage {
  step: number;
  seat: number;
  outcome: TimeoutOutcome;
}

/** `refused`: an act that was not applied. */
export interface RefusedMessage {
  step: number;
  code: RefusalCode;
  message: string;
  /** The action id the room read, when it read one. */
  action?: number;
}

/** Every message the server sends, by its type (G: the room's game). */
export interface ServerMessages<G extends GameName = GameName> {
  welcome: WelcomeMessage<G>;
  view: ViewMessage<G>;
  event: EventMessage;
  timeout: TimeoutMessage;
  refused: RefusedMessage;
}

/** A message the server sends, tagged with its type. */
export type ServerMessage<G extends GameName = GameName> = {
  [K in keyof ServerMessages<G>]: { type: K; message: ServerMessages<G>[K] };
}[keyof ServerMessages<G>];
