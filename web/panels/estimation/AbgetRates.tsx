// abget's search: every probed rate with its streams' class letters and verdict, and the bracket
// [lo, hi] after it, drawn as bars so binary and linear search can be told apart at a glance.

import type { AbgetClient } from '../../../wasm/contracts';
import { fixed } from '../../i18n/format';
import { formatRate } from '../../playback/format';
import { ps } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

const mb = (bps: number) => fixed(bps / 1e6, 2);

export const abgetRates: PanelSection<AbgetClient> = {
  id: 'abget-rates',
  title: 'Probed rates and the bracket',
  render: ({ state }) => {
    const top = Math.max(1, ...state.rates.map((r) => Math.max(r.rate_bps, r.hi_bps)));
    return (
      <div data-testid="abget-rates">
        <p className="hint" data-testid="abget-state">
          {ps('{mode} mode, {state}', { mode: state.mode, state: state.state })}
          {state.state === 'failed'
            ? ps(': {result} after {n} SYN(s)', { result: state.result ?? '', n: state.syn_sent })
            : ''}
          {state.state === 'done'
            ? ps(': {lo} – {hi} after {s} s', {
                lo: formatRate(state.lo_bps),
                hi: formatRate(state.hi_bps),
                s: fixed(state.latency_s ?? 0, 1),
              })
            : ''}
          {ps('; {mb} MB sent by the client.', { mb: fixed(state.bytes / 1e6, 2) })}
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
