// From a sweep's results to what a band chart draws (sweep.bands, see expand.ts): per point, the
// reported range as the mean of its low end and the mean of its high end over the replications,
// each run's own [low, high] (the seed's figures drew every run's interval), and the mean truth.
// One series per line group, grouped as chartSeries() groups, so a band chart and a metric chart of
// the same sweep share their legend's words.
import { type Cell, toCsv } from '../export/csv';
import { groupOf, type RunResult, type SweepResult } from './aggregate';
import { type SweepBand, valueText } from './expand';
import { meanCi } from './stats';
import { fmt } from './sweepChart';

export interface BandRun {
  /** The replication (seed base + rep) this interval came from. */
  rep: number;
  low: number;
  high: number;
}

export interface BandPoint {
  x: number | string;
  /** Mean of the runs' low ends, and of their high ends. */
  low: number;
  high: number;
  /** Mean truth over the same runs; undefined when the band names no truth or no run reported it. */
  truth?: number;
  /** Runs whose low and high were both reported. */
  n: number;
  runs: BandRun[];
}

export interface BandSeries {
  group: string;
  points: BandPoint[];
}

/** The band's series against parameter `xParam`; points with no finished run are left out. */
export function bandSeries(
  result: SweepResult,
  runs: readonly RunResult[],
  band: SweepBand,
  xParam = 0,
  nameOf: (path: string) => string = (path) => path,
): BandSeries[] {
  const { plan } = result;
  if (!plan.parameters[xParam]) return [];
  const byPoint = new Map<number, RunResult[]>();
  for (const r of runs) byPoint.set(r.point, [...(byPoint.get(r.point) ?? []), r]);
  const out = new Map<string, BandSeries>();
  for (const p of plan.points) {
    const group = groupOf(plan, p.values, xParam, nameOf);
    if (!out.has(group)) out.set(group, { group, points: [] });
    const own: BandRun[] = [];
    const truths: number[] = [];
    for (const r of byPoint.get(p.index) ?? []) {
      const low = r.summary[band.low];
      const high = r.summary[band.high];
      if (!Number.isFinite(low) || !Number.isFinite(high)) continue;
      own.push({ rep: r.rep, low, high });
      if (band.truth !== undefined && Number.isFinite(r.summary[band.truth])) truths.push(r.summary[band.truth]);
    }
    if (own.length === 0) continue;
    const v = p.values[xParam];
    const point: BandPoint = {
      x: typeof v === 'number' ? v : valueText(v),
      low: meanCi(own.map((r) => r.low)).mean,
      high: meanCi(own.map((r) => r.high)).mean,
      n: own.length,
      runs: own,
    };
    if (truths.length) point.truth = meanCi(truths).mean;
    out.get(group)?.points.push(point);
  }
  return [...out.values()];
}

/** The band's title: its label, else "low – high". */
export function bandTitle(band: SweepBand): string {
  return band.label || `${band.low} – ${band.high}`;
}

/**
 * A sentence for screen readers: per point the mean range, how many runs it holds, the truth, and
 * whether the truth falls inside the range, so a listener gets what the picture shows.
 */
export function describeBands(
  title: string,
  xLabel: string,
  series: readonly BandSeries[],
  paperLabels: readonly string[] = [],
): string {
  const parts = series.map((s) => {
    const pts = s.points.map((p) => {
      const range = `${p.x} → range ${fmt(p.low)} to ${fmt(p.high)} (mean of ${p.n} run${p.n === 1 ? '' : 's'})`;
      if (p.truth === undefined) return range;
      const inside = p.truth >= Math.min(p.low, p.high) && p.truth <= Math.max(p.low, p.high);
      return `${range}, truth ${fmt(p.truth)} ${inside ? 'inside' : 'outside'} the range`;
    });
    return `${s.group || 'simulated'}: ${pts.join('; ')}`;
  });
  const overlay = paperLabels.length ? ` Paper values overlaid: ${paperLabels.join(', ')}.` : '';
  return `${title}: the reported range shaded at each ${xLabel}, the truth drawn as a line. ${parts.join('. ')}.${overlay}`;
}

/** One row per run: its line group, swept value, reported low and high, and the truth it ran under. */
export function bandCsv(series: readonly BandSeries[], xName: string): string {
  const rows: Cell[][] = [];
  for (const s of series)
    for (const p of s.points) for (const r of p.runs) rows.push([s.group, p.x, r.rep, r.low, r.high, p.truth ?? '']);
  return toCsv(['group', xName, 'rep', 'low', 'high', 'truth_mean'], rows);
}
