import { describe, expect, it } from 'vitest';
import { expandSweep, sweepJobs } from '../../../web/sweep/expand';
import { getPath, setPath, splitPath } from '../../../web/sweep/paths';

const base = () => ({
  version: 1,
  model: 'p2p',
  seed: 7,
  network: { nodes: [{ name: 'A' }, { name: 'B' }], links: [{ a: 'A', b: 'B', queue: 20 }] },
  traffic: [{ from: 'A', to: 'B', rate: 1e6 }],
  sweep: {
    parameters: [
      { path: 'network.links[0].queue', values: [5, 10] },
      { path: 'traffic[0].rate', values: [1e6, 2e6, 3e6] },
    ],
    reps: 2,
    metrics: ['throughput_bps'],
  },
});

describe('paths (same rules as the engine setJsonPath)', () => {
  it('splits on dots and brackets', () => {
    expect(splitPath('a.b[0].c')).toEqual(['a', 'b', '0', 'c']);
    expect(splitPath('network.links[12].bandwidth')).toEqual(['network', 'links', '12', 'bandwidth']);
  });

  it('sets a copy, leaving the original alone, and creates missing objects', () => {
    const s = base();
    const t = setPath(s, 'network.links[0].queue', 99);
    expect(getPath(t, 'network.links[0].queue')).toBe(99);
    expect(s.network.links[0].queue).toBe(20);
    expect(getPath(setPath(s, 'metrics.interval', 0.5), 'metrics.interval')).toBe(0.5);
  });

  it('fails with the engine wording on a bad index or a scalar in the way', () => {
    expect(() => setPath(base(), 'network.links[3].queue', 1)).toThrow(
      'network.links[3].queue: index 3 is past the end (size 1)',
    );
    expect(() => setPath(base(), 'seed.x', 1)).toThrow("seed.x: cannot descend into a number at 'x'");
    expect(() => setPath(base(), '', 1)).toThrow('empty path');
    expect(() => setPath(base(), '__proto__.x', 1)).toThrow(/cannot be set/);
  });
});

describe('expandSweep', () => {
  it('builds the grid with the first parameter varying slowest, labelled like the CLI', () => {
    const plan = expandSweep(base());
    expect(plan.reps).toBe(2);
    expect(plan.metrics).toEqual(['throughput_bps']);
    expect(plan.points.map((p) => p.label)).toEqual([
      'network.links[0].queue=5 traffic[0].rate=1000000',
      'network.links[0].queue=5 traffic[0].rate=2000000',
      'network.links[0].queue=5 traffic[0].rate=3000000',
      'network.links[0].queue=10 traffic[0].rate=1000000',
      'network.links[0].queue=10 traffic[0].rate=2000000',
      'network.links[0].queue=10 traffic[0].rate=3000000',
    ]);
    expect(plan.points[4].values).toEqual([10, 2e6]);
  });

  it('rejects malformed sweeps with the CLI messages', () => {
    const bad = (sweep: unknown) => () => expandSweep({ ...base(), sweep });
    expect(() => expandSweep({ version: 1 })).toThrow('sweep: the scenario declares no sweep');
    expect(bad([])).toThrow('sweep: must be an object');
    expect(bad({ parameters: [] })).toThrow('sweep.parameters: must be a non-empty array of {path, values}');
    expect(bad({ parameters: [{ values: [1] }] })).toThrow('sweep.parameters[0].path: is required (a string)');
    expect(bad({ parameters: [{ path: 'seed', values: [] }] })).toThrow(
      'sweep.parameters[0].values: must be a non-empty array',
    );
    expect(bad({ parameters: [{ path: 'seed', values: [1] }], reps: 0 })).toThrow(
      'sweep.reps: must be an integer in [1, 1000]',
    );
    const huge = Array.from({ length: 400 }, (_, i) => i);
    expect(
      bad({
        parameters: [
          { path: 'a', values: huge },
          { path: 'b', values: huge },
        ],
      }),
    ).toThrow('sweep: more than 100000 points');
  });
});

describe('sweepJobs', () => {
  it('makes point-major jobs with seeds base, base+1, ... and the overrides applied', () => {
    const s = base();
    const jobs = sweepJobs(expandSweep(s), s);
    expect(jobs).toHaveLength(12);
    expect(jobs.map((j) => [j.point, j.rep, j.seed]).slice(0, 4)).toEqual([
      [0, 0, 7],
      [0, 1, 8],
      [1, 0, 7],
      [1, 1, 8],
    ]);
    const last = JSON.parse(jobs[11].scenarioJson);
    expect(last.network.links[0].queue).toBe(10);
    expect(last.traffic[0].rate).toBe(3e6);
    expect(last.seed).toBe(8);
    expect(last.trace).toEqual({ enabled: false });
    expect(s.network.links[0].queue).toBe(20);
  });

  it('uses seed 1 when the scenario has none, and names a parameter whose path does not fit', () => {
    const { seed: _seed, ...noSeed } = base();
    expect(sweepJobs(expandSweep(noSeed), noSeed)[0].seed).toBe(1);
    const s = { ...base(), sweep: { parameters: [{ path: 'network.links[5].queue', values: [1] }] } };
    expect(() => sweepJobs(expandSweep(s), s)).toThrow(
      'sweep.parameters[0]: network.links[5].queue: index 5 is past the end (size 1)',
    );
  });

  it('refuses more runs than a browser should take on', () => {
    const s = {
      ...base(),
      sweep: { parameters: [{ path: 'seed', values: Array.from({ length: 1000 }, (_, i) => i) }], reps: 1000 },
    };
    expect(() => sweepJobs(expandSweep(s), s)).toThrow(/use the native runner/);
  });
});
