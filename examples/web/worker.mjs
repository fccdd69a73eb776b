// The playground's engine thread: the match (chance, bots, the hint bot) runs here, so a
// search bot never blocks the page. The page sends setups and human moves; this sends
// back the full state as JSON (the page draws only a seat's view of it) and the log.
import { loadCaper } from "./node_modules/caper-games/dist/index.js";
import { playgroundSeeds, stepToHuman, logEntry } from "./play.mjs";

// Messages that come while the module loads wait for it (a handler set after the await
// would miss them).
const loading = loadCaper();
let caper = null;
const HINT_BOT = "mcts:200";
let match = null;

function free() {
  if (!match) return;
  for (const bot of [...match.bots, match.hintBot]) bot?.free();
  match.state.free();
  match.rng.free();
  match.game.free();
  match = null;
}

function start({ gameName, options, seats, seed }, moves) {
  free();
  const game = new caper.Game(gameName, options);
  const seeds = playgroundSeeds(BigInt(seed), seats.length);
  match = { game, seats, log: [], state: game.initialState(), rng: new caper.Rng(seeds.chance),
    bots: seats.map((kind, p) => (kind === "human" ? null : new caper.Bot(game, kind, seeds.bots[p]))),
    hintBot: new caper.Bot(game, HINT_BOT, seeds.hint) };
  const onStep = (before, action) => match.log.push(logEntry(before, action, seats));
  match.onStep = onStep;
  match.state = stepToHuman(match, onStep);
  for (const action of moves) play(action);
}

function play(action) {
  match.onStep(match.state, action);
  const next = match.state.apply(action);
  match.state.free();
  match.state = stepToHuman({ ...match, state: next }, match.onStep);
}

self.onmessage = async ({ data }) => {
  caper ??= await loading;
  try {
    if (data.type === "start") start(data.setup, data.moves);
    else if (data.type === "play") play(data.action);
    else if (data.type === "hint") {
      self.postMessage({ type: "hint", action: match.hintBot.choose(match.state), serial: data.serial });
      return;
    }
    self.postMessage({ type: "state", json: match.state.toJson(), log: match.log, serial: data.serial });
  } catch (error) {
    self.postMessage({ type: "error", message: error.message, serial: data.serial });
  }
};
self.postMessage({ type: "ready" });
