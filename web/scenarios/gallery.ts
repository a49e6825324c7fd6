// The scenario gallery: every scenarios/*.json is bundled as raw text (the engine parses and
// validates it; the editor shows it verbatim), so a new file appears here with no code change.

export interface GalleryEntry {
  id: string; // file name without .json
  title: string;
  description: string;
  /** The paper table or figure the scenario reproduces ('' for teaching scenarios). */
  reproduces: string;
  tags: string[];
  json: string;
}

export const DEFAULT_SCENARIO = 'two-hosts-one-link';

const files = import.meta.glob('../../scenarios/*.json', { eager: true, query: '?raw', import: 'default' }) as Record<
  string,
  string
>;

export function buildGallery(sources: Record<string, string>): GalleryEntry[] {
  const entries: GalleryEntry[] = [];
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
    entries.push({ id, title, description, reproduces, tags, json });
  }
  // Default first, then alphabetical, so the picker opens on what the app plays.
  return entries.sort((a, b) =>
    a.id === DEFAULT_SCENARIO ? -1 : b.id === DEFAULT_SCENARIO ? 1 : a.title.localeCompare(b.title),
  );
}

export const gallery: GalleryEntry[] = buildGallery(files);

export function defaultEntry(entries: GalleryEntry[] = gallery): GalleryEntry | undefined {
  return entries.find((e) => e.id === DEFAULT_SCENARIO) ?? entries[0];
}
