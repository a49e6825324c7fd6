// The most recent event log lines, newest at the bottom. Text comes from the engine's describe()
// and is rendered as text (React escapes it), never as HTML. It re-renders a few times a second
// at most while playing, so a busy run does not rebuild the list on every frame.
import { useEffect, useRef } from 'react';
import type { AppController } from '../app/controller';
import { useThrottledStoreValue } from '../app/useStore';
import { formatClock } from '../playback/format';

/** Lines rendered; the store keeps a few hundred more. */
const SHOWN = 60;

export function EventLog({ app }: { app: AppController }) {
  const store = app.store;
  // While playing the log changes every frame: it refreshes a few times a second (throttled).
  const version = useThrottledStoreValue(
    store,
    (s) => `${s.logVersion}:${s.unlisted}:${s.overwritten}`,
    undefined,
    () => !app.clock.isPlaying(),
  );
  const { unlisted, overwritten } = store;
  const listRef = useRef<HTMLOListElement | null>(null);
  const lines = store.log.slice(-SHOWN);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes whenever a line is added: follow the newest line
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight; // follow the newest line
  }, [version]);

  return (
    <section className="panel log-panel" aria-label="event log">
      <header className="panel-head">
        <h2>Event log</h2>
        {unlisted > 0 && (
          <span className="hint">sampled at this speed: {unlisted.toLocaleString('en-US')} events not listed</span>
        )}
        {overwritten > 0 && (
          <span className="hint" title="the engine's trace ring filled up before the page could read it">
            · {overwritten.toLocaleString('en-US')} trace records skipped
          </span>
        )}
      </header>
      <ol className="log" ref={listRef} data-testid="event-log">
        {lines.length === 0 && (
          <li className="log-empty">No events yet. Press Play, or Step to see one event at a time.</li>
        )}
        {lines.map((l, i) => (
          <li key={l.seq} className={i === lines.length - 1 ? 'log-line newest' : 'log-line'} data-testid="log-line">
            <span className="log-time">{formatClock(l.time)}</span>
            <span className={`log-kind k${l.kind < 100 ? l.kind : 'p'}`}>{store.kindName(l.kind)}</span>
            <span className="log-text">{l.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
