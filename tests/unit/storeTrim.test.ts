// Past the history's cap the store trims old records and its base scene adopts a checkpoint
// instead of applying them again (baseScene.ts). Going back must read exactly as in a store that
// kept every record: the same scene at the first kept record, by the base, and further on.
import { describe, expect, it } from 'vitest';
import { Kind } from '../../web/engine/kinds';
import type { TraceRecord } from '../../web/engine/records';
import { CHECKPOINT_EVERY } from '../../web/scene/checkpoints';
import type { Scene } from '../../web/scene/scene';
import { SceneStore } from '../../web/scene/store';
import { batchReply, loadReply, rec } from './fixtures';

const BATCH = 30_000; // not a divisor of CHECKPOINT_EVERY: the first kept record lies past a checkpoint

/** Frames both ways, each arriving 3 ms after it starts, with queue changes between. */
function records(from: number, n: number): TraceRecord[] {
  const out: TraceRecord[] = [];
  for (let k = from; k < from + n; k++) {
    const time = 1_000_000 + k * 1_000;
    const node = k % 2;
    const packet = Math.floor(k / 3);
    if (k % 3 === 0) out.push(rec({ time, kind: Kind.ENQUEUE, node, peer: 0, packet, a: k % 7 }));
    else if (k % 3 === 1) out.push(rec({ time, kind: Kind.TX_START, node, peer: 0, packet, size: 1500, a: 1_200_000 }));
    else out.push(rec({ time, kind: Kind.ARRIVAL, node: 1 - node, peer: 0, packet, size: 1500 }));
  }
  return out;
}

function played(maxRecords: number, total: number): SceneStore {
  const store = new SceneStore();
  store.beginLoad('two hosts');
  store.loaded(loadReply({ stopTime: 1e15 }));
  store.history.maxRecords = maxRecords;
  for (let from = 0; from < total; from += BATCH) {
    store.addBatch(batchReply(records(from, BATCH), { endIndex: from + BATCH }));
    store.advance(1_000_000 + (from + BATCH - 1) * 1_000, performance.now() + 1e6);
  }
  return store;
}

const view = (s: Scene) => ({
  inFlight: s.inFlight.toArray(),
  drops: s.drops,
  counts: s.counts,
  queues: [...s.queues].sort(),
});

describe('SceneStore trimming', () => {
  it('going back after a trim reads as if nothing had been trimmed', () => {
    const total = 12 * BATCH;
    const full = played(Number.POSITIVE_INFINITY, total);
    const trimmed = played(4 * BATCH, total);
    const first = trimmed.history.firstIndex();
    expect(full.history.firstIndex()).toBe(0);
    expect(first).toBeGreaterThan(CHECKPOINT_EVERY);
    expect(first % CHECKPOINT_EVERY).not.toBe(0);
    // At the first kept record no checkpoint is near: the rebuild starts from the base.
    for (const index of [first, first + 1, first + BATCH + 17, total - 5]) {
      const t = 1_000_000 + index * 1_000;
      full.seekTime(t);
      trimmed.seekTime(t);
      expect(trimmed.shownIndex()).toBe(index + 1);
      expect(view(trimmed.scene)).toEqual(view(full.scene));
    }
  }, 30_000); // plays 360,000 records twice: 4-4.7 s on a loaded 2-core machine, against a 5 s default
});
