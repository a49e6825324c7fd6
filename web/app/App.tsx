// The app shell: scenario choice and playback controls on top, the network picture on the left,
// the event log and a live chart on the right. It opens on the default scenario and plays it.
import { useEffect, useMemo, useState } from 'react';
import { ALL_ACTIONS } from '../actions/actions';
import { PanelDock } from '../panels/PanelDock';
import { ActionManager } from '../actions/manager';
import { defaultEntry, gallery, type GalleryEntry } from '../scenarios/gallery';
import { Controls } from '../views/Controls';
import { ErrorPanel } from '../views/ErrorPanel';
import { EventLog } from '../views/EventLog';
import { Legend } from '../views/Legend';
import { MetricChart } from '../views/MetricChart';
import { Gallery } from '../views/Gallery';
import { ScenarioBar } from '../views/ScenarioBar';
import { ScenarioEditor } from '../views/ScenarioEditor';
import { Timeline } from '../views/Timeline';
import { TopologyView } from '../views/TopologyView';
import type { AppController } from './controller';
import { useStoreValue } from './useStore';

export function App({ app }: { app: AppController }) {
  const actions = useMemo(() => new ActionManager(app, ALL_ACTIONS), [app]);
  const first = defaultEntry();
  const [selected, setSelected] = useState(first?.id ?? '');
  const [editorText, setEditorText] = useState(first?.json ?? '');
  const [editorOpen, setEditorOpen] = useState(false);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const status = useStoreValue(app.store, (s) => s.status);
  const name = useStoreValue(app.store, (s) => s.scenarioName);

  useEffect(() => {
    app.start();
    if (first) void app.load(first.title, first.json, { play: true });
    return () => app.stop();
  }, [app]); // once per controller: the default scenario opens only at start-up

  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => { if (actions.handleKey(ev)) ev.preventDefault(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);

  const pick = (entry: GalleryEntry) => {
    setGalleryOpen(false);
    setSelected(entry.id);
    setEditorText(entry.json);
    void app.load(entry.title, entry.json, { play: true });
  };
  const loadPasted = (json: string) => {
    setSelected('');
    void app.load('pasted scenario', json, { play: true });
  };

  return (
    <div className="app">
      <header className="topbar">
        <h1>ProtoScope</h1>
        <ScenarioBar entries={gallery} selected={selected} onPick={pick}
          editorOpen={editorOpen} onToggleEditor={() => setEditorOpen((o) => !o)} onOpenGallery={() => setGalleryOpen(true)} />
      </header>
      <Controls app={app} actions={actions} />
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
        <aside className="side">
          {editorOpen
            ? <ScenarioEditor initial={editorText} onLoad={loadPasted} onClose={() => setEditorOpen(false)} />
            : <>
                <PanelDock app={app} />
                <EventLog app={app} />
                <MetricChart app={app} />
              </>}
        </aside>
      </main>
      {galleryOpen && <Gallery entries={gallery} selected={selected} onPick={pick} onClose={() => setGalleryOpen(false)} />}
    </div>
  );
}
