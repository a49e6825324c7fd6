// pathload's search drawn over the ground truth: each fleet as a bar at its rate across its time,
// coloured by its verdict; the bracket Rmin / Rmax and the grey region Gmin..Gmax as they move
// after each fleet; the tight link's available bandwidth A(t) underneath; the reported range.
import type { PathloadFleet, PathloadReceiver } from '../../../wasm/contracts';
import { fixed, formatNumber } from '../../i18n/format';
import { formatRate } from '../../playback/format';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';

const W = 320;
const H = 170;
const PAD = { l: 56, r: 8, t: 8, b: 20 };

const VERDICT_CLASS: Record<PathloadFleet['verdict'], string> = {
  '': 'pl-open',
  increasing: 'pl-inc',
  'no trend': 'pl-nt',
  grey: 'pl-grey',
  'bad (too few usable streams)': 'pl-bad',
  'aborted (loss)': 'pl-abort',
};

/** Steps through the bracket bound `key` after each fleet (0 = unset, drawn as a gap). */
function steps(
  fleets: PathloadFleet[],
  key: 'rmin_bps' | 'rmax_bps',
  x: (t: number) => number,
  y: (b: number) => number,
) {
  let d = '';
  fleets.forEach((f, i) => {
    const v = f.after[key];
    const next = fleets[i + 1];
    if (v <= 0 || f.end_s <= 0) return;
    const x0 = x(f.end_s);
    const x1 = x(next ? next.end_s || next.start_s : f.end_s + 0.5);
    d += `M${x0.toFixed(1)},${y(v).toFixed(1)}H${x1.toFixed(1)}`;
  });
  return d;
}

export const searchChart: PanelSection<PathloadReceiver> = {
  id: 'pathload-search',
  title: 'Search (rate bracket over the true available bandwidth)',
  show: (s) => s.fleets.length > 0,
  render: ({ state }) => {
    const truth = state.truth?.series ?? [];
    const fleets = state.fleets;
    const t0 = Math.max(0, state.start_s - 0.5);
    const tEnd = Math.max(
      t0 + 1,
      ...fleets.map((f) => f.end_s || f.start_s),
      truth.length ? truth[truth.length - 1][0] : 0,
    );
    const top =
      1.1 *
      Math.max(state.truth?.capacity_bps ?? 0, ...fleets.map((f) => Math.max(f.requested_bps, f.after.rmax_bps)), 1);
    const x = (t: number) => PAD.l + ((t - t0) / (tEnd - t0)) * (W - PAD.l - PAD.r);
    const y = (b: number) => H - PAD.b - (Math.min(b, top) / top) * (H - PAD.t - PAD.b);
    const truthPath = truth
      .filter(([t]) => t >= t0)
      .map(([t, a], i) => `${i === 0 ? 'M' : 'L'}${x(t).toFixed(1)},${y(a).toFixed(1)}`)
      .join('');
    const res = state.result;
    return (
      <div data-testid="pathload-search">
        <svg className="pl-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={ps('pathload search')}>
          <line x1={PAD.l} y1={H - PAD.b} x2={W - PAD.r} y2={H - PAD.b} className="axis" />
          <line x1={PAD.l} y1={PAD.t} x2={PAD.l} y2={H - PAD.b} className="axis" />
          <text x={PAD.l - 4} y={y(top / 1.1) + 4} className="tick" textAnchor="end">
            {formatRate(top / 1.1)}
          </text>
          <text x={PAD.l - 4} y={H - PAD.b} className="tick" textAnchor="end">
            0
          </text>
          <text x={W - PAD.r} y={H - 4} className="tick" textAnchor="end">
            {tEnd.toFixed(0)} s
          </text>
          {res && res.high_bps !== null && (
            <rect
              data-testid="pathload-range"
              className="pl-range"
              x={PAD.l}
              width={W - PAD.l - PAD.r}
              y={y(res.high_bps)}
              height={Math.max(1, y(res.low_bps) - y(res.high_bps))}
            />
          )}
          {fleets.map((f) =>
            f.after.gmax_bps > 0 && f.end_s > 0 ? (
              <rect
                key={`g${f.id}`}
                className="pl-grey-band"
                x={x(f.end_s)}
                width={3}
                y={y(f.after.gmax_bps)}
                height={Math.max(1, y(f.after.gmin_bps) - y(f.after.gmax_bps))}
              />
            ) : null,
          )}
          <path d={truthPath} className="pl-truth" data-testid="pathload-truth" />
          <path d={steps(fleets, 'rmin_bps', x, y)} className="pl-rmin" />
          <path d={steps(fleets, 'rmax_bps', x, y)} className="pl-rmax" />
          {fleets.map((f) => (
            <line
              key={f.id}
              data-testid="pathload-fleet-bar"
              className={`pl-fleet ${VERDICT_CLASS[f.verdict]}`}
              x1={x(f.start_s)}
              x2={Math.max(x(f.start_s) + 2, x(f.end_s || tEnd))}
              y1={y(f.actual_bps || f.requested_bps)}
              y2={y(f.actual_bps || f.requested_bps)}
            >
              <title>
                {ps('fleet {id}: {rate} — {verdict}', {
                  id: f.id,
                  rate: formatRate(f.actual_bps || f.requested_bps),
                  verdict: f.verdict || ps('in progress'),
                })}
              </title>
            </line>
          ))}
        </svg>
        <p className="hint">
          {ps(
            'Grey line: available bandwidth A(t) on the tight link (averaged over {bin} s). Bars: fleets at their rate (red increasing, green no trend, amber grey, dark aborted on loss). Green steps Rmin, red steps Rmax, amber marks the grey region; the shaded band is the reported range.',
            { bin: formatNumber(state.truth_bin_s ?? 0) },
          )}
        </p>
        {res ? (
          <p data-testid="pathload-result">
            {ps('Reported: {range} after {s} s ({cause})', {
              range:
                res.high_bps === null
                  ? ps('{low} and above', { low: formatRate(res.low_bps) })
                  : `${formatRate(res.low_bps)} – ${formatRate(res.high_bps)}`,
              s: fixed(res.latency_s, 1),
              cause: res.cause,
            })}
            {res.truth_bps !== undefined ? ps('; true A over the run {rate}', { rate: formatRate(res.truth_bps) }) : ''}
            .
          </p>
        ) : (
          <p className="hint" data-testid="pathload-result">
            {ps('{phase}: next rate {rate} ({how}).', {
              phase: state.phase,
              rate: formatRate(state.search.rate_bps),
              how: state.search.exponential ? ps('exponential phase') : ps('bisection'),
            })}
          </p>
        )}
      </div>
    );
  },
};
