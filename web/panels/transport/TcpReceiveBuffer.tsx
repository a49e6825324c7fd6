// A TCP receiver's buffer: the next byte it expects (RCV.NXT), the out-of-order ranges held above
// the hole (each new arrival there sends a duplicate ACK), the advertised window and the ACK policy.
import type { TcpReceiver } from '../../../wasm/contracts';
import { ps } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

export const tcpReceiveBuffer: PanelSection<TcpReceiver> = {
  id: 'tcp-receive-buffer',
  title: 'Receive buffer',
  render: ({ state: s }) => (
    <div data-testid="tcp-receive-buffer">
      <dl className="kv">
        <div className="kv-row">
          <dt>RCV.NXT</dt>
          <dd>{s.rcv_nxt}</dd>
        </div>
        <div className="kv-row">
          <dt>{pw('advertised window')}</dt>
          <dd>
            {s.window_bytes} of {s.buffer_bytes} B
          </dd>
        </div>
        <div className="kv-row">
          <dt>{pw('out of order')}</dt>
          <dd data-testid="tcp-ooo">
            {s.out_of_order.length === 0 ? 'none' : s.out_of_order.map((r) => `[${r.from}, ${r.to})`).join(' ')} (
            {s.out_of_order_bytes} B)
          </dd>
        </div>
        <div className="kv-row">
          <dt>{pw('delivered')}</dt>
          <dd>{s.delivered_bytes} B</dd>
        </div>
        <div className="kv-row">
          <dt>{pw('ACK every')}</dt>
          <dd>
            {s.ack_every} segment{s.ack_every === 1 ? '' : 's'} ({s.pending_acks} pending)
          </dd>
        </div>
      </dl>
      <p className="hint">
        {ps(
          'Bytes above a hole wait here; every segment that arrives out of order is answered at once with a duplicate ACK for RCV.NXT, which is what the sender counts towards fast retransmit.',
        )}
      </p>
    </div>
  ),
};
