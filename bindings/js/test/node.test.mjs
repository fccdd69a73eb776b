// The package's checks under Node's test runner (npm run test:node), the package loaded
// by its name as its users load it; then parity with the native C ABI (its transcript
// tool run here; the browser run compares fewer steps), and the FinalizationRegistry's
// releases (Node exposes gc() to force them).
import { readdirSync } from "node:fs";
import { test } from "node:test";
import assert from "node:assert/strict";
import * as pkg from "caper-games";
import { checks } from "./checks.mjs";
import { nativeFacts } from "./native.mjs";
import { playGame } from "./playout.mjs";

const native = nativeFacts(await pkg.loadCaper(), 200);
for (const [name, fn] of checks) test(name, () => fn(pkg, native));

test("the FinalizationRegistry releases the states a loop drops without free()", async () => {
  assert.equal(typeof globalThis.gc, "function", "run with node --expose-gc (npm test does)");
  const caper = await pkg.loadCaper();
  const [name] = caper.gameNames();
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const round = async () => {
    for (let i = 0; i < 10; i++) {
      playGame(caper, name, i, 2000);
      await settle();
    }
  };
  await round();
  const before = pkg.wasmMemoryBytes();
  await round();
  await round();
  assert.equal(pkg.wasmMemoryBytes(), before, "wasm memory bytes after 40,000 more unfreed steps");
});

// Each game's own checks (tests/<game>/js_*_test.mjs in the source tree), each a default
// export given Node's test() and the package as loaded here.
const testsRoot = new URL("../../../tests/", import.meta.url);
for (const folder of readdirSync(testsRoot, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  const own = readdirSync(new URL(`${folder.name}/`, testsRoot)).filter((f) => /^js_.*_test\.mjs$/.test(f));
  for (const file of own.sort()) (await import(new URL(`${folder.name}/${file}`, testsRoot))).default(test, pkg);
}
