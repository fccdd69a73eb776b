// The package as its users get it: `npm pack` makes the tarball, and a fresh ES-module
// project installs it with npm (offline), with any other packages a test names.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const pkgRoot = fileURLToPath(new URL("../../", import.meta.url));
export const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: "utf8" });

/** Packs the package into `work` and installs it into `work`/project with `more` (paths or
 * specs npm install takes); returns the pack's report, its sorted file list and the project. */
export function installPacked(work, more = []) {
  const [packed] = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", work], pkgRoot));
  const project = join(work, "project");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  run("npm", ["install", "--no-audit", "--no-fund", "--offline", join(work, packed.filename), ...more], project);
  return { packed, files: packed.files.map((f) => f.path).sort(), project };
}
