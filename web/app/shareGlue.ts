// Between the app and the share module: what a link records about the current moment, and how a
// received link becomes a load + seek. Panels travel as "entity:<id>" ids; the view options carry
// the speed, presenter mode, the name the scenario was shown under (an edited scenario keeps its
// "(edited)"), the gallery entry it is (when unedited), the kind "next event" jumps to and the
// interface language (view.lang; a link without it opens in the reader's own language).
import { currentLanguage, i18n } from '../i18n/i18n';
import type { Language } from '../i18n/language';
import { localizedTitle } from '../i18n/scenarioText';
import type { ShareState } from '../share';
import type { AppController } from './controller';

/** Where the scenario on screen came from: a gallery card, the parameter editor, pasted JSON, a link or a file. */
export type ScenarioSource = 'gallery' | 'edited' | 'pasted' | 'link' | 'file';

export function parseScenario(json: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(json) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The title a scenario file gives itself ("title", else "name"), or ''. */
export function ownTitle(scenario: Record<string, unknown> | null): string {
  const t = scenario?.title ?? scenario?.name;
  return typeof t === 'string' ? t.trim() : '';
}

/** The name a pasted scenario without a title of its own is loaded under. */
export const PASTED_NAME = 'pasted scenario';

/**
 * The name above the picture in `lang`. Names are kept in English (they travel in share links and
 * file names); shown, the scenario's own title comes from its translations, and "(edited)" and
 * the pasted placeholder are said in the language. Other names (a file's) stay as they are.
 */
export function shownTitle(name: string, scenario: Record<string, unknown> | null, lang: Language): string {
  const tl = i18n.getFixedT(lang);
  const base = name.replace(/ \(edited\)$/, '');
  const shown =
    base && base === ownTitle(scenario)
      ? localizedTitle(scenario, lang, base)
      : base === PASTED_NAME
        ? tl('app.pastedName')
        : base;
  return base === name ? shown : tl('app.editedName', { name: shown });
}

/** "Queue overflow" -> "Queue overflow (edited)", once. */
export function editedTitle(title: string): string {
  const base = title.replace(/ \(edited\)$/, '') || 'scenario';
  return `${base} (edited)`;
}

export function shareStateOf(
  app: AppController,
  scenario: Record<string, unknown>,
  presenter: boolean,
  shown: { title: string; galleryId: string },
): ShareState {
  const view: ShareState['view'] = { speed: app.clock.getSpeed(), presenter };
  if (shown.title) view.title = shown.title.slice(0, 200);
  if (shown.galleryId) view.gallery = shown.galleryId;
  if (app.jumpKindName) view.jump = app.jumpKindName;
  view.lang = currentLanguage();
  return {
    scenario,
    seed:
      typeof scenario.seed === 'number' && Number.isInteger(scenario.seed) && scenario.seed >= 0 ? scenario.seed : 0,
    playhead: { timeNs: Math.round(app.clock.time()), eventIndex: app.store.shownIndex() },
    panels: app.panels.state.open.map((id) => `entity:${id}`),
    view,
  };
}

export function momentOf(s: ShareState) {
  const scenario: Record<string, unknown> = { ...s.scenario, seed: s.seed };
  const title = typeof s.view.title === 'string' && s.view.title.trim() ? s.view.title.trim() : ownTitle(scenario);
  const panels = s.panels
    .map((p) => /^entity:(\d+)$/.exec(p))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]));
  return {
    name: title || 'shared scenario',
    json: JSON.stringify(scenario, null, 2),
    eventIndex: s.playhead.eventIndex,
    timeNs: s.playhead.timeNs,
    panels,
    /** The gallery entry the link names, if any (checked against the gallery by the caller). */
    galleryId: typeof s.view.gallery === 'string' ? s.view.gallery : '',
    jumpKind: typeof s.view.jump === 'string' ? s.view.jump : '',
  };
}
