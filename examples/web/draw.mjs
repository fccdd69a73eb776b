// The table of each game, drawn from one seat's JSON view (state.view(seat)) and the
// game's public info; nothing else reaches the drawers. Each game's drawer is its own module,
// draw/<game>.mjs, loaded by the game's name, so a new game adds one file and no code here.
// A drawer exports draw(root, view, info, seat), which marks the places a move can involve
// with data-target keys, and targets(notation, view, info, seat): the keys of the places
// an action involves, read from the library's notation of the action (never from rules).
const drawers = new Map();

export async function loadDrawers(gameNames) {
  for (const name of gameNames) drawers.set(name, await import(`./draw/${name}.mjs`));
}

export function drawTable(root, gameName, view, info, seat) {
  drawers.get(gameName).draw(root, view, info, seat);
}

export function targetsOf(gameName, notation, view, info, seat) {
  return drawers.get(gameName).targets(notation, view, info, seat);
}
