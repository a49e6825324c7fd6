// The Portuguese labels and help of the parameter declarations are keyed by the engine's English
// text: every key must still be a label or help sentence in scenarios/schema.json (a reworded
// declaration would otherwise silently fall back to English).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRANSLATED } from '../../../web/editor/schemaText.pt-BR';

const titles = new Set<string>();
const descriptions = new Set<string>();
const units = new Set<string>();
(function walk(o: unknown) {
  if (Array.isArray(o)) for (const v of o) walk(v);
  else if (o && typeof o === 'object') {
    const r = o as Record<string, unknown>;
    if (typeof r.title === 'string') titles.add(r.title);
    if (typeof r.description === 'string') descriptions.add(r.description);
    if (typeof r['x-unit'] === 'string') units.add(r['x-unit']);
    for (const v of Object.values(r)) walk(v);
  }
})(JSON.parse(readFileSync('scenarios/schema.json', 'utf8')));

describe('declared labels and help in Portuguese', () => {
  it('translates only texts the schema declares', () => {
    expect(TRANSLATED.labels.length).toBeGreaterThan(40);
    expect(TRANSLATED.labels.filter((l) => !titles.has(l))).toEqual([]);
    expect(TRANSLATED.help.filter((h) => !descriptions.has(h))).toEqual([]);
  });

  it('translates every label and help sentence the schema declares, so no field falls back to English', () => {
    const labels = new Set(TRANSLATED.labels);
    const help = new Set(TRANSLATED.help);
    expect([...titles].filter((t) => !labels.has(t))).toEqual([]);
    // The root's description is a note for developers (how the file is generated), never shown.
    const root = JSON.parse(readFileSync('scenarios/schema.json', 'utf8')) as { description: string };
    expect([...descriptions].filter((d) => d !== root.description && !help.has(d))).toEqual([]);
  });

  it('names every unit written as words in Portuguese (symbols such as s, B, bit/s, % stay)', () => {
    const worded = [...units].filter((u) => /[a-z]{2}/.test(u) && u !== 'bit/s' && u !== 'B/s' && u !== 'm/s');
    expect(worded.filter((u) => !TRANSLATED.units.includes(u))).toEqual([]);
  });
});
