// Trap the Cap: the board (ring, spokes, grey squares, hideouts) and the stacks on it.
// Drawn from one seat's JSON view and the game's public info only.
import { COLOURS, el, svg } from "./common.mjs";

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

export function draw(root, view, info, seat) {
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
