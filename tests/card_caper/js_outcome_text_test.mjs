// Card Caper's own checks of the npm package, run by bindings/js/test/node.test.mjs (npm
// test), which passes Node's test() and the package as its users load it.
import assert from "node:assert/strict";

export default function (test, pkg) {
  // outcomeText worked out by hand in a 2-player Card Caper game dealt in card order: dealer
  // p0; p1 (on the dealer's left) gets the hidden AC, p0 the hidden 2C; then the hands
  // alternate from p1: p1 3C 5C ... QS, p0 4C 6C ... KS.
  test("outcomeText says what an action sets off, for every viewer; bad input throws", async () => {
    const caper = await pkg.loadCaper();
    const game = new caper.Game("card_caper", { players: 2 });
    const deal = Array.from({ length: 52 }, (_, c) => `deal ${"A23456789TJQK"[c % 13]}${"CDHS"[Math.floor(c / 13)]}`);
    const applyAll = (state, texts) => texts.reduce((s, text) => s.apply(text), state);
    const says = (state, action, expected) => {
      for (const viewer of [caper.FULL_VIEW, 0, 1]) assert.equal(state.outcomeText(action, viewer), expected, `${action} for ${viewer}`);
    };
    let state = applyAll(game.initialState(), ["dealer p0", ...deal, "play suit 2D", "play higher 3C"]);
    says(state, "play value 5C", "p1 could not play onto Lower Value"); // nothing ranks below p1's ace
    state = applyAll(state, ["play value 5C", "play suit AD", "play lower AS", "play higher 4C", "play value 6C"]);
    says(state, "die guess", "");
    state = state.apply("die guess");
    says(state, "guess p1 AC", "right: p1's hidden card AC is revealed; game over: p0 gets away with it (+1); p0's hidden card was 2C; points: p0 2 p1 0");
    assert.equal(state.outcomeText(state.actionFromString("guess p1 7C")), "wrong: p1 lays 7C open");
    const before = state.toJson();
    assert.throws(() => state.outcomeText("guess p1 KS", 0), pkg.IllegalActionError, "p0's own card");
    assert.throws(() => state.outcomeText(game.numDistinctActions), pkg.IllegalActionError, "an id out of range");
    assert.throws(() => state.outcomeText("guess p1 7C", 2), pkg.InvalidArgumentError, "no seat");
    assert.throws(() => state.outcomeText("guess somebody"), pkg.ParseError, "text naming no action");
    assert.throws(() => state.outcomeText(1.5), pkg.InvalidArgumentError, "a fractional id");
    assert.throws(() => state.outcomeText(null), TypeError, "an action that is neither id nor text");
    assert.throws(() => state.outcomeText("guess p1 7C", "0"), TypeError, "a viewer as text");
    assert.equal(state.toJson(), before, "the refused calls left the state as it was");
    game.free();
  });
}
