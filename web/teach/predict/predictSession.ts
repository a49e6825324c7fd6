// Predict-then-reveal in the running app: pauses playback at each question's moment (the
// controller's stop point), takes the answer, runs on to the reveal time, grades it from the
// engine's records or an entity's state (grade.ts) and asks the engine why (its why-text).
// Seeking back before a question makes it askable again; a question whose moment is passed by a
// seek, a step or a share link opening mid-run is not asked (only playing into it asks).
import type { AppController } from '../../app/controller';
import { currentLanguage } from '../../i18n';
import { fieldOf, historyEvents } from './facts';
import { type Answer, type EventFact, type Grade, grade } from './grade';
import { measuredNode, type Question, questionsOf, revealAt } from './questions';

const NS = 1e9;
const STORAGE_KEY = 'protoscope.questions';

export type PredictPhase =
  | { phase: 'idle' }
  | { phase: 'asking'; q: Question; n: number; of: number }
  | { phase: 'revealing'; q: Question; n: number; of: number; answer: Answer }
  | {
      phase: 'revealed';
      q: Question;
      n: number;
      of: number;
      answer: Answer;
      grade: Grade;
      /** The event whose why-text is shown (undefined: none in the window). */
      explained?: EventFact;
      /** undefined: no event to explain; null: waiting for the engine; string: the text ("" none). */
      why?: string | null;
    };

export function storedEnabled(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export class PredictSession {
  state: PredictPhase = { phase: 'idle' };
  enabled = storedEnabled();
  questions: Question[] = [];
  private done = new Set<string>();
  private scenario: object | null = null;
  private doc: unknown = null;
  private lastT = 0;
  private listeners = new Set<() => void>();
  private off: (() => void) | null = null;

  constructor(private readonly app: AppController) {}

  /** The scenario the questions came from (its translations hold the questions' other languages). */
  get scenarioDoc(): unknown {
    return this.doc;
  }

  attach(): () => void {
    this.off = this.app.onFrame((t) => this.onFrame(t));
    this.app.onStopPoint = (t) => this.reached(t);
    return () => {
      this.off?.();
      if (this.app.onStopPoint) this.app.onStopPoint = null;
      this.app.stopPoint = undefined;
    };
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getState = (): PredictPhase => this.state;

  setEnabled(on: boolean): void {
    this.enabled = on;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // private mode: the choice lasts for this page
    }
    if (!on && this.state.phase === 'asking') this.set({ phase: 'idle' });
    this.arm(this.app.clock.time());
    this.emit();
  }

  /** Called every frame: follows loads (a new question list) and seeks back (questions askable again). */
  onFrame(t: number): void {
    const current = this.app.currentScenario();
    if (current !== this.scenario) {
      this.scenario = current;
      this.doc = current ? safeParse(current.json) : null;
      this.questions = questionsOf(this.doc);
      this.done.clear();
      this.lastT = 0;
      if (this.state.phase !== 'idle') this.set({ phase: 'idle' });
    }
    if (t < this.lastT) {
      for (const q of this.questions) if (q.at * NS > t) this.done.delete(q.id);
      // Moved away from a question being asked (scrubbed back): put it away, askable again.
      if (this.state.phase === 'asking' && this.state.q.at * NS > t) this.set({ phase: 'idle' });
    }
    this.lastT = t;
    this.arm(t);
  }

  /** The next question to stop for: not yet asked, strictly after t. */
  private arm(t: number): void {
    let next: number | undefined;
    if (this.enabled && this.state.phase === 'idle' && this.app.store.status === 'ready')
      for (const q of this.questions)
        if (!this.done.has(q.id) && q.at * NS > t && (next === undefined || q.at * NS < next)) next = q.at * NS;
    this.app.stopPoint = next;
  }

  private reached(t: number): void {
    const q = this.questions.find((x) => !this.done.has(x.id) && x.at * NS === t);
    if (!q || !this.enabled) return;
    this.ask(q);
  }

  private ask(q: Question): void {
    this.done.add(q.id);
    this.set({ phase: 'asking', q, n: this.questions.indexOf(q) + 1, of: this.questions.length });
  }

  /** The student's answer (or a skip): run on to the reveal time, grade, ask why. */
  async submit(answer: Answer): Promise<void> {
    const s = this.state;
    if (s.phase !== 'asking') return;
    if ('skipped' in answer) {
      this.resume();
      return;
    }
    const { q, n, of } = s;
    this.set({ phase: 'revealing', q, n, of, answer });
    const { grade: g, explained } = await this.reveal(q, answer);
    if (this.state.phase !== 'revealing' || this.state.q !== q) return;
    this.set({ phase: 'revealed', q, n, of, answer, grade: g, explained, why: explained ? null : undefined });
    if (!explained) return;
    const text = await this.app.explain(explained.index, currentLanguage());
    const now = this.state as PredictPhase; // it may have changed while the engine answered
    if (now.phase === 'revealed' && now.q === q) this.set({ ...now, why: text ?? '' });
  }

  /**
   * Runs on to the question's reveal time and grades the answer there from the store's records
   * (and the entity's state); `explained` is the event whose why-text goes with the result.
   */
  async reveal(q: Question, answer: Answer): Promise<{ grade: Grade; explained?: EventFact }> {
    const revealNs = revealAt(q) * NS;
    // Graded from the records between the question and its reveal: the seek must keep them all.
    if (revealNs > this.app.clock.time()) await this.app.seek(revealNs, true);
    let field: number | undefined;
    if ('entity' in q.answer) field = fieldOf(await this.app.inspectNamed(q.answer.entity), q.answer.field);
    const store = this.app.store;
    const node = measuredNode(q.answer);
    const g = grade(q, answer, { events: (kinds, from, to, at) => historyEvents(store, kinds, from, to, at), field });
    const explained = q.explain ? historyEvents(store, [q.explain], q.at * NS, revealNs, node)[0] : g.events[0];
    return { grade: g, explained };
  }

  /** Continue: the next question at this same moment, or play on. */
  resume(): void {
    const t = this.app.clock.time();
    const s = this.state;
    const at = s.phase === 'idle' ? t : s.q.at * NS;
    this.set({ phase: 'idle' });
    const same = this.questions.find((x) => !this.done.has(x.id) && x.at * NS === at);
    if (same && this.enabled && t === at) {
      this.ask(same);
      return;
    }
    // The reveal ran past a later question's moment: go back to this question's moment and play
    // on from there, so that question is still asked before the student sees its answer.
    const passed = this.questions.some((x) => !this.done.has(x.id) && x.at * NS > at && x.at * NS <= t);
    if (passed && this.enabled && t > at) {
      void this.app.seek(at).then(() => {
        this.arm(at);
        this.app.clock.play();
      });
      return;
    }
    this.arm(t);
    this.app.clock.play();
  }

  private set(s: PredictPhase): void {
    this.state = s;
    this.emit();
  }
  private emit(): void {
    for (const fn of this.listeners) fn();
  }
}

function safeParse(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}
