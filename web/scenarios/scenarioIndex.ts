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
    try {
      const doc = JSON.parse(json) as Record<string, unknown>;
      const t = doc.title ?? doc.name;
      if (typeof t === 'string' && t.trim()) title = t.trim();
      if (typeof doc.description === 'string') description = doc.description.trim();
      if (typeof doc.reproduces === 'string') reproduces = doc.reproduces.trim();
      if (Array.isArray(doc.tags)) tags = doc.tags.filter((t): t is string => typeof t === 'string');
    } catch {
      // A malformed file is still listed: loading it shows the engine's message.
    }
    entries.push({ id, title, description, reproduces, tags });
  }
  return entries.sort((a, b) =>
    a.id === DEFAULT_SCENARIO ? -1 : b.id === DEFAULT_SCENARIO ? 1 : a.title.localeCompare(b.title),
  );
}

/** A scenario's title and description in another language (its file's "translations"). */
export interface TranslatedInfo {
  title?: string;
  description?: string;
}

/**
 * Each language's translated titles and descriptions by scenario id: a chunk of its own
 * ('virtual:scenario-translations'), fetched only by a page shown in another language, so the
 * index every page downloads stays the same size whatever the number of languages.
 */
export function scenarioTranslations(sources: Record<string, string>): Record<string, Record<string, TranslatedInfo>> {
  const out: Record<string, Record<string, TranslatedInfo>> = {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  for (const [path, json] of Object.entries(sources)) {
    const id = path.replace(/^.*\//, '').replace(/\.json$/, '');
    let all: unknown;
    try {
      all = (JSON.parse(json) as Record<string, unknown>).translations;
    } catch {
      continue;
    }
    if (typeof all !== 'object' || all === null || Array.isArray(all)) continue;
    for (const [lang, tr] of Object.entries(all as Record<string, unknown>)) {
      if (typeof tr !== 'object' || tr === null) continue;
      const t = tr as Record<string, unknown>;
      const title = text(t.title) ?? text(t.name);
      const description = text(t.description);
      if (!title && !description) continue;
      out[lang] ??= {};
      out[lang][id] = { ...(title && { title }), ...(description && { description }) };
    }
  }
  return out;
}
