// Runs every check of checks.mjs with what the native library said (served by run.mjs as
// /fixtures/native.json); resolves to one result a check.
import * as pkg from "/pkg/dist/index.js";
import { checks } from "/test/checks.mjs";

export async function runChecks(where) {
  const native = await (await fetch("/fixtures/native.json")).json();
  const results = [];
  for (const [name, fn] of checks) {
    const start = performance.now();
    try {
      await fn(pkg, native);
      results.push({ where, name, ms: Math.round(performance.now() - start) });
    } catch (error) {
      results.push({ where, name, error: `${error?.name}: ${error?.message}` });
    }
  }
  return results;
}
