// The time-sequence diagram's data: each flow's points collected from trace records, and one
// zoom window per loss repair reaching from the lost segment's first sending past its retransmission.
import { describe, expect, it } from 'vitest';
import { lossWindows } from '../../web/charts/timeseq';
import { collectTimeSeqs, SEG_ACK, SEG_DATA, SEG_DUPACK, SEG_RETX, type TimeSeq } from '../../web/scene/timeSeq';

// A minimal record batch: the accessors collectTimeSeq reads.
function batch(rows: { t: number; kind: number; peer: number; a: number; size: number }[]) {
  return {
    count: rows.length,
    time: (i: number) => rows[i].t,
    kind: (i: number) => rows[i].kind,
    peer: (i: number) => rows[i].peer,
    a: (i: number) => rows[i].a,
    size: (i: number) => rows[i].size,
  } as unknown as Parameters<typeof collectTimeSeqs>[1];
}
const ids = { tcpData: 10, tcpRetransmit: 11, tcpAckIn: 12, tcpDupAck: 13 };

describe('time-sequence points', () => {
  it('keeps each flow’s segments, retransmissions, ACKs and duplicate ACKs apart, in order', () => {
    const flows = new Map<number, TimeSeq>();
    const added = collectTimeSeqs(
      flows,
      batch([
        { t: 1, kind: 10, peer: 0, a: 1, size: 1000 },
        { t: 2, kind: 10, peer: 1, a: 1, size: 1000 }, // another flow
        { t: 3, kind: 12, peer: 0, a: 1001, size: 4000 },
        { t: 4, kind: 99, peer: 0, a: 5, size: 5 }, // another kind
        { t: 5, kind: 13, peer: 0, a: 1001, size: 4000 },
        { t: 6, kind: 11, peer: 0, a: 1001, size: 1000 },
        { t: 7, kind: 12, peer: 1, a: 1001, size: 0 },
      ]),
      ids,
    );
    expect(added).toBe(true);
    expect(flows.get(0)).toEqual({
      t: [1, 3, 5, 6],
      y: [1, 1001, 1001, 1001],
      len: [1000, 0, 0, 1000],
      kind: [SEG_DATA, SEG_ACK, SEG_DUPACK, SEG_RETX],
    });
    expect(flows.get(1)).toEqual({ t: [2, 7], y: [1, 1001], len: [1000, 0], kind: [SEG_DATA, SEG_ACK] });
    expect([...flows.keys()]).toEqual([0, 1]);
    expect(collectTimeSeqs(new Map(), batch([]), {})).toBe(false);
    // A later batch appends to the flow's existing points.
    collectTimeSeqs(flows, batch([{ t: 8, kind: 10, peer: 1, a: 1001, size: 1000 }]), ids);
    expect(flows.get(1)?.t).toEqual([2, 7, 8]);
  });

  it('one zoom window per loss repair, from the first sending to as long again after the retransmission', () => {
    const flows = new Map<number, TimeSeq>();
    const ms = 1e6;
    collectTimeSeqs(
      flows,
      batch([
        { t: 100 * ms, kind: 10, peer: 0, a: 5001, size: 1000 },
        { t: 150 * ms, kind: 13, peer: 0, a: 5001, size: 0 },
        { t: 200 * ms, kind: 11, peer: 0, a: 5001, size: 1000 },
        { t: 250 * ms, kind: 11, peer: 0, a: 6001, size: 1000 }, // same repair (NewReno partial ACK)
        { t: 900 * ms, kind: 10, peer: 0, a: 9001, size: 1000 },
        { t: 1000 * ms, kind: 11, peer: 0, a: 9001, size: 1000 },
      ]),
      ids,
    );
    const ts = flows.get(0) as TimeSeq;
    expect(lossWindows(ts, ts.t.length)).toEqual([
      [80 * ms, 300 * ms],
      [880 * ms, 1100 * ms],
    ]);
    expect(lossWindows(ts, 2)).toEqual([]);
  });
});
