// Every section title a panel declares (title: '...' under web/panels/) has a Portuguese title.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PT_BR_SECTION_TITLES } from '../../../web/panels/sectionTitles.pt-BR';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('panel section titles in Portuguese', () => {
  it('translates every title the panels declare', () => {
    const titles = new Set(
      files('web/panels')
        .filter((f) => !f.endsWith('.pt-BR.ts'))
        .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/title: '([^']+)'/g)].map((m) => m[1])),
    );
    expect(titles.size).toBeGreaterThan(20);
    expect([...titles].filter((t) => PT_BR_SECTION_TITLES[t] === undefined)).toEqual([]);
  });
});
