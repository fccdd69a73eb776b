// Where the program's lib has Symbol.dispose (here @types/node's), `using` frees a handle.
import { loadCaper } from "caper-games";

export async function disposed(): Promise<number> {
  const caper = await loadCaper();
  using game = new caper.Game("card_caper");
  using state = game.initialState();
  return state.legalActions().length;
}
