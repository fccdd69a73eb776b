// npm run test:colyseus: caper-games/colyseus as a server's author installs it. The packed
// tarball goes into a fresh project beside Colyseus' server (@colyseus/core and
// @colyseus/ws-transport) and client (colyseus.js), at the versions package-lock.json pins
// (linked from this package's node_modules: the test runs offline); then play.mjs runs there.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";
import { installPacked, pkgRoot } from "../pack/install.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const leaks = fileURLToPath(new URL("../../../../examples/web/test/leaks.mjs", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "caper-colyseus-"));

try {
  const colyseus = ["@colyseus/core", "@colyseus/ws-transport", "colyseus.js"].map((n) => join(pkgRoot, "node_modules", n));
  const { files, project } = installPacked(work, colyseus);
  for (const file of ["dist/colyseus.js", "dist/colyseus.d.ts", "dist/record.js"]) {
    assert.ok(files.includes(file), `the tarball holds ${file}`);
  }
  const installed = readdirSync(join(project, "node_modules")).filter((n) => !n.startsWith("."));
  assert.deepEqual(installed.sort(), ["@colyseus", "caper-games", "colyseus.js"], "what the project installed");
  for (const file of ["play.mjs", "check.mjs", "player.mjs"]) copyFileSync(join(here, file), join(project, file));
  copyFileSync(leaks, join(project, "leaks.mjs"));
  execFileSync(process.execPath, ["play.mjs"], { cwd: project, stdio: "inherit" });
} finally {
  rmSync(work, { recursive: true, force: true });
}
