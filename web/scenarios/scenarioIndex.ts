// What the gallery and the picker need before any scenario is opened: id, title, description, the
// paper table or figure reproduced, tags. Built at build time from scenarios/*.json by a Vite
// plugin (the virtual module "virtual:scenario-index", a few KB), so the page does not carry
// every scenario's full text (about 250 KB) in its first download; a scenario's file is fetched
// when it is opened (gallery.ts). The plugin itself is web/vite/scenarioIndexPlugin.ts (Node only).

export interface ScenarioInfo {
  id: string; // file name without .json
  title: string;
  description: string;
  /** The paper table or figure the scenario reproduces ('' for teaching scenarios). */
  reproduces: string;
  tags: string[];
  /** The title and description in other languages, by language tag (the file's "translations"). */
  translations?: Record<string, { title?: string; description?: string }>;
}

export const DEFAULT_SCENARIO = 'two-hosts-one-link';

/** The index of a set of scenario files (path or name -> text); the default first, then by title. */
export function scenarioIndex(sources: Record<string, string>): ScenarioInfo[] {
  const entries: ScenarioInfo[] = [];
  for (const [path, json] of Object.entries(sources)) {
    const id = path.replace(/^.*\//, '').replace(/\.json$/, '');
    if (id === 'schema' || id.endsWith('.schema')) continue; // the JSON Schema is not a scenario
    let title = id;
    let description = '';
    let reproduces = '';
    let tags: string[] = [];
    let translations: ScenarioInfo['translations'];
    try {
      const doc = JSON.parse(json) as Record<string, unknown>;
      const t = doc.title ?? doc.name;
      if (typeof t === 'string' && t.trim()) title = t.trim();
      if (typeof doc.description === 'string') description = doc.description.trim();
      if (typeof doc.reproduces === 'string') reproduces = doc.reproduces.trim();
      if (Array.isArray(doc.tags)) tags = doc.tags.filter((t): t is string => typeof t === 'string');
      translations = translationsOf(doc.translations);
    } catch {
      // A malformed file is still listed: loading it shows the engine's message.
    }
    entries.push({ id, title, description, reproduces, tags, ...(translations ? { translations } : {}) });
  }
  return entries.sort((a, b) =>
    a.id === DEFAULT_SCENARIO ? -1 : b.id === DEFAULT_SCENARIO ? 1 : a.title.localeCompare(b.title),
  );
}

/** Only the parts the gallery shows (title, else name; description), as plain strings. */
function translationsOf(v: unknown): ScenarioInfo['translations'] {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const out: NonNullable<ScenarioInfo['translations']> = {};
  for (const [lang, tr] of Object.entries(v as Record<string, unknown>)) {
    if (typeof tr !== 'object' || tr === null) continue;
    const { name, title, description } = tr as Record<string, unknown>;
    const shown = typeof title === 'string' && title.trim() ? title : name;
    out[lang] = {
      ...(typeof shown === 'string' && shown.trim() ? { title: shown.trim() } : {}),
      ...(typeof description === 'string' && description.trim() ? { description: description.trim() } : {}),
    };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
