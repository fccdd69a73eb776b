// The table of each game, drawn from one seat's JSON view (state.view(seat)) and the
// game's public info; nothing else reaches the drawers. Each game's drawer is its own module,
// draw/<game>.mjs, loaded by the game's name, so a new game adds one file and no code here.
const drawers = new Map();

export async function loadDrawers(gameNames) {
  for (const name of gameNames) drawers.set(name, (await import(`./draw/${name}.mjs`)).draw);
}

export function drawTable(root, gameName, view, info, seat) {
  drawers.get(gameName)(root, view, info, seat);
}
