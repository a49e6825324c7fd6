// pathload's search drawn over the ground truth: each fleet as a bar at its rate across its time,
// coloured by its verdict; the bracket Rmin / Rmax and the grey region Gmin..Gmax as they move
// after each fleet; the tight link's available bandwidth A(t) underneath; the reported range.
import type { PathloadFleet, PathloadReceiver } from '../../../wasm/contracts';
import { fixed, formatNumber } from '../../i18n/format';
import { formatRate } from '../../playback/format';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';
import { bracketSteps } from './bracketSteps';
import { FRAME_H, FRAME_PAD, FRAME_W, FrameAxes, truthFrame, truthPath } from './TruthFrame';

const VERDICT_CLASS: Record<PathloadFleet['verdict'], string> = {
  '': 'pl-open',
  increasing: 'pl-inc',
  'no trend': 'pl-nt',
  grey: 'pl-grey',
  'bad (too few usable streams)': 'pl-bad',
  'aborted (loss)': 'pl-abort',
};

export const searchChart: PanelSection<PathloadReceiver> = {
  id: 'pathload-search',
  title: 'Search (rate bracket over the true available bandwidth)',
  show: (s) => s.fleets.length > 0,
  render: ({ state }) => {
    const truth = state.truth?.series ?? [];
    const fleets = state.fleets;
    const frame = truthFrame(
      Math.max(0, state.start_s - 0.5),
      Math.max(0, ...fleets.map((f) => f.end_s || f.start_s)),
      Math.max(state.truth?.capacity_bps ?? 0, ...fleets.map((f) => Math.max(f.requested_bps, f.after.rmax_bps))),
      truth,
    );
    const { x, y, tEnd } = frame;
    const res = state.result;
    return (
      <div data-testid="pathload-search">
        <svg className="pl-chart" viewBox={`0 0 ${FRAME_W} ${FRAME_H}`} role="img" aria-label={ps('pathload search')}>
          <FrameAxes frame={frame} />
          {res && res.high_bps !== null && (
            <rect
              data-testid="pathload-range"
              className="pl-range"
              x={FRAME_PAD.l}
              width={FRAME_W - FRAME_PAD.l - FRAME_PAD.r}
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
          <path d={truthPath(truth, frame)} className="pl-truth" data-testid="pathload-truth" />
          <path d={bracketSteps(fleets, (f) => f.after.rmin_bps, x, y)} className="pl-rmin" />
          <path d={bracketSteps(fleets, (f) => f.after.rmax_bps, x, y)} className="pl-rmax" />
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
