// The Mansky Caper: the mansion's rooms (locked face down, open, destroyed) with their
// safes, Danger tracks (circle 1 plain, then the Danger-Danger! icons, the last BOOM!),
// leftover loot and used keys, the characters in them, the Getaway Car, and each
// character's card (ability), unstashed loot, keys, Favor markers and Stash bag.
// Drawn from one seat's JSON view and the game's public info only.
import { COLOURS, el, seatBox } from "./common.mjs";

export const ABILITIES = {
  draw_two: "draw two tokens in one opening", send_to_car: "send a character in the room to the car",
  redraw_danger: "put a drawn Danger token back and draw again", roll_twice: "roll the die twice and choose",
  danger_to_gasp: "turn a drawn Danger token into a GASP! card", take_whole: "take a Loot token whole",
  pick_lock: "unlock a room without a key", stash_in_place: "stash loot without going to the car",
};
const loot = (l) => `${l.gems} gem${l.gems === 1 ? "" : "s"}, ${l.coins} coin${l.coins === 1 ? "" : "s"}`;

function track(length, filled) {
  const circles = [];
  for (let i = 1; i <= length; i++) {
    const icon = i === length ? "BOOM!" : i === 1 ? "" : "⚠";
    circles.push(el("span", { className: `danger${i <= filled ? " filled" : ""}${i === length ? " boom" : ""}`, textContent: icon,
      title: i === length ? "BOOM!" : i === 1 ? "plain circle" : "Danger-Danger!" }));
  }
  return el("div", { className: "track", "aria-label": `Danger track: ${filled} of ${length} circles filled` },
    el("span", { textContent: "Danger track " }), ...circles);
}

export function draw(root, view, info, seat) {
  const rooms = info.data.edition.rooms;
  const pawn = (c, p) => el("div", { className: "pawn", style: `border-color:${COLOURS[p]}`, target: `char:${p}`, label: `p${p} ${c.name}` },
    el("span", { className: "dot", style: `background:${COLOURS[p]}` }), ` p${p} ${c.name}${c.driver ? " (the Driver)" : ""}`);
  const who = (place) => view.characters.map((c, p) => [c, p]).filter(([c]) => c.at === place).map(([c, p]) => pawn(c, p));
  const roomBoxes = view.rooms.map((r, i) => {
    const card = r.card === null ? null : rooms[r.card];
    const title = r.status === "locked" ? `R${i}: a locked room (face down)` : `R${i}: ${r.name} (${r.status})`;
    const parts = [el("b", { textContent: title })];
    if (r.status !== "locked") {
      parts.push(el("div", { className: "safe", target: `safe:R${i}`, label: `the safe of R${i}` },
        `Safe: ${r.safe.loot} Loot, ${r.safe.gasp} GASP!, ${r.safe.danger} Danger-Danger! tokens`));
      if (card) parts.push(track(card.danger, r.track));
      parts.push(el("div", { textContent: `Leftover loot: ${loot(r.leftover)}${r.keys ? ` · used keys: ${r.keys}` : ""}` }));
    }
    return el("div", { className: `room ${r.status}`, target: `room:R${i}`, label: title }, ...parts, ...who(`R${i}`));
  });
  const car = el("div", { className: "room car", target: "car", label: "the Getaway Car" }, el("b", { textContent: "The Getaway Car" }), ...who("car"));
  const drawPile = view.gasp_deck ? ` · GASP! cards drawn ${view.gasp_deck.seen.length}` : "";
  root.append(el("p", { textContent: `Turn ${view.turn}, phase ${view.phase.replaceAll("_", " ")}; Supply box: ${loot(view.supply)}${drawPile}` }),
    el("div", {}, ...roomBoxes, car));
  const trader = view.context?.trade_to;
  view.characters.forEach((c, p) => {
    const me = p === seat;
    const item = (kind, text) => el("span", { className: "item", target: me ? `give:${kind}` : `ask:${kind}:${p}`, label: `${me ? "your" : `p${p}'s`} ${text}` }, text);
    root.append(seatBox(p, seat, `${c.name} — ${ABILITIES[c.ability] ?? c.ability} · `,
      item("gem", `${c.loot.gems} unstashed gems`), " ", item("coin", `${c.loot.coins} unstashed coins`), " ",
      item("key", `${c.keys} keys`), " ", el("span", { className: "item", target: me ? "give:favor favors:me" : `ask:favor:${p}`, label: `${me ? "your" : `p${p}'s`} Favor markers` }, `${c.favors} Favor markers`),
      " ", el("span", { className: "item", target: me ? "stash:me" : "", label: "Stash bag" }, `Stash bag: ${loot(c.stash)}`),
      ` · score ${view.scores[p]}${trader === p && view.phase !== "over" ? "" : ""}`));
  });
}

// enter/move/picklock/key R<r>: the room; open: the safe of the seat's room; stash: the car;
// stash-here: the seat's Stash bag; trade/heybuddy P<p>: that character; favor <ability>
// P<p>: the seat's Favor markers, then the character; give <kind>: the seat's own item;
// ask <kind>: the trade partner's. The rest (accept, pass, ...) are choices.
export function targets(notation, view, info, seat) {
  let m;
  if ((m = /^(?:enter|move|picklock|key) (R\d+)$/.exec(notation))) return [`room:${m[1]}`];
  if (notation === "open") { const at = view.characters[seat]?.at; return at?.startsWith("R") ? [`safe:${at}`] : []; }
  if (notation === "stash") return ["car"];
  if (notation === "stash-here") return ["stash:me"];
  if ((m = /^(?:trade|heybuddy) P(\d+)$/.exec(notation))) return [`char:${m[1]}`];
  if ((m = /^favor \w+ P(\d+)$/.exec(notation))) return ["favors:me", `char:${m[1]}`];
  if ((m = /^give (\w+)$/.exec(notation))) return [`give:${m[1]}`];
  if ((m = /^ask (\w+)$/.exec(notation)) && view.context) return [`ask:${m[1]}:${view.context.trade_to}`];
  return [];
}
