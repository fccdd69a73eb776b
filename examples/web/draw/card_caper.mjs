// Card Caper: each seat's four category piles (by the rulebook's names), hand (backs for
// other seats), hidden card, laid-open cards and score. Drawn from one seat's JSON view
// and the game's public info only.
import { el, card, backs, seatBox } from "./common.mjs";

// The rulebook's names of the four categories (and the die's faces).
export const PILE_NAMES = { suit: "Different Suit", lower: "Lower Value", higher: "Higher Value", value: "Different Value" };
const FACE_NAMES = { ...PILE_NAMES, guess: "Guess", ask: "Ask & Guess" };
// The die's face in the phases it leads to (the view names a category only for a play).
const PHASE_FACES = { guess: "guess", ask_choose: "ask", ask_response: "ask", ask_guess: "ask" };
const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };

export function draw(root, view, info, seat) {
  const named = (c, target) => card(c, { red: /[HD]$/.test(c), target });
  const turn = view.phase === "over" ? "the game is over"
    : `turn of p${view.turn_player}; the die shows ${FACE_NAMES[view.category ?? PHASE_FACES[view.phase]] ?? "-"}`;
  root.append(el("p", { textContent: `Phase ${view.phase.replaceAll("_", " ")}; dealer p${view.dealer}; ${turn}` }));
  view.seats.forEach((s, p) => {
    const piles = info.data.categories.map((k) => el("div", { className: "pile", target: `pile:${p}:${k}`, label: `p${p} ${PILE_NAMES[k]}` },
      el("span", { className: "name", textContent: `${PILE_NAMES[k]} (${s.piles[k].length})` }), ...s.piles[k].map((c) => named(c))));
    const hidden = s.hidden ? named(s.hidden, `hidden:${p}`) : backs(1, { target: `hidden:${p}`, label: `p${p}'s hidden card` })[0];
    hidden.classList.add("hidden-card");
    root.append(seatBox(p, seat, `score ${s.score}${s.revealed ? " · caught" : ""} · hidden card `, hidden,
      el("div", {}, `hand (${s.hand ? s.hand.length : s.hand_size}): `, ...(s.hand ? s.hand.map((c) => named(c, `card:${c}`)) : backs(s.hand_size))),
      el("div", {}, "laid open: ", ...s.laid_open.map((c) => named(c))), el("div", {}, ...piles)));
  });
}

// play <pile> <card>: the card, then the seat's pile; ask pN <pile>: pN's pile;
// guess pN <card>: pN's hidden card, then the card (offered as a choice); no-guess: a choice.
export function targets(notation, view, info, seat) {
  let m;
  if ((m = /^play (\w+) (\w+)$/.exec(notation))) return [`card:${m[2]}`, `pile:${seat}:${m[1]}`];
  if ((m = /^ask p(\d+) (\w+)$/.exec(notation))) return [`pile:${m[1]}:${m[2]}`];
  if ((m = /^guess p(\d+) (\w+)$/.exec(notation))) return [`hidden:${m[1]}`, `guess:${m[2]}`];
  return [];
}
export { SUITS };
