// The link layer under an endpoint: a station's CSMA/CD MAC or a host's access-link queue.
import type { LinkLayer } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import type { PanelSection } from '../types';

export function linkLayer<S extends { link: LinkLayer }>(): PanelSection<S> {
  return {
    id: 'link',
    title: 'Link layer',
    render: ({ state, now }) => {
      const m = state.link;
      if (m.layer === 'ip-link')
        return (
          <p className="mac" data-testid="link-state">
            to {m.to} · queue {m.queue}
            {m.queue_limit > 0 ? ` of ${m.queue_limit}` : ''} · {m.busy ? 'sending' : 'idle'} · sent {m.sent_packets} ·
            overflow drops {m.overflow_drops}
          </p>
        );
      const until = m.backoff_until_ns;
      return (
        <p className="mac" data-testid="mac-state">
          <strong>{m.state}</strong> · queued {m.queued} · attempt {m.attempts}
          {until !== undefined && until > now ? ` · backoff ends in ${formatTime(until - now)}` : ''}
          {' · '}collisions {m.collisions} · backoffs {m.backoffs}
        </p>
      );
    },
  };
}
