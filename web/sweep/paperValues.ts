// Published values to overlay on a sweep chart, read from a scenario's "paperValues" field.
//
// FORMAT (the schema leaves "paperValues" free-form; this is what the sweep chart reads). Two
// spellings of one idea are accepted: a list of series, each a line of (x, value) points.
//
// 1. Narrow: one metric per series, the value in "y".
//   "paperValues": {
//     "source": "Author et al., Fig. 7",            // optional, shown in a note under the chart
//     "x": "network.links[0].queue",                 // optional: the sweep parameter on the x axis
//     "series": [
//       { "metric": "throughput_bps",                // the summary() metric it compares with
//         "label": "paper (Fig. 7)",                 // legend text; defaults to "paper"
//         "translations": { "pt-BR": "artigo (Fig. 7)" }, // optional: the legend text by language
//         "set": { "traffic[0].rate": 2000000 },     // optional: values of the OTHER swept parameters
//         "points": [ { "x": 5, "y": 850000, "low": 800000, "high": 900000 }, { "x": 10, "y": 930000 } ] }
//     ]
//   }
//
// 2. Wide, as the thesis scenarios write it ("format": "protoscope-paper-values/1"): a series has
//    no "metric"; each point carries one key per metric, named like the summary() metrics.
//   "paperValues": {
//     "format": "protoscope-paper-values/1", "source": "...", "x": "lan.receivers",
//     "columns": { "Mean RT": "rt_mean" },           // the paper's column names (documentation only)
//     "series": [ { "label": "BAPwin = 5", "set": { "protocol.bap.window": 5 },
//                   "points": [ { "x": 5, "rt_mean": 4.605, "rt_max": 4.833 } ] } ]
//   }
//
// 3. Findings in words, for sources whose figures give no numbers to overlay (seed 003's are lost):
//   "findings": [ { "claim": "V4", "en": "pathload was closer with cross traffic.", "pt-BR": "..." } ]
//    shown beside the charts in the reader's language (English when that one is missing), so our
//    numbers are read against what the source says it saw.
//
// x is the value of the swept parameter named by "x" (default: the sweep's first parameter), in
// the unit the scenario uses for it; values are in the metric's unit as the engine reports it.
// "set" ties a series to one line of a multi-parameter sweep; without it the series applies to
// every line. "low"/"high" are the paper's own error bar (narrow form only). Points may come in
// any order. Anything not in this shape is skipped with a note, never an exception.
import { type SweepPlan, valueText } from './expand';

export interface PaperPoint {
  x: number;
  y: number;
  low?: number;
  high?: number;
}
export interface PaperSeries {
  metric: string;
  label: string;
  points: PaperPoint[];
  /** Which sweep parameter the x values belong to (undefined: the first). */
  xPath?: string;
  /** Values of the other swept parameters this line belongs to. */
  set: Record<string, unknown>;
}
export interface PaperValues {
  source?: string;
  xPath?: string;
  series: PaperSeries[];
  /** What the source found, in words, by language ("en" always present). */
  findings: PaperFinding[];
  notes: string[];
}

export interface PaperFinding {
  /** The source's or the digest's name for the claim ("V4"), if given. */
  claim?: string;
  text: Record<string, string>;
}

const MAX_FINDINGS = 64;

const MAX_SERIES = 256;
const MAX_POINTS = 10_000;
/** Keys of a wide-form point that are not metrics. */
const NOT_METRICS = new Set(['x', 'y', 'low', 'high', 'label']);

export function readPaperValues(raw: unknown, lang = 'en'): PaperValues {
  const out: PaperValues = { series: [], findings: [], notes: [] };
  if (raw === undefined || raw === null) return out;
  if (!isObject(raw) || !Array.isArray(raw.series)) {
    out.notes.push('paperValues is not in the {"series": [...]} form the sweep chart reads; no overlay shown');
    return out;
  }
  if (typeof raw.source === 'string') out.source = raw.source.slice(0, 300);
  out.findings = readFindings(raw.findings, out.notes);
  if (typeof raw.x === 'string') out.xPath = raw.x;
  raw.series.slice(0, MAX_SERIES).forEach((s, i) => {
    if (!isObject(s) || !Array.isArray(s.points)) {
      out.notes.push(`paperValues.series[${i}] needs "points" (a list); skipped`);
      return;
    }
    const own = isObject(s.translations) ? s.translations[lang] : undefined;
    const named = typeof own === 'string' && own ? own : s.label;
    const label = typeof named === 'string' && named ? named.slice(0, 80) : 'paper';
    const set = isObject(s.set) ? s.set : {};
    const pts = s.points.slice(0, MAX_POINTS).filter((p): p is Record<string, unknown> => isObject(p) && finite(p.x));
    const metrics =
      typeof s.metric === 'string'
        ? [s.metric]
        : [...new Set(pts.flatMap((p) => Object.keys(p).filter((k) => !NOT_METRICS.has(k) && finite(p[k]))))];
    if (metrics.length === 0) out.notes.push(`paperValues.series[${i}] has no metric values; skipped`);
    for (const metric of metrics) {
      const key = typeof s.metric === 'string' ? 'y' : metric;
      const points: PaperPoint[] = [];
      for (const p of pts) {
        const y = p[key];
        if (!finite(y)) continue;
        const pt: PaperPoint = { x: p.x as number, y };
        if (finite(p.low)) pt.low = p.low;
        if (finite(p.high)) pt.high = p.high;
        points.push(pt);
      }
      points.sort((a, b) => a.x - b.x);
      if (points.length) out.series.push({ metric, label, points, xPath: out.xPath, set });
    }
  });
  return out;
}

/** The sweep parameter to put on the x axis: the paper's, else the one with the most values. */
export function preferredX(plan: SweepPlan, paper: PaperValues): number {
  const named = paper.xPath ? plan.parameters.findIndex((p) => p.path === paper.xPath) : -1;
  if (named >= 0) return named;
  let best = 0;
  plan.parameters.forEach((p, i) => {
    if (p.values.length > plan.parameters[best].values.length) best = i;
  });
  return best;
}

/**
 * The paper lines to draw on one metric's chart with parameter `xParam` on x, each with the
 * group label of the simulated line it belongs to ("" when it applies to all), spelled as
 * chartSeries() spells groups so the two can share a colour.
 */
export function paperOverlay(
  paper: PaperValues,
  plan: SweepPlan,
  xParam: number,
  metric: string,
): (PaperSeries & { group: string })[] {
  const xPath = plan.parameters[xParam]?.path;
  return paper.series
    .filter((s) => s.metric === metric && (s.xPath ?? plan.parameters[0]?.path) === xPath)
    .map((s) => ({
      ...s,
      group: plan.parameters
        .filter((p, k) => k !== xParam && p.path in s.set)
        .map((p) => `${p.path}=${valueText(s.set[p.path])}`)
        .join(' '),
    }));
}

/** Findings with an English text; others are skipped with a note. Texts are capped, never HTML. */
function readFindings(raw: unknown, notes: string[]): PaperFinding[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    notes.push('paperValues.findings is not a list; skipped');
    return [];
  }
  const out: PaperFinding[] = [];
  raw.slice(0, MAX_FINDINGS).forEach((f, i) => {
    if (!isObject(f) || typeof f.en !== 'string' || f.en.trim() === '') {
      notes.push(`paperValues.findings[${i}] needs "en" (a text); skipped`);
      return;
    }
    const text: Record<string, string> = {};
    for (const [k, v] of Object.entries(f)) if (k !== 'claim' && typeof v === 'string') text[k] = v.slice(0, 600);
    out.push(typeof f.claim === 'string' ? { claim: f.claim.slice(0, 20), text } : { text });
  });
  return out;
}

/** A finding in `lang`, else in English. */
export function findingText(f: PaperFinding, lang: string): string {
  return f.text[lang] ?? f.text.en;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
