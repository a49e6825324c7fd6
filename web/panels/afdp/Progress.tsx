// A subscriber's progress: datagrams held, the first missing sequence numbers, its socket buffer
// and whether a RESEND_REQUEST is waiting (its random delay) or in flight over TCP. With several
// publishers (afdp.publishers > 1) one bar per publisher's message follows the current one.
import type { AfdpSubscriber } from '../../../wasm/contracts';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';
import { Bar } from './Bar';

export const progress: PanelSection<AfdpSubscriber> = {
  id: 'afdp-progress',
  title: 'Progress',
  show: (s) => s.member,
  render: ({ state: s }) => (
    <div data-testid="afdp-subscriber-progress">
      <Bar
        label={ps('Message {id}', { id: s.message_id || '—' })}
        value={s.received}
        max={s.total}
        text={s.total > 0 ? `${s.received} / ${s.total}` : ps('nothing yet')}
        cls="afdp-progress"
      />
      {s.by_publisher.length > 1 &&
        s.by_publisher.map((m) => (
          <Bar
            key={m.publisher}
            label={ps('Message {id} from {pub}', { id: m.message_id, pub: m.publisher })}
            value={m.received}
            max={m.total}
            text={`${m.received} / ${m.total}`}
            cls="afdp-progress"
            testId={`afdp-progress-${m.publisher}`}
          />
        ))}
      <Bar
        label={ps('UDP buffer')}
        value={s.buffer_bytes}
        max={s.buffer_capacity_bytes}
        text={`${Math.round(s.buffer_bytes)} B`}
        cls="afdp-buffer"
      />
      <p className="hint" data-testid="afdp-missing">
        {s.complete
          ? ps('Holds the whole message.')
          : s.missing_below_highest > 0
            ? ps('Missing below {seq}: {list}', {
                seq: s.highest_seq,
                list: `${s.missing_first.join(', ')}${s.missing_below_highest > s.missing_first.length ? ' …' : ''}`,
              })
            : ps('No gap so far.')}{' '}
        {s.nak_pending ? ps('A RESEND_REQUEST is on its way over TCP.') : ''}
      </p>
      {!s.joined && <p className="hint">{ps('Not joined yet.')}</p>}
      {s.left && (
        <p className="hint" data-testid="afdp-left">
          {s.shut_down
            ? ps('SHUTDOWN received: the group is disbanded and this host takes no more data.')
            : ps('Left the group (LEAVE): this host takes no more data.')}
        </p>
      )}
    </div>
  ),
};
