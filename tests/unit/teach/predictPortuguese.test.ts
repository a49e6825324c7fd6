// Predict-then-reveal in Brazilian Portuguese: every shipped question carries its pt-BR words
// (translations.pt-BR.questions, same choice count, ids that exist), scenarios/schema.json accepts
// them and refuses malformed ones, the card's reader falls back to the English part by part, and
// the catalogue's sentences come out in Portuguese with Portuguese numbers.
import { readdirSync, readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../web/i18n';
import { type EventFact, grade, type RunFacts } from '../../../web/teach/predict/grade';
import { type Question, questionsOf } from '../../../web/teach/predict/questions';
import { questionText } from '../../../web/teach/predict/questionText';
import { whatHappened } from '../../../web/teach/predict/whatHappened';

const dir = new URL('../../../scenarios/', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('schema.json', dir), 'utf8'));
const shipped = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'schema.json')
  .map((f) => ({ f, doc: JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Record<string, unknown> }))
  .filter(({ doc }) => questionsOf(doc).length > 0);

type Entry = { prompt?: string; unit?: string; choices?: string[] };
const ptQuestions = (doc: Record<string, unknown>): Record<string, Entry> =>
  ((doc.translations as Record<string, { questions?: Record<string, Entry> }> | undefined)?.['pt-BR']?.questions ??
    {}) as Record<string, Entry>;

describe('shipped questions in Portuguese', () => {
  it('at least 15 scenarios ship questions', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(15);
  });
  for (const { f, doc } of shipped) {
    it(`${f}: each question has a pt-BR prompt, its unit, and as many choices`, () => {
      const tr = ptQuestions(doc);
      const qs = questionsOf(doc);
      expect(Object.keys(tr).sort()).toEqual(qs.map((q) => q.id).sort()); // no stale or misspelt ids
      for (const q of qs) {
        const e = tr[q.id];
        expect(e?.prompt?.trim(), `${q.id}: prompt`).toBeTruthy();
        expect(e?.prompt, `${q.id}: translated`).not.toBe(q.prompt);
        if (q.kind === 'choice') expect(e?.choices?.length, `${q.id}: choices`).toBe(q.choices?.length);
        else expect(e?.choices, `${q.id}: a number question has no choices`).toBeUndefined();
        if (q.unit) expect(e?.unit?.trim(), `${q.id}: unit`).toBeTruthy();
        const words = questionText(q, doc, 'pt-BR');
        expect(words.prompt).toBe(e?.prompt);
        expect(words.choices).toEqual(e?.choices ?? []);
      }
    });
  }
});

describe('the schema of translations.<lang>.questions', () => {
  const validate = new Ajv({ strict: false }).compile(schema.properties.translations);
  const ok = { prompt: 'Quantos?', unit: 'pacotes', choices: ['Sim', 'Não'] };

  it('accepts every shipped translation', () => {
    for (const { f, doc } of shipped) expect(validate(doc.translations), f).toBe(true);
  });
  it('refuses a malformed one', () => {
    expect(validate({ 'pt-BR': { questions: { q1: ok } } })).toBe(true);
    const bad: unknown[] = [
      { q1: { unit: 'pacotes' } }, // no prompt
      { q1: { prompt: '' } },
      { q1: { prompt: 'Quantos?', choices: 'Sim' } },
      { q1: { prompt: 'Quantos?', choices: ['Sim'] } }, // fewer than two
      { q1: { prompt: 'Quantos?', choices: ['Sim', 3] } },
      { q1: { prompt: 'Quantos?', when: { is: 1 } } }, // grading is not translatable
      { q1: 'Quantos?' },
      ['Quantos?'],
    ];
    for (const questions of bad) expect(validate({ 'pt-BR': { questions } }), JSON.stringify(questions)).toBe(false);
  });
});

describe('the card reads a question part by part', () => {
  const q: Question = {
    id: 'q1',
    at: 1,
    prompt: 'How many?',
    kind: 'choice',
    unit: 'packets',
    answer: { count: 'x', to: 2 },
    choices: [
      { text: 'None', when: { is: 0 } },
      { text: 'Some', when: { min: 1 } },
    ],
  };
  const doc = (entry: unknown) => ({ translations: { 'pt-BR': { questions: { q1: entry } } } });

  it('uses each translated part and falls back to the English for a missing one', () => {
    expect(questionText(q, doc({ prompt: 'Quantos?' }), 'pt-BR')).toEqual({
      prompt: 'Quantos?',
      unit: 'packets',
      choices: ['None', 'Some'],
    });
    expect(
      questionText(q, doc({ prompt: 'Quantos?', unit: 'pacotes', choices: ['Nenhum', 'Alguns'] }), 'pt-BR'),
    ).toEqual({ prompt: 'Quantos?', unit: 'pacotes', choices: ['Nenhum', 'Alguns'] });
    expect(questionText(q, doc({ unit: 'pacotes' }), 'pt-BR').prompt).toBe('How many?');
  });
  it('never pairs a text with the wrong choice: a list of another length is ignored', () => {
    expect(questionText(q, doc({ prompt: 'Quantos?', choices: ['Nenhum'] }), 'pt-BR').choices).toEqual([
      'None',
      'Some',
    ]);
  });
  it('English reads the question itself', () => {
    expect(questionText(q, doc({ prompt: 'Quantos?' }), 'en').prompt).toBe('How many?');
    expect(questionText(q, null, 'pt-BR').prompt).toBe('How many?');
  });
});

describe('what the engine did, in Portuguese', () => {
  beforeAll(() => setLanguage('pt-BR', { persist: false }));
  afterAll(() => setLanguage('en', { persist: false }));
  const facts = (times: number[]): RunFacts => ({
    events: (kinds, from, to) =>
      times
        .map((t, index): EventFact => ({ kind: kinds[0] ?? '', time: t * 1e9, index }))
        .filter((e) => e.time > from && e.time <= to),
  });
  const counted: Question = { id: 'c', at: 1, prompt: '', kind: 'number', answer: { count: 'tcp-dupack', to: 2.5 } };

  it('counts with the plural and the decimal comma', () => {
    expect(whatHappened(counted, grade(counted, { number: 1 }, facts([1.2])))[0]).toMatch(
      /^1 evento “TCP: ACK duplicado” entre 1,00 s e 2,50 s\.$/,
    );
    expect(whatHappened(counted, grade(counted, { number: 2 }, facts([1.2, 1.3])))[0]).toMatch(
      /^2 eventos “TCP: ACK duplicado” /,
    );
    const at = { ...counted, answer: { count: 'tcp-dupack', to: 2.5, node: 'L1' } };
    expect(whatHappened(at, grade(at, { number: 0 }, facts([])))[0]).toMatch(
      /^Nenhum evento “TCP: ACK duplicado” em L1 entre /,
    );
  });
  it('says an event did not happen', () => {
    const q: Question = { id: 'h', at: 1, prompt: '', kind: 'choice', answer: { happens: 'tcp-timeout', within: 0.5 } };
    expect(whatHappened(q, grade(q, { choice: 0 }, facts([])))[0]).toBe(
      'Nenhum evento “TCP: estouro do RTO” até 1,50 s.',
    );
  });
});
