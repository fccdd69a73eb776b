// The playground in headless Chromium (Debian's chromium, driven by playwright-core): a
// human seat plays a whole game of each game by clicking, the page served on loopback as a
// site serves it. The same game is replayed here in Node (same seeds, same bots), so after
// every move the page is checked against the seat's view (its text, moves and log) and for
// any fact hidden from the seat. A screenshot of each game is saved (see shots).
import { createServer } from "node:http";
import { mkdirSync, readFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { hiddenFacts, leaksIn } from "./leaks.mjs";
import { playgroundSeeds, stepToHuman } from "../play.mjs";

const web = fileURLToPath(new URL("../", import.meta.url));
const root = join(web, "../..");
const pkg = join(root, "bindings/js");
const { chromium } = await import(pathToFileURL(join(pkg, "node_modules/playwright-core/index.mjs")));
const { loadCaper } = await import(pathToFileURL(join(pkg, "dist/index.js")));
const caper = await loadCaper();
// Screenshots: docs/web when run by hand (docs/web.md shows them), elsewhere under ctest.
const shots = process.env.CAPER_WEB_SHOTS ?? join(root, "docs/web");
mkdirSync(shots, { recursive: true });

const types = { ".html": "text/html", ".mjs": "text/javascript", ".js": "text/javascript",
  ".css": "text/css", ".wasm": "application/wasm", ".json": "application/json" };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname));
  const prefix = "/node_modules/caper-games/";
  const file = path.includes("..") ? null
    : path.startsWith(prefix) ? join(pkg, path.slice(prefix.length))
      : join(web, path === "/" ? "index.html" : path.slice(1));
  try {
    const body = readFileSync(file);
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

function fail(message) {
  throw new Error(message);
}

function equal(actual, expected, what) {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) fail(`${what}: the page shows ${a.slice(0, 300)}, expected ${e.slice(0, 300)}`);
}

// The page's match, replayed: seats as the page's seat choices (default: p0 human, the
// others greedy), the log kept as the page keeps it (each entry as each human seat reads it).
function replay(gameName, seed, seats = null) {
  const game = new caper.Game(gameName);
  seats ??= Array.from({ length: game.numPlayers }, (_, p) => (p === 0 ? "human" : "greedy"));
  const seeds = playgroundSeeds(seed, game.numPlayers);
  const match = { game, seats, entries: [], state: game.initialState(), rng: new caper.Rng(seeds.chance),
    bots: seats.map((kind, p) => (kind === "human" ? null : new caper.Bot(game, kind, seeds.bots[p]))),
    hintBot: new caper.Bot(game, "mcts:200", seeds.hint) };
  const log = (before, action) => match.entries.push({
    actor: before.isChanceNode ? "chance" : `p${before.currentPlayer}`,
    texts: seats.map((kind, p) => (kind === "human" ? before.actionToString(action, p) : null)) });
  match.logFor = (seat) => match.entries.map((e) => `${e.actor}: ${e.texts[seat]}`);
  match.advance = () => { match.state = stepToHuman(match, log); };
  match.play = (action) => { log(match.state, action); const next = match.state.apply(action); match.state.free(); match.state = next; match.advance(); };
  match.advance();
  return match;
}

async function pageFacts(page, errors) {
  await page.waitForFunction(() => document.body.dataset.screen, null, { timeout: 60000 }).catch(async () => {
    fail(`the page did not draw: ${errors.join("; ") || "no error"}; status: ${await page.textContent("#status")}`);
  });
  await page.waitForFunction(() => ["move", "over"].includes(document.body.dataset.screen) || window.caperError, null, { timeout: 60000 });
  return page.evaluate(() => ({
    text: document.getElementById("text-view")?.textContent,
    moves: [...document.querySelectorAll("#moves button")].map((b) => [Number(b.dataset.action), b.textContent]),
    log: [...document.querySelectorAll("#log li")].map((li) => li.textContent),
    // The moves are checked on their own (each is the library's text of a legal action for
    // the seat, which may name an unseen card without saying where it is).
    html: (() => {
      const copy = document.documentElement.cloneNode(true);
      copy.querySelector("#moves").remove();
      return copy.outerHTML;
    })(),
    cards: [...document.querySelectorAll("[data-card]")].map((n) => Number(n.dataset.card)),
    screen: document.body.dataset.screen,
    seat: Number(document.body.dataset.seat),
  }));
}

function check(shown, match, seed, step, seat = 0) {
  const state = match.state;
  const where = `${match.game.name} step ${step}`;
  equal(shown.screen, state.isTerminal ? "over" : "move", `${where} screen`);
  equal(shown.seat, seat, `${where} seat shown`);
  equal(shown.text, state.toText(seat), `${where} text view`);
  equal(shown.log, match.logFor(seat), `${where} log`);
  const moves = state.isTerminal ? [] : [...state.legalActions()].map((a) => [a, state.actionToString(a, seat)]);
  equal(shown.moves, moves, `${where} moves`);
  const leaked = leaksIn(shown.html, shown.cards, hiddenFacts(caper, state, seat, seed + BigInt(step)));
  if (leaked.length) fail(`${where}: hidden from p${seat} but in the page: ${leaked.join(", ")}`);
}

// The leak check can fail: one hidden fact put into the page must be found.
async function checkTheChecker(page, match, seed) {
  const facts = hiddenFacts(caper, match.state, 0, seed);
  const [text] = facts.texts;
  const [id] = facts.cardIds;
  if (text === undefined && id === undefined) return false;
  await page.evaluate(([t, c]) => {
    const planted = Object.assign(document.createElement("span"), { id: "planted", textContent: t ?? "" });
    if (c !== null) planted.dataset.card = String(c);
    document.getElementById("table").append(planted);
  }, [text ?? null, id ?? null]);
  const shown = await pageFacts(page, []);
  if (leaksIn(shown.html, shown.cards, facts).length === 0) fail(`${match.game.name}: a planted hidden fact went unnoticed`);
  await page.evaluate(() => document.getElementById("planted").remove());
  return true;
}

async function playWhole(browser, gameName, seed) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${base}?game=${gameName}&seed=${seed}`);
  await page.waitForFunction(() => document.body.dataset.screen);  // the first table drawn
  const match = replay(gameName, seed);
  const chooser = new caper.Bot(match.game, "greedy", seed);
  let step = 0;
  const planted = await checkTheChecker(page, match, seed);
  for (;;) {
    const shown = await pageFacts(page, errors);
    if (errors.length) fail(`page error at step ${step}: ${errors.join("; ")}`);
    check(shown, match, seed, step);
    if (match.state.isTerminal) break;
    const action = chooser.choose(match.state);
    await page.click(`#moves button[data-action="${action}"]`);
    match.play(action);
    step++;
  }
  await page.screenshot({ path: join(shots, `${gameName}.png`), fullPage: true });
  await page.close();
  return { planted, text: `${step} clicks checked${planted ? ", a planted hidden fact caught" : ""}` };
}

// Hot seat (p0 and p1 human), a typed seed, hint and undo, in a game whose seats hide
// facts from each other (the first game of the catalogue where a planted fact was caught).
async function hotSeat(browser, gameName) {
  const seed = 4242n;
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${base}?game=${gameName}`);
  await page.waitForFunction(() => document.body.dataset.screen);
  await page.selectOption("#seat-1", "human");
  await page.fill("#seed", String(seed));
  await page.click("#new-game");
  const players = new caper.Game(gameName).numPlayers;
  const match = replay(gameName, seed, Array.from({ length: players }, (_, p) => (p < 2 ? "human" : "greedy")));
  const chooser = new caper.Bot(match.game, "greedy", seed);
  let passes = 0;
  let seat = 0;
  for (let step = 0; passes < 3 && !match.state.isTerminal; step++) {
    await page.waitForFunction(() => document.body.dataset.screen);
    if (await page.evaluate(() => document.body.dataset.screen) === "pass") {
      const mover = match.state.currentPlayer;
      const bare = await page.evaluate(() => ({ seat: Number(document.body.dataset.seat),
        table: document.getElementById("table").textContent, moves: document.getElementById("moves").children.length,
        log: document.getElementById("log").children.length, cards: document.querySelectorAll(".card").length }));
      equal(bare, { seat: mover, table: `Pass to p${mover}I am p${mover}: show my seat`, moves: 0, log: 0, cards: 0 }, "pass screen");
      await page.click("#pass-ok");
      passes++;
      seat = mover;
    }
    const shown = await pageFacts(page, errors);
    check(shown, match, seed, step, seat);
    if (step === 1) await hintAndUndo(page, match, shown);
    const action = chooser.choose(match.state);
    await page.click(`#moves button[data-action="${action}"]`);
    match.play(action);
  }
  if (errors.length) fail(`page error: ${errors.join("; ")}`);
  if (passes < 3) fail(`hot seat: ${passes} pass screens`);
  await page.close();
  return `${gameName}: ${passes} pass screens, each bare, each seat then shown its own view`;
}

// Hint marks the hint bot's move; a move then undo gives back the same page.
async function hintAndUndo(page, match, before) {
  await page.click("#hint");
  const hinted = await page.evaluate(() => ({
    marked: [...document.querySelectorAll("#moves button.hinted")].map((b) => Number(b.dataset.action)),
    text: document.getElementById("hint-text").textContent }));
  const action = match.hintBot.choose(match.state);
  equal(hinted, { marked: [action], text: `Hint: ${match.state.actionToString(action, before.seat)}` }, "hint");
  await page.click(`#moves button[data-action="${before.moves[0][0]}"]`);
  await page.click("#undo");
  const after = await pageFacts(page, []);
  equal([after.text, after.moves, after.log], [before.text, before.moves, before.log], "the page after a move and undo");
}

const browser = await chromium.launch({
  executablePath: process.env.CAPER_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});
let failed = 0;
const hiding = [];  // the games whose seats hide facts from each other
try {
  for (const name of process.argv.slice(2).length ? process.argv.slice(2) : caper.gameNames()) {
    const start = performance.now();
    try {
      const done = await playWhole(browser, name, 7n);
      if (done.planted) hiding.push(name);
      console.log(`ok ${name}: a whole game, ${done.text} (${Math.round(performance.now() - start)} ms)`);
    } catch (error) {
      failed++;
      console.log(`not ok ${name}: ${error.message}`);
    }
  }
  try {
    if (!hiding.length) fail("no game hides a fact from a seat: the hot-seat test has no game");
    console.log(`ok hot seat: ${await hotSeat(browser, hiding[0])}`);
  } catch (error) {
    failed++;
    console.log(`not ok hot seat: ${error.message}`);
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
