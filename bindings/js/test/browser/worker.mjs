// The checks in a module worker: the package runs off the main thread as it runs on it.
import { runChecks } from "./harness.mjs";

postMessage(await runChecks("worker"));
