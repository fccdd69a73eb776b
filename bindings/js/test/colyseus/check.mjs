// The checks of a finished room: its record replays to the server's final state byte for
// byte (here and in the caper program), and every message each client received is what the
// library gives its seat at that step and holds no fact hidden from the seat.
import { PUBLIC_VIEW, replayRecord } from "caper-games";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hiddenFacts, leaksIn } from "./leaks.mjs";

// The library's states along the record, and the facts hidden from each seat at each; from
// the public (PUBLIC_VIEW, a spectator), every fact hidden from any seat.
function replayedStates(caper, record) {
  const game = new caper.Game(record.game, record.options);
  const states = [game.initialState()];
  for (const action of record.actions) states.push(states.at(-1).apply(action));
  const facts = new Map();
  const factsAt = (k, seat) => {
    const key = `${k}/${seat}`;
    if (!facts.has(key) && seat === PUBLIC_VIEW) {
      const hidden = { texts: new Set(), cardIds: new Set() };
      for (let s = 0; s < game.numPlayers; s++) {
        const { texts, cardIds } = factsAt(k, s);
        texts.forEach((t) => hidden.texts.add(t));
        cardIds.forEach((c) => hidden.cardIds.add(c));
      }
      for (const text of leaksIn(states[k].toText(seat), [], { texts: hidden.texts, cardIds: new Set() })) {
        hidden.texts.delete(text);
      }
      facts.set(key, hidden);
    }
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
  return { states, actions: record.actions, factsAt, free: () => states.forEach((s) => s.free()) };
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

/** The event of step k as `seat` (or PUBLIC_VIEW) reads it: its text and outcome text. */
export function expectedEvent(replay, k, seat) {
  const before = replay.states[k - 1];
  const action = replay.actions[k - 1];
  return { step: k, actor: before.currentPlayer, text: before.actionToString(action, seat), outcome: before.outcomeText(action, seat) };
}

function expectedLegal(state, seat, view) {
  if (seat === PUBLIC_VIEW || !view.started || view.toMove !== seat || view.seats[seat] !== "human") return [];
  return [...state.legalActions()].map((a) => [a, state.actionToString(a, seat)]);
}

// The fields of each message, as caper-games/protocol types them (optional ones after "?").
const FIELDS = {
  welcome: ["step", "seat", "spectator", "player", "game", "options", "players", "clock", "since", "log"],
  view: ["step", "seat", "started", "toMove", "view", "text", "legal", "result", "seats", "forfeited", "deadline", "timeLeft", "clocks"],
  event: ["step", "actor", "text", "outcome"],
  timeout: ["step", "seat", "outcome"],
  refused: ["step", "code", "message", "?action"],
};

/** Checks one message of seat `seat` (PUBLIC_VIEW: a spectator's) against the library, and
 * for leaks. */
function checkMessage(replay, seat, { type, msg }, where) {
  const fields = FIELDS[type] ?? [];
  const required = fields.filter((f) => !f.startsWith("?"));
  const known = new Set(fields.map((f) => f.replace("?", "")));
  assert.deepEqual(required.filter((f) => !(f in msg)), [], `${where}: the protocol's fields`);
  assert.deepEqual(Object.keys(msg).filter((f) => !known.has(f)), [], `${where}: no field the protocol does not type`);
  const k = msg.step; // every message names its step
  assert.ok(Number.isInteger(k) && k >= 0 && k < replay.states.length, `${where}: the step ${k}`);
  const state = replay.states[k];
  if (type === "event") assert.deepEqual(msg, expectedEvent(replay, k, seat), `${where}: event`);
  if (type === "welcome") {
    assert.equal(msg.seat, seat === PUBLIC_VIEW ? null : seat, `${where}: welcome seat`);
    assert.equal(msg.spectator, seat === PUBLIC_VIEW, `${where}: welcome spectator`);
    if (seat === PUBLIC_VIEW) assert.equal(msg.since, 0, `${where}: a spectator's log is the whole game's`);
    // The log is the seat's from when its player took it, never before.
    assert.equal(msg.log.length, k - msg.since, `${where}: the log from step ${msg.since} to ${k}`);
    msg.log.forEach((e, i) => assert.deepEqual(e, expectedEvent(replay, msg.since + i + 1, seat), `${where}: log entry ${msg.since + i + 1}`));
  }
  if (type === "view") {
    assert.equal(msg.seat, seat === PUBLIC_VIEW ? null : seat, `${where}: view seat`);
    assert.deepEqual(msg.view, state.view(seat), `${where}: view at step ${k}`);
    assert.equal(msg.text, state.toText(seat), `${where}: text at step ${k}`);
    assert.equal(msg.toMove, state.currentPlayer, `${where}: to move`);
    assert.deepEqual(msg.result, state.result, `${where}: result`);
    assert.deepEqual(msg.legal, expectedLegal(state, seat, msg), `${where}: legal moves`);
  }
  if (type === "timeout") {
    assert.equal(msg.seat, state.currentPlayer, `${where}: the timeout is the mover's`);
    assert.ok(["move", "bot", "forfeit"].includes(msg.outcome), `${where}: timeout outcome ${msg.outcome}`);
  }
  if (!["event", "welcome", "view", "refused", "timeout"].includes(type)) assert.fail(`${where}: unexpected message ${type}`);
  // The legal moves are the seat's own (a guess may name any card it has not seen), and a
  // refusal names the action the client sent, as the seat reads it.
  let shown = JSON.stringify({ ...msg, legal: undefined });
  if (type === "refused" && msg.action !== undefined) shown = shown.replaceAll(state.actionToString(msg.action, seat), "");
  const leaked = leaksIn(shown, handNumbers(msg), replay.factsAt(k, seat));
  const around = leaked.map((fact) => shown.slice(Math.max(0, shown.indexOf(fact) - 80), shown.indexOf(fact) + 40));
  assert.deepEqual(leaked, [], `${where}: hidden from p${seat} but sent to it: ${around.join(" | ")}`);
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

/** Checks a finished game (its record and the server's final state as JSON text) and what
 * each of the players received; returns the replayed states (free() them) and counts. */
export function checkGame(caper, { record, finalJson }, players) {
  const name = record.game;
  const replayed = replayRecord(caper, record);
  assert.equal(replayed.toJson(), finalJson, `${name}: the record's replay reproduces the final state byte for byte`);
  assert.equal(JSON.stringify(record.final_state), JSON.stringify(JSON.parse(finalJson)), `${name}: final_state`);
  assert.ok(replayed.isTerminal, `${name}: the game ended`);
  replayed.free();
  const replay = replayedStates(caper, record);
  const rng = new caper.Rng(record.seed); // chance came from the room's Rng(seed), in order
  replay.states.slice(0, -1).forEach((state, k) => {
    if (state.isChanceNode) assert.equal(record.actions[k], state.sampleChance(rng), `${name}: chance at step ${k + 1}`);
  });
  rng.free();
  let checked = 0;
  for (const player of players) {
    player.messages.forEach((m, i) => checkMessage(replay, player.seat, m, `${name} p${player.seat} message ${i} (${m.type})`));
    checked += player.messages.length;
  }
  return { replay, checked, cli: replayCli(record) };
}

/** The leak check can fail: a hidden fact put into a message must be found. */
export function checkTheChecker(caper) {
  for (const name of caper.gameNames()) {
    const game = new caper.Game(name);
    const rng = new caper.Rng(3);
    let state = game.initialState();
    while (state.isChanceNode) state = state.apply(state.sampleChance(rng));
    const facts = hiddenFacts(caper, state, 0, 5n);
    const [text] = facts.texts;
    if (text === undefined) continue;
    assert.notDeepEqual(leaksIn(JSON.stringify({ type: "event", text: `p1 shows ${text}` }), [], facts), [], "a planted fact");
    // The public's facts (a spectator's) hold every seat's: seat 0's hand is hidden from it.
    const actions = [];
    for (let s = game.initialState(), r = new caper.Rng(3); s.isChanceNode; ) {
      actions.push(s.sampleChance(r));
      s = s.apply(actions.at(-1));
    }
    const replay = replayedStates(caper, { game: name, options: {}, actions });
    const publicFacts = replay.factsAt(actions.length, PUBLIC_VIEW);
    const own = [...hiddenFacts(caper, state, 1, 5n).texts].find((t) => !leaksIn(state.toText(PUBLIC_VIEW), [], { texts: new Set([t]), cardIds: new Set() }).length);
    assert.ok(own !== undefined && publicFacts.texts.has(own), `a fact hidden from p1 (${own}) is hidden from the public`);
    assert.notDeepEqual(leaksIn(JSON.stringify({ type: "view", text: `p0 holds ${own}` }), [], publicFacts), [], "a fact planted in a spectator's message");
    replay.free();
    return name;
  }
  assert.fail("no game hides a fact from seat 0 after its deal");
}
