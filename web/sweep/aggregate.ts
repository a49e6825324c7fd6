// From per-run summaries to what the chart and the CSV show: for every grid point and metric, the
// mean and 95% CI over its replications; then, for plotting, one series per metric (and per
// combination of the other parameters when the grid has several), x being the chosen parameter.

import { type SweepPlan, valueText } from './expand';
import { type MeanCi, meanCi } from './stats';

/** One finished run: the engine's summary() object. */
export interface RunResult {
  job: number;
  point: number;
  rep: number;
  summary: Record<string, number>;
}

export interface PointResult {
  point: number;
  label: string;
  values: unknown[];
  metrics: Record<string, MeanCi>;
}

export interface SweepResult {
  plan: SweepPlan;
  /** Metric names in display order: the sweep's list, else every metric seen. */
  metricNames: string[];
  points: PointResult[];
  /** Runs that finished (fewer than planned after a cancel). */
  runs: number;
}

export function aggregate(plan: SweepPlan, results: readonly RunResult[]): SweepResult {
  const seen = new Set<string>();
  for (const r of results) for (const k of Object.keys(r.summary)) seen.add(k);
  const metricNames = plan.metrics.length > 0 ? plan.metrics : [...seen];
  const byPoint = new Map<number, RunResult[]>();
  for (const r of results) byPoint.set(r.point, [...(byPoint.get(r.point) ?? []), r]);
  const points = plan.points.map((p) => {
    const runs = byPoint.get(p.index) ?? [];
    const metrics: Record<string, MeanCi> = {};
    for (const m of metricNames) {
      metrics[m] = meanCi(runs.map((r) => (typeof r.summary[m] === 'number' ? r.summary[m] : NaN)));
    }
    return { point: p.index, label: p.label, values: p.values, metrics };
  });
  return { plan, metricNames, points, runs: results.length };
}

export interface ChartPoint {
  x: number | string;
  mean: number;
  halfWidth: number;
  n: number;
}
export interface ChartSeries {
  metric: string;
  /** "" for a one-parameter sweep, else the other parameters' values ("traffic[0].rate=2e6"). */
  group: string;
  points: ChartPoint[];
}

/**
 * Series for plotting against parameter `xParam`. x is numeric when every value is a number.
 * `nameOf` names the other parameters in the group text (the panel passes their declared labels).
 */
export function chartSeries(result: SweepResult, xParam = 0, nameOf = (path: string) => path): ChartSeries[] {
  const { plan } = result;
  const param = plan.parameters[xParam];
  if (!param) return [];
  const out = new Map<string, ChartSeries>();
  for (const metric of result.metricNames) {
    for (const p of result.points) {
      const group = groupOf(plan, p.values, xParam, nameOf);
      const key = `${metric}\u0000${group}`;
      if (!out.has(key)) out.set(key, { metric, group, points: [] });
      const mc = p.metrics[metric];
      if (!mc || mc.n === 0) continue; // not run yet, or the metric is absent
      const v = p.values[xParam];
      out
        .get(key)!
        .points.push({ x: typeof v === 'number' ? v : valueText(v), mean: mc.mean, halfWidth: mc.halfWidth, n: mc.n });
    }
  }
  return [...out.values()];
}

/** A point's line on a chart with parameter `xParam` on x: the other parameters' values ("" for none). */
export function groupOf(
  plan: SweepPlan,
  values: readonly unknown[],
  xParam: number,
  nameOf: (path: string) => string = (path) => path,
): string {
  return values
    .map((v, k) => (k === xParam ? '' : `${nameOf(plan.parameters[k].path)}=${valueText(v)}`))
    .filter(Boolean)
    .join(' ');
}
