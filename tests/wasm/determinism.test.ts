// Determinism across platforms: every shipped scenario, run with the same seed natively (the
// C++ runner built by g++) and in WebAssembly (clang/Emscripten, under Node), must produce the
// same trace hash, bit for bit. Shared links depend on this.
// Long scenarios are cut to their first few simulated seconds so the suite stays quick; the hash
// still covers every record of that prefix.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { loadEngine } from './loadEngine';

const root = new URL('../../', import.meta.url).pathname;
const runner = `${root}build-native/run`;
const maxStop = 3; // seconds of simulated time per scenario
const scenarios = readdirSync(`${root}scenarios`).filter((f) => f.endsWith('.json') && f !== 'schema.json').sort();

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

describe('native and wasm runs agree bit for bit', () => {
  it('has the native runner built (scripts/test.sh builds it first)', () => {
    expect(existsSync(runner)).toBe(true);
  });

  for (const file of scenarios) {
    it(`${file}: same trace hash and event count`, () => {
      const json = JSON.parse(readFileSync(`${root}scenarios/${file}`, 'utf8'));
      const stop = Math.min(json.stopTime ?? 10, maxStop);
      json.stopTime = stop;
      const e = new M.Engine(JSON.stringify(json));
      try {
        expect(e.errors()).toBe('');
        e.advanceTo(e.stopTime());
        const native = JSON.parse(
          execFileSync(runner, [`${root}scenarios/${file}`, '--set', `stopTime=${stop}`, '--json', '--jobs', '1'], { encoding: 'utf8' }),
        );
        expect(e.eventsExecuted()).toBe(native.events);
        expect(e.traceHash()).toBe(native.trace_hash);
        expect(native.events).toBeGreaterThan(0);
      } finally {
        e.delete();
      }
    }, 60_000);
  }
});
