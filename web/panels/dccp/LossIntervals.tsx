// CCID 3's receiver: the loss-interval history I_0 (open) … I_8 with the weights each sum uses,
// the two weighted sums and the mean that gives p = 1 / I_mean (RFC 5348 §5.4).
import type { DccpReceiver, TfrcReceiverState } from '../../../wasm/contracts';
import { fixed, significant } from '../../i18n/format';
import { formatRate } from '../../playback/format';
import { ps } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : fixed(v, 1, false));

export const lossIntervals: PanelSection<DccpReceiver> = {
  id: 'tfrc-intervals',
  title: 'Loss intervals',
  show: (s) => s.tfrc !== undefined,
  render: ({ state }) => {
    const t = state.tfrc as TfrcReceiverState;
    if (t.intervals.length === 0)
      return (
        <p className="hint" data-testid="tfrc-intervals">
          {ps('No loss event yet: p = 0 and the sender is in slow start. Receive rate {rate}.', {
            rate: formatRate(t.x_recv_bps),
          })}
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
              <th title={ps('weight of this interval in I_tot0 (with the open one)')}>{pw('w in tot0')}</th>
              <th title={ps('weight in I_tot1 (without the open one)')}>{pw('w in tot1')}</th>
            </tr>
          </thead>
          <tbody>
            {t.intervals.map((i) => (
              <tr key={i.i} className={i.open ? 'open' : ''}>
                <td>{i.open ? ps('I₀ (open)') : `I${i.i}`}</td>
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
          {ps('I_tot0 = {tot0}, I_tot1 = {tot1}, W_tot = {w}: I_mean = max / W_tot = {mean} packets, so p = {p}.', {
            tot0: fmt(t.i_tot0),
            tot1: fmt(t.i_tot1),
            w: fmt(t.w_tot),
            mean: fmt(t.i_mean),
            p: significant(t.p, 3),
          })}{' '}
          {t.i_tot0 > t.i_tot1
            ? ps('The open interval is long enough to lower p.')
            : ps('The open interval is ignored.')}
        </p>
        <p className="hint">
          {ps('{events} loss events from {lost} lost packets', { events: t.loss_events, lost: t.lost_packets })}
          {t.history_mode === 'ns2-zero-filled' ? ps('; ns-2 history: unused intervals count as 0') : ''}.{' '}
          {ps('First interval synthesised from the receive rate: {packets} packets.', {
            packets: fmt(t.first_interval_synthesised),
          })}
        </p>
      </div>
    );
  },
};
