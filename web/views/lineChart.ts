// A streaming line chart built only from its arguments (STYLE practice 15): d3 scales, axes and a
// line generator, redrawn into the given <svg>. Time on x (ns, shown in a readable unit).
import * as d3 from 'd3';

export interface LineChartInput {
  width: number;
  height: number;
  t: readonly number[]; // ns
  v: readonly number[];
  count: number; // samples revealed so far (t[0..count))
  xMax: number; // right end of the x axis, ns
  yLabel: string;
  color?: string;
  /** Time of the playhead (ns): a vertical rule, so a chart reads as "now" on the timeline. */
  playhead?: number;
}

/** Maps a pointer's x in the chart back to sim time (ns); the inverse of the chart's x scale. */
export type TimeAt = (px: number) => number;

const MARGIN = { top: 12, right: 16, bottom: 34, left: 56 };

export function renderLineChart(svgEl: SVGSVGElement, input: LineChartInput): TimeAt {
  const { width, height, t, v, count } = input;
  if (t.length !== v.length) throw new Error('line chart: channels t and v differ in length');
  const svg = d3.select(svgEl).attr('width', width).attr('height', height);
  svg.selectAll('*').remove();
  const [unit, scale] = timeUnit(input.xMax);
  const x = d3.scaleLinear().domain([0, Math.max(1, input.xMax) / scale]).range([MARGIN.left, width - MARGIN.right]);
  const timeAt: TimeAt = (px) => Math.max(0, x.invert(px) * scale);
  if (width < 80 || height < 60) return timeAt;
  let yMax = 0;
  for (let i = 0; i < count; i++) if (v[i] > yMax) yMax = v[i];
  const y = d3.scaleLinear().domain([0, yMax > 0 ? yMax * 1.1 : 1]).nice().range([height - MARGIN.bottom, MARGIN.top]);

  svg.append('g').attr('class', 'axis').attr('transform', `translate(0,${height - MARGIN.bottom})`)
    .call(d3.axisBottom(x).ticks(Math.max(2, Math.floor(width / 90))));
  svg.append('g').attr('class', 'axis').attr('transform', `translate(${MARGIN.left},0)`)
    .call(d3.axisLeft(y).ticks(Math.max(2, Math.floor(height / 40))).tickFormat(d3.format(y.domain()[1] >= 1000 ? '~s' : '~g')));
  svg.append('text').attr('class', 'axis-label').attr('x', width - MARGIN.right).attr('y', height - 4)
    .attr('text-anchor', 'end').text(`time (${unit})`);
  svg.append('text').attr('class', 'axis-label').attr('x', MARGIN.left + 4).attr('y', MARGIN.top + 4)
    .attr('dominant-baseline', 'hanging').text(input.yLabel);

  const idx = d3.range(count);
  const line = d3.line<number>().x((i) => x(t[i] / scale)).y((i) => y(v[i]));
  svg.append('path').datum(idx).attr('fill', 'none').attr('stroke', input.color ?? '#2f6db5')
    .attr('stroke-width', 2).attr('d', line);
  if (input.playhead !== undefined) {
    const px = x(input.playhead / scale);
    svg.append('line').attr('class', 'playhead').attr('x1', px).attr('x2', px).attr('y1', MARGIN.top)
      .attr('y2', height - MARGIN.bottom).attr('stroke', '#2f6db5').attr('stroke-opacity', 0.35).attr('stroke-width', 1);
  }
  return timeAt;
}

function timeUnit(maxNs: number): [string, number] {
  if (maxNs >= 2e9) return ['s', 1e9];
  if (maxNs >= 2e6) return ['ms', 1e6];
  if (maxNs >= 2e3) return ['µs', 1e3];
  return ['ns', 1];
}
