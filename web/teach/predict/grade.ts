// Grades a predict-then-reveal answer from what the engine did: the records of the run (their
// kinds and times) and, for an entity's field, the number its inspect JSON held at reveal time.
// Pure: the app gathers the facts (predictSession.ts), tests hand them in directly.
import { measuredKinds, measuredNode, measureWindow, type Question, type When } from './questions';

const NS = 1e9;

/** A trace record the grade reads: its kind's name, time (ns) and global index. */
export interface EventFact {
  kind: string;
  time: number;
  index: number;
  /** The engine's log line for it, when the history holds one. */
  line?: string;
}

export interface RunFacts {
  /** Records whose kind is in `kinds`, with fromNs < time <= toNs (at `node` when given), in time order. */
  events(kinds: readonly string[], fromNs: number, toNs: number, node?: string): EventFact[];
  /** For an {entity, field} measure: the number read at reveal time (undefined when absent). */
  field?: number;
}

export interface Measured {
  /** The engine's number: a count, 1/0 for happens, the index of the kind first seen (-1: none), a field. */
  value: number | undefined;
  /** The records that decided it (counted or first seen), in order. */
  events: EventFact[];
}

export function measure(q: Question, facts: RunFacts): Measured {
  const m = q.answer;
  if ('entity' in m) return { value: facts.field, events: [] };
  const { from, to } = measureWindow(q);
  const events = facts.events(measuredKinds(m), from * NS, to * NS, measuredNode(m));
  if ('count' in m) return { value: events.length, events };
  if ('happens' in m) return { value: events.length > 0 ? 1 : 0, events: events.slice(0, 1) };
  const firstSeen = events[0];
  return { value: firstSeen ? m.first.indexOf(firstSeen.kind) : -1, events: firstSeen ? [firstSeen] : [] };
}

export function holds(when: When, value: number): boolean {
  if (when.is !== undefined) return value === when.is;
  return (when.min === undefined || value >= when.min) && (when.max === undefined || value <= when.max);
}

/** Index of the choice the engine's value makes right (the first that holds), -1 when none does. */
export function rightChoice(q: Question, value: number | undefined): number {
  if (value === undefined || !q.choices) return -1;
  return q.choices.findIndex((c) => holds(c.when, value));
}

export type Answer = { choice: number } | { number: number } | { skipped: true };

export interface Grade {
  /** true: right; false: wrong; null: skipped or the engine's value could not be read. */
  right: boolean | null;
  value: number | undefined;
  /** For choice questions: the choice that was right (-1: none of them). */
  rightChoice: number;
  events: EventFact[];
}

export function grade(q: Question, answer: Answer, facts: RunFacts): Grade {
  const { value, events } = measure(q, facts);
  const right = rightChoice(q, value);
  let ok: boolean | null = null;
  if (value !== undefined && !('skipped' in answer)) {
    if (q.kind === 'choice' && 'choice' in answer) ok = answer.choice === right;
    else if (q.kind === 'number' && 'number' in answer)
      ok = Number.isFinite(answer.number) && Math.abs(answer.number - value) <= (q.tolerance ?? 0) + 1e-12;
    else ok = false;
  }
  return { right: ok, value, rightChoice: right, events };
}
