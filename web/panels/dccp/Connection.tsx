// The DCCP connection: its state on the RFC 4340 path with the current state lit, and the
// sequence numbers every packet consumes (ISS, GSS, GSR).
import type { DccpReceiver, DccpSender } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import { ps } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

const CLIENT_PATH = ['CLOSED', 'REQUEST', 'PARTOPEN', 'OPEN', 'CLOSING', 'TIMEWAIT'] as const;
const SERVER_PATH = ['LISTEN', 'RESPOND', 'OPEN', 'CLOSED'] as const;

export function connection<S extends DccpSender | DccpReceiver>(): PanelSection<S> {
  return {
    id: 'dccp-connection',
    title: 'DCCP connection',
    render: ({ state }) => {
      const client = state.role.startsWith('client');
      const path: readonly string[] = client ? CLIENT_PATH : SERVER_PATH;
      return (
        <div data-testid="dccp-connection">
          <ol className="dccp-states">
            {path.map((s) => (
              <li
                key={s}
                className={s === state.state ? 'on' : ''}
                data-testid={s === state.state ? 'dccp-state' : undefined}
              >
                {s}
              </li>
            ))}
          </ol>
          <dl className="kv">
            <div className="kv-row">
              <dt>CCID</dt>
              <dd data-testid="dccp-ccid">{state.ccid}</dd>
            </div>
            <div className="kv-row">
              <dt>ISS</dt>
              <dd>{state.iss}</dd>
            </div>
            <div className="kv-row">
              <dt>{pw('GSS (last sent)')}</dt>
              <dd>{state.gss}</dd>
            </div>
            <div className="kv-row">
              <dt>{pw('GSR (last received)')}</dt>
              <dd>{state.gsr}</dd>
            </div>
            <div className="kv-row">
              <dt>{pw('handshake RTT')}</dt>
              <dd>{state.handshake_rtt_ns > 0 ? formatTime(state.handshake_rtt_ns) : '—'}</dd>
            </div>
          </dl>
          <p className="hint">
            {ps(
              'Every DCCP packet, data or not, takes the next sequence number; nothing is retransmitted, so a gap is a loss.',
            )}
          </p>
        </div>
      );
    },
  };
}
