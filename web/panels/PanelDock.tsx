// The open protocol panels, driven by inspect() snapshots at the playhead. A node click opens its
// entity's panel; the picker opens any entity. Each panel shows its registered sections, then the
// full snapshot as a tree.
import { useSyncExternalStore } from 'react';
import type { AppController } from '../app/controller';
import { formatClock } from '../playback/format';
import { JsonTree } from './common/JsonTree';
import { sectionsFor } from './registry';

export function PanelDock({ app, always = false }: { app: AppController; always?: boolean }) {
  const panels = app.panels.state;
  useSyncExternalStore(panels.subscribe, () => panels.version);
  const snap = panels.snapshot;
  if (panels.entities.length === 0) {
    // The phone's state tab: say why it is empty rather than show nothing.
    return always ? <p className="hint dock-empty">No protocol state to show for this run yet.</p> : null;
  }
  return (
    <section className="panel dock" aria-label="protocol state" data-testid="panel-dock">
      <header className="panel-head">
        <h2>Protocol state</h2>
        <select
          aria-label="open a panel"
          value=""
          data-testid="panel-picker"
          onChange={(e) => {
            if (e.target.value !== '') app.panels.toggle(Number(e.target.value));
          }}
        >
          <option value="">open…</option>
          {panels.entities.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name} · {e.kind}
            </option>
          ))}
        </select>
        {snap && panels.open.length > 0 && (
          <span className="hint">
            at {formatClock(snap.now)} (event {snap.index.toLocaleString('en-US')})
          </span>
        )}
      </header>
      {panels.open.length === 0 && (
        <p className="hint dock-empty">Click a station or node to see its protocol state here.</p>
      )}
      <div className="dock-panels">
        {panels.open.map((id) => {
          const info = panels.entities.find((e) => e.id === id);
          const state = snap?.states[id];
          const sections = info ? sectionsFor(info.kind, state) : [];
          return (
            <article key={id} className="ppanel" data-testid={`panel-${id}`} aria-label={`${info?.name ?? id} state`}>
              <header>
                <h3>
                  {info?.name ?? `entity ${id}`} <small>{info?.kind}</small>
                </h3>
                <button
                  type="button"
                  className="close"
                  aria-label={`close ${info?.name ?? `entity ${id}`}'s panel`}
                  onClick={() => {
                    panels.close(id);
                  }}
                >
                  ✕
                </button>
              </header>
              {state === undefined && <p className="hint">reading state…</p>}
              {sections.map((s) => (
                <div key={s.id} className={`psec psec-${s.id}`}>
                  {s.id !== 'summary' && <h4>{s.title}</h4>}
                  {s.render({ state, now: snap?.now ?? 0 })}
                </div>
              ))}
              {state !== undefined && (
                <details className="raw">
                  <summary>all fields</summary>
                  <JsonTree value={state} />
                </details>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
