// The open protocol panels, driven by inspect() snapshots at the playhead. A node click opens its
// entity's panel; the picker opens any entity. Each panel shows its registered sections, then the
// full snapshot as a tree.

import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppController } from '../app/controller';
import { count } from '../i18n/format';
import { formatClock } from '../playback/format';
import { JsonTree } from './common/JsonTree';
import { sectionsFor } from './registry';
import { entityKindLabel, sectionTitle } from './sectionTitles.pt-BR';

export function PanelDock({
  app,
  always = false,
  scenario,
}: {
  app: AppController;
  always?: boolean;
  /** The loaded scenario: a few sections show the options the run was set up with. */
  scenario?: Readonly<Record<string, unknown>> | null;
}) {
  const { t } = useTranslation();
  const panels = app.panels.state;
  useSyncExternalStore(panels.subscribe, () => panels.version);
  const snap = panels.snapshot;
  // The whole side pane for the open panels: on a short screen (a 1024x768 projector) the log's
  // and chart's shares leave an open panel its name and first rows; this is the reader's way to
  // read all of it, and back. Where the dock is alone anyway (the phone's state tab) it is not offered.
  const [expanded, setExpanded] = useState(false);
  const canExpand = !always && panels.open.length > 0;
  // Closing the last panel ends the expansion: the next panel opens beside the log again.
  if (expanded && panels.open.length === 0) setExpanded(false);
  if (panels.entities.length === 0) {
    // The phone's state tab: say why it is empty rather than show nothing.
    return always ? <p className="hint dock-empty">{t('panels.empty')}</p> : null;
  }
  return (
    <section
      className="panel dock"
      aria-label={t('panels.region')}
      data-testid="panel-dock"
      data-open={panels.open.length}
      data-expanded={canExpand && expanded ? '1' : undefined}
    >
      <header className="panel-head">
        <h2>{t('panels.title')}</h2>
        <select
          aria-label={t('panels.picker')}
          value=""
          data-testid="panel-picker"
          onChange={(e) => {
            if (e.target.value !== '') app.panels.toggle(Number(e.target.value));
          }}
        >
          <option value="">{t('panels.open')}</option>
          {panels.entities.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name} · {e.kind}
            </option>
          ))}
        </select>
        {snap && panels.open.length > 0 && (
          <span className="hint">{t('panels.at', { time: formatClock(snap.now), index: count(snap.index) })}</span>
        )}
        {canExpand && (
          <button
            type="button"
            className="dock-expand"
            aria-pressed={expanded}
            title={t(expanded ? 'panels.collapse' : 'panels.expand')}
            aria-label={t('panels.expand')}
            data-testid="panel-expand"
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? '⤡' : '⤢'}
          </button>
        )}
      </header>
      {panels.open.length === 0 && <p className="hint dock-empty">{t('panels.clickHint')}</p>}
      <div className="dock-panels">
        {panels.open.map((id) => {
          const info = panels.entities.find((e) => e.id === id);
          const state = snap?.states[id];
          const sections = info ? sectionsFor(info.kind, state, scenario ?? undefined) : [];
          return (
            <article
              key={id}
              className="ppanel"
              data-testid={`panel-${id}`}
              aria-label={t('panels.stateOf', { name: info?.name ?? id })}
            >
              <header>
                <h3>
                  {info?.name ?? t('panels.entity', { id })} <small>{info?.kind && entityKindLabel(info.kind)}</small>
                </h3>
                <button
                  type="button"
                  className="close"
                  aria-label={t('panels.close', { name: info?.name ?? t('panels.entity', { id }) })}
                  onClick={() => {
                    panels.close(id);
                  }}
                >
                  ✕
                </button>
              </header>
              {state === undefined && <p className="hint">{t('panels.reading')}</p>}
              {sections.map((s) => (
                <div key={s.id} className={`psec psec-${s.id}`}>
                  {s.id !== 'summary' && <h4>{sectionTitle(s.title)}</h4>}
                  {s.render({ state, now: snap?.now ?? 0, scenario: scenario ?? undefined })}
                </div>
              ))}
              {state !== undefined && (
                <details className="raw">
                  <summary>{t('panels.allFields')}</summary>
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
