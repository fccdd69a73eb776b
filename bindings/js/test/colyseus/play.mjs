// Multiplayer through caper-games/colyseus as its users run it: a Colyseus server on
// loopback with a room per game, and the Colyseus JavaScript client (colyseus.js), one
// client per seat. Run from a project that installed the packed package (run.mjs).
// Every message each client received is checked against the library (the seat's view and
// event text at that step) and against the seat's determinizations for hidden facts.
import { Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { Client } from "colyseus.js";
import { loadCaper, replayRecord } from "caper-games";
import { caperRoom } from "caper-games/colyseus";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hiddenFacts, leaksIn } from "./leaks.mjs";

const caper = await loadCaper();
const BOT_DELAY_MS = 20000; // long: every seat of these rooms is a client
const BOT = "easy";
const over = new Map(); // roomId -> { record, finalJson }
const overWaiters = new Map();
let nextSeed = 7000;

const server = new Server({ transport: new WebSocketTransport(), greet: false, gracefullyShutdown: false });
for (const name of caper.gameNames()) {
  server.define(name, caperRoom({
    game: name, bot: BOT, botDelayMs: BOT_DELAY_MS, reconnectSeconds: 20, seed: () => nextSeed++,
    onGameOver: (record, room) => {
      over.set(room.roomId, { record, finalJson: room.position.toJson() });
      overWaiters.get(room.roomId)?.();
    },
  }));
}
await server.listen(0, "127.0.0.1");
const endpoint = `ws://127.0.0.1:${server.transport.server.address().port}`;
const gameOver = (roomId) => (over.has(roomId) ? Promise.resolve() : new Promise((r) => overWaiters.set(roomId, r)));

/** One client's seat: every message it received, and a simple player that makes one move a
 * step (id or text, alternately) from the legal moves its view lists, unless paused. */
class Player {
  constructor() {
    this.messages = [];
    this.waiters = [];
    this.paused = false;
    this.movedAt = -1;
  }

  attach(room) {
    this.room = room;
    room.onMessage("*", (type, msg) => this.receive(type, msg));
    return this;
  }

  receive(type, msg) {
    this.messages.push({ type, msg });
    if (type === "welcome") this.seat = msg.seat;
    if (type === "view") {
      this.view = msg;
      if (!this.paused && msg.legal.length && this.movedAt !== msg.step) this.move(msg);
    }
    this.waiters = this.waiters.filter((w) => !w(type, msg));
  }

  move(view) {
    this.movedAt = view.step;
    const [id, text] = view.legal[(view.step * 31 + view.seat) % view.legal.length];
    this.room.send("act", view.step % 2 ? text : id);
  }

  /** The next message (from now) that passes test. */
  next(test) {
    return new Promise((resolve) => this.waiters.push((type, msg) => test(type, msg) && (resolve(msg), true)));
  }
}

async function seatPlayers(name, count) {
  const first = new Player().attach(await new Client(endpoint).create(name));
  const players = [first];
  for (let i = 1; i < count; i++) players.push(new Player().attach(await new Client(endpoint).joinById(first.room.roomId)));
  return players;
}

// The library's states along the record, and the facts hidden from each seat at each.
function replayedStates(record) {
  const game = new caper.Game(record.game, record.options);
  const states = [game.initialState()];
  for (const action of record.actions) states.push(states.at(-1).apply(action));
  const facts = new Map();
  const factsAt = (k, seat) => {
    const key = `${k}/${seat}`;
    if (!facts.has(key)) {
      const hidden = hiddenFacts(caper, states[k], seat, BigInt(k * 16 + seat + 1));
      // A name the seat's own text shows (a boss's name on a public card) is no secret, even
      // where the full state also holds it in a hidden place.
      for (const text of leaksIn(states[k].toText(seat), [], { texts: hidden.texts, cardIds: new Set() })) {
        hidden.texts.delete(text);
      }
      facts.set(key, hidden);
    }
    return facts.get(key);
  };
  return { states, factsAt, free: () => states.forEach((s) => s.free()) };
}

/** Card ids shown under a hand, as the playground test collects them from the page. */
function handNumbers(value, path = "", out = []) {
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) handNumbers(v, `${path}/${k}`, out);
  } else if (typeof value === "number" && /hand/.test(path)) {
    out.push(value);
  }
  return out;
}

function expectedEvent(replay, record, k, seat) {
  const before = replay.states[k - 1];
  return { step: k, actor: before.currentPlayer, text: before.actionToString(record.actions[k - 1], seat) };
}

function expectedLegal(state, seat, view) {
  if (!view.started || view.toMove !== seat || view.seats[seat] !== "human") return [];
  return [...state.legalActions()].map((a) => [a, state.actionToString(a, seat)]);
}

/** Checks one message of seat `seat` against the library, and for leaks. */
function checkMessage(replay, record, seat, { type, msg }, where) {
  const k = msg.step ?? msg.log?.length;
  const state = replay.states[k];
  if (type === "event") assert.deepEqual(msg, expectedEvent(replay, record, k, seat), `${where}: event`);
  if (type === "welcome") {
    assert.equal(msg.seat, seat, `${where}: welcome seat`);
    msg.log.forEach((e, i) => assert.deepEqual(e, expectedEvent(replay, record, i + 1, seat), `${where}: log entry ${i + 1}`));
  }
  if (type === "view") {
    assert.deepEqual(msg.view, state.view(seat), `${where}: view at step ${k}`);
    assert.equal(msg.text, state.toText(seat), `${where}: text at step ${k}`);
    assert.equal(msg.toMove, state.currentPlayer, `${where}: to move`);
    assert.deepEqual(msg.result, state.result, `${where}: result`);
    assert.deepEqual(msg.legal, expectedLegal(state, seat, msg), `${where}: legal moves`);
  }
  if (!["event", "welcome", "view", "refused"].includes(type)) assert.fail(`${where}: unexpected message ${type}`);
  // The legal moves are the seat's own (a guess may name any card it has not seen).
  const shown = JSON.stringify({ ...msg, legal: undefined });
  const leaked = leaksIn(shown, handNumbers(msg), replay.factsAt(k, seat));
  const around = leaked.map((fact) => shown.slice(Math.max(0, shown.indexOf(fact) - 80), shown.indexOf(fact) + 40));
  assert.deepEqual(leaked, [], `${where}: hidden from p${seat} but sent to it: ${around.join(" | ")}`);
}

async function checkGame(name, roomId, players) {
  await gameOver(roomId);
  const { record, finalJson } = over.get(roomId);
  const replay = replayedStates(record);
  const replayed = replayRecord(caper, record);
  assert.equal(replayed.toJson(), finalJson, `${name}: the record's replay reproduces the final state byte for byte`);
  assert.equal(JSON.stringify(record.final_state), JSON.stringify(JSON.parse(finalJson)), `${name}: final_state`);
  assert.ok(replayed.isTerminal, `${name}: the game ended`);
  replayed.free();
  let checked = 0;
  for (const player of players) {
    player.messages.forEach((m, i) => checkMessage(replay, record, player.seat, m, `${name} p${player.seat} message ${i} (${m.type})`));
    checked += player.messages.length;
  }
  const cli = replayCli(record);
  replay.free();
  return { record, checked, cli };
}

// The native caper program replays the record too (when ctest gives its path).
function replayCli(record) {
  const cli = process.env.CAPER_CLI;
  if (!cli) return false;
  const dir = mkdtempSync(join(tmpdir(), "caper-record-"));
  try {
    writeFileSync(join(dir, "game.json"), JSON.stringify(record));
    const out = execFileSync(cli, ["replay", join(dir, "game.json"), "--quiet"], { encoding: "utf8" });
    assert.match(out, /replay: identical to the record/, `${record.game}: caper replay of the record`);
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The leak check can fail: a hidden fact put into a message must be found.
function checkTheChecker() {
  for (const name of caper.gameNames()) {
    const game = new caper.Game(name);
    const rng = new caper.Rng(3);
    let state = game.initialState();
    while (state.isChanceNode) state = state.apply(state.sampleChance(rng));
    const facts = hiddenFacts(caper, state, 0, 5n);
    const [text] = facts.texts;
    if (text === undefined) continue;
    assert.notDeepEqual(leaksIn(JSON.stringify({ type: "event", text: `p1 shows ${text}` }), [], facts), [], "a planted fact");
    return name;
  }
  assert.fail("no game hides a fact from seat 0 after its deal");
}

const started = Date.now();
console.log(`ok the leak check finds a fact planted in a message (${checkTheChecker()})`);
for (const name of caper.gameNames()) {
  const players = await seatPlayers(name, new caper.Game(name).numPlayers);
  const { record, checked, cli } = await checkGame(name, players[0].room.roomId, players);
  assert.ok(record.seats.every((s) => s === "human"), `${name}: every seat human`);
  const refused = players.flatMap((p) => p.messages.filter((m) => m.type === "refused"));
  assert.deepEqual(refused, [], `${name}: no move of the players refused`);
  console.log(`ok ${name}: ${players.length} clients played to the end (${record.actions.length} steps, ` +
    `${JSON.stringify(record.returns)}); ${checked} messages checked; the record replays byte-identically${cli ? " (and in caper replay)" : ""}`);
  await Promise.all(players.map((p) => p.room.leave()));
}
console.log(`# ${((Date.now() - started) / 1000).toFixed(1)} s`);
await server.gracefullyShutdown(false);
