// A game record: what `caper play --save` writes and `caper replay` reads (examples/caper),
// so a game played in any host can be replayed by every other one.
import type { Caper, State } from "./index.js";

/** A finished or running game: its options and seed, and every action (chance included). */
export interface GameRecord {
  game: string;
  options: Record<string, unknown>;
  /** The seed chance was drawn from (a safe integer: JSON numbers are doubles). */
  seed: number;
  /** Who held each seat at the end: "human" or the bot's spec. */
  seats: string[];
  actions: number[];
  /** Each action's text in the full view (for people reading the file). */
  actions_text: string[];
  returns: number[];
  /** The full JSON view of the state after the last action. */
  final_state: unknown;
}

/** The state the record's actions lead to, each applied as the library checks it: a forged
 * record fails with the library's error for its first bad action. The caller frees it. */
export function replayRecord(caper: Caper, record: GameRecord): State {
  const game = new caper.Game(record.game, record.options);
  let state = game.initialState();
  try {
    for (const action of record.actions) {
      const next = state.apply(action);
      state.free();
      state = next;
    }
  } catch (error) {
    state.free();
    throw error;
  } finally {
    game.free();
  }
  return state;
}
