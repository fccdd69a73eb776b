// Multiplayer through caper-games/colyseus as its users run it: a Colyseus server on
// loopback with rooms for every game, and the Colyseus JavaScript client (colyseus.js), one
// client per seat. Run from a project that installed the packed package (run.mjs).
//  1. Every game: a client per seat plays to the end; every message is checked (check.mjs).
//  2. The first game, one seat left open (a late client takes it and leaves): a bot fills
//     it; refused messages change nothing; a dropped client reconnects and resumes; a seat
//     dropped for good is played by a bot.
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
const config = (game, botDelayMs) => ({
  game, bot: BOT, botDelayMs, reconnectSeconds: 30, seed: () => nextSeed++,
  onGameOver: (record, room) => over.set(room.roomId, { record, finalJson: room.position.toJson() }),
});
for (const name of caper.gameNames()) {
  server.define(name, caperRoom(config(name, 30000))); // every seat a client: bots never due
  server.define(`${name}-bots`, caperRoom(config(name, 2500)));
}
await server.listen(0, "127.0.0.1");
const endpoint = `ws://127.0.0.1:${server.transport.server.address().port}`;
const finished = (roomId) => until(`the end of room ${roomId}`, () => over.get(roomId));

async function seatPlayers(roomName, count, paused = false) {
  const first = new Player({ paused }).attach(await new Client(endpoint).create(roomName, { seat: 0 }));
  const players = [first];
  for (let seat = 1; seat < count; seat++) {
    players.push(new Player({ paused }).attach(await new Client(endpoint).joinById(first.room.roomId, { seat })));
  }
  return players;
}

async function wholeGame(name) {
  const players = await seatPlayers(name, new caper.Game(name).numPlayers);
  const game = await finished(players[0].room.roomId);
  const { replay, checked, cli } = checkGame(caper, game, players);
  replay.free();
  const { record } = game;
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

function refusedSends(room, mover, other) {
  const [legalId, legalText] = mover.view.legal[0];
  const ids = new Set(mover.view.legal.map(([id]) => id));
  let illegal = 0;
  while (ids.has(illegal)) illegal++;
  return [
    [other, "act", legalId, "not_your_turn"],
    [other, "act", legalText, "not_your_turn"],
    [mover, "act", illegal, libraryRefusal(room, illegal, mover.seat)],
    [mover, "act", 2 ** 32 + 5, libraryRefusal(room, 2 ** 32 + 5, mover.seat)],
    [mover, "act", 1.5, libraryRefusal(room, 1.5, mover.seat)],
    [mover, "act", "fly away", libraryRefusal(room, "fly away", mover.seat)],
    [mover, "act", { action: legalId }, "malformed"],
    [mover, "act", [legalId], "malformed"],
    [mover, "act", true, "malformed"],
    [mover, "act", undefined, "malformed"],
    [mover, "act", new Uint8Array([1, 2, 3]), "malformed"],
    [mover, "cheat", legalId, "malformed"],
  ];
}

async function seatsAndDrops(name) {
  const count = new caper.Game(name).numPlayers;
  assert.ok(count >= 4, `${name}: four seats (an empty one, a dropped one, a reconnecting one, a mover)`);
  const players = await seatPlayers(`${name}-bots`, count - 1, true); // the last seat stays empty
  const roomId = players[0].room.roomId;
  await assert.rejects(new Client(endpoint).joinById(roomId, { seat: 0 }), /seat 0 is taken/);
  await assert.rejects(new Client(endpoint).joinById(roomId, { seat: "x" }), /seat must be a seat number/);
  const room = matchMaker.getLocalRoomById(roomId);
  // A late client takes the open seat (the game starts) and leaves it: it is open again,
  // and another takes it and leaves.
  const late = new Player({ paused: true }).attach(await new Client(endpoint).joinById(roomId));
  await until("the late client's welcome", () => late.seat !== undefined);
  assert.equal(late.seat, count - 1, "the lowest open seat");
  await late.room.leave();
  const later = new Player({ paused: true }).attach(await new Client(endpoint).joinById(roomId, { seat: count - 1 }));
  await until("the next client's welcome", () => later.seat === count - 1);
  await later.room.leave();
  const mover = await until("a human to move", () => players.find((p) => p.view?.legal.length > 0));
  await until("the bot in the seat left open", () => mover.view.seats[count - 1] === BOT);
  const [reconnecting, dropped] = players.filter((p) => p !== mover);
  await refusals(room, players, mover, refusedSends(room, mover, reconnecting));
  console.log(`ok ${name}: out-of-turn, illegal and malformed messages refused with the library's message; nothing changed`);

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
  const { replay, checked } = checkGame(caper, game, [...players, late, later]);
  const { record } = game;
  const actors = (seat, from) => replay.states.slice(from, -1).filter((s) => s.currentPlayer === seat).length;
  assert.equal(record.seats[count - 1], BOT, "the bot of the seat left open, in the record");
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
