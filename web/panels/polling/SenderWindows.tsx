// The polling sender's copy of every receiver's window (le, hr, bits) and the global window, with
// the receivers that hold the global window back highlighted (seed 000 §2).
import type { PollingSender } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import { BitStrip } from '../common/BitStrip';
import { ps } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

const MAX_ROWS = 12;

export const senderWindows: PanelSection<PollingSender> = {
  id: 'windows',
  title: 'Per-receiver sender windows',
  show: (s) => s.windows.length > 0,
  render: ({ state }) => {
    const g = state.global;
    const rows = state.windows;
    return (
      <>
        <p className="global-window">
          {ps('global window: from {le}', { le: g.le })} (le<sub>g</sub>) {ps('to {re} (re)', { re: g.re })}
          {g.locked && <strong className="locked"> {ps('locked')}</strong>}
        </p>
        <table className="windows" data-testid="sender-windows">
          <thead>
            <tr>
              <th>{pw('receiver')}</th>
              <th title={ps('le: the first sequence number this receiver has not confirmed')}>{pw('window start')}</th>
              <th title={ps('hr: the highest sequence number this receiver has reported')}>{pw('highest received')}</th>
              <th>{pw('packets received')}</th>
              <th title={ps('RTO: how long the sender waits before polling this receiver again')}>
                {pw('retransmission timeout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, MAX_ROWS).map((r, i) => (
              <tr key={i} className={g.le === r.le ? 'holding' : ''}>
                <td>R{r.receiver}</td>
                <td>{r.le}</td>
                <td>{r.hr}</td>
                <td>
                  {r.bits ? (
                    <BitStrip
                      bits={r.bits}
                      from={r.le}
                      max={32}
                      marks={r.hr >= r.le && r.hr - r.le < 32 ? [{ at: r.hr - r.le, label: 'hr', cls: 'm-hr' }] : []}
                    />
                  ) : (
                    '—'
                  )}
                </td>
                <td>{formatTime(r.rto_s * 1e9, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length > MAX_ROWS && (
          <p className="hint">
            {ps('… {n} more receivers (highlighted rows hold the global window back)', { n: rows.length - MAX_ROWS })}
          </p>
        )}
      </>
    );
  },
};
