// A small typed client of caper-games/colyseus, as a browser or Node program writes it: the
// messages and the views typed by caper-games/protocol, the library by caper-games. The
// room is any Colyseus client's (colyseus.js: room.onMessage and room.send), typed here by
// the protocol's maps of messages.
import { loadCaper, PUBLIC_VIEW, type GameResult } from "caper-games";
import type {
  ActMessage, CardCaperView, ClientMessages, GameName, GameView, JoinOptions, ServerMessages, ViewMessage,
} from "caper-games/protocol";

interface TypedRoom<G extends GameName> {
  onMessage<K extends keyof ServerMessages<G>>(type: K, handler: (message: ServerMessages<G>[K]) => void): void;
  send<K extends keyof ClientMessages>(type: K, message: ClientMessages[K]): void;
}

export function play(room: TypedRoom<"card_caper">, log: (line: string) => void): void {
  room.onMessage("welcome", (w) => {
    log(w.spectator ? "watching" : `seat ${w.seat ?? "?"} of ${w.players} (${w.game})`);
    for (const e of w.log) log(`${e.step}: ${e.text} ${e.outcome}`);
  });
  room.onMessage("view", (v) => {
    const view: CardCaperView = v.view;
    log(`${view.phase}, ${view.undealt_count} undealt, to move ${v.toMove}`);
    const result: GameResult | null = v.result;
    if (result) log(`winners ${result.winners.join(", ")}`);
    if (v.deadline !== null) log(`${v.timeLeft ?? 0} ms left`);
    const first = v.legal[0];
    if (first) {
      const act: ActMessage = { step: v.step, action: first[0] };
      room.send("act", act);
      room.send("act", { step: v.step, action: first[1] });
    }
  });
  room.onMessage("event", (e) => log(`${e.actor}: ${e.text}`));
  room.onMessage("timeout", (t) => log(`p${t.seat}: ${t.outcome === "forfeit" ? "forfeits" : "timed out"}`));
  room.onMessage("refused", (r) => log(r.code === "stale" ? "too late" : `${r.code}: ${r.message}`));
}

/** Any game's view message: narrowed by its game's name. */
export function phase(v: ViewMessage): string {
  const view: GameView = v.view;
  if (view.game === "card_caper") return view.phase;
  return view.game;
}

export const join: JoinOptions = { spectate: true };

export async function local(): Promise<string> {
  const caper = await loadCaper({ wasmUrl: "https://example.invalid/caper.wasm" });
  const game = new caper.Game("card_caper");
  const state = game.initialState();
  const text = state.toText(PUBLIC_VIEW);
  state.free();
  game.free();
  return text;
}
