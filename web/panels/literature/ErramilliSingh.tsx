// Erramilli & Singh (seed 001 §2.8): the source's buffer of its B last-sent messages (least
// recently sent replaced first) and each node's expected sequence number per sender.
import type { EsNode } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';
import { RowTable } from './Table';

type Buffered = NonNullable<EsNode['send_buffer']>[number];
type PerSender = EsNode['per_sender'][number];

export const esSendBuffer: PanelSection<EsNode> = {
  id: 'es-buffer',
  title: 'Send buffer (last B messages sent)',
  show: (s) => s.sender,
  render: ({ state }) => (
    <>
      <p className="hint">
        {ps('{used} of B = {B} slots; the least recently sent is replaced next.', {
          used: state.send_buffer?.length ?? 0,
          B: state.B,
        })}{' '}
        {state.flushed_naks ? ps('{n} NAK(s) asked for a message already replaced.', { n: state.flushed_naks }) : ''}
      </p>
      <RowTable<Buffered>
        rows={[...(state.send_buffer ?? [])].sort((a, b) => a.last_sent_ns - b.last_sent_ns)}
        testId="es-send-buffer"
        columns={[
          { label: 'seq', cell: (r) => r.seq },
          { label: 'message', cell: (r) => r.message },
          { label: 'last sent', cell: (r) => formatTime(r.last_sent_ns, 0) },
        ]}
      />
    </>
  ),
};

export const esPerSender: PanelSection<EsNode> = {
  id: 'es-per-sender',
  title: 'Expected sequence number per sender',
  show: (s) => s.per_sender.length > 0,
  render: ({ state }) => (
    <RowTable<PerSender>
      rows={state.per_sender}
      testId="es-per-sender"
      rowClass={(r) => (r.failed ? 'holding' : '')}
      columns={[
        { label: 'sender', cell: (r) => r.sender },
        { label: 'expected', cell: (r) => r.expected },
        { label: 'delivered', cell: (r) => r.delivered },
        { label: 'held', cell: (r) => (r.held.length ? r.held.join(', ') : '—') },
        { label: 'last heard', cell: (r) => formatTime(r.last_heard_ns, 0) },
        { label: 'failed', cell: (r) => (r.failed ? ps('yes') : '') },
      ]}
    />
  ),
};
