import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CITATIONS, citeInline, fullCite, readReproduces, shortCite } from '../../../web/teach/citations';

describe('citation table', () => {
  it('has one entry per seed document, each with authors, title, venue and year', () => {
    const seeds = ['000', '001', '002', '003', '004'];
    expect(CITATIONS.map((c) => c.seed)).toEqual(seeds);
    for (const c of CITATIONS) {
      expect(c.authors.length).toBeGreaterThan(0);
      expect(c.title.length).toBeGreaterThan(10);
      expect(c.venue.length).toBeGreaterThan(5);
      expect(c.year).toMatch(/^(c\. )?(19|20)\d\d$/);
    }
  });

  it('reads "seed 000 §5.5" as Barcellos & Detsch and keeps the section', () => {
    const r = readReproduces('seed 000 §5.5, Figure 5 (bandwidth vs throughput, N = 400, ws = 200)');
    expect(r.citation?.short).toBe('Barcellos & Detsch');
    expect(r.detail).toBe('§5.5, Figure 5 (bandwidth vs throughput, N = 400, ws = 200)');
    expect(fullCite(r.citation!)).toMatch(/^M\. Barcellos and A\. Detsch, “Avaliação de Desempenho/);
  });

  it('drops the author-year lead-in of "Segovia 1996 (seed 001), Table 4.1"', () => {
    const r = readReproduces('Segovia 1996 (seed 001), Table 4.1 (p.92); Figures 4.3 and 4.4');
    expect(r.citation?.seed).toBe('001');
    expect(r.detail).toBe('Table 4.1 (p.92); Figures 4.3 and 4.4');
    expect(fullCite(r.citation!)).toContain('Memorial University of Newfoundland, 1996');
  });

  it('reads "Seed 003 (Batista et al.), scenario 1" and "Seed 002 (…) E4"', () => {
    expect(readReproduces('Seed 003 (Batista et al.), scenario 1, one pathload instance')).toMatchObject({
      detail: 'scenario 1, one pathload instance',
    });
    const dccp = readReproduces('Seed 002 (Froldi, da Fonseca, Papotti, DCCP in high-speed networks) E4');
    expect(dccp.citation?.short).toBe('Froldi et al.');
    expect(dccp.detail).toBe('E4');
  });

  it('leaves text without a seed alone', () => {
    expect(readReproduces('RFC 6298 §2')).toEqual({ detail: 'RFC 6298 §2' });
  });

  it('rewrites seed numbers in running text', () => {
    expect(citeInline('The implosion meter (seed 000 §5.2)')).toBe(
      'The implosion meter (Barcellos & Detsch (c. 2002) §5.2)',
    );
    expect(citeInline('Segovia 1996, A Simulation Study (seed 001), Table 4.1')).toBe(
      'Segovia 1996, A Simulation Study, Table 4.1',
    );
    expect(shortCite(CITATIONS[4])).toBe('Cooperstock & Kotsopoulos (1996)');
  });

  it('leaves no seed number in any shipped scenario’s "reproduces" or paper source', () => {
    for (const f of readdirSync('scenarios').filter((n) => n.endsWith('.json') && n !== 'schema.json')) {
      const doc = JSON.parse(readFileSync(`scenarios/${f}`, 'utf8')) as Record<string, unknown>;
      if (typeof doc.reproduces === 'string') {
        const r = readReproduces(doc.reproduces);
        expect(r.detail, f).not.toMatch(/seed\s+\d{3}/i);
      }
      const src = (doc.paperValues as { source?: unknown } | undefined)?.source;
      if (typeof src === 'string') expect(citeInline(src), f).not.toMatch(/seed\s+\d{3}/i);
    }
  });
});
