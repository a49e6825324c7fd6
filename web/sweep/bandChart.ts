// One band figure (sweep.bands), built only from its arguments like renderSweepChart: at each swept
// value a shaded box from the mean low end to the mean high end of the reported range, a thin bar
// per run inside it (the seed's figures drew every run's interval), and the truth as a solid line
// with dots through the boxes, so a range that misses the truth is seen at a glance. Paper lines
// (paperValues on the band's metrics) are dashed with diamonds, as on the metric charts.
import * as d3 from 'd3';
import type { Language } from '../i18n/language';
import { type BandSeries, bandWords } from './bands';
import type { PaperSeries } from './paperValues';
import { axis, chartFrame, numericAxis, SWEEP_CHART_DEFAULTS, sweptX } from './sweepChart';

export interface BandChartInput {
  width: number;
  height: number;
  title: string;
  xLabel: string;
  series: BandSeries[];
  paper: (PaperSeries & { group: string })[];
  /** The swept parameter's declared spacing (sweep.parameters[i].scale), if any. */
  xScale?: 'linear' | 'log';
  /** The language of the key and the tooltips (English when absent). */
  lang?: Language;
}

export const BAND_CHART_DEFAULTS = {
  /** Box fill opacity: light enough that the truth line and the run bars read through it. */
  fillOpacity: 0.22,
  truthInk: '#1d2733',
  /** A range whose ends coincide still gets a box this tall, so "[0, 0]" is seen, not lost. */
  minBoxPx: 3,
  maxBoxPx: 40,
  /** One dash pattern per paper line, so two dashed lines in the same ink stay apart. */
  paperDashes: ['6 4', '2 3', '10 3 2 3'],
};

export function renderBandChart(svgEl: SVGSVGElement, input: BandChartInput): void {
  const { width, height, series, paper } = input;
  const D = SWEEP_CHART_DEFAULTS;
  const B = BAND_CHART_DEFAULTS;
  const w = bandWords(input.lang ?? 'en');
  const hasTruth = series.some((s) => s.points.some((p) => p.truth !== undefined));
  const paperLabels = [...new Set(paper.map((s) => s.label))];
  const key = flow(
    [
      ...(series.length > 1
        ? series.map((s, i) => ({
            kind: 'box' as const,
            text: s.group || w.keyAll,
            color: D.colors[i % D.colors.length],
          }))
        : [{ kind: 'box' as const, text: w.keyRange, color: D.colors[0] }]),
      ...(hasTruth ? [{ kind: 'line' as const, text: w.keyTruth, color: B.truthInk }] : []),
      ...paperLabels.map((text, k) => ({ kind: 'dashed' as const, text, color: D.paperInk, dash: dashOf(k) })),
    ],
    D.margin.left,
    width - D.margin.right,
  );
  // The key sits between the title and the plot, so it never covers a box.
  const m = { ...D.margin, top: 40 + key.rows * 16 };
  const svg = chartFrame(svgEl, width, height, m.left, input.title);
  if (width < 160 || height < 140) return;

  const range: [number, number] = [m.left, width - m.right];
  const { x, xs, numeric, at } = sweptX(series, paper, range, input.xScale);

  const ys = [
    ...series.flatMap((s) =>
      s.points.flatMap((p) => [p.low, p.high, p.truth ?? p.low, ...p.runs.flatMap((r) => [r.low, r.high])]),
    ),
    ...paper.flatMap((s) => s.points.map((p) => p.y)),
  ].filter(Number.isFinite);
  const lo = Math.min(0, d3.min(ys) ?? 0);
  const hi = d3.max(ys) ?? 1;
  const y = d3
    .scaleLinear()
    .domain([lo, hi > lo ? hi * 1.05 : lo + 1])
    .nice()
    .range([height - m.bottom, m.top]);

  axis(
    svg
      .append('g')
      .attr('transform', `translate(0,${height - m.bottom})`)
      .call(
        numeric
          ? numericAxis(x as d3.ScaleContinuousNumeric<number, number>, width)
          : d3.axisBottom(x as d3.ScalePoint<string>),
      ),
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

  // Boxes share each x's slot: 60 % of the smallest gap between neighbouring x positions, split
  // between the groups, so boxes of adjacent points or groups never overlap.
  const centres = [...new Set(xs.map((v) => at(v)))].sort((a, b) => a - b);
  const gap = d3.min(centres.slice(1).map((c, i) => c - centres[i])) ?? B.maxBoxPx * 2;
  const slot = Math.min(B.maxBoxPx * series.length, gap * 0.6);
  const boxW = Math.max(4, slot / Math.max(1, series.length));

  // Paper lines first, then each group's truth line, then its boxes on top: a narrow range that
  // sits on the truth stays visible.
  for (const s of paper) {
    const g = svg.append('g').attr('data-series', `paper:${s.label}`);
    g.append('path')
      .attr('fill', 'none')
      .attr('stroke', D.paperInk)
      .attr('stroke-width', 1.5)
      .attr('stroke-dasharray', dashOf(paperLabels.indexOf(s.label)))
      .attr(
        'd',
        d3
          .line<PaperSeries['points'][number]>()
          .x((p) => at(p.x))
          .y((p) => y(p.y))(s.points) ?? '',
      );
    for (const p of s.points)
      g.append('path')
        .attr('d', `M${at(p.x)},${y(p.y) - 5}l5,5l-5,5l-5,-5Z`)
        .attr('fill', '#ffffff')
        .attr('stroke', D.paperInk)
        .attr('stroke-width', 1.5)
        .append('title')
        .text(`${s.label}: ${p.x} → ${w.num(p.y)}`);
  }

  series.forEach((s, i) => {
    const color = D.colors[i % D.colors.length];
    const offset = (i - (series.length - 1) / 2) * boxW;
    const truth = s.points.filter((p) => p.truth !== undefined).sort((a, b) => (numeric ? +a.x - +b.x : 0));
    if (truth.length > 0) {
      const t = svg.append('g').attr('data-truth', s.group || 'truth');
      const ink = series.length > 1 ? color : B.truthInk;
      t.append('path')
        .attr('fill', 'none')
        .attr('stroke', ink)
        .attr('stroke-width', 2)
        .attr(
          'd',
          d3
            .line<BandSeries['points'][number]>()
            .x((p) => at(p.x) + offset)
            .y((p) => y(p.truth as number))(truth) ?? '',
        );
      for (const p of truth)
        t.append('circle')
          .attr('cx', at(p.x) + offset)
          .attr('cy', y(p.truth as number))
          .attr('r', 3)
          .attr('fill', ink);
    }
    const g = svg.append('g').attr('data-series', s.group || 'band');
    for (const p of s.points) {
      const cx = at(p.x) + offset;
      const top = y(Math.max(p.low, p.high));
      const h = Math.max(B.minBoxPx, y(Math.min(p.low, p.high)) - top);
      g.append('rect')
        .attr('data-band', String(p.x))
        .attr('x', cx - boxW / 2)
        .attr('y', h === B.minBoxPx ? top - B.minBoxPx / 2 : top)
        .attr('width', boxW)
        .attr('height', h)
        .attr('fill', color)
        .attr('fill-opacity', B.fillOpacity)
        .attr('stroke', color)
        .attr('stroke-width', 1.5)
        .append('title')
        .text(w.tip(input.xLabel, p));
      p.runs.forEach((r, k) => {
        const rx = cx - boxW / 2 + ((k + 1) * boxW) / (p.runs.length + 1);
        g.append('path')
          .attr('data-run', String(k))
          .attr('stroke', color)
          .attr('stroke-width', 1.5)
          .attr(
            'd',
            `M${rx},${y(r.low)}V${y(r.high)}M${rx - 2},${y(r.low)}H${rx + 2}M${rx - 2},${y(r.high)}H${rx + 2}`,
          );
      });
    }
  });

  legend(svg, key.placed);
}

interface Entry {
  kind: 'box' | 'line' | 'dashed';
  text: string;
  color: string;
  dash?: string;
}

function dashOf(k: number): string {
  const dashes = BAND_CHART_DEFAULTS.paperDashes;
  return dashes[Math.max(0, k) % dashes.length];
}

/** Key entries flowed left to right in rows that fit the width. */
function flow(entries: Entry[], left: number, right: number) {
  const placed: { entry: Entry; x: number; row: number }[] = [];
  let x = left;
  let row = 0;
  for (const entry of entries) {
    const w = 30 + entry.text.length * 6.6 + 16; // swatch, text at 12 px, gap
    if (x > left && x + w > right) {
      row++;
      x = left;
    }
    placed.push({ entry, x, row });
    x += w;
  }
  return { placed, rows: row + 1 };
}

function legend(svg: d3.Selection<SVGSVGElement, unknown, null, undefined>, placed: ReturnType<typeof flow>['placed']) {
  const g = svg.append('g');
  for (const { entry: e, x, row } of placed) {
    const yy = 36 + row * 16;
    if (e.kind === 'box')
      g.append('rect')
        .attr('x', x + 6)
        .attr('y', yy - 6)
        .attr('width', 12)
        .attr('height', 12)
        .attr('fill', e.color)
        .attr('fill-opacity', BAND_CHART_DEFAULTS.fillOpacity)
        .attr('stroke', e.color);
    else
      g.append('line')
        .attr('x1', x)
        .attr('x2', x + 24)
        .attr('y1', yy)
        .attr('y2', yy)
        .attr('stroke', e.color)
        .attr('stroke-width', 2)
        .attr('stroke-dasharray', e.kind === 'dashed' ? (e.dash ?? dashOf(0)) : null);
    g.append('text')
      .attr('class', 'sweep-legend')
      .attr('x', x + 30)
      .attr('y', yy + 4)
      .attr('fill', SWEEP_CHART_DEFAULTS.ink)
      .text(e.text);
  }
}
