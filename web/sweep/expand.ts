// A scenario's declared sweep, expanded the way the native runner does (engine/scenario/sweep.cpp):
// the grid is the cross product of every parameter's values, in declaration order (the first
// parameter varies slowest), and each grid point runs `reps` times with seeds base, base+1, ...
// (engine/cli/main.cpp). Same points, same seeds: the browser and `run --sweep` agree.
//   "sweep": {"parameters": [{"path": "network.links[0].queue", "values": [5, 10, 20]}],
//             "reps": 10, "metrics": ["throughput_bps"]}
// "bands" is drawn by the browser alone (the native runner checks it, with the same refusals, and
// otherwise ignores it): each names two of the metrics as the low and high ends of a range to shade
// per point, and optionally a third as the truth to draw as a line through them (an estimator's
// reported interval against the real available bandwidth), with its title in other languages.
// A parameter may also say how charts space its values ("scale": "linear" or "log"); without it a
// chart picks a log axis for numbers spanning 100× or more, which a grid starting near 0 would not want.
//   "bands": [{"low": "pathload_low_bps", "high": "pathload_high_bps",
//              "truth": "pathload_truth_run_bps", "label": "pathload against the truth",
//              "translations": {"pt-BR": "pathload contra a verdade"}}]
import { SaidError, saidOf } from '../i18n/said';
import { sweepRefusal } from '../i18n/sweepWords';
import { setPath } from './paths';

export interface SweepParameter {
  path: string;
  values: unknown[];
  /** How the charts space this parameter's values when it is on x; undefined: the chart decides. */
  scale?: 'linear' | 'log';
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
  /** Ranges to shade (low..high per point) with an optional truth line; empty when none. */
  bands: SweepBand[];
}

export interface SweepBand {
  low: string;
  high: string;
  truth?: string;
  /** Chart title; defaults to "low – high". */
  label?: string;
  /** The chart title by language tag ("pt-BR"); the label stands for any language missing here. */
  translations?: Record<string, string>;
}

/** The fields a band may carry (engine/scenario/sweep.cpp refuses any other the same way). */
const BAND_FIELDS = ['low', 'high', 'truth', 'label', 'translations'];

/** More bands than this is a typo or an attack, not a figure anyone reads. */
export const MAX_BANDS = 16;

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

/**
 * Expands scenario.sweep; throws a SaidError whose message names the bad field (the CLI's wording
 * in English; web/i18n/sweepWords.ts in Portuguese).
 */
export function expandSweep(scenario: unknown): SweepPlan {
  const sweep = isObject(scenario) ? scenario.sweep : undefined;
  if (sweep === undefined) throw sweepRefusal((w) => w.noSweep);
  if (!isObject(sweep)) throw sweepRefusal((w) => w.notObject);
  let reps = 1;
  if (sweep.reps !== undefined) {
    if (typeof sweep.reps !== 'number' || !Number.isInteger(sweep.reps) || sweep.reps < 1 || sweep.reps > 1000) {
      throw sweepRefusal((w) => w.reps);
    }
    reps = sweep.reps;
  }
  let metrics: string[] = [];
  if (sweep.metrics !== undefined) {
    if (!Array.isArray(sweep.metrics)) throw sweepRefusal((w) => w.metrics);
    metrics = sweep.metrics.filter((m): m is string => typeof m === 'string');
  }
  const params = sweep.parameters;
  if (!Array.isArray(params) || params.length === 0) throw sweepRefusal((w) => w.parameters);
  const parameters: SweepParameter[] = params.map((p, i) => {
    const at = `sweep.parameters[${i}]`;
    if (!isObject(p) || typeof p.path !== 'string') throw sweepRefusal((w) => w.pathRequired(at));
    if (!Array.isArray(p.values) || p.values.length === 0) throw sweepRefusal((w) => w.valuesEmpty(at));
    if (p.scale !== undefined && p.scale !== 'linear' && p.scale !== 'log')
      throw sweepRefusal((w) => w.scale(`${at}.scale`));
    return p.scale === undefined
      ? { path: p.path, values: p.values }
      : { path: p.path, values: p.values, scale: p.scale };
  });
  let grid: unknown[][] = [[]];
  for (const p of parameters) {
    grid = grid.flatMap((base) => p.values.map((v) => [...base, v]));
    if (grid.length > MAX_POINTS) throw sweepRefusal((w) => w.tooManyPoints(MAX_POINTS));
  }
  const points = grid.map((values, index) => ({
    index,
    values,
    label: values.map((v, k) => `${parameters[k].path}=${valueText(v)}`).join(' '),
  }));
  return { parameters, points, reps, metrics, bands: readBands(sweep.bands, metrics) };
}

/**
 * The sweep's bands, each metric name checked against sweep.metrics: a name outside the list
 * would never be reported, so its chart would stay empty without saying why. Refusals name the
 * field ("sweep.bands[0].truth").
 */
function readBands(raw: unknown, metrics: readonly string[]): SweepBand[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > MAX_BANDS) throw sweepRefusal((w) => w.bands(MAX_BANDS));
  if (raw.length > 0 && metrics.length === 0) throw sweepRefusal((w) => w.bandsNeedMetrics);
  return raw.map((b, i) => {
    const at = `sweep.bands[${i}]`;
    if (!isObject(b)) throw sweepRefusal((w) => w.bandObject(at));
    const stray = Object.keys(b).find((k) => !BAND_FIELDS.includes(k));
    if (stray !== undefined) throw sweepRefusal((w) => w.bandField(at, stray));
    const name = (key: 'low' | 'high' | 'truth'): string | undefined => {
      const v = b[key];
      if (v === undefined && key === 'truth') return undefined;
      if (typeof v !== 'string' || v === '') throw sweepRefusal((w) => w.bandMetric(`${at}.${key}`));
      if (!metrics.includes(v)) throw sweepRefusal((w) => w.bandUnknown(`${at}.${key}`, v, metrics.join(', ')));
      return v;
    };
    const band: SweepBand = { low: name('low') as string, high: name('high') as string };
    const truth = name('truth');
    if (truth !== undefined) band.truth = truth;
    if (b.label !== undefined) {
      if (typeof b.label !== 'string') throw sweepRefusal((w) => w.bandLabel(`${at}.label`));
      band.label = b.label.slice(0, 120);
    }
    if (b.translations !== undefined) {
      const tr = b.translations;
      if (!isObject(tr) || Object.entries(tr).some(([lang, text]) => lang === '' || typeof text !== 'string'))
        throw sweepRefusal((w) => w.bandTranslations(`${at}.translations`));
      band.translations = Object.fromEntries(
        Object.entries(tr).map(([lang, text]) => [lang, String(text).slice(0, 120)]),
      );
    }
    return band;
  });
}

/** Every run of the plan, point-major (the CLI's order), each a complete scenario JSON. */
export function sweepJobs(plan: SweepPlan, scenario: Record<string, unknown>, baseSeed = seedOf(scenario)): SweepJob[] {
  const total = plan.points.length * plan.reps;
  if (total > MAX_JOBS) throw sweepRefusal((w) => w.tooManyRuns(total, MAX_JOBS));
  const jobs: SweepJob[] = [];
  for (const point of plan.points) {
    let s: Record<string, unknown> = scenario;
    point.values.forEach((v, k) => {
      try {
        s = setPath(s, plan.parameters[k].path, v);
      } catch (err) {
        const problem = saidOf(err);
        throw new SaidError((lang) => `sweep.parameters[${k}]: ${problem(lang)}`);
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
