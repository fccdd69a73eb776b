// What every game's table is drawn with: HTML and SVG elements, cards, card backs, seats.
export const SVG = "http://www.w3.org/2000/svg";
export const COLOURS = ["#d33", "#26c", "#2a4", "#e90", "#939", "#0aa"];

export function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export function svg(tag, attributes = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

export function card(label, { red = false, id } = {}) {
  const node = el("span", { className: `card${red ? " red" : ""}`, textContent: label });
  if (id !== undefined) node.dataset.card = String(id);
  return node;
}

export const backs = (n) => Array.from({ length: n }, () => el("span", { className: "card back", textContent: "?" }));
export const seatBox = (p, seat, ...children) =>
  el("div", { className: `seat${p === seat ? " me" : ""}` }, el("b", { textContent: `p${p}${p === seat ? " (you)" : ""} ` }), ...children);
