// The app shell: scenario choice, share/export/presenter on top, playback controls and the
// timeline, the network picture on the left, and the side pane (protocol panels, event log and
// linked charts; parameters; sweep) on the right. It opens on the default scenario and plays it,
// or on the moment a share link carries.
import { useEffect, useMemo, useState } from 'react';
import { HelpOverlay } from '../actions';
import { ExportMenu, jsonItem, scenarioJson } from '../export';
import { PresenterMode, PresenterToggle } from '../present';
import { defaultEntry, type GalleryEntry, gallery } from '../scenarios/gallery';
import { ShareButton, ShareLinkNotice, type ShareState, useIncomingShareLink } from '../share';
import { Controls } from '../views/Controls';
import { ErrorPanel } from '../views/ErrorPanel';
import { Gallery } from '../views/Gallery';
import { Legend } from '../views/Legend';
import { ScenarioBar } from '../views/ScenarioBar';
import { ScenarioEditor } from '../views/ScenarioEditor';
import { Timeline } from '../views/Timeline';
import { TopologyView } from '../views/TopologyView';
import type { AppController } from './controller';
import { SidePane } from './SidePane';
import { momentOf, parseScenario, shareStateOf } from './shareGlue';
import { useShellActions } from './useShellActions';
import { useStoreValue } from './useStore';

export function App({ app }: { app: AppController }) {
  // Every command (toolbar, keyboard in and out of presenter mode, the ? help) goes through this.
  const { actions, helpOpen, presenting, setPresenting, notice } = useShellActions(app);
  const first = defaultEntry();
  const [selected, setSelected] = useState(first?.id ?? '');
  const [editorText, setEditorText] = useState(first?.json ?? '');
  const [editorOpen, setEditorOpen] = useState(false);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const status = useStoreValue(app.store, (s) => s.status);
  const name = useStoreValue(app.store, (s) => s.scenarioName);
  const scenario = useMemo(() => parseScenario(editorText), [editorText]);

  const incoming = useIncomingShareLink((s: ShareState) => {
    const m = momentOf(s);
    setSelected('');
    setEditorText(m.json);
    if (s.view.presenter === true) setPresenting(true);
    void app.openMoment(m.name, m.json, m.eventIndex, m.timeNs, m.panels).then(() => {
      if (typeof s.view.speed === 'number' && s.view.speed > 0) app.clock.setSpeed(s.view.speed);
    });
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per controller: the default scenario opens only at start-up
  useEffect(() => {
    app.start();
    if (first && !window.location.hash) void app.load(first.title, first.json, { play: true });
    return () => app.stop();
  }, [app]);

  const pick = (entry: GalleryEntry) => {
    setGalleryOpen(false);
    setSelected(entry.id);
    setEditorText(entry.json);
    void app.load(entry.title, entry.json, { play: true });
  };
  const loadPasted = (json: string) => {
    setSelected('');
    setEditorText(json);
    void app.load('pasted scenario', json, { play: true });
  };
  const apply = (next: Record<string, unknown>) => {
    const json = JSON.stringify(next, null, 2);
    setEditorText(json);
    void app.load(name || 'edited scenario', json, { play: true });
  };

  return (
    <div className="app">
      <header className="topbar">
        <h1>ProtoScope</h1>
        <ScenarioBar
          entries={gallery}
          selected={selected}
          onPick={pick}
          editorOpen={editorOpen}
          onToggleEditor={() => setEditorOpen((o) => !o)}
          onOpenGallery={() => setGalleryOpen(true)}
        />
        <span className="topbar-tools" data-presenter="hide">
          {scenario && <ShareButton getState={() => shareStateOf(app, scenario, presenting)} />}
          {scenario && (
            <ExportMenu
              label="Export scenario"
              items={[
                jsonItem(name || 'scenario', () =>
                  scenarioJson(scenario, { seed: typeof scenario.seed === 'number' ? scenario.seed : 0 }),
                ),
              ]}
            />
          )}
        </span>
        <PresenterToggle active={presenting} actions={actions} />
      </header>
      {incoming.error && <ShareLinkNotice message={incoming.error} onDismiss={incoming.dismiss} />}
      <Controls app={app} actions={actions} notice={notice} />
      <Timeline app={app} />
      <main className="workspace">
        <section className="stage" aria-label={`scenario ${name}`}>
          <div className="stage-title" data-testid="scenario-name">
            {name || (gallery.length === 0 ? 'No scenarios found in scenarios/' : '')}
            {status === 'loading' && <span className="hint"> loading…</span>}
          </div>
          <ErrorPanel app={app} />
          {status === 'ready' && <TopologyView app={app} />}
          <Legend app={app} />
        </section>
        {editorOpen ? (
          <aside className="side">
            <ScenarioEditor initial={editorText} onLoad={loadPasted} onClose={() => setEditorOpen(false)} />
          </aside>
        ) : (
          <SidePane app={app} scenario={scenario} onApply={apply} />
        )}
      </main>
      <PresenterMode active={presenting} />
      <HelpOverlay open={helpOpen} actions={actions.actions()} onClose={() => actions.perform('closeHelp')} />
      {galleryOpen && (
        <Gallery entries={gallery} selected={selected} onPick={pick} onClose={() => setGalleryOpen(false)} />
      )}
    </div>
  );
}
