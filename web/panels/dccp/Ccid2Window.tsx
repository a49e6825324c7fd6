// CCID 2's sender: cwnd, ssthresh and pipe in packets, the Ack Ratio it asks the receiver for,
// and the RFC 6298 timeout.
import type { Ccid2SenderState, DccpSender } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import { ps } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

export const ccid2Window: PanelSection<DccpSender> = {
  id: 'ccid2-window',
  title: 'CCID 2 window',
  show: (s) => s.ccid2 !== undefined,
  render: ({ state }) => {
    const c = state.ccid2 as Ccid2SenderState;
    const max = Math.max(c.cwnd_packets, c.pipe_packets, 1);
    return (
      <div data-testid="ccid2-window">
        <div className="rate-bar">
          <span className="rate-label">pipe / cwnd</span>
          <span className="rate-track">
            <span className="rate-fill x" style={{ width: `${(100 * c.pipe_packets) / max}%` }} />
          </span>
          <span className="rate-value">
            {c.pipe_packets} / {c.cwnd_packets}
          </span>
        </div>
        <dl className="kv">
          <div className="kv-row">
            <dt>{pw('phase')}</dt>
            <dd>{c.phase}</dd>
          </div>
          <div className="kv-row">
            <dt>ssthresh</dt>
            <dd>{c.ssthresh_packets ?? '∞'}</dd>
          </div>
          <div className="kv-row">
            <dt>Ack Ratio</dt>
            <dd data-testid="ccid2-ack-ratio">{c.ack_ratio}</dd>
          </div>
          <div className="kv-row">
            <dt>SRTT</dt>
            <dd>{c.srtt_ns > 0 ? formatTime(c.srtt_ns) : '—'}</dd>
          </div>
          <div className="kv-row">
            <dt>RTO</dt>
            <dd>{formatTime(c.rto_ns)}</dd>
          </div>
          <div className="kv-row">
            <dt>{pw('lost / acked')}</dt>
            <dd>
              {c.data_lost} / {c.data_acked}
            </dd>
          </div>
          <div className="kv-row">
            <dt>{pw('window halvings')}</dt>
            <dd>{c.congestion_events}</dd>
          </div>
          <div className="kv-row">
            <dt>{pw('Acks lost')}</dt>
            <dd>{c.acks_lost}</dd>
          </div>
        </dl>
        <p className="hint">
          {c.ack_ratio === 1 ? ps('One Ack per data packet;') : ps('One Ack per {n} data packets;', { n: c.ack_ratio })}{' '}
          {ps(
            'the sender keeps the Ack Ratio between 1 and ⌈cwnd/2⌉, doubles it when Acks are lost and lowers it after quiet windows.',
          )}
        </p>
      </div>
    );
  },
};
