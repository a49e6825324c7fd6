// The app shell: scenario choice, share/export/presenter on top, playback controls and the
// timeline, the network picture on the left, and the side pane (protocol panels, event log and
// linked charts; parameters; sweep) on the right; on a phone the picture comes first and the side
// pane's parts are tabs below it. It opens on the default scenario and plays it, or on the moment
// a share link carries (a damaged link: the default scenario, paused, under the link's notice).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpOverlay } from '../actions';
import { ExportMenu, jsonItem, scenarioJson } from '../export';
import { DropHint, FileControls, FileErrorNotice, saveScenarioFile, useScenarioFiles } from '../files';
import { currentLanguage, LanguageToggle, linkLanguage, setLanguage } from '../i18n';
import { PresenterMode, PresenterToggle } from '../present';
import { defaultEntry, type GalleryEntry, gallery, scenarioText } from '../scenarios/gallery';
import { ShareButton, ShareLinkNotice, type ShareState, useIncomingShareLink } from '../share';
import { AboutScenario } from '../teach/AboutScenario';
import { PredictSession, PredictToggle, QuestionCard, questionsOf } from '../teach/predict';
import { Tour } from '../teach/tour/Tour';
import { useFirstVisitTour } from '../teach/tour/useFirstVisitTour';
import { ThemeToggle } from '../theme';
import { BudgetStopNotice } from '../views/BudgetNotice';
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
import {
  editedTitle,
  momentOf,
  ownTitle,
  PASTED_NAME,
  parseScenario,
  type ScenarioSource,
  shareStateOf,
  shownTitle,
} from './shareGlue';
import { useNarrow } from './useNarrow';
import { useShellActions } from './useShellActions';
import { useStoreValue } from './useStore';

export function App({ app }: { app: AppController }) {
  // Every command (toolbar, keyboard in and out of presenter mode, the ? help) goes through this.
  const { actions, helpOpen, presenting, setPresenting, notice } = useShellActions(app);
  // Re-renders the whole shell when the language changes (children read t() as they render).
  const { t, i18n } = useTranslation();
  // The engine writes the event log's lines in the active language; lines already kept are written again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language is the trigger, currentLanguage() its normal form
  useEffect(() => app.setLanguage(currentLanguage()), [app, i18n.language]);
  const first = defaultEntry();
  const [selected, setSelected] = useState(first?.id ?? '');
  const [source, setSource] = useState<ScenarioSource>('gallery');
  const [editorText, setEditorText] = useState('');
  // Counts the person's choices of scenario text: a gallery file that arrives after a newer choice
  // (a file opened, text pasted, a link) does not replace that choice's text in the editor.
  const choice = useRef(0);
  const chooseText = (json: string) => {
    choice.current++;
    setEditorText(json);
  };
  const [editorOpen, setEditorOpen] = useState(false);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const narrow = useNarrow();
  const status = useStoreValue(app.store, (s) => s.status);
  const name = useStoreValue(app.store, (s) => s.scenarioName);
  const scenario = useMemo(() => parseScenario(editorText), [editorText]);
  // The name above the picture in the active language, when the scenario is shown under its own name.
  const shownName = name && shownTitle(name, scenario, currentLanguage());
  // The parameter editor's unapplied edits (null: none): Save file saves them.
  const draft = useRef<Record<string, unknown> | null>(null);
  const files = useScenarioFiles((title, json) => {
    setSelected('');
    setSource('file');
    chooseText(json);
    void app.load(title, json, { play: true });
  });
  const saveFile = () => {
    const text = draft.current ? JSON.stringify(draft.current, null, 2) : editorText;
    saveScenarioFile(draft.current ? editedTitle(name || ownTitle(draft.current)) : name, text);
  };
  const tour = useFirstVisitTour(status === 'ready' && !presenting);
  // Predict-then-reveal: pauses at the scenario's questions (web/teach/predict).
  const predict = useMemo(() => new PredictSession(app), [app]);
  useEffect(() => predict.attach(), [predict]);

  /** Fetches a gallery scenario's file (a chunk of its own) and loads it. */
  const openEntry = async (entry: GalleryEntry, play: boolean) => {
    setSelected(entry.id);
    setSource('gallery');
    const mine = ++choice.current;
    const text = scenarioText(entry.id).then(
      (json) => {
        // Only the choice that is still current fills the editor (the controller drops stale ones).
        if (choice.current === mine) setEditorText(json);
        return json;
      },
      (err: unknown) => {
        const why = err instanceof Error ? err.message : String(err);
        throw new Error(t('app.fetchFailed', { file: `${entry.id}.json`, why }));
      },
    );
    // The load claims its turn now and waits for the chunk: a default scenario still being fetched
    // cannot replace what the person picked meanwhile. A file of the build: no schema check to fetch.
    await app.load(entry.title, text, { play, builtIn: true });
  };

  const incoming = useIncomingShareLink((s: ShareState) => {
    const m = momentOf(s);
    // The link's language wins over the saved one for this visit (a bad value is ignored); it does
    // not replace the reader's own saved choice.
    const lang = linkLanguage(s.view.lang);
    if (lang) setLanguage(lang, { persist: false });
    const entry = gallery.find((e) => e.id === m.galleryId);
    setSelected(entry ? entry.id : '');
    setSource(entry ? 'gallery' : 'link');
    chooseText(m.json);
    if (s.view.presenter === true) setPresenting(true);
    void app.openMoment(m.name, m.json, m.eventIndex, m.timeNs, m.panels, m.jumpKind).then(() => {
      if (typeof s.view.speed === 'number' && s.view.speed > 0) app.clock.setSpeed(s.view.speed);
    });
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per controller: the default scenario opens only at start-up
  useEffect(() => {
    app.start();
    if (first && !window.location.hash) void openEntry(first, true);
    return () => app.stop();
  }, [app]);

  // A damaged link: its notice says the default scenario opened instead, so open it (paused, so the
  // notice is read before anything moves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a link turns out to be damaged
  useEffect(() => {
    if (incoming.error && first && app.store.status === 'empty') void openEntry(first, false);
  }, [incoming.error]);

  const pick = (entry: GalleryEntry) => {
    setGalleryOpen(false);
    void openEntry(entry, true);
  };
  const loadPasted = (json: string) => {
    setSelected('');
    setSource('pasted');
    chooseText(json);
    void app.load(ownTitle(parseScenario(json)) || PASTED_NAME, json, { play: true });
  };
  const apply = (next: Record<string, unknown>) => {
    const json = JSON.stringify(next, null, 2);
    setSelected('');
    setSource('edited');
    chooseText(json);
    void app.load(editedTitle(name || ownTitle(next)), json, { play: true });
  };

  return (
    <div className={`app${narrow ? ' narrow' : ''}`}>
      <header className="topbar">
        <h1>ProtoScope</h1>
        <ScenarioBar
          entries={gallery}
          selected={selected}
          customLabel={
            source === 'edited'
              ? t('app.editedSource')
              : source === 'link'
                ? t('app.linkSource')
                : source === 'file'
                  ? t('app.fileSource')
                  : t('app.pastedSource')
          }
          onPick={pick}
          editorOpen={editorOpen}
          onToggleEditor={() => setEditorOpen((o) => !o)}
          onOpenGallery={() => setGalleryOpen(true)}
        />
        <span className="topbar-tools" data-presenter="hide">
          <FileControls onOpen={files.open} onSave={scenario ? saveFile : undefined} />
          {scenario && (
            <ShareButton
              getState={() => shareStateOf(app, scenario, presenting, { title: name, galleryId: selected })}
            />
          )}
          {scenario && (
            <ExportMenu
              label={t('app.exportScenario')}
              items={[
                jsonItem(name || 'scenario', () =>
                  scenarioJson(scenario, { seed: typeof scenario.seed === 'number' ? scenario.seed : 0 }),
                ),
              ]}
            />
          )}
        </span>
        <ThemeToggle />
        <LanguageToggle actions={actions} />
        <PresenterToggle active={presenting} actions={actions} />
      </header>
      {incoming.error && <ShareLinkNotice message={incoming.error} onDismiss={incoming.dismiss} />}
      {files.error && <FileErrorNotice message={files.error} onDismiss={files.dismiss} />}
      <section className="playback" aria-label={t('app.playback')}>
        <Controls app={app} actions={actions} notice={notice} />
        <Timeline app={app} />
      </section>
      <main className="workspace">
        <section className="stage" aria-label={t('app.stage', { name: shownName })}>
          <div className="stage-head">
            <h2 className="stage-title" data-testid="scenario-name">
              {shownName || (gallery.length === 0 ? t('app.noScenarios') : '')}
              {status === 'loading' && <span className="hint"> {t('app.loading')}</span>}
            </h2>
            <AboutScenario scenario={scenario} />
            <PredictToggle session={predict} count={questionsOf(scenario).length} />
          </div>
          <ErrorPanel app={app} />
          <BudgetStopNotice app={app} />
          {status === 'ready' && <TopologyView app={app} />}
          <Legend app={app} />
        </section>
        {editorOpen ? (
          <aside className="side" aria-label={t('app.editorAside')}>
            <ScenarioEditor initial={editorText} onLoad={loadPasted} onClose={() => setEditorOpen(false)} />
          </aside>
        ) : (
          <SidePane
            app={app}
            scenario={scenario}
            onApply={apply}
            onDraft={(d) => {
              draft.current = d;
            }}
            narrow={narrow}
          />
        )}
      </main>
      <PresenterMode active={presenting} />
      <DropHint visible={files.dragging} />
      <HelpOverlay
        open={helpOpen}
        actions={actions.actions()}
        onClose={() => actions.perform('closeHelp')}
        onTour={() => {
          actions.perform('closeHelp');
          tour.start();
        }}
      />
      <Tour open={tour.open} onClose={tour.close} />
      <QuestionCard session={predict} />
      {galleryOpen && (
        <Gallery entries={gallery} selected={selected} onPick={pick} onClose={() => setGalleryOpen(false)} />
      )}
    </div>
  );
}
