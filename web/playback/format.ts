// Human-readable units for times, speeds, rates and sizes shown in the UI, with the numbers in the
// active language's separators (i18n/format.ts): "12.50 ms" in English, "12,50 ms" in Portuguese.
import { fixed, significant } from '../i18n/format';

const TIME_UNITS: [number, string][] = [
  [1e9, 's'],
  [1e6, 'ms'],
  [1e3, 'µs'],
  [1, 'ns'],
];

/** A sim time or duration in ns with a unit that keeps 1-3 integer digits, e.g. "12.50 ms". */
export function formatTime(ns: number, digits = 2): string {
  if (!Number.isFinite(ns)) return '—';
  const abs = Math.abs(ns);
  for (const [scale, unit] of TIME_UNITS) {
    if (abs >= scale || scale === 1) {
      return `${fixed(ns / scale, scale === 1 ? 0 : digits)} ${unit}`;
    }
  }
  return `${ns} ns`;
}

/** A clock time with a fixed unit (seconds) so the digits do not jump while playing. */
export function formatClock(ns: number): string {
  return `${fixed(ns / 1e9, 6)} s`;
}

/** Speed as "sim time per wall second", e.g. "1 ms / s". */
export function formatSpeed(nsPerSecond: number): string {
  return `${formatTime(nsPerSecond, 0)} / s`;
}

export function formatRate(bitsPerSecond: number): string {
  const units: [number, string][] = [
    [1e9, 'Gb/s'],
    [1e6, 'Mb/s'],
    [1e3, 'kb/s'],
  ];
  for (const [scale, unit] of units)
    if (bitsPerSecond >= scale) return `${significant(+(bitsPerSecond / scale).toFixed(2), 21)} ${unit}`;
  return `${significant(bitsPerSecond, 21)} b/s`;
}

/** A plain number with at most 4 significant digits, no exponent for everyday magnitudes. */
export function formatValue(v: number): string {
  if (!Number.isFinite(v)) return '—';
  const abs = Math.abs(v);
  if (abs !== 0 && (abs >= 1e7 || abs < 1e-3)) return v.toExponential(2);
  return significant(v, 4);
}

/** A metric value with its unit, SI-prefixed from 1000 up: "960 kbit/s", "0.028 s", "20 packets". */
export function formatMetric(v: number, unit = ''): string {
  const abs = Math.abs(v);
  const prefixes: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [scale, p] of prefixes) {
    if (Number.isFinite(v) && abs >= scale) return `${significant(v / scale, 4)} ${p}${unit}`.trim();
  }
  return `${formatValue(v)} ${unit}`.trim();
}
