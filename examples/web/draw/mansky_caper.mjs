// The Mansky Caper: the rooms with their safes and characters, and the car.
// Drawn from one seat's JSON view and the game's public info only.
import { COLOURS, el, seatBox } from "./common.mjs";

export function draw(root, view, info, seat) {
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
