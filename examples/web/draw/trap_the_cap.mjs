// Trap the Cap: the board as the text diagram lays it (the ring 0..11 along the bottom,
// 12..24 up the right, 25..37 along the top, 38..50 down the left; the four spokes to the
// centre 58), numbered squares, grey and yellow squares, the hideouts with their caps and
// locked-up prisoners, the stacks (towers with their prisoners, counted) and the golden cap.
// Drawn from one seat's JSON view and the game's public info only.
import { COLOURS, el, svg } from "./common.mjs";

const U = 34;  // one square of the diagram's grid
const GOLD = "#d4a017";
const YELLOW = "#f5dc5a";
const GREY = "#9e9e9e";
// Cap colours: the seat colours; the golden cap (colour 4 in the JSON) is gold.
const capColour = (c, players) => (c >= 4 ? GOLD : COLOURS[c]);

// The grid position of every node: the ring on the 15 x 15 diagram, the spokes on its
// middle lines, each hideout outside its junction.
function layout(board) {
  const pos = new Map();
  const side = (from, k) => from + k;
  for (let k = 0; k < 13; k++) {
    pos.set((51 + k) % 52, [k + 1, 14]);           // bottom, left to right: 51, 0..11
    pos.set(side(12, k), [14, 13 - k]);            // right, upwards: 12..24
    pos.set(side(25, k), [13 - k, 0]);             // top, right to left: 25..37
    pos.set(side(38, k), [0, k + 1]);              // left, downwards: 38..50
  }
  pos.set(board.centre, [7, 7]);
  // Each spoke walked from its junction along the board's edges to the centre.
  const next = new Map();
  for (const [a, b] of board.edges) for (const [x, y] of [[a, b], [b, a]]) next.set(x, [...(next.get(x) ?? []), y]);
  const out = [[0, 1.6], [1.6, 0], [0, -1.6], [-1.6, 0]];
  board.hideout_junctions.forEach((j, h) => {
    const [jx, jy] = pos.get(j);
    const spoke = [];
    let [prev, at] = [j, next.get(j).find((s) => typeof s === "number" && s >= board.ring)];
    while (at !== board.centre) { spoke.push(at); const n = next.get(at).find((s) => s !== prev && typeof s === "number"); [prev, at] = [at, n]; }
    spoke.forEach((s, k) => { const t = (k + 1) / (spoke.length + 1); pos.set(s, [jx + (7 - jx) * t, jy + (7 - jy) * t]); });
    pos.set(`H${h}`, [jx + out[h][0], jy + out[h][1]]);
  });
  return pos;
}

// The distinct pieces of the mover on one square in the order of their JSON record, as the
// notation's piece index counts them.
function pieceIndex(view, stacks) {
  const movers = view.variant === "total_partners" ? [view.turn_of, (view.turn_of + 2) % 4] : [view.turn_of];
  const record = (s) => [s.top, ...s.prisoners, s.golden_prisoner ? 1 : 0];
  const order = (a, b) => { const [x, y] = [record(a), record(b)]; for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i]; return 0; };
  const distinct = [];
  for (const s of [...stacks].filter((s) => movers.includes(s.top)).sort(order)) {
    if (!distinct.some((d) => order(d, s) === 0)) distinct.push(s);
  }
  return (s) => distinct.findIndex((d) => order(d, s) === 0);
}

export function draw(root, view, info, seat) {
  const board = info.data.board;
  const pos = layout(board);
  const at = (node) => pos.get(node).map((v) => v * U);
  const map = svg("svg", { width: 19 * U, height: 19 * U, viewBox: `${-2.6 * U} ${-2.6 * U} ${20.2 * U} ${20.2 * U}`, id: "board",
    role: "group", "aria-label": "The Trap the Cap board" });
  for (const [a, b] of board.edges) {
    const [[x1, y1], [x2, y2]] = [at(a), at(b)];
    map.append(svg("line", { x1, y1, x2, y2, stroke: "#8d6e63", "stroke-width": 2 }));
  }
  for (let s = 0; s < board.squares; s++) {
    const [cx, cy] = at(s);
    const grey = board.grey.includes(s);
    const kind = grey ? "grey" : "yellow";
    map.append(svg("circle", { cx, cy, r: s === board.centre ? 15 : 12, fill: grey ? GREY : YELLOW, stroke: "#5d4037",
      "stroke-width": board.hideout_junctions.includes(s) ? 3 : 1, target: `to:${s}`, label: `square ${s} (${kind})`, class: "square" }),
    svg("text", { x: cx, y: cy + 4, "text-anchor": "middle", fill: "#000" }, String(s)));
  }
  // The hideouts: the caps at home, the prisoners locked up there (and the golden cap).
  const players = view.hideouts.length;
  for (let h = 0; h < 4; h++) {
    const [x, y] = at(`H${h}`);
    const home = h < players ? view.hideouts[h] : 0;
    const locked = h < players ? view.locked[h].map((n, c) => (n ? `${n}×p${c}` : "")).filter(Boolean).join(" ") : "";
    const golden = view.golden?.in_hideout && view.golden.owner === h;
    const label = h < players ? `hideout H${h} of p${h}: ${home} cap(s) at home${locked ? `, locked up ${locked}` : ""}${golden ? ", the golden cap" : ""}` : `hideout H${h} (not in play)`;
    const group = svg("g", { target: `from:H${h} to:H${h}`, label });
    group.append(svg("rect", { x: x - 26, y: y - 16, width: 52, height: 32, rx: 6, fill: h < players ? COLOURS[h] : "#bbb", stroke: "#000", class: "hideout" }),
      svg("text", { x, y: y - 3, "text-anchor": "middle", fill: "#fff" }, `H${h}: ${home}`),
      svg("text", { x, y: y + 10, "text-anchor": "middle", fill: "#fff" }, locked ? `locked ${view.locked[h].reduce((a, b) => a + b, 0)}` : ""));
    if (golden) group.append(svg("circle", { cx: x + 22, cy: y - 14, r: 7, fill: GOLD, stroke: "#000" }));
    map.append(group);
  }
  // The stacks: one piece (a cap, or a tower with its prisoners under it) per record; pieces
  // sharing a square are drawn side by side, each with its count.
  const bySquare = new Map();
  for (const s of view.stacks) bySquare.set(s.square, [...(bySquare.get(s.square) ?? []), s]);
  for (const [square, stacks] of bySquare) {
    const [x, y] = at(square);
    const index = pieceIndex(view, stacks);
    stacks.forEach((s, k) => {
      const dx = (k - (stacks.length - 1) / 2) * 14;
      const prisoners = s.prisoners.reduce((a, b) => a + b, 0) + (s.golden_prisoner ? 1 : 0);
      const i = index(s);
      // The first piece is written without its index (`move 12-14`), the others with it.
      const keys = [`to:${square}`, i > 0 ? `from:${square}/${i}` : `from:${square}`];
      const under = s.prisoners.map((n, c) => (n ? `${n} of p${c}` : "")).filter(Boolean);
      if (s.golden_prisoner) under.push("the golden cap");
      const name = s.top >= 4 ? "the golden cap" : `a p${s.top} cap`;
      const group = svg("g", { target: keys.join(" "), label: `${name} on ${square}${under.length ? `, a tower over ${under.join(", ")}` : ""}`, class: "piece" });
      group.append(svg("circle", { cx: x + dx, cy: y, r: 10 + Math.min(prisoners, 4), fill: capColour(s.top, players), stroke: "#000", "stroke-width": 2 }),
        svg("text", { x: x + dx, y: y + 4, "text-anchor": "middle", fill: s.top >= 4 ? "#000" : "#fff" }, prisoners ? `+${prisoners}` : ""));
      map.append(group);
    });
  }
  const golden = view.golden ? (view.golden.in_hideout ? `the golden cap is in H${view.golden.owner}'s hideout` : "the golden cap is on the board") : "";
  root.append(el("p", { textContent: `Turn ${view.turns}; p${view.turn_of} ${view.phase === "move" ? `threw ${view.roll}` : "to throw"}; trapped: ${view.scores.map((v, p) => `p${p} ${v}`).join(", ")}${golden ? `; ${golden}` : ""}` }),
    map, legend(players));
}

function legend(players) {
  const chip = (colour, text) => el("span", { className: "legend" }, el("span", { className: "swatch", style: `background:${colour}` }), ` ${text} `);
  return el("p", { className: "legend" }, chip(YELLOW, "yellow square"), chip(GREY, "grey square (rest, up to 3)"), chip(GOLD, "golden cap"),
    ...Array.from({ length: players }, (_, p) => chip(COLOURS[p], `p${p}'s caps`)), " · +N: prisoners under a tower");
}

// move A[-B...]: the piece on A (or its hideout), then each square of the walk that is named
// (a hideout, the golden cap's turning square, the end); gold: the same for the golden cap.
export function targets(notation) {
  const m = /^(?:move|gold) (.+)$/.exec(notation);
  if (!m) return [];
  const [from, ...rest] = m[1].split("-");
  return [`from:${from}`, ...rest.map((s) => `to:${s}`)];
}
