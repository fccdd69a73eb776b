// The native side of the parity test (Node only): the same seeded games through the
// native C ABI, by caper_transcript (tests/transcript/transcript.c, built by the native
// release build).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parityCases } from "./playout.mjs";

function tool() {
  const path = process.env.CAPER_TRANSCRIPT ??
    fileURLToPath(new URL("../../../build/release/bin/caper_transcript", import.meta.url));
  if (!existsSync(path)) throw new Error(`${path} is missing: build the native release first (scripts/test)`);
  return path;
}

/** What the native library says, for the checks: its games, and the transcripts of the
 * parity cases (every game and option set of the package's catalogue and game infos,
 * option sets cut at maxSteps steps). */
export function nativeFacts(caper, maxSteps) {
  const gameNames = execFileSync(tool(), ["--names"], { encoding: "utf8" }).trimEnd().split("\n");
  const cases = parityCases(caper, maxSteps);
  return { gameNames, cases, transcripts: nativeTranscripts(cases) };
}

/** Each case's lines of the tool's output, which starts every case with a "case " line. */
function nativeTranscripts(cases) {
  const input = cases.map((c) => [c.name, c.options ?? "-", c.seed, c.maxSteps, "-"].join("\t")).join("\n");
  const lines = execFileSync(tool(), { input, encoding: "utf8", maxBuffer: 1 << 30 }).trimEnd().split("\n");
  const transcripts = [];
  for (const line of lines) {
    if (line.startsWith("case ")) transcripts.push([]);
    if (transcripts.length === 0) throw new Error(`native transcripts: ${line}`);
    transcripts.at(-1).push(line);
  }
  if (transcripts.length !== cases.length || !lines.at(-1).startsWith("end ")) {
    throw new Error(`native transcripts: ${lines.at(-1)}`);
  }
  return transcripts;
}
