// Kaashoek et al.'s sequencer (seed 001 §2.7): the sequencer's history buffer and ACK table, and
// every member's delivery order (the same on every member: the total order).
import type { SeqNode } from '../../../wasm/contracts';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';
import { RowTable } from './Table';

type Ordered = SeqNode['order_tail'][number];
type AckRow = NonNullable<SeqNode['ack_table']>[number];

export const seqHistory: PanelSection<SeqNode> = {
  id: 'seq-history',
  title: 'History buffer',
  show: (s) => s.role === 'sequencer',
  render: ({ state }) => (
    <>
      <p className="hint">
        {ps(
          '{used} of {capacity} slots hold messages not yet acknowledged by every member; next sequence number {next};',
          {
            used: state.history?.length ?? 0,
            capacity: state.history_capacity,
            next: state.next_seq,
          },
        )}{' '}
        {state.phase}
        {state.sync_last !== undefined ? ps(' (synchronising up to seq {seq})', { seq: state.sync_last }) : ''}
      </p>
      <RowTable<Ordered>
        rows={state.history ?? []}
        testId="seq-history"
        columns={[
          { label: 'seq', cell: (r) => r.seq },
          { label: 'message', cell: (r) => r.message },
          { label: 'from', cell: (r) => r.source },
        ]}
      />
    </>
  ),
};

export const seqAckTable: PanelSection<SeqNode> = {
  id: 'seq-acks',
  title: 'ACK table (highest seq each member has acknowledged)',
  show: (s) => s.role === 'sequencer',
  render: ({ state }) => (
    <RowTable<AckRow>
      rows={state.ack_table ?? []}
      testId="seq-ack-table"
      max={24}
      columns={[
        { label: 'member', cell: (r) => r.member },
        { label: 'acked up to', cell: (r) => r.acked },
        {
          label: 'phase 2',
          cell: (r) => (r.phase2_done === undefined ? '' : r.phase2_done ? ps('done') : ps('waiting')),
        },
      ]}
    />
  ),
};

export const seqOrder: PanelSection<SeqNode> = {
  id: 'seq-order',
  title: 'Delivered, in total order (latest)',
  render: ({ state }) => (
    <>
      <p className="hint">
        {ps('expecting seq {seq}; holding out of order: {held}', {
          seq: state.expected,
          held: state.held.length ? state.held.join(', ') : ps('none'),
        })}
      </p>
      <ol className="order-tail" data-testid="seq-order">
        {state.order_tail.map((o) => (
          <li key={o.seq} title={ps('message {m} from {src}', { m: o.message, src: o.source })}>
            #{o.seq} {o.source}:{o.message}
          </li>
        ))}
      </ol>
    </>
  ),
};
