// The predict-then-reveal questions a scenario carries (format and checks: engine/scenario/questions.h;
// the engine refuses bad ones at load, so this reader only picks out what it needs).

/** What the engine measures to grade a question. */
export type Measure =
  | { count: string; from?: number; to?: number; node?: string }
  | { happens: string; within: number; node?: string }
  | { first: string[]; within: number; node?: string }
  | { entity: string; field: string };

/** A choice holds when min <= value <= max ({is: v} means min = max = v). */
export interface When {
  min?: number;
  max?: number;
  is?: number;
}

export interface Choice {
  text: string;
  when: When;
}

export interface Question {
  id: string;
  /** Seconds: the run pauses here. */
  at: number;
  prompt: string;
  kind: 'choice' | 'number';
  answer: Measure;
  choices?: Choice[];
  tolerance?: number;
  unit?: string;
  /** Seconds: the run goes on to here before grading (default: the end of the measured window). */
  reveal?: number;
  /** Trace kind whose first record after `at` gives the why-text. */
  explain?: string;
}

/** The scenario's questions in the order they are asked (by `at`), [] when it has none or is not an object. */
export function questionsOf(scenario: unknown): Question[] {
  if (!scenario || typeof scenario !== 'object') return [];
  const list = (scenario as { questions?: unknown }).questions;
  if (!Array.isArray(list)) return [];
  return list
    .filter((q): q is Question => !!q && typeof q === 'object' && typeof (q as Question).at === 'number')
    .slice()
    .sort((a, b) => a.at - b.at);
}

/** The end (s) of the window the measure reads: `to`, or at + within, or at. */
export function windowEnd(q: Question): number {
  const a = q.answer as Partial<{ to: number; within: number }>;
  if ('count' in q.answer) return typeof a.to === 'number' ? a.to : (q.reveal ?? q.at);
  if ('within' in q.answer && typeof a.within === 'number') return q.at + a.within;
  return q.at;
}

/** Seconds the run goes on to before grading. */
export function revealAt(q: Question): number {
  return Math.max(q.reveal ?? windowEnd(q), windowEnd(q));
}

/** The window (s) the measure reads: from < t <= to. */
export function measureWindow(q: Question): { from: number; to: number } {
  const a = q.answer as Partial<{ from: number }>;
  const from = 'count' in q.answer && typeof a.from === 'number' ? a.from : q.at;
  return { from, to: windowEnd(q) };
}

/** The trace kinds a measure reads (none for an entity's field). */
export function measuredKinds(m: Measure): string[] {
  if ('count' in m) return [m.count];
  if ('happens' in m) return [m.happens];
  if ('first' in m) return m.first;
  return [];
}

/** The node a measure's records must be at (undefined: any node). */
export function measuredNode(m: Measure): string | undefined {
  return 'entity' in m ? undefined : m.node;
}
