// Panels registered per entity kind (from engine.entities()). A kind's entry lists the sections to
// show in order; kinds with no entry get every section whose shape matches, and the JSON tree
// always follows, so a new model's state is visible before anyone writes a panel for it.
import { type Obj, SECTIONS, type Section } from './sections';

const byId = new Map(SECTIONS.map((s) => [s.id, s]));

const REGISTRY: { kind: RegExp; sections: string[] }[] = [
  { kind: /^msaw-sender$/, sections: ['summary', 'acks', 'timers', 'mac'] },
  { kind: /^mbap-sender$/, sections: ['summary', 'mbap-window', 'acks', 'timers', 'mac'] },
  { kind: /-receiver$/, sections: ['summary', 'window', 'timers', 'mac'] },
  { kind: /sender/, sections: ['summary', 'windows', 'bucket', 'poll-vector', 'subgroups', 'timers'] },
];

/** Registers (or replaces) the sections for an entity kind; later registrations win. */
export function registerPanel(kind: RegExp, sections: string[]): void {
  for (const id of sections) if (!byId.has(id)) throw new Error(`no panel section "${id}"`);
  REGISTRY.unshift({ kind, sections });
}

export function sectionsFor(kind: string, state: unknown): Section[] {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return [];
  const s = state as Obj;
  const entry = REGISTRY.find((r) => r.kind.test(kind));
  // A kind's own order first, then any other section whose shape appears in the snapshot.
  const first = entry ? entry.sections.map((id) => byId.get(id)!) : [];
  const wanted = [...first, ...SECTIONS.filter((sec) => !first.includes(sec))];
  return wanted.filter((sec) => sec.test(s));
}
