import { describe, expect, it } from 'vitest';
import type { Topology } from '../../web/engine/protocol';
import { readImplosion, senderInbound, valueAt } from '../../web/views/implosion';

const topo: Topology = {
  nodes: [
    { id: 0, name: 'S', kind: 'sender', x: 0, y: 0 },
    { id: 1, name: 'hub', kind: 'router', x: 1, y: 0 },
  ],
  links: [{ id: 7, a: 0, b: 1, bandwidth: 1e6, delay: 1e6, loss: 0, queue: 0, queueBA: 10 }],
  sender: 0,
  senderInboundLink: 7,
};
const s = (pairs: [number, number][]) => ({ t: pairs.map((p) => p[0]), v: pairs.map((p) => p[1]) });

describe('implosion meter readings', () => {
  it("finds the sender inbound link, the node before it and that direction's queue limit", () => {
    expect(senderInbound(topo)).toEqual({ link: 7, from: 1, limit: 10 });
    expect(senderInbound({ nodes: [], links: [] })).toBeUndefined();
  });

  it('reads cumulative series at the shown time (0 before the first sample)', () => {
    const x = s([
      [10, 1],
      [20, 5],
    ]);
    expect(valueAt(x, 5)).toBe(0);
    expect(valueAt(x, 10)).toBe(1);
    expect(valueAt(x, 19)).toBe(1);
    expect(valueAt(x, 25)).toBe(5);
  });

  it('splits RESPONSEs sent into received, dropped and on the way; live queue from the scene', () => {
    const series = new Map([
      ['responses sent total', s([[10, 100]])],
      ['responses received total', s([[10, 60]])],
      ['implosion drops', s([[10, 30]])],
      ['sender inbound queue', s([[10, 4]])],
    ]);
    expect(readImplosion(topo, series, new Map([['1:7', 9]]), 15)).toEqual({
      sent: 100,
      received: 60,
      dropped: 30,
      inFlight: 10,
      queue: 9,
      limit: 10,
    });
    expect(readImplosion(topo, series, new Map(), 15)?.queue).toBe(4);
    expect(readImplosion(topo, new Map(), new Map(), 15)).toBeUndefined(); // not a polling run
  });
});
