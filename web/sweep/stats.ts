// Mean and 95% confidence interval over independent replications, from Student's t. The quantile
// table is the native runner's (engine/core/stats.h), value for value, so a sweep's error bars in
// the browser are the numbers `run --reps` prints. Beyond df = 30 the table steps through the
// standard df = 40, 60, 120 and ∞ rows, each used for every df up to it (slightly conservative).

const T95 = [
  0, 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12,
  2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** Two-sided 95% quantile of Student's t with `df` degrees of freedom (0 for df ≤ 0). */
export function tQuantile95(df: number): number {
  if (!(df > 0)) return 0;
  const d = Math.floor(df);
  if (d <= 30) return T95[d];
  if (d <= 40) return 2.021;
  if (d <= 60) return 2.0;
  if (d <= 120) return 1.98;
  return 1.96;
}

export interface MeanCi {
  n: number;
  mean: number;
  /** Sample standard deviation (n - 1 in the denominator); 0 when n < 2. */
  stddev: number;
  /** Half-width of the 95% CI: the bar goes from mean - halfWidth to mean + halfWidth. */
  halfWidth: number;
}

/** Non-finite samples (a metric the run could not compute) are left out and do not count in n. */
export function meanCi(samples: readonly number[]): MeanCi {
  const xs = samples.filter((x) => Number.isFinite(x));
  const n = xs.length;
  if (n === 0) return { n: 0, mean: NaN, stddev: 0, halfWidth: 0 };
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  if (n < 2) return { n, mean, stddev: 0, halfWidth: 0 };
  const ss = xs.reduce((s, x) => s + (x - mean) * (x - mean), 0);
  const stddev = Math.sqrt(ss / (n - 1));
  return { n, mean, stddev, halfWidth: (tQuantile95(n - 1) * stddev) / Math.sqrt(n) };
}
