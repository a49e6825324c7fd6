// Fingerprints (tests/fingerprints/README.md): every shipped scenario, run in full with its own
// seed natively (the C++ runner built by g++) and in WebAssembly (clang/Emscripten, under Node),
// must give the pinned event count and trace hash. A pass proves that no trace-visible behaviour
// changed since the pin was written and that both builds agree bit for bit.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { loadEngine } from './loadEngine';

const root = new URL('../../', import.meta.url).pathname;
const runner = `${root}build-native/run`;
const pins: Record<string, { events: number; trace_hash: string }> = JSON.parse(
  readFileSync(`${root}tests/fingerprints/fingerprints.json`, 'utf8'),
);
const scenarios = readdirSync(`${root}scenarios`)
  .filter((f) => f.endsWith('.json') && f !== 'schema.json')
  .sort();

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

describe('fingerprints: native and wasm runs equal the pins', () => {
  it('has the native runner built (scripts/test.sh builds it first)', () => {
    expect(existsSync(runner)).toBe(true);
  });

  it('pins exactly the shipped scenarios (npm run fingerprints -- --update after a new one)', () => {
    expect(Object.keys(pins).sort()).toEqual(scenarios);
  });

  for (const file of scenarios) {
    it(`${file}`, () => {
      const pin = pins[file];
      expect(pin, `no pin for ${file}`).toBeDefined();
      const native = JSON.parse(
        execFileSync(runner, [`${root}scenarios/${file}`, '--json', '--jobs', '1'], { encoding: 'utf8' }),
      );
      expect({ events: native.events, trace_hash: native.trace_hash }, 'native').toEqual(pin);
      const e = new M.Engine(readFileSync(`${root}scenarios/${file}`, 'utf8'));
      try {
        expect(e.errors()).toBe('');
        e.advanceTo(e.stopTime());
        expect({ events: e.eventsExecuted(), trace_hash: e.traceHash() }, 'wasm').toEqual(pin);
      } finally {
        e.delete();
      }
    }, 120_000);
  }
});
