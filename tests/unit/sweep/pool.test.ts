import { describe, expect, it } from 'vitest';
import { runPool, type WorkerLike } from '../../../web/sweep/pool';
import type { RunReply, RunRequest } from '../../../web/sweep/protocol';

/** A fake worker: answers each job after `delay` ms with summary {x: id}, or fails/crashes on demand. */
class FakeWorker implements WorkerLike {
  static created: FakeWorker[] = [];
  onmessage: ((ev: MessageEvent<RunReply>) => void) | null = null;
  onerror: ((ev: ErrorEvent) => void) | null = null;
  terminated = false;
  jobs: number[] = [];
  constructor(
    private behaviour: (id: number) => 'ok' | 'fail' | 'crash' | 'hang' = () => 'ok',
    private delay = 1,
  ) {
    FakeWorker.created.push(this);
  }
  postMessage(msg: RunRequest): void {
    this.jobs.push(msg.id);
    const what = this.behaviour(msg.id);
    if (what === 'hang') return;
    setTimeout(() => {
      if (this.terminated) return;
      if (what === 'crash') {
        this.onerror?.({ message: 'out of memory' } as ErrorEvent);
        return;
      }
      const reply: RunReply =
        what === 'ok'
          ? { type: 'done', id: msg.id, summary: { x: msg.id }, events: 1, wallMs: 0 }
          : { type: 'failed', id: msg.id, message: `bad job ${msg.id}` };
      this.onmessage?.({ data: reply } as MessageEvent<RunReply>);
    }, this.delay);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const jobs = (n: number): RunRequest[] =>
  Array.from({ length: n }, (_, id) => ({ type: 'run', id, scenarioJson: '{}' }));

describe('runPool', () => {
  it('runs every job once on at most `size` workers and reports progress to the end', async () => {
    FakeWorker.created = [];
    const progress: number[] = [];
    let maxRunning = 0;
    const out = await runPool(jobs(10), {
      createWorker: () => new FakeWorker(),
      size: 3,
      onProgress: (p) => {
        progress.push(p.done);
        maxRunning = Math.max(maxRunning, p.running);
      },
    });
    expect(out.stopped).toBe(false);
    expect(out.done.map((r) => r.id).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(FakeWorker.created).toHaveLength(3);
    expect(FakeWorker.created.flatMap((w) => w.jobs).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(maxRunning).toBeLessThanOrEqual(3);
    expect(progress.at(-1)).toBe(10);
    expect(FakeWorker.created.every((w) => w.terminated)).toBe(true);
  });

  it('creates no more workers than jobs, and finishes at once with no jobs', async () => {
    FakeWorker.created = [];
    await runPool(jobs(2), { createWorker: () => new FakeWorker(), size: 8 });
    expect(FakeWorker.created).toHaveLength(2);
    const empty = await runPool([], { createWorker: () => new FakeWorker(), size: 8 });
    expect(empty).toEqual({ done: [], failed: [], stopped: false });
  });

  it('cancels: terminates every worker and returns the partial results', async () => {
    FakeWorker.created = [];
    const controller = new AbortController();
    const out = await runPool(jobs(100), {
      createWorker: () => new FakeWorker((id) => (id < 4 ? 'ok' : 'hang')),
      size: 2,
      signal: controller.signal,
      onResult: () => {
        if (!controller.signal.aborted) setTimeout(() => controller.abort(), 5);
      },
    });
    expect(out.stopped).toBe(true);
    expect(out.done.length).toBeGreaterThan(0);
    expect(out.done.length).toBeLessThan(100);
    expect(FakeWorker.created.every((w) => w.terminated)).toBe(true);
  });

  it('stops at the first failed job by default, and can carry on', async () => {
    const bad = (id: number): 'fail' | 'ok' => (id === 3 ? 'fail' : 'ok');
    const stop = await runPool(jobs(20), { createWorker: () => new FakeWorker(bad), size: 1 });
    expect(stop.stopped).toBe(true);
    expect(stop.failed).toEqual([{ type: 'failed', id: 3, message: 'bad job 3' }]);
    expect(stop.done).toHaveLength(3);
    const carry = await runPool(jobs(20), { createWorker: () => new FakeWorker(bad), size: 2, stopOnError: false });
    expect(carry.stopped).toBe(false);
    expect(carry.done).toHaveLength(19);
  });

  it('turns a worker crash into a failure of the job it was running', async () => {
    const out = await runPool(jobs(5), {
      createWorker: () => new FakeWorker((id) => (id === 1 ? 'crash' : 'ok')),
      size: 1,
    });
    expect(out.failed).toEqual([{ type: 'failed', id: 1, message: 'worker crashed: out of memory' }]);
    expect(out.stopped).toBe(true);
  });

  it('does nothing when already cancelled', async () => {
    FakeWorker.created = [];
    const c = new AbortController();
    c.abort();
    const out = await runPool(jobs(3), { createWorker: () => new FakeWorker(), signal: c.signal });
    expect(out).toEqual({ done: [], failed: [], stopped: true });
    expect(FakeWorker.created).toHaveLength(0);
  });
});
