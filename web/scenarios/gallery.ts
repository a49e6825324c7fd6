// The scenario gallery: the index of scenarios/*.json made at build time (scenarioIndex.ts) and a
// loader per file, so a new file appears here with no code change and its text is fetched only
// when it is opened. The text is handed over verbatim (the engine parses and validates it; the
// editor shows it as written).
import index from 'virtual:scenario-index';
import { DEFAULT_SCENARIO, type ScenarioInfo, type TranslatedInfo } from './scenarioIndex';

export { DEFAULT_SCENARIO };
export type GalleryEntry = ScenarioInfo;

/** One lazily loaded chunk per scenario file. */
const loaders = import.meta.glob('../../scenarios/*.json', { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;

export const gallery: GalleryEntry[] = index;

/** The scenario's JSON text, fetched on first use. */
export async function scenarioText(id: string): Promise<string> {
  const load = loaders[`../../scenarios/${id}.json`];
  if (!load) throw new Error(`no scenario file named ${id}.json`);
  return load();
}

export function defaultEntry(entries: GalleryEntry[] = gallery): GalleryEntry | undefined {
  return entries.find((e) => e.id === DEFAULT_SCENARIO) ?? entries[0];
}

let translations: Promise<Record<string, Record<string, TranslatedInfo>>> | null = null;

/** The gallery's titles and descriptions in `lang` by scenario id ({} for the files' own language):
 *  one chunk, fetched the first time a language other than English needs it. */
export function scenarioTranslationsFor(lang: string): Promise<Record<string, TranslatedInfo>> {
  translations ??= import('virtual:scenario-translations').then((m) => m.default);
  return translations.then((all) => all[lang] ?? {});
}
