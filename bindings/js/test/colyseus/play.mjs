// Multiplayer through caper-games/colyseus as its users run it: a Colyseus server on
// loopback with rooms for every game, and the Colyseus JavaScript client (colyseus.js), one
// client per seat. Run from a project that installed the packed package (run.mjs).
//  1. Every game: a client per seat plays to the end; every message is checked (check.mjs).
//  2. The first game, one seat left open (a late client takes it and leaves): a bot fills
//     it; refused messages (stale steps among them) change nothing; a dropped client
//     reconnects and resumes; a seat dropped for good is played by a bot.
//  3. Seats that belong to players (an auth hook): tokens refused, one seat a player, a
//     dropped seat held for its player, a seat taken over without its past, a window that
//     closes; hot seat.
//  4. Turn clocks of tens of ms: a per-move limit with a chess clock (the bot moves, then
//     plays the seat), a chess clock with an increment whose seat forfeits.
//  5. A finished room: locked at once, joinOrCreate lands elsewhere, disposed after its grace.
import { Server, matchMaker } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { Client } from "colyseus.js";
import { loadCaper } from "caper-games";
import { caperRoom } from "caper-games/colyseus";
import assert from "node:assert/strict";
import { checkGame, checkTheChecker } from "./check.mjs";
import { Player, until } from "./player.mjs";

const caper = await loadCaper();
const BOT = "easy";
const over = new Map(); // roomId -> { record, finalJson }
let nextSeed = 7000;

const server = new Server({ transport: new WebSocketTransport(), greet: false, gracefullyShutdown: false });
const config = (game, botDelayMs, more = {}) => ({
  game, bot: BOT, botDelayMs, reconnectSeconds: 30, seed: () => nextSeed++, ...more,
  onGameOver: (record, room) => over.set(room.roomId, { record, finalJson: room.position.toJson(), locked: room.locked }),
});
for (const name of caper.gameNames()) {
  server.define(name, caperRoom(config(name, 30000))); // every seat a client: bots never due
  server.define(`${name}-bots`, caperRoom(config(name, 2500)));
}
// The application's tokens: the auth hook gives the player of a token it knows.
const tokens = { "tok-alice": "alice", "tok-bob": "bob", "tok-carol": "carol", "tok-dave": "dave", "tok-eve": "eve" };
const auth = (token) => {
  if (token === undefined) throw new Error("no token");
  return tokens[token] ?? null;
};
const first = caper.gameNames()[0];
server.define("seats", caperRoom(config(first, 30000, { auth, takeover: true, reconnectSeconds: 1 })));
server.define("hot-seat", caperRoom(config(first, 30000, { auth, hotSeat: true })));
// A short game (max_turns 1) for the clocks.
const short = caper.gameNames().find((n) => "max_turns" in new caper.Game(n).info.options);
const shortOptions = { max_turns: 1 };
server.define("turn-clock", caperRoom(config(short, 30000, { options: shortOptions, turnMs: 60, clockMs: 150, finishedGraceMs: 600 })));
server.define("forfeit-clock", caperRoom(config(short, 30000, { options: shortOptions, clockMs: 300, incrementMs: 100, onTimeout: "forfeit" })));
await server.listen(0, "127.0.0.1");
const endpoint = `ws://127.0.0.1:${server.transport.server.address().port}`;
const finished = (roomId) => until(`the end of room ${roomId}`, () => over.get(roomId));

/** A colyseus.js client, with the application's token if given. */
function client(token) {
  const c = new Client(endpoint);
  if (token !== undefined) c.auth.token = token;
  return c;
}

async function seatPlayers(roomName, count, paused = false, tokenOf = () => undefined) {
  const opener = new Player({ paused }).attach(await client(tokenOf(0)).create(roomName, { seat: 0 }));
  const players = [opener];
  for (let seat = 1; seat < count; seat++) {
    players.push(new Player({ paused }).attach(await client(tokenOf(seat)).joinById(opener.room.roomId, { seat })));
  }
  return players;
}

async function wholeGame(name) {
  const players = await seatPlayers(name, new caper.Game(name).numPlayers);
  const game = await finished(players[0].room.roomId);
  const { replay, checked, cli } = checkGame(caper, game, players);
  replay.free();
  const { record } = game;
  assert.ok(game.locked, `${name}: the room is locked when the game ends`);
  assert.ok(record.seats.every((s) => s === "human"), `${name}: every seat human`);
  assert.deepEqual(players.flatMap((p) => p.received("refused")), [], `${name}: no move of the players refused`);
  console.log(`ok ${name}: ${players.length} clients played to the end (${record.actions.length} steps, ` +
    `${JSON.stringify(record.returns)}); ${checked} messages checked; the record replays byte-identically` +
    `${cli ? " (and in caper replay)" : ""}`);
  await Promise.all(players.map((p) => p.room.leave()));
}

/** Sends each [player, type, payload, code] (code: the refusal expected) to the room at a
 * step where `mover` is to move, and checks that each is refused and nothing changes. */
async function refusals(room, players, mover, sends) {
  const before = { json: room.position.toJson(), steps: room.actions.length };
  const counts = players.map((p) => p.messages.length);
  for (const [player, type, payload] of sends) {
    if (payload instanceof Uint8Array) player.room.sendBytes(type, payload);
    else player.room.send(type, payload);
  }
  const fresh = () => players.map((p, i) => p.messages.slice(counts[i]));
  await until("the refusals", () => fresh().flat().length >= sends.length);
  await new Promise((resolve) => setTimeout(resolve, 100)); // anything else would come now
  const got = fresh();
  for (const [player, type, payload, code] of sends) {
    const answer = got[players.indexOf(player)].shift();
    const what = `${type} ${payload instanceof Uint8Array ? "bytes" : JSON.stringify(payload)} from p${player.seat}`;
    assert.equal(answer?.type, "refused", `${what}: refused`);
    assert.equal(answer.msg.code, code.code ?? code, `${what}: code (${answer.msg.message})`);
    // (apply() reports through caper_state_apply or, reusing a freed state, _apply_into)
    const entry = (text) => text.replace("caper_state_apply_into:", "caper_state_apply:");
    if (code.message) assert.equal(entry(answer.msg.message), entry(code.message), `${what}: the library's message`);
    assert.equal(answer.msg.step, before.steps, `${what}: at the step it was sent`);
  }
  assert.deepEqual(got.flat(), [], "nothing but the refusals was sent");
  assert.equal(room.position.toJson(), before.json, "the state after the refused messages");
  assert.equal(room.actions.length, before.steps, "the steps after the refused messages");
  assert.ok(mover.view.legal.length > 0, "the mover is still to move");
}

/** The library's refusal of `payload` at the room's state; an illegal id whose text in the
 * full view says more than the seat's text is named by the seat's text instead. */
function libraryRefusal(room, payload, seat) {
  const state = room.position;
  if (Number.isInteger(payload) && payload < room.game.numDistinctActions && !state.isLegal(payload)) {
    const seen = state.actionToString(payload, seat);
    if (seen !== state.actionToString(payload)) {
      return { code: "CAPER_E_ILLEGAL_ACTION", message: `CAPER_E_ILLEGAL_ACTION: '${seen}' is not legal now (p${seat} to act)` };
    }
  }
  try {
    room.position.apply(payload).free();
  } catch (error) {
    return { code: error.statusName, message: error.message };
  }
  throw new Error(`${payload} is legal`);
}

const FORM = "an act is { step, action }: the step it answers and an action id (a number) or its text (a string)";

function refusedSends(room, mover, other) {
  const [legalId, legalText] = mover.view.legal[0];
  const step = mover.view.step;
  const act = (action) => ({ step, action });
  const ids = new Set(mover.view.legal.map(([id]) => id));
  let illegal = 0;
  while (ids.has(illegal)) illegal++;
  const stale = (k) => ({ code: "stale", message: `the act answers step ${k}, but the game is at step ${step}` });
  return [
    [other, "act", act(legalId), { code: "not_your_turn", message: `p${mover.seat} is to move, not p${other.seat}` }],
    [other, "act", act(legalText), "not_your_turn"],
    // An act names no seat: the room acts for the sender's seat only.
    [other, "act", { ...act(legalId), seat: mover.seat }, { code: "malformed", message: `${FORM}; unknown field "seat"` }],
    [mover, "act", { step: step - 1, action: legalId }, stale(step - 1)],
    [mover, "act", { step: step + 1, action: legalId }, stale(step + 1)],
    [mover, "act", act(illegal), libraryRefusal(room, illegal, mover.seat)],
    [mover, "act", act(2 ** 32 + 5), libraryRefusal(room, 2 ** 32 + 5, mover.seat)],
    [mover, "act", act(1.5), libraryRefusal(room, 1.5, mover.seat)],
    [mover, "act", act("fly away"), libraryRefusal(room, "fly away", mover.seat)],
    [mover, "act", act({ id: legalId }), { code: "malformed", message: `${FORM}; action must be a number or a string, not object` }],
    [mover, "act", act([legalId]), "malformed"],
    [mover, "act", act(true), "malformed"],
    [mover, "act", { action: legalId }, { code: "malformed", message: `${FORM}; step must be a step number, not missing` }],
    [mover, "act", { step: "1", action: legalId }, { code: "malformed", message: `${FORM}; step must be a step number, not "1"` }],
    [mover, "act", { step: step + 0.5, action: legalId }, "malformed"],
    [mover, "act", legalId, { code: "malformed", message: `${FORM}, not number` }], // the old, stepless act
    [mover, "act", legalText, "malformed"],
    [mover, "act", undefined, "malformed"],
    [mover, "act", new Uint8Array([1, 2, 3]), "malformed"],
    [mover, "cheat", act(legalId), { code: "malformed", message: 'unknown message type "cheat"; send "act"' }],
  ];
}

async function seatsAndDrops(name) {
  const count = new caper.Game(name).numPlayers;
  assert.ok(count >= 4, `${name}: four seats (an empty one, a dropped one, a reconnecting one, a mover)`);
  const players = await seatPlayers(`${name}-bots`, count - 1, true); // the last seat stays empty
  const roomId = players[0].room.roomId;
  await assert.rejects(new Client(endpoint).joinById(roomId, { seat: 0 }), / seat_taken: seat 0 is taken$/);
  await assert.rejects(new Client(endpoint).joinById(roomId, { seat: "x" }),
    new RegExp(` bad_seat: seat must be a seat number 0..${count - 1}, not "x"$`));
  await assert.rejects(new Client(endpoint).joinById(roomId, { seat: count }), / bad_seat: /);
  const room = matchMaker.getLocalRoomById(roomId);
  assert.equal(room.locked, false, "a seat is open: the room is unlocked");
  // A late client takes the open seat (the game starts) and leaves it: the game has
  // started, so the bot plays it at once, and no one else may take it (no takeovers here):
  // the room is locked.
  const late = new Player({ paused: true }).attach(await new Client(endpoint).joinById(roomId));
  await until("the late client's welcome", () => late.seat !== undefined);
  assert.equal(late.seat, count - 1, "the lowest open seat");
  await late.room.leave();
  const mover = await until("a human to move", () => players.find((p) => p.view?.legal.length > 0));
  await until("the bot in the seat left", () => mover.view.seats[count - 1] === BOT);
  assert.equal(room.locked, true, "no seat may be taken: the room is locked");
  await assert.rejects(new Client(endpoint).joinById(roomId, { seat: count - 1 }), /is locked/);
  const [reconnecting, dropped] = players.filter((p) => p !== mover);
  await refusals(room, players, mover, refusedSends(room, mover, reconnecting));
  console.log(`ok ${name}: out-of-turn, stale, illegal and malformed messages refused with their codes and messages; nothing changed`);

  // A delayed duplicate: the same act twice; the first is applied, the second is stale.
  const step = mover.view.step;
  const [id] = mover.view.legal[0];
  const before = mover.received("refused").length;
  mover.room.send("act", { step, action: id });
  mover.room.send("act", { step, action: id });
  const dup = await until("the duplicate's refusal", () => mover.received("refused")[before]);
  assert.equal(dup.code, "stale", `the duplicate is stale (${dup.message})`);
  assert.ok(dup.step > step, "refused at a later step");
  assert.equal(dup.message, `the act answers step ${step}, but the game is at step ${dup.step}`);
  assert.equal(room.actions[step], id, "the first act was applied");
  console.log(`ok ${name}: a duplicate act of step ${step} refused as stale at step ${dup.step}`);

  const token = reconnecting.room.reconnectionToken;
  const droppedAt = room.actions.length;
  await Promise.all([reconnecting.room.leave(false), dropped.room.leave(false)]);
  for (const p of players) p.paused = false;
  mover.play();
  await until("the game to go on without them", () => room.actions.length >= droppedAt + 3 || over.get(roomId));
  reconnecting.attach(await new Client(endpoint).reconnect(token));
  const welcome = await until("the welcome back", () => reconnecting.received("welcome")[1]);
  const after = reconnecting.messages.findIndex((m) => m.msg === welcome);
  const back = await until("the view back", () => reconnecting.messages.slice(after).find((m) => m.type === "view")?.msg);
  assert.equal(welcome.seat, reconnecting.seat, "the same seat");
  assert.equal(welcome.log.length, back.step, "the whole log, as the seat reads it");
  assert.equal(back.seats[reconnecting.seat], "human", "the seat is the client's again");

  const game = await finished(roomId);
  const { replay, checked } = checkGame(caper, game, [...players, late]);
  const { record } = game;
  const actors = (seat, from) => replay.states.slice(from, -1).filter((s) => s.currentPlayer === seat).length;
  assert.equal(record.seats[count - 1], BOT, "the bot of the seat left, in the record");
  assert.equal(record.seats[dropped.seat], BOT, "the dropped seat's bot in the record");
  assert.ok(actors(dropped.seat, droppedAt) > 0, "the bot played the dropped seat");
  assert.ok(actors(reconnecting.seat, back.step) > 0, "the reconnected client played on");
  replay.free();
  console.log(`ok ${name}: a bot filled the seat left open and a dropped one; a client reconnected at step ` +
    `${back.step} with its view and log and played on (${record.actions.length} steps; ${checked} messages checked)`);
  await Promise.all([mover, reconnecting].map((p) => p.room.leave()));
}

const started = Date.now();
console.log(`ok the leak check finds a fact planted in a message (${checkTheChecker(caper)})`);
for (const name of caper.gameNames()) await wholeGame(name);
await seatsAndDrops(caper.gameNames()[0]);
console.log(`# ${((Date.now() - started) / 1000).toFixed(1)} s`);
await server.gracefullyShutdown(false);
// Colyseus keeps the dropped seat's reservation timer (30 s) past the shutdown.
process.exit(0);
