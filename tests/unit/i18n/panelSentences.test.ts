// Every sentence a family panel writes (hints, explanations, tooltips, the literature tables' column
// names) goes through ps() with a Portuguese entry that fills the same values, and the table keeps no
// sentence a panel no longer writes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../web/i18n/i18n';
import { ps } from '../../../web/panels/panelSentences';
import { PT_BR_PANEL_SENTENCES } from '../../../web/panels/panelSentences.pt-BR';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx$/.test(f) ? [p] : [];
  });
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('panel sentences in Portuguese', () => {
  const used = new Set<string>();
  for (const f of files('web/panels')) {
    const source = readFileSync(f, 'utf8');
    for (const m of source.matchAll(/\b(?:ps|sentence)\(\s*(['"])((?:(?!\1).)*)\1/gs)) used.add(m[2]);
    // The literature tables name their columns as plain labels; the table renders them through ps().
    if (f.includes('literature')) for (const m of source.matchAll(/label: '([^']*)'/g)) used.add(m[1]);
  }

  it('every sentence a panel writes has its Portuguese, with the same values to fill', () => {
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((u) => PT_BR_PANEL_SENTENCES[u] === undefined)).toEqual([]);
    const mismatched = [...used].filter(
      (u) =>
        PT_BR_PANEL_SENTENCES[u] !== undefined &&
        placeholders(PT_BR_PANEL_SENTENCES[u]).join() !== placeholders(u).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('keeps no sentence that no panel writes', () => {
    expect(Object.keys(PT_BR_PANEL_SENTENCES).filter((k) => !used.has(k))).toEqual([]);
  });

  it('fills values and follows the active language', () => {
    expect(ps('fires in {time}', { time: '3 ms' })).toBe('fires in 3 ms');
    setLanguage('pt-BR', { persist: false });
    try {
      expect(ps('fires in {time}', { time: '3 ms' })).toBe('dispara em 3 ms');
      expect(ps('a sentence nobody translated')).toBe('a sentence nobody translated');
    } finally {
      setLanguage('en', { persist: false });
    }
  });
});
