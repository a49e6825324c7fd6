// `npm run bench [-- --case NAME]`: events per second natively and in wasm, tracing on (a
// benchmark: it prints figures and never fails on speed). Cases:
//   queue-overflow  the p2p queue scenario stretched to 20000 simulated seconds (~8.7 M events), so
//                   start-up costs do not dominate (BENCH_STOP overrides the length)
//   dumbbell        tcp-dumbbell-newreno-ns3: 16 NewReno bulk flows over a 100 Mbit/s, 20 ms,
//                   100-packet DropTail dumbbell for 60 s (~4.5 M events; the ns-3 comparison set-up)
// --wasm DIR times the module built in DIR instead of wasm/build (a build variant); --reps N pairs
// of runs per case (default 7).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNativeRunner, root, runScenario } from '../reproduce/_runner.mjs';

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
const only = argv.includes('--case') ? argv[argv.indexOf('--case') + 1] : null;
const repeats = argv.includes('--reps') ? Number(argv[argv.indexOf('--reps') + 1]) : 7;
// --wasm DIR: another build of the module (a variant of the wasm build: CMakeLists.txt's
// PROTOSCOPE_WASM_* options), to compare it with the shipped one.
const wasmDir = argv.includes('--wasm') ? argv[argv.indexOf('--wasm') + 1] : join(root, 'wasm/build');

ensureNativeRunner();
const { default: create } = await import(join(wasmDir, 'protoscope.mjs'));
const M = await create({ wasmBinary: readFileSync(join(wasmDir, 'protoscope.wasm')) });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x) => `${(x / 1e6).toFixed(2)} M events/s`;

for (const [name, c] of Object.entries(CASES)) {
  if (only && only !== name) continue;
  const json = JSON.parse(readFileSync(join(root, c.scenario), 'utf8'));
  c.edit(json);
  const wasmRun = () => {
    const e = new M.Engine(JSON.stringify(json));
    const t0 = performance.now();
    // Drain the trace as the UI would, in slices of simulated time.
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
  };
  // One uncounted wasm run first: V8 compiles wasm with a baseline tier and optimizes hot
  // functions in the background, so the first run is slower than steady state.
  wasmRun();
  // Native and wasm runs alternate, and the ratio is taken per pair: this VM's speed drifts by
  // tens of percent from minute to minute, which skews a ratio of two separate series.
  const native = [];
  const wasm = [];
  const ratios = [];
  let nativeHash = '';
  let wasmHash = '';
  for (let i = 0; i < repeats; i++) {
    const r = runScenario(c.scenario, c.args);
    const w = wasmRun();
    native.push(r.events_per_s);
    wasm.push(w.eventsPerS);
    ratios.push(w.eventsPerS / r.events_per_s);
    nativeHash = r.trace_hash;
    wasmHash = w.hash;
  }
  console.log(`${c.title}, tracing on, ${repeats} runs each (median, [min..max])`);
  console.log(`  native: ${fmt(median(native))}  [${fmt(Math.min(...native))} .. ${fmt(Math.max(...native))}]`);
  console.log(
    `  wasm:   ${fmt(median(wasm))}  [${fmt(Math.min(...wasm))} .. ${fmt(Math.max(...wasm))}]  (node ${process.version})`,
  );
  console.log(
    `  wasm/native, per alternating pair: median ${median(ratios).toFixed(2)}  [${Math.min(...ratios).toFixed(2)} .. ${Math.max(...ratios).toFixed(2)}]`,
  );
  console.log(
    `  trace hash native ${nativeHash}, wasm ${wasmHash}: ${nativeHash === wasmHash ? 'identical' : 'DIFFERENT'}`,
  );
}
