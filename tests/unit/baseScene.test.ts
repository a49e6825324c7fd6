// The base scene applies trimmed chunks a slice at a time, yet reads exactly as applying each
// chunk at once (then pruning at its last record) did.
import { describe, expect, it } from 'vitest';
import { DropReason, Kind } from '../../web/engine/kinds';
import { encodeRecords, NONE, RecordBatch, type TraceRecord } from '../../web/engine/records';
import { BaseScene } from '../../web/scene/baseScene';
import type { Chunk } from '../../web/scene/history';
import { kindIds } from '../../web/scene/kindIds';
import { roleTable } from '../../web/scene/roles';
import { type ApplyContext, applyRecord, cloneScene, pruneScene, Scene } from '../../web/scene/scene';
import { TopologyIndex } from '../../web/scene/topology';
import { loadReply, rec } from './fixtures';

const ACK_KIND = 150;
const kinds = [
  ...loadReply().traceKinds,
  { kind: ACK_KIND, name: 'ack-sent', category: 'protocol', role: 'ack' as const, fields: {}, explains: false },
];
const ctx: ApplyContext = {
  topo: new TopologyIndex(loadReply().topology),
  roleOfKind: roleTable(kinds),
  ids: kindIds(kinds),
};

/** A busy two-host run: sends both ways, queueing, ACK roles, wire and queue drops. */
function records(n: number): TraceRecord[] {
  const out: TraceRecord[] = [];
  for (let k = 0; k < n; k++) {
    const time = 1_000_000 + k * 50_000;
    const node = k % 3 === 0 ? 1 : 0;
    const packet = Math.floor(k / 2);
    switch (k % 7) {
      case 0:
        out.push(rec({ time, kind: Kind.ENQUEUE, node, peer: 0, packet, a: k % 5 }));
        break;
      case 1:
        out.push(rec({ time, kind: ACK_KIND, node, packet }));
        break;
      case 4:
        out.push(rec({ time, kind: Kind.DROP, node, peer: 0, packet: packet - 1, reason: DropReason.QUEUE_OVERFLOW }));
        break;
      case 5:
        out.push(rec({ time, kind: Kind.DROP, node: 1 - node, peer: 0, packet: packet - 1, reason: DropReason.LOSS }));
        break;
      default:
        out.push(rec({ time, kind: Kind.TX_START, node, peer: 0, packet, size: 1500, a: 1_200_000 }));
    }
  }
  return out;
}

function chunks(rs: TraceRecord[], size: number): Chunk[] {
  const out: Chunk[] = [];
  for (let s = 0; s < rs.length; s += size)
    out.push({ batch: new RecordBatch(encodeRecords(rs.slice(s, s + size))), lines: new Map(), start: s });
  return out;
}

const view = (s: Scene) => ({
  inFlight: s.inFlight.toArray(),
  drops: s.drops,
  counts: s.counts,
  queues: [...s.queues],
  roles: Array.from({ length: 3000 }, (_, p) => s.roles.get(p) ?? null),
});

describe('BaseScene', () => {
  it('reads as applying each trimmed chunk at once, however it was sliced', () => {
    const rs = records(5000);
    const reference = new Scene();
    for (const ch of chunks(rs, 1700)) {
      for (let i = 0; i < ch.batch.count; i++) applyRecord(reference, ch.batch, i, ctx);
      pruneScene(reference, ch.batch.time(ch.batch.count - 1));
    }
    expect(reference.counts.drops).toBeGreaterThan(0);
    expect(reference.queues.size).toBeGreaterThan(0);

    const base = new BaseScene();
    const cs = chunks(rs, 1700);
    base.add(cs.slice(0, 2), ctx);
    expect(base.behindCount()).toBe(3400);
    // A deadline already past: each call applies one slice (255 records) and stops mid-chunk.
    expect(base.work(ctx, Number.NEGATIVE_INFINITY)).toBe(255);
    expect(base.behindCount()).toBe(3400 - 255);
    base.add(cs.slice(2), ctx);
    base.work(ctx, Number.NEGATIVE_INFINITY);
    expect(view(base.current(ctx))).toEqual(view(reference));
    expect(base.behindCount()).toBe(0);
    base.clear();
    expect(view(base.current(ctx))).toEqual(view(new Scene()));
  });

  it('adopts a checkpoint past its records, drops the records before it, and reads the same', () => {
    const rs = records(5000);
    const cs = chunks(rs, 1700);
    const reference = new Scene();
    for (const ch of cs) {
      for (let i = 0; i < ch.batch.count; i++) applyRecord(reference, ch.batch, i, ctx);
      pruneScene(reference, ch.batch.time(ch.batch.count - 1));
    }
    // The checkpoint list's copy at record 2500: the screen's scene when it passed that record.
    const screen = new Scene();
    const all = new RecordBatch(encodeRecords(rs));
    for (let i = 0; i < 2500; i++) applyRecord(screen, all, i, ctx);
    pruneScene(screen, all.time(2499));
    const checkpoint = { index: 2500, scene: cloneScene(screen) };
    const untouched = view(cloneScene(checkpoint.scene));

    const base = new BaseScene();
    base.add(cs.slice(0, 1), ctx, checkpoint); // 1700 trimmed: the checkpoint lies past them
    expect(base.index()).toBe(0);
    expect(base.behindCount()).toBe(1700);
    base.add(cs.slice(1, 2), ctx, checkpoint); // 3400 trimmed: adopted, 2500 records dropped
    expect(base.index()).toBe(2500);
    expect(base.behindCount()).toBe(900);
    base.add(cs.slice(2), ctx, { index: 1000, scene: new Scene() }); // older than the base: ignored
    expect(base.behindCount()).toBe(2500);
    expect(view(base.current(ctx))).toEqual(view(reference));
    expect(base.index()).toBe(5000);
    // The checkpoint's scene is shared with the checkpoint list: applying after it must not touch it.
    expect(view(checkpoint.scene)).toEqual(untouched);
  });

  it('adopting mid-way through a chunk it has started applying keeps the count right', () => {
    const cs = chunks(records(3000), 1000);
    const base = new BaseScene();
    base.add(cs, ctx);
    expect(base.work(ctx, Number.NEGATIVE_INFINITY)).toBe(255);
    expect(base.index()).toBe(255);
    const s = new Scene();
    base.add([], ctx, { index: 1500, scene: s });
    expect(base.index()).toBe(1500);
    expect(base.behindCount()).toBe(1500);
    base.add([], ctx, { index: 3000, scene: s }); // exactly the end of what was trimmed
    expect(base.behindCount()).toBe(0);
    expect(base.current(ctx)).toBe(s); // nothing to apply: no copy made
  });

  it('a packet named NONE gets no role', () => {
    const s = new Scene();
    const b = new RecordBatch(encodeRecords([rec({ time: 1, kind: ACK_KIND, packet: NONE })]));
    applyRecord(s, b, 0, ctx);
    expect(s.roles.size).toBe(0);
  });
});
