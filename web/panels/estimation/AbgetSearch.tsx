// abget's search drawn over the ground truth: each probed rate as a bar across the time its streams
// took, coloured by the rate's verdict, the bracket [lo, hi] as it moves after each rate, and the
// tight link's available bandwidth A(t) underneath, so a verdict can be read against the truth.
import type { AbgetClient, AbgetRate } from '../../../wasm/contracts';
import { formatNumber } from '../../i18n/format';
import { formatRate } from '../../playback/format';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';
import { bracketSteps } from './bracketSteps';
import { FRAME_H, FRAME_W, FrameAxes, truthFrame, truthPath } from './TruthFrame';

const VERDICT_CLASS: Record<AbgetRate['verdict'], string> = {
  '': 'pl-open',
  increasing: 'pl-inc',
  'no trend': 'pl-nt',
  grey: 'pl-grey',
};

export const abgetSearch: PanelSection<AbgetClient> = {
  id: 'abget-search',
  title: 'Search (probed rates over the true available bandwidth)',
  show: (s) => s.rates.length > 0,
  render: ({ state }) => {
    const truth = state.truth.series;
    const rates = state.rates;
    const frame = truthFrame(
      Math.max(0, rates[0].start_s - 0.5),
      Math.max(0, ...rates.map((r) => r.end_s || r.start_s)),
      Math.max(state.truth.capacity_bps, ...rates.map((r) => Math.max(r.rate_bps, r.hi_bps))),
      truth,
    );
    const { x, y, tEnd } = frame;
    return (
      <div data-testid="abget-search">
        <svg className="pl-chart" viewBox={`0 0 ${FRAME_W} ${FRAME_H}`} role="img" aria-label={ps('abget search')}>
          <FrameAxes frame={frame} />
          <path d={truthPath(truth, frame)} className="pl-truth" data-testid="abget-truth" />
          <path d={bracketSteps(rates, (r) => r.lo_bps, x, y)} className="pl-rmin" />
          <path d={bracketSteps(rates, (r) => r.hi_bps, x, y)} className="pl-rmax" />
          {rates.map((r, i) => (
            <line
              key={i}
              data-testid="abget-rate-bar"
              className={`pl-fleet ${VERDICT_CLASS[r.verdict]}`}
              x1={x(r.start_s)}
              x2={Math.max(x(r.start_s) + 2, x(r.end_s || tEnd))}
              y1={y(r.rate_bps)}
              y2={y(r.rate_bps)}
            >
              <title>
                {ps('rate {n}: {rate} — {verdict}', {
                  n: i + 1,
                  rate: formatRate(r.rate_bps),
                  verdict: r.verdict || ps('in progress'),
                })}
              </title>
            </line>
          ))}
        </svg>
        <p className="hint">
          {ps(
            'Grey line: available bandwidth A(t) on the tight link (averaged over {bin} s). Bars: each probed rate across its streams (red increasing, green no trend, amber grey). Green steps: the bracket low end lo, red steps: its high end hi, after each rate.',
            { bin: formatNumber(state.truth_bin_s) },
          )}
        </p>
      </div>
    );
  },
};
