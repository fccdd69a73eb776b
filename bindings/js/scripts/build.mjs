// npm run build: the WebAssembly module through the CMake preset wasm (emcmake, from
// Debian's emscripten), copied into wasm/, then the views' types generated from
// docs/schema (scripts/views.mjs) and the TypeScript sources compiled into dist/.
// CAPER_WASM_BUILD: the build folder (default: build/wasm of the repository).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const pkg = resolve(here, "..");
const root = resolve(pkg, "../..");
const build = process.env.CAPER_WASM_BUILD ?? join(root, "build/wasm");
const jobs = process.env.CAPER_JOBS ?? "2";

function run(command, args, cwd = root) {
  console.log(`$ ${command} ${args.join(" ")}`);
  execFileSync(command, args, { cwd, stdio: "inherit" });
}

const launcher = [];
try {
  execFileSync("ccache", ["--version"], { stdio: "ignore" });
  launcher.push("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache", "-DCMAKE_C_COMPILER_LAUNCHER=ccache");
} catch {
  // no ccache: a plain build
}
// --ts: the TypeScript only (npm run build:ts), over the module built before.
if (!process.argv.includes("--ts")) {
  run("emcmake", ["cmake", "--preset", "wasm", "-B", build, ...launcher]);
  run("cmake", ["--build", build, "--target", "caper_wasm", "-j", jobs]);
  mkdirSync(join(pkg, "wasm"), { recursive: true });
  for (const file of ["caper.mjs", "caper.wasm"]) {
    copyFileSync(join(build, "js", file), join(pkg, "wasm", file));
  }
}
// Each game's view type from its JSON Schema (src/views/), which the protocol's types use.
run(process.execPath, [join(pkg, "scripts/views.mjs")], pkg);
// Two projects: the colyseus module is compiled against Node's and Colyseus' declarations,
// whose own declarations do not pass the strict check the rest of the package keeps.
for (const project of ["tsconfig.json", "tsconfig.colyseus.json"]) {
  run(process.execPath, [join(pkg, "node_modules/typescript/bin/tsc"), "-p", join(pkg, project)], pkg);
}
