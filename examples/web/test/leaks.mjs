// What a seat must not see: the facts where the full state differs from its
// determinizations (states the seat cannot tell from the true one).
function leaves(value, path, out) {
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) leaves(v, `${path}/${k}`, out);
  } else {
    out.set(path, value);
  }
  return out;
}

function allStrings(value, out = new Set()) {
  for (const v of leaves(value, "", new Map()).values()) if (typeof v === "string") out.add(v);
  return out;
}

// { texts: strings that appear only in hidden places, cardIds: hidden numbers under a hand }
export function hiddenFacts(caper, state, seat, seed) {
  const full = leaves(state.view(), "", new Map());
  const seen = state.view(seat);
  const visible = allStrings(seen);
  const seenLeaves = leaves(seen, "", new Map());
  // A card the seat knows to be in a hand, wherever the hand holds it.
  const knownIn = (path) => {
    const hand = path.slice(0, path.lastIndexOf("/") + 1);
    return new Set([...seenLeaves].filter(([p]) => p.startsWith(hand)).map(([, v]) => v));
  };
  const texts = new Set();
  const cardIds = new Set();
  const rng = new caper.Rng(seed);
  for (let k = 0; k < 4; k++) {
    const other = state.determinize(seat, rng);
    const guess = leaves(other.view(), "", new Map());
    other.free();
    for (const [path, value] of full) {
      if (guess.get(path) === value) continue;
      if (typeof value === "string" && !visible.has(value)) texts.add(value);
      if (typeof value === "number" && /hand/.test(path) && !knownIn(path).has(value)) cardIds.add(value);
    }
  }
  rng.free();
  return { texts, cardIds };
}

export function leaksIn(html, cardIdsShown, facts) {
  const found = [];
  for (const text of facts.texts) {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`).test(html)) found.push(text);
  }
  for (const id of cardIdsShown) if (facts.cardIds.has(id)) found.push(`card ${id}`);
  return found;
}
