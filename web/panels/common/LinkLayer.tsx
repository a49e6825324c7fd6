// The link layer under an endpoint: a station's CSMA/CD MAC or a host's access-link queue.
import type { LinkLayer } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import { ps } from '../panelSentences';
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
            {ps('to {to} · queue {queue}', { to: m.to, queue: m.queue })}
            {m.queue_limit > 0 ? ps(' of {limit}', { limit: m.queue_limit }) : ''} ·{' '}
            {m.busy ? ps('sending') : ps('idle')} ·{' '}
            {ps('sent {sent} · overflow drops {drops}', { sent: m.sent_packets, drops: m.overflow_drops })}
          </p>
        );
      const until = m.backoff_until_ns;
      return (
        <p className="mac" data-testid="mac-state">
          <strong>{m.state}</strong> · {ps('queued {q} · attempt {a}', { q: m.queued, a: m.attempts })}
          {until !== undefined && until > now ? ps(' · backoff ends in {time}', { time: formatTime(until - now) }) : ''}
          {' · '}
          {ps('collisions {c} · backoffs {b}', { c: m.collisions, b: m.backoffs })}
        </p>
      );
    },
  };
}
