// A client's seat in the tests: every message its colyseus.js room received (each with the
// time it came), and a simple player that makes one move a step (by id or by text,
// alternately) from the legal moves its view lists, naming the step, unless paused.
import { PUBLIC_VIEW } from "caper-games";
export class Player {
  constructor({ paused = false } = {}) {
    this.messages = [];
    this.paused = paused;
    this.movedAt = -1;
  }

  attach(room) {
    this.room = room;
    this.left = undefined;
    room.onMessage("*", (type, msg) => this.receive(type, msg));
    room.onLeave((code) => (this.left = code));
    return this;
  }

  receive(type, msg) {
    this.messages.push({ type, msg, at: Date.now() });
    if (type === "welcome") this.seat = msg.spectator ? PUBLIC_VIEW : msg.seat; // a spectator: the public viewer
    if (type === "view") {
      this.view = msg;
      this.play();
    }
  }

  /** Moves if its view lists moves it has not answered yet. */
  play() {
    const view = this.view;
    if (this.paused || !view?.legal.length || this.movedAt === view.step) return;
    this.movedAt = view.step;
    const [id, text] = view.legal[(view.step * 31 + view.seat) % view.legal.length];
    this.room.send("act", { step: view.step, action: view.step % 2 ? text : id });
  }

  /** The messages of a type received so far. */
  received(type) {
    return this.messages.filter((m) => m.type === type).map((m) => m.msg);
  }
}

/** Resolves once test() gives a value (checked every 5 ms); fails after `seconds`. */
export async function until(what, test, seconds = 60) {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = test();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
