// Captain Cool: the pubs, the Big Deal circle and each seat's hand and shown cards.
// Drawn from one seat's JSON view and the game's public info only.
import { el, svg, card, backs, seatBox } from "./common.mjs";

export function draw(root, view, info, seat) {
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
