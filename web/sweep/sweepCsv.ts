// Sweep results as CSV: one row per (grid point, metric) with the swept values in their own
// columns, n, mean and the 95% CI, so the table can be re-plotted or compared with a paper.
import { type Cell, toCsv } from '../export/csv';
import type { SweepResult } from './aggregate';

export function sweepCsv(result: SweepResult): string {
  const params = result.plan.parameters.map((p) => p.path);
  const rows: Cell[][] = [];
  for (const p of result.points) {
    const values = p.values.map((v) =>
      typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? v : JSON.stringify(v),
    );
    for (const metric of result.metricNames) {
      const mc = p.metrics[metric];
      if (!mc || mc.n === 0) continue;
      rows.push([...values, metric, mc.n, mc.mean, mc.halfWidth, mc.mean - mc.halfWidth, mc.mean + mc.halfWidth]);
    }
  }
  return toCsv([...params, 'metric', 'n', 'mean', 'ci95_half_width', 'ci95_low', 'ci95_high'], rows);
}
