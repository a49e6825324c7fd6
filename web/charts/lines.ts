// A streaming line chart of one or more time series, built only from its arguments (STYLE practice
// 15): d3 scales, axes and a line generator, redrawn into the given <svg>. Time on x; each series
// reveals its first `count` samples; a small legend names the lines when there are several.
import * as d3 from 'd3';
import { drawPlayhead, drawTimeAxis, drawValueAxis, MARGIN, type TimeAt, timeFrame } from './axes';

export interface LineSeries {
  name: string;
  t: readonly number[]; // ns
  v: readonly number[];
  /** Samples revealed so far (t[0..count)). */
  count: number;
  color: string;
  dashed?: boolean;
}

export interface LinesInput {
  width: number;
  height: number;
  series: readonly LineSeries[];
  /** Right end of the x axis, ns. */
  xMax: number;
  yLabel: string;
  /** Time of the playhead (ns). */
  playhead?: number;
}

export const LINE_DEFAULTS = { strokeWidth: 2, legendRow: 16 };

/** Line colours: blue, green, red (red kept for losses, as on the topology). */
export const SERIES_COLORS = ['#2f6db5', '#2e9b4f', '#c62828', '#8e5bb5', '#b58a00', '#1f9aa8'];

export function renderLines(svgEl: SVGSVGElement, input: LinesInput): TimeAt {
  const { width, height, series } = input;
  for (const s of series) {
    if (s.t.length !== s.v.length)
      throw new Error(`line chart: series "${s.name}" has channels t and v of different lengths`);
  }
  const { svg, x, unit, scale, timeAt, drawable } = timeFrame(svgEl, width, height, input.xMax);
  if (!drawable) return timeAt;
  let yMax = 0;
  for (const s of series) for (let i = 0; i < s.count; i++) if (s.v[i] > yMax) yMax = s.v[i];
  const top = MARGIN.top + (series.length > 1 ? LINE_DEFAULTS.legendRow : 0); // a legend row above the plot
  const y = d3
    .scaleLinear()
    .domain([0, yMax > 0 ? yMax * 1.1 : 1])
    .nice()
    .range([height - MARGIN.bottom, top]);
  drawTimeAxis(svg, x, width, height, unit);
  drawValueAxis(svg, y, height, series.length > 1 ? '' : input.yLabel);

  for (const s of series) {
    const line = d3
      .line<number>()
      .x((i) => x(s.t[i] / scale))
      .y((i) => y(s.v[i]));
    svg
      .append('path')
      .datum(d3.range(s.count))
      .attr('class', 'series-line')
      .attr('fill', 'none')
      .attr('stroke', s.color)
      .attr('stroke-width', LINE_DEFAULTS.strokeWidth)
      .attr('stroke-dasharray', s.dashed ? '6 4' : null)
      .attr('d', line);
  }
  if (series.length > 1) drawLegend(svg, series, input.yLabel);
  if (input.playhead !== undefined) drawPlayhead(svg, x(input.playhead / scale), height);
  return timeAt;
}

/** Names of the lines in one row above the plot (unit first), so no line is ever hidden behind it. */
function drawLegend(
  svg: d3.Selection<SVGSVGElement, unknown, null, undefined>,
  series: readonly LineSeries[],
  unit: string,
): void {
  const g = svg
    .append('g')
    .attr('class', 'chart-legend')
    .attr('transform', `translate(${MARGIN.left - 40},${MARGIN.top})`);
  let x = 0;
  if (unit) {
    g.append('text')
      .attr('class', 'axis-label')
      .attr('x', 0)
      .attr('y', 0)
      .attr('dominant-baseline', 'middle')
      .text(unit);
    x += unit.length * 7 + 14;
  }
  for (const s of series) {
    g.append('line')
      .attr('x1', x)
      .attr('x2', x + 16)
      .attr('y1', 0)
      .attr('y2', 0)
      .attr('stroke', s.color)
      .attr('stroke-width', 3)
      .attr('stroke-dasharray', s.dashed ? '5 3' : null);
    const text = g
      .append('text')
      .attr('x', x + 21)
      .attr('y', 0)
      .attr('dominant-baseline', 'middle')
      .attr('class', 'legend-text')
      .text(s.name);
    const w = (text.node() as SVGTextElement | null)?.getComputedTextLength?.() || s.name.length * 6.5;
    x += 21 + w + 14;
  }
}
