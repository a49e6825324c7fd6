// Every fleet of the search in order: requested and actual rate, L and T, each stream's class
// letter, the verdict, and the bracket after it, so a student can follow how each verdict moves it.

import type { PathloadReceiver } from '../../../wasm/contracts';
import { fixed } from '../../i18n/format';
import { formatRate } from '../../playback/format';
import { ps } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

const mb = (bps: number) => (bps > 0 ? fixed(bps / 1e6, 2) : '—');

export const fleetTable: PanelSection<PathloadReceiver> = {
  id: 'pathload-fleets',
  title: 'Fleets and verdicts',
  show: (s) => s.fleets.length > 0 || s.adr_bps > 0,
  render: ({ state }) => (
    <div data-testid="pathload-fleets">
      <p className="hint">
        {ps(
          'ADR {adr} (start rate); resolution ω {omega}, grey resolution χ {chi}. A stream is I when PCT > {pct} or PDT > {pdt} (and the other does not say N); a fleet needs {share} % of its usable streams to agree.',
          {
            adr: formatRate(state.adr_bps),
            omega: formatRate(state.omega_bps),
            chi: formatRate(state.chi_bps),
            pct: fixed(state.thresholds.pct_increasing, 3),
            pdt: fixed(state.thresholds.pdt_increasing, 3),
            share: Math.round(state.thresholds.fleet_fraction * 100),
          },
        )}
      </p>
      <table className="pl-fleets">
        <thead>
          <tr>
            <th>#</th>
            <th title={ps('rate asked for, then achieved (Mbit/s)')}>R (Mbit/s)</th>
            <th>L / T</th>
            <th>{pw('streams')}</th>
            <th>{pw('verdict')}</th>
            <th title={ps('after the verdict (Mbit/s)')}>Rmin–Rmax</th>
            <th title={ps('after the verdict (Mbit/s)')}>Gmin–Gmax</th>
          </tr>
        </thead>
        <tbody>
          {state.fleets.map((f) => (
            <tr key={f.id} data-testid="pathload-fleet-row">
              <td>{f.id}</td>
              <td>
                {mb(f.requested_bps)}
                {f.actual_bps > 0 && Math.abs(f.actual_bps - f.requested_bps) > 1e3 ? ` → ${mb(f.actual_bps)}` : ''}
              </td>
              <td>
                {f.payload_bytes} B / {f.period_us} µs
              </td>
              <td className="pl-letters">{f.streams.map((s) => s.class).join('')}</td>
              <td>{f.verdict || '…'}</td>
              <td>{f.end_s > 0 ? `${mb(f.after.rmin_bps)}–${mb(f.after.rmax_bps)}` : ''}</td>
              <td>{f.end_s > 0 && f.after.gmax_bps > 0 ? `${mb(f.after.gmin_bps)}–${mb(f.after.gmax_bps)}` : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ),
};
