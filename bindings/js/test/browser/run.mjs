// npm run test:browser: the package's checks in headless Chromium (Debian's chromium,
// driven by playwright-core), in a page and in a module worker, the package loaded from a
// static server on loopback as a site serves it. Exits 1 when a check fails.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { nativeFacts } from "../native.mjs";
import { loadCaper } from "caper-games";

const pkgRoot = fileURLToPath(new URL("../../", import.meta.url));
const types = { ".html": "text/html", ".mjs": "text/javascript", ".js": "text/javascript",
  ".wasm": "application/wasm", ".json": "application/json" };

// The parity cases are shorter than Node's (the browser's part is to show the same bytes).
const fixture = JSON.stringify(nativeFacts(await loadCaper(), 60));

// Served: / and /*.mjs from test/browser, /test/ from test, /pkg/ the package's files.
function pathOf(url) {
  const path = normalize(decodeURIComponent(new URL(url, "http://x").pathname));
  if (path.includes("..")) return null;
  if (path === "/") return join(pkgRoot, "test/browser/index.html");
  if (path.startsWith("/pkg/")) return join(pkgRoot, path.slice(5));
  if (path.startsWith("/test/")) return join(pkgRoot, "test", path.slice(6));
  return join(pkgRoot, "test/browser", path.slice(1));
}

const server = createServer(async (request, response) => {
  if (request.url === "/fixtures/native.json") {
    response.writeHead(200, { "content-type": "application/json" }).end(fixture);
    return;
  }
  const path = pathOf(request.url);
  try {
    const body = await readFile(path);
    response.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CAPER_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});
let failed = 0;
try {
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  await page.goto(url);
  const results = await page.waitForFunction(() => window.caperResults, null, { timeout: 300000 })
    .then((handle) => handle.jsonValue());
  for (const result of results) {
    const status = result.error ? "not ok" : "ok";
    console.log(`${status} [chromium ${result.where}] ${result.name}${result.error ? `: ${result.error}` : ` (${result.ms} ms)`}`);
    if (result.error) failed++;
  }
  console.log(`# chromium ${await browser.version()}: ${results.length - failed} passed, ${failed} failed`);
  if (results.length < 2) failed++;
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
