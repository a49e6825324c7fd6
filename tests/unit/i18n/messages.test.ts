// The two languages agree: the same keys, and each message uses the same {{variables}} as its
// English original (a translation that drops {{kind}} would show a sentence with a hole).
import { describe, expect, it } from 'vitest';
import { en } from '../../../web/i18n/en';
import { ptBR } from '../../../web/i18n/pt-BR';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const variables = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('pt-BR against en', () => {
  const a = flatten(en as Tree);
  const b = flatten(ptBR as Tree);

  it('has exactly the same keys', () => {
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  });

  it('uses the same interpolation variables in every message', () => {
    const differ = [...a].filter(([k, v]) => variables(v).join() !== variables(b.get(k) ?? '').join()).map(([k]) => k);
    expect(differ).toEqual([]);
  });

  it('translates: no message is left empty, and most differ from the English', () => {
    expect([...b].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
    const same = [...a].filter(([k, v]) => b.get(k) === v).length;
    expect(same / a.size).toBeLessThan(0.2);
  });
});
