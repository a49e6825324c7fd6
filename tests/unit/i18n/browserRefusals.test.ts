// The browser's own refusals in Brazilian Portuguese (issue 13): a sweep the planner cannot run, a
// share link that fails its integrity or shape checks, and a file that is not JSON (located by our
// own scan, never the browser's SyntaxError text). Each refusal keeps a `say` that words it again
// in the other language, which is what lets a notice on screen follow the L key.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { findJsonProblem } from '../../../web/files/jsonSyntax';
import { checkScenarioText, openScenarioFile } from '../../../web/files/scenarioFile';
import { setLanguage } from '../../../web/i18n/i18n';
import { SaidError } from '../../../web/i18n/said';
import { deflate, toBase64Url } from '../../../web/share/codec';
import { decodeShare, MAX_FRAGMENT_CHARS, readShare } from '../../../web/share/link';
import { expandSweep, sweepJobs } from '../../../web/sweep/expand';
import { setPath } from '../../../web/sweep/paths';

const shipped = readFileSync('scenarios/queue-overflow.json', 'utf8');
const inPortuguese = () => setLanguage('pt-BR', { persist: false });
afterEach(() => setLanguage('en', { persist: false }));

/** Words that would betray an English sentence left in a Portuguese message. */
const ENGLISH = /\b(must|is|are|the|it|its|not|unexpected|expected|more than|has|contains|missing|line|column)\b/i;

function thrown(f: () => unknown): SaidError {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(SaidError);
    return err as SaidError;
  }
  throw new Error('nothing was thrown');
}

describe('sweep refusals in Portuguese', () => {
  const base = () => ({ ...JSON.parse(shipped), sweep: undefined }) as Record<string, unknown>;
  const bad = (sweep: unknown) => () => expandSweep({ ...base(), sweep });

  it('names the sweep field in Portuguese and says the same refusal in English again', () => {
    inPortuguese();
    const cases: [() => unknown, string, string][] = [
      [
        () => expandSweep({ version: 1 }),
        'sweep: o cenário não declara uma varredura',
        'sweep: the scenario declares no sweep',
      ],
      [bad([]), 'sweep: deve ser um objeto', 'sweep: must be an object'],
      [
        bad({ parameters: [] }),
        'sweep.parameters: deve ser uma lista não vazia de {path, values}',
        'sweep.parameters: must be a non-empty array of {path, values}',
      ],
      [
        bad({ parameters: [{ values: [1] }] }),
        'sweep.parameters[0].path: é obrigatório (um texto)',
        'sweep.parameters[0].path: is required (a string)',
      ],
      [
        bad({ parameters: [{ path: 'seed', values: [] }] }),
        'sweep.parameters[0].values: deve ser uma lista não vazia',
        'sweep.parameters[0].values: must be a non-empty array',
      ],
      [
        bad({ parameters: [{ path: 'seed', values: [1] }], reps: 0 }),
        'sweep.reps: deve ser um número inteiro em [1, 1000]',
        'sweep.reps: must be an integer in [1, 1000]',
      ],
      [
        bad({ parameters: [{ path: 'seed', values: [1] }], metrics: 'x' }),
        'sweep.metrics: deve ser uma lista de nomes de métricas',
        'sweep.metrics: must be an array of metric names',
      ],
    ];
    for (const [f, pt, en] of cases) {
      const err = thrown(f);
      expect(err.message).toBe(pt);
      expect(err.message).not.toMatch(ENGLISH);
      expect(err.say('en')).toBe(en);
    }
    const huge = Array.from({ length: 400 }, (_, i) => i);
    const points = thrown(
      bad({
        parameters: [
          { path: 'a', values: huge },
          { path: 'b', values: huge },
        ],
      }),
    );
    expect(points.message).toBe('sweep: mais de 100.000 pontos');
  });

  it('says why a point cannot be set and why a sweep is too big for the browser', () => {
    inPortuguese();
    const s = { ...base(), sweep: { parameters: [{ path: 'network.links[5].queue', values: [1] }] } };
    const past = thrown(() => sweepJobs(expandSweep(s), s));
    expect(past.message).toBe('sweep.parameters[0]: network.links[5].queue: o índice 5 passa do fim (tamanho 1)');
    expect(past.say('en')).toBe('sweep.parameters[0]: network.links[5].queue: index 5 is past the end (size 1)');
    expect(thrown(() => setPath(base(), 'seed.x', 1)).message).toBe(
      "seed.x: não é possível entrar em um número em 'x'",
    );
    expect(thrown(() => setPath(base(), '__proto__.x', 1)).message).toBe(
      "__proto__.x: '__proto__' não pode ser alterado",
    );
    expect(thrown(() => setPath(base(), '', 1)).message).toBe('caminho vazio');
    const many = {
      ...base(),
      sweep: { parameters: [{ path: 'seed', values: Array.from({ length: 1000 }, (_, i) => i) }], reps: 1000 },
    };
    expect(thrown(() => sweepJobs(expandSweep(many), many)).message).toBe(
      'sweep: 1.000.000 execuções são mais do que o navegador roda (20.000); use o executor nativo (run --sweep)',
    );
  });
});

describe('share-link integrity in Portuguese', () => {
  const state = () => ({
    scenario: JSON.parse(shipped),
    seed: 7,
    playhead: { timeNs: 0, eventIndex: 0 },
    panels: ['node:0'],
    view: { speed: 1 },
  });
  const raw = async (json: string, version = 1) => `ps${version}.${toBase64Url(await deflate(json))}`;

  async function damaged(hash: string): Promise<string> {
    const r = await decodeShare(hash);
    expect(r.kind).toBe('error');
    const message = r.kind === 'error' ? r.message : '';
    expect(message).toMatch(/^Este link está danificado: /);
    expect(message).not.toMatch(ENGLISH);
    return message;
  }

  it('says what is wrong with the link itself', async () => {
    inPortuguese();
    expect(await damaged(`ps1.${'A'.repeat(MAX_FRAGMENT_CHARS)}`)).toBe(
      'Este link está danificado: ele é longo demais (64 KB; são lidos links de até 64 KB).',
    );
    expect(await damaged('xx1.abc')).toBe(
      'Este link está danificado: ele não começa com a marca do ProtoScope ("ps1."), então foi cortado ou editado.',
    );
    expect(await damaged(await raw(JSON.stringify(state()), 2))).toMatch(
      /ProtoScope mais novo \(formato de link 2; esta página lê o formato 1\)\. Recarregue a página/,
    );
    expect(await damaged(await raw(JSON.stringify(state()), 0))).toBe(
      'Este link está danificado: ele usa o formato 0, que é desconhecido (esta página lê o formato 1).',
    );
    expect(await damaged('ps1.')).toBe('Este link está danificado: ele não traz dados.');
    expect(await damaged(await raw('{"scenario": '))).toBe(
      'Este link está danificado: o conteúdo dele não é um JSON válido.',
    );
    expect(await damaged('ps1.AAAA')).toBe(
      'Este link está danificado: os dados comprimidos dele estão corrompidos ou incompletos.',
    );
    expect(await damaged('ps1.AAAAA')).toBe(
      'Este link está danificado: ele parece truncado (os dados têm um comprimento impossível).',
    );
    expect(await damaged('ps1.a$b')).toBe(
      'Este link está danificado: ele contém caracteres que não podem aparecer em um link do ProtoScope.',
    );
    const bomb = `ps1.${toBase64Url(await deflate(' '.repeat(4 * 1024 * 1024)))}`;
    expect(await damaged(bomb)).toBe('Este link está danificado: o conteúdo dele se expande para mais de 1 MB.');
  });

  it('names the field of the state that breaks the shape check, the path untranslated', async () => {
    inPortuguese();
    const s = state() as unknown as Record<string, unknown>;
    const cases: [unknown, string][] = [
      [{ ...s, extra: 1 }, 'ele tem um campo inesperado, "extra"'],
      [{ scenario: s.scenario }, 'falta o campo "seed"'],
      [{ ...s, seed: 1.5 }, 'seed deve ser um número inteiro ≥ 0'],
      [{ ...s, playhead: { timeNs: 0, eventIndex: 0, x: 1 } }, 'playhead tem um campo inesperado, "x"'],
      [
        { ...s, playhead: { timeNs: -1, eventIndex: 0 } },
        'playhead.timeNs deve ser um número inteiro de nanossegundos ≥ 0',
      ],
      [{ ...s, playhead: { timeNs: 0, eventIndex: 'x' } }, 'playhead.eventIndex deve ser um número inteiro ≥ 0'],
      [{ ...s, panels: 'x' }, 'panels deve ser uma lista'],
      [{ ...s, panels: Array.from({ length: 65 }, () => 'a') }, 'panels tem mais de 64 itens'],
      [
        { ...s, panels: ['ok', '<script>'] },
        'panels[1] não é um identificador de painel (só letras, dígitos e _ . : -)',
      ],
      [{ ...s, view: { 'a b': 1 } }, 'view tem uma opção com nome inválido, "a b"'],
      [{ ...s, view: { speed: { nested: 1 } } }, 'view.speed deve ser um número, um texto curto ou true/false'],
      [{ ...s, scenario: [] }, 'scenario deve ser um objeto'],
      [[], 'os dados do link devem ser um objeto'],
      [
        { ...s, scenario: JSON.parse('{"a":{"__proto__":{"p":true}}}') },
        'scenario.a contém a chave proibida "__proto__"',
      ],
    ];
    for (const [data, detail] of cases) {
      expect(await damaged(await raw(JSON.stringify(data)))).toBe(`Este link está danificado: ${detail}.`);
    }
  });

  it('keeps a refusal that can be said again in English, word for word as before', async () => {
    inPortuguese();
    const r = await readShare(await raw(JSON.stringify({ ...state(), seed: -1 })));
    expect(r.kind).toBe('error');
    if (r.kind !== 'error') return;
    expect(r.say('pt-BR')).toBe('Este link está danificado: seed deve ser um número inteiro ≥ 0.');
    setLanguage('en', { persist: false });
    expect(r.say('en')).toBe('This link is damaged: seed must be a whole number ≥ 0.');
  });
});

describe('JSON that does not parse: our words, in both languages', () => {
  it('finds the line and column where the text breaks, and what could have come there', () => {
    expect(findJsonProblem('hello')).toEqual({ line: 1, column: 1, found: 'h', expected: 'value' });
    expect(findJsonProblem('{\n  "a": 1,\n  "b" 2\n}')).toEqual({ line: 3, column: 7, found: '2', expected: 'colon' });
    expect(findJsonProblem('{"a": [1, 2}')).toMatchObject({ column: 12, found: '}', expected: 'commaOrBracket' });
    expect(findJsonProblem('{"a": 1,}')).toMatchObject({ column: 9, found: '}', expected: 'key' });
    expect(findJsonProblem('{"a": tru}')).toMatchObject({ column: 10, found: '}', expected: 'value' });
    expect(findJsonProblem('{"a": 01}')).toMatchObject({ column: 8, found: '1', expected: 'commaOrBrace' });
    expect(findJsonProblem('{"a": 1.}')).toMatchObject({ column: 9, expected: 'digit' });
    expect(findJsonProblem('{"a": "x\\q"}')).toMatchObject({ column: 10, found: 'q', expected: 'escape' });
    expect(findJsonProblem('{"a": "\\u12g4"}')).toMatchObject({ column: 12, expected: 'hex' });
    expect(findJsonProblem('{"a": "x\ny"}')).toMatchObject({
      line: 1,
      column: 9,
      found: '\n',
      expected: 'closingQuote',
    });
    expect(findJsonProblem('{"a": 1} x')).toMatchObject({ column: 10, found: 'x', expected: 'end' });
    expect(findJsonProblem('{"a": [1, 2')).toMatchObject({ column: 12, found: null, expected: 'commaOrBracket' });
    expect(findJsonProblem('')).toMatchObject({ line: 1, column: 1, found: null, expected: 'value' });
    expect(findJsonProblem('{"a": [1, {"b": null}], "c": -2.5e-3}')).toBeNull();
    // A million open brackets: no stack overflow, the end is found.
    expect(findJsonProblem('['.repeat(1_000_000))).toMatchObject({ column: 1_000_001, found: null });
  });

  it('says it in Portuguese for an opened file, and in our English words too', () => {
    const text = '{\n  "a": 1,\n  "b" 2\n}';
    inPortuguese();
    const pt = checkScenarioText('notas.json', text, text.length);
    expect(pt).toEqual({
      ok: false,
      message:
        'notas.json: não é um JSON válido (linha 3, coluna 7: "2" inesperado (era esperado ":" depois do nome do campo))',
    });
    const end = checkScenarioText('x.json', '{"a": [1', 8);
    expect(!end.ok && end.message).toBe(
      'x.json: não é um JSON válido (linha 1, coluna 9: o texto termina antes do esperado (era esperado "," ou "]"))',
    );
    setLanguage('en', { persist: false });
    const en = checkScenarioText('notes.json', text, text.length);
    expect(!en.ok && en.message).toBe(
      'notes.json: is not valid JSON (line 3, column 7: unexpected "2" (expected ":" after the field name))',
    );
    const quote = checkScenarioText('q.json', '{"a" "b"}', 9);
    expect(!quote.ok && quote.message).toBe(
      `q.json: is not valid JSON (line 1, column 6: unexpected '"' (expected ":" after the field name))`,
    );
    const tab = checkScenarioText('t.json', '{"a": "x\ty"}', 12);
    expect(!tab.ok && tab.message).toMatch(/column 9: unexpected U\+0009 \(expected the closing double quote/);
  });

  it('keeps an opened file refusal that re-words itself in the other language', async () => {
    inPortuguese();
    const v = await openScenarioFile(new File(['hello'], 'notes.json'));
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.say('pt-BR')).toMatch(/^notes\.json: não é um JSON válido \(linha 1, coluna 1: "h" inesperado/);
    setLanguage('en', { persist: false });
    expect(v.say('en')).toMatch(/^notes\.json: is not valid JSON \(line 1, column 1: unexpected "h"/);
  });
});
