// CCID 2's receiver: the Ack Vector as runs of packet states, newest first as on the wire, and
// its first bytes (state in the top two bits, run length − 1 below).
import type { AckRun, DccpReceiver } from '../../../wasm/contracts';
import { ps, sentence } from '../panelSentences';
import type { PanelSection } from '../types';

const LABEL: Record<AckRun['state'], string> = {
  received: sentence('received'),
  'received-ecn': sentence('received, ECN-marked'),
  'not-received': sentence('not received'),
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
              title={`${r.first}–${r.last}: ${r.count} ${ps(LABEL[r.state])}`}
            >
              {r.count}
            </span>
          ))}
        </div>
        <p className="hint">
          {ps('From the Acknowledgement Number {head} back to {tail}:', { head: v.head, tail: v.tail })}{' '}
          {v.runs_total === 1 ? ps('1 run') : ps('{n} runs', { n: v.runs_total })},{' '}
          {v.bytes === 1 ? ps('1 byte on the wire') : ps('{n} bytes on the wire', { n: v.bytes })}
          {v.wire ? `: ${v.wire}` : ''}. {ps("The sender's acks of these Acks let the receiver forget the older part.")}
        </p>
      </div>
    );
  },
};
