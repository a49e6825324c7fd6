// Where a run ends (web/engine/runEnd.ts), on the real engine: the timeline spans this, not the
// scenario's stop time.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { findRunEnd } from '../../web/engine/runEnd';
import { loadEngine, readScenario } from './loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

describe('findRunEnd', () => {
  it('Table 4.4 stops at 3600 s but is done when its last message is acknowledged', () => {
    const e = new M.Engine(readScenario('thesis-4.4-mbap-windows'));
    const end = findRunEnd(e);
    e.delete();
    expect(end.complete).toBe(true);
    expect(end.endNs / 1e9).toBeGreaterThan(0.7);
    expect(end.endNs / 1e9).toBeLessThan(0.71);
    // The same end as the live engine reaches by itself.
    const live = new M.Engine(readScenario('thesis-4.4-mbap-windows'));
    live.advanceTo(live.stopTime());
    expect(live.finished()).toBe(true);
    expect(live.now()).toBe(end.endNs);
    live.delete();
  });

  it('a run that lasts to its stop time ends there', () => {
    const e = new M.Engine(readScenario('queue-overflow'));
    const end = findRunEnd(e);
    expect(end).toMatchObject({ complete: true, endNs: e.stopTime() });
    e.delete();
  });

  it('gives up when the budget runs out, saying how far it got', () => {
    const e = new M.Engine(readScenario('thesis-4.4-mbap-windows'));
    const end = findRunEnd(e, { maxEvents: 1000, maxWallMs: 60_000, slice: 300 });
    expect(end.complete).toBe(false);
    expect(end.events).toBe(1000);
    expect(end.endNs).toBeGreaterThan(0);
    expect(end.endNs).toBeLessThan(0.7e9);
    e.delete();
  });
});
