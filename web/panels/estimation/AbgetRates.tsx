// abget's search: every probed rate with its streams' class letters and verdict, and the bracket
// [lo, hi] after it, drawn as bars so binary and linear search can be told apart at a glance.
import type { AbgetClient } from '../../../wasm/contracts';
import { formatRate } from '../../playback/format';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

const mb = (bps: number) => (bps / 1e6).toFixed(2);

export const abgetRates: PanelSection<AbgetClient> = {
  id: 'abget-rates',
  title: 'Probed rates and the bracket',
  render: ({ state }) => {
    const top = Math.max(1, ...state.rates.map((r) => Math.max(r.rate_bps, r.hi_bps)));
    return (
      <div data-testid="abget-rates">
        <p className="hint" data-testid="abget-state">
          {state.mode} mode, {state.state}
          {state.state === 'failed' ? `: ${state.result} after ${state.syn_sent} SYN(s)` : ''}
          {state.state === 'done'
            ? `: ${formatRate(state.lo_bps)} – ${formatRate(state.hi_bps)} after ${state.latency_s?.toFixed(1)} s`
            : ''}
          ; {(state.bytes / 1e6).toFixed(2)} MB sent by the client.
        </p>
        <table className="pl-fleets">
          <thead>
            <tr>
              <th>#</th>
              <th>{pw('rate (Mbit/s)')}</th>
              <th>{pw('streams')}</th>
              <th>{pw('verdict')}</th>
              <th>{pw('bracket after')}</th>
            </tr>
          </thead>
          <tbody>
            {state.rates.map((r, i) => (
              <tr key={i} data-testid="abget-rate-row">
                <td>{i + 1}</td>
                <td>
                  <span className="ibar" style={{ width: `${(60 * r.rate_bps) / top}px` }} /> {mb(r.rate_bps)}
                </td>
                <td className="pl-letters">{r.streams}</td>
                <td>{r.verdict || '…'}</td>
                <td>{r.end_s > 0 ? `${mb(r.lo_bps)}–${mb(r.hi_bps)}` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  },
};
