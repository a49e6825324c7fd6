// The live message-latency chart (the thesis's Appendix A summary: min, 25th, median, 75th
// percentile, max). Each "message-done" record gives (completion time, latency). The chart shows
// one box per time slice of the run so far and, at the right, one box for every message so far.
// Statistics are pure and unit-tested; the render is built only from its arguments (practice 15).
import * as d3 from 'd3';
import { drawPlayhead, drawTimeAxis, drawValueAxis, MARGIN, type TimeAt, timeFrame, timeUnit } from './axes';

export interface FiveNumbers {
  n: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}
export interface LatencyBox extends FiveNumbers {
  from: number;
  to: number;
}

/** Five-number summary of ascending values (quantiles as d3.quantileSorted, R-7); null when empty. */
export function fiveNumbers(sorted: readonly number[]): FiveNumbers | null {
  if (sorted.length === 0) return null;
  const q = (p: number) => d3.quantileSorted(sorted as number[], p) ?? sorted[0];
  return { n: sorted.length, min: sorted[0], q1: q(0.25), median: q(0.5), q3: q(0.75), max: sorted[sorted.length - 1] };
}

/** Slice width for boxes: a round step giving about `target` slices over [0, xMax] (stable as the axis grows). */
export function sliceWidth(xMax: number, target = 10): number {
  return Math.max(1, d3.tickStep(0, Math.max(1, xMax), target));
}

/** One box per slice [k·w, (k+1)·w) holding messages completed then, among the first `count`. */
export function latencyBoxes(t: readonly number[], v: readonly number[], count: number, width: number): LatencyBox[] {
  const bySlice = new Map<number, number[]>();
  for (let i = 0; i < count; i++) {
    const k = Math.floor(t[i] / width);
    let a = bySlice.get(k);
    if (!a) {
      a = [];
      bySlice.set(k, a);
    }
    a.push(v[i]);
  }
  const boxes: LatencyBox[] = [];
  for (const [k, a] of [...bySlice].sort((p, q) => p[0] - q[0])) {
    const f = fiveNumbers(a.sort((p, q) => p - q));
    if (f) boxes.push({ ...f, from: k * width, to: (k + 1) * width });
  }
  return boxes;
}

/** The summary of every message among the first `count`. */
export function overall(v: readonly number[], count: number): FiveNumbers | null {
  return fiveNumbers(v.slice(0, count).sort((p, q) => p - q));
}

export interface LatencyInput {
  width: number;
  height: number;
  t: readonly number[]; // completion times, ns
  v: readonly number[]; // latencies, ns
  count: number;
  xMax: number;
  playhead?: number;
  color?: string;
}

/** Space at the right for the "all so far" box. */
const ALL_BAND = 64;

export function renderLatency(svgEl: SVGSVGElement, input: LatencyInput): TimeAt {
  const { width, height, t, v, count } = input;
  if (t.length !== v.length)
    throw new Error('latency chart: channels t (completion time) and v (latency) differ in length');
  const { svg, x, unit, scale, timeAt, drawable } = timeFrame(
    svgEl,
    width,
    height,
    input.xMax,
    ALL_BAND + MARGIN.right,
  );
  if (!drawable) return timeAt;
  const all = overall(v, count);
  const [yUnit, yScale] = timeUnit(all ? all.max : 1);
  const y = d3
    .scaleLinear()
    .domain([0, all && all.max > 0 ? (all.max * 1.1) / yScale : 1])
    .nice()
    .range([height - MARGIN.bottom, MARGIN.top + 18]); // room for the labels above the plot
  drawTimeAxis(svg, x, width, height, unit, ALL_BAND + MARGIN.right);
  drawValueAxis(svg, y, height, `latency (${yUnit})`);
  const color = input.color ?? '#2f6db5';
  const boxes = latencyBoxes(t, v, count, sliceWidth(input.xMax));
  for (const b of boxes) {
    const x0 = x(b.from / scale);
    const x1 = x(b.to / scale);
    drawBox(svg, b, (x0 + x1) / 2, Math.max(3, (x1 - x0) * 0.6), y, yScale, color);
  }
  if (all) {
    const cx = width - MARGIN.right - ALL_BAND / 2;
    drawBox(svg, all, cx, 26, y, yScale, 'var(--ink)');
    svg
      .append('text')
      .attr('class', 'axis-label')
      .attr('x', cx)
      .attr('y', MARGIN.top + 4)
      .attr('dominant-baseline', 'hanging')
      .attr('text-anchor', 'middle')
      .text(`all ${all.n}`);
  }
  if (input.playhead !== undefined) drawPlayhead(svg, x(Math.min(input.playhead, input.xMax) / scale), height);
  return timeAt;
}

function drawBox(
  svg: d3.Selection<SVGSVGElement, unknown, null, undefined>,
  b: FiveNumbers,
  cx: number,
  w: number,
  y: d3.ScaleLinear<number, number>,
  yScale: number,
  color: string,
): void {
  const yOf = (ns: number) => y(ns / yScale);
  const g = svg.append('g').attr('class', 'latency-box');
  g.append('title').text(
    `${b.n} messages: min ${fmt(b.min)}, 25th ${fmt(b.q1)}, median ${fmt(b.median)}, 75th ${fmt(b.q3)}, max ${fmt(b.max)}`,
  );
  g.append('line')
    .attr('x1', cx)
    .attr('x2', cx)
    .attr('y1', yOf(b.min))
    .attr('y2', yOf(b.max))
    .attr('stroke', color)
    .attr('stroke-width', 1.5);
  for (const end of [b.min, b.max]) {
    g.append('line')
      .attr('x1', cx - w / 4)
      .attr('x2', cx + w / 4)
      .attr('y1', yOf(end))
      .attr('y2', yOf(end))
      .attr('stroke', color)
      .attr('stroke-width', 1.5);
  }
  g.append('rect')
    .attr('x', cx - w / 2)
    .attr('width', w)
    .attr('y', yOf(b.q3))
    .attr('height', Math.max(1, yOf(b.q1) - yOf(b.q3)))
    .attr('fill', color)
    .attr('fill-opacity', 0.25)
    .attr('stroke', color)
    .attr('stroke-width', 1.5);
  g.append('line')
    .attr('x1', cx - w / 2)
    .attr('x2', cx + w / 2)
    .attr('y1', yOf(b.median))
    .attr('y2', yOf(b.median))
    .attr('stroke', color)
    .attr('stroke-width', 3);
}

function fmt(ns: number): string {
  const [u, s] = timeUnit(ns);
  return `${+(ns / s).toPrecision(4)} ${u}`;
}

/** Rows for the CSV export: each slice, then the whole run so far. */
export function latencyRows(
  t: readonly number[],
  v: readonly number[],
  count: number,
  xMax: number,
): (string | number)[][] {
  const rows: (string | number)[][] = latencyBoxes(t, v, count, sliceWidth(xMax)).map((b) => [
    b.from / 1e9,
    b.to / 1e9,
    b.n,
    b.min,
    b.q1,
    b.median,
    b.q3,
    b.max,
  ]);
  const all = overall(v, count);
  if (all) rows.push(['all', count > 0 ? t[count - 1] / 1e9 : 0, all.n, all.min, all.q1, all.median, all.q3, all.max]);
  return rows;
}

export const LATENCY_CSV_HEADER = ['from_s', 'to_s', 'messages', 'min_ns', 'p25_ns', 'median_ns', 'p75_ns', 'max_ns'];
