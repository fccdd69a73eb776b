// How the playground moves a game along, shared by the page's worker and its test (which
// replays the same game in Node to know the full state the page must not show).

// The seeds of a match from its one seed: chance, each seat's bot, the hint bot.
export function playgroundSeeds(seed, players) {
  const mask = 2n ** 64n - 1n;
  const derived = (k) => (BigInt(seed) * 0x9e3779b97f4a7c15n + BigInt(k)) & mask;
  return {
    chance: BigInt(seed),
    bots: Array.from({ length: players }, (_, p) => derived(p + 1)),
    hint: derived(0),
  };
}

// Applies chance (from match.rng) and bot moves until a human seat is to move or the game
// ends; each step is reported to onStep(stateBefore, action). Frees the states it leaves
// (match.state among them).
export function stepToHuman(match, onStep) {
  let state = match.state;
  while (!state.isTerminal) {
    let action;
    if (state.isChanceNode) action = state.sampleChance(match.rng);
    else if (match.bots[state.currentPlayer]) action = match.bots[state.currentPlayer].choose(state);
    else break;
    onStep(state, action);
    const next = state.apply(action);
    state.free();
    state = next;
  }
  return state;
}

// One step of the log as each human seat reads it: who acted, the action's words and what
// it set off (the library's action and outcome texts for that seat).
export function logEntry(before, action, seats) {
  const texts = {};
  const marks = {};  // the notation, for marking the move on the board, where p may know it all
  const notation = before.actionToString(action);
  const full = before.actionToString(action, -1);
  seats.forEach((kind, p) => {
    if (kind !== "human") return;
    marks[p] = !before.isChanceNode && before.actionToString(action, p) === full ? notation : null;
    let outcome = "";
    try { outcome = before.outcomeText(action, p); } catch { outcome = ""; }
    texts[p] = before.actionToString(action, p) + (outcome ? ` — ${outcome}` : "");
  });
  return { actor: before.isChanceNode ? "chance" : `p${before.currentPlayer}`, texts, marks };
}

export const logLine = (entry, seat) => `${entry.actor}: ${entry.texts[seat]}`;
