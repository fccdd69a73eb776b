// Deliberate misuses of the protocol's types: each line marked MISUSE must fail to compile
// (the test checks that tsc reports an error on each of them and on no other line).
import type { ActMessage, CaptainCoolView, ClientMessages, JoinOptions, ServerMessages, ViewMessage } from "caper-games/protocol";

declare const view: ViewMessage<"card_caper">;
declare function send<K extends keyof ClientMessages>(type: K, message: ClientMessages[K]): void;
declare function on<K extends keyof ServerMessages>(type: K, handler: (m: ServerMessages[K]) => void): void;

export const a: ActMessage = { step: "3", action: 1 }; // MISUSE: a step is a number
export const b: ActMessage = { step: 3, action: 1, seat: 2 }; // MISUSE: an act names no seat
send("cheat", { step: 1, action: 0 }); // MISUSE: no such message
send("act", { action: 0 }); // MISUSE: no step
export const c: CaptainCoolView = view.view; // MISUSE: another game's view
export const d: string = view.view.phase === "bidding" ? "x" : "y"; // MISUSE: no such phase
export const e: number = view.seat; // MISUSE: a spectator's seat is null
on("event", (m) => m.card); // MISUSE: an event has no card
export const f: JoinOptions = { seat: "1" }; // MISUSE: a seat is a number
export const g: number = view.legal[0][1]; // MISUSE: a legal move's second item is its text
