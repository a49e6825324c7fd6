// Every field label inside a panel (<dt> and <th> text under web/panels/) reads in Portuguese: it
// goes through pw() with an entry in the table, or it is a protocol variable kept as is.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../web/i18n/i18n';
import { PANEL_WORDS_KEPT, PT_BR_PANEL_WORDS, pw } from '../../../web/panels/panelWords.pt-BR';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx$/.test(f) ? [p] : [];
  });
}

describe('panel field labels in Portuguese', () => {
  const sources = files('web/panels').map((f) => readFileSync(f, 'utf8'));

  it('no English label is left as literal text in a <dt> or <th>', () => {
    const literal = sources.flatMap((s) =>
      [...s.matchAll(/<(?:dt|th)[^>]*>\s*([A-Za-z][^<{]*?)\s*</g)].map((m) => m[1]),
    );
    expect(literal.filter((l) => !PANEL_WORDS_KEPT.has(l))).toEqual([]);
  });

  it('every label passed to pw() has a Portuguese entry, and the table has no stale one', () => {
    const used = new Set(sources.flatMap((s) => [...s.matchAll(/pw\('([^']+)'\)/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((u) => PT_BR_PANEL_WORDS[u] === undefined)).toEqual([]);
    expect(Object.keys(PT_BR_PANEL_WORDS).filter((k) => !used.has(k))).toEqual([]);
  });

  it('follows the active language', () => {
    expect(pw('out of order')).toBe('out of order');
    setLanguage('pt-BR', { persist: false });
    try {
      expect(pw('out of order')).toBe('fora de ordem');
      expect(pw('SRTT')).toBe('SRTT');
    } finally {
      setLanguage('en', { persist: false });
    }
  });
});
