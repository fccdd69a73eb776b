// The playground's controller: one game, its match run in a worker (worker.mjs: chance and
// bots), drawn only from the view of the human seat whose turn it is (the page holds the
// full state to ask the library for that view, and never draws it).
import { loadCaper } from "caper-games";
import { drawTable, loadDrawers, targetsOf } from "./draw.mjs";
import { logLine } from "./play.mjs";
import { makePicker, markLast } from "./pick.mjs";

const $ = (id) => document.getElementById(id);
const BOT_LEVELS = ["random", "greedy", "mcts:100", "mcts:400"];

// Errors on the page, not only on the console; the page goes on.
function showError(message) {
  const box = $("error");
  box.hidden = false;
  box.append(Object.assign(document.createElement("p"), { textContent: message }));
}
window.addEventListener("error", (event) => showError(`Error: ${event.message}`));
window.addEventListener("unhandledrejection", (event) => showError(`Error: ${event.reason?.message ?? event.reason}`));

// How long each click handler ran (the test reads the longest).
window.caperClicks = [];
window.caperSlowest = null;  // the slowest handler's name and time
function timed(handler, name = handler.name) {
  return (...args) => {
    const start = performance.now();
    try { return handler(...args); } finally {
      const ms = performance.now() - start;
      window.caperClicks.push(ms);
      if (!window.caperSlowest || ms > window.caperSlowest.ms) window.caperSlowest = { name, ms };
    }
  };
}

const caper = await loadCaper();
await loadDrawers(caper.gameNames());
let match = null; // { setup, game, state, seats, seed, log, moves, shown, serial }
let worker = null;
let pending = null; // what the worker is doing: "start", "play", "hint"

function element(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function optionInput(name, spec) {
  const id = `option-${name}`;
  if (typeof spec.default === "boolean") {
    return element("label", {}, `${name} `, element("input", { name, id, type: "checkbox", checked: spec.default }));
  }
  if (spec.allowed) {
    const select = element("select", { name, id });
    for (const value of spec.allowed) select.append(element("option", { value: String(value), textContent: String(value) }));
    select.value = String(spec.default);
    return element("label", {}, `${name} `, select);
  }
  const input = element("input", { name, id, type: "number", min: spec.min, max: spec.max, value: spec.default });
  input.style.width = "70px";
  return element("label", {}, `${name} `, input);
}

function drawOptions() {
  const game = new caper.Game($("game").value);
  $("options").replaceChildren(...Object.entries(game.info.options).map(([n, s]) => optionInput(n, s)));
  game.free();
  $("options").onchange = () => { try { drawSeats(); } catch (error) { showError(error.message); } };
  drawSeats();
}

function chosenOptions() {
  const game = new caper.Game($("game").value);
  const specs = game.info.options;
  game.free();
  const options = {};
  for (const input of $("options").querySelectorAll("[name]")) {
    const spec = specs[input.name];
    if (input.type === "number") options[input.name] = Number(input.value);
    else if (input.type === "checkbox") options[input.name] = input.checked;
    else options[input.name] = spec.allowed.find((v) => String(v) === input.value);
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

function startWorker() {
  worker?.terminate();
  worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }) => received(data);
  worker.onerror = (event) => { showError(`The engine stopped: ${event.message ?? "error"}`); };
}

function send(message) {
  pending = message.type;
  document.body.dataset.screen = "busy";
  $("status").textContent = message.type === "hint" ? "Thinking of a hint…" : "The other seats are moving…";
  worker.postMessage({ ...message, serial: match.serial });
}

function received(data) {
  if (data.type === "ready") return;
  if (!match || data.serial !== match.serial) return;  // an answer to a match given up
  const was = pending;
  pending = null;
  if (data.type === "error") {
    showError(`The engine refused: ${data.message}`);
    if (match.state) advance();
    return;
  }
  if (data.type === "hint") return showHint(data.action);
  match.state?.free();
  match.state = match.game.stateFromJson(data.json);
  match.log = data.log;
  advance();
}

function freeMatch() {
  if (!match) return;
  match.state?.free();
  match.game.free();
}

// A match from its setup, with the human moves made so far replayed in the worker: chance
// and bots come from the match's seeds, so undo (the same setup, one human move fewer) is
// exact.
function startMatch(setup, moves, shown = null) {
  freeMatch();
  const serial = (match?.serial ?? 0) + 1;
  match = { ...setup, setup, game: new caper.Game(setup.gameName, setup.options), state: null, log: [], moves: [...moves], shown, serial };
  send({ type: "start", setup: { ...setup, seed: String(setup.seed) }, moves });
}

function newGame() {
  const seedText = $("seed").value.trim();
  if (!/^\d+$/.test(seedText) || BigInt(seedText) >= 2n ** 64n) {
    showError(`The seed must be a whole number from 0 to 2^64 - 1, not "${seedText}".`);
    return;
  }
  let setup;
  try {
    const options = chosenOptions();
    const game = new caper.Game($("game").value, options);
    const players = game.numPlayers;
    game.free();
    const seats = [...$("seats").querySelectorAll("select")].map((s) => s.value).slice(0, players);
    setup = { gameName: $("game").value, options, seats, seed: BigInt(seedText) };
  } catch (error) {
    showError(`These options cannot start a game: ${error.detail ?? error.message}`);
    return;
  }
  $("error").replaceChildren();
  $("error").hidden = true;
  startMatch(setup, []);
}

window.caperPlays = 0;  // moves sent (the test tells a finished click from a first pick)
function play(action) {
  window.caperPlays++;
  match.moves.push(action);
  send({ type: "play", action });
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

function viewer() {
  return match.shown ?? match.seats.indexOf("human");
}

function clearTable() {
  for (const id of ["table", "moves", "log", "hint-text", "choices", "text-view"]) $(id).replaceChildren();
}

function drawPass(seat) {
  clearTable();
  $("choices").hidden = true;
  const button = element("button", { id: "pass-ok", type: "button", textContent: `I am p${seat}: show my seat` });
  button.onclick = timed(() => { match.shown = seat; draw(); });
  $("table").append(element("div", { className: "pass" }, element("p", { textContent: `Pass to p${seat}` }), button));
  $("status").textContent = `Pass the device to p${seat}.`;
  document.body.dataset.screen = "pass";
  document.body.dataset.seat = String(seat);
}

function resultWords(result, seats) {
  const names = (list) => list.map((p) => `p${p}`).join(" and ");
  const winners = result.winners.length === 0 ? "no winner"
    : result.winners.length === seats ? "a draw between all seats"
      : `${names(result.winners)} ${result.winners.length > 1 ? "win" : "wins"}`;
  const points = result.points.map((v, p) => `p${p} ${v}`).join(", ");
  return `Game over: ${winners} (${result.reason.replaceAll("_", " ")}${result.truncated ? ", cut off at the turn limit" : ""}). Points: ${points}.`;
}

window.caperDraws = [];  // how long each drawing of the table took (reported by the test)
function draw() {
  const start = performance.now();
  try { drawNow(); } finally { window.caperDraws.push(performance.now() - start); }
}

function drawNow() {
  clearTable();
  const seat = viewer();
  const state = match.state;
  const view = state.view(seat);
  const table = $("table");
  drawTable(table, match.game.name, view, match.game.info, seat);
  const last = [...match.log].reverse().find((e) => e.marks?.[seat]);
  if (last) markLast(table, targetsOf(match.game.name, last.marks[seat], view, match.game.info, Number(last.actor.slice(1))));
  $("text-view").textContent = state.toText(seat);
  $("log").append(...match.log.map((e) => element("li", { textContent: logLine(e, seat) })));
  $("log").scrollTop = $("log").scrollHeight;
  if (!state.isTerminal) drawMoves(state, seat, view);
  else $("choices").hidden = true;
  $("undo").disabled = match.moves.length === 0;
  $("hint").disabled = state.isTerminal;
  $("status").textContent = state.isTerminal
    ? `${resultWords(state.result, match.seats.length)}  (seed ${match.seed})`
    : `p${seat} to move: click a highlighted place on the table, or a move in the list  (seed ${match.seed})`;
  document.body.dataset.screen = state.isTerminal ? "over" : "move";
  document.body.dataset.seat = String(seat);
}

function drawMoves(state, seat, view) {
  const actions = [];
  for (const action of state.legalActions()) {
    const words = state.actionToString(action, seat);
    const button = element("button", { type: "button", textContent: words });
    button.dataset.action = String(action);
    button.onclick = timed(() => play(action), "move button");
    $("moves").append(button);
    actions.push({ id: action, words, targets: targetsOf(match.game.name, state.actionToString(action), view, match.game.info, seat) });
  }
  makePicker($("table"), $("choices"), actions, timed(play, "choice"));
  const table = $("table");
  table.onclick = timed(table.onclick, "click on the table");
  table.onkeydown = timed(table.onkeydown, "key on the table");
  window.caperActions = actions;  // what the test clicks: each legal action's places
}

function undo() {
  if (match.moves.length === 0 || pending) return;
  const shown = match.shown;
  startMatch(match.setup, match.moves.slice(0, -1), shown);
}

function hint() {
  if (pending || match.state.isTerminal) return;
  send({ type: "hint" });
}

function showHint(action) {
  draw();
  $("hint-text").textContent = `Hint: ${match.state.actionToString(action, viewer())}`;
  for (const button of $("moves").children) button.classList.toggle("hinted", button.dataset.action === String(action));
}

// The URL's choices (?game=, ?seed=, and any option of the game by its name), each checked:
// a bad one is told on the page and left at its default.
function readUrl() {
  const params = new URLSearchParams(location.search);
  const names = caper.gameNames();
  const asked = params.get("game");
  if (asked !== null) {
    if (names.includes(asked)) $("game").value = asked;
    else showError(`There is no game "${asked}" (the games: ${names.join(", ")}); showing ${$("game").value}.`);
  }
  drawOptions();
  const game = new caper.Game($("game").value);
  const specs = game.info.options;
  game.free();
  for (const [name, value] of params) {
    if (name === "game" || name === "seed") continue;
    const spec = specs[name];
    const input = $(`option-${name}`);
    if (!spec || !input) { showError(`${$("game").value} has no option "${name}" (it has: ${Object.keys(specs).join(", ")}).`); continue; }
    if (typeof spec.default === "boolean" || spec.allowed) {
      const allowed = spec.allowed ?? [false, true];
      const match = allowed.find((v) => String(v) === value);
      if (match === undefined) { showError(`${name} must be one of ${allowed.join(", ")}, not "${value}".`); continue; }
      if (input.type === "checkbox") input.checked = match; else input.value = String(match);
    } else {
      const number = Number(value);
      if (!Number.isInteger(number) || number < spec.min || number > spec.max) {
        showError(`${name} must be a whole number from ${spec.min} to ${spec.max}, not "${value}"; using ${spec.default}.`);
        continue;
      }
      input.value = String(number);
    }
  }
  drawSeats();
  const seed = params.get("seed");
  if (seed !== null && /^\d+$/.test(seed) && BigInt(seed) < 2n ** 64n) $("seed").value = seed;
  else {
    if (seed !== null) showError(`The seed must be a whole number from 0 to 2^64 - 1, not "${seed}"; a random seed is used.`);
    randomSeed();
  }
}

for (const name of caper.gameNames()) $("game").append(element("option", { value: name, textContent: name }));
$("game").onchange = timed(() => { try { drawOptions(); } catch (error) { showError(error.message); } });
$("random-seed").onclick = timed(randomSeed);
$("setup").onsubmit = timed((event) => { event.preventDefault(); newGame(); });
$("hint").onclick = timed(hint);
$("undo").onclick = timed(undo);
startWorker();
const hadErrors = () => !$("error").hidden;
readUrl();
const keep = hadErrors() ? [...$("error").childNodes] : [];
newGame();
if (keep.length) { $("error").hidden = false; $("error").replaceChildren(...keep); }
