// Shared pieces of the live charts: margins, the time unit of the x axis, the time axis itself,
// the playhead rule and the pointer-to-time mapping that links a chart to the timeline.
import * as d3 from 'd3';
import { t } from '../i18n/i18n';

export const MARGIN = { top: 12, right: 16, bottom: 34, left: 56 };

/** Maps a pointer's x in the chart back to sim time (ns); the inverse of the chart's x scale. */
export type TimeAt = (px: number) => number;

export type Svg = d3.Selection<SVGSVGElement, unknown, null, undefined>;

/** A unit that keeps the axis numbers short: [label, ns per unit]. */
export function timeUnit(maxNs: number): [string, number] {
  if (maxNs >= 2e9) return ['s', 1e9];
  if (maxNs >= 2e6) return ['ms', 1e6];
  if (maxNs >= 2e3) return ['µs', 1e3];
  return ['ns', 1];
}

/** Clears the svg, sizes it and returns the time scale (in `unit`s) plus its inverse in ns. */
export function timeFrame(svgEl: SVGSVGElement, width: number, height: number, xMax: number, right = MARGIN.right) {
  const svg: Svg = d3.select(svgEl).attr('width', width).attr('height', height);
  svg.selectAll('*').remove();
  const [unit, scale] = timeUnit(xMax);
  const x = d3
    .scaleLinear()
    .domain([0, Math.max(1, xMax) / scale])
    .range([MARGIN.left, width - right]);
  const timeAt: TimeAt = (px) => Math.max(0, Math.min(xMax, x.invert(px) * scale));
  return { svg, x, unit, scale, timeAt, drawable: width >= 80 && height >= 60 };
}

export function drawTimeAxis(
  svg: Svg,
  x: d3.ScaleLinear<number, number>,
  width: number,
  height: number,
  unit: string,
  right = MARGIN.right,
): void {
  svg
    .append('g')
    .attr('class', 'axis')
    .attr('transform', `translate(0,${height - MARGIN.bottom})`)
    .call(d3.axisBottom(x).ticks(Math.max(2, Math.floor((width - right - MARGIN.left) / 90))));
  svg
    .append('text')
    .attr('class', 'axis-label')
    .attr('x', width - right)
    .attr('y', height - 4)
    .attr('text-anchor', 'end')
    .text(t('charts.timeAxis', { unit }));
}

export function drawValueAxis(
  svg: Svg,
  y: d3.ScaleLinear<number, number>,
  height: number,
  label: string,
  format: (v: number) => string = d3.format(y.domain()[1] >= 1000 ? '~s' : '~g'),
): void {
  svg
    .append('g')
    .attr('class', 'axis')
    .attr('transform', `translate(${MARGIN.left},0)`)
    .call(
      d3
        .axisLeft(y)
        .ticks(Math.max(2, Math.floor(height / 40)))
        .tickFormat((v) => format(Number(v))),
    );
  svg
    .append('text')
    .attr('class', 'axis-label')
    .attr('x', MARGIN.left + 4)
    .attr('y', MARGIN.top + 4)
    .attr('dominant-baseline', 'hanging')
    .text(label);
}

/** The playhead as a vertical rule, so a chart reads as "now" on the timeline. */
export function drawPlayhead(svg: Svg, px: number, height: number): void {
  svg
    .append('line')
    .attr('class', 'playhead')
    .attr('x1', px)
    .attr('x2', px)
    .attr('y1', MARGIN.top)
    .attr('y2', height - MARGIN.bottom)
    .attr('stroke', '#2f6db5')
    .attr('stroke-opacity', 0.45)
    .attr('stroke-width', 1.5);
}
