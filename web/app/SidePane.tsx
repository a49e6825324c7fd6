// The right-hand column: tabs for watching the run (protocol panels, event log, charts), editing
// its parameters (schema-generated editor; apply restarts the run) and running its sweep. On a
// phone (`narrow`) the run tab splits into three (state, log, charts) so each part gets the whole
// pane below the stage; opening a panel there shows the state tab. The parameter editor and the
// sweep are loaded when first shown (with the scenario schema, they are not needed to watch a run).
// Each tab is a mounted module; this file only chooses which one shows.

import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportItem, ExportMenu, eventLogText, MIME, safeFilename, textBlob, textItem } from '../export';
import { t } from '../i18n/i18n';
import { PanelDock } from '../panels/PanelDock';
import { EventLog } from '../views/EventLog';
import { LinkedCharts } from '../views/LinkedCharts';
import type { AppController } from './controller';
import { useStoreValue } from './useStore';

const ParameterEditor = lazy(() => import('../editor/ParameterEditor').then((m) => ({ default: m.ParameterEditor })));
const SweepPanel = lazy(() => import('../sweep/SweepPanel').then((m) => ({ default: m.SweepPanel })));

export type SideTab = 'run' | 'state' | 'log' | 'charts' | 'params' | 'sweep';

export interface SidePaneProps {
  app: AppController;
  scenario: Record<string, unknown> | null;
  onApply(next: Record<string, unknown>): void;
  /** Told the parameter editor's unapplied draft (null: none), so Save file saves the edits. */
  onDraft?(draft: Record<string, unknown> | null): void;
  /** Phone layout: the run tab is split into state, log and charts. */
  narrow?: boolean;
}

/**
 * The model's own output in its source's format (the thesis's per-packet statistics file, §3.5)
 * for what the engine has completed so far; the engine runs a little ahead of the playhead.
 */
function recordOutputItem(app: SidePaneProps['app'], name: string, engineLabel: string): ExportItem {
  // The engine names its output in English; the one it ships so far has a translation.
  const label = engineLabel === 'Per-packet output (thesis §3.5)' ? t('exportMenu.perPacket') : engineLabel;
  return {
    id: 'records',
    label,
    description: t('exportMenu.records', { name, what: label.toLowerCase() }),
    filename: safeFilename(`${name} per-packet`, 'txt'),
    make: async () => textBlob(await app.client.recordOutput(), MIME.txt),
  };
}

/** The run's packets as a pcapng file for Wireshark (issue 14; engine/export/pcapng.h). */
function captureItem(app: SidePaneProps['app'], name: string): ExportItem {
  return {
    id: 'pcapng',
    label: t('exportMenu.packets'),
    description: t('exportMenu.packetsFile', { name }),
    filename: safeFilename(name, 'pcapng'),
    make: async () => new Blob([await app.client.capture()], { type: MIME.pcapng }),
  };
}

export function SidePane({ app, scenario, onApply, onDraft, narrow = false }: SidePaneProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SideTab>('run');
  const name = useStoreValue(app.store, (s) => s.scenarioName);
  const recordLabel = useStoreValue(app.store, (s) => s.recordOutputLabel);
  const panels = app.panels.state;
  const openCount = useSyncExternalStore(panels.subscribe, () => panels.open.length);
  const hasSweep = scenario !== null && scenario.sweep !== undefined;
  const ids = useId();
  const tabs: [SideTab, string][] = [
    ...(narrow
      ? ([
          ['state', t('side.state')],
          ['log', t('side.log')],
          ['charts', t('side.charts')],
        ] as [SideTab, string][])
      : ([['run', t('side.run')]] as [SideTab, string][])),
    ['params', t('side.params')],
    ...(hasSweep ? [['sweep', t('side.sweep')] as [SideTab, string]] : []),
  ];
  // A tab that does not exist in this layout (or for this scenario) falls back to watching the run.
  const watch: SideTab = narrow ? 'log' : 'run';
  const current = tabs.some(([id]) => id === tab) ? tab : tab === 'run' && narrow ? 'log' : watch;

  // On a phone, opening a panel (a tap on a node) brings its tab up.
  const lastCount = useRef(openCount);
  useEffect(() => {
    if (narrow && openCount > lastCount.current) setTab('state');
    lastCount.current = openCount;
  }, [narrow, openCount]);

  const showsLog = current === 'run' || current === 'log';
  const onTabKey = (ev: React.KeyboardEvent<HTMLDivElement>) => {
    const k = tabs.findIndex(([id]) => id === current);
    const next = ev.key === 'ArrowRight' ? k + 1 : ev.key === 'ArrowLeft' ? k - 1 : -99;
    if (next === -99) return;
    ev.preventDefault();
    ev.stopPropagation(); // arrows here pick tabs, not step events
    const [id] = tabs[(next + tabs.length) % tabs.length];
    setTab(id);
    document.getElementById(`${ids}-tab-${id}`)?.focus();
  };
  return (
    <aside className={`side side-${current}`} aria-label={t('side.details')}>
      <div className="side-tabs" data-presenter="hide">
        <div className="side-tablist" role="tablist" aria-label={t('side.tabs')} onKeyDown={onTabKey}>
          {tabs.map(([id, label]) => (
            <button
              type="button"
              key={id}
              id={`${ids}-tab-${id}`}
              role="tab"
              aria-selected={current === id}
              aria-controls={`${ids}-panel`}
              tabIndex={current === id ? 0 : -1}
              onClick={() => setTab(id)}
              data-testid={`tab-${id}`}
            >
              {label}
            </button>
          ))}
        </div>
        {showsLog && (
          <span className="side-export">
            <ExportMenu
              label={t('eventLog.export')}
              items={[
                textItem(`${name} event log`, () =>
                  eventLogText(
                    app.store.log.map((l) => ({ time: l.time, kind: app.store.kindName(l.kind), text: l.text })),
                    { scenario: name, seed: typeof scenario?.seed === 'number' ? scenario.seed : 0 },
                  ),
                ),
                ...(recordLabel ? [recordOutputItem(app, name, recordLabel)] : []),
                captureItem(app, name),
              ]}
            />
          </span>
        )}
      </div>
      <div
        className="side-body"
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids}-tab-${current}`}
        data-count={current === 'run' && openCount > 0 ? 'with-dock' : undefined}
      >
        {(current === 'run' || current === 'state') && (
          <PanelDock app={app} always={current === 'state'} scenario={scenario} />
        )}
        {showsLog && <EventLog app={app} />}
        {(current === 'run' || current === 'charts') && <LinkedCharts app={app} />}
        {/* Plain boxes, not landmarks: the tab panel names them, and the sweep panel inside is itself
            a region named "Sweep" (a second region named alike failed axe's landmark-unique). */}
        {current === 'params' && scenario && (
          <div className="panel side-scroll">
            <Suspense fallback={<p className="hint">{t('app.loadingEditor')}</p>}>
              <ParameterEditor scenario={scenario} onApply={onApply} onDraft={onDraft} />
            </Suspense>
          </div>
        )}
        {current === 'sweep' && scenario && (
          <div className="panel side-scroll">
            <Suspense fallback={<p className="hint">{t('app.loadingSweep')}</p>}>
              <SweepPanel scenario={scenario} name={name} />
            </Suspense>
          </div>
        )}
      </div>
    </aside>
  );
}
