// What every game's table is drawn with: HTML and SVG elements, cards, card backs, seats.
export const SVG = "http://www.w3.org/2000/svg";
// Seat colours (p0..p6), dark enough for white text on them.
export const COLOURS = ["#c62828", "#1f5fbf", "#2e7d32", "#b35c00", "#7b1fa2", "#00796b", "#37474f"];

export function el(tag, props = {}, ...children) {
  const { target, label, ...rest } = props;
  const node = Object.assign(document.createElement(tag), rest);
  if (target) node.dataset.target = target;
  if (label) node.dataset.label = label;
  node.append(...children);
  return node;
}

export function svg(tag, attributes = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) {
    if (k === "target") node.dataset.target = v;
    else if (k === "label") node.dataset.label = v;
    else node.setAttribute(k, v);
  }
  if (text !== undefined) node.textContent = text;
  return node;
}

export function card(label, { red = false, id, target, className = "" } = {}) {
  const node = el("span", { className: `card${red ? " red" : ""} ${className}`.trim(), textContent: label, target });
  if (id !== undefined) node.dataset.card = String(id);
  return node;
}

export const backs = (n, props = {}) => Array.from({ length: n }, () => el("span", { className: "card back", textContent: "?", ...props }));
export const seatBox = (p, seat, ...children) =>
  el("div", { className: `seat${p === seat ? " me" : ""}` },
    el("b", { textContent: `p${p}${p === seat ? " (you)" : ""} `, style: `color:${COLOURS[p]}` }), ...children);
