// The predict-then-reveal grader (web/teach/predict/grade.ts): a grade comes from the run's facts
// (records by kind and time, an entity's field), never from a key written in the scenario.
import { describe, expect, it } from 'vitest';
import { fieldOf } from '../../../web/teach/predict/facts';
import { type EventFact, grade, holds, type RunFacts, rightChoice } from '../../../web/teach/predict/grade';
import { type Question, questionsOf, revealAt } from '../../../web/teach/predict/questions';
import { whatHappened } from '../../../web/teach/predict/whatHappened';

const S = 1e9;

/** Facts from a list of records: the grader's own window and node filtering is what is tested. */
function factsOf(records: { kind: string; t: number; node?: string }[], field?: number): RunFacts {
  return {
    field,
    events(kinds, from, to, node) {
      const out: EventFact[] = [];
      records.forEach((r, index) => {
        const time = r.t * S;
        if (kinds.includes(r.kind) && time > from && time <= to && (node === undefined || r.node === node))
          out.push({ kind: r.kind, time, index });
      });
      return out;
    },
  };
}

const dupacks: Question = {
  id: 'dupacks',
  at: 1,
  prompt: 'How many duplicate ACKs?',
  kind: 'number',
  answer: { count: 'tcp-dupack', node: 'L1', to: 1.5 },
  tolerance: 0,
};
const third: Question = {
  id: 'third',
  at: 1,
  prompt: 'What will the sender do?',
  kind: 'choice',
  answer: { first: ['tcp-fast-retransmit', 'tcp-timeout'], within: 0.5 },
  choices: [
    { text: 'fast retransmit', when: { is: 0 } },
    { text: 'time out', when: { is: 1 } },
    { text: 'nothing', when: { is: -1 } },
  ],
};
const run = factsOf([
  { kind: 'tcp-dupack', t: 0.9, node: 'L1' }, // before the window: not counted
  { kind: 'tcp-dupack', t: 1.1, node: 'L1' },
  { kind: 'tcp-dupack', t: 1.2, node: 'L2' }, // another node
  { kind: 'tcp-dupack', t: 1.3, node: 'L1' },
  { kind: 'tcp-dupack', t: 1.4, node: 'L1' },
  { kind: 'tcp-fast-retransmit', t: 1.4, node: 'L1' },
  { kind: 'tcp-timeout', t: 1.45, node: 'L1' },
  { kind: 'tcp-dupack', t: 1.6, node: 'L1' }, // after the window
]);

describe('predict-then-reveal grader', () => {
  it('a right choice: the kind seen first in the window picks the choice', () => {
    const g = grade(third, { choice: 0 }, run);
    expect(g.value).toBe(0);
    expect(g.rightChoice).toBe(0);
    expect(g.right).toBe(true);
    expect(g.events.map((e) => e.kind)).toEqual(['tcp-fast-retransmit']);
  });

  it('a wrong choice is graded wrong and still names the right one', () => {
    const g = grade(third, { choice: 1 }, run);
    expect(g.right).toBe(false);
    expect(g.rightChoice).toBe(0);
  });

  it('an event that never happens: first is -1, happens is 0, and the choice for it is right', () => {
    const quiet = factsOf([{ kind: 'tcp-dupack', t: 1.1 }]);
    expect(grade(third, { choice: 2 }, quiet)).toMatchObject({ value: -1, rightChoice: 2, right: true });
    const happens: Question = {
      ...third,
      answer: { happens: 'tcp-timeout', within: 0.5 },
      choices: [
        { text: 'yes', when: { is: 1 } },
        { text: 'no', when: { is: 0 } },
      ],
    };
    expect(grade(happens, { choice: 1 }, quiet)).toMatchObject({ value: 0, right: true });
    expect(grade(happens, { choice: 0 }, run)).toMatchObject({ value: 1, right: true });
    expect(whatHappened(happens, grade(happens, { choice: 0 }, quiet))[0]).toMatch(/No tcp-timeout event by 1\.50 s/);
  });

  it('counts only records of the kind, in (from, to], at the node', () => {
    const g = grade(dupacks, { number: 3 }, run);
    expect(g.value).toBe(3);
    expect(g.right).toBe(true);
    expect(grade(dupacks, { number: 4 }, run).right).toBe(false);
    expect(grade({ ...dupacks, answer: { count: 'tcp-dupack', to: 1.5 } }, { number: 4 }, run).value).toBe(4);
    // The sentence names the node the count was filtered to, and no node when it was not.
    expect(whatHappened(dupacks, g)[0]).toMatch(/^3 tcp-dupack events at L1 between /);
    const any = { ...dupacks, answer: { count: 'tcp-dupack', to: 1.5 } };
    expect(whatHappened(any, grade(any, { number: 4 }, run))[0]).toMatch(/^4 tcp-dupack events between /);
  });

  it('number tolerance: within plus or minus tolerance is right, outside is wrong', () => {
    const q = { ...dupacks, tolerance: 1 };
    expect(grade(q, { number: 2 }, run).right).toBe(true);
    expect(grade(q, { number: 4 }, run).right).toBe(true);
    expect(grade(q, { number: 4.5 }, run).right).toBe(false);
    expect(grade(q, { number: Number.NaN }, run).right).toBe(false);
  });

  it('an entity field grades against min/max ranges; a missing field grades nothing', () => {
    const q: Question = {
      id: 'rmax',
      at: 6,
      reveal: 9,
      prompt: 'Rmax?',
      kind: 'choice',
      answer: { entity: 'pathload receiver (mnemosyne)', field: 'search.rmax_bps' },
      choices: [
        { text: 'about 7.5', when: { min: 7.4e6, max: 7.6e6 } },
        { text: 'still 10', when: { min: 9.9e6 } },
      ],
    };
    const field = fieldOf({ search: { rmax_bps: 7506172.8 } }, 'search.rmax_bps');
    expect(grade(q, { choice: 0 }, factsOf([], field)).right).toBe(true);
    expect(grade(q, { choice: 1 }, factsOf([], field)).right).toBe(false);
    const missing = grade(q, { choice: 0 }, factsOf([], fieldOf({}, 'search.rmax_bps')));
    expect(missing.right).toBeNull();
    expect(missing.rightChoice).toBe(-1);
    expect(fieldOf({ busy: true }, 'busy')).toBe(1);
  });

  it('a skipped question is not graded', () => {
    expect(grade(third, { skipped: true }, run).right).toBeNull();
  });

  it('when ranges: is, min only, max only, both', () => {
    expect(holds({ is: 2 }, 2)).toBe(true);
    expect(holds({ min: 10 }, 16)).toBe(true);
    expect(holds({ max: 3 }, 4)).toBe(false);
    expect(holds({ min: 1, max: 3 }, 3)).toBe(true);
    expect(rightChoice(third, undefined)).toBe(-1);
  });

  it('reads questions in the order they are asked and defaults reveal to the window end', () => {
    const qs = questionsOf({ questions: [third, { ...dupacks, at: 0.5 }] });
    expect(qs.map((q) => q.id)).toEqual(['dupacks', 'third']);
    expect(revealAt(third)).toBe(1.5);
    expect(revealAt(dupacks)).toBe(1.5);
    expect(revealAt({ ...dupacks, reveal: 2 })).toBe(2);
    expect(questionsOf({})).toEqual([]);
  });
});
