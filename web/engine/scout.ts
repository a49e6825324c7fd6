// The page's side of the run-end scout (scoutWorker.ts): one question at a time, the newest wins.
// A scout busy on an older scenario is terminated (a wasm loop cannot be interrupted otherwise)
// and a fresh worker answers the new question.
import type { BudgetLevel } from './budgetLevel';
import type { RunEnd } from './runEnd';
import type { ScoutReply, ScoutRequest } from './scoutWorker';

export interface RunEndSource {
  /** Where the scenario's run ends; null when it cannot be found (rejected, worker failed). */
  measure(json: string, budget?: BudgetLevel): Promise<RunEnd | null>;
}

interface ScoutWorkerLike {
  postMessage(m: ScoutRequest): void;
  onmessage: ((ev: MessageEvent<ScoutReply>) => void) | null;
  onerror: ((ev: ErrorEvent) => void) | null;
  terminate(): void;
}

export class WorkerRunEndScout implements RunEndSource {
  private worker: ScoutWorkerLike | null = null;
  private busy: ((r: RunEnd | null) => void) | null = null;
  private nextId = 1;

  constructor(
    private readonly create: () => ScoutWorkerLike = () =>
      new Worker(new URL('./scoutWorker.ts', import.meta.url), {
        type: 'module',
        name: 'protoscope-scout',
      }) as unknown as ScoutWorkerLike,
  ) {}

  measure(json: string, budget: BudgetLevel = 'standard'): Promise<RunEnd | null> {
    if (this.busy) {
      this.busy(null);
      this.busy = null;
      this.worker?.terminate();
      this.worker = null;
    }
    this.worker ??= this.create();
    const w = this.worker;
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.busy = resolve;
      const done = (r: RunEnd | null) => {
        if (this.busy === resolve) this.busy = null;
        resolve(r);
      };
      w.onmessage = (ev) => {
        if (ev.data.id !== id) return;
        done('error' in ev.data ? null : ev.data);
      };
      w.onerror = () => done(null);
      w.postMessage({ id, json, budget });
    });
  }
}

/** No scout (tests, or a page without workers): the timeline grows with the run. */
export const noScout: RunEndSource = { measure: async () => null };
