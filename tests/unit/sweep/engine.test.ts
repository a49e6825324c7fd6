// The browser's sweep path (expand → jobs → runJob on the real wasm engine → aggregate) against
// the native runner's `run --sweep --json` on the same scenario: same points, seeds and numbers.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../../wasm/protoscope.mjs';
import { aggregate, type RunResult } from '../../../web/sweep/aggregate';
import { expandSweep, sweepJobs } from '../../../web/sweep/expand';
import { runJob } from '../../../web/sweep/runJob';
import { loadEngine, readScenario } from '../../wasm/loadEngine';

const NATIVE = new URL('../../../build-native/run', import.meta.url).pathname;
let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

function browserSweep(scenario: Record<string, unknown>) {
  const plan = expandSweep(scenario);
  const jobs = sweepJobs(plan, scenario);
  const results: RunResult[] = jobs.map((j) => {
    const r = runJob(M, { type: 'run', id: j.id, scenarioJson: j.scenarioJson });
    if (r.type !== 'done') throw new Error(r.message);
    return { job: j.id, point: j.point, rep: j.rep, summary: r.summary };
  });
  return aggregate(plan, results);
}

describe('sweeps on the real engine', () => {
  it('runs one job to the stop time and reads the summary', () => {
    const r = runJob(M, { type: 'run', id: 9, scenarioJson: readScenario('queue-overflow') });
    expect(r.type).toBe('done');
    if (r.type !== 'done') return;
    expect(r.id).toBe(9);
    expect(r.summary.simulated_time_s).toBe(5);
    expect(r.summary.throughput_bps).toBeGreaterThan(0);
    expect(r.events).toBeGreaterThan(0);
  });

  it('reports the engine validation message for an invalid point', () => {
    const s = JSON.parse(readScenario('queue-overflow'));
    s.network.links[0].queue = 0;
    const r = runJob(M, { type: 'run', id: 1, scenarioJson: JSON.stringify(s) });
    expect(r).toMatchObject({ type: 'failed', id: 1 });
    expect(r.type === 'failed' && r.message).toMatch(/network\.links\[0\]\.queue/);
  });

  it.skipIf(!existsSync(NATIVE))('agrees with `run --sweep --json` point by point', () => {
    const scenario = JSON.parse(readScenario('queue-overflow'));
    const mine = browserSweep(scenario);
    const native = JSON.parse(
      execFileSync(
        NATIVE,
        [new URL('../../../scenarios/queue-overflow.json', import.meta.url).pathname, '--sweep', '--json'],
        { encoding: 'utf8' },
      ),
    );
    expect(mine.points.map((p) => p.label)).toEqual(native.sweep.map((p: { point: string }) => p.point));
    mine.points.forEach((p, i) => {
      for (const m of mine.metricNames) {
        const n = native.sweep[i].metrics[m];
        expect(p.metrics[m].mean).toBeCloseTo(n.mean, 9);
        expect(p.metrics[m].halfWidth).toBeCloseTo(n.ci95, 9);
      }
    });
  });
});
