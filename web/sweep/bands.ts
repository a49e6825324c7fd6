// From a sweep's results to what a band chart draws (sweep.bands, see expand.ts): per point, the
// reported range as the mean of its low end and the mean of its high end over the replications,
// each run's own [low, high] (the seed's figures drew every run's interval), and the mean truth.
// One series per line group, grouped as chartSeries() groups, so a band chart and a metric chart of
// the same sweep share their legend's words.
// The chart's words (legend, tooltips, the screen-reader sentence) come from the sweep.band
// messages of web/i18n in the language asked for, numbers with that language's decimal mark.
import * as d3 from 'd3';
import { type Cell, toCsv } from '../export/csv';
import { i18n } from '../i18n/i18n';
import type { Language } from '../i18n/language';
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

/** The band's title in `lang`: its translation, else its label, else "low – high". */
export function bandTitle(band: SweepBand, lang: Language = 'en'): string {
  return band.translations?.[lang] || band.label || `${band.low} – ${band.high}`;
}

/** Brazilian Portuguese writes 2,5M where English writes 2.5M (SI prefixes are the same). */
const PT_BR_NUMBERS = d3.formatLocale({ decimal: ',', thousands: '.', grouping: [3], currency: ['R$ ', ''] });

/** fmt (four significant digits, SI prefixes from 10^4) with `lang`'s decimal mark. */
export function fmtIn(lang: Language): (v: number) => string {
  if (lang !== 'pt-BR') return fmt;
  return (v) => {
    if (!Number.isFinite(v)) return '—';
    const si = Math.abs(v) >= 1e4 || (v !== 0 && Math.abs(v) < 1e-3);
    return PT_BR_NUMBERS.format(si ? '.4~s' : '.4~g')(v);
  };
}

/** Everything a band chart writes, in one language. */
export interface BandWords {
  keyRange: string;
  keyTruth: string;
  keyAll: string;
  simulated: string;
  num(v: number): string;
  /** A box's tooltip: the swept value, the mean range over `n` runs and the truth, if any. */
  tip(xLabel: string, p: BandPoint): string;
}

export function bandWords(lang: Language): BandWords {
  const t = i18n.getFixedT(lang);
  const num = fmtIn(lang);
  return {
    keyRange: t('sweep.band.keyRange'),
    keyTruth: t('sweep.band.keyTruth'),
    keyAll: t('sweep.band.keyAll'),
    simulated: t('sweep.band.simulated'),
    num,
    tip: (xLabel, p) =>
      t('sweep.band.tip', { x: xLabel, value: p.x, low: num(p.low), high: num(p.high), count: p.n }) +
      (p.truth !== undefined ? t('sweep.band.tipTruth', { truth: num(p.truth) }) : ''),
  };
}

/**
 * A sentence for screen readers in `lang`: per point the mean range, how many runs it holds, the
 * truth, and whether the truth falls inside the range, so a listener gets what the picture shows.
 */
export function describeBands(
  title: string,
  xLabel: string,
  series: readonly BandSeries[],
  paperLabels: readonly string[] = [],
  lang: Language = 'en',
): string {
  const t = i18n.getFixedT(lang);
  const num = fmtIn(lang);
  const parts = series.map((s) => {
    const pts = s.points.map((p) => {
      const range = t('sweep.band.point', { value: p.x, low: num(p.low), high: num(p.high), count: p.n });
      if (p.truth === undefined) return range;
      const inside = p.truth >= Math.min(p.low, p.high) && p.truth <= Math.max(p.low, p.high);
      return range + t(inside ? 'sweep.band.inside' : 'sweep.band.outside', { truth: num(p.truth) });
    });
    return `${s.group || t('sweep.band.simulated')}: ${pts.join('; ')}`;
  });
  const overlay = paperLabels.length ? t('sweep.band.overlay', { labels: paperLabels.join(', ') }) : '';
  return `${t('sweep.band.describe', { title, x: xLabel })} ${parts.join('. ')}.${overlay}`;
}

/** One row per run: its line group, swept value, reported low and high, and the truth it ran under. */
export function bandCsv(series: readonly BandSeries[], xName: string): string {
  const rows: Cell[][] = [];
  for (const s of series)
    for (const p of s.points) for (const r of p.runs) rows.push([s.group, p.x, r.rep, r.low, r.high, p.truth ?? '']);
  return toCsv(['group', xName, 'rep', 'low', 'high', 'truth_mean'], rows);
}
