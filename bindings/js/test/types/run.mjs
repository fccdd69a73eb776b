// npm run test:types: the package's declarations as TypeScript programs get them. The packed
// tarball is installed into a fresh project (with @types/node, linked from this package's
// node_modules), and a small typed client (client.ts) is compiled with tsc --strict, without
// skipLibCheck, in three settings: Node (@types/node), a browser (ES2022 + DOM) and a
// bundler (moduleResolution bundler, ES2022 alone); in Node `using` too (dispose.ts). A file
// of deliberate misuses (misuse.ts) must fail in each, with an error on each marked line and
// on no other. And a server's room class (server.ts, with @colyseus/core, whose own
// declarations need skipLibCheck).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";
import { installPacked, pkgRoot } from "../pack/install.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const tsc = join(pkgRoot, "node_modules/typescript/bin/tsc");
const work = mkdtempSync(join(tmpdir(), "caper-types-"));

const strict = { strict: true, noEmit: true, skipLibCheck: false, target: "ES2022" };
const settings = {
  node: { ...strict, module: "NodeNext", moduleResolution: "NodeNext", lib: ["ES2022"], types: ["node"] },
  browser: { ...strict, module: "NodeNext", moduleResolution: "NodeNext", lib: ["ES2022", "DOM"], types: [] },
  bundler: { ...strict, module: "ESNext", moduleResolution: "bundler", lib: ["ES2022"], types: [] },
};

/** tsc over `files` in `setting`: its exit status and output. */
function compile(project, name, compilerOptions, files) {
  const config = `tsconfig.${name}.json`;
  writeFileSync(join(project, config), JSON.stringify({ compilerOptions, files }));
  try {
    return { status: 0, out: execFileSync(process.execPath, [tsc, "-p", config], { cwd: project, encoding: "utf8" }) };
  } catch (error) {
    return { status: error.status, out: `${error.stdout ?? ""}${error.stderr ?? ""}` };
  }
}

try {
  const { files, project } = installPacked(work, ["@types/node", "@colyseus/core"].map((n) => join(pkgRoot, "node_modules", n)));
  for (const file of ["dist/protocol.d.ts", "dist/views/index.d.ts", "dist/views/card_caper.d.ts"]) {
    assert.ok(files.includes(file), `the tarball holds ${file}`);
  }
  for (const file of ["client.ts", "dispose.ts", "misuse.ts", "server.ts"]) copyFileSync(join(here, file), join(project, file));
  const marked = readFileSync(join(here, "misuse.ts"), "utf8").split("\n")
    .flatMap((line, i) => (/\/\/ MISUSE/.test(line) ? [i + 1] : []));
  for (const [name, options] of Object.entries(settings)) {
    const good = compile(project, name, options, name === "node" ? ["client.ts", "dispose.ts"] : ["client.ts"]);
    assert.equal(good.status, 0, `${name}: the typed client compiles:\n${good.out}`);
    const bad = compile(project, `${name}-misuse`, options, ["misuse.ts"]);
    assert.notEqual(bad.status, 0, `${name}: the misuses compile, but must not`);
    const lines = [...new Set([...bad.out.matchAll(/^misuse\.ts\((\d+),\d+\): error/gm)].map((m) => Number(m[1])))];
    assert.deepEqual(lines, marked, `${name}: errors on the marked lines only:\n${bad.out}`);
    console.log(`ok ${name} (${JSON.stringify(options.lib)}, ${options.moduleResolution}, types ${JSON.stringify(options.types)}): ` +
      `the typed client compiles under --strict without skipLibCheck; ${marked.length} misuses each refused`);
  }
  const server = compile(project, "server", { ...settings.node, skipLibCheck: true }, ["server.ts"]);
  assert.equal(server.status, 0, `the server compiles:\n${server.out}`);
  console.log("ok server.ts: a room class typed by caper-games/colyseus (skipLibCheck for @colyseus/core's own declarations)");
} finally {
  rmSync(work, { recursive: true, force: true });
}
