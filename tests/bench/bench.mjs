// `npm run bench`: events per second natively and in wasm on the queue-overflow scenario with
// tracing on (a benchmark: it prints figures and never fails on speed). The scenario is
// stretched to 20000 simulated seconds (~8.7 M events) so start-up costs do not dominate.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNativeRunner, root, runScenario } from '../reproduce/_runner.mjs';

const scenario = 'scenarios/queue-overflow.json';
const stop = Number(process.env.BENCH_STOP ?? 20000);
const repeats = 7;

ensureNativeRunner();
const native = [];
let nativeHash = '';
for (let i = 0; i < repeats; i++) {
  const r = runScenario(scenario, ['--set', `stopTime=${stop}`, '--set', `traffic[0].stop=${stop}`]);
  native.push(r.events_per_s);
  nativeHash = r.trace_hash;
}

const { default: create } = await import(join(root, 'wasm/build/protoscope.mjs'));
const M = await create({ wasmBinary: readFileSync(join(root, 'wasm/build/protoscope.wasm')) });
const json = JSON.parse(readFileSync(join(root, scenario), 'utf8'));
json.stopTime = stop;
json.traffic[0].stop = stop;
const wasm = [];
let wasmHash = '';
// One uncounted run first: V8 compiles wasm with a baseline tier and optimizes hot functions in
// the background, so the first run is slower than steady state.
for (let i = -1; i < repeats; i++) {
  const e = new M.Engine(JSON.stringify(json));
  const t0 = performance.now();
  // Drain the trace as the UI would, in slices of simulated time.
  for (let t = 0; t < e.stopTime(); ) {
    t = Math.min(e.stopTime(), t + 10e9);
    e.advanceTo(t);
    e.drainTrace();
  }
  const dt = (performance.now() - t0) / 1000;
  if (i >= 0) wasm.push(e.eventsExecuted() / dt);
  wasmHash = e.traceHash();
  e.delete();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x) => `${(x / 1e6).toFixed(2)} M events/s`;
console.log(`queue-overflow, ${stop} s simulated, tracing on, ${repeats} runs each (median, [min..max])`);
console.log(`  native: ${fmt(median(native))}  [${fmt(Math.min(...native))} .. ${fmt(Math.max(...native))}]`);
console.log(
  `  wasm:   ${fmt(median(wasm))}  [${fmt(Math.min(...wasm))} .. ${fmt(Math.max(...wasm))}]  (node ${process.version})`,
);
console.log(`  wasm/native: ${(median(wasm) / median(native)).toFixed(2)}`);
console.log(
  `  trace hash native ${nativeHash}, wasm ${wasmHash}: ${nativeHash === wasmHash ? 'identical' : 'DIFFERENT'}`,
);
