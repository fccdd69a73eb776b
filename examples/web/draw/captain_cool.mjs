// Captain Cool: the four pubs with their Gangster cards and the Family Members (figures,
// standing or lying) in them, the three Gangster Bosses with their figures, the Big Deal
// circle (its 10 numbered spaces, free or filled), each seat's hand, revealed action card
// and shown cards, the draw piles and the discard. Drawn from one seat's JSON view and the
// game's public info only.
import { COLOURS, el, svg, backs, seatBox } from "./common.mjs";

const PUBS = ["I", "II", "III", "IV"];
const BOSSES = ["CC", "Tom", "Ed"];
export const BOSS_NAMES = { CC: "Captain Cool", Tom: "Tom", Ed: "Edward" };
// The rulebook's colours of the Gangster Boss cards and symbols.
const BOSS_COLOURS = { CC: "#1f5fbf", Tom: "#c62828", Ed: "#2e7d32" };

// A Gangster card's name as the library's texts write it: "Ed's 5", "2 (CC+Tom)", "8".
export function cardName(c) {
  if (c.boss) return `${c.boss}'s ${c.value}`;
  return c.icons.length ? `${c.value} (${c.icons.join("+")})` : String(c.value);
}

function gangster(deck, id, target = `card:${id}`) {
  if (id === null) return el("span", { className: "card empty", textContent: "—" });
  const c = deck[id];
  const node = el("span", { className: `card gangster${c.boss ? " boss" : ""}`, textContent: cardName(c), target, label: cardName(c) });
  if (c.boss) node.style.background = BOSS_COLOURS[c.boss];
  node.dataset.card = String(id);
  return node;
}

// The Family Members at a place (pubs 0..3, bosses 4..6), each a place a move can name
// (the advanced rules' exchange takes a figure of a seat at a place).
function figures(view, place) {
  const out = [];
  const where = place < 4 ? PUBS[place] : BOSSES[place - 4];
  for (let p = 0; p < view.players; p++) {
    const standing = view.standing[place]?.[p] ?? 0;
    const lying = view.lying[place]?.[p] ?? 0;
    const figure = (kind) => el("span", { className: `figure${kind}`, style: `background:${COLOURS[p]}`, title: `p${p}${kind ? " (lying)" : ""}`,
      target: `fig:${where}:${p}`, label: `a figure of p${p} at ${where}${kind ? " (lying)" : ""}` });
    for (let k = 0; k < standing; k++) out.push(figure(""));
    for (let k = 0; k < lying; k++) out.push(figure(" lying"));
  }
  const counts = [];
  for (let p = 0; p < view.players; p++) {
    const n = (view.standing[place]?.[p] ?? 0) + (view.lying[place]?.[p] ?? 0);
    if (n) counts.push(`p${p}×${n}`);
  }
  return el("div", { className: "figures", "aria-label": counts.length ? `Family Members: ${counts.join(" ")}` : "no Family Members" },
    ...out, counts.length ? ` ${counts.join(" ")}` : "");
}

function bigDeal(view, deck) {
  const circle = svg("svg", { width: 260, height: 260, viewBox: "-130 -130 260 260", id: "big-deal", role: "group", "aria-label": "The Big Deal circle" });
  circle.append(svg("circle", { r: 100, fill: "none", stroke: "#765", "stroke-width": 2 }));
  BOSSES.forEach((b, k) => circle.append(svg("text", { x: (k - 1) * 40, y: 4, "text-anchor": "middle", fill: BOSS_COLOURS[b] }, b)));
  circle.append(svg("text", { y: -40, "text-anchor": "middle" }, "The Big Deal"));
  view.circle.forEach((id, i) => {
    const a = (i / view.circle.length) * 2 * Math.PI - Math.PI / 2;
    const [x, y] = [100 * Math.cos(a), 100 * Math.sin(a)];
    const c = id === null ? null : deck[id];
    const group = svg("g", { target: `space:${i + 1}`, label: c ? `space ${i + 1}: ${cardName(c)}` : `space ${i + 1}: free` });
    group.append(svg("circle", { cx: x, cy: y, r: 22, fill: c ? (c.boss ? BOSS_COLOURS[c.boss] : "#fff8e1") : "#eeeeee",
      stroke: c ? "#000" : "#999", "stroke-width": c ? 2.5 : 1, "stroke-dasharray": c ? "" : "4 3" }));
    group.append(svg("text", { x, y: y - 6, "text-anchor": "middle", fill: c?.boss ? "#fff" : "#555" }, String(i + 1)));
    group.append(svg("text", { x, y: y + 8, "text-anchor": "middle", fill: c?.boss ? "#fff" : "#000" }, c ? (c.icons.length && !c.boss ? c.icons.join("+") : c.boss ?? "") : "free"));
    if (id !== null) group.dataset.card = String(id);
    circle.append(group);
  });
  return circle;
}

export function draw(root, view, info, seat) {
  const deck = info.data.deck;
  const pubs = el("div", { className: "places" });
  view.pubs.forEach((cards, i) => pubs.append(el("div", { className: "room pub", target: `pub:${PUBS[i]}`, label: `pub ${PUBS[i]}` },
    el("b", { textContent: `Pub ${PUBS[i]}` }), el("br"), ...cards.map((id) => gangster(deck, id)), figures(view, i))));
  const bosses = el("div", { className: "places" });
  BOSSES.forEach((b, k) => bosses.append(el("div", { className: "room boss-field", target: `boss:${b}`, label: BOSS_NAMES[b], style: `border-color:${BOSS_COLOURS[b]}` },
    el("b", { textContent: BOSS_NAMES[b], style: `color:${BOSS_COLOURS[b]}` }), figures(view, 4 + k),
    el("div", { className: "small", textContent: view.majority[k] === null ? "no majority" : `majority: p${view.majority[k]}` }))));
  const piles = Object.entries(view.piles).map(([k, n]) => `${k.replace("_", " ")} ${n}`).join(", ");
  root.append(el("p", { textContent: `Round ${view.round} of 5, phase ${view.phase}; draw piles: ${piles}` }), pubs, bosses,
    el("div", { className: "places" }, bigDeal(view, deck),
      el("div", { className: "pile discard" }, el("span", { className: "name", textContent: `Discard (${view.discard.length})` }),
        ...view.discard.map((id) => gangster(deck, id, "")))));
  view.hands.forEach((hand, p) => {
    const action = view.revealed[p] ?? (view.pending[p] === "hidden" ? "(chosen, face down)" : view.pending[p] ? `${view.pending[p]} (chosen)` : "—");
    root.append(seatBox(p, seat, `score ${view.scores[p]} · Family Members in supply ${view.supply[p]} · action card: `,
      el("span", { className: "card action", textContent: action }),
      el("div", {}, "hand: ", ...hand.map((id) => gangster(deck, id)), ...backs(view.hidden_cards[p])),
      view.shown[p].length ? el("div", {}, "shown: ", ...view.shown[p].map((id) => gangster(deck, id, ""))) : ""));
  });
}

// play <pub or boss>: that place; c<id>: that Gangster card (in a pub or a hand); the rest
// (plain, ability, done) are choices.
export function targets(notation) {
  let m;
  if ((m = /^play (I|II|III|IV)$/.exec(notation))) return [`pub:${m[1]}`];
  if ((m = /^play (CC|Tom|Ed)$/.exec(notation))) return [`boss:${m[1]}`];
  if ((m = /^c(\d+)$/.exec(notation))) return [`card:${m[1]}`];
  // The advanced rules: a figure placed at a place, a figure of a seat taken at a place.
  if ((m = /^at (I|II|III|IV)$/.exec(notation))) return [`pub:${m[1]}`];
  if ((m = /^at (CC|Tom|Ed)$/.exec(notation))) return [`boss:${m[1]}`];
  if ((m = /^fig (\w+) (\d+)$/.exec(notation))) return [`fig:${m[1]}:${m[2]}`];
  return [];
}
