// Runs jobs on a pool of workers (one per core by default), hands each worker its next job as soon
// as it answers, reports progress, and cancels by terminating the workers: a run inside wasm cannot
// be interrupted any other way, and a terminated worker frees all its memory at once.
// Workers are created through a factory so tests can substitute a fake.
import type { RunReply, RunRequest } from './protocol';

/** The part of Worker the pool uses. */
export interface WorkerLike {
  postMessage(msg: RunRequest): void;
  onmessage: ((ev: MessageEvent<RunReply>) => void) | null;
  onerror: ((ev: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface PoolProgress {
  done: number;
  failed: number;
  total: number;
  running: number;
}

export interface PoolOptions {
  createWorker(): WorkerLike;
  /** Workers to run at once (default: navigator.hardwareConcurrency, at least 1). */
  size?: number;
  /** Stop the whole sweep at the first failed job (default true, like `run --sweep`). */
  stopOnError?: boolean;
  onProgress?(p: PoolProgress): void;
  /** Each finished run, as it arrives (for a live chart). */
  onResult?(reply: Extract<RunReply, { type: 'done' }>): void;
  signal?: AbortSignal;
}

export interface PoolOutcome {
  done: Extract<RunReply, { type: 'done' }>[];
  failed: Extract<RunReply, { type: 'failed' }>[];
  /** True when stopped early by the signal or by stopOnError. */
  stopped: boolean;
}

export function defaultPoolSize(): number {
  const n = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : 0;
  return Math.max(1, Number.isFinite(n) && n > 0 ? n : 2);
}

export function runPool(jobs: readonly RunRequest[], opts: PoolOptions): Promise<PoolOutcome> {
  const size = Math.max(1, Math.min(opts.size ?? defaultPoolSize(), jobs.length));
  const stopOnError = opts.stopOnError ?? true;
  const outcome: PoolOutcome = { done: [], failed: [], stopped: false };
  const workers: WorkerLike[] = [];
  let next = 0;
  let running = 0;
  let finished = false;

  return new Promise((resolve) => {
    const progress = () =>
      opts.onProgress?.({ done: outcome.done.length, failed: outcome.failed.length, total: jobs.length, running });
    const finish = (stopped: boolean) => {
      if (finished) return;
      finished = true;
      outcome.stopped = stopped;
      for (const w of workers) {
        w.onmessage = null;
        w.onerror = null;
        w.terminate();
      }
      opts.signal?.removeEventListener('abort', onAbort);
      progress();
      resolve(outcome);
    };
    const onAbort = () => finish(true);

    const feed = (w: WorkerLike) => {
      if (finished) return;
      if (next >= jobs.length) {
        if (running === 0) finish(false);
        return;
      }
      const job = jobs[next++];
      running++;
      // The job a worker is busy with, so a crash can be pinned on it.
      let current: RunRequest | null = job;
      w.onmessage = (ev) => {
        const reply = ev.data;
        if (!current || reply.id !== current.id) return; // stale or foreign message
        current = null;
        running--;
        if (reply.type === 'done') {
          outcome.done.push(reply);
          opts.onResult?.(reply);
        } else outcome.failed.push(reply);
        progress();
        if (reply.type === 'failed' && stopOnError) {
          finish(true);
          return;
        }
        feed(w);
      };
      w.onerror = (ev) => {
        if (!current) return;
        outcome.failed.push({
          type: 'failed',
          id: current.id,
          message: `worker crashed: ${ev.message || 'unknown error'}`,
        });
        running--;
        // A crashed worker is not reused; the sweep stops, since the next job would likely crash too.
        finish(true);
      };
      w.postMessage(job);
    };

    if (opts.signal?.aborted) {
      finish(true);
      return;
    }
    opts.signal?.addEventListener('abort', onAbort);
    if (jobs.length === 0) {
      finish(false);
      return;
    }
    for (let i = 0; i < size; i++) {
      const w = opts.createWorker();
      workers.push(w);
      feed(w);
    }
    progress();
  });
}
