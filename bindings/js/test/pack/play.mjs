// A game against a bot, as docs/javascript.md shows it (there with a game's name; here the
// game is the command line's, or the catalogue's first): seat 0 plays the first legal
// action, the others are an MCTS bot; chance is sampled. Prints the result as JSON.
import { loadCaper } from "caper-games";

const caper = await loadCaper();
const game = new caper.Game(process.argv[2] ?? caper.gameNames()[0], { players: 3 });
const bot = new caper.Bot(game, "mcts:50", 1);
const rng = new caper.Rng(1);
let state = game.initialState();
while (!state.isTerminal) {
  if (state.isChanceNode) state = state.apply(state.sampleChance(rng));
  else if (state.currentPlayer === 0) state = state.apply(state.legalActions()[0]);
  else state = state.apply(bot.choose(state));
}
console.log(JSON.stringify(state.result));
