import { describe, expect, it } from 'vitest';
import { aggregate, chartSeries, type RunResult } from '../../../web/sweep/aggregate';
import { expandSweep } from '../../../web/sweep/expand';
import { meanCi, tQuantile95 } from '../../../web/sweep/stats';
import { sweepCsv } from '../../../web/sweep/sweepCsv';

describe('tQuantile95', () => {
  it('gives the standard two-sided 95% quantiles of Student t (as engine/core/stats.h)', () => {
    expect(tQuantile95(1)).toBe(12.706);
    expect(tQuantile95(2)).toBe(4.303);
    expect(tQuantile95(4)).toBe(2.776);
    expect(tQuantile95(9)).toBe(2.262);
    expect(tQuantile95(30)).toBe(2.042);
    expect(tQuantile95(35)).toBe(2.021);
    expect(tQuantile95(100)).toBe(1.98);
    expect(tQuantile95(1e6)).toBe(1.96);
    expect(tQuantile95(0)).toBe(0);
  });

  it('decreases toward the normal quantile as df grows', () => {
    let prev = Infinity;
    for (const df of [1, 2, 3, 5, 10, 20, 30, 40, 60, 120, 121]) {
      expect(tQuantile95(df)).toBeLessThan(prev);
      prev = tQuantile95(df);
    }
  });
});

describe('meanCi', () => {
  it('computes mean, sample stddev and the t-based half width', () => {
    const r = meanCi([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(r.n).toBe(8);
    expect(r.mean).toBe(5);
    expect(r.stddev).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(r.halfWidth).toBeCloseTo((2.365 * Math.sqrt(32 / 7)) / Math.sqrt(8), 12);
  });

  it('gives no interval for one sample and nothing for none; skips non-finite samples', () => {
    expect(meanCi([3])).toEqual({ n: 1, mean: 3, stddev: 0, halfWidth: 0 });
    expect(meanCi([]).n).toBe(0);
    expect(meanCi([1, NaN, 3]).mean).toBe(2);
  });
});

const scenario = {
  sweep: {
    parameters: [
      { path: 'network.links[0].queue', values: [5, 10] },
      { path: 'model', values: ['p2p', 'x'] },
    ],
    reps: 2,
    metrics: ['thr', 'delay'],
  },
};
const results: RunResult[] = [
  { job: 0, point: 0, rep: 0, summary: { thr: 10, delay: 1, other: 5 } },
  { job: 1, point: 0, rep: 1, summary: { thr: 12, delay: 3 } },
  { job: 2, point: 1, rep: 0, summary: { thr: 20, delay: 2 } },
  { job: 4, point: 2, rep: 0, summary: { thr: 30 } },
];

describe('aggregate and chartSeries', () => {
  it('groups runs by point and metric, restricted to the sweep metrics', () => {
    const r = aggregate(expandSweep(scenario), results);
    expect(r.metricNames).toEqual(['thr', 'delay']);
    expect(r.runs).toBe(4);
    expect(r.points[0].metrics.thr.mean).toBe(11);
    expect(r.points[0].metrics.thr.halfWidth).toBeCloseTo((12.706 * Math.SQRT2) / Math.SQRT2, 9);
    expect(r.points[2].metrics.delay.n).toBe(0);
    expect(r.points[3].metrics.thr.n).toBe(0); // not run (cancelled)
  });

  it('makes one series per metric and per value of the other parameters', () => {
    const series = chartSeries(aggregate(expandSweep(scenario), results), 0);
    expect(series.map((s) => `${s.metric}|${s.group}`)).toEqual([
      'thr|model=p2p',
      'thr|model=x',
      'delay|model=p2p',
      'delay|model=x',
    ]);
    expect(series[0].points.map((p) => [p.x, p.mean])).toEqual([
      [5, 11],
      [10, 30],
    ]);
    const byModel = chartSeries(aggregate(expandSweep(scenario), results), 1);
    expect(byModel[0].group).toBe('network.links[0].queue=5');
    expect(byModel[0].points.map((p) => p.x)).toEqual(['p2p', 'x']);
  });

  it('writes the table as CSV, one row per point and metric', () => {
    const csv = sweepCsv(aggregate(expandSweep(scenario), results)).split('\r\n');
    expect(csv[0]).toBe('network.links[0].queue,model,metric,n,mean,ci95_half_width,ci95_low,ci95_high');
    expect(csv[1]).toMatch(/^5,p2p,thr,2,11,/);
    expect(csv).toHaveLength(1 + 5 + 1); // header, 5 rows with data, final empty
  });
});
