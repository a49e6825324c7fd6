// `npm run bench:browser-run [-- --scenario seed002/e4-convergence --stop 200]`: how long the app
// in headless Debian Chromium takes to run a long scenario to its end in its engine worker. It
// opens the scenario as a share link (paused at t = 0, stopTime overridden by --stop), presses End
// on the timeline and times until the playhead stands at the run's end: the engine worker
// simulates every event, drains the trace and sends the records, metrics and log lines to the page.
// A benchmark: it prints the figure and never fails on speed (issue 9's target for E4 to 200 s,
// about 1.4e8 events: under a minute). It fails only if the run does not reach its end.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const arg = (name, d) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const scenarioId = arg('scenario', 'seed002/e4-convergence');
const stop = Number(arg('stop', '200'));
const timeoutMin = Number(arg('timeout-min', '20'));
const port = 4183;

const scenario = JSON.parse(readFileSync(new URL(`../../scenarios/${scenarioId}.json`, import.meta.url), 'utf8'));
scenario.stopTime = stop;

const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};
let failed = false;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 100) throw new Error('vite preview did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`http://localhost:${port}/`);
  // The same share-link encoding as web/share/link.ts (deflate-raw, base64url), done in the page.
  const link = await page.evaluate(async (s) => {
    const state = { scenario: s, seed: s.seed ?? 1, playhead: { timeNs: 0, eventIndex: 0 }, panels: [], view: {} };
    const bytes = new TextEncoder().encode(JSON.stringify(state));
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const out = new Uint8Array(await new Response(stream).arrayBuffer());
    let text = '';
    for (const b of out) text += String.fromCharCode(b);
    return `ps1.${btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
  }, scenario);
  await page.goto(`http://localhost:${port}/#${link}`);
  const timeline = page.getByTestId('timeline-bar');
  await timeline.waitFor();
  // window.__protoscope is the app's controller (web/main.tsx); its clock counts nanoseconds.
  const simTime = () => page.evaluate(() => window.__protoscope.clock.time() / 1e9);
  console.log(`${scenarioId}, stopTime ${stop} s, in Chromium's engine worker (End on the timeline)`);
  const t0 = performance.now();
  await timeline.focus();
  await page.keyboard.press('End');
  const deadline = t0 + timeoutMin * 60_000;
  let now = 0;
  while (performance.now() < deadline) {
    now = await simTime();
    if (now >= stop - 1e-6) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const wall = (performance.now() - t0) / 1000;
  const events = await page.evaluate(() => window.__protoscope.store.eventsExecuted);
  if (now < stop - 1e-6) {
    failed = true;
    console.log(`  FAILED: the playhead reached ${now.toFixed(3)} s of ${stop} s in ${wall.toFixed(1)} s`);
  } else {
    console.log(
      `  ${wall.toFixed(1)} s wall time to the end${events ? ` (${(events / 1e6).toFixed(1)} M events)` : ''}`,
    );
  }
  await browser.close();
} finally {
  stopServer();
}
process.exit(failed ? 1 : 0);
