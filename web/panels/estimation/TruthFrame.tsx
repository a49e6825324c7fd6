// The frame both estimators' search charts are drawn in: time across, rate up, the axes with their
// three ticks and the tight link's true available bandwidth A(t) as a grey line (TruthMonitor's
// series, written by pathload's receiver and abget's client alike).
import type { EstimationTruth } from '../../../wasm/contracts';
import { formatRate } from '../../playback/format';

export const FRAME_W = 320;
export const FRAME_H = 170;
export const FRAME_PAD = { l: 56, r: 8, t: 8, b: 20 };

type TruthSeries = EstimationTruth['series'];

export interface Frame {
  t0: number;
  tEnd: number;
  /** The largest rate shown; the axis reaches 10 % above it. */
  peak: number;
  x: (t: number) => number;
  y: (bps: number) => number;
}

/** Scales for [t0, tEnd] (stretched to the truth's last bin) and rates up to `peak`. */
export function truthFrame(t0: number, tEnd: number, peak: number, truth: TruthSeries): Frame {
  const end = Math.max(t0 + 1, tEnd, truth.length ? truth[truth.length - 1][0] : 0);
  const top = 1.1 * Math.max(peak, 1);
  const { l, r, t, b } = FRAME_PAD;
  return {
    t0,
    tEnd: end,
    peak: top / 1.1,
    x: (s) => l + ((s - t0) / (end - t0)) * (FRAME_W - l - r),
    y: (bps) => FRAME_H - b - (Math.min(bps, top) / top) * (FRAME_H - t - b),
  };
}

/** The truth line's path from the frame's start on. */
export function truthPath(truth: TruthSeries, f: Frame): string {
  return truth
    .filter(([t]) => t >= f.t0)
    .map(([t, a], i) => `${i === 0 ? 'M' : 'L'}${f.x(t).toFixed(1)},${f.y(a).toFixed(1)}`)
    .join('');
}

/** Both axes, the peak and zero on the rate axis, the end time on the time axis. */
export function FrameAxes({ frame }: { frame: Frame }) {
  const { l, r, t, b } = FRAME_PAD;
  return (
    <>
      <line x1={l} y1={FRAME_H - b} x2={FRAME_W - r} y2={FRAME_H - b} className="axis" />
      <line x1={l} y1={t} x2={l} y2={FRAME_H - b} className="axis" />
      <text x={l - 4} y={frame.y(frame.peak) + 4} className="tick" textAnchor="end">
        {formatRate(frame.peak)}
      </text>
      <text x={l - 4} y={FRAME_H - b} className="tick" textAnchor="end">
        0
      </text>
      <text x={FRAME_W - r} y={FRAME_H - 4} className="tick" textAnchor="end">
        {frame.tEnd.toFixed(0)} s
      </text>
    </>
  );
}
