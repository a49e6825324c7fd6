// The thesis's per-packet output (§3.5 / Appendix A input) can be exported from a browser run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { loadEngine, readScenario } from './loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});
const live: Array<{ delete(): void }> = [];
afterAll(() => {
  for (const e of live) e.delete();
});

describe('recordOutput', () => {
  it('gives the thesis per-packet lines for an Ethernet run: one line per message, fields as in Appendix A', () => {
    const e = new M.Engine(readScenario('ethernet-block-acks'));
    live.push(e);
    e.advanceTo(e.stopTime());
    const lines = e.recordOutput().trim().split('\n');
    expect(lines[0]).toMatch(/^Pkts=\d+ Recs=\d+ Data=1518 Ack=64/);
    const rows = lines.filter((l) => /^\s*\d+\s/.test(l));
    const summary = JSON.parse(e.summary()) as Record<string, number>;
    expect(summary.messages).toBeGreaterThan(0);
    expect(rows.length).toBe(summary.messages);
    // pktID pktSize winSize startT endT timeElap timePkt retrans fail
    for (const r of rows) {
      const f = r.trim().split(/\s+/).map(Number);
      expect(f).toHaveLength(9);
      expect(f[5]).toBe(f[4] - f[3]);
      expect(f[6]).toBeCloseTo(f[5] / f[2], 1);
    }
  });

  it('is empty for a model without one', () => {
    const e = new M.Engine(readScenario('two-hosts-one-link'));
    live.push(e);
    e.advanceTo(e.stopTime());
    expect(e.recordOutput()).toBe('');
  });
});
