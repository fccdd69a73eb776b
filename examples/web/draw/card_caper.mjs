// Card Caper: each seat's piles, hand (backs for other seats), hidden card and laid-open cards.
// Drawn from one seat's JSON view and the game's public info only.
import { el, card, backs, seatBox } from "./common.mjs";

export function draw(root, view, info, seat) {
  const named = (c) => card(c, { red: /[HD]$/.test(c) });
  root.append(el("p", { textContent: `Phase ${view.phase}; turn of p${view.turn_player}; category ${view.category ?? "-"}` }));
  view.seats.forEach((s, p) => {
    const piles = Object.entries(s.piles).map(([k, cards]) => el("div", {}, `${k}: `, ...cards.map(named)));
    root.append(seatBox(p, seat, `score ${s.score} · hidden card `, s.hidden ? named(s.hidden) : backs(1)[0],
      el("div", {}, "hand: ", ...(s.hand ? s.hand.map(named) : backs(s.hand_size))),
      el("div", {}, "laid open: ", ...s.laid_open.map(named)), ...piles));
  });
}
