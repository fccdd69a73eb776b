// npm run test:pack: the package as its users get it. `npm pack` makes the tarball (its
// file list checked), a fresh project installs it with npm, runs a game against a bot
// with it in Node, and type-checks a TypeScript file against its declarations.
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import assert from "node:assert/strict";
import { installPacked, pkgRoot, run } from "./install.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "caper-pack-"));

try {
  const { packed, files, project } = installPacked(work);
  console.log(`# ${packed.filename}: ${packed.size} bytes packed, ${files.length} files`);
  for (const file of ["dist/index.js", "dist/index.d.ts", "wasm/caper.mjs", "wasm/caper.wasm", "package.json"]) {
    assert.ok(files.includes(file), `the tarball holds ${file}`);
  }
  for (const file of files) assert.ok(/^(dist\/|wasm\/|package\.json$|README)/.test(file), `no ${file} in the tarball`);
  assert.deepEqual(readdirSync(join(project, "node_modules")).filter((n) => !n.startsWith(".")), ["caper-games"]);
  // The module's budget: at most 1 MB (1,000,000 bytes) as installed; its gzip size told.
  const wasm = readFileSync(join(project, "node_modules/caper-games/wasm/caper.wasm"));
  assert.ok(wasm.length <= 1_000_000, `caper.wasm is ${wasm.length} bytes, over the 1 MB budget`);
  console.log(`ok caper.wasm: ${wasm.length} bytes (budget 1,000,000), ${gzipSync(wasm, { level: 9 }).length} gzipped`);

  copyFileSync(join(here, "play.mjs"), join(project, "play.mjs"));
  const names = JSON.parse(run(process.execPath,
    ["--input-type=module", "-e", 'import { loadCaper } from "caper-games"; console.log(JSON.stringify((await loadCaper()).gameNames()))'],
    project));
  for (const name of names) {
    const result = JSON.parse(run(process.execPath, ["play.mjs", name], project));
    assert.equal(result.returns.length, 3, `${name}: three players' returns`);
    assert.ok(result.winners.length >= 1 && result.winners.every((w) => result.returns[w] > 0), `${name}: winners`);
    assert.ok(result.points.length === 3 && result.points.every(Number.isInteger), `${name}: three seats' points`);
    console.log(`ok the installed package played ${name} against mcts:50 to its end: ${JSON.stringify(result)}`);
  }

  copyFileSync(join(here, "typed.ts"), join(project, "typed.ts"));
  writeFileSync(join(project, "tsconfig.json"), JSON.stringify({
    compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true,
      noEmit: true, lib: ["ES2022", "ESNext.Disposable", "DOM"], types: [] },
    files: ["typed.ts"],
  }));
  run(process.execPath, [join(pkgRoot, "node_modules/typescript/bin/tsc"), "-p", project], project);
  console.log("ok typed.ts type-checks against the installed declarations (tsc --strict)");
} finally {
  rmSync(work, { recursive: true, force: true });
}
