// The implosion meter (seed 000 §5.2): at the sender's inbound link, RESPONSEs received vs dropped
// by queue overflow (implosion losses) vs still on the way, as one stacked bar, and the inbound
// queue's fill. Shown over the routed view for polling runs; refreshes a few times a second while
// playing and at once when paused or stepping.
import type { AppController } from '../app/controller';
import { useStoreValue, useThrottledStoreValue } from '../app/useStore';
import { count } from '../i18n/format';
import { t } from '../i18n/i18n';
import { readImplosion, senderInbound } from './implosion';

const fmt = (n: number) => count(Math.round(n));

export function ImplosionMeter({ app }: { app: AppController }) {
  const topology = useStoreValue(app.store, (s) => s.topology);
  const key = useThrottledStoreValue(
    app.store,
    (s) => {
      const r = readImplosion(s.topology, s.series, s.scene.queues, s.shownTime);
      return r ? `${r.sent}:${r.received}:${r.dropped}:${r.queue}` : '';
    },
    undefined,
    () => !app.clock.isPlaying(),
  );
  if (!senderInbound(topology) || key === '') return null;
  const r = readImplosion(app.store.topology, app.store.series, app.store.scene.queues, app.store.shownTime);
  if (!r) return null;
  const total = Math.max(1, r.sent);
  const pct = (n: number) => `${(100 * n) / total}%`;
  const fill = r.limit > 0 ? Math.min(1, r.queue / r.limit) : 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled read-out over the picture, not a form
    <div
      className="implosion-meter"
      data-testid="implosion-meter"
      role="group"
      aria-label={t('topology.implosionMeter')}
    >
      <div className="im-title">{t('implosion.title')}</div>
      <div className="im-bar" aria-hidden="true">
        <span className="im-received" style={{ width: pct(r.received) }} />
        <span className="im-dropped" style={{ width: pct(r.dropped) }} />
        <span className="im-flight" style={{ width: pct(r.inFlight) }} />
      </div>
      <dl className="im-numbers">
        <div>
          <dt>
            <i className="im-key im-received" />
            {t('implosion.received')}
          </dt>
          <dd data-testid="im-received">{fmt(r.received)}</dd>
        </div>
        <div>
          <dt>
            <i className="im-key im-dropped" />
            {t('implosion.dropped')}
          </dt>
          <dd data-testid="im-dropped">{fmt(r.dropped)}</dd>
        </div>
        <div>
          <dt>
            <i className="im-key im-flight" />
            {t('implosion.onTheWay')}
          </dt>
          <dd>{fmt(r.inFlight)}</dd>
        </div>
        <div>
          <dt>{t('implosion.ofSent')}</dt>
          <dd data-testid="im-sent">{fmt(r.sent)}</dd>
        </div>
      </dl>
      <div className="im-queue" title={t('implosion.queueHelp')}>
        <span>{t('implosion.queue')}</span>
        <span className="im-qbar">
          <span className={fill >= 1 ? 'full' : ''} style={{ width: `${100 * fill}%` }} />
        </span>
        <span data-testid="im-queue">
          {fmt(r.queue)}
          {r.limit > 0 ? `/${r.limit}` : ''}
        </span>
      </div>
    </div>
  );
}
