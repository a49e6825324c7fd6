// A time-sequence diagram in the style of tcptrace for one TCP flow, from its sender's trace
// records: each data segment a short vertical bar from its first byte to its last (blue), each
// retransmission the same in red, the cumulative ACK the sender receives as a green step line, and
// every duplicate ACK an orange dot on that line. Slow start shows as a curve bending upwards, a
// loss as a gap in the bars with dots piling up under it, then a red bar and the ACK line jumping.
// The collection, the loss windows and the drawing are pure (built only from their arguments).
import * as d3 from 'd3';
import { SEG_ACK, SEG_DATA, SEG_DUPACK, SEG_RETX, type TimeSeq } from '../scene/timeSeq';
import { drawPlayhead, drawTimeAxis, drawValueAxis, MARGIN, type Svg, type TimeAt, timeUnit } from './axes';

/**
 * One window per loss repair among the first `count` points: from when the first retransmitted
 * segment of a repair was first sent, to as long again after its retransmission (so the duplicate
 * ACKs, the retransmission and the ACK line's jump are all in it). Retransmissions within a
 * window belong to it.
 */
export function lossWindows(ts: TimeSeq, count: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    if (ts.kind[i] !== SEG_RETX) continue;
    const tr = ts.t[i];
    if (out.length > 0 && tr <= out[out.length - 1][1]) continue;
    let sent = tr;
    for (let j = i - 1; j >= 0; j--)
      if (ts.kind[j] === SEG_DATA && ts.y[j] === ts.y[i]) {
        sent = ts.t[j];
        break;
      }
    const span = Math.max(tr - sent, 1e6);
    out.push([Math.max(0, sent - span * 0.2), tr + span]);
  }
  return out;
}

export interface TimeSeqInput {
  width: number;
  height: number;
  ts: TimeSeq;
  /** Points revealed so far (the first `count`). */
  count: number;
  /** The time range drawn (ns). */
  from: number;
  to: number;
  playhead?: number;
}

export const TIMESEQ_COLORS = { data: '#2f6db5', retx: '#c62828', ack: '#2e9b4f', dup: '#e08a00' };

export function renderTimeSeq(svgEl: SVGSVGElement, input: TimeSeqInput): TimeAt {
  const { width, height, ts, count, from, to } = input;
  const svg: Svg = d3.select(svgEl).attr('width', width).attr('height', height);
  svg.selectAll('*').remove();
  const [unit, scale] = timeUnit(to - from > 0 ? to : 1);
  const x = d3
    .scaleLinear()
    .domain([from / scale, Math.max(from + 1, to) / scale])
    .range([MARGIN.left, width - MARGIN.right]);
  const timeAt: TimeAt = (px) => Math.max(from, Math.min(to, x.invert(px) * scale));
  if (width < 80 || height < 60) return timeAt;
  let lo = Number.POSITIVE_INFINITY;
  let hi = 0;
  const shown: number[] = [];
  for (let i = 0; i < count; i++) {
    if (ts.t[i] < from || ts.t[i] > to) continue;
    shown.push(i);
    lo = Math.min(lo, ts.y[i]);
    hi = Math.max(hi, ts.y[i] + ts.len[i]);
  }
  if (shown.length === 0) {
    lo = 0;
    hi = 1;
  }
  const y = d3
    .scaleLinear()
    .domain([lo, Math.max(hi, lo + 1)])
    .nice()
    .range([height - MARGIN.bottom, MARGIN.top]);
  drawTimeAxis(svg, x, width, height, unit);
  drawValueAxis(svg, y, height, 'byte');
  const plot = svg.append('g').attr('class', 'timeseq');
  const px = (i: number) => x(ts.t[i] / scale);
  // The ACK line: a step from each ACK to the next.
  const acks = shown.filter((i) => ts.kind[i] === SEG_ACK || ts.kind[i] === SEG_DUPACK);
  if (acks.length > 0) {
    const line = d3
      .line<number>()
      .x(px)
      .y((i) => y(ts.y[i]))
      .curve(d3.curveStepAfter);
    plot
      .append('path')
      .datum(acks)
      .attr('class', 'ts-ack')
      .attr('fill', 'none')
      .attr('stroke', TIMESEQ_COLORS.ack)
      .attr('stroke-width', 1.5)
      .attr('d', line);
  }
  for (const [kind, cls, color] of [
    [SEG_DATA, 'ts-data', TIMESEQ_COLORS.data],
    [SEG_RETX, 'ts-retx', TIMESEQ_COLORS.retx],
  ] as const) {
    plot
      .selectAll(`line.${cls}`)
      .data(shown.filter((i) => ts.kind[i] === kind))
      .join('line')
      .attr('class', cls)
      .attr('x1', px)
      .attr('x2', px)
      .attr('y1', (i) => y(ts.y[i]))
      .attr('y2', (i) => Math.min(y(ts.y[i]) - 2, y(ts.y[i] + ts.len[i])))
      .attr('stroke', color)
      .attr('stroke-width', kind === SEG_RETX ? 3 : 1.5);
  }
  plot
    .selectAll('circle.ts-dup')
    .data(shown.filter((i) => ts.kind[i] === SEG_DUPACK))
    .join('circle')
    .attr('class', 'ts-dup')
    .attr('cx', px)
    .attr('cy', (i) => y(ts.y[i]))
    .attr('r', 2.5)
    .attr('fill', TIMESEQ_COLORS.dup);
  if (input.playhead !== undefined && input.playhead >= from && input.playhead <= to)
    drawPlayhead(svg, x(input.playhead / scale), height);
  return timeAt;
}
