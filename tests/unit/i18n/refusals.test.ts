// Refused input in Brazilian Portuguese (issue 13): a bad scenario pasted, opened or linked, and an
// editor field with a bad value, give Portuguese sentences built from the same parts as the English
// ones (the JSON path untouched, bounds with a decimal comma, units in Portuguese); switching back
// gives the English text exactly as before.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { expectation, rangeText } from '../../../web/editor/describe';
import type { Schema } from '../../../web/editor/schema';
import { validate } from '../../../web/editor/validate';
import { checkScenarioText } from '../../../web/files/scenarioFile';
import { setLanguage } from '../../../web/i18n/i18n';
import { deflate, toBase64Url } from '../../../web/share/codec';
import { decodeShare } from '../../../web/share/link';
import { checkScenario, schemaProblem } from '../../../web/share/scenarioCheck';

const schema = JSON.parse(readFileSync('scenarios/schema.json', 'utf8')) as Schema;
const shipped = readFileSync('scenarios/queue-overflow.json', 'utf8');
const scenario = () => JSON.parse(shipped);
const messages = (v: unknown) => validate(schema, v).map((i) => i.message);
const inPortuguese = () => setLanguage('pt-BR', { persist: false });

afterEach(() => setLanguage('en', { persist: false }));

describe('the editor validator in Portuguese', () => {
  it('names the field by its JSON path, the range with "e" and the unit, and the value received', () => {
    inPortuguese();
    const s = scenario();
    s.network.links[0].bandwidth = -5;
    s.network.links[0].queue = 2.5;
    s.stopTime = 0;
    expect(messages(s)).toEqual([
      'stopTime deve ser > 0 e ≤ 1e6 s (valor recebido: 0)',
      'network.links[0].bandwidth deve ser ≥ 1 e ≤ 1e12 bit/s (valor recebido: -5)',
      'network.links[0].queue deve ser um número inteiro ≥ 1 e ≤ 1e6 pacotes (valor recebido: 2,5)',
    ]);
  });

  it('writes decimal bounds and values with a comma', () => {
    inPortuguese();
    const s: Schema = { type: 'number', minimum: 0.5, maximum: 2.5, 'x-unit': 'packets' };
    expect(rangeText(s)).toBe('≥ 0,5 e ≤ 2,5');
    expect(expectation(s)).toBe('≥ 0,5 e ≤ 2,5 pacotes');
    expect(validate(s, 0.25).map((i) => i.message)).toEqual([
      'cenário deve ser ≥ 0,5 e ≤ 2,5 pacotes (valor recebido: 0,25)',
    ]);
  });

  it('says types, lists, choices, required and unknown fields in Portuguese', () => {
    inPortuguese();
    const obj: Schema = {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 1 },
        mode: { enum: ['fast', 'slow'] },
        on: { type: 'boolean' },
        items: { type: 'array', minItems: 2, maxItems: 3 },
        tag: { type: 'string', minLength: 3, maxLength: 4 },
      },
    };
    expect(validate(obj, { mode: 'medium', on: 1, items: [1], tag: 'ab', bandwith: 3 }).map((i) => i.message)).toEqual([
      'name é obrigatório',
      'mode deve ser um de "fast", "slow" (valor recebido: "medium")',
      'on deve ser true ou false (valor recebido: 1)',
      'items deve ter pelo menos 2 itens (tem 1)',
      'tag deve ter pelo menos 3 caracteres',
      'bandwith campo desconhecido aqui (permitidos: name, mode, on, items, tag)',
    ]);
    expect(validate(obj, { name: '', items: [1, 2, 3, 4], tag: 'abcde' }).map((i) => i.message)).toEqual([
      'name não pode ficar vazio',
      'items deve ter no máximo 3 itens (tem 4)',
      'tag deve ter no máximo 4 caracteres',
    ]);
    expect(validate({ type: 'array' }, 'x').map((i) => i.message)).toEqual([
      'cenário deve ser uma lista (valor recebido: "x")',
    ]);
    expect(validate({ type: 'string' }, 1).map((i) => i.message)).toEqual([
      'cenário deve ser texto (valor recebido: 1)',
    ]);
  });

  it('gives the same English as before once the language is back', () => {
    inPortuguese();
    setLanguage('en', { persist: false });
    const s = scenario();
    s.network.links[0].queue = 2.5;
    expect(messages(s)).toEqual(['network.links[0].queue must be a whole number ≥ 1 and ≤ 1e6 packets (got 2.5)']);
    expect(expectation({ type: 'number', minimum: 0.5, maximum: 2.5, 'x-unit': 'packets' })).toBe(
      '≥ 0.5 and ≤ 2.5 packets',
    );
  });
});

describe('the scenario check (paste, file, link) in Portuguese', () => {
  const broken = (edit: (s: ReturnType<typeof scenario>) => void) => {
    const s = scenario();
    edit(s);
    return s;
  };

  it('names the field, the bound with its unit, and the value received', () => {
    inPortuguese();
    expect(
      checkScenario(
        broken((s) => {
          s.network.links[0].bandwidth = 0.5;
        }),
      ),
    ).toBe('network.links[0].bandwidth: deve ser ≥ 1 bit/s (valor recebido: 0,5)');
    expect(
      checkScenario(
        broken((s) => {
          s.stopTime = 0;
        }),
      ),
    ).toBe('stopTime: deve ser > 0 s (valor recebido: 0)');
    expect(
      checkScenario(
        broken((s) => {
          s.network.links[0].queue = 2.5;
        }),
      ),
    ).toBe('network.links[0].queue: deve ser um número inteiro (valor recebido: 2,5)');
  });

  it('says unknown, missing and badly named fields in Portuguese', () => {
    inPortuguese();
    expect(
      checkScenario(
        broken((s) => {
          s.network.links[0].bandwith = 5;
        }),
      ),
    ).toBe('network.links[0]: tem um campo desconhecido, "bandwith"');
    expect(
      checkScenario(
        broken((s) => {
          s.translations = { 'xx-yy': {} };
        }),
      ),
    ).toBe('translations: tem uma chave não permitida, "xx-yy" (deve seguir o padrão ^[a-z]{2}(-[A-Z]{2})?$)');
    const missing = broken((s) => {
      delete s.model;
    });
    const problem = checkScenario(missing);
    expect(problem).not.toBeNull();
    expect(problem).not.toMatch(/must|field|required/);
  });

  it('keeps the English refusal unchanged', () => {
    const bad = broken((s) => {
      s.network.links[0].bandwidth = 0.5;
    });
    expect(checkScenario(bad)).toBe('network.links[0].bandwidth: must be >= 1');
    expect(schemaProblem(JSON.stringify(bad))).toBe('network.links[0].bandwidth: must be >= 1');
  });

  it('refuses an opened file in Portuguese', () => {
    inPortuguese();
    const bad = JSON.stringify(
      broken((s) => {
        s.network.links[0].bandwidth = 0;
      }),
    );
    expect(checkScenarioText('x.json', bad, bad.length)).toEqual({
      ok: false,
      message: 'x.json: network.links[0].bandwidth: deve ser ≥ 1 bit/s (valor recebido: 0)',
    });
    expect(checkScenarioText('x.json', '[1]', 3)).toEqual({
      ok: false,
      message: 'x.json: deve conter um único objeto JSON (um cenário), não uma lista',
    });
    expect(checkScenarioText('big.json', '{', 2_000_000)).toEqual({
      ok: false,
      message: 'big.json: tem 2.000.000 bytes; são lidos arquivos de cenário de até 1.048.576 bytes (1 MB)',
    });
    const v = checkScenarioText('notes.json', 'hello', 5);
    expect(!v.ok && v.message).toMatch(/^notes\.json: não é um JSON válido \(/);
  });

  it('refuses a share link with a bad scenario in Portuguese', async () => {
    inPortuguese();
    const state = {
      scenario: broken((s) => {
        s.network.links[0].bandwidth = 0;
      }),
      seed: 1,
      playhead: { timeNs: 0, eventIndex: 0 },
      panels: [],
      view: {},
    };
    const fragment = `ps1.${toBase64Url(await deflate(JSON.stringify(state)))}`;
    expect(await decodeShare(fragment)).toEqual({
      kind: 'error',
      message:
        'Este link está danificado: o cenário dele não é válido: network.links[0].bandwidth: deve ser ≥ 1 bit/s (valor recebido: 0).',
    });
  });
});
