// The most recent event log lines, newest at the bottom. Text comes from the engine's describe()
// and is rendered as text (React escapes it), never as HTML. It re-renders a few times a second
// at most while playing, so a busy run does not rebuild the list on every frame.
// The highlighted line is the record on screen (the playhead's event) and is kept in view, also
// when the list is resized (a panel opening above it, a link restoring panels): reaching event k
// by stepping, jumping, going back or opening a link highlights the same line.
// A line whose kind explains itself (the engine declares a "why" renderer) has a disclosure
// button that shows, beneath it, the rule of the protocol that fired and the state behind it.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppController } from '../app/controller';
import { useThrottledStoreValue } from '../app/useStore';
import { kindLabel } from '../engine/kindNames';
import { count as fmtCount } from '../i18n/format';
import { currentLanguage } from '../i18n/i18n';
import { formatClock } from '../playback/format';
import { useRevealWhy, useWhyTexts } from './useWhyTexts';

/** Lines rendered; the store keeps a few hundred more. */
const SHOWN = 60;

export function EventLog({ app }: { app: AppController }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const store = app.store;
  // While playing the log changes every frame: it refreshes a few times a second (throttled).
  const version = useThrottledStoreValue(
    store,
    (s) =>
      `${s.logVersion}:${s.unlisted}:${s.overwritten}:${s.fastForwarded}:${s.status === 'ready' ? s.shownIndex() : -1}`,
    undefined,
    () => !app.clock.isPlaying(),
  );
  const { unlisted, overwritten, fastForwarded } = store;
  const listRef = useRef<HTMLOListElement | null>(null);
  const why = useWhyTexts(app);
  useRevealWhy(listRef.current, why.open, why.last);
  const lines = store.log.slice(-SHOWN);
  const current = store.status === 'ready' ? store.shownIndex() - 1 : -1;
  // The playhead's own line; while playing through a sampled stretch, the newest line instead.
  let highlight = lines.findIndex((l) => l.index === current);
  if (highlight < 0 && app.clock.isPlaying()) highlight = lines.length - 1;

  // Playing at the newest line, the log is pinned to its bottom once (scrolled fully down) and
  // then stays there by itself: the pin line at the end is the list's only scroll anchor, so the
  // browser keeps it in view as lines are added and removed. Measuring the line on every update
  // instead forced a layout of the whole page in those frames (13 % of the main thread at 1x on
  // stress-pet-400, in the frames that make the 95th percentile).
  const pinned = useRef(false);
  const playingAtNewest = app.clock.isPlaying() && highlight === lines.length - 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes whenever the lines or the playhead do
  useLayoutEffect(() => {
    if (playingAtNewest && pinned.current) return;
    keepInView(listRef.current);
    // Scroll anchoring does not act on a list scrolled to its top: while the list is still
    // filling up (it may not overflow yet) it is measured on every update.
    pinned.current = playingAtNewest && lines.length >= SHOWN;
  }, [version]);
  useEffect(() => {
    const el = listRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => keepInView(el));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  return (
    <section className="panel log-panel" aria-labelledby="event-log-title">
      <header className="panel-head">
        <h2 id="event-log-title">{t('eventLog.title')}</h2>
        {unlisted > 0 && <span className="hint">{t('eventLog.sampled', { n: fmtCount(unlisted) })}</span>}
        {overwritten > 0 && (
          <span className="hint" title={t('eventLog.skippedTitle')}>
            {t('eventLog.skipped', { n: fmtCount(overwritten) })}
          </span>
        )}
        {fastForwarded > 0 && (
          <span className="hint" title={t('eventLog.fastForwardedTitle')} data-testid="log-fast-forwarded">
            {t('eventLog.fastForwarded', { n: fmtCount(fastForwarded) })}
          </span>
        )}
      </header>
      {/* A scrollable region: focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable from the keyboard */}
      <ol className="log" ref={listRef} data-testid="event-log" tabIndex={0} aria-label={t('eventLog.lines')}>
        {lines.length === 0 && <li className="log-empty">{t('eventLog.empty')}</li>}
        {lines.map((l, i) => (
          <li
            key={l.seq}
            className={i === highlight ? 'log-line newest' : 'log-line'}
            aria-current={i === highlight ? 'step' : undefined}
            data-testid="log-line"
            data-index={l.index}
          >
            <span className="log-time">{formatClock(l.time)}</span>
            <span
              className={`log-kind k${l.kind < 100 ? l.kind : 'p'}`}
              data-kind={store.kindName(l.kind)}
              title={kindLabel(store.kindName(l.kind), lang)}
            >
              {kindLabel(store.kindName(l.kind), lang)}
            </span>
            <span className="log-text">
              {l.text}
              {store.explains(l.kind) && (
                <button
                  type="button"
                  className="why-toggle"
                  aria-expanded={why.state(l.seq) !== undefined}
                  aria-controls={`why-${l.seq}`}
                  data-testid="why-toggle"
                  onClick={() => why.toggle(l.seq, l.index)}
                >
                  {t('eventLog.why')}
                </button>
              )}
            </span>
            {why.state(l.seq) !== undefined && (
              <p className="log-why" id={`why-${l.seq}`} data-testid="why-text" aria-live="polite">
                {why.state(l.seq) ?? t('eventLog.asking')}
              </p>
            )}
          </li>
        ))}
        <li className="log-pin" aria-hidden="true" />
      </ol>
    </section>
  );
}

/** Scrolls the list (only the list, never the page) so the highlighted line, or else the bottom, shows. */
function keepInView(list: HTMLElement | null): void {
  if (!list) return;
  const line = list.querySelector<HTMLElement>('.log-line.newest');
  // The newest line is the last: scroll fully down, so the pin line after it is in view and anchors.
  if (!line || line.nextElementSibling?.classList.contains('log-pin')) {
    list.scrollTop = list.scrollHeight;
    return;
  }
  const box = list.getBoundingClientRect();
  const r = line.getBoundingClientRect();
  // Prefer the line at the bottom with the lines before it above (how the log reads while stepping).
  if (r.bottom > box.bottom || r.top < box.top) list.scrollTop += r.bottom - box.bottom;
  if (line.getBoundingClientRect().top < box.top) list.scrollTop -= box.top - line.getBoundingClientRect().top;
}
