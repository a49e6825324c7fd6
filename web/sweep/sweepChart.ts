// One sweep figure, built only from its arguments (STYLE practice 15): mean of a metric against
// the swept value, a 95% CI bar at every point, one line per group of the other parameters, and
// the paper's values as a dashed overlay. Colours and fonts are set as SVG attributes, not CSS
// classes, so an exported SVG looks the same outside the app.
import * as d3 from 'd3';
import type { ChartSeries } from './aggregate';
import type { PaperSeries } from './paperValues';

export interface SweepChartInput {
  width: number;
  height: number;
  metric: string;
  xLabel: string;
  series: ChartSeries[];
  /** Paper lines; `group` names the simulated line each belongs to ("" for none in particular). */
  paper: (PaperSeries & { group: string })[];
  /** The swept parameter's declared spacing (sweep.parameters[i].scale), if any. */
  xScale?: 'linear' | 'log';
}

export const SWEEP_CHART_DEFAULTS = {
  margin: { top: 34, right: 18, bottom: 42, left: 64 },
  font: 'system-ui, sans-serif',
  ink: '#1d2733',
  axis: '#4a5663',
  /** Paper lines that belong to no particular simulated line. */
  paperInk: '#222222',
  /** Colour-blind-safe palette (Okabe–Ito), one per group. */
  colors: ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#F0E442', '#000000'],
};

export function renderSweepChart(svgEl: SVGSVGElement, input: SweepChartInput): void {
  const { width, height, series, paper } = input;
  const D = SWEEP_CHART_DEFAULTS;
  const layout = legendLayout(legendEntries(series, paper), D.margin.left, width - D.margin.right);
  // The legend sits between the title and the plot, so it never covers a data point.
  const m = { ...D.margin, top: layout.rows ? 36 + layout.rows * 16 : D.margin.top };
  const svg = chartFrame(svgEl, width, height, m.left, input.metric);
  if (width < 160 || height < 120) return;

  const { x, numeric, at } = sweptX(series, paper, [m.left, width - m.right], input.xScale);

  const ys = [
    ...series.flatMap((s) => s.points.flatMap((p) => [p.mean - p.halfWidth, p.mean + p.halfWidth])),
    ...paper.flatMap((s) => s.points.flatMap((p) => [p.y, p.low ?? p.y, p.high ?? p.y])),
  ].filter(Number.isFinite);
  const lo = Math.min(0, d3.min(ys) ?? 0);
  const hi = d3.max(ys) ?? 1;
  const y = d3
    .scaleLinear()
    .domain([lo, hi > lo ? hi * 1.05 : lo + 1])
    .nice()
    .range([height - m.bottom, m.top]);

  const xAxis = numeric
    ? numericAxis(x as d3.ScaleContinuousNumeric<number, number>, width)
    : d3.axisBottom(x as d3.ScalePoint<string>);
  axis(
    svg
      .append('g')
      .attr('transform', `translate(0,${height - m.bottom})`)
      .call(xAxis),
  );
  axis(
    svg
      .append('g')
      .attr('transform', `translate(${m.left},0)`)
      .call(
        d3
          .axisLeft(y)
          .ticks(Math.max(2, Math.floor(height / 45)))
          .tickFormat(d3.format(Math.abs(y.domain()[1]) >= 1e4 ? '~s' : '~g')),
      ),
  );
  svg
    .append('text')
    .attr('x', width - m.right)
    .attr('y', height - 6)
    .attr('text-anchor', 'end')
    .attr('fill', D.axis)
    .text(input.xLabel);

  series.forEach((s, i) => {
    const color = D.colors[i % D.colors.length];
    const g = svg.append('g').attr('data-series', s.group || s.metric);
    const pts = [...s.points].sort((a, b) => (numeric ? (a.x as number) - (b.x as number) : 0));
    g.append('path')
      .attr('fill', 'none')
      .attr('stroke', color)
      .attr('stroke-width', 2)
      .attr(
        'd',
        d3
          .line<(typeof pts)[number]>()
          .x((p) => at(p.x))
          .y((p) => y(p.mean))(pts) ?? '',
      );
    for (const p of pts) {
      const cx = at(p.x);
      if (p.halfWidth > 0) {
        const [y0, y1] = [y(p.mean - p.halfWidth), y(p.mean + p.halfWidth)];
        g.append('path')
          .attr('stroke', color)
          .attr('stroke-width', 1.5)
          .attr('fill', 'none')
          .attr('d', `M${cx},${y0}V${y1}M${cx - 4},${y0}H${cx + 4}M${cx - 4},${y1}H${cx + 4}`);
      }
      g.append('circle')
        .attr('cx', cx)
        .attr('cy', y(p.mean))
        .attr('r', 3.5)
        .attr('fill', color)
        .append('title')
        .text(`${input.xLabel} = ${p.x}: mean ${fmt(p.mean)} ± ${fmt(p.halfWidth)} (95% CI, n = ${p.n})`);
    }
  });

  paper.forEach((s) => {
    const ink = paperColor(s, series);
    const g = svg.append('g').attr('data-series', `paper:${s.label}`);
    g.append('path')
      .attr('fill', 'none')
      .attr('stroke', ink)
      .attr('stroke-width', 1.5)
      .attr('stroke-dasharray', '6 4')
      .attr(
        'd',
        d3
          .line<(typeof s.points)[number]>()
          .x((p) => at(p.x))
          .y((p) => y(p.y))(s.points) ?? '',
      );
    for (const p of s.points) {
      const cx = at(p.x);
      const cy = y(p.y);
      if (p.low !== undefined || p.high !== undefined) {
        g.append('path')
          .attr('stroke', ink)
          .attr('stroke-width', 1)
          .attr('d', `M${cx},${y(p.low ?? p.y)}V${y(p.high ?? p.y)}`);
      }
      g.append('path')
        .attr('d', `M${cx},${cy - 5}L${cx + 5},${cy}L${cx},${cy + 5}L${cx - 5},${cy}Z`)
        .attr('fill', '#ffffff')
        .attr('stroke', ink)
        .attr('stroke-width', 1.5)
        .append('title')
        .text(`${s.label}: ${p.x} → ${fmt(p.y)}`);
    }
  });

  legend(svg, layout);
}

/** A blank chart of the given size with its title: the start of every sweep chart. */
export function chartFrame(svgEl: SVGSVGElement, width: number, height: number, left: number, title: string) {
  const D = SWEEP_CHART_DEFAULTS;
  const svg = d3
    .select(svgEl)
    .attr('width', width)
    .attr('height', height)
    .attr('viewBox', `0 0 ${width} ${height}`)
    .attr('font-family', D.font)
    .attr('font-size', 12);
  svg.selectAll('*').remove();
  svg.append('rect').attr('width', width).attr('height', height).attr('fill', '#ffffff');
  svg
    .append('text')
    .attr('x', left)
    .attr('y', 20)
    .attr('font-size', 14)
    .attr('font-weight', 700)
    .attr('fill', D.ink)
    .text(title);
  return svg;
}

/**
 * The x scale over the swept values of the series and the paper's points: numeric when every
 * swept value is a number, else one place per value; `at` places a value on it either way.
 */
export function sweptX(
  series: readonly { points: readonly { x: number | string }[] }[],
  paper: readonly { points: readonly { x: number }[] }[],
  range: [number, number],
  scale?: 'linear' | 'log',
) {
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const numeric = xs.every((x) => typeof x === 'number');
  const px = paper.flatMap((s) => s.points.map((p) => p.x));
  const x = numeric ? numericX([...(xs as number[]), ...px], range, scale) : categoricalX(xs.map(String), range);
  const at = (v: number | string) =>
    numeric
      ? (x as d3.ScaleContinuousNumeric<number, number>)(v as number)
      : ((x as d3.ScalePoint<string>)(String(v)) ?? 0);
  return { x, xs, numeric, at };
}

export function numericX(values: number[], range: [number, number], scale?: 'linear' | 'log') {
  const [a, b] = d3.extent(values) as [number, number];
  // Grids such as 1, 10, 100, 1000 read better on a log axis; mild ranges stay linear. A declared
  // scale wins (a log axis still needs positive values).
  if (a > 0 && b > a && (scale === 'log' || (scale === undefined && b / a >= 100)))
    return d3.scaleLog().domain([a, b]).range(range).nice();
  const pad = a === b ? Math.max(1, Math.abs(a) * 0.1) : (b - a) * 0.04;
  return d3
    .scaleLinear()
    .domain([a - pad, b + pad])
    .range(range);
}

/**
 * A numeric x axis; values of 10,000 and more are written with SI prefixes (2M, not 2,000,000), as the
 * y axis writes them, so wide grids such as bit rates keep their tick labels apart.
 */
export function numericAxis(x: d3.ScaleContinuousNumeric<number, number>, width: number) {
  const big = Math.max(...x.domain().map(Math.abs)) >= 1e4;
  const ticks = Math.max(2, Math.floor(width / 80));
  if (!big) return d3.axisBottom(x).ticks(ticks);
  // A log scale picks which ticks to label from the specifier; a linear one labels each on its own
  // (a shared prefix would write 0 as "0M").
  const log = 'base' in x;
  return log
    ? d3.axisBottom(x).ticks(ticks, '~s')
    : d3
        .axisBottom(x)
        .ticks(ticks)
        .tickFormat((v) => d3.format('~s')(Number(v)));
}

export function categoricalX(values: string[], range: [number, number]) {
  return d3
    .scalePoint<string>()
    .domain([...new Set(values)])
    .range(range)
    .padding(0.5);
}

export function axis(g: d3.Selection<SVGGElement, unknown, null, undefined>) {
  g.selectAll('text').attr('fill', SWEEP_CHART_DEFAULTS.axis).attr('font-size', 12);
  g.selectAll('line,path').attr('stroke', '#9aa5b1');
}

interface LegendEntry {
  text: string;
  color: string;
  dashed: boolean;
  marker: 'dot' | 'diamond' | 'none';
}

/**
 * One coloured entry per line group, then a key for the two line styles (solid = simulated mean
 * with 95% CI, dashed with diamonds = paper), so six lines need five short entries, not six long
 * ones. A single simulated line without paper values needs no legend: the title says what it is.
 */
function legendEntries(series: ChartSeries[], paper: SweepChartInput['paper']): LegendEntry[] {
  const D = SWEEP_CHART_DEFAULTS;
  const groups: LegendEntry[] =
    series.length > 1
      ? series.map((s, i) => ({
          text: s.group || 'all',
          color: D.colors[i % D.colors.length],
          dashed: false,
          marker: 'none',
        }))
      : [];
  const strayPaper = paper.filter((p) => paperColor(p, series) === D.paperInk);
  if (groups.length === 0 && paper.length === 0) return [];
  return [
    ...groups,
    { text: 'simulated: mean ± 95% CI', color: series.length > 1 ? D.ink : D.colors[0], dashed: false, marker: 'dot' },
    ...(paper.length
      ? [
          {
            text: strayPaper.length === 1 ? strayPaper[0].label : 'paper',
            color: strayPaper.length ? D.paperInk : D.ink,
            dashed: true,
            marker: 'diamond' as const,
          },
        ]
      : []),
  ];
}

/** Legend entries flowed left to right in rows that fit the width. */
function legendLayout(entries: LegendEntry[], left: number, right: number) {
  const placed: { entry: LegendEntry; x: number; row: number }[] = [];
  let x = left;
  let row = 0;
  for (const entry of entries) {
    const w = 30 + entry.text.length * 6.6 + 16; // swatch, text at 12px, gap
    if (x > left && x + w > right) {
      row++;
      x = left;
    }
    placed.push({ entry, x, row });
    x += w;
  }
  return { placed, rows: entries.length ? row + 1 : 0 };
}

function legend(svg: d3.Selection<SVGSVGElement, unknown, null, undefined>, layout: ReturnType<typeof legendLayout>) {
  const D = SWEEP_CHART_DEFAULTS;
  const g = svg.append('g');
  for (const { entry: e, x, row } of layout.placed) {
    const yy = 36 + row * 16;
    g.append('line')
      .attr('x1', x)
      .attr('x2', x + 24)
      .attr('y1', yy)
      .attr('y2', yy)
      .attr('stroke', e.color)
      .attr('stroke-width', 2)
      .attr('stroke-dasharray', e.dashed ? '6 4' : null);
    if (e.marker === 'dot')
      g.append('circle')
        .attr('cx', x + 12)
        .attr('cy', yy)
        .attr('r', 3.5)
        .attr('fill', e.color);
    if (e.marker === 'diamond') {
      g.append('path')
        .attr('d', `M${x + 12},${yy - 5}L${x + 17},${yy}L${x + 12},${yy + 5}L${x + 7},${yy}Z`)
        .attr('fill', '#ffffff')
        .attr('stroke', e.color)
        .attr('stroke-width', 1.5);
    }
    g.append('text')
      .attr('class', 'sweep-legend')
      .attr('x', x + 30)
      .attr('y', yy + 4)
      .attr('fill', D.ink)
      .text(e.text);
  }
}

/** A paper line takes the colour of the simulated line it belongs to, so the pair reads as one. */
function paperColor(s: { group: string }, series: ChartSeries[]): string {
  const D = SWEEP_CHART_DEFAULTS;
  const i = s.group ? series.findIndex((x) => x.group === s.group) : -1;
  return i >= 0 ? D.colors[i % D.colors.length] : D.paperInk;
}

export function fmt(v: number): string {
  if (!Number.isFinite(v)) return '—';
  return Math.abs(v) >= 1e4 || (v !== 0 && Math.abs(v) < 1e-3) ? d3.format('.4~s')(v) : d3.format('.4~g')(v);
}
