// `npm run bench [-- --case NAME]`: events per second natively and in wasm, tracing on (a
// benchmark: it prints figures and never fails on speed). Cases:
//   queue-overflow  the p2p queue scenario stretched to 20000 simulated seconds (~8.7 M events), so
//                   start-up costs do not dominate (BENCH_STOP overrides the length)
//   dumbbell        tcp-dumbbell-newreno-ns3: 16 NewReno bulk flows over a 100 Mbit/s, 20 ms,
//                   100-packet DropTail dumbbell for 60 s (~4.5 M events; the ns-3 comparison set-up)
// The wasm engine is timed twice: in Node, and in headless Debian Chromium, the browser the app's
// engine worker runs in (tests/bench/wasmRunners.mjs); each gets its own ratio to native.
// --wasm DIR times the module built in DIR instead of wasm/build (a build variant); --reps N runs
// of each per case (default 7); --engine node|chromium times only one of the two.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureNativeRunner, root, runScenario } from '../reproduce/_runner.mjs';
import { chromiumRunner, nodeRunner } from './wasmRunners.mjs';

const stop = Number(process.env.BENCH_STOP ?? 20000);
const CASES = {
  'queue-overflow': {
    scenario: 'scenarios/queue-overflow.json',
    title: `queue-overflow, ${stop} s simulated`,
    args: ['--set', `stopTime=${stop}`, '--set', `traffic[0].stop=${stop}`],
    edit: (json) => {
      json.stopTime = stop;
      json.traffic[0].stop = stop;
    },
  },
  dumbbell: {
    scenario: 'scenarios/tcp-dumbbell-newreno-ns3.json',
    title: 'tcp-dumbbell-newreno-ns3 (16 NewReno flows, 100 Mbit/s, 60 s)',
    args: [],
    edit: () => {},
  },
};
const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const only = option('case', null);
const repeats = Number(option('reps', 7));
const engine = option('engine', 'both');
// --wasm DIR: another build of the module (a variant of the wasm build: CMakeLists.txt's
// PROTOSCOPE_WASM_* options), to compare it with the shipped one.
const wasmDir = resolve(root, option('wasm', 'wasm/build'));

ensureNativeRunner();
const runners = [];
if (engine !== 'chromium') runners.push(await nodeRunner(wasmDir));
if (engine !== 'node') runners.push(await chromiumRunner(wasmDir, Number(option('port', 4183))));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x) => `${(x / 1e6).toFixed(2)} M events/s`;
const range = (xs, f) => `[${f(Math.min(...xs))} .. ${f(Math.max(...xs))}]`;

try {
  for (const [name, c] of Object.entries(CASES)) {
    if (only && only !== name) continue;
    const json = JSON.parse(readFileSync(join(root, c.scenario), 'utf8'));
    c.edit(json);
    const text = JSON.stringify(json);
    // One uncounted run per engine first: V8 compiles wasm with a baseline tier and optimizes hot
    // functions in the background, so the first run is slower than steady state.
    for (const r of runners) await r.run(text);
    // Native and wasm runs alternate, and each ratio is taken against the native run just before:
    // this VM's speed drifts by tens of percent from minute to minute, which skews a ratio of two
    // separate series.
    const native = [];
    const wasm = runners.map(() => ({ rates: [], ratios: [], hash: '' }));
    let nativeHash = '';
    for (let i = 0; i < repeats; i++) {
      const n = runScenario(c.scenario, c.args);
      native.push(n.events_per_s);
      nativeHash = n.trace_hash;
      for (const [k, r] of runners.entries()) {
        const w = await r.run(text);
        wasm[k].rates.push(w.eventsPerS);
        wasm[k].ratios.push(w.eventsPerS / n.events_per_s);
        wasm[k].hash = w.hash;
      }
    }
    console.log(`${c.title}, tracing on, ${repeats} runs each (median, [min..max])`);
    console.log(`  native: ${fmt(median(native))}  ${range(native, fmt)}  trace hash ${nativeHash}`);
    for (const [k, r] of runners.entries()) {
      const { rates, ratios, hash } = wasm[k];
      const same = hash === nativeHash ? 'identical' : 'DIFFERENT';
      console.log(`  wasm in ${r.name}: ${fmt(median(rates))}  ${range(rates, fmt)}  trace hash ${same}`);
      console.log(`    wasm/native: median ${median(ratios).toFixed(2)}  ${range(ratios, (x) => x.toFixed(2))}`);
    }
  }
} finally {
  for (const r of runners) await r.close();
}
