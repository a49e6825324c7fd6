// Published values to overlay on a sweep chart, read from a scenario's "paperValues" field.
//
// FORMAT (for whoever writes scenario files; the schema leaves "paperValues" free-form, and this
// is the shape the sweep chart understands):
//
//   "paperValues": {
//     "source": "Author et al., Fig. 7",          // optional: shown in the chart's legend note
//     "series": [
//       {
//         "metric": "throughput_bps",            // the summary() metric it compares with
//         "label": "paper (Fig. 7)",              // legend text; defaults to "paper"
//         "points": [ { "x": 5, "y": 850000 }, { "x": 10, "y": 930000 } ]
//       }
//     ]
//   }
//
// x is the value of the swept parameter (the first parameter of "sweep.parameters", in the same
// unit the scenario uses for it); y is in the metric's unit as the engine reports it (bit/s, s,
// packets...). Points may be in any order and need not cover every swept value. Optional per
// point: "low" and "high" (the paper's own error bar). Series whose metric is not in the sweep
// are ignored. Anything not in this shape is skipped with a note, never an exception.

export interface PaperPoint { x: number; y: number; low?: number; high?: number }
export interface PaperSeries { metric: string; label: string; points: PaperPoint[] }
export interface PaperValues { source?: string; series: PaperSeries[]; notes: string[] }

const MAX_SERIES = 64;
const MAX_POINTS = 10_000;

export function readPaperValues(raw: unknown): PaperValues {
  const out: PaperValues = { series: [], notes: [] };
  if (raw === undefined || raw === null) return out;
  if (!isObject(raw) || !Array.isArray(raw.series)) {
    out.notes.push('paperValues is not in the {"series": [...]} form the sweep chart reads; no overlay shown');
    return out;
  }
  if (typeof raw.source === 'string') out.source = raw.source.slice(0, 200);
  raw.series.slice(0, MAX_SERIES).forEach((s, i) => {
    if (!isObject(s) || typeof s.metric !== 'string' || !Array.isArray(s.points)) {
      out.notes.push(`paperValues.series[${i}] needs "metric" (text) and "points" (a list); skipped`);
      return;
    }
    const points: PaperPoint[] = [];
    let bad = 0;
    for (const p of s.points.slice(0, MAX_POINTS)) {
      if (isObject(p) && finite(p.x) && finite(p.y)) {
        const pt: PaperPoint = { x: p.x, y: p.y };
        if (finite(p.low)) pt.low = p.low;
        if (finite(p.high)) pt.high = p.high;
        points.push(pt);
      } else bad++;
    }
    if (bad) out.notes.push(`paperValues.series[${i}]: ${bad} point(s) without numeric x and y skipped`);
    points.sort((a, b) => a.x - b.x);
    out.series.push({ metric: s.metric, label: typeof s.label === 'string' && s.label ? s.label.slice(0, 80) : 'paper', points });
  });
  return out;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
