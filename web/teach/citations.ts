// The five source documents as citations, so the app names a paper by its authors, title, venue and
// year rather than by the seed file number ("seed 000") the scenarios were written against. Built by
// reading each document's first page in /work/shared/seeds/ (and the digests in shared/research/).
// Three of them carry no venue or date in their text: their year is the one the digests infer from
// the newest reference they cite ("c. 2002"), and their venue says only where the authors worked.
// Nothing here is invented to look complete.

export interface Citation {
  /** The seed number the scenario files use ("000"). */
  seed: string;
  authors: readonly string[];
  /** Surname form for running text: "Segovia", "Barcellos & Detsch", "Batista et al.". */
  short: string;
  title: string;
  venue: string;
  /** "1996", or "c. 2002" when the document is undated. */
  year: string;
}

export const CITATIONS: readonly Citation[] = [
  {
    seed: '000',
    authors: ['M. Barcellos', 'A. Detsch'],
    short: 'Barcellos & Detsch',
    title: 'Avaliação de Desempenho de Protocolos para Multicast com Conhecimento de Grupo baseados em Polling',
    venue: 'PIPCA, Unisinos, São Leopoldo (undated; newest reference 2001)',
    year: 'c. 2002',
  },
  {
    seed: '001',
    authors: ['A. M. Segovia'],
    short: 'Segovia',
    title: 'A Simulation Study of the Performance of Multicast Protocols',
    venue: 'MSc thesis, Memorial University of Newfoundland',
    year: '1996',
  },
  {
    seed: '002',
    authors: ['C. A. Froldi', 'N. L. S. da Fonseca', 'C. Papotti'],
    short: 'Froldi et al.',
    title: 'Avaliação de desempenho do protocolo DCCP para redes de alta velocidade',
    venue: 'Instituto de Computação, Unicamp (undated; newest reference 2010)',
    year: 'c. 2010',
  },
  {
    seed: '003',
    authors: ['D. M. Batista', 'L. J. Chaves', 'N. L. S. da Fonseca', 'A. Ziviani'],
    short: 'Batista et al.',
    title: 'Análise de Desempenho de Estimadores de Largura de Banda Disponível para Utilização em Grades',
    venue: 'UNICAMP and LNCC (undated; newest reference 2009)',
    year: 'c. 2009',
  },
  {
    seed: '004',
    authors: ['J. R. Cooperstock', 'S. Kotsopoulos'],
    short: 'Cooperstock & Kotsopoulos',
    title: 'Why Use a Fishing Line When You Have a Net? An Adaptive Multicast Data Distribution Protocol',
    venue: 'Proceedings of the USENIX 1996 Annual Technical Conference, San Diego',
    year: '1996',
  },
];

export function citationFor(seed: string): Citation | undefined {
  return CITATIONS.find((c) => c.seed === seed);
}

/** "Segovia (1996)". */
export const shortCite = (c: Citation) => `${c.short} (${c.year})`;

/** "A. M. Segovia, A Simulation Study of the Performance of Multicast Protocols. MSc thesis, …, 1996." */
export function fullCite(c: Citation): string {
  const names =
    c.authors.length <= 2 ? c.authors.join(' and ') : `${c.authors.slice(0, -1).join(', ')} and ${c.authors.at(-1)}`;
  return `${names}, “${c.title}”. ${c.venue}, ${c.year}.`;
}

const SEED = /\bseed\s+(\d{3})\b/i;

export interface Reproduction {
  citation?: Citation;
  /** What of the document is reproduced, with its section reference kept: "§5.5, Figure 5 (…)". */
  detail: string;
}

/**
 * Splits a scenario's "reproduces" text ("seed 000 §5.5, Figure 5", "Segovia 1996 (seed 001), Table
 * 4.1 (p.92)", "Seed 003 (Batista et al.), scenario 1") into the document it names and the part of
 * the document. A text naming no seed is returned as the detail, unchanged.
 */
export function readReproduces(text: string): Reproduction {
  const m = SEED.exec(text);
  const citation = m ? citationFor(m[1]) : undefined;
  if (!citation) return { detail: text.trim() };
  const detail = text
    // "Segovia 1996 (seed 001), ": an author-year lead-in before the seed in brackets
    .replace(/^[^,(]*\(\s*seed\s+\d{3}\s*\)\s*,?\s*/i, '')
    // "Seed 003 (Batista et al.), " or "seed 000 ": the seed first, maybe with its authors in brackets
    .replace(/^\s*seed\s+\d{3}\s*(\([^)]*\))?\s*,?\s*/i, '')
    .trim();
  return { citation, detail };
}

/**
 * Running text with its seed numbers replaced by the documents' names: "seed 000 §5.2" reads
 * "Barcellos & Detsch (c. 2002) §5.2"; a bracketed "(seed 001)" after the author's name is dropped.
 */
export function citeInline(text: string): string {
  return text
    .replace(/\s*\(\s*seed\s+(\d{3})\s*\)/gi, (whole, seed: string, at: number, all: string) => {
      const c = citationFor(seed);
      if (!c) return whole;
      const before = all.slice(Math.max(0, at - 60), at);
      return before.includes(c.short.split(' ')[0]) ? '' : ` (${shortCite(c)})`;
    })
    .replace(/\bseed\s+(\d{3})\b/gi, (whole, seed: string) => {
      const c = citationFor(seed);
      return c ? shortCite(c) : whole;
    });
}
