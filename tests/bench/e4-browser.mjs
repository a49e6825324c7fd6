// E4 in the browser (issue 9's Speed target: seed 002's E4 at full scale, 1 Gbit/s, run to 200 s,
// about 2e8 events, in the app's engine worker in under a minute). Headless Debian Chromium
// (/usr/bin/chromium) against the production build served by `vite preview`: the page loads
// scenarios/seed002/e4-convergence.json with its stop time cut to 200 s, as pasted text, and goes
// to 200 s (the go-to-time field). What is timed is what the person waits for: from the load until
// the engine worker has simulated to 200 s and the playhead stands there. That includes the load
// (parse, topology, the first reply), the run-end scout (web/engine/runEnd.ts: at most 4e6 events
// or 2.5 s, so it never runs the whole scenario here; its share is printed) and every reply the
// worker sends on the way (a seek fast-forwards: each reply carries only the newest records before
// its target, web/engine/host.ts fastForward). It prints figures and never fails on speed.
// --profile DIR writes the engine worker's CPU profile of the run (DIR/e4-worker.cpuprofile).
// Usage: npm run bench:e4  [-- --stop 200 --reps 2 --port 4182 --load 0.2 --profile DIR]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../reproduce/_runner.mjs';
import { launchChromium, startPreview, waitForPreview } from './preview.mjs';

const arg = (name, d) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const stopS = Number(arg('stop', '200'));
const reps = Number(arg('reps', '2'));
const port = Number(arg('port', '4182'));
const load = arg('load', '');
const profileDir = arg('profile', '');
const TARGET_S = 60;

const scenario = JSON.parse(readFileSync(join(root, 'scenarios/seed002/e4-convergence.json'), 'utf8'));
scenario.stopTime = stopS;
if (load) scenario.background.load = Number(load);
const text = JSON.stringify(scenario);
const browserPid = process.pid;

const { stop } = startPreview(port, root);

/** CPU seconds (user + system) used so far by the Chromium processes this script started (its
 *  descendants named chrom*): on a shared machine the wall time depends on the load, this less. */
function browserCpuS(rootPid) {
  const info = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // Fields after the command's closing parenthesis: state ppid ... utime(14) stime(15).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      info.set(Number(pid), { comm, ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch {
      /* gone meanwhile */
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p > 1; p = info.get(p)?.ppid ?? 0) if (p === rootPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, i] of info) if (i.comm.startsWith('chrom') && inTree(pid)) ticks += i.ticks;
  return ticks / 100; // USER_HZ
}

/**
 * A CDP session on `page`'s worker whose script URL matches `pattern`, as { send(method, params) }:
 * the page's session auto-attaches to its workers (the ones already running included) without
 * flattening, so commands travel as Target.sendMessageToTarget and replies come back as
 * Target.receivedMessageFromTarget.
 */
async function workerSession(page, pattern) {
  const pageSession = await page.context().newCDPSession(page);
  const sessionId = await new Promise((resolve, reject) => {
    pageSession.on('Target.attachedToTarget', (e) => {
      if (e.targetInfo.type === 'worker' && pattern.test(e.targetInfo.url)) resolve(e.sessionId);
    });
    pageSession
      .send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false })
      .catch(reject);
    setTimeout(() => reject(new Error(`no worker matching ${pattern} attached within 10 s`)), 10_000);
  });
  let nextId = 0;
  const replies = new Map();
  pageSession.on('Target.receivedMessageFromTarget', (e) => {
    const m = JSON.parse(e.message);
    if (e.sessionId !== sessionId || !replies.has(m.id)) return;
    replies.get(m.id)(m);
    replies.delete(m.id);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++nextId;
        replies.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
        pageSession
          .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
          .catch(reject);
      }),
  };
}

/** One timed run on a fresh page: load the text, go to stopS, wait for the playhead there. */
async function once(browser, withProfile) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  // The first-visit tour would make the page inert: a benchmark is not a first visit.
  await page.addInitScript(() => localStorage.setItem('protoscope.tour.seen', 'bench'));
  await page.goto(`http://localhost:${port}/`);
  await page.waitForFunction(() => window.__protoscope?.store.status === 'ready');
  let cdp = null;
  if (withProfile) {
    // The engine worker (assets/worker-*.js; the scout and the painter have workers of their own)
    // is a target of its own, and Playwright opens CDP sessions on pages only: the page's session
    // attaches to the worker and relays the profiler's commands to it.
    cdp = await workerSession(page, /\/worker-[^/]*\.js$/);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const cpu0 = browserCpuS(browserPid);
  const r = await page.evaluate(
    async ([json, stopNs]) => {
      const a = window.__protoscope;
      const t0 = performance.now();
      await a.load('e4-convergence (bench)', json, { play: false });
      const loaded = performance.now();
      if (a.store.status !== 'ready') return { error: a.store.errors ?? a.store.status };
      await a.scouting; // what a seek waits behind (both use the worker's turn)
      const scouted = performance.now();
      // As typing "200 s" into the go-to-time field does (End goes to the same place here: the
      // stop time, the scout being unable to find an earlier end in a run this long).
      await a.seek(stopNs);
      const t1 = performance.now();
      return {
        loadS: (loaded - t0) / 1000,
        scoutS: (scouted - loaded) / 1000,
        totalS: (t1 - t0) / 1000,
        horizonS: a.store.horizon / 1e9,
        playheadS: a.clock.time() / 1e9,
        events: a.store.eventsExecuted,
        reached: a.store.horizon >= stopNs || a.store.finished,
      };
    },
    [text, stopS * 1e9],
  );
  r.cpuS = browserCpuS(browserPid) - cpu0;
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(join(profileDir, 'e4-worker.cpuprofile'), JSON.stringify(profile));
  }
  await page.close();
  return r;
}

try {
  await waitForPreview(port);
  const browser = await launchChromium();
  const runs = [];
  for (let i = 0; i < reps; i++) runs.push(await once(browser, profileDir && i === reps - 1));
  await browser.close();
  console.log(`E4 (scenarios/seed002/e4-convergence.json, stop ${stopS} s) in Chromium's engine worker:`);
  for (const r of runs) {
    if (r.error) {
      console.log(`  refused or failed: ${JSON.stringify(r.error)}`);
      continue;
    }
    const verdict = r.totalS < TARGET_S ? `under ${TARGET_S} s` : `OVER ${TARGET_S} s`;
    console.log(
      `  ${r.totalS.toFixed(1)} s to the playhead at ${r.playheadS.toFixed(1)} s (${verdict}; load ${r.loadS.toFixed(2)} s, ` +
        `scout ${r.scoutS.toFixed(2)} s), ${(r.events / 1e6).toFixed(1)} M events, ` +
        `${(r.events / r.totalS / 1e6).toFixed(2)} M events/s; Chromium used ${r.cpuS.toFixed(1)} s of CPU ` +
        `(${(r.events / r.cpuS / 1e6).toFixed(2)} M events per CPU second, page and workers together)` +
        `${r.reached ? '' : ', DID NOT REACH THE STOP TIME'}`,
    );
  }
} finally {
  stop();
}
