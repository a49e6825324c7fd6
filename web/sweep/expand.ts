// A scenario's declared sweep, expanded the way the native runner does (engine/scenario/sweep.cpp):
// the grid is the cross product of every parameter's values, in declaration order (the first
// parameter varies slowest), and each grid point runs `reps` times with seeds base, base+1, ...
// (engine/cli/main.cpp). Same points, same seeds: the browser and `run --sweep` agree.
//   "sweep": {"parameters": [{"path": "network.links[0].queue", "values": [5, 10, 20]}],
//             "reps": 10, "metrics": ["throughput_bps"]}
import { setPath } from './paths';

export interface SweepParameter {
  path: string;
  values: unknown[];
}

export interface SweepPoint {
  index: number;
  /** "network.links[0].queue=5" (several parameters are joined by spaces, as in the CLI). */
  label: string;
  /** One value per parameter, in parameter order. */
  values: unknown[];
}

export interface SweepPlan {
  parameters: SweepParameter[];
  points: SweepPoint[];
  reps: number;
  /** Metrics to report; empty means every metric the engine's summary has. */
  metrics: string[];
}

export interface SweepJob {
  id: number;
  point: number;
  rep: number;
  seed: number;
  /** The scenario with the point's overrides and the job's seed, ready for `new Engine(json)`. */
  scenarioJson: string;
}

export const MAX_POINTS = 100_000;
/** More runs than this would keep a browser busy for hours; refuse instead of freezing. */
export const MAX_JOBS = 20_000;

/** Expands scenario.sweep; throws an Error whose message names the bad field (CLI wording). */
export function expandSweep(scenario: unknown): SweepPlan {
  const sweep = isObject(scenario) ? scenario.sweep : undefined;
  if (sweep === undefined) throw new Error('sweep: the scenario declares no sweep');
  if (!isObject(sweep)) throw new Error('sweep: must be an object');
  let reps = 1;
  if (sweep.reps !== undefined) {
    if (typeof sweep.reps !== 'number' || !Number.isInteger(sweep.reps) || sweep.reps < 1 || sweep.reps > 1000) {
      throw new Error('sweep.reps: must be an integer in [1, 1000]');
    }
    reps = sweep.reps;
  }
  let metrics: string[] = [];
  if (sweep.metrics !== undefined) {
    if (!Array.isArray(sweep.metrics)) throw new Error('sweep.metrics: must be an array of metric names');
    metrics = sweep.metrics.filter((m): m is string => typeof m === 'string');
  }
  const params = sweep.parameters;
  if (!Array.isArray(params) || params.length === 0)
    throw new Error('sweep.parameters: must be a non-empty array of {path, values}');
  const parameters: SweepParameter[] = params.map((p, i) => {
    const at = `sweep.parameters[${i}]`;
    if (!isObject(p) || typeof p.path !== 'string') throw new Error(`${at}.path: is required (a string)`);
    if (!Array.isArray(p.values) || p.values.length === 0) throw new Error(`${at}.values: must be a non-empty array`);
    return { path: p.path, values: p.values };
  });
  let grid: unknown[][] = [[]];
  for (const p of parameters) {
    grid = grid.flatMap((base) => p.values.map((v) => [...base, v]));
    if (grid.length > MAX_POINTS) throw new Error(`sweep: more than ${MAX_POINTS} points`);
  }
  const points = grid.map((values, index) => ({
    index,
    values,
    label: values.map((v, k) => `${parameters[k].path}=${valueText(v)}`).join(' '),
  }));
  return { parameters, points, reps, metrics };
}

/** Every run of the plan, point-major (the CLI's order), each a complete scenario JSON. */
export function sweepJobs(plan: SweepPlan, scenario: Record<string, unknown>, baseSeed = seedOf(scenario)): SweepJob[] {
  const total = plan.points.length * plan.reps;
  if (total > MAX_JOBS)
    throw new Error(
      `sweep: ${total} runs is more than the browser runs (${MAX_JOBS}); use the native runner (run --sweep)`,
    );
  const jobs: SweepJob[] = [];
  for (const point of plan.points) {
    let s: Record<string, unknown> = scenario;
    point.values.forEach((v, k) => {
      try {
        s = setPath(s, plan.parameters[k].path, v);
      } catch (err) {
        throw new Error(`sweep.parameters[${k}]: ${(err as Error).message}`);
      }
    });
    for (let rep = 0; rep < plan.reps; rep++) {
      // Tracing off: a sweep reads only summary(), which the trace never feeds (same numbers,
      // about twice as fast, and no trace ring to fill).
      const trace = { ...(isObject(s.trace) ? s.trace : {}), enabled: false };
      jobs.push({
        id: jobs.length,
        point: point.index,
        rep,
        seed: baseSeed + rep,
        scenarioJson: JSON.stringify({ ...s, seed: baseSeed + rep, trace }),
      });
    }
  }
  return jobs;
}

/** The scenario's seed, or the engine's default of 1. */
export function seedOf(scenario: Record<string, unknown>): number {
  return typeof scenario.seed === 'number' && Number.isSafeInteger(scenario.seed) && scenario.seed >= 0
    ? scenario.seed
    : 1;
}

/** The CLI prints strings bare and everything else as JSON. */
export function valueText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
