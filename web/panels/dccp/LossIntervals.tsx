// CCID 3's receiver: the loss-interval history I_0 (open) … I_8 with the weights each sum uses,
// the two weighted sums and the mean that gives p = 1 / I_mean (RFC 5348 §5.4).
import type { DccpReceiver, TfrcReceiverState } from '../../../wasm/contracts';
import { formatRate } from '../../playback/format';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

export const lossIntervals: PanelSection<DccpReceiver> = {
  id: 'tfrc-intervals',
  title: 'Loss intervals',
  show: (s) => s.tfrc !== undefined,
  render: ({ state }) => {
    const t = state.tfrc as TfrcReceiverState;
    if (t.intervals.length === 0)
      return (
        <p className="hint" data-testid="tfrc-intervals">
          No loss event yet: p = 0 and the sender is in slow start. Receive rate {formatRate(t.x_recv_bps)}.
        </p>
      );
    const longest = Math.max(...t.intervals.map((i) => i.packets), 1);
    return (
      <div data-testid="tfrc-intervals">
        <table className="intervals">
          <thead>
            <tr>
              <th>I</th>
              <th>{pw('packets')}</th>
              <th title="weight of this interval in I_tot0 (with the open one)">{pw('w in tot0')}</th>
              <th title="weight in I_tot1 (without the open one)">{pw('w in tot1')}</th>
            </tr>
          </thead>
          <tbody>
            {t.intervals.map((i) => (
              <tr key={i.i} className={i.open ? 'open' : ''}>
                <td>{i.open ? 'I₀ (open)' : `I${i.i}`}</td>
                <td>
                  <span className="ibar" style={{ width: `${(60 * i.packets) / longest}px` }} />
                  {fmt(i.packets)}
                </td>
                <td>{i.weight_tot0 ?? '—'}</td>
                <td>{i.weight_tot1 ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="hint" data-testid="tfrc-mean">
          I_tot0 = {fmt(t.i_tot0)}, I_tot1 = {fmt(t.i_tot1)}, W_tot = {fmt(t.w_tot)}: I_mean = max / W_tot ={' '}
          {fmt(t.i_mean)} packets, so p = {t.p.toPrecision(3)}.{' '}
          {t.i_tot0 > t.i_tot1 ? 'The open interval is long enough to lower p.' : 'The open interval is ignored.'}
        </p>
        <p className="hint">
          {t.loss_events} loss events from {t.lost_packets} lost packets
          {t.history_mode === 'ns2-zero-filled' ? '; ns-2 history: unused intervals count as 0' : ''}. First interval
          synthesised from the receive rate: {fmt(t.first_interval_synthesised)} packets.
        </p>
      </div>
    );
  },
};
