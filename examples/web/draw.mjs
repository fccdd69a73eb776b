// The table of each game, drawn from one seat's JSON view (state.view(seat)) and the
// game's public info; nothing else reaches these functions.
const SVG = "http://www.w3.org/2000/svg";
const COLOURS = ["#d33", "#26c", "#2a4", "#e90", "#939", "#0aa"];

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function svg(tag, attributes = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function card(label, { red = false, id } = {}) {
  const node = el("span", { className: `card${red ? " red" : ""}`, textContent: label });
  if (id !== undefined) node.dataset.card = String(id);
  return node;
}

const backs = (n) => Array.from({ length: n }, () => el("span", { className: "card back", textContent: "?" }));
const seatBox = (p, seat, ...children) =>
  el("div", { className: `seat${p === seat ? " me" : ""}` }, el("b", { textContent: `p${p}${p === seat ? " (you)" : ""} ` }), ...children);

function drawCardCaper(root, view, info, seat) {
  const named = (c) => card(c, { red: /[HD]$/.test(c) });
  root.append(el("p", { textContent: `Phase ${view.phase}; turn of p${view.turn_player}; category ${view.category ?? "-"}` }));
  view.seats.forEach((s, p) => {
    const piles = Object.entries(s.piles).map(([k, cards]) => el("div", {}, `${k}: `, ...cards.map(named)));
    root.append(seatBox(p, seat, `score ${s.score} · hidden card `, s.hidden ? named(s.hidden) : backs(1)[0],
      el("div", {}, "hand: ", ...(s.hand ? s.hand.map(named) : backs(s.hand_size))),
      el("div", {}, "laid open: ", ...s.laid_open.map(named)), ...piles));
  });
}

function drawCaptainCool(root, view, info, seat) {
  const deck = info.data.deck;
  const named = (id) => (id === null ? el("span", { className: "card", textContent: "·" }) : card(deck[id].name, { id }));
  const pubs = el("div", {}, el("h3", { textContent: "Pubs" }));
  view.pubs.forEach((cards, i) => pubs.append(el("div", { className: "room" }, el("b", { textContent: `Pub ${"I II III IV V VI".split(" ")[i]}` }), el("br"), ...cards.map(named))));
  const circle = svg("svg", { width: 240, height: 240, viewBox: "-120 -120 240 240", id: "big-deal" });
  circle.append(svg("circle", { r: 95, fill: "none", stroke: "#765", "stroke-width": 2 }), svg("text", { y: 4, "text-anchor": "middle" }, "Big Deal"));
  view.circle.forEach((id, i) => {
    const a = (i / view.circle.length) * 2 * Math.PI - Math.PI / 2;
    const [x, y] = [95 * Math.cos(a), 95 * Math.sin(a)];
    circle.append(svg("circle", { cx: x, cy: y, r: 17, fill: id === null ? "#eee" : "#fff", stroke: "#333" }));
    const label = svg("text", { x, y: y + 4, "text-anchor": "middle" }, id === null ? String(i + 1) : deck[id].name);
    if (id !== null) label.dataset.card = String(id);
    circle.append(label);
  });
  root.append(el("p", { textContent: `Round ${view.round}, phase ${view.phase}` }), pubs, circle);
  view.hands.forEach((hand, p) => root.append(seatBox(p, seat, `score ${view.scores[p]} · supply ${view.supply[p]} · hand: `,
    ...hand.map(named), ...backs(view.hidden_cards[p]), " · shown: ", ...view.shown[p].map(named))));
}

function drawMansky(root, view, info, seat) {
  const who = (place) => view.characters.map((c, p) => [c, p]).filter(([c]) => c.at === place)
    .map(([c, p]) => el("div", { style: `color:${COLOURS[p]}` }, `p${p} ${c.name}`));
  const rooms = view.rooms.map((r, i) => el("div", { className: `room ${r.status}` },
    el("b", { textContent: `R${i} ${r.name ?? ""} [${r.status}]` }),
    el("div", { textContent: `safe: ${r.safe.loot} loot, ${r.safe.gasp} GASP!, ${r.safe.danger} danger; track ${r.track}` }),
    ...who(`R${i}`)));
  const car = el("div", { className: "room car" }, el("b", { textContent: "The car" }), ...who("car"));
  root.append(el("p", { textContent: `Turn ${view.turn}, phase ${view.phase}; supply ${view.supply.gems}g ${view.supply.coins}c` }),
    el("div", {}, ...rooms, car));
  view.characters.forEach((c, p) => root.append(seatBox(p, seat, `${c.name} (${c.ability}) · loot ${c.loot.gems}g ${c.loot.coins}c · stash ${c.stash.gems}g ${c.stash.coins}c · keys ${c.keys} · favors ${c.favors} · score ${view.scores[p]}`)));
}

// Square positions: the ring on a circle, each spoke on the line from its junction to the
// centre (walked from the junction along the board's edges), hideouts outside the ring.
function trapLayout(board) {
  const next = new Map();
  for (const [a, b] of board.edges) for (const [x, y] of [[a, b], [b, a]]) next.set(x, [...(next.get(x) ?? []), y]);
  const pos = new Map();
  const ringAt = (i, r) => { const a = (i / board.ring) * 2 * Math.PI - Math.PI / 2; return [r * Math.cos(a), r * Math.sin(a)]; };
  for (let i = 0; i < board.ring; i++) pos.set(i, ringAt(i, 200));
  pos.set(board.centre, [0, 0]);
  for (const j of board.hideout_junctions) {
    const spoke = [];
    let [prev, at] = [j, next.get(j).find((s) => typeof s === "number" && s >= board.ring)];
    while (at !== board.centre) { spoke.push(at); const n = next.get(at).find((s) => s !== prev && typeof s === "number"); [prev, at] = [at, n]; }
    const [jx, jy] = pos.get(j);
    spoke.forEach((s, k) => { const t = 1 - (k + 1) / (spoke.length + 1); pos.set(s, [jx * t, jy * t]); });
    pos.set(`H${board.hideout_junctions.indexOf(j)}`, ringAt(j, 240));
  }
  return pos;
}

function drawTrapTheCap(root, view, info, seat) {
  const board = info.data.board;
  const pos = trapLayout(board);
  const map = svg("svg", { width: 520, height: 520, viewBox: "-260 -260 520 520", id: "board" });
  for (const [a, b] of board.edges) {
    const [[x1, y1], [x2, y2]] = [pos.get(a), pos.get(b)];
    map.append(svg("line", { x1, y1, x2, y2, stroke: "#999" }));
  }
  for (let s = 0; s < board.squares; s++) {
    const [cx, cy] = pos.get(s);
    map.append(svg("circle", { cx, cy, r: s === board.centre ? 14 : 8, fill: board.grey.includes(s) ? "#aaa" : "#fff", stroke: "#555" }));
  }
  view.hideouts.forEach((caps, p) => {
    const [x, y] = pos.get(`H${p}`);
    map.append(svg("rect", { x: x - 18, y: y - 12, width: 36, height: 24, fill: COLOURS[p], rx: 4 }),
      svg("text", { x, y: y + 4, "text-anchor": "middle", fill: "#fff" }, `H${p}: ${caps}`));
  });
  for (const stack of view.stacks) {
    const [x, y] = pos.get(stack.square);
    const prisoners = stack.prisoners.reduce((a, b) => a + b, 0);
    map.append(svg("circle", { cx: x, cy: y, r: 10, fill: COLOURS[stack.top], stroke: "#000", "stroke-width": 2 + prisoners }),
      svg("text", { x, y: y + 3, "text-anchor": "middle", fill: "#fff" }, prisoners ? `+${prisoners}` : ""));
  }
  root.append(el("p", { textContent: `Turn ${view.turns}; p${view.turn_of} threw ${view.roll ?? "-"}; scores ${view.scores.join(" / ")}` }), map);
}

const DRAWERS = { card_caper: drawCardCaper, captain_cool: drawCaptainCool, mansky_caper: drawMansky, trap_the_cap: drawTrapTheCap };

export function drawTable(root, gameName, view, info, seat) {
  DRAWERS[gameName](root, view, info, seat);
}
