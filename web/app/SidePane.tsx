// The right-hand column: tabs for watching the run (protocol panels, event log, charts), editing
// its parameters (schema-generated editor; apply restarts the run), running its sweep, and the raw
// JSON editor (the top bar's toggle). Each tab is a mounted module; this file only chooses which one shows.
import { useState } from 'react';
import { ParameterEditor } from '../editor';
import { type ExportItem, ExportMenu, eventLogText, MIME, safeFilename, textBlob, textItem } from '../export';
import { PanelDock } from '../panels/PanelDock';
import { SweepPanel } from '../sweep';
import { EventLog } from '../views/EventLog';
import { LinkedCharts } from '../views/LinkedCharts';
import type { AppController } from './controller';
import { useStoreValue } from './useStore';

export type SideTab = 'run' | 'params' | 'sweep';

export interface SidePaneProps {
  app: AppController;
  scenario: Record<string, unknown> | null;
  onApply(next: Record<string, unknown>): void;
}

/**
 * The model's own output in its source's format (the thesis's per-packet statistics file, §3.5)
 * for what the engine has completed so far; the engine runs a little ahead of the playhead.
 */
function recordOutputItem(app: SidePaneProps['app'], name: string, label: string): ExportItem {
  return {
    id: 'records',
    label,
    description: `Save ${name}'s ${label.toLowerCase()}`,
    filename: safeFilename(`${name} per-packet`, 'txt'),
    make: async () => textBlob(await app.client.recordOutput(), MIME.txt),
  };
}

export function SidePane({ app, scenario, onApply }: SidePaneProps) {
  const [tab, setTab] = useState<SideTab>('run');
  const name = useStoreValue(app.store, (s) => s.scenarioName);
  const recordLabel = useStoreValue(app.store, (s) => s.recordOutputLabel);
  const hasSweep = scenario !== null && scenario.sweep !== undefined;
  const tabs: [SideTab, string][] = [
    ['run', 'Run'],
    ['params', 'Parameters'],
    ...(hasSweep ? [['sweep', 'Sweep'] as [SideTab, string]] : []),
  ];
  const current = tab === 'sweep' && !hasSweep ? 'run' : tab;
  return (
    <aside className={`side side-${current}`}>
      <nav className="side-tabs" role="tablist" data-presenter="hide">
        {tabs.map(([id, label]) => (
          <button
            type="button"
            key={id}
            role="tab"
            aria-selected={current === id}
            onClick={() => setTab(id)}
            data-testid={`tab-${id}`}
          >
            {label}
          </button>
        ))}
        {current === 'run' && (
          <span className="side-export">
            <ExportMenu
              label="Export event log"
              items={[
                textItem(`${name} event log`, () =>
                  eventLogText(
                    app.store.log.map((l) => ({ time: l.time, kind: app.store.kindName(l.kind), text: l.text })),
                    { scenario: name, seed: typeof scenario?.seed === 'number' ? scenario.seed : 0 },
                  ),
                ),
                ...(recordLabel ? [recordOutputItem(app, name, recordLabel)] : []),
              ]}
            />
          </span>
        )}
      </nav>
      {current === 'run' && (
        <>
          <PanelDock app={app} />
          <EventLog app={app} />
          <LinkedCharts app={app} />
        </>
      )}
      {current === 'params' && scenario && (
        <section className="panel side-scroll" aria-label="parameters">
          <ParameterEditor scenario={scenario} onApply={onApply} />
        </section>
      )}
      {current === 'sweep' && scenario && (
        <section className="panel side-scroll" aria-label="sweep">
          <SweepPanel scenario={scenario} name={name} />
        </section>
      )}
    </aside>
  );
}
