// Play on the board: each legal action is a list of the board's places it involves (its
// targets, from the game's drawer reading the library's notation of the action), and a
// move is made by clicking them in turn. Elements of the table carry data-target (one or
// more keys, space separated); the legal next targets are highlighted and focusable, the
// last move's are marked. A click that leaves more than one action (or an action whose
// places the drawing has not) offers the actions' words as choices on the table.
const keysOf = (node) => (node.dataset.target ?? "").split(" ").filter(Boolean);

export function makePicker(table, choices, actions, onPlay) {
  // actions: [{ id, words, targets: [key, ...] }]
  let picked = [];
  const onBoard = new Set();
  for (const node of table.querySelectorAll("[data-target]")) for (const k of keysOf(node)) onBoard.add(k);
  // An action is played on the board when its first place is drawn; a later place the
  // drawing lacks (a card to name) is offered as a choice once the places before it are picked.
  const reachable = (a) => a.targets.length > 0 && onBoard.has(a.targets[0]);
  // picked[i]: the keys of the i-th place clicked that some action could take there.
  const matching = () => actions.filter((a) => reachable(a) && picked.every((keys, i) => keys.includes(a.targets[i])));

  function chip(action) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "choice";
    button.textContent = action.words;
    button.dataset.choice = String(action.id);
    button.onclick = () => onPlay(action.id);
    return button;
  }

  function refresh() {
    const candidates = matching();
    const next = new Set(candidates.filter((a) => a.targets.length > picked.length).map((a) => a.targets[picked.length])
      .filter((k) => onBoard.has(k)));
    for (const node of table.querySelectorAll("[data-target]")) {
      const keys = keysOf(node);
      const isNext = keys.some((k) => next.has(k));
      const isPicked = picked.length > 0 && keys.some((k) => picked[picked.length - 1].includes(k));
      node.classList.toggle("target", isNext);
      node.classList.toggle("picked", isPicked);
      if (isNext) {
        node.setAttribute("tabindex", "0");
        node.setAttribute("role", "button");
        // An SVG place is named by its label after its visible text; an HTML one by its text.
        if ((node instanceof SVGElement || !node.textContent.trim()) && !node.getAttribute("aria-label")) {
          node.setAttribute("aria-label", `${node.textContent.trim()} ${node.dataset.label ?? ""}`.trim());
        }
      } else {
        node.removeAttribute("tabindex");
        if (node.getAttribute("role") === "button") node.removeAttribute("role");
      }
    }
    // Choices on the table: at the start, the actions no place stands for (pass, accept);
    // after a pick, the actions it leaves when more than one ends there.
    const ambiguous = candidates.length > 1 && candidates.some((a) => a.targets.length === picked.length);
    const offered = picked.length === 0
      ? actions.filter((a) => !reachable(a))
      : candidates.filter((a) => ambiguous ? a.targets.length === picked.length
        : a.targets.length > picked.length && !onBoard.has(a.targets[picked.length]));
    choices.replaceChildren(...offered.map(chip));
    choices.hidden = offered.length === 0 && picked.length === 0;
    if (picked.length) {
      const back = document.createElement("button");
      back.type = "button";
      back.className = "choice cancel";
      back.textContent = "cancel";
      back.onclick = () => { picked = []; refresh(); };
      choices.append(back);
      choices.hidden = false;
    }
    table.dataset.picked = picked.map((keys) => keys.join("|")).join(" ");
  }

  function choose(node) {
    if (!node.classList.contains("target")) { picked = []; refresh(); return; }
    const next = new Set(matching().filter((a) => a.targets.length > picked.length).map((a) => a.targets[picked.length]));
    picked = [...picked, keysOf(node).filter((k) => next.has(k))];
    const candidates = matching();
    const done = candidates.filter((a) => a.targets.length === picked.length);
    if (candidates.length === 1 && done.length === 1) { onPlay(done[0].id); return; }
    refresh();
  }

  // The innermost highlighted place under the click (a pawn in a room clicks the room when
  // only the room is a target), else the innermost place.
  table.onclick = (event) => {
    const node = event.target.closest?.(".target[data-target]") ?? event.target.closest?.("[data-target]");
    if (node && table.contains(node)) choose(node);
  };
  table.onkeydown = (event) => {
    if (event.key === "Escape") { picked = []; refresh(); return; }
    if (event.key !== "Enter" && event.key !== " ") return;
    const node = event.target.closest?.("[data-target]");
    if (node && node.classList.contains("target")) { event.preventDefault(); choose(node); }
  };
  refresh();
}

// Marks the places of the last move (its targets) on the table.
export function markLast(table, targets) {
  for (const node of table.querySelectorAll("[data-target]")) {
    if (keysOf(node).some((k) => targets.includes(k))) node.classList.add("last");
  }
}
