// The app shell: scenario choice, share/export/presenter on top, playback controls and the
// timeline, the network picture on the left, and the side pane (protocol panels, event log and
// linked charts; parameters; sweep) on the right. It opens on the default scenario and plays it,
// or on the moment a share link carries.
import { useEffect, useMemo, useState } from 'react';
import { ALL_ACTIONS } from '../actions/actions';
import { ActionManager } from '../actions/manager';
import { ExportMenu, jsonItem, scenarioJson } from '../export';
import { HelpOverlay, type KeyBinding, PresenterMode, PresenterToggle } from '../present';
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
import { useStoreValue } from './useStore';

export function App({ app }: { app: AppController }) {
  const actions = useMemo(() => new ActionManager(app, ALL_ACTIONS), [app]);
  const first = defaultEntry();
  const [selected, setSelected] = useState(first?.id ?? '');
  const [editorText, setEditorText] = useState(first?.json ?? '');
  const [editorOpen, setEditorOpen] = useState(false);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
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

  useEffect(() => {
    if (presenting) return undefined; // presenter mode owns the keyboard while active
    const onKey = (ev: KeyboardEvent) => {
      // ? shows the keys and P enters presenter mode here too (presenter mode has its own ? and P).
      if (!ev.ctrlKey && !ev.metaKey && !ev.altKey && !typingIn(ev.target)) {
        if (ev.key === '?') {
          ev.preventDefault();
          setHelpOpen((o) => !o);
          return;
        }
        if (ev.key === 'p' || ev.key === 'P') {
          ev.preventDefault();
          setHelpOpen(false);
          setPresenting(true);
          return;
        }
      }
      if (actions.handleKey(ev)) ev.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions, presenting]);

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
        <PresenterToggle active={presenting} onToggle={() => setPresenting((p) => !p)} />
      </header>
      {incoming.error && <ShareLinkNotice message={incoming.error} onDismiss={incoming.dismiss} />}
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
        {editorOpen ? (
          <aside className="side">
            <ScenarioEditor initial={editorText} onLoad={loadPasted} onClose={() => setEditorOpen(false)} />
          </aside>
        ) : (
          <SidePane app={app} scenario={scenario} onApply={apply} />
        )}
      </main>
      <PresenterMode
        active={presenting}
        onExit={() => setPresenting(false)}
        commands={{
          togglePlay: () => actions.perform('togglePlay'),
          stepForward: () => actions.perform('step'),
          stepBack: () => actions.perform('stepBack'),
          faster: () => actions.perform('faster'),
          slower: () => actions.perform('slower'),
        }}
      />
      <HelpOverlay open={helpOpen && !presenting} actions={NORMAL_KEYS} onClose={() => setHelpOpen(false)} />
      {galleryOpen && (
        <Gallery entries={gallery} selected={selected} onPick={pick} onClose={() => setGalleryOpen(false)} />
      )}
    </div>
  );
}

/** The keys outside presenter mode, for the ? overlay. */
const NORMAL_KEYS: KeyBinding[] = [
  ...ALL_ACTIONS.map((a) => ({
    name: a.name,
    label: a.label,
    group: 'Playback',
    keys: a.keys.map((key) => ({ key })),
  })),
  { name: 'help', label: 'Show / hide these keys', group: 'View', keys: [{ key: '?' }] },
  { name: 'present', label: 'Presenter mode (P again leaves)', group: 'View', keys: [{ key: 'p' }] },
];

function typingIn(target: EventTarget | null): boolean {
  const t = target as { tagName?: string; isContentEditable?: boolean } | null;
  return (
    t?.isContentEditable === true || t?.tagName === 'INPUT' || t?.tagName === 'TEXTAREA' || t?.tagName === 'SELECT'
  );
}
