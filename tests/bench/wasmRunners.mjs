// The two places bench.mjs times the wasm engine: Node's V8, and Debian's Chromium, the browser the
// app's engine worker runs in (its V8 is newer than Node's and compiles the same module faster
// code). Both run the same loop: load the scenario, then advance in slices of simulated time and
// drain the trace after each, as the app's engine worker does. What is timed is the loop only.

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { launchChromium } from './preview.mjs';

/** One timed run of `text` (a scenario's JSON) on the module `M`: events per second and the trace hash. */
function timedRun(M, text) {
  const e = new M.Engine(text);
  const t0 = performance.now();
  const slice = Math.max(1e9, Math.min(10e9, e.stopTime() / 50));
  for (let t = 0; t < e.stopTime(); ) {
    t = Math.min(e.stopTime(), t + slice);
    e.advanceTo(t);
    e.drainTrace();
  }
  const dt = (performance.now() - t0) / 1000;
  const result = { eventsPerS: e.eventsExecuted() / dt, hash: e.traceHash() };
  e.delete();
  return result;
}

/** The module in `wasmDir`, run in this Node process. */
export async function nodeRunner(wasmDir) {
  const { default: create } = await import(join(wasmDir, 'protoscope.mjs'));
  const M = await create({ wasmBinary: readFileSync(join(wasmDir, 'protoscope.wasm')) });
  return {
    name: `node ${process.version}`,
    run: async (text) => timedRun(M, text),
    close: async () => {},
  };
}

/**
 * The module in `wasmDir`, run in a page of headless Debian Chromium (served from `port` by a
 * server that sends only that directory's two files).
 */
export async function chromiumRunner(wasmDir, port) {
  const types = { 'protoscope.mjs': 'text/javascript', 'protoscope.wasm': 'application/wasm' };
  const server = createServer((req, res) => {
    const file = (req.url ?? '/').slice(1);
    if (file === '') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bench</title>');
    } else if (types[file]) {
      res.writeHead(200, { 'content-type': types[file] }).end(readFileSync(join(wasmDir, file)));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(port, ok));
  const browser = await launchChromium();
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/`);
  const version = browser.version();
  // The loop is passed as source text: the page has no access to this module's functions.
  await page.evaluate(async (loop) => {
    const { default: create } = await import('/protoscope.mjs');
    globalThis.benchModule = await create();
    globalThis.benchRun = new Function('M', 'text', `return (${loop})(M, text);`);
  }, timedRun.toString());
  return {
    name: `Chromium ${version}`,
    run: (text) => page.evaluate((t) => globalThis.benchRun(globalThis.benchModule, t), text),
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}
