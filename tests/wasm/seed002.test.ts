// The seed-002 experiment scenarios (scenarios/seed002/, full scale: batch jobs for the native
// runner and `npm run reproduce -- dccp`) are not in the gallery and not fingerprinted, so this
// checks that each still loads, at the largest point of its sweep too (256 flows, 400 forward
// flows), and runs its first steps: a renamed field fails here, not after an hour of batch work.
// At full scale (1 Gbit/s for 900 s, billions of events) the browser's budget refuses them before
// anything is built (scenario/budget.h), so each sweep point is loaded with a stopTime of 12 s (just
// past measure.from, 10 s, which the measurement window requires), and the full run is checked to be refused with the fields that drive its cost.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { loadEngine } from './loadEngine';

const dir = new URL('../../scenarios/seed002/', import.meta.url).pathname;
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

// Sets a sweep path such as "flows[0].count" or "network.bottleneck.bandwidth" in a scenario.
function setPath(root: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.').flatMap((k) => k.split(/\[(\d+)\]/).filter((x) => x !== ''));
  let o = root as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) o = o[k] as Record<string, unknown>;
  o[keys[keys.length - 1]] = value;
}

describe('seed-002 experiment scenarios', () => {
  it('covers E1-E6', () => {
    expect(files.map((f) => f.slice(0, 2))).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e5', 'e6']);
  });
  for (const file of files) {
    it(`${file} loads at its first and last sweep point (over 12 s) and runs`, () => {
      const sc = JSON.parse(readFileSync(dir + file, 'utf8'));
      expect(sc.stopTime).toBe(900);
      expect(sc.network.bottleneck.queue).toBe(2500);
      for (const pick of [0, -1]) {
        const point = structuredClone(sc);
        for (const p of sc.sweep.parameters) setPath(point, p.path, p.values.at(pick));
        point.stopTime = 12;
        const e = new M.Engine(JSON.stringify(point));
        try {
          expect(e.errors()).toBe('');
          e.step(2000);
        } finally {
          e.delete();
        }
      }
    }, 60_000); // building 256 flows with their background takes a few seconds on a loaded machine
  }

  for (const file of files) {
    it(`${file} at full scale (1 Gbit/s, 900 s) is refused in the browser, naming what drives it`, () => {
      const sc = JSON.parse(readFileSync(dir + file, 'utf8'));
      delete sc.sweep;
      const e = new M.Engine(JSON.stringify(sc));
      try {
        expect(e.ok()).toBe(false);
        expect(e.errors()).toMatch(
          /network\.bottleneck\.bandwidth, stopTime, flows\[0\]\.count.*over the event budget/,
        );
      } finally {
        e.delete();
      }
    });
  }
});
