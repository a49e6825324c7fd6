// RoleMemory forgets exactly the packets an insertion-ordered Map kept by delete + set forgets
// (the structure it replaced), and its copies are independent; QueueLengths answers by numbers and
// by the "node:link" names readers use.
import { describe, expect, it } from 'vitest';
import { QueueLengths } from '../../web/scene/queueLengths';
import { RoleMemory } from '../../web/scene/roleMemory';
import { ROLES, type Role } from '../../web/scene/roles';

/** The replaced structure: a Map in least-recently-set order, oldest evicted past the cap. */
class OrderedRoles {
  readonly m = new Map<number, Role>();
  constructor(private readonly cap: number) {}
  set(p: number, r: Role) {
    this.m.delete(p);
    this.m.set(p, r);
    if (this.m.size > this.cap) this.m.delete(this.m.keys().next().value as number);
  }
}

/** Small deterministic generator (xorshift32), so a failure repeats. */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

describe('RoleMemory', () => {
  it('keeps and forgets the same packets as the ordered Map, with the same roles', () => {
    for (const [cap, span, n] of [
      [5, 12, 2000],
      [100, 150, 20_000],
      [100, 1000, 20_000],
      [1000, 1200, 30_000],
    ]) {
      const r = rng(cap * 7 + span);
      const ref = new OrderedRoles(cap);
      const mem = new RoleMemory(cap);
      for (let k = 0; k < n; k++) {
        // Mostly recent packets named again (as ACKs and retransmissions do), some new ones.
        const p = Math.floor(r() * span) + Math.floor(k / 10);
        const role = ROLES[Math.floor(r() * ROLES.length)];
        ref.set(p, role);
        mem.set(p, role);
        if (k % 997 === 0) {
          expect(mem.size).toBe(ref.m.size);
          const around = Array.from({ length: span }, (_, j) => Math.floor(k / 10) + j);
          expect(around.map((q) => mem.get(q))).toEqual(around.map((q) => ref.m.get(q)));
        }
      }
      expect(mem.size).toBe(ref.m.size);
      expect([...ref.m.keys()].map((p) => mem.get(p))).toEqual([...ref.m.values()]);
    }
  }, 60_000);

  it('copies are independent and go on evicting in the same order', () => {
    const a = new RoleMemory(3);
    a.set(1, 'data');
    a.set(2, 'ack');
    a.set(1, 'retransmission');
    const b = a.clone();
    b.set(3, 'nak');
    b.set(4, 'poll'); // evicts 2, the least recently set
    expect([b.get(1), b.get(2), b.get(3), b.get(4)]).toEqual(['retransmission', undefined, 'nak', 'poll']);
    expect([a.get(1), a.get(2), a.get(3), a.size]).toEqual(['retransmission', 'ack', undefined, 2]);
  });
});

describe('QueueLengths', () => {
  it('answers by numbers and by "node:link", iterates in first-set order, never goes below zero', () => {
    const q = new QueueLengths();
    q.setAt(4, 9, 2);
    q.setAt(0, 0, 3);
    q.setAt(7, 2 ** 22, 1); // beyond the packing: still exact
    q.leave(4, 9);
    q.leave(4, 9);
    q.leave(4, 9);
    q.leave(5, 5); // never named: stays unnamed
    expect(q.get('4:9')).toBe(0);
    expect(q.get('0:0')).toBe(3);
    expect(q.lengthAt(7, 2 ** 22)).toBe(1);
    expect(q.get('5:5')).toBeUndefined();
    expect(q.get('nonsense')).toBeUndefined();
    expect([...q]).toEqual([
      ['4:9', 0],
      ['0:0', 3],
      [`7:${2 ** 22}`, 1],
    ]);
    const c = q.clone();
    c.setAt(0, 0, 9);
    expect(q.get('0:0')).toBe(3);
    expect(c.size).toBe(3);
  });
});
