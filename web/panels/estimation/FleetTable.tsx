// Every fleet of the search in order: requested and actual rate, L and T, each stream's class
// letter, the verdict, and the bracket after it, so a student can follow how each verdict moves it.
import type { PathloadReceiver } from '../../../wasm/contracts';
import { formatRate } from '../../playback/format';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

const mb = (bps: number) => (bps > 0 ? (bps / 1e6).toFixed(2) : '—');

export const fleetTable: PanelSection<PathloadReceiver> = {
  id: 'pathload-fleets',
  title: 'Fleets and verdicts',
  show: (s) => s.fleets.length > 0 || s.adr_bps > 0,
  render: ({ state }) => (
    <div data-testid="pathload-fleets">
      <p className="hint">
        ADR {formatRate(state.adr_bps)} (start rate); resolution ω {formatRate(state.omega_bps)}, grey resolution χ{' '}
        {formatRate(state.chi_bps)}. A stream is I when PCT &gt; {state.thresholds.pct_increasing.toFixed(3)} or PDT
        &gt; {state.thresholds.pdt_increasing.toFixed(3)} (and the other does not say N); a fleet needs{' '}
        {Math.round(state.thresholds.fleet_fraction * 100)} % of its usable streams to agree.
      </p>
      <table className="pl-fleets">
        <thead>
          <tr>
            <th>#</th>
            <th title="rate asked for, then achieved (Mbit/s)">R (Mbit/s)</th>
            <th>L / T</th>
            <th>{pw('streams')}</th>
            <th>{pw('verdict')}</th>
            <th title="after the verdict (Mbit/s)">Rmin–Rmax</th>
            <th title="after the verdict (Mbit/s)">Gmin–Gmax</th>
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
