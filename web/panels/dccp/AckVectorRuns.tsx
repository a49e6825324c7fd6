// CCID 2's receiver: the Ack Vector as runs of packet states, newest first as on the wire, and
// its first bytes (state in the top two bits, run length − 1 below).
import type { AckRun, DccpReceiver } from '../../../wasm/contracts';
import type { PanelSection } from '../types';

const LABEL: Record<AckRun['state'], string> = {
  received: 'received',
  'received-ecn': 'received, ECN-marked',
  'not-received': 'not received',
};

export const ackVectorRuns: PanelSection<DccpReceiver> = {
  id: 'dccp-ack-vector',
  title: 'Ack Vector',
  show: (s) => s.ack_vector !== undefined,
  render: ({ state }) => {
    const v = state.ack_vector;
    if (!v) return null;
    const total = Math.max(
      v.runs.reduce((n, r) => n + r.count, 0),
      1,
    );
    return (
      <div data-testid="dccp-ack-vector">
        <div className="avruns">
          {v.runs.map((r, i) => (
            <span
              key={i}
              className={`avrun ${r.state}`}
              style={{ flexGrow: Math.max(r.count / total, 0.02) }}
              title={`${r.first}–${r.last}: ${r.count} ${LABEL[r.state]}`}
            >
              {r.count}
            </span>
          ))}
        </div>
        <p className="hint">
          From the Acknowledgement Number {v.head} back to {v.tail}: {v.runs_total} run{v.runs_total === 1 ? '' : 's'},{' '}
          {v.bytes} byte{v.bytes === 1 ? '' : 's'} on the wire{v.wire ? `: ${v.wire}` : ''}. The sender's acks of these
          Acks let the receiver forget the older part.
        </p>
      </div>
    );
  },
};
