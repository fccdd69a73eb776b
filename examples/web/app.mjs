// The playground's controller: one game in the page's engine, drawn only from the view of
// the human seat whose turn it is (the full state never leaves the engine).
import { loadCaper } from "caper-games";
import { drawTable, loadDrawers } from "./draw.mjs";
import { playgroundSeeds, stepToHuman } from "./play.mjs";

const caper = await loadCaper();
await loadDrawers(caper.gameNames());
const $ = (id) => document.getElementById(id);
const BOT_LEVELS = ["random", "greedy", "mcts:100", "mcts:400"];
const HINT_BOT = "mcts:200";

let match = null; // { setup, game, state, rng, bots, hintBot, seats, seed, log, moves, shown }

function element(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function optionInput(name, spec) {
  if (typeof spec.default === "boolean") {
    return element("label", {}, `${name} `, element("input", { name, type: "checkbox", checked: spec.default }));
  }
  if (spec.allowed) {
    const select = element("select", { name });
    for (const value of spec.allowed) select.append(element("option", { value, textContent: value }));
    select.value = spec.default;
    return element("label", {}, `${name} `, select);
  }
  const input = element("input", { name, type: "number", min: spec.min, max: spec.max, value: spec.default });
  input.style.width = "70px";
  return element("label", {}, `${name} `, input);
}

function drawOptions() {
  const game = new caper.Game($("game").value);
  $("options").replaceChildren(...Object.entries(game.info.options).map(([n, s]) => optionInput(n, s)));
  game.free();
  $("options").onchange = drawSeats;
  drawSeats();
}

function chosenOptions() {
  const options = {};
  for (const input of $("options").querySelectorAll("[name]")) {
    const kind = input.type;
    options[input.name] = kind === "number" ? Number(input.value) : kind === "checkbox" ? input.checked : input.value;
  }
  return options;
}

function drawSeats() {
  const game = new caper.Game($("game").value, chosenOptions());
  const kinds = ["human", ...BOT_LEVELS];
  const seats = [];
  for (let p = 0; p < game.numPlayers; p++) {
    const select = element("select", { id: `seat-${p}` });
    for (const kind of kinds) select.append(element("option", { value: kind, textContent: kind }));
    select.value = p === 0 ? "human" : "greedy";
    seats.push(element("label", {}, ` p${p} `, select));
  }
  game.free();
  $("seats").replaceChildren(...seats);
}

function randomSeed() {
  $("seed").value = String(crypto.getRandomValues(new Uint32Array(1))[0]);
}

function freeMatch() {
  if (!match) return;
  for (const bot of [...match.bots, match.hintBot]) bot?.free();
  match.state.free();
  match.rng.free();
  match.game.free();
}

// A match from its setup, with the human moves made so far replayed: chance and bots come
// from the match's seeds, so undo (the same setup, one human move fewer) is exact.
function startMatch(setup, moves) {
  freeMatch();
  const game = new caper.Game(setup.gameName, setup.options);
  const seeds = playgroundSeeds(setup.seed, setup.seats.length);
  match = {
    ...setup, game, log: [], moves: [], shown: match?.setup === setup ? match.shown : null, setup,
    state: game.initialState(),
    rng: new caper.Rng(seeds.chance),
    bots: setup.seats.map((kind, p) => (kind === "human" ? null : new caper.Bot(game, kind, seeds.bots[p]))),
    hintBot: new caper.Bot(game, HINT_BOT, seeds.hint),
  };
  match.state = stepToHuman(match, logEntry);
  for (const action of moves) applyHuman(action);
}

function newGame() {
  const seedText = $("seed").value.trim();
  if (!/^\d+$/.test(seedText) || BigInt(seedText) >= 2n ** 64n) {
    $("status").textContent = "The seed must be a whole number from 0 to 2^64 - 1.";
    return;
  }
  const seats = [...$("seats").querySelectorAll("select")].map((s) => s.value);
  match = null;
  startMatch({ gameName: $("game").value, options: chosenOptions(), seats, seed: BigInt(seedText) }, []);
  advance();
}

function applyHuman(action) {
  match.moves.push(action);
  logEntry(match.state, action);
  const next = match.state.apply(action);
  match.state.free();
  match.state = stepToHuman({ ...match, state: next }, logEntry);
}

// Draws the human seat to move (behind a "pass to" screen when another human had the
// device), or the end.
function advance() {
  const mover = match.state.currentPlayer;
  if (!match.state.isTerminal && match.seats.filter((k) => k === "human").length > 1 && mover !== match.shown) {
    return drawPass(mover);
  }
  if (!match.state.isTerminal) match.shown = mover;
  draw();
}

function logEntry(before, action) {
  const texts = {};
  match.seats.forEach((kind, p) => { if (kind === "human") texts[p] = before.actionToString(action, p); });
  const actor = before.isChanceNode ? "chance" : `p${before.currentPlayer}`;
  match.log.push({ actor, texts });
}

function viewer() {
  return match.shown ?? match.seats.indexOf("human");
}

function clearTable() {
  for (const id of ["table", "moves", "log", "hint-text"]) $(id).replaceChildren();
}

function drawPass(seat) {
  clearTable();
  const button = element("button", { id: "pass-ok", textContent: `I am p${seat}: show my seat` });
  button.onclick = () => { match.shown = seat; draw(); };
  $("table").append(element("div", { className: "pass" }, element("p", { textContent: `Pass to p${seat}` }), button));
  $("status").textContent = `Pass the device to p${seat}.`;
  document.body.dataset.screen = "pass";
  document.body.dataset.seat = String(seat);
}

function draw() {
  clearTable();
  const seat = viewer();
  const state = match.state;
  const view = state.view(seat);
  drawTable($("table"), match.game.name, view, match.game.info, seat);
  $("table").append(element("pre", { className: "text", id: "text-view", textContent: state.toText(seat) }));
  $("log").append(...match.log.map((e) => element("li", { textContent: `${e.actor}: ${e.texts[seat]}` })));
  $("log").scrollTop = $("log").scrollHeight;
  if (!state.isTerminal) drawMoves(state, seat);
  $("undo").disabled = match.moves.length === 0;
  $("hint").disabled = state.isTerminal;
  $("status").textContent = state.isTerminal
    ? `Game over: ${JSON.stringify(state.result)}  (seed ${match.seed})`
    : `p${seat} to move  (seed ${match.seed})`;
  document.body.dataset.screen = state.isTerminal ? "over" : "move";
  document.body.dataset.seat = String(seat);
}

function drawMoves(state, seat) {
  for (const action of state.legalActions()) {
    const button = element("button", { textContent: state.actionToString(action, seat) });
    button.dataset.action = String(action);
    button.onclick = () => play(action);
    $("moves").append(button);
  }
}

function play(action) {
  applyHuman(action);
  advance();
}

function undo() {
  if (match.moves.length === 0) return;
  startMatch(match.setup, match.moves.slice(0, -1));
  advance();
}

function hint() {
  const action = match.hintBot.choose(match.state);
  $("hint-text").textContent = `Hint: ${match.state.actionToString(action, viewer())}`;
  for (const button of $("moves").children) button.classList.toggle("hinted", button.dataset.action === String(action));
}

for (const name of caper.gameNames()) $("game").append(element("option", { value: name, textContent: name }));
$("game").onchange = drawOptions;
$("random-seed").onclick = randomSeed;
$("setup").onsubmit = (event) => { event.preventDefault(); newGame(); };
$("hint").onclick = hint;
$("undo").onclick = undo;
const params = new URLSearchParams(location.search);
if (params.get("game")) $("game").value = params.get("game");
drawOptions();
if (params.get("seed")) $("seed").value = params.get("seed"); else randomSeed();
newGame();
