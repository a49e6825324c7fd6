// The RFC 6298 retransmission timer of a TCP sender: SRTT, RTTVAR, the RTO they give and how many
// times it has been doubled since the last valid sample (Karn).
import type { TcpSender } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import { ps } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

export const tcpTimer: PanelSection<TcpSender> = {
  id: 'tcp-rto',
  title: 'Retransmission timer',
  render: ({ state: s }) => (
    <div data-testid="tcp-rto">
      <dl className="kv">
        <div className="kv-row">
          <dt>SRTT</dt>
          <dd>{s.rtt_samples > 0 ? formatTime(s.srtt_ns) : '—'}</dd>
        </div>
        <div className="kv-row">
          <dt>RTTVAR</dt>
          <dd>{s.rtt_samples > 0 ? formatTime(s.rttvar_ns) : '—'}</dd>
        </div>
        <div className="kv-row">
          <dt>RTO</dt>
          <dd>{formatTime(s.rto_ns)}</dd>
        </div>
        <div className="kv-row">
          <dt>{pw('backoffs')}</dt>
          <dd>{s.backoffs}</dd>
        </div>
        <div className="kv-row">
          <dt>{pw('RTT samples')}</dt>
          <dd>{s.rtt_samples}</dd>
        </div>
      </dl>
      <p className="hint">
        {ps(
          'RTO = SRTT + 4·RTTVAR, at least the minimum RTO; each timeout doubles it, and retransmitted segments give no sample (Karn).',
        )}
      </p>
    </div>
  ),
};
