// npm run test:colyseus: caper-games/colyseus as a server's author installs it. The packed
// tarball goes into a fresh project beside Colyseus' server (@colyseus/core and
// @colyseus/ws-transport) and client (colyseus.js), at the versions package-lock.json pins
// (linked from this package's node_modules: the test runs offline); then play.mjs runs there.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";

const here = fileURLToPath(new URL(".", import.meta.url));
const pkgRoot = fileURLToPath(new URL("../../", import.meta.url));
const leaks = fileURLToPath(new URL("../../../../examples/web/test/leaks.mjs", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "caper-colyseus-"));
const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: "utf8" });

try {
  const [packed] = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", work], pkgRoot));
  const files = packed.files.map((f) => f.path);
  for (const file of ["dist/colyseus.js", "dist/colyseus.d.ts", "dist/record.js"]) {
    assert.ok(files.includes(file), `the tarball holds ${file}`);
  }
  const project = join(work, "project");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "server", private: true, type: "module" }));
  const colyseus = ["@colyseus/core", "@colyseus/ws-transport", "colyseus.js"].map((n) => join(pkgRoot, "node_modules", n));
  run("npm", ["install", "--no-audit", "--no-fund", "--offline", join(work, packed.filename), ...colyseus], project);
  const installed = readdirSync(join(project, "node_modules")).filter((n) => !n.startsWith("."));
  assert.deepEqual(installed.sort(), ["@colyseus", "caper-games", "colyseus.js"], "what the project installed");
  for (const file of ["play.mjs", "check.mjs", "player.mjs"]) copyFileSync(join(here, file), join(project, file));
  copyFileSync(leaks, join(project, "leaks.mjs"));
  execFileSync(process.execPath, ["play.mjs"], { cwd: project, stdio: "inherit" });
} finally {
  rmSync(work, { recursive: true, force: true });
}
