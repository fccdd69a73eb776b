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
//  Spectators watch every game (from its start and from mid-game) and the dropped seats'
//  game: every message they receive is the public view's (PUBLIC_VIEW) and holds no fact
//  hidden from any seat; their acts are refused; the spectator limits refuse joins.
import { Server, matchMaker } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { Client } from "colyseus.js";
import { PUBLIC_VIEW, loadCaper } from "caper-games";
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
  onGameOver: (record, room) => over.set(room.roomId, { record, finalJson: room.position.toJson(), locked: room.locked, at: Date.now() }),
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
server.define("seats", caperRoom(config(first, 30000, { auth, takeover: true, reconnectSeconds: 2 })));
server.define("hot-seat", caperRoom(config(first, 30000, { auth, hotSeat: true })));
server.define("one-spectator", caperRoom(config(first, 30000, { maxSpectators: 1 })));
server.define("no-spectators", caperRoom(config(first, 30000, { spectators: false })));
assert.throws(() => caperRoom({ game: first, maxSpectators: 1.5 }), /the room's maxSpectators must be a whole number >= 0, not 1.5$/);
// Bad clocks fail when the room class is made, naming the field and the value.
assert.throws(() => caperRoom({ game: first, turnMs: 0 }), /^TypeError: the room's turnMs must be a number of ms >= 1, not 0$/);
assert.throws(() => caperRoom({ game: first, incrementMs: -5 }), /the room's incrementMs must be a number of ms >= 0, not -5$/);
assert.throws(() => caperRoom({ game: first, onTimeout: "pass" }), /the room's onTimeout must be "bot" or "forfeit", not "pass"$/);
// A short game (max_turns 1) for the clocks.
const short = caper.gameNames().find((n) => "max_turns" in new caper.Game(n).info.options);
const shortOptions = { max_turns: 1 };
server.define("turn-clock", caperRoom(config(short, 30000, { options: shortOptions, turnMs: 60, clockMs: 150, finishedGraceMs: 600 })));
server.define("forfeit-clock", caperRoom(config(short, 30000, { options: shortOptions, clockMs: 300, incrementMs: 100, onTimeout: "forfeit" })));
await server.listen(0, "127.0.0.1");
const endpoint = `ws://127.0.0.1:${server.transport.server.address().port}`;
/** The end of a room's game, once each of `players` still in it has heard the last view
 * (the server's onGameOver comes before its last messages reach the clients). */
async function finished(roomId, players = []) {
  const game = await until(`the end of room ${roomId}`, () => over.get(roomId));
  const last = game.record.actions.length;
  await until("the last views", () =>
    players.every((p) => p.left !== undefined || p.received("view").some((v) => v.step === last && v.result !== null)));
  return game;
}

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

/** A spectator of a room: the public view only. */
async function spectator(roomId, token) {
  const watcher = new Player().attach(await client(token).joinById(roomId, { spectate: true }));
  await until("the spectator's welcome", () => watcher.seat !== undefined);
  return watcher;
}

async function wholeGame(name) {
  // A spectator from the start (it joins once the first seat is taken) and one from mid-game.
  const count = new caper.Game(name).numPlayers;
  const opener = new Player().attach(await client().create(name, { seat: 0 }));
  const early = await spectator(opener.room.roomId);
  const players = [opener];
  for (let seat = 1; seat < count; seat++) {
    players.push(new Player().attach(await client().joinById(opener.room.roomId, { seat })));
  }
  await until("a few steps", () => early.received("event").length >= 10 || over.get(opener.room.roomId));
  const late = await spectator(opener.room.roomId).catch((error) => {
    assert.ok(over.get(opener.room.roomId), `${name}: a spectator joins mid-game (${error.message})`);
    return null;
  });
  const watchers = late ? [early, late] : [early];
  const game = await finished(players[0].room.roomId, [...players, ...watchers]);
  const { replay, checked, cli } = checkGame(caper, game, [...players, ...watchers]);
  for (const w of watchers) {
    assert.equal(w.seat, PUBLIC_VIEW, `${name}: a spectator`);
    assert.deepEqual(w.received("refused"), [], `${name}: nothing refused to a spectator`);
    const welcome = w.received("welcome")[0];
    assert.equal(welcome.log.length + w.received("event").length, game.record.actions.length,
      `${name}: a spectator hears of every step, from its welcome's log and its events`);
  }
  replay.free();
  const { record } = game;
  assert.ok(game.locked, `${name}: the room is locked when the game ends`);
  assert.ok(record.seats.every((s) => s === "human"), `${name}: every seat human`);
  assert.deepEqual(players.flatMap((p) => p.received("refused")), [], `${name}: no move of the players refused`);
  console.log(`ok ${name}: ${players.length} clients played to the end (${record.actions.length} steps, ` +
    `${JSON.stringify(record.returns)}); ${checked} messages checked; the record replays byte-identically` +
    `${cli ? " (and in caper replay)" : ""}; ${watchers.length} spectators saw the public view only`);
  await Promise.all([...players, ...watchers].map((p) => p.room.leave()));
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
    [other, "act", { step: step - 1, action: legalId }, stale(step - 1)], // stale before not its turn
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
  // No seat may be taken: the room is unlisted (no joinOrCreate lands in it) but open to
  // spectators by id; a seat's join by id is refused by the room.
  await until("the room unlisted", () => room.listing.private);
  assert.equal(room.locked, false, "no seat may be taken, spectators may join: unlocked");
  const listed = await matchMaker.query({ name: `${name}-bots`, locked: false, private: false });
  assert.ok(!listed.some((r) => r.roomId === roomId), "the room is out of joinOrCreate's reach");
  await assert.rejects(new Client(endpoint).joinById(roomId, { seat: count - 1 }), / seat_taken: seat 3 is taken$/);
  await assert.rejects(new Client(endpoint).joinById(roomId), / no_seat: no seat is open$/);
  await assert.rejects(new Client(endpoint).joinById(roomId, { spectate: "yes" }), / bad_spectate: spectate must be true or false, not "yes"$/);
  await assert.rejects(new Client(endpoint).joinById(roomId, { spectate: true, seat: 1 }), / bad_seat: a spectator takes no seat$/);
  const watcher = await spectator(roomId);
  const watched = watcher.received("welcome")[0];
  assert.deepEqual([watched.seat, watched.spectator, watched.since, watched.log.length], [null, true, 0, watched.step],
    "a spectator's welcome: no seat, the whole game's log");
  const [reconnecting, dropped] = players.filter((p) => p !== mover);
  await refusals(room, [...players, watcher], mover, [
    [watcher, "act", { step: mover.view.step, action: mover.view.legal[0][0] },
      { code: "spectator", message: "a spectator does not act; join with a seat to play" }],
    [watcher, "act", "nonsense", "spectator"],
    ...refusedSends(room, mover, reconnecting),
  ]);
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

  const game = await finished(roomId, [mover, reconnecting, watcher]);
  const { replay, checked } = checkGame(caper, game, [...players, late, watcher]);
  assert.ok(watcher.received("view").length > 1, "the spectator saw the game go on");
  const { record } = game;
  const actors = (seat, from) => replay.states.slice(from, -1).filter((s) => s.currentPlayer === seat).length;
  assert.equal(record.seats[count - 1], BOT, "the bot of the seat left, in the record");
  assert.equal(record.seats[dropped.seat], BOT, "the dropped seat's bot in the record");
  assert.ok(actors(dropped.seat, droppedAt) > 0, "the bot played the dropped seat");
  assert.ok(actors(reconnecting.seat, back.step) > 0, "the reconnected client played on");
  replay.free();
  console.log(`ok ${name}: a bot filled the seat left open and a dropped one; a client reconnected at step ` +
    `${back.step} with its view and log and played on (${record.actions.length} steps; ${checked} messages checked)`);
  await Promise.all([mover, reconnecting, watcher].map((p) => p.room.leave()));
}

/** The spectator limits: at most maxSpectators at once (then locked, once no seat is
 * open); none where the room takes none. */
async function spectatorLimits() {
  const count = new caper.Game(first).numPlayers;
  const host = new Player({ paused: true }).attach(await client().create("no-spectators"));
  await assert.rejects(spectator(host.room.roomId), / no_spectators: this room takes no spectators$/);
  await host.room.leave();
  const players = await seatPlayers("one-spectator", count - 1, true); // a seat open
  const roomId = players[0].room.roomId;
  const room = matchMaker.getLocalRoomById(roomId);
  const one = await spectator(roomId);
  await assert.rejects(spectator(roomId), / spectators_full: the room has 1 spectators, its most$/);
  assert.deepEqual([room.locked, room.listing.private], [false, false], "a seat open: listed");
  players.push(new Player({ paused: true }).attach(await client().joinById(roomId, { seat: count - 1 })));
  await until("the room locked", () => room.locked);
  assert.equal(room.locked, true, "no seat open and the one spectator there: locked");
  await assert.rejects(spectator(roomId), /is locked/);
  await one.room.leave();
  await until("the room unlocked", () => !room.locked);
  assert.ok(room.listing.private, "unlisted: no seat is open");
  const again = await spectator(roomId);
  await Promise.all([...players, again].map((p) => p.room.leave()));
  console.log("ok spectator limits: no_spectators, one spectator at most (spectators_full, then locked once no seat is open); its leave opens the room to a spectator");
}

/** Seat p's moves along the record, each what the room's bot for p (seeded as the room seeds
 * it) chooses, in order: the bot played every one of them. */
function assertBotMoves(record, states, p, what) {
  const game = new caper.Game(record.game, record.options);
  const bot = new caper.Bot(game, BOT, BigInt(record.seed) * 1000003n + BigInt(p) + 1n);
  const turns = [];
  states.slice(0, -1).forEach((state, k) => {
    if (state.currentPlayer !== p) return;
    turns.push(k);
    assert.equal(record.actions[k], bot.choose(state), `${what}: p${p}'s move at step ${k + 1} is its bot's`);
  });
  bot.free();
  game.free();
  return turns;
}

/** The first message of a type at a step. */
const at = (player, type, step) => player.messages.find((m) => m.type === type && m.msg.step === step);

async function seatsOfPlayers() {
  const count = new caper.Game(first).numPlayers;
  // The auth hook refuses a client without a token and one whose token it does not know
  // (a spectator too).
  await assert.rejects(client().create("seats"), /unauthorized: no token/);
  await assert.rejects(client("tok-mallory").create("seats"), /unauthorized: the token was not accepted/);
  const alice = new Player({ paused: true }).attach(await client("tok-alice").create("seats", { seat: 0 }));
  const roomId = alice.room.roomId;
  const room = matchMaker.getLocalRoomById(roomId);
  // One seat a player: alice's second connection is refused, whichever seat it asks for.
  await assert.rejects(client("tok-alice").joinById(roomId, { seat: 1 }),
    / one_seat: player "alice" holds seat 0 already; a player holds one seat$/);
  await assert.rejects(client("tok-alice").joinById(roomId), / one_seat: /);
  // The player is the auth hook's: join options naming another player change nothing.
  const bob = new Player({ paused: true }).attach(await client("tok-bob").joinById(roomId, { seat: 1, playerId: "alice" }));
  const carol = new Player({ paused: true }).attach(await client("tok-carol").joinById(roomId, { seat: 2 }));
  const dave = new Player({ paused: true }).attach(await client("tok-dave").joinById(roomId, { seat: 3 }));
  const seated = [alice, bob, carol, dave];
  await until("the welcomes", () => seated.every((p) => p.seat !== undefined));
  assert.deepEqual(seated.map((p) => p.received("welcome")[0].player), ["alice", "bob", "carol", "dave"], "each seat's player");
  await until("a human to move", () => seated.some((p) => p.view?.legal.length > 0));
  await assert.rejects(client().joinById(roomId, { spectate: true }), /unauthorized: no token/);
  assert.deepEqual([room.locked, room.listing.private], [false, true], "every seat held: unlisted, open to spectators");

  // bob drops: his seat is held for him. dave leaves: the bot plays his seat, which another
  // player may take over (this room allows it), so the room opens again.
  const bobToken = bob.room.reconnectionToken;
  await bob.room.leave(false);
  await dave.room.leave();
  await until("dave's seat to the bot", () => alice.view.seats[3] === BOT && alice.view.seats[1] === "dropped");
  assert.deepEqual([room.locked, room.listing.private], [false, false], "a seat may be taken over: listed");
  await assert.rejects(client("tok-eve").joinById(roomId, { seat: 1 }),
    / seat_taken: seat 1 is taken \(its player dropped and may come back\)$/);
  await assert.rejects(client("tok-alice").joinById(roomId, { seat: 3 }), / one_seat: /);
  // bob anew, without his reconnection token: his seat is held, but he must reconnect.
  await assert.rejects(client("tok-bob").joinById(roomId),
    / one_seat: player "bob" holds seat 1 already \(dropped: it comes back with its reconnection token\); a player holds one seat$/);
  // eve takes dave's seat: its view from now on, none of its past (an empty log, no event
  // of an earlier step).
  const eve = new Player({ paused: true }).attach(await client("tok-eve").joinById(roomId));
  const eveWelcome = await until("eve's welcome", () => eve.received("welcome")[0]);
  assert.equal(eveWelcome.seat, 3, "the seat taken over");
  assert.equal(eveWelcome.since, eveWelcome.step, "eve's log starts when she took the seat");
  assert.deepEqual(eveWelcome.log, [], "none of the seat's past events");
  assert.deepEqual([room.locked, room.listing.private], [false, true], "every seat held again: unlisted");
  // bob comes back with his reconnection token: his seat, his whole log.
  bob.attach(await client().reconnect(bobToken));
  const bobBack = await until("bob's welcome back", () => bob.received("welcome")[1]);
  assert.deepEqual([bobBack.seat, bobBack.player, bobBack.since, bobBack.log.length], [1, "bob", 0, bobBack.step], "bob's seat and log");

  // carol drops and stays away: after reconnectSeconds (2) the seat is no longer hers; the
  // bot plays it, her token is refused, and the seat may be taken over (by her too, anew).
  const carolToken = carol.room.reconnectionToken;
  const droppedAt = Date.now();
  await carol.room.leave(false);
  await until("carol's seat dropped", () => alice.view.seats[2] === "dropped");
  await until("carol's window to close", () => alice.view.seats[2] === BOT, 20);
  const held = Date.now() - droppedAt;
  assert.ok(held >= 1900, `the seat was held for its player ${held} ms`);
  await assert.rejects(client().reconnect(carolToken), /expired/);
  assert.deepEqual([room.locked, room.listing.private], [false, false], "carol's seat may be taken over: listed");
  const carol2 = new Player({ paused: true }).attach(await client("tok-carol").joinById(roomId, { seat: 2 }));
  const carolWelcome = await until("carol's new welcome", () => carol2.received("welcome")[0]);
  assert.deepEqual([carolWelcome.seat, carolWelcome.since, carolWelcome.log], [2, carolWelcome.step, []], "carol anew: none of the past");

  const playing = [alice, bob, carol2, eve];
  for (const p of playing) {
    p.paused = false;
    p.play();
  }
  const game = await finished(roomId, playing);
  const { replay, checked } = checkGame(caper, game, [...seated, carol2, eve]);
  replay.free();
  for (const [p, welcome] of [[eve, eveWelcome], [carol2, carolWelcome]]) {
    const early = p.messages.filter((m) => m.type === "event" && m.msg.step <= welcome.since);
    assert.deepEqual(early, [], `p${p.seat}'s newcomer got no event of the seat's past`);
  }
  assert.deepEqual(game.record.seats, ["human", "human", "human", "human"], "every seat a player's at the end");
  console.log(`ok seats of players: tokens refused, one seat a player, a dropped seat held ${held} ms for its player, ` +
    `seats taken over at steps ${eveWelcome.step} and ${carolWelcome.step} without their past (${checked} messages checked)`);
  await Promise.all(playing.map((p) => p.room.leave()));

  // Hot seat: one player holds two seats, one connection each.
  const hot0 = new Player({ paused: true }).attach(await client("tok-alice").create("hot-seat", { seat: 0 }));
  const hot1 = new Player({ paused: true }).attach(await client("tok-alice").joinById(hot0.room.roomId, { seat: 1 }));
  await until("both welcomes", () => hot0.seat === 0 && hot1.seat === 1);
  assert.deepEqual([hot0, hot1].map((p) => p.received("welcome")[0].player), ["alice", "alice"], "alice at both seats");
  await Promise.all([hot0, hot1].map((p) => p.room.leave()));
  console.log("ok hot seat: one player at two seats");
}

async function turnClock() {
  const count = new caper.Game(short, shortOptions).numPlayers;
  const players = await seatPlayers("turn-clock", count, true); // no one ever moves
  const roomId = players[0].room.roomId;
  const room = matchMaker.getLocalRoomById(roomId);
  const game = await finished(roomId, players);
  const endedAt = over.get(roomId).at;
  await assert.rejects(spectator(roomId), /is locked/); // no spectator joins a finished game
  const { replay, checked } = checkGame(caper, game, players);
  const { record } = game;
  const timeouts = players[0].received("timeout"); // every seat is told of each
  for (const p of players) assert.deepEqual(p.received("timeout"), timeouts, `p${p.seat} told of every timeout`);
  let moves = 0;
  let flagged = 0;
  for (let seat = 0; seat < count; seat++) {
    // Every move of the seat was its bot's: while its chess clock lasted, one at a time after
    // the per-move limit (60 ms); once its clock (150 ms in all) ran out, for good.
    const turns = assertBotMoves(record, replay.states, seat, "turn clock");
    const mine = timeouts.filter((t) => t.seat === seat);
    const last = mine.findIndex((t) => t.outcome === "bot");
    assert.ok(last === -1 || last === mine.length - 1, `p${seat}: no timeout after its clock ran out`);
    assert.deepEqual(mine.map((t) => t.step), turns.slice(0, mine.length), `p${seat}: a timeout at each of its turns`);
    assert.equal(mine.length, last === -1 ? turns.length : last + 1,
      `p${seat}: a timeout at each turn until its clock ran out (${JSON.stringify(mine)} at turns ${turns}; ${JSON.stringify(timeouts)})`);
    assert.equal(mine[0].outcome, "move", `p${seat}: its first timeout (150 ms left) is the per-move limit's`);
    assert.equal(record.seats[seat], last === -1 ? "human" : BOT, `p${seat} in the record`);
    const mover = players[seat];
    for (const t of mine) {
      // Announced: the mover's first view of the step has the deadline and its clock.
      const view = at(mover, "view", t.step);
      const told = at(mover, "timeout", t.step);
      const left = view.msg.clocks[seat]; // its chess clock as the turn began
      assert.ok(view.msg.deadline !== null && view.msg.timeLeft <= Math.min(60, left), `p${seat} step ${t.step}: deadline ${view.msg.timeLeft} ms ahead`);
      if (t === mine[0]) assert.equal(left, 150, `p${seat}: a full clock at its first turn`);
      // Out of time where its clock had no more than the per-move limit left.
      assert.equal(t.outcome, left <= 60 ? "bot" : "move", `p${seat} step ${t.step}: ${left} ms left`);
      if (t.outcome === "move") assert.ok(told.at - view.at >= 45, `p${seat} step ${t.step}: timed out after ${told.at - view.at} ms`);
    }
    moves += mine.filter((t) => t.outcome === "move").length;
    flagged += last === -1 ? 0 : 1;
  }
  replay.free();
  console.log(`ok turn clock: ${moves} moves timed out at 60 ms and made by the bot, ${flagged} seats out of time ` +
    `and played by the bot (${record.actions.length} steps; ${checked} messages checked)`);

  // The finished room is locked at once; a consented leave does not open it; joinOrCreate
  // makes a new room; the room is disposed after its grace (600 ms), its clients let go.
  assert.equal(game.locked, true, "locked when the game ended");
  await players[0].room.leave();
  assert.equal(room.locked, true, "still locked after a consented leave");
  const newcomer = new Player({ paused: true }).attach(await client().joinOrCreate("turn-clock"));
  assert.notEqual(newcomer.room.roomId, roomId, "joinOrCreate lands in a new room, not the finished one");
  const fresh = await until("the newcomer's welcome", () => newcomer.received("welcome")[0]);
  assert.deepEqual([fresh.seat, fresh.step], [0, 0], "a new game, seat 0");
  await newcomer.room.leave();
  await until("the finished room's disposal", () => !matchMaker.getLocalRoomById(roomId), 10);
  const grace = Date.now() - endedAt;
  assert.ok(grace >= 550, `disposed ${grace} ms after the end`);
  await until("its clients let go", () => players.slice(1).every((p) => p.left !== undefined));
  console.log(`ok finished room: locked at once, joinOrCreate made a new room, disposed ${grace} ms after the end`);
}

async function forfeitClock() {
  const count = new caper.Game(short, shortOptions).numPlayers;
  const players = await seatPlayers("forfeit-clock", count, true);
  const idle = players[1]; // never moves: its clock (300 ms) runs out and it forfeits
  let lateAct = null;
  // Once told it forfeited, it acts at once (the game is still on).
  const receive = idle.receive.bind(idle);
  idle.receive = (type, msg) => {
    receive(type, msg);
    if (type === "timeout" && msg.seat === idle.seat) {
      idle.room.send("act", { step: msg.step, action: 0 });
      lateAct = msg.step;
    }
  };
  for (const p of players) {
    if (p === idle) continue;
    p.paused = false;
    p.play();
  }
  const roomId = players[0].room.roomId;
  const room = matchMaker.getLocalRoomById(roomId);
  const game = await finished(roomId, players);
  const { replay, checked } = checkGame(caper, game, players);
  const { record } = game;
  const turns = assertBotMoves(record, replay.states, idle.seat, "forfeit");
  const timeouts = players[0].received("timeout");
  assert.deepEqual(timeouts, [{ step: turns[0], seat: idle.seat, outcome: "forfeit" }], "one timeout: p1 forfeits at its first turn");
  const view = at(idle, "view", turns[0]);
  assert.equal(view.msg.clocks[idle.seat], 300, "its whole clock at its first turn");
  assert.ok(view.msg.timeLeft <= 300 && view.msg.timeLeft > 250, `its deadline ${view.msg.timeLeft} ms ahead`);
  const told = idle.messages.find((m) => m.type === "timeout");
  assert.ok(told.at - view.at >= 250, `forfeited ${told.at - view.at} ms after its turn began`);
  const after = idle.received("view").filter((v) => v.step > turns[0]);
  assert.ok(after.length > 0 && after.every((v) => v.forfeited.length === 1 && v.forfeited[0] === idle.seat && v.seats[idle.seat] === BOT),
    "every later view: p1 forfeited, its bot plays");
  assert.equal(after.at(-1).clocks[idle.seat], 0, "p1's clock is out");
  const refused = idle.received("refused");
  assert.deepEqual(refused.map((r) => [r.code, r.message]), [["forfeited", `p${idle.seat} forfeited: the bot plays its moves`]],
    "p1's act after its forfeit");
  assert.deepEqual(room.forfeited, [idle.seat], "the room's forfeited seats");
  assert.deepEqual(record.seats, players.map((p) => (p === idle ? BOT : "human")), "the record's seats");
  for (const p of players.filter((q) => q !== idle)) {
    const clocks = p.received("view").filter((v) => v.toMove === p.seat && v.legal.length).map((v) => v.clocks[p.seat]);
    assert.ok(clocks.every((c) => c > 0), `p${p.seat} never ran out (${clocks.join(", ")})`);
  }
  replay.free();
  console.log(`ok chess clock: p${idle.seat} forfeited at step ${turns[0]} (${told.at - view.at} ms); its act after it ` +
    `refused; the bot played its ${turns.length} moves (${checked} messages checked; late act at ${lateAct})`);
  await Promise.all(players.map((p) => p.room.leave()));
}

const started = Date.now();
console.log(`ok the leak check finds a fact planted in a message (${checkTheChecker(caper)})`);
for (const name of caper.gameNames()) await wholeGame(name);
await seatsAndDrops(caper.gameNames()[0]);
await spectatorLimits();
await seatsOfPlayers();
await turnClock();
await forfeitClock();
console.log(`# ${((Date.now() - started) / 1000).toFixed(1)} s`);
await server.gracefullyShutdown(false);
// Colyseus keeps the dropped seat's reservation timer (30 s) past the shutdown.
process.exit(0);
